import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

@Suite struct ChangeLogTests {
    @Test func everyWriteIsLoggedWithItsOriginAndUndoRevertsTheLastAction() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let api = database.with(origin: .api)
        let first = try await api.addList(owner: user.id, name: "One")
        _ = try await database.addList(owner: user.id, name: "Two")
        _ = try await database.deleteList(owner: user.id, id: first.id)

        let history = try await database.history(owner: user.id)
        #expect(history.first?.summary == "Deleted the list “One”")
        #expect(history.last?.origin == .api)
        #expect(history.last?.operation == .insert)

        // Undo the delete: the list is back.
        let undone = try await database.undoLastChange(owner: user.id)
        #expect(undone?.summary == "Deleted the list “One”")
        #expect(try await database.lists(owner: user.id).map(\.name).contains("One"))
        // Undo again walks further back: "Two" disappears, then "One".
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.lists(owner: user.id).map(\.name).contains("Two") == false)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.lists(owner: user.id).map(\.name).contains("One") == false)
        #expect(try await database.undoLastChange(owner: user.id) == nil)
    }

    @Test func undoTakesTheLatestActionEvenWithinOneMillisecond() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        // A clock that stands still: every action gets the same instant, so ids alone cannot order them.
        let frozen = database.with(now: { Date(timeIntervalSince1970: 1_795_000_000) })
        let before = Set(try await frozen.lists(owner: user.id).map(\.name))
        for name in ["One", "Two", "Three", "Four", "Five", "Six"] { _ = try await frozen.addList(owner: user.id, name: name) }
        for expected in ["Six", "Five", "Four"] {
            #expect(try await frozen.undoLastChange(owner: user.id)?.summary.contains(expected) == true)
        }
        #expect(Set(try await frozen.lists(owner: user.id).map(\.name)).subtracting(before) == ["One", "Two", "Three"])
        #expect(try await frozen.history(owner: user.id, limit: 1).first?.summary?.contains("Four") == true)
    }

    @Test func oneUserCannotUndoAnothersChanges() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        _ = try await database.addList(owner: ada.id, name: "Ada's")
        #expect(try await database.undoLastChange(owner: bob.id) == nil)
        #expect(try await database.lists(owner: ada.id).map(\.name).contains("Ada's"))
    }

    @Test func undoCannotBringBackARevokedTokenNorRemoveANewOne() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        _ = try await database.addList(owner: user.id, name: "Groceries")
        let token = try await database.createToken(owner: user.id, name: "Laptop")
        // Right after creating a token, undo leaves it alone (and reverts the last real change instead).
        #expect(try await database.lastUndoable(owner: user.id)?.summary == "Added the list “Groceries”")
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.user(forToken: token.secret)?.id == user.id)

        try await database.revokeToken(owner: user.id, id: token.token.id)
        #expect(try await database.undoLastChange(owner: user.id) == nil)
        #expect(try await database.user(forToken: token.secret) == nil)
        #expect(try await database.history(owner: user.id).allSatisfy { $0.entity != "api_tokens" && $0.entity != "users" })

        // Settings and password changes are not undoable either.
        _ = try await database.updateProfile(owner: user.id, displayName: "Ada L.", preferences: user.preferences)
        try await database.changePassword(owner: user.id, current: "correct horse", new: "battery staple")
        #expect(try await database.undoLastChange(owner: user.id) == nil)
        #expect(try await database.user(id: user.id)?.displayName == "Ada L.")
    }

    @Test func tokenChangesAnOlderVersionLoggedAreNeitherInHistoryNorUndoable() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let token = try await database.createToken(owner: user.id, name: "Laptop")
        _ = try await database.addList(owner: user.id, name: "Groceries")
        // As an older version did: the revocation logged in the change log as an undoable batch.
        try await database.writeUnlogged { db in
            let previous = try Row.fetchOne(db, sql: "SELECT * FROM api_tokens WHERE id = ?", arguments: [token.token.id])!
            try db.execute(sql: "UPDATE api_tokens SET revoked_at = '2026-01-01 00:00:00.000' WHERE id = ?", arguments: [token.token.id])
            let encoded = String(decoding: try JSONEncoder().encode(JSONValue.row(previous)), as: UTF8.self)
            try db.execute(
                sql: """
                    INSERT INTO changes (id, owner_id, batch_id, entity, entity_id, operation, data, previous, at, origin, summary)
                    VALUES ('old-change', ?, 'old-batch', 'api_tokens', ?, 'update', NULL, ?, '2099-01-01 00:00:00.000', 'web', 'Revoked')
                    """, arguments: [user.id, token.token.id, encoded])
        }
        #expect(try await database.history(owner: user.id).contains { $0.batchId == "old-batch" } == false)
        // Undo skips that batch: it reverts the list, and the token stays revoked.
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Added the list “Groceries”")
        #expect(try await database.user(forToken: token.secret) == nil)
    }

    @Test func exportImportExportIsIdentical() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        var preferences = ada.preferences
        preferences.dayStartHour = 3
        _ = try await database.updateProfile(owner: ada.id, displayName: "Ada Lovelace", preferences: preferences)
        // A UTC account starts day/month: month/day is the choice the export must carry.
        try await database.setDateOrder(owner: ada.id, .monthDay)
        let export = try await database.exportAccount(owner: ada.id)
        #expect(export.profile.dateOrder == .monthDay)

        let other = try await makeDatabase()
        let newAda = try await other.createUser(username: "ada2", password: "long enough", timeZone: "UTC")
        try await other.importAccount(owner: newAda.id, export)
        let again = try await other.exportAccount(owner: newAda.id)
        #expect(again == export)
        let encoder = JSONEncoder.almanac
        #expect(try encoder.encode(again) == encoder.encode(export))
        #expect(try await other.user(id: newAda.id)?.dayStartHour == 3)
        #expect(try await other.dateOrder(owner: newAda.id) == .monthDay)
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
