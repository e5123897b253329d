/// Every path of Lifts: the pages and forms, and (in `API`) the JSON operations under /api/v1.
enum LiftsRoutes {
    static let home = Route("/lifts")
    static let record = Route("/lifts/record")
    static let session = Route("/lifts/sessions/{id}")
    static let deleteSession = Route("/lifts/sessions/{id}/delete")
    static let set = Route("/lifts/sets/{id}")
    static let deleteSet = Route("/lifts/sets/{id}/delete")
    static let reanalyzeSet = Route("/lifts/sets/{id}/reanalyze")
    static let setStream = Route("/lifts/sets/{id}/stream")
    static let profile = Route("/lifts/profile")
    static let templates = Route("/lifts/templates")
    static let deleteTemplate = Route("/lifts/templates/{id}/delete")
    static let template = Route("/lifts/templates/{id}")
    static let moveTemplate = Route("/lifts/templates/{id}/move")
    static let settings = Route("/lifts/settings")

    enum API {
        static let sessions = Route("/lifts/sessions")
        static let session = Route("/lifts/sessions/{id}")
        static let sessionStream = Route("/lifts/sessions/{id}/stream")
        static let set = Route("/lifts/sets/{id}")
        static let setStream = Route("/lifts/sets/{id}/stream")
        static let reanalyze = Route("/lifts/sets/{id}/reanalyze")
        static let analyze = Route("/lifts/analyze")
        static let profile = Route("/lifts/profile")
        static let templates = Route("/lifts/templates")
        static let template = Route("/lifts/templates/{id}")
        static let simulate = Route("/lifts/simulate")
        static let moveTemplate = Route("/lifts/templates/{id}/move")
        static let settings = Route("/lifts/settings")
        static let liftSettings = Route("/lifts/settings/{lift}")

        /// The full path of an API link, for the page's scripts.
        static func url(_ href: Href) -> String { "/api/v1" + href.description }
    }
}
