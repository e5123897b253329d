import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

@Suite struct SecurityLogMigrationTests {
    @Test func tokenChangesInTheChangeLogMoveToTheSecurityLog() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "0008-task-reminders")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, time_zone, week_start, day_start_hour, unit_system, created_at)
                    VALUES ('u1', 'ada', 'Ada', 'UTC', 2, 0, 'metric', '2026-01-01 00:00:00.000');
                    INSERT INTO changes (id, owner_id, batch_id, entity, entity_id, operation, data, previous, at, origin, summary)
                    VALUES ('c1', 'u1', 'b1', 'api_tokens', 't1', 'insert', '{}', NULL, '2026-01-02 00:00:00.000', 'web', 'Created the API token “Laptop”'),
                           ('c2', 'u1', 'b2', 'api_tokens', 't1', 'update', '{}', '{}', '2026-01-03 00:00:00.000', 'api', 'Revoked the API token “Laptop”'),
                           ('c3', 'u1', 'b3', 'users', 'u1', 'update', '{}', '{}', '2026-01-04 00:00:00.000', 'web', 'Changed settings'),
                           ('c4', 'u1', 'b4', 'task_lists', 'l1', 'insert', '{}', NULL, '2026-01-05 00:00:00.000', 'web', 'Added the list “Inbox”');
                    """)
        }
        try Migrations.migrator.migrate(queue)
        try queue.read { db in
            let events = try SecurityEvent.order(Column("at")).fetchAll(db)
            #expect(events.map(\.kind) == [.tokenCreated, .tokenRevoked, .settingsChanged])
            #expect(events.first?.detail == "Created the API token “Laptop”")
            #expect(try String.fetchAll(db, sql: "SELECT id FROM changes") == ["c4"])
        }
    }
}
