/// Every path of the app's frame: home, undo, health, metrics, the OpenAPI document, history,
/// and the files every page links (stylesheet, script, icon), which `public/` serves.
enum ShellRoutes {
    static let home = Route("/")
    static let undo = Route("/undo")
    static let health = Route("/healthz")
    static let metrics = Route("/metrics")
    static let stylesheet = Route("/css/app.css")
    static let script = Route("/js/app.js")
    static let icon = Route("/favicon.svg")

    /// Paths under /api/v1.
    enum API {
        static let openAPI = Route("/openapi.json")
        static let undo = Route("/undo")
        static let history = Route("/history")
    }
}
