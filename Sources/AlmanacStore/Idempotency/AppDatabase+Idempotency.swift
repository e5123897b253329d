import AlmanacCore
import Crypto
import Foundation
import GRDB

/// A request's fingerprint (SHA-256 of method, path and body), fed the body piece by piece as it
/// streams past: the same value as hashing the whole request at once.
public struct IdempotencyFingerprint {
    private var hasher = SHA256()

    public init(method: String, path: String) {
        hasher.update(data: Data("\(method) \(path)\n".utf8))
    }

    public mutating func update(_ bytes: some DataProtocol) {
        hasher.update(data: bytes)
    }

    public var value: String { Hex.lowercase(Array(hasher.finalize())) }
}

/// An API answer kept for replay: status, content type and body, exactly as first sent.
public struct StoredResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String?
    public var body: Data

    public init(status: Int, contentType: String?, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}

/// What the server does with a request that carries an `Idempotency-Key`.
public enum IdempotencyClaim: Sendable, Equatable {
    /// The key is new: run the request, then `completeIdempotentRequest` (or release the key).
    case claimed
    /// The same request was answered before: send this answer again, do nothing else.
    case replay(StoredResponse)
    /// The key was used for a different request (method, path or body).
    case mismatch
    /// The first request with this key is still running.
    case inProgress
}

extension AppDatabase {
    /// How long a key and its answer are kept: a retry within a day gets the first answer.
    public static let idempotencyWindow: TimeInterval = 24 * 60 * 60
    /// A first request that never finished (the server stopped) frees its key after this.
    static let idempotencyStale: TimeInterval = 5 * 60

    /// The fingerprint of a request: a key may only be replayed with the same method, path and body.
    static func requestFingerprint(method: String, path: String, body: Data) -> String {
        var fingerprint = IdempotencyFingerprint(method: method, path: path)
        fingerprint.update(body)
        return fingerprint.value
    }

    /// Claims `key` for the owner's request, or says it was answered, is running, or was used for
    /// another request. Keys older than the window are forgotten first.
    public func claimIdempotencyKey(owner: String, key: String, method: String, path: String, body: Data) async throws
        -> IdempotencyClaim
    {
        try await claimIdempotencyKey(owner: owner, key: key, fingerprint: Self.requestFingerprint(method: method, path: path, body: body))
    }

    /// The same, for a request whose fingerprint was computed as its body streamed past
    /// (`IdempotencyFingerprint`), so a body of gigabytes is never held in memory.
    public func claimIdempotencyKey(owner: String, key: String, fingerprint: String) async throws -> IdempotencyClaim {
        let time = now()
        return try await writeUnlogged { db in
            try Self.lockOwner(owner, db)
            try db.execute(
                sql: "DELETE FROM idempotent_requests WHERE created_at < ?",
                arguments: [time.addingTimeInterval(-Self.idempotencyWindow)])
            let row = try Row.fetchOne(
                db,
                sql: "SELECT fingerprint, created_at, status, content_type, body FROM idempotent_requests WHERE owner_id = ? AND key = ?",
                arguments: [owner, key])
            if let row {
                guard row["fingerprint"] as String == fingerprint else { return .mismatch }
                if let status = row["status"] as Int? {
                    return .replay(StoredResponse(status: status, contentType: row["content_type"], body: row["body"] ?? Data()))
                }
                let started: Date = row["created_at"]
                guard started < time.addingTimeInterval(-Self.idempotencyStale) else { return .inProgress }
                try db.execute(
                    sql: "UPDATE idempotent_requests SET created_at = ? WHERE owner_id = ? AND key = ?", arguments: [time, owner, key])
                return .claimed
            }
            try db.execute(
                sql: "INSERT INTO idempotent_requests (owner_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)",
                arguments: [owner, key, fingerprint, time])
            return .claimed
        }
    }

    /// Keeps the answer to a claimed request, for its replays.
    public func completeIdempotentRequest(owner: String, key: String, response: StoredResponse) async throws {
        try await writeUnlogged { db in
            try db.execute(
                sql: "UPDATE idempotent_requests SET status = ?, content_type = ?, body = ? WHERE owner_id = ? AND key = ?",
                arguments: [response.status, response.contentType, response.body, owner, key])
        }
    }

    /// Frees a claimed key whose request failed on the server's side, so a retry runs it again.
    public func releaseIdempotencyKey(owner: String, key: String) async throws {
        try await writeUnlogged { db in
            try db.execute(
                sql: "DELETE FROM idempotent_requests WHERE owner_id = ? AND key = ? AND status IS NULL", arguments: [owner, key])
        }
    }
}
