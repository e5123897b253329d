import AlmanacCore
import Foundation
import GRDB
import Logging
import NIOCore
import PostgresNIO

/// PostgreSQL's `StoreDatabase` (issue 36, step 2): one transaction's connection, as the Store's
/// shared code sees it. Each statement is the Store's own text through `PostgresSQL.translate`,
/// sent on the connection and waited for: the bodies are synchronous, as GRDB's are, and run on
/// `PostgresStore`'s own thread, never on an event loop. Rows come back as GRDB `Row`s with
/// SQLite's storage classes (`PostgresEngine.databaseValue`), columns in the statement's order.
///
/// Arguments are sent as text of no declared type (OID 0), so PostgreSQL gives each the type its
/// place in the statement asks for (a `bigint` column, a `LIMIT`), as SQLite's loose typing
/// accepted them; blobs go as `bytea`.
final class PostgresStoreDatabase: StoreDatabase {
    let connection: PostgresConnection
    let logger: Logger
    private(set) var changesCount = 0
    private var savepoints = 0
    /// Whose data version this transaction's writes change (`PostgresStore.bumpVersion`): the
    /// owner whose lock it took (`AppDatabase.lockOwner`), or everyone's (`""`) when it took none
    /// or more than one.
    var versionOwner: String { lockedOwners.count == 1 ? lockedOwners.first ?? PostgresStore.everyone : PostgresStore.everyone }
    private var lockedOwners: Set<String> = []

    /// Records that this transaction holds `owner`'s lock: its writes are that person's.
    func lockedOwner(_ owner: String) {
        lockedOwners.insert(owner)
    }

    init(connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    var dialect: SQLDialect { .postgres }
    var sqlite: Database? { nil }

    /// Runs `sql` and returns its rows.
    func run(_ sql: String, _ arguments: StatementArguments) throws -> [Row] {
        let text = PostgresSQL.translate(sql)
        let query = PostgresQuery(unsafeSQL: text, binds: try Self.bindings(arguments))
        let result: PostgresQueryResult
        do {
            result = try connection.query(query, logger: logger).wait()
        } catch {
            throw PostgresEngineError(message: PostgresEngine.reason(error), statement: text, sqlState: PostgresEngine.sqlState(error))
        }
        changesCount = result.metadata.rows ?? 0
        return try result.rows.map { row in
            var columns: [(String, (any DatabaseValueConvertible)?)] = []
            for cell in row { columns.append((cell.columnName, try PostgresEngine.databaseValue(cell))) }
            return Self.makeRow(columns)
        }
    }

    func execute(sql: String, arguments: StatementArguments) throws {
        _ = try run(sql, arguments)
    }

    func fetchRows(sql: String, arguments: StatementArguments) throws -> [Row] {
        try run(sql, arguments)
    }

    func fetchFirstRow(sql: String, arguments: StatementArguments) throws -> Row? {
        try run(sql, arguments).first
    }

    func forEachRow(sql: String, arguments: StatementArguments, _ body: (Row) throws -> Void) throws {
        for row in try run(sql, arguments) { try body(row) }
    }

    func fetchAll<Record: FetchableRecord>(_ type: Record.Type, sql: String, arguments: StatementArguments) throws -> [Record] {
        try run(sql, arguments).map { try Record(row: $0) }
    }

    func fetchOne<Record: FetchableRecord>(_ type: Record.Type, sql: String, arguments: StatementArguments) throws -> Record? {
        try run(sql, arguments).first.map { try Record(row: $0) }
    }

    func fetchAll<Value: DatabaseValueConvertible>(_ type: Value.Type, sql: String, arguments: StatementArguments) throws -> [Value] {
        try values(Value.self, sql, arguments)
    }

    func fetchOne<Value: DatabaseValueConvertible>(_ type: Value.Type, sql: String, arguments: StatementArguments) throws -> Value? {
        try firstValue(Value.self, sql, arguments)
    }

    func fetchAll<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, sql: String, arguments: StatementArguments
    ) throws -> [Value] {
        try values(Value.self, sql, arguments)
    }

    func fetchOne<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type, sql: String, arguments: StatementArguments
    ) throws -> Value? {
        try firstValue(Value.self, sql, arguments)
    }

    /// The table's columns but the insertion order PostgreSQL keeps for three tables (`seq`,
    /// PostgresMigrations.insertionOrderTables), which is not the Store's; `food_portions.seq` is.
    func columnNames(in table: String) throws -> [String] {
        let names = try run(
            "SELECT column_name::text AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            [table]
        ).compactMap { $0["name"] as String? }
        return PostgresMigrations.insertionOrderTables.contains(table) ? names.filter { $0 != "seq" } : names
    }

    func primaryKey(of table: String) throws -> [String] {
        try run(
            """
            SELECT a.attname::text AS name FROM pg_index i
            JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
            WHERE i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident(?))::regclass AND i.indisprimary
            ORDER BY array_position(i.indkey, a.attnum)
            """,
            [table]
        ).compactMap { $0["name"] as String? }
    }

    func inSavepoint(_ work: () throws -> Void) throws {
        savepoints += 1
        defer { savepoints -= 1 }
        let name = "almanac_\(savepoints)"
        try execute(sql: "SAVEPOINT \(name)")
        do {
            try work()
            try execute(sql: "RELEASE SAVEPOINT \(name)")
        } catch {
            try? execute(sql: "ROLLBACK TO SAVEPOINT \(name)")
            throw error
        }
    }

    /// SQLSTATE class 23: integrity constraint violation (unique, check, foreign key, not null).
    func isConstraintFailure(_ error: any Error) -> Bool {
        (error as? PostgresEngineError)?.sqlState?.hasPrefix("23") == true
    }

    // MARK: Values

    /// The first column of every row as `Value` (both `fetchAll` overloads: PostgreSQL's values
    /// come as `DatabaseValue`s, so there is no faster path for `StatementColumnConvertible`).
    private func values<Value: DatabaseValueConvertible>(_ type: Value.Type, _ sql: String, _ arguments: StatementArguments) throws
        -> [Value]
    {
        try run(sql, arguments).map { row in try Self.value(Value.self, row) }
    }

    /// The first row's first column as `Value`, nil when there is no row or it is NULL.
    private func firstValue<Value: DatabaseValueConvertible>(_ type: Value.Type, _ sql: String, _ arguments: StatementArguments) throws
        -> Value?
    {
        guard let row = try run(sql, arguments).first, let value = row.first?.1, !value.isNull else { return nil }
        return try Self.value(Value.self, row)
    }

    /// The first column of `row` as `Value`, as GRDB's `Value.fetchAll` reads it.
    private static func value<Value: DatabaseValueConvertible>(_ type: Value.Type, _ row: Row) throws -> Value {
        try row.decode(Value.self, atIndex: 0)
    }

    /// The arguments' values in order. GRDB keeps them private, so they are read by reflection
    /// (its `values` array); named arguments are refused, as the Store writes none.
    static func bindings(_ arguments: StatementArguments) throws -> PostgresBindings {
        var values: [DatabaseValue] = []
        for child in Mirror(reflecting: arguments).children {
            if child.label == "values", let found = child.value as? [DatabaseValue] { values = found }
            if child.label == "namedValues", let named = child.value as? [String: DatabaseValue], !named.isEmpty {
                throw PostgresEngineError(message: "named arguments are not supported", statement: nil)
            }
        }
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            switch value.storage {
            case .null: bindings.appendNull()
            case .int64(let number): bindings.append(UntypedText(text: String(number)))
            case .double(let number): bindings.append(UntypedText(text: Self.text(number)))
            case .string(let text):
                // PostgreSQL's text cannot hold U+0000 (SQLite's can): refused as input, not a 500.
                guard !text.utf8.contains(0) else {
                    throw AlmanacError.invalid("text", "Text cannot contain the NUL character (U+0000).")
                }
                bindings.append(UntypedText(text: text))
            case .blob(let data): bindings.append(ByteBuffer(bytes: data))
            }
        }
        return bindings
    }

    /// A Double as PostgreSQL reads it back to the same Double (Swift's shortest round-trip text).
    static func text(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "Infinity" : "-Infinity" }
        return "\(number)"
    }

    /// A row whose columns keep the statement's order (GRDB's `Row(dictionary)` does not): GRDB's
    /// `init(dictionaryLiteral:)`, whose variadic list is an array underneath.
    static func makeRow(_ columns: [(String, (any DatabaseValueConvertible)?)]) -> Row {
        makeOrderedRow(columns)
    }

    private nonisolated(unsafe) static let makeOrderedRow: ([(String, (any DatabaseValueConvertible)?)]) -> Row = {
        let variadic: ((String, (any DatabaseValueConvertible)?)...) -> Row = Row.init(dictionaryLiteral:)
        return unsafeBitCast(variadic, to: (([(String, (any DatabaseValueConvertible)?)]) -> Row).self)
    }()
}

/// A value sent as text with no declared type: PostgreSQL infers it from where it stands.
struct UntypedText: PostgresDynamicTypeEncodable {
    var text: String
    var psqlType: PostgresDataType { PostgresDataType(0) }
    var psqlFormat: PostgresFormat { .text }

    func encode<JSONEncoder: PostgresJSONEncoder>(into byteBuffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        byteBuffer.writeString(text)
    }
}

extension SQLDialect {
    public static let postgres = SQLDialect(name: "postgres", rowOrder: "seq")
}
