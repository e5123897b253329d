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
///
/// The request is fingerprinted (method, path, body) before it runs. A body of up to
/// `inMemoryBytes` (any JSON request) is read into memory, as the handler reads it anyway. Past
/// that (a streamed upload such as a 4 GB health export) it is written to a temporary file while
/// it is hashed, and the handler then reads it from that file: memory stays flat, and a replay, a mismatch or a running first request
/// is told apart before anything runs, as for small requests. The price is a disk copy of the
/// upload for as long as the request runs, at most `spooledBytes` (beyond, 413).
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let header = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!
    static let maxKeyLength = 255
    /// The largest body read into memory to fingerprint it.
    static let inMemoryBytes = 1024 * 1024
    /// The largest body spooled to disk: the largest upload any route takes (a health import).
    static let spooledBytes: Int64 = 4 * 1024 * 1024 * 1024

    let database: AppDatabase

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard [.post, .put, .patch, .delete].contains(request.method), let key = request.headers[Self.header] else {
            return try await next(request, context)
        }
        // Without a user the request is refused anyway (401, before the key is looked at), and
        // there is no one to keep it for.
        guard let user = context.identity else { return try await next(request, context) }
        guard !key.isEmpty, key.count <= Self.maxKeyLength, key.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw AlmanacError.invalid(
                "Idempotency-Key", "Idempotency-Key must be 1 to \(Self.maxKeyLength) visible ASCII characters (a UUID is a good key).")
        }

        var request = request
        var fingerprint = IdempotencyFingerprint(method: request.method.rawValue, path: request.uri.description)
        var spooled: URL?
        defer { if let spooled { try? FileManager.default.removeItem(at: spooled) } }
        request.body = try await Self.read(request.body, fingerprint: &fingerprint, spooled: &spooled)
        let claim = try await database.claimIdempotencyKey(owner: user.id, key: key, fingerprint: fingerprint.value)
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

    /// Reads the body, hashing it on the way: kept in memory up to `inMemoryBytes`, and past that
    /// written to a temporary file (`spooled`, for the caller to remove) and read back from it.
    /// Beyond `spooledBytes`, 413.
    static func read(_ body: RequestBody, fingerprint: inout IdempotencyFingerprint, spooled: inout URL?) async throws -> RequestBody {
        var memory = ByteBuffer()
        var handle: FileHandle?
        defer { try? handle?.close() }
        var total: Int64 = 0
        for try await piece in body {
            var buffer = piece
            total += Int64(buffer.readableBytes)
            guard total <= spooledBytes else {
                throw AlmanacError.tooLarge("The body is larger than \(spooledBytes / 1024 / 1024 / 1024) GB.")
            }
            fingerprint.update(buffer.readableBytesView)
            if handle == nil, memory.readableBytes + buffer.readableBytes <= inMemoryBytes {
                memory.writeBuffer(&buffer)
                continue
            }
            if handle == nil {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-idempotent-\(UUID().uuidString)")
                guard FileManager.default.createFile(atPath: url.path, contents: nil), let file = FileHandle(forWritingAtPath: url.path)
                else {
                    throw AlmanacError.conflict("The upload could not be stored.")
                }
                spooled = url
                handle = file
                try file.write(contentsOf: memory.readableBytesView)
                memory.clear()
            }
            try handle?.write(contentsOf: buffer.readableBytesView)
        }
        guard let spooled else { return RequestBody(buffer: memory) }
        return RequestBody(asyncSequence: FileChunks(url: spooled))
    }

    static func error(status: HTTPResponse.Status, code: String, message: String) -> Response {
        let body = ErrorMiddleware.ErrorBody(error: .init(code: code, message: message, field: "Idempotency-Key"))
        let data = (try? JSONEncoder.almanac.encode(body)) ?? Data()
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// A spooled request body read back from its file in pieces of 256 KiB.
private struct FileChunks: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let url: URL

    struct AsyncIterator: AsyncIteratorProtocol {
        let handle: FileHandle?

        mutating func next() async throws -> ByteBuffer? {
            guard let handle, let data = try handle.read(upToCount: 256 * 1024), !data.isEmpty else {
                try? handle?.close()
                return nil
            }
            return ByteBuffer(bytes: data)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(handle: FileHandle(forReadingAtPath: url.path)) }
}
