import AlmanacStore
import Foundation
import GRDB

/// Every SQL statement a database runs, for tests that hold a page to one read transaction and a
/// fixed number of statements.
public final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var recordedWithValues: [String] = []

    public init() {}

    public var statements: [String] { lock.withLock { recorded } }
    /// The same statements with their arguments written in as literals (SQLite's expanded SQL),
    /// for tests that ask SQLite how it runs them (`EXPLAIN QUERY PLAN` of the real values).
    public var statementsWithValues: [String] { lock.withLock { recordedWithValues } }
    public func reset() {
        lock.withLock {
            recorded.removeAll()
            recordedWithValues.removeAll()
        }
    }
    func record(_ event: Database.TraceEvent) {
        guard case .statement(let statement) = event else { return }
        let sql = statement.sql
        let expanded = statement.expandedSQL
        lock.withLock {
            recorded.append(sql)
            recordedWithValues.append(expanded)
        }
    }

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
            db.trace(options: .statement) { [weak self] event in self?.record(event) }
        }
        return try AppDatabase(DatabaseQueue(configuration: configuration), folder: folder, now: now)
    }
}
