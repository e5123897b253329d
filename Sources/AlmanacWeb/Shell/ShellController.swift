import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import Prometheus

/// The frame of the app: home, pages of modules not built yet, undo, history, health,
/// metrics and the OpenAPI document.
struct ShellController {
    let database: AppDatabase
    let registry: PrometheusCollectorRegistry
    let metricsToken: String?
    let openAPI: @Sendable () -> JSONValue

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        for module in Modules.all where !module.isBuilt {
            router.get(module.route) { request, context in
                Pages.render(module.name, request: request, context: context) { NotBuiltView(module: module) }
            }
        }
        router.post(ShellRoutes.undo, use: undo)
        registerAPI(api)
    }

    /// Home (where it sends depends on whether someone is signed in), the health check, metrics
    /// (their own token) and the OpenAPI document.
    func registerOpen(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get(ShellRoutes.home, use: home)
        router.get(ShellRoutes.health, use: health)
        router.get(ShellRoutes.metrics, use: metrics)
        registerOpenAPI(api)
    }

    @Sendable func home(_ request: Request, context: AppRequestContext) async throws -> Response {
        if context.identity != nil { return .seeOther(Modules.landing.route.href) }
        return .seeOther(try await database.userCount() == 0 ? AccountsRoutes.setup.href : AccountsRoutes.signIn.href)
    }

    @Sendable func undo(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let next = ReturnFields.next(try await Body.form(from: request))
        let undone: UndoableAction?
        do {
            undone = try await database.undoLastChange(owner: user.id)
        } catch let refusal as AlmanacError {
            return .seeOther(next, flash: .error(refusal.message))
        }
        guard let undone else { return .seeOther(next, flash: .error("There is nothing to undo.")) }
        return .seeOther(next, flash: .success("Undone: \(undone.summary)."))
    }

    @Sendable func health(_ request: Request, context: AppRequestContext) async throws -> Response {
        do {
            try await database.ping()
            return .text("ok\n")
        } catch {
            return .text("database unavailable\n", status: .serviceUnavailable)
        }
    }

    /// Metrics say how the server is used, so they are served only to the scraper that has the
    /// configured token; everyone else (and everyone when none is set) gets the plain 404.
    @Sendable func metrics(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let metricsToken, let sent = request.headers[.authorization], sent.lowercased().hasPrefix("bearer "),
            Self.constantTimeEqual(Array(sent.dropFirst(7).utf8), Array(metricsToken.utf8))
        else { throw AlmanacError.notFound("There is no page at this address.") }
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return .text(String(decoding: buffer, as: UTF8.self), contentType: "text/plain; version=0.0.4; charset=utf-8")
    }

    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
