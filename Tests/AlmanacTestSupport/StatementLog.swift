import AlmanacStore
import Foundation
import GRDB

/// Every SQL statement a database runs, for tests that hold a page to one read transaction and a
/// fixed number of statements.
public final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    public var statements: [String] { lock.withLock { recorded } }
    public func reset() { lock.withLock { recorded.removeAll() } }
    func record(_ sql: String) { lock.withLock { recorded.append(sql) } }

    /// Transactions begun (read or write) since the last reset.
    public var transactions: Int { statements.filter { $0.hasPrefix("BEGIN") }.count }

    /// Statements that read or write data, leaving out transaction control and pragmas.
    public var queries: Int {
        statements.filter { statement in
            !["BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "PRAGMA"].contains { statement.uppercased().hasPrefix($0) }
        }.count
    }

    /// An in-memory database that records its statements here; with `folder`, files (photos) go there.
    public func database(folder: URL? = nil, now: @escaping @Sendable () -> Date = { Date() }) throws -> AppDatabase {
        var configuration = AppDatabase.configuration()
        configuration.prepareDatabase { db in
            db.trace(options: .statement) { [weak self] event in self?.record(event.description) }
        }
        return try AppDatabase(DatabaseQueue(configuration: configuration), folder: folder, now: now)
    }
}
