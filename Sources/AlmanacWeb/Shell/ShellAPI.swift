import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The frame's JSON API: the OpenAPI document, undo and the history of changes.
extension ShellController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.post(ShellRoutes.API.undo, use: apiUndo)
        api.get(ShellRoutes.API.history, use: apiHistory)
    }

    /// The OpenAPI document, open to everyone (`authenticated: false`).
    func registerOpenAPI(_ api: RouterGroup<AppRequestContext>) {
        api.get(ShellRoutes.API.openAPI, use: openAPIDocument)
    }

    static let apiOperations: [APIOperation] = [
        .init(.get, ShellRoutes.API.openAPI, "This document", response: .anyObject, authenticated: false),
        .init(
            .post, ShellRoutes.API.undo, "Undo the user's last change (all writes of that action)", response: UndoJSON.schema,
            errors: [409]),
        .init(
            .get, ShellRoutes.API.history, "The user's recent changes, newest first", response: .array(ChangeJSON.schema),
            query: [.number("limit", .listLimit)]),
    ]

    @Sendable func openAPIDocument(_ request: Request, context: AppRequestContext) async throws -> Response {
        try .json(openAPI())
    }

    struct UndoJSON: APIType, Codable {
        var undone: Bool
        var summary: String?
    }

    @Sendable func apiUndo(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let undone = try await database.undoLastChange(owner: user.id)
        return try .json(UndoJSON(undone: undone != nil, summary: undone?.summary))
    }

    @Sendable func apiHistory(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let limit = try request.query.whole("limit", .listLimit) ?? 50
        let changes = try await database.history(owner: user.id, limit: limit)
        return try .json(changes.map(ChangeJSON.init))
    }
}

/// A change of the history as the API and `almanac history --json` give it.
public struct ChangeJSON: APIType, Codable {
    var id: String
    var at: Date
    var origin: String
    var operation: String
    var entity: String
    var entityId: String
    var summary: String?

    public init(_ change: Change) {
        id = change.id
        at = change.at
        origin = change.origin.rawValue
        operation = change.operation.rawValue
        entity = change.entity
        entityId = change.entityId
        summary = change.summary
    }

    static let fieldNotes: [String: Schema] = [
        "origin": .enumeration(ChangeOrigin.allCases.map(\.rawValue)),
        "operation": .enumeration(Change.Operation.allCases.map(\.rawValue)),
    ]
}
