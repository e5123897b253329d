import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The records read column by column (`init(row:)`, for speed) read every column their `Encodable`
/// side writes: a sample with every property set is written and read back equal. A property added
/// later and left out of `init(row:)` comes back nil and fails here; one left nil in the sample
/// fails the first check, so the sample keeps up with the record.
@Suite struct ColumnReadingTests {
    static let at = Date(timeIntervalSince1970: 1_795_000_000)

    func roundTrip<Record: FetchableRecord & PersistableRecord & Equatable & Sendable>(_ sample: Record) async throws -> Record? {
        let unset = Mirror(reflecting: sample).children.filter { child in
            if case Optional<Any>.none = child.value { return true }
            return false
        }
        #expect(unset.isEmpty, "the sample leaves \(unset.compactMap(\.label)) unset")
        let database = try AppDatabase.inMemory()
        return try await database.writer.writeWithoutTransaction { db in
            // The sample's ids point at nothing: only the reading is under test.
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try sample.insert(db)
            return try Record.fetchOne(db)
        }
    }

    @Test func aToDoIsReadWithEveryColumn() async throws {
        let sample = ToDo(
            id: "t1", ownerId: "o1", title: "Write the summary", notes: "With figures", listId: "l1", startDay: "2026-11-30",
            evening: true, someday: false, reminder: "09:30", deadline: "2026-12-04", status: .completed, statusAt: Self.at,
            repeatRule: #"{"kind":"daily","every":1}"#, goalId: "g1", areaId: "a1", listKey: "a0", todayKey: "b0",
            createdAt: Self.at, updatedAt: Self.at, importKey: "things:1", headingId: "h1", estimateMinutes: 40)
        #expect(try await roundTrip(sample) == sample)
    }

    @Test func aListAndAnAreaAreReadWithEveryColumn() async throws {
        let list = TaskList(
            id: "l1", ownerId: "o1", name: "Garden", color: "green", icon: "🌱", archived: true, orderKey: "a0", createdAt: Self.at,
            importKey: "things:2")
        #expect(try await roundTrip(list) == list)
        let area = Area(
            id: "a1", ownerId: "o1", name: "Home", color: "#336699", icon: "🏡", archived: true, orderKey: "b0", createdAt: Self.at)
        #expect(try await roundTrip(area) == area)
    }

    @Test func anIntentionIsReadWithEveryColumn() async throws {
        let review = IntentionReview(wentWell: "Started on time", improve: "Phone away", interesting: "Slides last")
        var intention = Intention(
            id: "i1", what: "Outline the talk", plannedMinutes: 45, goalId: "g1", areaId: "a1", startedAt: Self.at,
            endsAt: Self.at.addingTimeInterval(2_700), state: .abandoned, endedAt: Self.at.addingTimeInterval(2_400),
            abandonReason: "called away", distractions: [], tags: ["talk"], feeling: .happy,
            ratedAt: Self.at.addingTimeInterval(2_460), review: review, taskId: "t1")
        intention.blockId = "b1"
        let sample = IntentionRecord(intention, owner: "o1")
        #expect(try await roundTrip(sample) == sample)
    }
}
