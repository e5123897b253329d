/// Every path of Focus (the timer, the intention's after page, history and edit): registered
/// from here, and every link, form action and redirect to them built from here.
enum FocusRoutes {
    static let focus = Route("/focus")
    static let start = Route("/focus/start")
    static let history = Route("/focus/history")
    static let after = Route("/focus/{id}/after")
    static let end = Route("/focus/{id}/end")
    static let extend = Route("/focus/{id}/extend")
    static let abandon = Route("/focus/{id}/abandon")
    static let distraction = Route("/focus/{id}/distraction")
    static let edit = Route("/focus/{id}/edit")
    static let delete = Route("/focus/{id}/delete")
    /// "Focus on this": starts an intention for the to-do `{id}`.
    static let task = Route("/focus/task/{id}")
    /// Meditation or breathing practice: the timer with bells, and the form that logs a session.
    static let practice = Route("/focus/practice")

    /// Relative to /api/v1.
    enum API {
        static let current = Route("/focus/current")
        static let reminders = Route("/focus/reminders")
        static let intentions = Route("/intentions")
        static let intention = Route("/intentions/{id}")
        static let extend = Route("/intentions/{id}/extend")
        static let end = Route("/intentions/{id}/end")
        static let abandon = Route("/intentions/{id}/abandon")
        static let tags = Route("/intentions/{id}/tags")
        static let rate = Route("/intentions/{id}/rate")
        static let review = Route("/intentions/{id}/review")
        static let distractions = Route("/intentions/{id}/distractions")
        static let tagList = Route("/tags")
        static let presence = Route("/presence")
        static let insights = Route("/insights")
        static let practice = Route("/practice-sessions")
        static func url(_ href: Href) -> String { "/api/v1" + href.description }
    }
}
