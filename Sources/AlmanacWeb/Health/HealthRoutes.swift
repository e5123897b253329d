import AlmanacCore

/// Every path of Health data (a page under Food): the page, its import and the source order.
enum HealthRoutes {
    static let page = Route("/food/health")
    static let importFile = Route("/food/health/import")
    static let moveSource = Route("/food/health/sources/{id}/move")

    /// Paths under /api/v1.
    enum API {
        static let imports = Route("/health/imports")
        static let days = Route("/health/days")
        static let importProgress = Route("/health/imports/{upload}/progress")

        /// The full path of an API link, for the page's scripts.
        static func url(_ href: Href) -> String { "/api/v1" + href.description }
    }
}
