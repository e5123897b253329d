/// The modules in the navigation, in order. A module that is not built yet gets a page that
/// says so plainly; when a module lands it sets `isBuilt` and registers its own routes.
struct ModuleLink: Sendable {
    var name: String
    var path: String
    var summary: String
    var isBuilt: Bool
}

enum Modules {
    static let all: [ModuleLink] = [
        .init(name: "Today", path: "/today", summary: "Your day: the standup, today's to-dos, intentions and presence.", isBuilt: true),
        .init(
            name: "Week", path: "/week", summary: "Plan the week by areas of focus, with capacity, goals and a retrospective.",
            isBuilt: true),
        .init(
            name: "Focus", path: "/focus", summary: "The intention log: set an intention, focus on it, rate it and review it.",
            isBuilt: true),
        .init(name: "Tasks", path: "/tasks", summary: "Lists and to-dos that stay in the order you put them.", isBuilt: true),
        .init(name: "Timelines", path: "/timelines", summary: "The events of a life on timelines, with readable durations.", isBuilt: true),
        .init(name: "Food", path: "/food", summary: "A food log on USDA data and an honest energy ledger.", isBuilt: true),
        .init(name: "Lifts", path: "/lifts", summary: "Barbell sensor sessions turned into reps, velocity and advice.", isBuilt: false),
        .init(name: "Prices", path: "/prices", summary: "Which one is actually cheaper: price per unit at the shelf.", isBuilt: true),
        .init(name: "Journal", path: "/journal", summary: "Journal entries, habits and streaks, and “on this day”.", isBuilt: false),
    ]
}
