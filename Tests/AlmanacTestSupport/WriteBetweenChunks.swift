import Foundation
import GRDB
import Synchronization

/// Shows that an import written in chunks lets other writers in: when the first transaction
/// that writes to `table` commits, another account's write (`write`) is queued on the single
/// writer at once, and it runs before the import's next transaction, if there is one. It
/// returns how many of the import's rows it saw, `seen` after the import: more than none and
/// fewer than all when the other write got in between two chunks. An import written in one
/// transaction makes it see all of them (or run only after the import has returned).
public final class WriteBetweenChunks: TransactionObserver, Sendable {
    let table: String
    let writer: any DatabaseWriter
    let write: @Sendable (Database) throws -> Int
    private let state = Mutex<(touched: Bool, fired: Bool, seen: Int?)>((false, false, nil))

    public init(table: String, writer: any DatabaseWriter, write: @escaping @Sendable (Database) throws -> Int) {
        self.table = table
        self.writer = writer
        self.write = write
    }

    /// Watches the writer's transactions from now on.
    public func start() async throws {
        try await writer.writeWithoutTransaction { db in db.add(transactionObserver: self, extent: .databaseLifetime) }
    }

    /// The import's rows the other write saw, nil when it has not run.
    public var seen: Int? { state.withLock { $0.seen } }

    public func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { eventKind.tableName == table }
    public func databaseDidChange(with event: DatabaseEvent) { state.withLock { $0.touched = true } }
    public func databaseDidRollback(_ db: Database) { state.withLock { $0.touched = false } }
    public func databaseDidCommit(_ db: Database) {
        let fire = state.withLock { state in
            defer { state.touched = false }
            guard state.touched, !state.fired else { return false }
            state.fired = true
            return true
        }
        guard fire else { return }
        let write = self.write
        writer.asyncWriteWithoutTransaction { db in
            var count: Int?
            try? db.inTransaction {
                count = try write(db)
                return .commit
            }
            self.state.withLock { $0.seen = count }
        }
    }
}
