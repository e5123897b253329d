import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// Days an older version stored outside 0001–9999 (year 0 wrote a week starting "-001-12-27") are
/// repaired or removed by migration 0024, so no read meets one.
@Suite struct DaysInRangeMigrationTests {
    @Test func weeksThatAreNotDaysAreRemovedWithTheirRowsAndImpossibleDeadlinesCleared() async throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "0023-load-indexes")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, time_zone, created_at) VALUES ('u1', 'ada', 'Ada', 'UTC', '2026-01-01');
                    INSERT INTO weeks (id, owner_id, start_day, length_days, capacity) VALUES ('w-bad', 'u1', '-001-12-27', 7, '[]');
                    INSERT INTO weeks (id, owner_id, start_day, length_days, capacity) VALUES ('w-zero', 'u1', '0000-12-25', 7, '[]');
                    INSERT INTO weeks (id, owner_id, start_day, length_days, capacity) VALUES ('w-ok', 'u1', '2026-11-23', 7, '[]');
                    INSERT INTO action_items (id, owner_id, week_id, text, created_at) VALUES ('a-bad', 'u1', 'w-bad', 'x', '2026-01-01');
                    INSERT INTO action_items (id, owner_id, week_id, text, created_at) VALUES ('a-ok', 'u1', 'w-ok', 'kept', '2026-01-01');
                    INSERT INTO tasks (id, owner_id, title, deadline, start_day, list_key, today_key, created_at, updated_at)
                    VALUES ('t1', 'u1', 'Impossible', '2026-02-30', '0000-01-01', 'a', 'a', '2026-01-01', '2026-01-01');
                    INSERT INTO tasks (id, owner_id, title, deadline, start_day, list_key, today_key, created_at, updated_at)
                    VALUES ('t2', 'u1', 'Fine', '2026-12-24', '9999-12-31', 'b', 'b', '2026-01-01', '2026-01-01');
                    """)
        }
        try Migrations.migrator.migrate(queue)
        try await queue.read { db in
            #expect(try String.fetchAll(db, sql: "SELECT id FROM weeks ORDER BY id") == ["w-ok"])
            #expect(try String.fetchAll(db, sql: "SELECT id FROM action_items ORDER BY id") == ["a-ok"])
            let tasks = try Row.fetchAll(db, sql: "SELECT id, deadline, start_day FROM tasks ORDER BY id")
            #expect(tasks.count == 2, "a to-do stays, without its impossible dates")
            #expect(tasks[0]["deadline"] as String? == nil && tasks[0]["start_day"] as String? == nil)
            #expect(tasks[1]["deadline"] as String? == "2026-12-24" && tasks[1]["start_day"] as String? == "9999-12-31")
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
        }
    }
}
