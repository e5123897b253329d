import Foundation
import GRDB

/// One transaction's connection, as the Store's shared code sees it (issue 36, ARCHITECTURE.md
/// "PostgreSQL: how SQL is shared"): SQL text with `?` arguments in, GRDB values (`Row`,
/// `DatabaseValue`, `FetchableRecord`) out, whatever the engine. `SQLiteStoreDatabase` is the
/// SQLite engine's; the Store's intents and page queries take `any StoreDatabase`, never GRDB's
/// `Database` (scripts/check-layout), so the PostgreSQL engine can run them unchanged.
///
/// `sql` never carries a value, only its shape (`?` for values): an engine keeps one prepared
/// statement per text (SQLite's statement cache), which would otherwise grow with every value.
public protocol StoreDatabase: AnyObject {
    /// What the engine's SQL spells differently.
    var dialect: SQLDialect { get }
    /// The rows the last INSERT, UPDATE or DELETE changed.
    var changesCount: Int { get }
    /// The GRDB connection on SQLite, nil on another engine: for what only SQLite has (pragmas).
    var sqlite: Database? { get }

    /// Runs one statement (its rows, if any, are dropped).
    func execute(sql: String, arguments: StatementArguments) throws
    /// Every row of `sql`, copied.
    func fetchRows(sql: String, arguments: StatementArguments) throws -> [Row]
    /// The first row of `sql`, copied, or nil.
    func fetchFirstRow(sql: String, arguments: StatementArguments) throws -> Row?
    /// Calls `body` with each row of `sql` in turn, without copying it (the row is only valid
    /// during the call). `body` must not run the same SQL text again (it is the same statement).
    func forEachRow(sql: String, arguments: StatementArguments, _ body: (Row) throws -> Void) throws
    func fetchAll<Record: FetchableRecord>(_ type: Record.Type, sql: String, arguments: StatementArguments) throws -> [Record]
    func fetchOne<Record: FetchableRecord>(_ type: Record.Type, sql: String, arguments: StatementArguments) throws -> Record?
    func fetchAll<Value: DatabaseValueConvertible>(_ type: Value.Type, sql: String, arguments: StatementArguments) throws -> [Value]
    func fetchOne<Value: DatabaseValueConvertible>(_ type: Value.Type, sql: String, arguments: StatementArguments) throws -> Value?
    /// The values SQLite reads straight from its statement (Int, String, Double, Bool, …).
    func fetchAll<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, sql: String, arguments: StatementArguments
    ) throws -> [Value]
    func fetchOne<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, sql: String, arguments: StatementArguments
    ) throws -> Value?

    /// The columns of `table`, in their order; none for a table that does not exist.
    func columnNames(in table: String) throws -> [String]
    /// The columns of `table`'s primary key (what a record's update finds its row by).
    func primaryKey(of table: String) throws -> [String]
    /// Runs `work` in a savepoint: what it wrote is undone when it throws, and the error goes on.
    func inSavepoint(_ work: () throws -> Void) throws
    /// Whether `error` is a constraint refusing a write (a unique key taken, a CHECK, a foreign
    /// key): the one engine error the Store reacts to.
    func isConstraintFailure(_ error: any Error) -> Bool
}

/// What differs in the SQL text between engines; grows with issue 36's step 2.
public struct SQLDialect: Sendable, Equatable {
    public var name: String
    /// The column that orders a table's rows by insertion (`changes`, `security_events`,
    /// `food_events`, whose ids are text): SQLite's `rowid`.
    public var rowOrder: String

    public static let sqlite = SQLDialect(name: "sqlite", rowOrder: "rowid")
}

/// SQLite's `StoreDatabase`: GRDB's connection, every statement prepared once per connection and
/// kept (GRDB's statement cache, keyed by the SQL text), as the Store's reads always were.
public final class SQLiteStoreDatabase: StoreDatabase {
    public let database: Database

    public init(_ database: Database) {
        self.database = database
    }

    public var dialect: SQLDialect { .sqlite }
    public var changesCount: Int { database.changesCount }
    public var sqlite: Database? { database }

    private func statement(_ sql: String) throws -> Statement {
        try database.cachedStatement(sql: sql)
    }

    public func execute(sql: String, arguments: StatementArguments) throws {
        try statement(sql).execute(arguments: arguments)
    }

    public func fetchRows(sql: String, arguments: StatementArguments) throws -> [Row] {
        try Row.fetchAll(statement(sql), arguments: arguments)
    }

    public func fetchFirstRow(sql: String, arguments: StatementArguments) throws -> Row? {
        try Row.fetchOne(statement(sql), arguments: arguments)
    }

    public func forEachRow(sql: String, arguments: StatementArguments, _ body: (Row) throws -> Void) throws {
        let rows = try Row.fetchCursor(statement(sql), arguments: arguments)
        while let row = try rows.next() { try body(row) }
    }

    public func fetchAll<Record: FetchableRecord>(_ type: Record.Type, sql: String, arguments: StatementArguments) throws -> [Record] {
        try Record.fetchAll(statement(sql), arguments: arguments)
    }

    public func fetchOne<Record: FetchableRecord>(_ type: Record.Type, sql: String, arguments: StatementArguments) throws -> Record? {
        try Record.fetchOne(statement(sql), arguments: arguments)
    }

    public func fetchAll<Value: DatabaseValueConvertible>(_ type: Value.Type, sql: String, arguments: StatementArguments) throws -> [Value]
    {
        try Value.fetchAll(statement(sql), arguments: arguments)
    }

    public func fetchOne<Value: DatabaseValueConvertible>(_ type: Value.Type, sql: String, arguments: StatementArguments) throws -> Value? {
        try Value.fetchOne(statement(sql), arguments: arguments)
    }

    public func fetchAll<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, sql: String, arguments: StatementArguments
    ) throws -> [Value] {
        try Value.fetchAll(statement(sql), arguments: arguments)
    }

    public func fetchOne<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, sql: String, arguments: StatementArguments
    ) throws -> Value? {
        try Value.fetchOne(statement(sql), arguments: arguments)
    }

    /// A kept `PRAGMA table_info` (one per table), not GRDB's schema introspection, whose first
    /// use on a connection scans `sqlite_master` (undo asks this of every table it touches).
    public func columnNames(in table: String) throws -> [String] {
        try Row.fetchAll(statement("PRAGMA table_info(\(table.quotedDatabaseIdentifier))")).compactMap { $0["name"] as String? }
    }

    public func primaryKey(of table: String) throws -> [String] {
        try database.primaryKey(table).columns
    }

    public func inSavepoint(_ work: () throws -> Void) throws {
        try database.inSavepoint {
            try work()
            return .commit
        }
    }

    public func isConstraintFailure(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT
    }
}

// GRDB's spelling at the call sites: `Row.fetchAll(db, sql:arguments:)`, `Int.fetchOne(db, sql:)`,
// `Task.fetchAll(db, sql:)`, on any engine.

extension Row {
    public static func fetchAll(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Row]
    {
        try db.fetchRows(sql: sql, arguments: arguments)
    }

    public static func fetchOne(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Row? {
        try db.fetchFirstRow(sql: sql, arguments: arguments)
    }
}

extension FetchableRecord {
    public static func fetchAll(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self]
    {
        try db.fetchAll(Self.self, sql: sql, arguments: arguments)
    }

    public static func fetchOne(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Self?
    {
        try db.fetchOne(Self.self, sql: sql, arguments: arguments)
    }
}

extension DatabaseValueConvertible {
    public static func fetchAll(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self]
    {
        try db.fetchAll(Self.self, sql: sql, arguments: arguments)
    }

    public static func fetchOne(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Self?
    {
        try db.fetchOne(Self.self, sql: sql, arguments: arguments)
    }
}

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
    public static func fetchAll(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self]
    {
        try db.fetchAll(Self.self, sql: sql, arguments: arguments)
    }

    public static func fetchOne(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Self?
    {
        try db.fetchOne(Self.self, sql: sql, arguments: arguments)
    }
}

extension StoreDatabase {
    public func execute(sql: String) throws {
        try execute(sql: sql, arguments: StatementArguments())
    }
}

// A record's own INSERT and UPDATE, built from its encoded columns (GRDB's `databaseDictionary`,
// the same values `PersistableRecord.insert` writes) as SQL text, so every engine runs the same
// statement. The columns are in name order: one text per table, one kept statement.

extension EncodableRecord where Self: TableRecord {
    /// Inserts the record (`INSERT INTO "t" ("a", "b") VALUES (?, ?)`). An `id` that is NULL is
    /// left out, so the table numbers the row (SQLite's INTEGER PRIMARY KEY, PostgreSQL's identity).
    public func insert(_ db: any StoreDatabase) throws {
        let columns = try encodedColumns().filter { $0.name != "id" || !$0.value.isNull }
        try db.execute(
            sql:
                "INSERT INTO \(Self.databaseTableName.quotedDatabaseIdentifier) (\(columns.map(\.name.quotedDatabaseIdentifier).joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: columns.count)))",
            arguments: StatementArguments(columns.map(\.value)))
    }

    /// Updates the record's row, found by the table's primary key; throws GRDB's
    /// `RecordError.recordNotFound` when there is none, as `PersistableRecord.update` does.
    public func update(_ db: any StoreDatabase) throws {
        let columns = try encodedColumns()
        let key = try db.primaryKey(of: Self.databaseTableName)
        guard try updateRow(db, columns: columns, key: key) else {
            throw RecordError.recordNotFound(
                databaseTableName: Self.databaseTableName,
                key: Dictionary(uniqueKeysWithValues: columns.filter { key.contains($0.name) }.map { ($0.name, $0.value) }))
        }
    }

    /// Updates the record's row, or inserts it when there is none (a primary key all NULL is
    /// inserted at once), as `PersistableRecord.save` does.
    public func save(_ db: any StoreDatabase) throws {
        let columns = try encodedColumns()
        let key = try db.primaryKey(of: Self.databaseTableName)
        let keyValues = columns.filter { key.contains($0.name) }.map(\.value)
        if keyValues.contains(where: { !$0.isNull }), try updateRow(db, columns: columns, key: key) { return }
        try insert(db)
    }

    /// `UPDATE "t" SET "a" = ?, … WHERE "id" = ?`; whether a row was found.
    private func updateRow(_ db: any StoreDatabase, columns: [(name: String, value: DatabaseValue)], key: [String]) throws -> Bool {
        let keyColumns = columns.filter { key.contains($0.name) }
        guard !key.isEmpty, keyColumns.count == key.count else {
            throw DatabaseError(message: "\(Self.databaseTableName) has no primary key the record holds")
        }
        let setColumns = columns.filter { !key.contains($0.name) }
        let assigned = setColumns.isEmpty ? keyColumns : setColumns
        let assignments = assigned.map { "\($0.name.quotedDatabaseIdentifier) = ?" }.joined(separator: ", ")
        let condition = keyColumns.map { "\($0.name.quotedDatabaseIdentifier) = ?" }.joined(separator: " AND ")
        try db.execute(
            sql: "UPDATE \(Self.databaseTableName.quotedDatabaseIdentifier) SET \(assignments) WHERE \(condition)",
            arguments: StatementArguments(assigned.map(\.value) + keyColumns.map(\.value)))
        return db.changesCount > 0
    }

    private func encodedColumns() throws -> [(name: String, value: DatabaseValue)] {
        try databaseDictionary.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }
}
