import AlmanacCore
import AlmanacStore
import Hummingbird
import HummingbirdAuth
import Logging

/// Per-request state: who is signed in, how, and the CSRF token of this browser.
public struct AppRequestContext: AuthRequestContext, RequestContext {
    public var coreContext: CoreRequestContextStorage
    public var identity: User?
    /// True when the request was authenticated with an API token (no CSRF check needed).
    public var viaToken = false
    /// This browser's CSRF token (double-submit: cookie + form field or header).
    public var csrfToken = ""
    /// The peer's IP address.
    public let remoteAddress: String?
    /// The client's IP address: the peer's, or the one a trusted proxy forwarded
    /// (`ClientAddressMiddleware`); for the sign-in throttle and the security log.
    public var clientAddress: String?

    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.identity = nil
        self.remoteAddress = source.channel.remoteAddress?.ipAddress
        self.clientAddress = remoteAddress
    }

    /// Where this request came from, for the security log.
    func client(_ request: Request) -> ClientInfo {
        ClientInfo(address: clientAddress ?? "unknown", client: request.headers[.userAgent] ?? "unknown")
    }

    /// Requests are read explicitly with `Body`, which enforces the 1 MiB limit.
    public var maxUploadSize: Int { 21 * 1024 * 1024 }

    /// The signed-in user, or 401 (API) / a redirect to sign in (pages, via ErrorMiddleware).
    public func requireUser() throws -> User {
        guard let identity else { throw AlmanacError.unauthorized("Sign in first.") }
        return identity
    }
}
