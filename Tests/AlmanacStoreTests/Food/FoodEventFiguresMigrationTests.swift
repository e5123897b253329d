import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// Migration 0038 keeps each food event's energy figure beside its JSON: for events written
/// before it, the figure it fills parses to the very Double the entry decodes to, as the figure a
/// new event gets does; and the log stays append-only.
@Suite struct FoodEventFiguresMigrationTests {
    @Test func earlierEventsGetTheFigureTheirEntryDecodesTo() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "0037-task-goal-index")
        let entries: [LedgerEntry] = [
            .eaten(EatenFood(foodId: "01123", name: "Egg", grams: 147, meal: .breakfast, nutrients: ["208": 210.21, "203": 18.46])),
            .eaten(EatenFood(foodId: "x", name: "No energy", grams: 10, meal: .snack, nutrients: ["203": 1])),
            .quickAdd(kcal: 333.3333333333333, meal: .lunch, note: ""),
            .basalEnergy(kcal: 1612.4000000000001),
            .weight(kilograms: 71.35),
            .activity(name: "Run", minutes: 42.5, kcal: 388),
            .activeEnergy(kcal: 120),
        ]
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, time_zone, week_start, day_start_hour, unit_system, created_at)
                    VALUES ('u1', 'ada', 'Ada', 'UTC', 2, 0, 'metric', '2026-01-01 00:00:00.000')
                    """)
            for (index, entry) in entries.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, entry_kind, entry)
                        VALUES (?, 'u1', '2026-01-02 12:00:00.000', '2026-01-02 12:00:00.000', 'record', ?, ?)
                        """, arguments: ["e\(index)", FoodEventRecord.entryKind(entry), try FoodEventRecord.encode(entry)])
            }
        }
        try Migrations.migrator.migrate(queue)
        try queue.read { db in
            for (index, entry) in entries.enumerated() {
                let row = try #require(
                    try Row.fetchOne(db, sql: "SELECT figure, figure_minutes FROM food_events WHERE id = ?", arguments: ["e\(index)"]))
                let (figure, minutes) = FoodEventRecord.figures(entry)
                #expect((row[0] as String?).flatMap(Double.init) == figure.flatMap(Double.init), "\(entry)")
                #expect((row[1] as String?).flatMap(Double.init) == minutes.flatMap(Double.init), "\(entry)")
            }
            #expect(try String.fetchOne(db, sql: "SELECT figure FROM food_events WHERE id = 'e0'").flatMap(Double.init) == 210.21)
            #expect(try String.fetchOne(db, sql: "SELECT figure FROM food_events WHERE id = 'e1'") == nil)
            #expect(try String.fetchOne(db, sql: "SELECT figure_minutes FROM food_events WHERE id = 'e5'").flatMap(Double.init) == 42.5)
        }
        #expect(throws: DatabaseError.self) {
            try queue.write { db in try db.execute(sql: "UPDATE food_events SET figure = '1' WHERE id = 'e0'") }
        }
    }
}
