import Foundation
import Testing

@testable import AlmanacCore

@Suite struct TaskViewTests {
    static let today = LocalDay("2026-11-18")!
    static let yesterday = today.adding(days: -1)
    static let tomorrow = today.adding(days: 1)

    struct Case: Sendable, CustomTestStringConvertible {
        var inList: Bool
        var when: TaskWhen?
        var deadline: LocalDay?
        var status: TaskStatus = .open
        var view: TaskView
        var testDescription: String {
            "list:\(inList) when:\(when?.description ?? "-") deadline:\(deadline?.description ?? "-") \(status) → \(view)"
        }
    }

    @Test(arguments: [
        Case(inList: false, when: nil, deadline: nil, view: .inbox),
        Case(inList: true, when: nil, deadline: nil, view: .anytime),
        Case(inList: true, when: .day(today), deadline: nil, view: .today),
        Case(inList: false, when: .day(today), deadline: nil, view: .today),  // a start date leaves the Inbox
        Case(inList: true, when: .evening(today), deadline: nil, view: .today),
        Case(inList: true, when: .day(yesterday), deadline: nil, view: .today),  // missed starts roll forward
        Case(inList: true, when: .day(tomorrow), deadline: nil, view: .upcoming),
        Case(inList: false, when: .evening(tomorrow), deadline: nil, view: .upcoming),
        Case(inList: true, when: .someday, deadline: nil, view: .someday),
        Case(inList: false, when: .someday, deadline: nil, view: .someday),
        Case(inList: true, when: .day(tomorrow), deadline: today, view: .today),  // due today beats a later start
        Case(inList: true, when: .someday, deadline: yesterday, view: .today),  // overdue
        Case(inList: false, when: nil, deadline: tomorrow, view: .inbox),  // a future deadline alone does not move it
        Case(inList: true, when: nil, deadline: tomorrow, view: .anytime),
        Case(inList: true, when: .day(today), deadline: nil, status: .completed, view: .logbook),
        Case(inList: false, when: nil, deadline: yesterday, status: .canceled, view: .logbook),
    ])
    func homeView(_ example: Case) {
        #expect(
            TaskView.home(inList: example.inList, when: example.when, deadline: example.deadline, status: example.status, on: Self.today)
                == example.view)
    }

    @Test func todaySections() {
        #expect(TodaySection.of(when: .evening(Self.today), on: Self.today) == .evening)
        #expect(TodaySection.of(when: .evening(Self.yesterday), on: Self.today) == .evening)
        #expect(TodaySection.of(when: .day(Self.today), on: Self.today) == .main)
        #expect(TodaySection.of(when: nil, on: Self.today) == .main)  // shown for its deadline
    }

    @Test func whenTextAndColumnsRoundTrip() throws {
        let values: [TaskWhen] = [.day(Self.today), .evening(Self.today), .someday]
        #expect(values.map(\.description) == ["2026-11-18", "2026-11-18 evening", "someday"])
        #expect(values.map { TaskWhen($0.description) } == values)
        #expect(TaskWhen("tomorrow") == nil)
        #expect(TaskWhen("2026-02-30") == nil)
        let json = try JSONEncoder().encode(values)
        #expect(try JSONDecoder().decode([TaskWhen].self, from: json) == values)
        #expect(TaskWhen(startDay: Self.today, evening: true, someday: false) == .evening(Self.today))
        #expect(TaskWhen(startDay: nil, evening: false, someday: true) == .someday)
        #expect(TaskWhen(startDay: nil, evening: false, someday: false) == nil)
        #expect(TaskWhen.evening(Self.today).moved(to: Self.tomorrow) == .evening(Self.tomorrow))
    }
}
