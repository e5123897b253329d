import AlmanacCore
import AlmanacStore
import Foundation
import GRDB
import Testing

@Suite struct ChangeLogTests {
    @Test func everyWriteIsLoggedWithItsOriginAndUndoRevertsTheLastAction() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let api = database.with(origin: .api)
        let first = try await api.createToken(owner: user.id, name: "One")
        _ = try await database.createToken(owner: user.id, name: "Two")
        try await database.revokeToken(owner: user.id, id: first.token.id)

        let history = try await database.history(owner: user.id)
        #expect(history.map(\.operation) == [.update, .insert, .insert])
        #expect(history.last?.origin == .api)
        #expect(history.first?.summary == "Revoked the API token “One”")

        // Undo the revoke: the token works again.
        let undone = try await database.undoLastChange(owner: user.id)
        #expect(undone?.summary == "Revoked the API token “One”")
        #expect(try await database.user(forToken: first.secret)?.id == user.id)
        // Undo again walks further back: "Two" disappears.
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.tokens(owner: user.id).map(\.name) == ["One"])
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.tokens(owner: user.id).isEmpty)
        #expect(try await database.undoLastChange(owner: user.id) == nil)
    }

    @Test func undoTakesTheLatestActionEvenWithinOneMillisecond() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        // A clock that stands still: every action gets the same instant, so ids alone cannot order them.
        let frozen = database.with(now: { Date(timeIntervalSince1970: 1_795_000_000) })
        for name in ["One", "Two", "Three", "Four", "Five", "Six"] { _ = try await frozen.createToken(owner: user.id, name: name) }
        for expected in ["Six", "Five", "Four"] {
            #expect(try await frozen.undoLastChange(owner: user.id)?.summary.contains(expected) == true)
        }
        #expect(try await frozen.tokens(owner: user.id).map(\.name).sorted() == ["One", "Three", "Two"])
        #expect(try await frozen.history(owner: user.id, limit: 1).first?.summary?.contains("Four") == true)
    }

    @Test func oneUserCannotUndoAnothersChanges() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        _ = try await database.createToken(owner: ada.id, name: "Ada's")
        #expect(try await database.undoLastChange(owner: bob.id) == nil)
        #expect(try await database.tokens(owner: ada.id).count == 1)
    }

    @Test func exportImportExportIsIdentical() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        var preferences = ada.preferences
        preferences.dayStartHour = 3
        _ = try await database.updateProfile(owner: ada.id, displayName: "Ada Lovelace", preferences: preferences)
        try await database.setDateOrder(owner: ada.id, .dayMonth)
        let export = try await database.exportAccount(owner: ada.id)
        #expect(export.profile.dateOrder == .dayMonth)

        let other = try makeDatabase()
        let newAda = try await other.createUser(username: "ada2", password: "long enough", timeZone: "UTC")
        try await other.importAccount(owner: newAda.id, export)
        let again = try await other.exportAccount(owner: newAda.id)
        #expect(again == export)
        let encoder = JSONEncoder.almanac
        #expect(try encoder.encode(again) == encoder.encode(export))
        #expect(try await other.user(id: newAda.id)?.dayStartHour == 3)
        #expect(try await other.dateOrder(owner: newAda.id) == .dayMonth)
    }

    @Test func importRefusesForeignFormats() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        var export = try await database.exportAccount(owner: ada.id)
        export.format = "something-else"
        await #expect(throws: AlmanacError.invalid("format", "This is not an Almanac export (format something-else).")) {
            try await database.importAccount(owner: ada.id, export)
        }
    }

    @Test func backupCopiesTheDatabase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(folder: folder)
        _ = try await database.createUser(username: "ada", password: "long enough", timeZone: "UTC")
        let target = folder.appendingPathComponent("backup.sqlite")
        try database.backup(to: target)
        let restored = try AppDatabase(try DatabaseQueue(path: target.path))
        #expect(try await restored.users().map(\.username) == ["ada"])
        #expect(throws: AlmanacError.self) { try database.backup(to: target) }
    }
}
