import HTTPTypes
import Hummingbird
import Logging

/// Echoes the request id (the one in every log line of the request) as `X-Request-Id`.
struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[HTTPField.Name("X-Request-Id")!] = context.id
        return response
    }
}

/// One log line per request with method, path, status and duration (request id in metadata).
struct LogRequestsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        context.logger.info("\(request.method) \(request.uri.path) \(response.status.code) \(String(format: "%.1f", ms)) ms")
        return response
    }
}

/// The security headers of every answer: a Content-Security-Policy that lets pages load only
/// Almanac's own scripts, styles, images and connections (no inline script or style, no style
/// attribute: a user's colour is an SVG attribute or a custom property set by js/colors.js), no framing, no MIME sniffing,
/// the referrer kept in Almanac, powerful browser features off, and HSTS behind HTTPS.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let secure: Bool

    static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'",
        "img-src 'self' data: blob:", "connect-src 'self'", "font-src 'self'", "worker-src 'self'", "manifest-src 'self'",
        "object-src 'none'", "base-uri 'none'",
        "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")
    static let permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[HTTPField.Name("Content-Security-Policy")!] = Self.contentSecurityPolicy
        response.headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        response.headers[HTTPField.Name("Permissions-Policy")!] = Self.permissionsPolicy
        if secure { response.headers[HTTPField.Name("Strict-Transport-Security")!] = "max-age=31536000" }
        return response
    }
}
