import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import Logging
import NIOCore

/// Maps every error once: AlmanacError and HTTPError to their status; JSON for the API,
/// an HTML page for the web; never a stack trace.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let (status, almanacError) = Self.classify(error)
            if status == .internalServerError {
                context.logger.error("Request failed: \(String(reflecting: error))")
            }
            if request.uri.path.hasPrefix("/api/") {
                var response = Self.json(almanacError, status: status)
                if status == .methodNotAllowed, let allow = (error as? HTTPError)?.headers[.allow] { response.headers[.allow] = allow }
                return response
            }
            if almanacError.retryAfter != nil {
                var response = ErrorPage.response(status: status, error: almanacError, user: context.identity, csrf: context.csrfToken)
                response.setRetryAfter(for: almanacError)
                return response
            }
            if case .unauthorized = almanacError, request.method == .get {
                let next = request.uri.path == ShellRoutes.home.pattern ? nil : request.uri.path
                return .seeOther(AccountsRoutes.signIn.href(query: ["next": next]))
            }
            return ErrorPage.response(status: status, error: almanacError, user: context.identity, csrf: context.csrfToken)
        }
    }

    static func classify(_ error: any Error) -> (HTTPResponse.Status, AlmanacError) {
        switch error {
        case let error as AlmanacError:
            let status: HTTPResponse.Status =
                switch error {
                case .validation, .fields: .badRequest
                case .notFound: .notFound
                case .conflict: .conflict
                case .unauthorized: .unauthorized
                case .forbidden: .forbidden
                case .rateLimited: .tooManyRequests
                case .tooLarge: .contentTooLarge
                case .unsupportedMedia: .unsupportedMediaType
                case .outOfRange: .unprocessableContent
                }
            return (status, error)
        case is NIOTooManyBytesError:
            return (.contentTooLarge, .tooLarge("The request body is larger than 1 MiB."))
        case let error as HTTPError:
            switch error.status {
            case .notFound: return (.notFound, .notFound("There is no page at this address."))
            case .unauthorized: return (.unauthorized, .unauthorized("Sign in first."))
            case .contentTooLarge: return (.contentTooLarge, .tooLarge("The request body is larger than 1 MiB."))
            case .methodNotAllowed: return (.methodNotAllowed, .validation(field: nil, message: "This method is not allowed here."))
            default:
                if (400..<500).contains(error.status.code) {
                    return (error.status, .validation(field: nil, message: error.body ?? error.status.reasonPhrase))
                }
            }
        default:
            break
        }
        return (.internalServerError, .conflict("Something went wrong on our side. The error was logged."))
    }

    struct ErrorBody: Encodable {
        struct Detail: Encodable {
            var code: String
            var message: String
            var field: String?
        }
        var error: Detail
    }

    static func json(_ error: AlmanacError, status: HTTPResponse.Status) -> Response {
        let code = status == .internalServerError ? "internal_error" : (status == .methodNotAllowed ? "method_not_allowed" : error.code)
        let body = ErrorBody(error: .init(code: code, message: error.message, field: error.field))
        let data = (try? JSONEncoder.almanac.encode(body)) ?? Data()
        var response = Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        response.setRetryAfter(for: error)
        return response
    }
}

extension Response {
    /// Every 429 says when to try again: `Retry-After` in seconds.
    mutating func setRetryAfter(for error: AlmanacError) {
        if let seconds = error.retryAfter { headers[.retryAfter] = String(seconds) }
    }
}
