import AlmanacCore

/// Every path of Week (the plan, areas, past weeks, retrospective and the system's settings):
/// registered from here, and every link, form action and redirect to them built from here.
enum WeekRoutes {
    static let week = Route("/week")
    static let past = Route("/week/past")
    static let areas = Route("/week/areas")
    static let suggestedAreas = Route("/week/areas/suggested")
    static let area = Route("/week/areas/{id}")
    static let moveArea = Route("/week/areas/{id}/move")
    static let settings = Route("/week/settings")
    static let day = Route("/week/{day}")
    static let capacity = Route("/week/{day}/capacity")
    static let start = Route("/week/{day}/start")
    static let goals = Route("/week/{day}/goals")
    static let retrospective = Route("/week/{day}/retrospective")
    static let actionItems = Route("/week/{day}/action-items")
    static let goalStatus = Route("/week/goals/{id}/status")
    static let deleteGoal = Route("/week/goals/{id}/delete")
    static let actionItem = Route("/week/action-items/{id}")

    /// Relative to /api/v1.
    enum API {
        static let areas = Route("/areas")
        static let suggestedAreas = Route("/areas/suggested")
        static let area = Route("/areas/{id}")
        static let weeks = Route("/weeks")
        static let week = Route("/weeks/{day}")
        static let capacity = Route("/weeks/{day}/capacity")
        static let start = Route("/weeks/{day}/start")
        static let goals = Route("/weeks/{day}/goals")
        static let report = Route("/weeks/{day}/report")
        static let retrospective = Route("/weeks/{day}/retrospective")
        static let actionItems = Route("/weeks/{day}/action-items")
        static let goal = Route("/goals/{id}")
        static let actionItem = Route("/action-items/{id}")
        static let settings = Route("/system/settings")
    }
}
