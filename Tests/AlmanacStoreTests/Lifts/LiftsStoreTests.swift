import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

private func simulated(_ kind: LiftKind = .squat, reps: Int = 5, load: Double = 100, tiltRep: Int? = nil, seed: UInt64 = 1) -> String {
    LiftSimulator.run(.init(kind: kind, reps: reps, loadKg: load, tiltRep: tiltRep, seed: seed)).text
}

private func rowCount(_ database: AppDatabase, _ table: String) async throws -> Int {
    try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
}

@Suite struct LiftsStoreTests {
    @Test func aRecordedSetIsAnalysedAndKeepsItsStreamCompressed() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let text = simulated()
        let set = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, goalReps: 5, stream: text))
        #expect(set.reps == 5)
        #expect(set.name == "Squat")
        #expect(set.result.reps.count == 5)
        #expect((set.bestVelocity ?? 0) > 0.3 && (set.bestVelocity ?? 0) < 1.2)
        #expect(set.velocityLoss != nil)
        // Kept gzip-compressed, and read back byte for byte.
        let stored = try await database.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT encoding, byte_count, length(data) AS size FROM lift_streams")!
            return (encoding: row["encoding"] as String, bytes: row["byte_count"] as Int, size: row["size"] as Int)
        }
        #expect(stored.encoding == "gzip")
        #expect(stored.bytes == text.utf8.count)
        #expect(stored.size < text.utf8.count / 2)
        #expect(try await database.liftStream(owner: user.id, setId: set.id) == text)
        // The set went to a new session for today.
        let sessions = try await database.liftSessions(owner: user.id)
        #expect(sessions.count == 1 && sessions[0].session.name == "Workout" && sessions[0].sets.map(\.id) == [set.id])
        #expect(try await database.history(owner: user.id).first?.summary == "Recorded a set of Squat: 5 reps at 100 kg")

        // A second set joins today's session, after the first.
        let second = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 110, stream: simulated(load: 110, seed: 2)))
        #expect(second.sessionId == set.sessionId && second.position == 1)
        // With a history of this lift, its usual range is the user's own.
        #expect(second.liftSettings.usualRangeCm == nil)
        let third = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 120, stream: simulated(load: 120, seed: 3)))
        #expect(third.liftSettings.usualRangeCm != nil)
    }

    @Test func aStreamWithoutUsableSamplesOrTooLargeIsRefusedAndWritesNothing() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        for text in ["", "hello\nworld\n", "s:0\ns:0\ns:900\n"] {
            let error = await #expect(throws: AlmanacError.self) {
                try await database.recordLiftSet(owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, stream: text))
            }
            #expect(error?.field == "stream")
            #expect(error?.message.contains("no usable samples") == true, "\(String(describing: error))")
        }
        let huge = String(repeating: "s:100\n", count: LiftLimits.streamBytes / 6 + 1)
        await #expect(throws: AlmanacError.tooLarge(LiftLimits.tooLargeMessage)) {
            try await database.recordLiftSet(owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, stream: huge))
        }
        let outOfRange = await #expect(throws: AlmanacError.self) {
            try await database.recordLiftSet(owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: -5, stream: simulated()))
        }
        #expect(outOfRange?.field == "load")
        await #expect(throws: AlmanacError.self) {
            try await database.recordLiftSet(
                owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, rateHz: .infinity, stream: simulated()))
        }
        for table in ["lift_sessions", "lift_sets", "lift_streams"] { #expect(try await rowCount(database, table) == 0) }
        #expect(try await database.history(owner: user.id).isEmpty)
    }

    @Test func anotherUsersSessionsAndSetsAreNotFound() async throws {
        let (database, ada) = try await makeDatabaseWithUser()
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let session = try await database.addLiftSession(owner: ada.id, name: "Squat day")
        let set = try await database.recordLiftSet(
            owner: ada.id, sessionId: session.id, LiftSetInput(kind: .squat, loadKg: 100, stream: simulated()))
        await #expect(throws: AlmanacError.notFound("No set with id \(set.id).")) { try await database.liftSet(owner: bob.id, id: set.id) }
        await #expect(throws: AlmanacError.self) { try await database.liftStream(owner: bob.id, setId: set.id) }
        await #expect(throws: AlmanacError.self) { try await database.deleteLiftSet(owner: bob.id, id: set.id) }
        await #expect(throws: AlmanacError.self) { try await database.reanalyzeLiftSets(owner: bob.id, ids: [set.id]) }
        await #expect(throws: AlmanacError.self) { try await database.liftSession(owner: bob.id, id: session.id) }
        await #expect(throws: AlmanacError.self) { try await database.deleteLiftSession(owner: bob.id, id: session.id) }
        await #expect(throws: AlmanacError.self) {
            try await database.recordLiftSet(
                owner: bob.id, sessionId: session.id, LiftSetInput(kind: .squat, loadKg: 100, stream: simulated()))
        }
        await #expect(throws: AlmanacError.self) { try await database.liftSetPage(owner: bob.id, id: set.id) }
        #expect(try await database.liftSessions(owner: bob.id).isEmpty)
        #expect(try await database.liftProfilePage(owner: bob.id, kind: .squat).report.points.isEmpty)
        // Bob's reanalysis of all his sets touches none of Ada's.
        #expect(try await database.reanalyzeLiftSets(owner: bob.id).isEmpty)
        #expect(try await rowCount(database, "lift_sets") == 1)
    }

    @Test func undoTakesBackARecordedSetAndBringsBackADeletedSession() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let text = simulated()
        let set = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .bench, loadKg: 60, stream: simulated(.bench)))
        #expect(try await database.undoLastChange(owner: user.id)?.summary.hasPrefix("Recorded a set of Bench press") == true)
        for table in ["lift_sessions", "lift_sets", "lift_streams"] { #expect(try await rowCount(database, table) == 0) }
        await #expect(throws: AlmanacError.self) { try await database.liftSet(owner: user.id, id: set.id) }

        let session = try await database.addLiftSession(owner: user.id, name: "Heavy day")
        let first = try await database.recordLiftSet(
            owner: user.id, sessionId: session.id, LiftSetInput(kind: .squat, loadKg: 100, stream: text))
        _ = try await database.recordLiftSet(
            owner: user.id, sessionId: session.id, LiftSetInput(kind: .squat, loadKg: 105, stream: simulated(seed: 4)))
        let before = try await database.liftSet(owner: user.id, id: first.id)
        try await database.deleteLiftSession(owner: user.id, id: session.id)
        for table in ["lift_sessions", "lift_sets", "lift_streams"] { #expect(try await rowCount(database, table) == 0) }
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Deleted the session “Heavy day”")
        let restored = try await database.liftSession(owner: user.id, id: session.id)
        #expect(restored.sets.count == 2)
        #expect(try await database.liftStream(owner: user.id, setId: first.id) == text)
        #expect(try await database.liftSet(owner: user.id, id: first.id) == before)
    }

    @Test func reanalysisRecomputesFromTheStoredStreamAndIsUndoable() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let set = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, velocityLossTarget: 5, stream: simulated(tiltRep: 2)))
        #expect(set.result.advice.contains { $0.kind == .tilt && $0.rep == 2 })
        // An older analysis stored something else; reanalysis recomputes it with the set's settings.
        try await database.writeUnlogged { db in
            try db.execute(sql: "UPDATE lift_sets SET reps = 0, analysis = '{}', best_velocity = NULL WHERE id = ?", arguments: [set.id])
        }
        let again = try await database.reanalyzeLiftSets(owner: user.id)
        #expect(again.count == 1 && again[0].reps == 5 && again[0].bestVelocity == set.bestVelocity)
        #expect(again[0].liftSettings.velocityLossTarget == 5)
        #expect(again[0].result.advice.contains { $0.kind == .tilt && $0.rep == 2 })
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.liftSet(owner: user.id, id: set.id).reps == 0)
    }

    @Test func theProfileFitsLoadAgainstBestVelocityAndEstimatesA1RM() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        for (index, load) in [60.0, 100, 140].enumerated() {
            _ = try await database.recordLiftSet(
                owner: user.id, sessionId: nil,
                LiftSetInput(kind: .squat, loadKg: load, stream: simulated(reps: 3, load: load, seed: UInt64(10 + index))))
        }
        _ = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .bench, loadKg: 60, stream: simulated(.bench)))
        let page = try await database.liftProfilePage(owner: user.id, kind: .squat)
        #expect(page.report.points.count == 3)
        #expect(page.setsByKind == [.squat: 3, .bench: 1])
        let fit = try #require(page.report.profile)
        #expect(fit.slope < 0)
        #expect(fit.rSquared > 0.9)
        // The simulator's squat 1RM is about 180 kg; the estimate lands near it.
        let oneRepMax = try #require(fit.estimatedOneRepMax)
        #expect(oneRepMax > 140 && oneRepMax < 240, "\(oneRepMax)")
        #expect(page.report.weeks.count == 1)
        await #expect(throws: AlmanacError.self) { try await database.liftProfilePage(owner: user.id, kind: .squat, minimumVelocity: 5) }
    }

    @Test func templatesAreNamedFromTheirNumbersAndRefuseImpossibleOnes() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let template = try await database.addLiftTemplate(owner: user.id, name: " ", kind: .squat, loadKg: 100, goalReps: 5, sets: 5)
        #expect(template.name == "Squat 5×5 @ 100 kg")
        _ = try await database.addLiftTemplate(owner: user.id, name: "Bench day", kind: .bench, loadKg: 60, goalReps: 8, sets: 3)
        #expect(try await database.liftTemplates(owner: user.id).map(\.name) == ["Squat 5×5 @ 100 kg", "Bench day"])
        await #expect(throws: AlmanacError.self) {
            try await database.addLiftTemplate(owner: user.id, name: nil, kind: .squat, loadKg: 100, goalReps: 0, sets: 1)
        }
        await #expect(throws: AlmanacError.self) {
            try await database.addLiftTemplate(owner: user.id, name: nil, kind: .squat, loadKg: 2000, goalReps: 5, sets: 1)
        }
        try await database.deleteLiftTemplate(owner: user.id, id: template.id)
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.liftTemplates(owner: user.id).count == 2)
    }

    @Test func templatesAreEditedAndMovedUpAndDownUndoably() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let squat = try await database.addLiftTemplate(owner: user.id, name: nil, kind: .squat, loadKg: 100, goalReps: 5, sets: 5)
        let bench = try await database.addLiftTemplate(owner: user.id, name: "Bench day", kind: .bench, loadKg: 60, goalReps: 8, sets: 3)
        let press = try await database.addLiftTemplate(owner: user.id, name: nil, kind: .press, loadKg: 40, goalReps: 5, sets: 3)
        func names() async throws -> [String] { try await database.liftTemplates(owner: user.id).map(\.name) }

        // A blank name is made from the new numbers; a typed one is kept.
        let changed = try await database.updateLiftTemplate(
            owner: user.id, id: squat.id, name: "", kind: .squat, loadKg: 110, goalReps: 3, sets: 4)
        #expect(changed.name == "Squat 4×3 @ 110 kg" && changed.loadKg == 110 && changed.goalReps == 3 && changed.sets == 4)
        let renamed = try await database.updateLiftTemplate(
            owner: user.id, id: bench.id, name: "Paused bench", kind: nil, loadKg: 65, goalReps: nil, sets: nil)
        #expect(renamed.name == "Paused bench" && renamed.kind == .bench && renamed.loadKg == 65 && renamed.goalReps == 8)
        await #expect(throws: AlmanacError.self) {
            try await database.updateLiftTemplate(
                owner: user.id, id: bench.id, name: nil, kind: nil, loadKg: 5000, goalReps: nil, sets: nil)
        }
        await #expect(throws: AlmanacError.self) {
            try await database.updateLiftTemplate(owner: user.id, id: bench.id, name: nil, kind: nil, loadKg: nil, goalReps: nil, sets: 0)
        }
        try await database.undoLastChange(owner: user.id)
        #expect(try await names() == ["Squat 4×3 @ 110 kg", "Bench day", "Overhead press 3×5 @ 40 kg"])

        // Up and down swap neighbours; the first stays first, the last stays last.
        try await database.moveLiftTemplate(owner: user.id, id: press.id, up: true)
        #expect(try await names() == ["Squat 4×3 @ 110 kg", "Overhead press 3×5 @ 40 kg", "Bench day"])
        try await database.moveLiftTemplate(owner: user.id, id: squat.id, up: false)
        #expect(try await names() == ["Overhead press 3×5 @ 40 kg", "Squat 4×3 @ 110 kg", "Bench day"])
        try await database.moveLiftTemplate(owner: user.id, id: press.id, up: true)
        try await database.moveLiftTemplate(owner: user.id, id: bench.id, up: false)
        #expect(try await names() == ["Overhead press 3×5 @ 40 kg", "Squat 4×3 @ 110 kg", "Bench day"])
        try await database.undoLastChange(owner: user.id)
        #expect(try await names() == ["Squat 4×3 @ 110 kg", "Overhead press 3×5 @ 40 kg", "Bench day"])

        // Another user's template is not found.
        let other = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        await #expect(throws: AlmanacError.self) { try await database.moveLiftTemplate(owner: other.id, id: squat.id, up: true) }
        await #expect(throws: AlmanacError.self) {
            try await database.updateLiftTemplate(
                owner: other.id, id: squat.id, name: "x", kind: nil, loadKg: nil, goalReps: nil, sets: nil)
        }
    }

    @Test func aLiftsDefaultSettingsAreUsedByTheAnalysisUnlessTheSetSaysOtherwise() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        // Built-in until changed.
        let standard = try await database.liftDefaults(owner: user.id, kind: .squat)
        #expect(!standard.isStored && standard.rateHz == 20 && standard.minimumVelocity == 0.30 && standard.velocityLossTarget == 20)
        #expect(try await database.liftDefaults(owner: user.id).map(\.kind) == LiftKind.allCases)

        // A tilted rep is advice at the built-in 5° limit, and not past the user's 15°.
        let tilted = simulated(tiltRep: 3)
        let before = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, stream: tilted))
        #expect(before.result.advice.contains { $0.kind == .tilt && $0.rep == 3 })
        try await database.setLiftDefaults(
            owner: user.id, kind: .squat,
            LiftDefaultsChange(rateHz: 40, tiltLimitDegrees: 15, velocityLossTarget: 35, targetZone: .some(.acceleratingStrength)))
        // A 40 Hz stream without timestamps is read at the lift's 40 Hz.
        let fast = LiftSimulator.run(.init(kind: .squat, reps: 4, loadKg: 100, rateHz: 40, tiltRep: 2, seed: 4)).text
        let after = try await database.recordLiftSet(owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, stream: fast))
        #expect(after.rateHz == 40 && after.reps == 4)
        #expect(!after.result.advice.contains { $0.kind == .tilt })
        #expect(after.liftSettings.tiltLimitDegrees == 15 && after.liftSettings.velocityLossTarget == 35)
        #expect(after.liftSettings.targetZone == .acceleratingStrength)
        // What the set says wins over the defaults.
        let told = try await database.recordLiftSet(
            owner: user.id, sessionId: nil,
            LiftSetInput(kind: .squat, loadKg: 100, rateHz: 20, velocityLossTarget: 10, stream: simulated(seed: 5)))
        #expect(told.rateHz == 20 && told.liftSettings.velocityLossTarget == 10 && told.liftSettings.tiltLimitDegrees == 15)
        // Other lifts keep theirs.
        #expect(!(try await database.liftDefaults(owner: user.id, kind: .bench)).isStored)
        // A minimum range longer than the squat's counts no reps.
        try await database.setLiftDefaults(owner: user.id, kind: .squat, LiftDefaultsChange(minimumRangeCm: 100))
        let none = try await database.recordLiftSet(
            owner: user.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, stream: simulated()))
        #expect(none.reps == 0)
        // The profile's 1RM velocity is the user's.
        try await database.setLiftDefaults(owner: user.id, kind: .squat, LiftDefaultsChange(minimumVelocity: 0.35))
        #expect(try await database.liftProfilePage(owner: user.id, kind: .squat).report.minimumVelocity == 0.35)

        // Numbers out of range are refused and change nothing; the zone can be cleared; undoable.
        for change in [
            LiftDefaultsChange(rateHz: 0), LiftDefaultsChange(minimumRangeCm: .nan), LiftDefaultsChange(tiltLimitDegrees: 90),
            LiftDefaultsChange(velocityLossTarget: 0), LiftDefaultsChange(minimumVelocity: 3),
        ] {
            await #expect(throws: AlmanacError.self) { try await database.setLiftDefaults(owner: user.id, kind: .squat, change) }
        }
        let cleared = try await database.setLiftDefaults(owner: user.id, kind: .squat, LiftDefaultsChange(targetZone: .some(nil)))
        #expect(cleared.targetZone == nil && cleared.minimumVelocity == 0.35 && cleared.rateHz == 40)
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.liftDefaults(owner: user.id, kind: .squat).targetZone == .acceleratingStrength)
        #expect(try await rowCount(database, "lift_defaults") == 1)
    }

    @Test func anExportCarriesLiftsIntoAnotherAccount() async throws {
        let (database, ada) = try await makeDatabaseWithUser()
        let text = simulated()
        let set = try await database.recordLiftSet(owner: ada.id, sessionId: nil, LiftSetInput(kind: .squat, loadKg: 100, stream: text))
        _ = try await database.addLiftTemplate(owner: ada.id, name: nil, kind: .squat, loadKg: 100, goalReps: 5, sets: 5)
        try await database.setLiftDefaults(owner: ada.id, kind: .bench, LiftDefaultsChange(minimumVelocity: 0.2))
        let export = try await database.exportAccount(owner: ada.id)
        #expect(export.tables["lift_streams"]?.count == 1)
        let data = try JSONEncoder.almanac.encode(export)
        let other = try await makeDatabase()
        let bob = try await other.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        try await other.importAccount(owner: bob.id, try JSONDecoder().decode(AccountExport.self, from: data))
        let imported = try await other.liftSessions(owner: bob.id)
        #expect(imported.count == 1 && imported[0].sets.count == 1)
        #expect(imported[0].sets[0].reps == set.reps && imported[0].sets[0].analysis == set.analysis)
        #expect(try await other.liftStream(owner: bob.id, setId: imported[0].sets[0].id) == text)
        #expect(try await other.liftTemplates(owner: bob.id).count == 1)
        #expect(try await other.liftDefaults(owner: bob.id, kind: .bench).minimumVelocity == 0.2)
    }
}
