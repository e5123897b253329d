import GRDB

extension Migrations {
    /// Days are 0001-01-01 to 9999-12-31, text that reads back as the same day. An older version
    /// accepted year 0 and stored a week starting in year −1 ("-001-12-27"), which no read could
    /// turn back into a day. Every stored day column is checked once: an optional day that is not
    /// a day ("+0 days" makes SQLite carry 2026-02-30 over into March) is cleared (the to-do stays, without the impossible date); a row that is its day (a
    /// week, a standup, a day's entry) is removed, with the rows that belong to it.
    static func daysInRange(_ db: Database) throws {
        for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
            let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table.quotedDatabaseIdentifier))")
            guard columns.contains(where: { $0["name"] == "owner_id" }) else { continue }
            for column in columns {
                let name: String = column["name"]
                let type: String = column["type"]
                guard type.uppercased() == "TEXT", name == "day" || name == "deadline" || name.hasSuffix("_day") else { continue }
                let value = name.quotedDatabaseIdentifier
                let notADay = """
                    \(value) IS NOT NULL AND NOT (\(value) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                      AND substr(\(value), 1, 4) <> '0000' AND date(\(value), '+0 days') IS \(value))
                    """
                if column["notnull"] == 1 {
                    try removeRows(of: table, where: notADay, db: db)
                } else {
                    try db.execute(sql: "UPDATE \(table.quotedDatabaseIdentifier) SET \(value) = NULL WHERE \(notADay)")
                }
            }
        }
    }

    /// Deletes the rows of `table` matching `condition`, and first, recursively, the rows of other
    /// tables that refer to them.
    private static func removeRows(of table: String, where condition: String, db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.quotedDatabaseIdentifier) WHERE \(condition))") == true
        else { return }
        for other in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        where other != table {
            for reference in try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(other.quotedDatabaseIdentifier))")
            where reference["table"] == table {
                let from: String = reference["from"]
                let to: String = reference["to"] ?? "id"
                try removeRows(
                    of: other,
                    where:
                        "\(from.quotedDatabaseIdentifier) IN (SELECT \(to.quotedDatabaseIdentifier) FROM \(table.quotedDatabaseIdentifier) WHERE \(condition))",
                    db: db)
            }
        }
        try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier) WHERE \(condition)")
    }
}
