import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import Prometheus

/// The frame of the app: home, pages of modules not built yet, undo, history, health,
/// metrics and the OpenAPI document.
struct ShellController {
    let database: AppDatabase
    let registry: PrometheusCollectorRegistry
    let metricsToken: String?
    let openAPI: @Sendable () -> JSONValue

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get("/", use: home)
        for module in Modules.all where !module.isBuilt {
            router.get(RouterPath(module.path)) { request, context in
                _ = try context.requireUser()
                return Pages.render(module.name, request: request, context: context) { NotBuiltView(module: module) }
            }
        }
        router.post("/undo", use: undo)
        router.get("/healthz", use: health)
        router.get("/metrics", use: metrics)
        api.get("/openapi.json", use: openAPIDocument)
        api.post("/undo", use: apiUndo)
        api.get("/history", use: apiHistory)
    }

    static let apiOperations: [APIOperation] = [
        .init(.get, "/openapi.json", "This document", response: .anyObject, authenticated: false),
        .init(.post, "/undo", "Undo the user's last change (all writes of that action)", response: UndoJSON.schema),
        .init(
            .get, "/history", "The user's recent changes, newest first", response: .array(ChangeJSON.schema),
            query: [.number("limit", .listLimit)]),
    ]

    @Sendable func home(_ request: Request, context: AppRequestContext) async throws -> Response {
        if context.identity != nil { return .seeOther("/today") }
        return .seeOther(try await database.userCount() == 0 ? "/setup" : "/signin")
    }

    @Sendable func undo(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        let next = AccountsController.safeNext(form["next"])
        guard let undone = try await database.undoLastChange(owner: user.id) else {
            return .seeOther(next, flash: .error("There is nothing to undo."))
        }
        return .seeOther(next, flash: .success("Undone: \(undone.summary)."))
    }

    @Sendable func health(_ request: Request, context: AppRequestContext) async throws -> Response {
        do {
            try await database.ping()
            return .text("ok\n")
        } catch {
            return .text("database unavailable\n", status: .serviceUnavailable)
        }
    }

    /// Metrics say how the server is used, so they are served only to the scraper that has the
    /// configured token; everyone else (and everyone when none is set) gets the plain 404.
    @Sendable func metrics(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let metricsToken, let sent = request.headers[.authorization], sent.lowercased().hasPrefix("bearer "),
            Self.constantTimeEqual(Array(sent.dropFirst(7).utf8), Array(metricsToken.utf8))
        else { throw AlmanacError.notFound("There is no page at this address.") }
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return .text(String(decoding: buffer, as: UTF8.self), contentType: "text/plain; version=0.0.4; charset=utf-8")
    }

    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    @Sendable func openAPIDocument(_ request: Request, context: AppRequestContext) async throws -> Response {
        try .json(openAPI())
    }

    struct UndoJSON: Encodable {
        var undone: Bool
        var summary: String?
        static let schema = Schema.object(["undone": .boolean, "summary": .string], required: ["undone"])
    }

    @Sendable func apiUndo(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let undone = try await database.undoLastChange(owner: user.id)
        return try .json(UndoJSON(undone: undone != nil, summary: undone?.summary))
    }

    struct ChangeJSON: Encodable {
        var id: String
        var at: Date
        var origin: String
        var operation: String
        var entity: String
        var entityId: String
        var summary: String?
        static let schema = Schema.object(
            [
                "id": .string, "at": .dateTime, "origin": .enumeration(["web", "api", "cli"]),
                "operation": .enumeration(["insert", "update", "delete"]), "entity": .string, "entityId": .string, "summary": .string,
            ],
            required: ["id", "at", "origin", "operation", "entity", "entityId"])
    }

    @Sendable func apiHistory(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let limit = try request.query.whole("limit", .listLimit) ?? 50
        let changes = try await database.history(owner: user.id, limit: limit)
        return try .json(
            changes.map {
                ChangeJSON(
                    id: $0.id, at: $0.at, origin: $0.origin.rawValue, operation: $0.operation.rawValue, entity: $0.entity,
                    entityId: $0.entityId, summary: $0.summary)
            })
    }
}

struct NotBuiltView: Component {
    var module: ModuleLink
    var body: Component {
        Div {
            H1(module.name)
            Paragraph(module.summary).class("lead")
            Paragraph(
                "This part of Almanac is not built yet. It will appear here when it is ready; nothing you do elsewhere is lost in the meantime."
            )
        }
        .class("card narrow not-built")
    }
}
