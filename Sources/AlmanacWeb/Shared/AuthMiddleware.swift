import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdAuth

/// What the session cookie points to.
struct WebSession: Codable, Sendable {
    var userId: String
}

/// Who is asking: a bearer token (API clients) or the session cookie (the browser). Also keeps
/// every browser's CSRF token and checks it on every state-changing request that rides on
/// the session cookie: `_csrf` in forms, `X-CSRF-Token` from the page's scripts.
struct AuthMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let csrfCookie = "almanac_csrf"
    static let csrfField = "_csrf"
    static let csrfHeader = HTTPField.Name("X-CSRF-Token")!

    let database: AppDatabase
    let sessions: SessionStorage<WebSession>
    let secureCookies: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        var request = request
        let isAPI = request.uri.path.hasPrefix("/api/")
        var newCSRFToken: String?
        if let token = request.cookies[Self.csrfCookie]?.value, token.count >= 32 {
            context.csrfToken = token
        } else {
            let token = Self.randomToken()
            context.csrfToken = token
            newCSRFToken = token
        }

        // /metrics checks its own bearer token (the metrics token, not an API token).
        if request.uri.path != "/metrics", let authorization = request.headers[.authorization],
            authorization.lowercased().hasPrefix("bearer ")
        {
            let secret = String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces)
            guard let user = try await database.user(forToken: secret) else {
                throw AlmanacError.unauthorized("The API token is unknown or was revoked.")
            }
            context.identity = user
            context.viaToken = true
        } else if let session = try? await sessions.load(request: request) {
            context.identity = try await database.user(id: session.userId)
        }

        let unsafe = ![.get, .head, .options].contains(request.method)
        if unsafe && !context.viaToken && !(isAPI && context.identity == nil) {
            let sent: String?
            if isAPI {
                sent = request.headers[Self.csrfHeader]
            } else if request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true {
                let buffer = try await request.collectBody(upTo: Body.limit)
                sent = FormData(urlEncoded: String(buffer: buffer))[Self.csrfField]
            } else {
                sent = request.query[Self.csrfField]
            }
            guard newCSRFToken == nil, let sent, sent == context.csrfToken else {
                throw AlmanacError.forbidden("This form has expired or came from another site. Reload the page and try again.")
            }
        }

        // Every date this request writes is in the person's style (`Dates`).
        let style = context.identity?.dateStyle ?? Dates.style
        var response = try await Dates.$style.withValue(style) { try await next(request, context) }
        if let newCSRFToken {
            response.setCookie(
                Cookie(name: Self.csrfCookie, value: newCSRFToken, path: "/", secure: secureCookies, httpOnly: true, sameSite: .lax))
        }
        return response
    }

    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return Hex.lowercase((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
