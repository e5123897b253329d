import AlmanacCore
import Foundation
import Testing

@Suite struct LiftInputTests {
    @Test func aStreamWithoutSonarReadingsSaysWhyItCannotBeAnalysed() throws {
        func reason(_ text: String) -> String? {
            do {
                _ = try LiftStream.parse(text).requireUsable()
                return nil
            } catch {
                #expect(error.field == "stream")
                return error.message
            }
        }
        #expect(reason("")?.contains("it is empty") == true)
        #expect(reason("hello\nworld\na:1:2\n")?.contains("none of its 2 lines is a sonar reading") == true)
        #expect(reason("s:0\ns:500\ns:0\n")?.contains("3 of its 3 sonar readings are dropouts") == true)
        #expect(reason("s:100\ns:101\n") == nil)
    }

    @Test func liftsUnitsAndZonesAreReadByNameOrRefusedWithTheirField() throws {
        #expect(try LiftKind.parse("Bench press") == .bench)
        #expect(try LiftKind.parse(" DEADLIFT ") == .deadlift)
        #expect(try LiftKind.parse(nil) == .squat)
        #expect(throws: AlmanacError.self) { try LiftKind.parse("curl") }
        #expect(try LengthUnit.parse("mm") == .millimetres)
        #expect(throws: AlmanacError.self) { try LengthUnit.parse("ft") }
        #expect(try VelocityZone.parse("") == nil)
        #expect(try VelocityZone.parse("speedStrength") == .speedStrength)
        #expect(throws: AlmanacError.self) { try Quantity.liftRate.check(0, field: "rate") }
        #expect(throws: AlmanacError.self) { try Quantity.liftLoad.check(.nan, field: "load") }
    }

    @Test func theProfileFitsAllSetsAndEstimatesA1RMWeekByWeek() throws {
        // Velocity falls 0.005 m/s per kg from 1.1 m/s: at the squat's 0.30 m/s, 160 kg.
        func point(_ day: String, _ load: Double) -> LiftProfilePoint {
            LiftProfilePoint(setId: "\(day)-\(load)", day: LocalDay(day)!, loadKg: load, velocity: 1.1 - 0.005 * load)
        }
        let report = LiftProfileReport(
            kind: .squat,
            points: [point("2026-11-02", 60), point("2026-11-03", 100), point("2026-11-10", 140), point("2026-11-12", 0)])
        let fit = try #require(report.profile)
        #expect(abs(fit.slope + 0.005) < 1e-9)
        #expect(abs((fit.estimatedOneRepMax ?? 0) - 160) < 1e-6)
        #expect(abs(fit.rSquared - 1) < 1e-9)
        // Both weeks start on Monday; each is fitted over the four weeks up to its end.
        #expect(report.weeks.map(\.start.description) == ["2026-11-02", "2026-11-09"])
        #expect(report.weeks.map(\.points) == [2, 3])
        // With one load, no fit.
        #expect(LiftProfileReport(kind: .bench, points: [point("2026-11-02", 60)]).profile == nil)
    }
}
