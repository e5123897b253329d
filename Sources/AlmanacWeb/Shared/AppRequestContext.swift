import AlmanacCore
import AlmanacStore
import Hummingbird
import HummingbirdAuth
import Logging

/// What the shared parts (the page frame, the error page, the security log) read from either
/// context: who is signed in, if anyone, this browser's CSRF token and where the request came from.
protocol AlmanacRequestContext: RequestContext {
    /// The signed-in user, nil on an open route that nobody signed in to. Handlers of signed-in
    /// routes read `SignedInContext.user` instead.
    var identity: User? { get }
    /// This browser's CSRF token (double-submit: cookie + form field or header).
    var csrfToken: String { get }
    /// The client's IP address: the peer's, or the one a trusted proxy forwarded
    /// (`ClientAddressMiddleware`); for the sign-in throttle and the security log.
    var clientAddress: String? { get }
}

extension AlmanacRequestContext {
    /// Where this request came from, for the security log.
    func client(_ request: Request) -> ClientInfo {
        ClientInfo(address: clientAddress ?? "unknown", client: request.headers[.userAgent] ?? "unknown")
    }
}

/// Per-request state: who is signed in, how, and the CSRF token of this browser. The router's
/// middleware (auth, CSRF, page cache, idempotency) and the few routes open to everyone (sign in,
/// setup, the published feeds…) use it; every other route gets a `SignedInContext` made from it.
public struct AppRequestContext: AuthRequestContext, RequestContext, AlmanacRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var identity: User?
    /// True when the request was authenticated with an API token (no CSRF check needed).
    public var viaToken = false
    public var csrfToken = ""
    /// The peer's IP address.
    public let remoteAddress: String?
    public var clientAddress: String?

    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.identity = nil
        self.remoteAddress = source.channel.remoteAddress?.ipAddress
        self.clientAddress = remoteAddress
    }

    /// Requests are read explicitly with `Body`, which enforces the 1 MiB limit.
    public var maxUploadSize: Int { 21 * 1024 * 1024 }
}

/// The context of every route only a signed-in user may use (registered on the groups
/// `buildRouter` makes with `group(context: SignedInContext.self)`): `user` is who that is. It is
/// made from the request's `AppRequestContext` once the route has matched, after every middleware;
/// with nobody signed in it throws "Sign in first." (unauthorized), which `ErrorMiddleware` answers
/// with 401 on the API and a redirect to the sign-in page on a page, so no handler checks.
public struct SignedInContext: ChildRequestContext, AlmanacRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in user.
    public let user: User
    /// True when the request was authenticated with an API token (no CSRF check needed).
    public let viaToken: Bool
    public let csrfToken: String
    public let clientAddress: String?

    public init(context: AppRequestContext) throws {
        guard let user = context.identity else { throw AlmanacError.unauthorized("Sign in first.") }
        self.coreContext = context.coreContext
        self.user = user
        self.viaToken = context.viaToken
        self.csrfToken = context.csrfToken
        self.clientAddress = context.clientAddress
    }

    /// For the shared page frame (`AlmanacRequestContext`): always the signed-in user.
    var identity: User? { user }

    /// Requests are read explicitly with `Body`, which enforces the 1 MiB limit.
    public var maxUploadSize: Int { 21 * 1024 * 1024 }
}
