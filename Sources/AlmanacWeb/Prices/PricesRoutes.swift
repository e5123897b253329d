/// Every path of Prices: the calculator, saved comparisons, and the ranking fragment the
/// calculator's script asks for.
enum PricesRoutes {
    static let calculator = Route("/prices")
    static let saved = Route("/prices/saved")
    static let comparison = Route("/prices/saved/{id}")
    static let deleteComparison = Route("/prices/saved/{id}/delete")
    /// The calculator's ranking for the form as it is, as HTML: what the page's script shows.
    static let ranking = Route("/prices/ranking")
    /// Core's unit table and limits as JSON with a version: what the calculator ranks with offline.
    static let rules = Route("/prices/rules.json")

    /// Paths under /api/v1.
    enum API {
        static let compare = Route("/prices/compare")
        static let comparisons = Route("/prices/comparisons")
        static let comparison = Route("/prices/comparisons/{id}")
    }
}
