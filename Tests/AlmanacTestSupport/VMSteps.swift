import AlmanacStore
import GRDB
import GRDBSQLite

extension AppDatabase {
    /// SQLite's virtual machine steps that `work` took on the database's one connection (an
    /// in-memory database; the progress handler, called at every step that loops, counts the rows
    /// statements visit). A cost that does not depend on the machine's load, unlike time.
    public func vmSteps(_ work: () async throws -> Void) async throws -> Int {
        final class Counter: @unchecked Sendable { var steps = 0 }
        let counter = Counter()
        try await writer.writeWithoutTransaction { db in
            sqlite3_progress_handler(
                db.sqliteConnection, 1,
                { context in
                    Unmanaged<Counter>.fromOpaque(context!).takeUnretainedValue().steps += 1
                    return 0
                }, Unmanaged.passUnretained(counter).toOpaque())
        }
        try await work()
        try await writer.writeWithoutTransaction { db in sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
        return withExtendedLifetime(counter) { counter.steps }
    }
}
