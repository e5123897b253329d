import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import NIOCore

// The JSON API of Health data, under /api/v1 (`HealthRoutes.API`).
extension HealthController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.post(HealthRoutes.API.imports, use: apiImport)
        api.get(HealthRoutes.API.days, use: apiDays)
        api.get(HealthRoutes.API.importProgress, use: apiImportProgress)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .post, HealthRoutes.API.imports,
            "Import health data: the body is the file itself, streamed to disk (an Apple Health export.zip or export.xml, or the generic health CSV; at most 4 GB, 413 beyond). De-duplicated by source order into local days, in one undoable action; a file that cannot be read is refused naming its line, and nothing is written. Importing the same file again adds nothing",
            request: .binary, response: HealthJSON.importSchema, status: 201, query: ["name"],
            requestTypes: ["application/zip", "application/xml", "text/xml", "text/csv", "application/octet-stream"]),
        .init(
            .get, HealthRoutes.API.days, "The imported days from `from` to `to` (YYYY-MM-DD, at most 366 days; default the last 30)",
            response: .array(HealthJSON.Day.schema), query: [QueryParameter("from", .date), QueryParameter("to", .date)]),
        .init(
            .get, HealthRoutes.API.importProgress,
            "How far the import of a file uploaded on the Health data page has come (the page's progress bar): phase waiting (not started, or unknown), reading (done of total bytes of the file) or finished",
            response: ImportProgressJSON.schema),
    ]

    @Sendable func apiImport(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try await Self.receive(request.body, to: url, limit: Self.apiUploadLimit)
        let name = request.query.optional("name") ?? "upload"
        let summary = try await database.importHealthFile(owner: user.id, url: url, fileName: name)
        return try .json(summary, status: .created)
    }

    /// Writes the body to `url` as it arrives; more than `limit` bytes is refused (413).
    static func receive(_ body: RequestBody, to url: URL, limit: Int64) async throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = FileHandle(forWritingAtPath: url.path) else {
            throw AlmanacError.conflict("The upload could not be stored.")
        }
        defer { try? handle.close() }
        var total: Int64 = 0
        for try await buffer in body {
            total += Int64(buffer.readableBytes)
            guard total <= limit else { throw AlmanacError.tooLarge("The file is larger than \(limit / 1024 / 1024 / 1024) GB.") }
            try handle.write(contentsOf: Data(buffer.readableBytesView))
        }
        guard total > 0 else { throw AlmanacError.invalid("file", "The body is empty: send the file itself.") }
    }

    @Sendable func apiImportProgress(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let upload = try context.parameters.require("upload")
        return try .json(ImportProgressJSON(Self.importProgress.progress(of: upload, owner: user.id)))
    }

    @Sendable func apiDays(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let (from, to) = try HealthDays.range(
            from: request.query.optional("from"), to: request.query.optional("to"), today: user.preferences.today(at: database.now()))
        let days = try await database.healthDays(owner: user.id, from: from, to: to)
        return try .json(days.map(HealthJSON.Day.init))
    }
}
