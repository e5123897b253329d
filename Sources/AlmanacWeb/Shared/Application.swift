import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import HummingbirdAuth
import Logging
import Metrics
import NIOCore
import Prometheus
import ServiceLifecycle
import UnixSignals

/// How `almanac serve` (and the tests) configure the web app.
public struct AppConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var secureCookies: Bool
    public var logLevel: Logger.Level
    /// Proxies whose `X-Forwarded-For` is believed (the client address is the right-most
    /// address in it that is not itself a trusted proxy); without any, the header is ignored.
    public var trustedProxies: [CIDR]
    /// `/metrics` answers only requests with `Authorization: Bearer` this token; without one it is 404.
    public var metricsToken: String?
    /// Whether webhooks may reach loopback, link-local and private addresses (off: any account
    /// could otherwise make the server POST into its own network).
    public var allowPrivateWebhooks: Bool
    /// Off (`ALMANAC_OUTBOUND=off`): the server sends no request out (no webhook, no calendar
    /// fetch, no name looked up when an address is saved), for fuzzing and closed networks.
    public var outboundRequests: Bool
    /// How long a webhook may take to connect, and then between two reads of its answer.
    public var webhookTimeout: Duration = .seconds(10)

    public init(
        host: String = "127.0.0.1", port: Int = 8080, secureCookies: Bool = false, logLevel: Logger.Level = .info,
        trustedProxies: [CIDR] = [], metricsToken: String? = nil, allowPrivateWebhooks: Bool = false, outboundRequests: Bool = true
    ) {
        self.allowPrivateWebhooks = allowPrivateWebhooks
        self.outboundRequests = outboundRequests
        self.host = host
        self.port = port
        self.secureCookies = secureCookies
        self.logLevel = logLevel
        self.trustedProxies = trustedProxies
        self.metricsToken = metricsToken
    }
}

/// Metrics go to one Prometheus registry per process (swift-metrics can be bootstrapped once).
public enum AppMetrics {
    public static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()
}

/// Every controller's API operations; the OpenAPI document is built from this list and a test
/// checks that every /api/v1 route is in it.
let allAPIOperations: [APIOperation] =
    AccountsController.apiOperations
    + ShellController.apiOperations
    + TasksController.apiOperations
    + PricesController.apiOperations
    + TimelinesController.apiOperations
    + FoodController.apiOperations
    + WeekController.apiOperations + TodayController.apiOperations + FocusController.apiOperations
    + HabitsController.apiOperations
    + PlanController.apiOperations + PlanController.feedOperations + PlanController.templateOperations
    + LiftsController.apiOperations
    + JournalController.apiOperations
    + HealthController.apiOperations
    + CalendarsController.apiOperations
    + RunbooksController.apiOperations

/// How long requests still running after SIGTERM or SIGINT may go on before they are cancelled.
/// A write cancelled then is interrupted inside SQLite and rolled back (GRDB turns the task's
/// cancellation into an interrupt), so a long undo or import cannot hold the server up, and leaves
/// nothing half-written; a chunked health import keeps the chunks it committed (one undoable action).
public let shutdownGrace: Duration = .seconds(5)

/// What `almanac serve` runs: `application` (with its services) until one of `signals`; then
/// requests in flight get `grace` to finish before they are cancelled. (Hummingbird's own
/// `runService` waits for every request however long it takes.)
public func serviceGroup(
    running application: some Service, grace: Duration = shutdownGrace, signals: [UnixSignal] = [.sigterm, .sigint],
    logger: Logger
) -> ServiceGroup {
    var configuration = ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: signals, logger: logger)
    configuration.maximumGracefulShutdownDuration = grace
    return ServiceGroup(configuration: configuration)
}

/// Builds the router: middleware, every module's controller, static files.
public func buildRouter(database: AppDatabase, configuration: AppConfiguration) -> Router<AppRequestContext> {
    let router = Router(context: AppRequestContext.self)
    let sessions = SessionStorage<WebSession>(
        DatabasePersistDriver(database: database),
        configuration: .init(
            sessionCookieParameters: .init(name: "almanac_session", path: "/", secure: configuration.secureCookies, sameSite: .lax),
            keyPrefix: AppDatabase.sessionKeyPrefix))
    let registry = AppMetrics.registry
    let publicFolder = Bundle.module.resourceURL!.appendingPathComponent("public").path

    router.add(middleware: RequestIDMiddleware())
    router.add(middleware: SecurityHeadersMiddleware(secure: configuration.secureCookies))
    router.add(middleware: ClientAddressMiddleware(trustedProxies: configuration.trustedProxies))
    router.add(middleware: LogRequestsMiddleware())
    router.add(middleware: MetricsMiddleware())
    router.add(middleware: ErrorMiddleware())
    // Serves public/ when no route matches (it answers the router's 404).
    router.add(middleware: FileMiddleware(publicFolder))
    router.add(middleware: AuthMiddleware(database: database, sessions: sessions, secureCookies: configuration.secureCookies))
    router.add(middleware: PageCacheMiddleware(database: database))
    router.add(middleware: MethodNotAllowedMiddleware(operations: allAPIOperations))

    // Two kinds of route: the few open to everyone (sign in, setup, the published feed, the
    // health check…) on `router` and `openAPI` with the AppRequestContext, and every other on
    // `signedIn` and `api`, whose handlers get a SignedInContext (`context.user`); made when the
    // route matches, after all the middleware, it refuses a request nobody signed in to.
    let openAPI = router.group("api/v1").add(middleware: IdempotencyMiddleware(database: database))
    let api = openAPI.group(context: SignedInContext.self)
    let signedIn = router.group(context: SignedInContext.self)
    let accounts = AccountsController(database: database, sessions: sessions, secureCookies: configuration.secureCookies)
    accounts.registerOpen(on: router)
    accounts.register(on: signedIn, api: api)
    TasksController(database: database).register(on: signedIn, api: api)
    let prices = PricesController(database: database)
    prices.registerOpen(on: router)
    prices.register(on: signedIn, api: api)
    TimelinesController(database: database).register(on: signedIn, api: api)
    FoodController(database: database).register(on: signedIn, api: api)
    let outbound = OutboundPolicy(
        allowPrivate: configuration.allowPrivateWebhooks, enabled: configuration.outboundRequests, timeout: configuration.webhookTimeout)
    SystemControllers(database: database, outbound: outbound).register(on: signedIn, api: api)
    HabitsController(database: database).register(on: signedIn, api: api)
    let plan = PlanController(database: database)
    plan.registerOpen(on: router)
    plan.register(on: signedIn, api: api)
    LiftsController(database: database).register(on: signedIn, api: api)
    JournalController(database: database).register(on: signedIn, api: api)
    HealthController(database: database).register(on: signedIn, api: api)
    CalendarsController(database: database, outbound: outbound).register(on: signedIn, api: api)
    RunbooksController(database: database, outbound: outbound).register(on: signedIn, api: api)
    let document = OpenAPIDocument.build(allAPIOperations)
    OfflineController(
        assets: OfflineAssets(publicFolder: publicFolder, generated: [(PricesRoutes.rules.pattern, PricesRulesDocument.data)])
    ).registerOpen(on: router)
    let shell = ShellController(database: database, registry: registry, metricsToken: configuration.metricsToken, openAPI: { document })
    shell.registerOpen(on: router, api: openAPI)
    shell.register(on: signedIn, api: api)
    return router
}

/// The application `almanac serve` runs and the tests drive.
/// `onRunning` is called once the server listens (the CLI prints where to open it).
public func buildApplication(
    database: AppDatabase, configuration: AppConfiguration, logger: Logger? = nil,
    onRunning: @escaping @Sendable () async -> Void = {}
) -> some ApplicationProtocol {
    buildApplication(
        router: buildRouter(database: database, configuration: configuration), database: database, configuration: configuration,
        logger: logger, onServerRunning: { _ in await onRunning() })
}

/// The application around `router` (tests add a route of their own to the real router, and
/// read the port from the channel).
func buildApplication(
    router: Router<AppRequestContext>, database: AppDatabase, configuration: AppConfiguration, logger: Logger? = nil,
    onServerRunning: @escaping @Sendable (any Channel) async -> Void
) -> some ApplicationProtocol {
    var appLogger = logger ?? Logger(label: "almanac")
    appLogger.logLevel = configuration.logLevel
    var application = Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Almanac"),
        onServerRunning: onServerRunning,
        logger: appLogger
    )
    application.addServices(
        FocusReminderService(
            database: database, logger: appLogger, allowPrivateWebhooks: configuration.allowPrivateWebhooks,
            outboundRequests: configuration.outboundRequests, webhookTimeout: configuration.webhookTimeout))
    application.addServices(
        CalendarFetchService(
            database: database, logger: appLogger, allowPrivateAddresses: configuration.allowPrivateWebhooks,
            outboundRequests: configuration.outboundRequests))
    return application
}
