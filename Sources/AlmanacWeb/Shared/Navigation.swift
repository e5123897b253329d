/// The modules in the navigation, in order. A module that is not built yet gets a page that
/// says so plainly; when a module lands it sets `isBuilt` and registers its own routes.
struct ModuleLink: Sendable {
    var name: String
    var route: Route
    var summary: String
    var isBuilt: Bool
    /// One of the few in the phone's bottom bar; every other module is under "More".
    var inPhoneBar = false

    /// Whether `path` is this module's page or one below it.
    func isCurrent(_ path: String) -> Bool { path == route.pattern || path.hasPrefix(route.pattern + "/") }
}

enum Modules {
    static let all: [ModuleLink] = [
        .init(
            name: "Today", route: TodayRoutes.today, summary: "Your day: the standup, today's to-dos, intentions and presence.",
            isBuilt: true, inPhoneBar: true
        ),
        .init(
            name: "Week", route: WeekRoutes.week, summary: "Plan the week by areas of focus, with capacity, goals and a retrospective.",
            isBuilt: true, inPhoneBar: true),
        .init(name: "Plan", route: PlanRoutes.today, summary: "The day in timeboxes, each tied to a goal or an area.", isBuilt: true),
        .init(
            name: "Focus", route: FocusRoutes.focus, summary: "The intention log: set an intention, focus on it, rate it and review it.",
            isBuilt: true, inPhoneBar: true),
        .init(
            name: "Tasks", route: TasksRoutes.home, summary: "Lists and to-dos that stay in the order you put them.", isBuilt: true,
            inPhoneBar: true),
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
        .init(name: "Calendars", route: CalendarsRoutes.page, summary: "Meetings from the calendars you already have.", isBuilt: true),
        .init(
            name: "Runbooks", route: RunbooksRoutes.list, summary: "Steps written ahead for hard moments, your contacts, and how you felt.",
            isBuilt: true),
    ]

    /// Where a signed-in user lands: Today.
    static var landing: ModuleLink { all[0] }

    /// The phone's bottom bar: the main four, in the order of `all`; "More" lists every module.
    static var phoneBar: [ModuleLink] { all.filter(\.inPhoneBar) }
}
