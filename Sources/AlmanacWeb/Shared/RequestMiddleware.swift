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
