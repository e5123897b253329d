import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Today's day modules are filled from what Almanac already knows (issue 31): sleep from the
/// health import (the night that ended this morning), weight from the morning's weigh-in, the
/// workout from the lift log. "Missing" names only what is truly missing, on the page and in the
/// API. The clock stands at Monday 4 May 2026, 10:00 in Berlin.
@Suite struct TodayKnownDayWebTests {
    @Test func sleepWeightAndWorkoutComeFromTheOtherModules() async throws {
        let (database, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try #require(try await database.users().first).id
            let before = try await visitor.get("/today")
            #expect(before.text.contains("Missing: sleep, health, workout, daily review, photos."))

            // 23:00 to 06:30 in Berlin (CEST): the night belongs to Monday, the day it ended.
            var health = HealthReading()
            let bed = Int64(Date(timeIntervalSince1970: 1_777_881_600 - 11 * 3600).timeIntervalSince1970)
            _ = health.add(.sleep, source: "Watch", start: bed, end: bed + 450 * 60, value: 450)
            _ = try await database.importHealth(owner: owner, reading: health, fileName: "night.csv", format: .csv)
            try await database.addWeight(owner: owner, kilograms: 71.8, at: Date(timeIntervalSince1970: 1_777_874_400))  // 08:00
            let session = try await database.addLiftSession(owner: owner, name: "Legs <heavy>")
            _ = try await database.recordLiftSet(
                owner: owner, sessionId: session.id,
                LiftSetInput(
                    kind: .squat, name: "Squat", loadKg: 100, goalReps: 5,
                    stream: LiftSimulator.run(.init(kind: .squat, reps: 3, loadKg: 100, seed: 1)).text))

            let page = try await visitor.get("/today")
            #expect(page.text.contains("Missing: daily review, photos."))
            #expect(page.text.contains("7.5 h slept (health import)"))
            #expect(page.text.contains("71.8 kg (weigh-in)"))
            #expect(page.text.contains("Legs &lt;heavy&gt;: 1 set (lift log)"))
            let day = try await visitor.api(.get, "/api/v1/days/2026-05-04")
            #expect(day.json["missing"] as? [String] == ["review", "photos"])
            let known = try #require((day.json["entries"] as? [String: Any])?["known"] as? [String: Any])
            #expect(known["sleepMinutes"] as? Double == 450 && known["weightKg"] as? Double == 71.8)
            // Yesterday knows none of it: its modules are missing there.
            #expect(try await visitor.get("/today/2026-05-03").text.contains("Missing: sleep, health, workout, daily review, photos."))
        }
    }
}
