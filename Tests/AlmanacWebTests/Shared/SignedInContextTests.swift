import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Every route but the few open to everyone is registered on a `SignedInContext` group, so
/// nobody signed in is refused before the handler runs, whatever the method, parameters or body.
@Suite struct SignedInContextTests {
    /// The routes open to everyone (`registerOpen`), as "METHOD /path".
    static let open: Set<String> = [
        "GET \(ShellRoutes.home)", "GET \(ShellRoutes.health)", "GET \(ShellRoutes.metrics)",
        "GET /api/v1\(ShellRoutes.API.openAPI)",
        "GET \(AccountsRoutes.setup)", "POST \(AccountsRoutes.setup)", "GET \(AccountsRoutes.signIn)",
        "POST \(AccountsRoutes.signIn)", "POST \(AccountsRoutes.signOut)",
        "GET \(OfflineRoutes.manifest)", "GET \(OfflineRoutes.serviceWorker)", "GET \(OfflineRoutes.offline)",
        "GET \(PlanRoutes.feed)", "GET \(PricesRoutes.rules)",
    ]

    @Test func everyRouteButTheOpenOnesRefusesAVisitorNobodySignedInTo() async throws {
        let database = try await TestEngine.database()
        let configuration = AppConfiguration(logLevel: .warning, outboundRequests: false)
        let router = buildRouter(database: database, configuration: configuration)
        let routes = router.routes.map { (method: $0.method, pattern: $0.path.description) }
        #expect(routes.count > 300)
        let app = buildApplication(router: router, database: database, configuration: configuration, onServerRunning: { _ in })
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            visitor.checksSchemas = false
            _ = try await visitor.get(ShellRoutes.health.pattern)  // this browser's CSRF cookie
            var answered: Set<String> = []
            for (method, pattern) in routes {
                // Any id will do: the context is made before the handler reads it.
                let path = pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                    segment.hasPrefix("{") || segment.hasPrefix("*") ? "0193e0a0-0000-7000-8000-000000000001" : String(segment)
                }
                .joined(separator: "/")
                let response =
                    if path.hasPrefix("/api/") {
                        try await visitor.api(method, path, json: method == .get ? nil : "{}")
                    } else if method == .get {
                        try await visitor.get(path)
                    } else {
                        try await visitor.post(path, form: [:])
                    }
                let location = response.headers[.location] ?? ""
                // 401 with the context's refusal (a wrong password on the sign-in form is 401 too).
                let refused =
                    (response.status == .unauthorized && response.text.contains("Sign in first."))
                    || (method == .get && response.status == .seeOther && location.hasPrefix(AccountsRoutes.signIn.pattern + "?next="))
                if !refused { answered.insert("\(method.rawValue) \(pattern)") }
                if refused && path.hasPrefix("/api/") { #expect(response.errorCode == "unauthorized", "\(method) \(pattern)") }
            }
            #expect(
                answered == Self.open,
                "open but not listed: \(answered.subtracting(Self.open).sorted()); listed but refused: \(Self.open.subtracting(answered).sorted())"
            )
        }
        #expect(try await database.userCount() == 0)
    }
}
