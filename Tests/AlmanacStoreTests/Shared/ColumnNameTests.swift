import Foundation
import GRDB
import Testing

@testable import AlmanacStore

@Suite struct ColumnNameTests {
    /// The names Foundation's (and GRDB's) `convertFromSnakeCase` gives, read back as the keys a
    /// decoder sees.
    struct ConvertedKeys: Decodable {
        var names: [String]
        init(from decoder: any Decoder) throws {
            names = try decoder.container(keyedBy: ColumnName.self).allKeys.map(\.stringValue)
        }
    }

    @Test func everyColumnOfTheSchemaConvertsAsConvertFromSnakeCaseDoes() throws {
        let database = try AppDatabase.inMemory()
        let columns = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                .flatMap { table in try db.columns(in: table).map(\.name) }
        }
        #expect(Set(columns).count > 100)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // The schema's, and names off the one-pass path: a digit in a later word, a capital,
        // underscores leading or trailing, letters beyond ASCII.
        let others = ["energy_7d", "a1_b2", "a_b2c", "ab2c_d", "Owner_ID", "_id", "id_", "_", "x_y_z", "caf\u{E9}_au_lait", ""]
        for column in Set(columns).union(others) {
            let json = try JSONSerialization.data(withJSONObject: [column: 0])
            let expected = try decoder.decode(ConvertedKeys.self, from: json).names
            #expect([ColumnName.camelCase(column)] == expected, "\(column)")
        }
        #expect(ColumnName.camelCase("owner_id") == "ownerId")
        #expect(ColumnName.camelCase("id") == "id")
    }
}
