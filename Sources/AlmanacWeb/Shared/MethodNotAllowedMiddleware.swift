import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird

/// The router answers 404 for a path it knows asked with a method it does not take; under
/// /api/v1 that is a 405 with `Allow` listing the methods the path takes (from the operations of
/// the OpenAPI document, which a test keeps equal to the registered routes).
struct MethodNotAllowedMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    /// Each API path's segments (a `{parameter}` matches any one segment) and its methods.
    let paths: [(segments: [Substring], methods: [HTTPRequest.Method])]

    init(operations: [APIOperation]) {
        var methods: [String: [HTTPRequest.Method]] = [:]
        for operation in operations { methods["/api/v1" + operation.path, default: []].append(operation.method) }
        paths = methods.map { path, methods in (path.split(separator: "/"), methods) }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && request.uri.path.hasPrefix("/api/") {
            let allowed = allowedMethods(for: request.uri.path)
            guard !allowed.isEmpty, !allowed.contains(request.method) else { throw error }
            throw HTTPError(.methodNotAllowed, headers: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
        }
    }

    /// The methods of the API path `path` matches, in a fixed order; empty for an unknown path.
    /// Where several paths match (`/plan/blocks` and `/plan/{day}`), only the most specific one
    /// counts, as in the router: a named segment wins over a `{parameter}`, from left to right
    /// (so GET /plan/blocks is a 405 with `Allow: POST`, not an answer of /plan/{day}).
    func allowedMethods(for path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/")
        let matching = paths.filter { known in
            known.segments.count == segments.count
                && zip(known.segments, segments).allSatisfy { pattern, segment in pattern.hasPrefix("{") || pattern == segment }
        }
        let named = { (segments: [Substring]) in segments.map { $0.hasPrefix("{") ? 0 : 1 } }
        guard let best = matching.map({ named($0.segments) }).max(by: { $0.lexicographicallyPrecedes($1) }) else { return [] }
        let methods = matching.filter { named($0.segments) == best }.flatMap(\.methods)
        let order: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete]
        return order.filter { methods.contains($0) }
    }
}
