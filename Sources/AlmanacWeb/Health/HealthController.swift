import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import NIOCore

/// Food → Health data: the import of an Apple Health export or a health CSV, the order of the
/// sources, and the imported days (pages and API).
struct HealthController {
    let database: AppDatabase

    /// The page's upload (multipart, read whole): the API takes larger files, streaming.
    static let pageUploadLimit = 256 * 1024 * 1024
    /// The API's streaming upload: what a zip without ZIP64 holds.
    static let apiUploadLimit: Int64 = 4 * 1024 * 1024 * 1024
    /// How far the page's uploads have come, by the upload id the page's form carries.
    static let importProgress = ImportProgressBoard()

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(HealthRoutes.page, use: page)
        router.post(HealthRoutes.importFile, use: importFile)
        router.post(HealthRoutes.moveSource, use: moveSource)
        registerAPI(api)
    }

    @Sendable func page(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await render(request, context: context, user: user)
    }

    func render(_ request: Request, context: SignedInContext, user: User, error: AlmanacError? = nil) async throws -> Response {
        let data = try await database.healthPage(owner: user.id, today: user.preferences.today(at: database.now()))
        return Pages.render(
            "Health data", request: request, context: context, status: error == nil ? .ok : ErrorMiddleware.classify(error!).0
        ) {
            HealthView(model: .init(csrf: context.csrfToken, data: data, upload: UUID().uuidString, error: error))
        }
    }

    /// The upload (multipart/form-data; the CSRF token rides in the query), imported at once: an
    /// import is one undoable action, and a file that cannot be read writes nothing.
    @Sendable func importFile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        do {
            guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
                throw AlmanacError.unsupportedMedia(field: "file", message: "Upload the file with the form (multipart/form-data).")
            }
            let body = try await Body.bytes(
                request, limit: Self.pageUploadLimit,
                tooLarge:
                    "The file is larger than \(Self.pageUploadLimit / 1024 / 1024) MB: import it with `almanac health import` or the API.")
            let form = try MultipartForm(Data(body.readableBytesView), boundary: boundary)
            let fields = try HealthImportFields(form)
            let file = fields.file
            let url = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            try file.body.write(to: url)
            // The page's progress bar follows the reading by the form's upload id (a UUID).
            let board = Self.importProgress
            let upload = fields.upload
            let owner = user.id
            defer { if let upload { board.finish(upload, owner: owner) } }
            let summary = try await database.importHealthFile(owner: user.id, url: url, fileName: file.filename ?? "upload") {
                done, total in
                if let upload { board.set(upload, owner: owner, phase: .reading, done: Int(clamping: done), total: Int(clamping: total)) }
            }
            return .seeOther(HealthRoutes.page.href, flash: .success(Self.sentence(summary), undo: true))
        } catch let error as AlmanacError {
            return try await render(request, context: context, user: user, error: error)
        }
    }

    @Sendable func moveSource(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        try await database.moveHealthSource(owner: user.id, id: id, up: HealthSourceMoveFields(form).up)

        return .seeOther(
            HealthRoutes.page.href, flash: .success("Source order saved; import your export again to apply it to past days.", undo: true))
    }

    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("almanac-health-\(UUID().uuidString)")
    }

    /// "Imported 1,234 records: 30 days (3 changed), 12 duplicates skipped."
    static func sentence(_ s: HealthImportSummary) -> String {
        var text = "Imported \(NumberText.grouped(Double(s.records))) records from “\(s.fileName)”: \(s.days) days"
        text += s.daysChanged == s.days ? "" : " (\(s.daysChanged) changed)"
        text += ", \(NumberText.grouped(Double(s.exactDuplicates))) duplicates skipped."
        if s.tooLongRecords > 0 {
            text +=
                " \(NumberText.grouped(Double(s.tooLongRecords))) records left out for lasting longer than such a record can (more than a day or two)."
        }
        return text
    }
}
