import Foundation
import Testing

@testable import AlmanacCore

@Suite struct WeeklyGoalTests {
    @Test func goalStatusIsValidated() throws {
        #expect(try GoalStatus.make(state: "partial", percent: 40) == .partial(percent: 40))
        #expect(try GoalStatus.make(state: "done", percent: nil).completion == 1)
        for percent in [nil, 0, 100] as [Int?] {
            let error = #expect(throws: AlmanacError.self) { try GoalStatus.make(state: "partial", percent: percent) }
            #expect(error?.field == "percent")
        }
        #expect(throws: AlmanacError.self) { try GoalStatus.make(state: "finished", percent: nil) }
    }

    @Test func goalStatusCodesAsStateAndPercent() throws {
        let json = String(decoding: try JSONEncoder().encode(GoalStatus.partial(percent: 40)), as: UTF8.self)
        #expect(json.contains("\"state\":\"partial\"") && json.contains("\"percent\":40"))
        #expect(try JSONDecoder().decode(GoalStatus.self, from: Data(#"{"state":"open"}"#.utf8)) == .open)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GoalStatus.self, from: Data(#"{"state":"partial","percent":120}"#.utf8))
        }
    }

    @Test func goalsNeedATitleAnAreaAndASaneEstimate() {
        #expect(throws: AlmanacError.self) { try WeeklyGoal(id: "g", title: " ", areaId: "a", estimateHours: 1) }
        #expect(throws: AlmanacError.self) { try WeeklyGoal(id: "g", title: "Run", areaId: "", estimateHours: 1) }
        #expect(throws: AlmanacError.self) { try WeeklyGoal(id: "g", title: "Run", areaId: "a", estimateHours: -1) }
        #expect(throws: AlmanacError.self) { try WeeklyGoal(id: "g", title: "Run", areaId: "a", estimateHours: 169) }
    }

    @Test func progressPerAreaIsWeightedByEstimate() throws {
        let goals = [
            try WeeklyGoal(id: "1", title: "Report", areaId: "career", estimateHours: 6, status: .done),
            try WeeklyGoal(id: "2", title: "Talk", areaId: "career", estimateHours: 4, status: .partial(percent: 50)),
            try WeeklyGoal(id: "3", title: "Call mum", areaId: "family", estimateHours: 0, status: .done),
            try WeeklyGoal(id: "4", title: "Cards", areaId: "family", estimateHours: 0),
            try WeeklyGoal(id: "5", title: "Slides", areaId: "career", estimateHours: 10),
        ]
        let progress = progressByArea(goals)
        #expect(progress.map(\.areaId) == ["career", "family"])
        #expect(progress[0] == AreaProgress(areaId: "career", goalCount: 3, doneCount: 1, completion: 0.4))
        #expect(progress[1].completion == 0.5)
    }
}

@Suite struct GoalTodoProgressTests {
    @Test func canceledTodosAreLeftOutOfDoneOfAll() {
        let progress = GoalTodoProgress(completed: [true, false, nil, true])
        #expect(progress == GoalTodoProgress(done: 2, total: 3))
        #expect(progress.text == "2 of 3 to-dos done")
        #expect(GoalTodoProgress(completed: [false]).text == "0 of 1 to-do done")
    }
}
