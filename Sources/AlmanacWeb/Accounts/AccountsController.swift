import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import HummingbirdAuth

/// First-run account creation, sign in and out, settings and API tokens (pages and API).
struct AccountsController {
    let database: AppDatabase
    let sessions: SessionStorage<WebSession>
    static let sessionLength: Duration = .seconds(30 * 24 * 3600)

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get("/setup", use: setupPage)
        router.post("/setup", use: setup)
        router.get("/signin", use: signInPage)
        router.post("/signin", use: signIn)
        router.post("/signout", use: signOut)
        router.get("/settings", use: settingsPage)
        router.post("/settings/profile", use: updateProfile)
        router.post("/settings/password", use: changePassword)
        router.post("/settings/tokens", use: createToken)
        router.post("/settings/tokens/{id}/revoke", use: revokeToken)
        router.get("/settings/security", use: securityPage)

        api.get("/me", use: apiMe)
        api.patch("/me", use: apiUpdateMe)
        api.get("/tokens", use: apiTokens)
        api.post("/tokens", use: apiCreateToken)
        api.delete("/tokens/{id}", use: apiRevokeToken)
        api.get("/security-log", use: apiSecurityLog)
    }

    static let apiOperations: [APIOperation] = [
        .init(.get, "/me", "The signed-in user's profile and preferences", response: ProfileJSON.schema),
        .init(
            .patch, "/me", "Change display name and preferences (fields not sent stay as they are)", request: ProfileUpdate.schema,
            response: ProfileJSON.schema),
        .init(.get, "/tokens", "The user's API tokens (never their secrets)", response: .array(TokenJSON.schema)),
        .init(
            .post, "/tokens", "Create an API token; the secret is in this response only",
            request: .object(["name": .string], required: ["name"]), response: TokenJSON.createdSchema, status: 201),
        .init(.delete, "/tokens/{id}", "Revoke an API token (for good: not undoable)", status: 204),
        .init(
            .get, "/security-log", "The user's security log, newest first: sign-ins, sign-outs, tokens, password and settings changes",
            response: .array(SecurityEventJSON.schema), query: [.number("limit", .listLimit)]),
    ]

    // MARK: Pages

    @Sendable func setupPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        if try await database.userCount() > 0 { return .seeOther("/signin") }
        return Pages.render("Create your account", request: request, context: context) {
            SetupView(model: .init(csrf: context.csrfToken, timeZone: TimeZone.current.identifier))
        }
    }

    @Sendable func setup(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await Body.form(from: request)
        var model = SetupView.Model(csrf: context.csrfToken, timeZone: form["timeZone"] ?? TimeZone.current.identifier)
        model.username = form["username"] ?? ""
        model.displayName = form["displayName"] ?? ""
        do {
            let password = form["password"] ?? ""
            guard password == form["passwordAgain"] else {
                throw AlmanacError.invalid("passwordAgain", "The two passwords differ.")
            }
            let user = try await database.createUser(
                username: model.username, password: password, displayName: model.displayName,
                timeZone: model.timeZone, onlyIfFirst: true, from: context.client(request))
            return try await startSession(for: user, next: "/today", flash: .success("Welcome to Almanac, \(user.displayName)."))
        } catch let error as AlmanacError {
            if case .conflict = error { return .seeOther("/signin", flash: .error(error.message)) }
            model.error = error
            return Pages.render("Create your account", request: request, context: context, status: .badRequest) { SetupView(model: model) }
        }
    }

    @Sendable func signInPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        if try await database.userCount() == 0 { return .seeOther("/setup") }
        if context.identity != nil { return .seeOther("/today") }
        return Pages.render("Sign in", request: request, context: context) {
            SignInView(model: .init(csrf: context.csrfToken, next: Self.safeNext(request.query["next"])))
        }
    }

    @Sendable func signIn(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await Body.form(from: request)
        let username = form["username"] ?? ""
        let next = Self.safeNext(form["next"])
        do {
            let user = try await database.signIn(username: username, password: form["password"] ?? "", from: context.client(request))
            return try await startSession(for: user, next: next, flash: nil)
        } catch let error as AlmanacError {
            let status: HTTPResponse.Status = if case .rateLimited = error { .tooManyRequests } else { .unauthorized }
            var response = Pages.render("Sign in", request: request, context: context, status: status) {
                SignInView(model: .init(csrf: context.csrfToken, next: next, username: username, error: error.message))
            }
            response.setRetryAfter(for: error)
            return response
        }
    }

    @Sendable func signOut(_ request: Request, context: AppRequestContext) async throws -> Response {
        var response = Response.seeOther("/signin", flash: .success("You are signed out."))
        if let cookie = try? await sessions.delete(request: request) {
            response.setCookie(cookie)
            if let user = context.identity, !context.viaToken {
                try await database.signOut(owner: user.id, from: context.client(request))
            }
        }
        return response
    }

    private func startSession(for user: User, next: String, flash: Flash?) async throws -> Response {
        let cookie = try await sessions.save(session: WebSession(userId: user.id), expiresIn: Self.sessionLength)
        var response = flash.map { Response.seeOther(next, flash: $0) } ?? .seeOther(next)
        response.setCookie(cookie)
        return response
    }

    /// Only a local path may follow sign-in (no open redirects).
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\") else { return "/today" }
        return next
    }

    @Sendable func settingsPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderSettings(request, context, user: user)
    }

    private func renderSettings(
        _ request: Request, _ context: AppRequestContext, user: User, error: AlmanacError? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let tokens = try await database.tokens(owner: user.id)
        var model = SettingsView.Model(csrf: context.csrfToken, user: user, tokens: tokens, error: error)
        model.dateOrder = try await database.dateOrder(owner: user.id)
        return Pages.render("Settings", request: request, context: context, status: status) { SettingsView(model: model) }
    }

    @Sendable func updateProfile(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            var preferences = user.preferences
            preferences.timeZone = form["timeZone"] ?? preferences.timeZone
            preferences.weekStart = try form.whole("weekStart", .weekStart) ?? preferences.weekStart
            preferences.dayStartHour = try form.whole("dayStartHour", .dayStartHour) ?? preferences.dayStartHour
            if let system = form["unitSystem"] {
                guard let parsed = UserPreferences.UnitSystem(rawValue: system) else {
                    throw AlmanacError.invalid("unitSystem", "The unit system is metric or us.")
                }
                preferences.unitSystem = parsed
            }
            _ = try await database.updateProfile(
                owner: user.id, displayName: form["displayName"] ?? user.displayName, preferences: preferences,
                dateOrder: form["dateOrder"].flatMap(DateOrder.init), from: context.client(request))
            return .seeOther("/settings", flash: .success("Settings saved."))
        } catch let error as AlmanacError {
            return try await renderSettings(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func changePassword(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            guard form["newPassword"] == form["newPasswordAgain"] else {
                throw AlmanacError.invalid("newPasswordAgain", "The two new passwords differ.")
            }
            try await database.changePassword(
                owner: user.id, current: form["currentPassword"] ?? "", new: form["newPassword"] ?? "", from: context.client(request))
            return .seeOther("/settings", flash: .success("Password changed."))
        } catch let error as AlmanacError {
            return try await renderSettings(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func createToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let created = try await database.createToken(owner: user.id, name: form["name"] ?? "", from: context.client(request))
            return .seeOther(
                "/settings",
                flash: Flash(
                    kind: .success, message: "Your new token “\(created.token.name)”. Copy it now: it is shown only once.",
                    secret: created.secret))
        } catch let error as AlmanacError {
            return try await renderSettings(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func revokeToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.revokeToken(owner: user.id, id: try context.parameters.require("id"), from: context.client(request))
        return .seeOther("/settings", flash: .success("Token revoked."))
    }

    @Sendable func securityPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let events = try await database.securityLog(owner: user.id)
        return Pages.render("Security log", request: request, context: context) { SecurityLogView(events: events, timeZone: user.timeZone) }
    }

    // MARK: API

    struct ProfileJSON: Codable {
        var id: String
        var username: String
        var displayName: String
        var timeZone: String
        var weekStart: Int
        var dayStartHour: Int
        var unitSystem: String

        init(_ user: User) {
            id = user.id
            username = user.username
            displayName = user.displayName
            timeZone = user.timeZone
            weekStart = user.weekStart
            dayStartHour = user.dayStartHour
            unitSystem = user.unitSystem.rawValue
        }

        static let schema = Schema.object(
            [
                "id": .string, "username": .string, "displayName": .string, "timeZone": .string, "weekStart": .integer,
                "dayStartHour": .integer, "unitSystem": .enumeration(["metric", "us"]),
            ],
            required: ["id", "username", "displayName", "timeZone", "weekStart", "dayStartHour", "unitSystem"])
    }

    struct ProfileUpdate: Decodable {
        var displayName: String?
        var timeZone: String?
        var weekStart: Checked<Quantities.WeekStart>?
        var dayStartHour: Checked<Quantities.DayStartHour>?
        var unitSystem: UserPreferences.UnitSystem?

        static let schema = Schema.object(
            [
                "displayName": .string, "timeZone": .string, "weekStart": .quantity(.weekStart), "dayStartHour": .quantity(.dayStartHour),
                "unitSystem": .enumeration(["metric", "us"]),
            ])
    }

    struct TokenJSON: Codable {
        var id: String
        var name: String
        var createdAt: Date
        var lastUsedAt: Date?
        var secret: String?

        init(_ token: APIToken, secret: String? = nil) {
            id = token.id
            name = token.name
            createdAt = token.createdAt
            lastUsedAt = token.lastUsedAt
            self.secret = secret
        }

        static let schema = Schema.object(
            ["id": .string, "name": .string, "createdAt": .dateTime, "lastUsedAt": .dateTime], required: ["id", "name", "createdAt"])
        static let createdSchema = Schema.object(
            ["id": .string, "name": .string, "createdAt": .dateTime, "secret": .string], required: ["id", "name", "createdAt", "secret"])
    }

    @Sendable func apiMe(_ request: Request, context: AppRequestContext) async throws -> Response {
        try .json(ProfileJSON(try context.requireUser()))
    }

    @Sendable func apiUpdateMe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let update = try await Body.json(ProfileUpdate.self, from: request)
        var preferences = user.preferences
        preferences.timeZone = update.timeZone ?? preferences.timeZone
        preferences.weekStart = update.weekStart?.int ?? preferences.weekStart
        preferences.dayStartHour = update.dayStartHour?.int ?? preferences.dayStartHour
        preferences.unitSystem = update.unitSystem ?? preferences.unitSystem
        let updated = try await database.updateProfile(
            owner: user.id, displayName: update.displayName ?? user.displayName, preferences: preferences, from: context.client(request))
        return try .json(ProfileJSON(updated))
    }

    @Sendable func apiTokens(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.tokens(owner: user.id).map { TokenJSON($0) })
    }

    struct TokenRequest: Decodable { var name: String }

    @Sendable func apiCreateToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(TokenRequest.self, from: request)
        let created = try await database.createToken(owner: user.id, name: body.name, from: context.client(request))
        return try .json(TokenJSON(created.token, secret: created.secret), status: .created)
    }

    @Sendable func apiRevokeToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.revokeToken(owner: user.id, id: try context.parameters.require("id"), from: context.client(request))
        return .noContent()
    }

    struct SecurityEventJSON: Encodable {
        var id: String
        var at: Date
        var event: String
        var detail: String?
        var address: String
        var client: String

        init(_ event: SecurityEvent) {
            id = event.id
            at = event.at
            self.event = event.kind.rawValue
            detail = event.detail
            address = event.address
            client = event.client
        }

        static let schema = Schema.object(
            [
                "id": .string, "at": .dateTime, "event": .enumeration(SecurityEvent.Kind.allCases.map(\.rawValue)), "detail": .string,
                "address": .string, "client": .string,
            ],
            required: ["id", "at", "event", "address", "client"])
    }

    @Sendable func apiSecurityLog(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let limit = try request.query.whole("limit", .listLimit) ?? 200
        return try .json(try await database.securityLog(owner: user.id, limit: limit).map(SecurityEventJSON.init))
    }
}
