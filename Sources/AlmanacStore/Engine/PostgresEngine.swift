import AlmanacCore
import Foundation
import GRDB
import Logging
import NIOCore
import PostgresNIO

/// Almanac's PostgreSQL engine, as far as it is built (issue 36, step "schema and migrations"):
/// one connection, statements with `$n` arguments, rows as GRDB `Row`s (so both engines hand the
/// Store the same values), transactions and the migrations (`migrate()`, PostgresMigrations.swift).
/// The `Engine`/`StoreDatabase` seam of ARCHITECTURE.md grows from here: a pool of these
/// connections and the synchronous bodies on a thread pool.
public final class PostgresEngine: Sendable {
    public let url: PostgresURL
    let connection: PostgresConnection
    let logger: Logger

    private init(url: PostgresURL, connection: PostgresConnection, logger: Logger) {
        self.url = url
        self.connection = connection
        self.logger = logger
    }

    /// Connects; with a `schema` in the URL, creates it when missing and puts it first on the
    /// connection's search path, so every unqualified name is Almanac's.
    public static func connect(_ url: PostgresURL, logger: Logger = Logger(label: "almanac.postgres")) async throws
        -> PostgresEngine
    {
        let connection = try await openConnection(url, id: 1, logger: logger)
        let engine = PostgresEngine(url: url, connection: connection, logger: logger)
        if let schema = url.schema {  // a plain identifier (PostgresURL checks it)
            try await engine.execute("CREATE SCHEMA IF NOT EXISTS \(schema)")
        }
        return engine
    }

    /// One more connection to `url` (the store's pool opens them as it needs them), its search
    /// path `url`'s schema first.
    static func openConnection(_ url: PostgresURL, id: Int, logger: Logger) async throws -> PostgresConnection {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
            tls: .disable)
        if let schema = url.schema {
            configuration.options.additionalStartupParameters = [("search_path", schema)]
        }
        do {
            return try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
        } catch {
            throw PostgresEngineError(message: "cannot connect to \(url): \(Self.reason(error))", statement: nil)
        }
    }

    public func close() async {
        try? await connection.close()
    }

    /// Runs one statement; its rows, if any, are read and dropped.
    public func execute(_ sql: String, _ arguments: [DatabaseValue] = []) async throws {
        try await run(sql, arguments) { _ in }
    }

    /// Runs one statement and returns its rows, each cell as the `DatabaseValue` SQLite would
    /// hold (integers and booleans → integer, floats and numeric → real or integer, text, bytea → blob).
    public func fetchAll(_ sql: String, _ arguments: [DatabaseValue] = []) async throws -> [Row] {
        var rows: [Row] = []
        try await run(sql, arguments) { row in
            var values: [String: (any DatabaseValueConvertible)?] = [:]
            for cell in row { values[cell.columnName] = try Self.databaseValue(cell) }
            rows.append(Row(values))
        }
        return rows
    }

    /// Runs `body` in one transaction on this connection: committed when it returns, rolled back when it throws.
    public func inTransaction<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        try await execute("BEGIN")
        do {
            let result = try await body()
            try await execute("COMMIT")
            return result
        } catch {
            try? await execute("ROLLBACK")
            throw error
        }
    }

    private func run(_ sql: String, _ arguments: [DatabaseValue], _ each: (PostgresRow) throws -> Void) async throws {
        var bindings = PostgresBindings()
        for argument in arguments {
            switch argument.storage {
            case .null: bindings.appendNull()
            case .int64(let value): bindings.append(value)
            case .double(let value): bindings.append(value)
            case .string(let value): bindings.append(value)
            case .blob(let value): bindings.append(ByteBuffer(bytes: value))
            }
        }
        do {
            let rows = try await connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger)
            for try await row in rows { try each(row) }
        } catch let error as PostgresEngineError {
            throw error
        } catch {
            throw PostgresEngineError(message: Self.reason(error), statement: sql, sqlState: Self.sqlState(error))
        }
    }

    static func databaseValue(_ cell: PostgresCell) throws -> DatabaseValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return try cell.decode(Int64.self).databaseValue
        case .bool: return (try cell.decode(Bool.self) ? 1 : 0).databaseValue
        case .float4, .float8: return try cell.decode(Double.self).databaseValue
        case .numeric:
            let number = try cell.decode(Decimal.self)
            if number == number.rounded(), let integer = Int64(exactly: NSDecimalNumber(decimal: number).doubleValue) {
                return integer.databaseValue
            }
            return NSDecimalNumber(decimal: number).doubleValue.databaseValue
        case .text, .varchar, .name, .bpchar: return try cell.decode(String.self).databaseValue
        case .bytea:
            let buffer = try cell.decode(ByteBuffer.self)
            return Data(buffer.readableBytesView).databaseValue
        default:
            throw PostgresEngineError(
                message: "column \(cell.columnName) has PostgreSQL type \(cell.dataType), which Almanac does not read "
                    + "(cast it to text, bigint or double precision)", statement: nil)
        }
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            return "\(error.code)" + (error.underlying.map { ": \($0)" } ?? "")
        }
        return String(describing: error)
    }

    static func sqlState(_ error: any Error) -> String? {
        (error as? PSQLError)?.serverInfo?[.sqlState]
    }
}

/// A statement PostgreSQL refused, or a connection that failed: the server's message, its
/// SQLSTATE (`23…` for constraints) and the statement.
public struct PostgresEngineError: Error, CustomStringConvertible {
    public var message: String
    public var statement: String?
    public var sqlState: String?

    public init(message: String, statement: String?, sqlState: String? = nil) {
        self.message = message
        self.statement = statement
        self.sqlState = sqlState
    }

    public var description: String {
        "PostgreSQL: \(message)" + (sqlState.map { " (\($0))" } ?? "") + (statement.map { " in: \($0)" } ?? "")
    }
}

extension Decimal {
    fileprivate func rounded() -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, 0, .plain)
        return result
    }
}
