import AlmanacCore

/// Every path of Today (the daily page, its standup, day modules and photos): registered from
/// here, and every link, form action and redirect to them built from here.
enum TodayRoutes {
    static let today = Route("/today")
    static let day = Route("/today/{day}")
    static let standup = Route("/today/{day}/standup")
    static let module = Route("/today/{day}/modules/{module}")
    static let uploadPhotos = Route("/today/{day}/photos")
    static let photo = Route("/photos/{id}")
    static let deletePhoto = Route("/photos/{id}/delete")

    /// The day page at one of its sections (`#standup`, `#modules`, `#photos`, `#todos`).
    static func day(_ day: LocalDay, at section: String) -> Href { Self.day.href(day).fragment(section) }

    /// Relative to /api/v1.
    enum API {
        static let standup = Route("/standups/{day}")
        static let day = Route("/days/{day}")
        static let module = Route("/days/{day}/{module}")
        static let photos = Route("/days/{day}/photos")
        static let photo = Route("/photos/{id}")

        /// The full address of an API path, for links inside JSON answers.
        static func url(_ href: Href) -> String { "/api/v1" + href.description }
    }
}
