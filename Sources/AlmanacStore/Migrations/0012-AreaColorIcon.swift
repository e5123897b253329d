import GRDB

extension Migrations {
    /// Areas say `color` and `icon`, like lists and timelines (they said `colour` and `emoji`).
    static func areaColorIcon(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE areas RENAME COLUMN colour TO color;
                ALTER TABLE areas RENAME COLUMN emoji TO icon;
                """)
    }
}

/// Columns a migration renamed. A row written before (in an export, or in the change log that
/// undo reads) still names the old ones; it is read with the new names.
enum RenamedColumns {
    static let byTable: [String: [String: String]] = ["areas": ["colour": "color", "emoji": "icon"]]

    /// `values` with the old column names of `table` replaced by the current ones.
    static func current(_ values: [String: JSONValue], table: String) -> [String: JSONValue] {
        guard let renamed = byTable[table] else { return values }
        var current = values
        for (old, new) in renamed {
            if let value = current.removeValue(forKey: old), current[new] == nil { current[new] = value }
        }
        return current
    }
}
