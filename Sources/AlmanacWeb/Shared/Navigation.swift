/// The modules in the navigation, in order. A module that is not built yet gets a page that
/// says so plainly; when a module lands it sets `isBuilt` and registers its own routes.
struct ModuleLink: Sendable {
    var name: String
    var route: Route
    var summary: String
    var isBuilt: Bool
}

enum Modules {
    static let all: [ModuleLink] = [
        .init(
            name: "Today", route: TodayRoutes.today, summary: "Your day: the standup, today's to-dos, intentions and presence.",
            isBuilt: true
        ),
        .init(
            name: "Week", route: WeekRoutes.week, summary: "Plan the week by areas of focus, with capacity, goals and a retrospective.",
            isBuilt: true),
        .init(
            name: "Focus", route: FocusRoutes.focus, summary: "The intention log: set an intention, focus on it, rate it and review it.",
            isBuilt: true),
        .init(name: "Tasks", route: TasksRoutes.home, summary: "Lists and to-dos that stay in the order you put them.", isBuilt: true),
        .init(
            name: "Timelines", route: TimelinesRoutes.list, summary: "The events of a life on timelines, with readable durations.",
            isBuilt: true),
        .init(name: "Food", route: FoodRoutes.day, summary: "A food log on USDA data and an honest energy ledger.", isBuilt: true),
        .init(
            name: "Lifts", route: LiftsRoutes.home, summary: "Barbell sensor sessions turned into reps, velocity and advice.", isBuilt: true
        ),
        .init(
            name: "Prices", route: PricesRoutes.calculator, summary: "Which one is actually cheaper: price per unit at the shelf.",
            isBuilt: true),
        .init(
            name: "Journal", route: JournalRoutes.timeline, summary: "Journal entries, templates and “on this day”.", isBuilt: true),
        .init(
            name: "Habits", route: HabitsRoutes.list, summary: "Habits with streaks that forgive, freezes, rest days and strength.",
            isBuilt: true),
        .init(
            name: "Runbooks", route: RunbooksRoutes.list, summary: "Steps written ahead for hard moments, your contacts, and how you felt.",
            isBuilt: true),
    ]

    /// Where a signed-in user lands: Today.
    static var landing: ModuleLink { all[0] }
}
