import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import HummingbirdAuth

/// First-run account creation, sign in and out, settings and API tokens (pages and API).
struct AccountsController {
    let database: AppDatabase
    let sessions: SessionStorage<WebSession>
    var secureCookies = false
    static let sessionLength: Duration = .seconds(30 * 24 * 3600)

    /// First-run setup, sign in and sign out (which answers whoever asks).
    func registerOpen(on router: Router<AppRequestContext>) {
        router.get(AccountsRoutes.setup, use: setupPage)
        router.post(AccountsRoutes.setup, use: setup)
        router.get(AccountsRoutes.signIn, use: signInPage)
        router.post(AccountsRoutes.signIn, use: signIn)
        router.post(AccountsRoutes.signOut, use: signOut)
    }

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(AccountsRoutes.settings, use: settingsPage)
        router.post(AccountsRoutes.profile, use: updateProfile)
        router.post(AccountsRoutes.password, use: changePassword)
        router.post(AccountsRoutes.tokens, use: createToken)
        router.post(AccountsRoutes.revokeToken, use: revokeToken)
        router.get(AccountsRoutes.securityLog, use: securityPage)
        registerAPI(api)
    }

    // MARK: Pages

    @Sendable func setupPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        if try await database.userCount() > 0 { return .seeOther(AccountsRoutes.signIn.href) }
        return Pages.render("Create your account", request: request, context: context) {
            // UTC until the browser's zone is known: setup.js preselects it (the first option of the
            // list, Africa/Abidjan, was the default before).
            SetupView(model: .init(csrf: context.csrfToken, timeZone: "UTC", preselectsBrowserZone: true))
        }
    }

    @Sendable func setup(_ request: Request, context: AppRequestContext) async throws -> Response {
        let fields = SetupFields(try await Body.form(from: request))
        var model = SetupView.Model(csrf: context.csrfToken, timeZone: fields.timeZone)
        model.username = fields.username
        model.displayName = fields.displayName
        do {
            try fields.checked()
            let user = try await database.createUser(
                username: model.username, password: fields.password, displayName: model.displayName,
                timeZone: model.timeZone, onlyIfFirst: true, from: context.client(request))
            return try await startSession(
                for: user, next: TodayRoutes.today.href.description, flash: .success("Welcome to Almanac, \(user.displayName)."))
        } catch let error as AlmanacError {
            if case .conflict = error { return .seeOther(AccountsRoutes.signIn.href, flash: .error(error.message)) }
            model.error = error
            return Pages.render("Create your account", request: request, context: context, status: .badRequest) { SetupView(model: model) }
        }
    }

    @Sendable func signInPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        if try await database.userCount() == 0 { return .seeOther(AccountsRoutes.setup.href) }
        if context.identity != nil { return .seeOther(TodayRoutes.today.href) }
        return Pages.render("Sign in", request: request, context: context) {
            SignInView(model: .init(csrf: context.csrfToken, next: Self.safeNext(request.query["next"])))
        }
    }

    @Sendable func signIn(_ request: Request, context: AppRequestContext) async throws -> Response {
        let fields = SignInFields(try await Body.form(from: request))
        let (username, next) = (fields.username, fields.next)
        do {
            let user = try await database.signIn(username: username, password: fields.password, from: context.client(request))
            return try await startSession(for: user, next: next, flash: nil)
        } catch let error as AlmanacError {
            let status: HTTPResponse.Status = if case .rateLimited = error { .tooManyRequests } else { .unauthorized }
            var response = Pages.render("Sign in", request: request, context: context, status: status) {
                SignInView(model: .init(csrf: context.csrfToken, next: next, username: username, error: error))
            }
            response.setRetryAfter(for: error)
            return response
        }
    }

    @Sendable func signOut(_ request: Request, context: AppRequestContext) async throws -> Response {
        var response = Response.seeOther(AccountsRoutes.signIn.href, flash: .success("You are signed out."))
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
        // A new CSRF token with the new session: one planted in the browser before sign-in
        // (a shared computer, a sibling subdomain's cookie) is worth nothing after it.
        response.setCookie(
            Cookie(
                name: AuthMiddleware.csrfCookie, value: AuthMiddleware.randomToken(), path: "/", secure: secureCookies, httpOnly: true,
                sameSite: .lax))
        return response
    }

    /// Only a path on this site may follow sign-in (no open redirects); anything else goes home.
    static func safeNext(_ next: String?) -> String {
        guard let next, isSameOriginPath(next) else { return TodayRoutes.today.href.description }
        return next
    }

    /// A path that every browser reads as one on this origin: it starts with one `/` (not `//`),
    /// holds only visible ASCII (no control character or space a browser strips or a header
    /// carries), no `\` (which browsers read as `/`), and decoded once more it still has none of
    /// these, nor a scheme or host.
    static func isSameOriginPath(_ path: String) -> Bool {
        guard path.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else { return false }
        for candidate in [path, path.removingPercentEncoding ?? "//"] {
            guard candidate.hasPrefix("/"), !candidate.hasPrefix("//"), !candidate.contains("\\"),
                !candidate.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control })
            else { return false }
        }
        guard let components = URLComponents(string: path), components.scheme == nil, components.host == nil else { return false }
        return true
    }

    @Sendable func settingsPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderSettings(request, context, user: user)
    }

    private func renderSettings(
        _ request: Request, _ context: SignedInContext, user: User, error: AlmanacError? = nil,
        typedProfile: FormData? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let data = try await database.settingsPage(owner: user.id)
        let profile = typedProfile.map { ProfileFormValues(typed: $0, saved: user) } ?? ProfileFormValues(saved: user)
        let model = SettingsView.Model(csrf: context.csrfToken, user: user, data: data, profile: profile, error: error)
        return Pages.render("Settings", request: request, context: context, status: status) { SettingsView(model: model) }
    }

    @Sendable func updateProfile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = try ProfileFields(form, current: user.preferences)
            _ = try await database.updateProfile(
                owner: user.id, displayName: fields.displayName ?? user.displayName, preferences: fields.preferences,
                dateOrder: fields.dateOrder, from: context.client(request))
            return .seeOther(AccountsRoutes.settings.href, flash: .success("Settings saved."))
        } catch let error as AlmanacError {
            return try await renderSettings(request, context, user: user, error: error, typedProfile: form, status: .badRequest)
        }
    }

    @Sendable func changePassword(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = try PasswordChangeFields(form)
            let currentSession = context.viaToken ? nil : sessions.getId(request: request).map { AppDatabase.sessionKeyPrefix + $0 }
            let change = try await database.changePassword(
                owner: user.id, current: fields.current, new: fields.new, keepingSession: currentSession,
                revokeTokens: fields.revokeTokens, from: context.client(request))
            var message = "Password changed."
            if change.sessionsEnded > 0 {
                message += " \(change.sessionsEnded) other session\(change.sessionsEnded == 1 ? " was" : "s were") signed out."
            }
            if fields.revokeTokens {
                message += " \(change.tokensRevoked) API token\(change.tokensRevoked == 1 ? " was" : "s were") revoked."
            }
            return .seeOther(AccountsRoutes.settings.href, flash: .success(message))
        } catch let error as AlmanacError {
            let status: HTTPResponse.Status = if case .rateLimited = error { .tooManyRequests } else { .badRequest }
            var response = try await renderSettings(request, context, user: user, error: error, status: status)
            response.setRetryAfter(for: error)
            return response
        }
    }

    @Sendable func createToken(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let created = try await database.createToken(owner: user.id, name: TokenFields(form).name, from: context.client(request))
            return .seeOther(
                AccountsRoutes.settings.href,
                flash: Flash(
                    kind: .success, message: "Your new token “\(created.token.name)”. Copy it now: it is shown only once.",
                    secret: created.secret))
        } catch let error as AlmanacError {
            return try await renderSettings(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func revokeToken(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.revokeToken(owner: user.id, id: try context.parameters.require("id"), from: context.client(request))
        return .seeOther(AccountsRoutes.settings.href, flash: .success("Token revoked."))
    }

    @Sendable func securityPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let events = try await database.securityLog(owner: user.id)
        return Pages.render("Security log", request: request, context: context) { SecurityLogView(events: events, timeZone: user.timeZone) }
    }
}
