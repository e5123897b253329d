import Foundation
import Testing

@testable import AlmanacCore

@Suite struct LiftFiguresTests {
    func rep(_ number: Int, _ meanVelocity: Double) -> RepMetrics {
        RepMetrics(
            number: number, startMs: Double(number) * 3000, endMs: Double(number) * 3000 + 800, romCm: 60, meanVelocity: meanVelocity,
            peakVelocity: meanVelocity * 1.6, meanPropulsiveVelocity: meanVelocity, timeToPeakVelocityS: 0.3, stickingPoint: nil,
            peakAcceleration: 5, maxPitchDeg: 0, maxRollDeg: 0, rollAtMaxDeg: 0, pitchAtMaxDeg: 0,
            tempo: .init(eccentricS: nil, pauseS: nil, concentricS: 0.8), bottomTimeShare: 0.25)
    }

    func loss(_ velocities: [Double]) -> Double? {
        LiftAnalyzer.setMetrics(velocities.enumerated().map { rep($0.offset + 1, $0.element) }, settings: LiftSettings(kind: .squat))
            .velocityLossPercent
    }

    @Test func velocityLossIsMeasuredFromTheFastestRep() throws {
        // Rep 2 is the fastest (a first rep often is slower, the lifter still finding the groove):
        // rep 1 against the slowest said 0 %, the set lost 20 % from its fastest rep.
        #expect(abs(try #require(loss([0.50, 0.625, 0.55, 0.50])) - 20) < 1e-9)
        // Fastest first: the same as before.
        #expect(abs(try #require(loss([0.80, 0.70, 0.60])) - 25) < 1e-9)
        // A rep slower than the rest before the fastest one is not a loss: only reps from the fastest on count.
        #expect(abs(try #require(loss([0.40, 0.80, 0.72])) - 10) < 1e-9)
        // The fastest rep last: nothing lost yet.
        #expect(try #require(loss([0.5, 0.6, 0.7])) == 0)
        #expect(loss([]) == nil)
    }

    @Test func theAdviceToStopNamesTheFastestRep() {
        let reps = [rep(1, 0.5), rep(2, 0.7), rep(3, 0.5)]
        let set = LiftAnalyzer.setMetrics(reps, settings: LiftSettings(kind: .squat))
        let advice = LiftAdvisor.advice(reps: reps, set: set, settings: LiftSettings(kind: .squat))
        let stop = advice.first { $0.kind == .velocityLoss }
        #expect(stop?.message.contains("29 % from the fastest rep") == true)
    }

    func point(_ day: String, _ load: Double) -> LiftProfilePoint {
        LiftProfilePoint(setId: "\(day)-\(load)", day: LocalDay(day)!, loadKg: load, velocity: 1.1 - 0.005 * load)
    }

    @Test func aOneRepMaxFromFewSetsOrDaysSaysHowThinTheDataIs() throws {
        // Three sets on one day: r² is 1.00 and the page says it is a rough estimate.
        let oneDay = LiftProfileReport(kind: .squat, points: [point("2026-11-02", 60), point("2026-11-02", 100), point("2026-11-02", 140)])
        #expect(abs((oneDay.profile?.rSquared ?? 0) - 1) < 1e-9)
        #expect(oneDay.days == 1)
        let note = try #require(oneDay.thinDataNote)
        #expect(note.hasPrefix("From 3 sets on 1 day — a rough estimate"))
        // Six sets on two days: still thin (days).
        let twoDays = LiftProfileReport(
            kind: .squat,
            points: [60, 80, 100, 120, 140, 150].enumerated().map { point($0.offset < 3 ? "2026-11-02" : "2026-11-05", $0.element) })
        #expect(twoDays.thinDataNote?.hasPrefix("From 6 sets on 2 days") == true)
        // Six sets on three days: firm enough, no note.
        let firm = LiftProfileReport(
            kind: .squat,
            points: [60, 80, 100, 120, 140, 150].enumerated().map {
                point(["2026-11-02", "2026-11-05", "2026-11-09"][$0.offset % 3], $0.element)
            })
        #expect(firm.days == 3)
        #expect(firm.thinDataNote == nil)
        // No fit, no note.
        #expect(LiftProfileReport(kind: .squat, points: [point("2026-11-02", 60)]).thinDataNote == nil)
    }
}
