import Foundation
import GRDB
import Logging

/// Reads that one damaged row cannot take down: a row that does not decode (a day, instant,
/// enum or JSON value an older or damaged version wrote) is skipped and logged with its table
/// and id, and the rest of the page is read as usual. Writes still refuse such values on the
/// way in; this is the net under what is already stored.
enum UnreadableRows {
    /// Made at each use rather than once, so the log handler in force then is the one that
    /// writes it (a test's capturing handler, installed after the first skip, still sees it).
    static var logger: Logger { Logger(label: "almanac.store") }

    static func skip(_ row: Row, table: String, error: any Error) {
        skip(id: row["id"].map { "\($0)" } ?? "?", table: table, error: error)
    }

    static func skip(id: String, table: String, error: any Error) {
        logger.warning("skipped a row that cannot be read", metadata: ["table": "\(table)", "id": "\(id)", "error": "\(error)"])
    }
}

extension FetchableRecord {
    /// The rows of `sql` that can be read; see `UnreadableRows`. The statement is prepared once
    /// per connection and kept (the engine's statement cache, keyed by the SQL text): preparing is
    /// most of a small read's cost. So `sql` never carries a value, only its shape (`?` for
    /// values, or a list of them as `json_each(?)`), or the cache would grow with every value read.
    public static func fetchReadable(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws
        -> [Self]
    {
        var records: [Self] = []
        try db.forEachRow(sql: sql, arguments: arguments) { row in
            do {
                records.append(try Self(row: row))
            } catch {
                UnreadableRows.skip(row, table: tableName, error: error)
            }
        }
        return records
    }

    /// The first row of `sql`, or nil when there is none or it cannot be read (a kept statement,
    /// as `fetchReadable(_:sql:arguments:)`).
    public static func fetchOneReadable(_ db: any StoreDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws
        -> Self?
    {
        guard let row = try db.fetchFirstRow(sql: sql, arguments: arguments) else { return nil }
        do {
            return try Self(row: row)
        } catch {
            UnreadableRows.skip(row, table: tableName, error: error)
            return nil
        }
    }

    private static var tableName: String { (Self.self as? any TableRecord.Type)?.databaseTableName ?? "\(Self.self)" }
}
