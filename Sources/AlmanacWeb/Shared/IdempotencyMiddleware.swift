import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// `Idempotency-Key` on every POST, PUT, PATCH and DELETE of /api/v1: the first answer to a key is
/// kept (per user, 24 hours) and a retry with the same key and the same request gets that answer
/// again, with `Idempotent-Replayed: true`, without running the request twice. The same key with
/// another method, path or body is refused with 422; while the first is still running, 409.
/// Server failures (5xx) are not kept, so a retry runs again. Without the header nothing changes.
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let header = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!
    static let maxKeyLength = 255

    let database: AppDatabase

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard [.post, .put, .patch, .delete].contains(request.method), let key = request.headers[Self.header] else {
            return try await next(request, context)
        }
        guard !key.isEmpty, key.count <= Self.maxKeyLength, key.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw AlmanacError.invalid(
                "Idempotency-Key", "Idempotency-Key must be 1 to \(Self.maxKeyLength) visible ASCII characters (a UUID is a good key).")
        }
        // Without a user the request is refused anyway (401), and there is no one to keep it for.
        guard let user = context.identity else { return try await next(request, context) }

        var request = request
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        let claim = try await database.claimIdempotencyKey(
            owner: user.id, key: key, method: request.method.rawValue, path: request.uri.description,
            body: Data(body.readableBytesView))
        switch claim {
        case .replay(let stored):
            var response = Response(
                status: .init(code: stored.status), headers: [:], body: .init(byteBuffer: ByteBuffer(bytes: stored.body)))
            if let contentType = stored.contentType { response.headers[.contentType] = contentType }
            response.headers[Self.replayedHeader] = "true"
            return response
        case .mismatch:
            return Self.error(
                status: .unprocessableContent, code: "idempotency_key_reused",
                message: "This Idempotency-Key was already used for a different request. Use a new key for each new request.")
        case .inProgress:
            return Self.error(
                status: .conflict, code: "idempotency_in_progress",
                message: "A request with this Idempotency-Key is still running. Try again in a moment.")
        case .claimed:
            break
        }

        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let (status, almanacError) = ErrorMiddleware.classify(error)
            guard status.code < 500 else {
                try? await database.releaseIdempotencyKey(owner: user.id, key: key)
                throw error
            }
            let answer = ErrorMiddleware.json(almanacError, status: status)
            try await keep(answer, owner: user.id, key: key)
            return answer
        }
        guard response.status.code < 500 else {
            try? await database.releaseIdempotencyKey(owner: user.id, key: key)
            return response
        }
        return try await keep(response, owner: user.id, key: key)
    }

    /// Stores the answer's status, type and body; the body is read once, so the response sent is
    /// rebuilt from the same bytes.
    @discardableResult private func keep(_ response: Response, owner: String, key: String) async throws -> Response {
        let collected = CollectedBody()
        let body = response.body
        try await body.write(CollectingWriter(collected: collected))
        let bytes = collected.buffer
        try await database.completeIdempotentRequest(
            owner: owner, key: key,
            response: StoredResponse(
                status: Int(response.status.code), contentType: response.headers[.contentType], body: Data(bytes.readableBytesView)))
        var copy = response
        copy.body = .init(byteBuffer: bytes)
        return copy
    }

    static func error(status: HTTPResponse.Status, code: String, message: String) -> Response {
        let body = ErrorMiddleware.ErrorBody(error: .init(code: code, message: message, field: "Idempotency-Key"))
        let data = (try? JSONEncoder.almanac.encode(body)) ?? Data()
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// Where `CollectingWriter` puts a response body's bytes.
private final class CollectedBody: @unchecked Sendable {
    var buffer = ByteBuffer()
}

/// A response body writer that keeps the bytes instead of sending them.
private struct CollectingWriter: ResponseBodyWriter {
    let collected: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        collected.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
