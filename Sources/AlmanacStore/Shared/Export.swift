import AlmanacCore
import Foundation
import GRDB

/// All of one user's data as one JSON document: the profile and every owned table's rows,
/// without owner ids, so it can be imported into an empty account elsewhere.
public struct AccountExport: Codable, Sendable, Equatable {
    public static let currentFormat = "almanac-export"
    public static let currentVersion = 1

    public struct Profile: Codable, Sendable, Equatable {
        public var displayName: String
        public var preferences: UserPreferences
        /// How the user writes short dates (`12/11`); absent in exports made before Tasks.
        public var dateOrder: DateOrder?
    }

    public var format: String
    public var version: Int
    public var profile: Profile
    /// Table name → rows (column → value), rows ordered by id.
    public var tables: [String: [[String: JSONValue]]]
}

extension AppDatabase {
    public func exportAccount(owner: String) async throws -> AccountExport {
        try await read { db in
            guard let user = try User.find(owner, db: db) else { throw AlmanacError.notFound("No such user.") }
            var tables: [String: [[String: JSONValue]]] = [:]
            for table in ExportedTables.all {
                // The table's own columns: not PostgreSQL's `seq` (an order, not data).
                let columns = try db.columnNames(in: table).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
                let rows = try Row.fetchAll(
                    db, sql: "SELECT \(columns) FROM \(table.quotedDatabaseIdentifier) WHERE owner_id = ? ORDER BY id", arguments: [owner])
                tables[table] = rows.map { row in
                    var values = JSONValue.row(row)
                    values["owner_id"] = nil
                    return values
                }
            }
            let dateOrder = try String.fetchOne(db, sql: "SELECT date_order FROM users WHERE id = ?", arguments: [owner]).flatMap(
                DateOrder.init)
            return AccountExport(
                format: AccountExport.currentFormat, version: AccountExport.currentVersion,
                profile: .init(displayName: user.displayName, preferences: user.preferences, dateOrder: dateOrder), tables: tables)
        }
    }

    /// Loads an export into an account that has no data yet; all or nothing.
    public func importAccount(owner: String, _ export: AccountExport) async throws {
        guard export.format == AccountExport.currentFormat else {
            throw AlmanacError.invalid("format", "This is not an Almanac export (format \(export.format)).")
        }
        guard export.version == AccountExport.currentVersion else {
            throw AlmanacError.invalid(
                "version", "Export version \(export.version) is not supported; this Almanac reads version \(AccountExport.currentVersion).")
        }
        if let unknown = export.tables.keys.first(where: { !ExportedTables.all.contains($0) }) {
            throw AlmanacError.invalid("tables", "The export has a table \(unknown) that this Almanac does not know.")
        }
        let preferences = try export.profile.preferences.validated()
        try await write(owner: owner) { batch in
            for table in ExportedTables.all {
                let count =
                    try Int.fetchOne(
                        batch.db, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier) WHERE owner_id = ?", arguments: [owner]) ?? 0
                if count > 0 {
                    throw AlmanacError.conflict("The account already has data (\(table)); import only into an empty account.")
                }
            }
            try batch.db.execute(
                sql: "UPDATE users SET display_name = ?, time_zone = ?, week_start = ?, day_start_hour = ?, unit_system = ? WHERE id = ?",
                arguments: [
                    export.profile.displayName, preferences.timeZone, preferences.weekStart, preferences.dayStartHour,
                    preferences.unitSystem.rawValue, owner,
                ])
            if let dateOrder = export.profile.dateOrder {
                try batch.db.execute(sql: "UPDATE users SET date_order = ? WHERE id = ?", arguments: [dateOrder.rawValue, owner])
            }
            batch.describe("Imported an export")
            var inserted: [(table: String, id: String)] = []
            for table in ExportedTables.all {
                for row in export.tables[table] ?? [] {
                    var values = row
                    values["owner_id"] = .text(owner)
                    guard case .text(let id) = values["id"] else {
                        throw AlmanacError.invalid("tables.\(table)", "A row of \(table) has no id.")
                    }
                    try Self.insertRow(values, into: table, db: batch.db)
                    inserted.append((table, id))
                }
            }
            // An export from an older version, or edited by hand, may hold numbers out of range:
            // the rule of migration 0011 brings them into range before anything reads them.
            try Migrations.numbersInRange(batch.db, owner: owner)
            // An export made before the journal holds daily reviews as day modules: they become
            // journal entries (with the same ids), as migration 0014 did for stored data.
            try Migrations.dailyReviewsToJournal(batch.db, owner: owner)
            for row in inserted {
                let moved = try row.table == "day_entries" && batch.snapshot(table: row.table, id: row.id) == nil
                try batch.log(table: moved ? "journal_entries" : row.table, id: row.id, operation: .insert, previous: nil)
            }
        }
    }
}
