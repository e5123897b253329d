import AlmanacCore

/// Every path of Calendars: the page, its forms, and the API.
enum CalendarsRoutes {
    static let page = Route("/calendars")
    static let upload = Route("/calendars/upload")
    static let calendar = Route("/calendars/{id}")
    static let delete = Route("/calendars/{id}/delete")
    static let fetch = Route("/calendars/{id}/fetch")

    /// Paths under /api/v1.
    enum API {
        static let calendars = Route("/calendars")
        static let calendar = Route("/calendars/{id}")
        static let events = Route("/calendars/{id}/events")
        static let fetch = Route("/calendars/{id}/fetch")
    }
}
