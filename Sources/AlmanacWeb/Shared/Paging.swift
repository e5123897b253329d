import AlmanacCore
import HTTPTypes
import Hummingbird

/// The API's one way to page a list that grows without bound (docs/api.md, "Paging"): newest
/// first, `limit` at a time (1 to 500, 100 when not given), and when older items follow, a
/// `Link: <…?before=CURSOR&limit=N>; rel="next"` header (RFC 8288) naming the next page. The
/// body keeps its shape, so a client that reads one page keeps working.
enum Paging {
    static let defaultLimit = 100

    /// The query parameters of a paged read, for its operation in the OpenAPI document.
    static let parameters: [QueryParameter] = ["before", .number("limit", .listLimit)]

    /// The `limit` asked for (refused, naming `limit`, when it is not a whole number from 1 to 500).
    static func limit(_ request: Request) throws -> Int {
        try request.query.whole("limit", .listLimit) ?? defaultLimit
    }

    /// `response` with the next page's link when there is one: the same path and query, its
    /// `before` the cursor of the next page.
    static func linking(_ response: Response, _ request: Request, older cursor: String?, limit: Int) -> Response {
        guard let cursor else { return response }
        var response = response
        let kept = request.query.pairs.filter { $0.0 != "before" && $0.0 != "limit" }
        let next = Href(path: request.uri.path, query: kept + [("before", cursor), ("limit", String(limit))])
        response.headers[.link] = "<\(next)>; rel=\"next\""
        return response
    }
}

extension HTTPField.Name {
    static let link = HTTPField.Name("Link")!
}
