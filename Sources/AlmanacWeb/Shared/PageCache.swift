import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Rendered pages kept while nothing they show can have changed, so a page asked for again (a
/// reload, a second tab, the landing page after every form) costs a look-up instead of a dozen
/// reads and a render.
///
/// A page is kept for one user in one browser (the browser's CSRF token is in the page), one path
/// with its query, and one minute of the app's clock (pages show today's day and running timers).
/// It is served again only while the database's data version is the one read before the page was
/// made: any commit that can change what the user sees, by this server, another server or the CLI
/// in another process, changes it (`AppDatabase.dataVersion(owner:)`), so a kept page is never
/// older than the data. Only plain successful HTML pages are kept: GET, signed in, no
/// flash message to show, no cookie set, at most `largestPage` bytes.
struct PageCacheMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let database: AppDatabase
    let cache = VersionedCache<PageCache.Key, PageCache.Page>(capacity: PageCache.capacity)

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get, let user = context.identity, !request.uri.path.hasPrefix("/api/"),
            request.cookies[Flash.cookieName] == nil
        else { return try await next(request, context) }
        let minute = Int64((database.now().timeIntervalSince1970 / 60).rounded(.down))
        let key = PageCache.Key(user: user.id, browser: context.csrfToken, target: request.uri.description, minute: minute)
        let version = try await database.dataVersion(owner: user.id)
        if let page = cache.value(for: key, version: version) { return page.response }
        let response = try await next(request, context)
        guard response.status == .ok, response.headers[.contentType]?.hasPrefix("text/html") == true,
            response.headers[.setCookie] == nil, let length = response.body.contentLength, length <= PageCache.largestPage
        else { return response }
        let body = CollectedBody()
        try await response.body.write(CollectingWriter(collected: body))
        let page = PageCache.Page(headers: response.headers, body: body.buffer)
        cache.keep(page, for: key, version: version)
        return page.response
    }
}

/// The kept pages (see `PageCacheMiddleware`).
enum PageCache {
    static let largestPage = 512 * 1024
    static let capacity = 256

    struct Key: Hashable, Sendable {
        var user: String
        var browser: String
        var target: String
        var minute: Int64
    }

    struct Page: Sendable {
        var headers: HTTPFields
        var body: ByteBuffer

        var response: Response { Response(status: .ok, headers: headers, body: .init(byteBuffer: body)) }
    }
}
