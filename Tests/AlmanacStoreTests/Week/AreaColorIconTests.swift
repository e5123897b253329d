import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// Areas say `color` and `icon`; an export written when they said `colour` and `emoji` still imports.
@Suite struct AreaColorIconTests {
    @Test func areasKeepAColorAndAnIcon() async throws {
        let database = try await TestEngine.database()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let area = try await database.addArea(owner: user.id, name: "Garden", color: "#3A7D44", icon: "🌿")
        #expect(area.color == "#3a7d44")
        #expect(area.icon == "🌿")
        #expect(area.label == "🌿 Garden")
        await #expect(throws: AlmanacError.invalid("color", "A colour is written #rrggbb (like #2f6f5e), not “red”.")) {
            try await database.updateArea(owner: user.id, id: area.id, color: "red")
        }
        _ = try await database.updateArea(owner: user.id, id: area.id, color: "#c2185b")
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.area(owner: user.id, id: area.id).color == "#3a7d44")
    }

    @Test func anExportFromBeforeTheRenameStillImports() async throws {
        let database = try await TestEngine.database()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let suggested = try await database.addSuggestedAreas(owner: user.id)
        var export = try await database.exportAccount(owner: user.id)
        // The rows as an older Almanac wrote them: `colour` and `emoji` columns.
        export.tables["areas"] = export.tables["areas"]?.map { row in
            var old = row
            old["colour"] = old.removeValue(forKey: "color")
            old["emoji"] = old.removeValue(forKey: "icon")
            return old
        }
        let file = try JSONEncoder().encode(export)
        #expect(String(decoding: file, as: UTF8.self).contains("\"colour\""))

        // SQLite: importing an export still runs two migration rules on GRDB's connection (issue 36).
        let other = try AppDatabase.inMemory()
        let newUser = try await other.createUser(username: "ada2", password: "correct horse", timeZone: "Europe/Berlin")
        try await other.importAccount(owner: newUser.id, try JSONDecoder().decode(AccountExport.self, from: file))
        let imported = try await other.areas(owner: newUser.id)
        #expect(imported.map(\.name) == suggested.map(\.name))
        #expect(imported.map(\.color) == suggested.map(\.color))
        #expect(imported.map(\.icon) == suggested.map(\.icon))
        #expect(imported.first?.icon == "💼")
    }
}
