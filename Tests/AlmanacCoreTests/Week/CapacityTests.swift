import Foundation
import Testing

@testable import AlmanacCore

@Suite struct CapacityTests {
    let week = SprintPeriod(start: LocalDay(year: 2026, month: 11, day: 16), length: .oneWeek)

    @Test func capacityIsTheSumOfTheSprintsDays() throws {
        let capacity = try WeeklyCapacity.uniform(hoursPerDay: 6)
        #expect(capacity.totalHours(for: week) == 30)
        #expect(capacity.totalHours(for: SprintPeriod(start: week.start, length: .twoWeeks)) == 60)
        let perDay = try WeeklyCapacity(hoursByWeekday: [0, 8, 8, 4, 8, 2, 3])
        #expect(perDay.totalHours(for: week) == 33)
        #expect(perDay.hours(on: week.start) == 8)
    }

    @Test(arguments: [[Double](repeating: 1, count: 6), [25, 0, 0, 0, 0, 0, 0], [-1, 0, 0, 0, 0, 0, 0], [.nan, 0, 0, 0, 0, 0, 0]])
    func refusesImpossibleCapacity(hours: [Double]) {
        let error = #expect(throws: AlmanacError.self) { try WeeklyCapacity(hoursByWeekday: hours) }
        #expect(error?.field == "capacity")
    }

    @Test func warnsWhenTheEstimatesExceedTheCapacity() throws {
        let goals = [
            try WeeklyGoal(id: "a", title: "Report", areaId: "career", estimateHours: 20),
            try WeeklyGoal(id: "b", title: "Talk", areaId: "career", estimateHours: 12.5),
        ]
        let over = PlanLoad(goals: goals, capacityHours: 30)
        #expect(over.isOverCapacity)
        #expect(over.freeHours == -2.5)
        #expect(over.warning == "The goals are estimated at 32.5 h but only 30 h are available: 2.5 h over capacity.")
        let exact = PlanLoad(goals: goals, capacityHours: 32.5)
        #expect(!exact.isOverCapacity)
        #expect(exact.warning == nil)
    }

    @Test(arguments: [
        // capacity, estimated, actual → suggested, basis
        (30.0, 30.0, 24.0, 24.0, CapacitySuggestion.Basis.ratio),  // 0.8 of the plan's hours: plan 0.8 of the capacity
        (30.0, 30.0, 30.0, 30.0, .ratio),
        (30.0, 30.0, 33.0, 33.0, .ratio),  // worked more than estimated: a little more room
        (30.0, 30.0, 60.0, 37.5, .ratio),  // clamped at 1.25
        (30.0, 30.0, 6.0, 15.0, .ratio),  // clamped at 0.5
        (30.0, 30.0, 0.0, 15.0, .ratio),  // nothing done: halve, never zero
        (30.0, 40.0, 31.0, 23.5, .ratio),  // 23.25 rounds to half hours
        (30.0, 0.0, 10.0, 30.0, .noEstimates),  // no estimates: keep the capacity
        (0.0, 20.0, 12.0, 12.0, .noCapacity),  // no capacity set: what was actually worked
    ])
    func suggestsNextWeeksCapacity(capacity: Double, estimated: Double, actual: Double, suggested: Double, basis: CapacitySuggestion.Basis)
    {
        let suggestion = CapacitySuggestion(capacityHours: capacity, estimatedHours: estimated, actualHours: actual)
        #expect(suggestion.suggestedHours == suggested)
        #expect(suggestion.basis == basis)
    }

    @Test func theFactorScalesPerDayCapacity() {
        let suggestion = CapacitySuggestion(capacityHours: 30, estimatedHours: 20, actualHours: 100)
        #expect(suggestion.ratio == 5)
        #expect(suggestion.factor == 1.25)
        #expect(CapacitySuggestion(capacityHours: 30, estimatedHours: 0, actualHours: 1).factor == 1)
    }
}
