import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The Accounts JSON API: the profile, API tokens and the security log.
extension AccountsController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(AccountsRoutes.API.me, use: apiMe)
        api.patch(AccountsRoutes.API.me, use: apiUpdateMe)
        api.get(AccountsRoutes.API.tokens, use: apiTokens)
        api.post(AccountsRoutes.API.tokens, use: apiCreateToken)
        api.delete(AccountsRoutes.API.token, use: apiRevokeToken)
        api.get(AccountsRoutes.API.securityLog, use: apiSecurityLog)
    }

    static let apiOperations: [APIOperation] = [
        .init(.get, AccountsRoutes.API.me, "The signed-in user's profile and preferences", response: ProfileJSON.schema),
        .init(
            .patch, AccountsRoutes.API.me, "Change display name and preferences (fields not sent stay as they are)",
            request: ProfileUpdate.schema,
            response: ProfileJSON.schema),
        .init(.get, AccountsRoutes.API.tokens, "The user's API tokens (never their secrets)", response: .array(TokenJSON.schema)),
        .init(
            .post, AccountsRoutes.API.tokens, "Create an API token; the secret is in this response only",
            request: TokenRequest.schema, response: NewTokenJSON.schema, status: 201),
        .init(.delete, AccountsRoutes.API.token, "Revoke an API token (for good: not undoable)", status: 204),
        .init(
            .get, AccountsRoutes.API.securityLog,
            "The user's security log, newest first: sign-ins, sign-outs, tokens, password and settings changes",
            response: .array(SecurityEventJSON.schema), query: [.number("limit", .listLimit)]),
    ]

    struct ProfileJSON: APIType, Codable {
        var id: String
        var username: String
        var displayName: String
        var timeZone: String
        var weekStart: Int
        var dayStartHour: Int
        var unitSystem: String
        var dateOrder: String

        init(_ user: User) {
            id = user.id
            username = user.username
            displayName = user.displayName
            timeZone = user.timeZone
            weekStart = user.weekStart
            dayStartHour = user.dayStartHour
            unitSystem = user.unitSystem.rawValue
            dateOrder = user.dateOrder.rawValue
        }

        static let fieldNotes: [String: Schema] = [
            "unitSystem": .enumeration(UserPreferences.UnitSystem.allCases.map(\.rawValue)),
            "dateOrder": .enumeration(DateOrder.allCases.map(\.rawValue)),
        ]
    }

    struct ProfileUpdate: APIType, Codable {
        var displayName: String?
        var timeZone: String?
        var weekStart: Checked<Quantities.WeekStart>?
        var dayStartHour: Checked<Quantities.DayStartHour>?
        var unitSystem: UserPreferences.UnitSystem?
        /// Day or month first, in every date written and in quick entry's `12/11`.
        var dateOrder: String?

        static let fieldNotes: [String: Schema] = [
            "displayName": .nonBlank, "dateOrder": .enumeration(DateOrder.allCases.map(\.rawValue)),
        ]
    }

    struct TokenJSON: APIType, Codable {
        var id: String
        var name: String
        var createdAt: Date
        var lastUsedAt: Date?

        init(_ token: APIToken) {
            id = token.id
            name = token.name
            createdAt = token.createdAt
            lastUsedAt = token.lastUsedAt
        }
    }

    /// A token just made: the token and its secret, which no other answer holds.
    struct NewTokenJSON: APIType {
        var token: TokenJSON
        var secret: String

        enum CodingKeys: String, CodingKey { case secret }

        func encode(to encoder: any Encoder) throws {
            try token.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(secret, forKey: .secret)
        }

        static var specimen: NewTokenJSON { get throws { NewTokenJSON(token: try TokenJSON.specimen, secret: "") } }
    }

    @Sendable func apiMe(_ request: Request, context: SignedInContext) async throws -> Response {
        try .json(ProfileJSON(context.user))
    }

    @Sendable func apiUpdateMe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let update = try await Body.json(ProfileUpdate.self, from: request)
        var preferences = user.preferences
        preferences.timeZone = update.timeZone ?? preferences.timeZone
        preferences.weekStart = update.weekStart?.int ?? preferences.weekStart
        preferences.dayStartHour = update.dayStartHour?.int ?? preferences.dayStartHour
        preferences.unitSystem = update.unitSystem ?? preferences.unitSystem
        let updated = try await database.updateProfile(
            owner: user.id, displayName: update.displayName ?? user.displayName, preferences: preferences,
            dateOrder: try update.dateOrder.map(DateOrder.parse), from: context.client(request))
        return try .json(ProfileJSON(updated))
    }

    @Sendable func apiTokens(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.tokens(owner: user.id).map { TokenJSON($0) })
    }

    struct TokenRequest: APIType, Codable {
        var name: String
        static let fieldNotes: [String: Schema] = ["name": .title]
    }

    @Sendable func apiCreateToken(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TokenRequest.self, from: request)
        let created = try await database.createToken(owner: user.id, name: body.name, from: context.client(request))
        return try .json(NewTokenJSON(token: TokenJSON(created.token), secret: created.secret), status: .created)
    }

    @Sendable func apiRevokeToken(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.revokeToken(owner: user.id, id: try context.parameters.require("id"), from: context.client(request))
        return .noContent()
    }

    @Sendable func apiSecurityLog(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let limit = try request.query.whole("limit", .listLimit) ?? 200
        return try .json(try await database.securityLog(owner: user.id, limit: limit).map(SecurityEventJSON.init))
    }
}

/// A security log entry as the API and `almanac security-log --json` give it.
public struct SecurityEventJSON: APIType, Codable {
    var id: String
    var at: Date
    var event: String
    var detail: String?
    var address: String
    var client: String

    public init(_ event: SecurityEvent) {
        id = event.id
        at = event.at
        self.event = event.kind.rawValue
        detail = event.detail
        address = event.address
        client = event.client
    }

    static let fieldNotes: [String: Schema] = ["event": .enumeration(SecurityEvent.Kind.allCases.map(\.rawValue))]
}
