import AlmanacCore

/// Every path of Plan (the day's timeboxes): the pages and forms, and (in `API`) the JSON
/// operations under /api/v1.
enum PlanRoutes {
    static let today = Route("/plan")
    static let day = Route("/plan/{day}")
    static let addBlock = Route("/plan/{day}/add")
    static let block = Route("/plan/blocks/{id}")
    static let deleteBlock = Route("/plan/blocks/{id}/delete")
    static let startBlock = Route("/plan/blocks/{id}/start")
    static let disposeBlock = Route("/plan/blocks/{id}/disposition")
    /// The morning's planning step and the evening's shutdown of a day.
    static let planning = Route("/plan/{day}/planning")
    static let shutdown = Route("/plan/{day}/shutdown")
    static let carryOver = Route("/plan/{day}/carry-over")
    /// The published iCalendar feed (`{file}` is the token and ".ics"; no session: the token is
    /// the key), and the forms that make a new address and revoke one.
    static let feed = Route("/plan/feed/{file}")
    static let feeds = Route("/plan/feeds")
    static let revokeFeed = Route("/plan/feeds/{id}/revoke")
    /// Templates (a "Monday"): save the day or week shown, apply one to it, delete one.
    static let templates = Route("/plan/templates")
    static let applyTemplate = Route("/plan/templates/{id}/apply")
    static let deleteTemplate = Route("/plan/templates/{id}/delete")
    /// The grid's placement rules (rows and lanes), linked by the plan page only.
    static let stylesheet = Route("/css/plan.css")

    /// A day's plan at one of its blocks or sections.
    static func day(_ day: LocalDay, at section: String) -> Href { Self.day.href(day).fragment(section) }

    /// Relative to /api/v1.
    enum API {
        static let day = Route("/plan/{day}")
        static let week = Route("/plan/{day}/week")
        static let blocks = Route("/plan/blocks")
        static let block = Route("/plan/blocks/{id}")
        static let start = Route("/plan/blocks/{id}/start")
        static let disposition = Route("/plan/blocks/{id}/disposition")
        static let carryOver = Route("/plan/{day}/carry-over")
        static let feeds = Route("/plan/feeds")
        static let feed = Route("/plan/feeds/{id}")
        static let templates = Route("/plan/templates")
        static let template = Route("/plan/templates/{id}")
        static let applyTemplate = Route("/plan/templates/{id}/apply")
    }
}
