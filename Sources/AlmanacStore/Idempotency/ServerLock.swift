import AlmanacCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Held by the one `almanac serve` of a data folder while it runs: an exclusive `flock` on
/// `almanac.serve.lock` in the folder. The kernel lets go of it when the process ends, however it
/// ends (kill -9 included), so holding it proves that no other server of this folder is running.
/// The CLI never takes it.
public final class ServerLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The lock, or nil when another process holds it.
    public static func acquire(folder: URL) throws -> ServerLock? {
        let path = folder.appendingPathComponent("almanac.serve.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AlmanacError.conflict("The server lock \(path) could not be opened (errno \(errno)).")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return ServerLock(descriptor: descriptor)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

extension AppDatabase {
    /// What `almanac serve` does before it listens: takes the data folder's `ServerLock` and,
    /// holding it, frees the idempotency keys of requests that an earlier server was running when
    /// it stopped (a crash, kill -9), so their retries run at once instead of answering 409 for
    /// `idempotencyStale`. When another server of the same folder is running (no lock), its keys
    /// are left alone. Keep the returned lock for as long as the server runs.
    public func startServing() async throws -> (lock: ServerLock?, releasedClaims: Int) {
        // On PostgreSQL several servers are normal: unfinished claims expire by the 5-minute rule.
        guard let folder, postgres == nil else { return (nil, 0) }
        guard let lock = try ServerLock.acquire(folder: folder) else { return (nil, 0) }
        return (lock, try await releaseUnfinishedIdempotencyClaims())
    }

    /// Deletes every claimed key whose request has no answer. Only for a server that knows no
    /// other server of this database is running (`startServing`): those requests can never finish.
    func releaseUnfinishedIdempotencyClaims() async throws -> Int {
        try await writeUnlogged { db in
            try db.execute(sql: "DELETE FROM idempotent_requests WHERE status IS NULL")
            return db.changesCount
        }
    }
}
