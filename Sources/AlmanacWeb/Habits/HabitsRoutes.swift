import AlmanacCore

/// Every path of Habits: the pages and forms, and (in `API`) the JSON operations under /api/v1.
enum HabitsRoutes {
    static let list = Route("/habits")
    static let new = Route("/habits/new")
    static let habit = Route("/habits/{id}")
    static let edit = Route("/habits/{id}/edit")
    static let delete = Route("/habits/{id}/delete")
    static let checkIn = Route("/habits/{id}/check-in")
    static let uncheck = Route("/habits/{id}/uncheck")
    static let restDays = Route("/habits/{id}/rest-days")
    static let deleteRestDay = Route("/habits/{id}/rest-days/{day}/delete")
    static let move = Route("/habits/{id}/move")

    /// A habit's page at one of its sections (`#history`, `#rest`).
    static func habit(_ id: String, at section: String) -> Href { habit.href(id).fragment(section) }

    /// Relative to /api/v1.
    enum API {
        static let habits = Route("/habits")
        static let habit = Route("/habits/{id}")
        static let checkIns = Route("/habits/{id}/check-ins")
        static let checkIn = Route("/habits/{id}/check-ins/{day}")
        static let restDays = Route("/habits/{id}/rest-days")
        static let restDay = Route("/habits/{id}/rest-days/{day}")
        static let move = Route("/habits/{id}/move")
    }
}
