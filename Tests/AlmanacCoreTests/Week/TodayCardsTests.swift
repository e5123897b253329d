import AlmanacCore
import Testing

@Suite struct TodayCardsTests {
    @Test func theStandardOrderLeadsWithTheTodosAndHoldsEveryCardOnce() {
        #expect(TodayCard.standardOrder.first == .todos)
        #expect(Set(TodayCard.standardOrder) == Set(TodayCard.allCases))
        #expect(TodayCard.standardOrder.count == TodayCard.allCases.count)
    }

    @Test func aChosenOrderComesFirstAndTheCardsNotNamedFollowInTheirStandardOrder() throws {
        #expect(try TodayCard.order(["goals", "focus"]) == [.goals, .focus, .todos, .habits, .standup, .onThisDay, .modules])
        #expect(try TodayCard.order([]) == TodayCard.standardOrder)
    }

    @Test func anUnknownOrRepeatedCardIsRefusedNamingTheField() {
        #expect(throws: AlmanacError.self) { try TodayCard.order(["todos", "weather"]) }
        do {
            _ = try TodayCard.order(["todos", "focus", "todos"])
            Issue.record("a card chosen twice was accepted")
        } catch {
            #expect(error.field == "todayCards")
            #expect(error.message.contains("twice"))
        }
    }

    @Test func aStoredOrderIsReadLeniently() {
        #expect(TodayCard.stored(["modules", "nonsense", "modules"]) == [.modules, .todos, .focus, .habits, .standup, .goals, .onThisDay])
    }
}
