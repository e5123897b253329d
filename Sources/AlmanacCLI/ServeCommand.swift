import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation
import Hummingbird
import Logging

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Run the web app and the JSON API.")

    @OptionGroup var data: DataOptions

    @Option(help: "Address to listen on (env ALMANAC_HOST).")
    var host: String?

    @Option(help: "Port to listen on (env ALMANAC_PORT).")
    var port: Int?

    @Flag(help: "Mark cookies Secure (when Almanac is served over HTTPS, e.g. behind a proxy).")
    var secureCookies = false

    @Option(help: "Log level: trace, debug, info, notice, warning, error.")
    var logLevel: String = "info"

    @Option(
        help: ArgumentHelp(
            "A reverse proxy (address or CIDR network, repeatable or comma-separated) whose X-Forwarded-For names the client (env ALMANAC_TRUSTED_PROXY).",
            valueName: "cidr"))
    var trustedProxy: [String] = []

    @Option(help: "Serve /metrics to requests with Authorization: Bearer TOKEN; without it /metrics is 404 (env ALMANAC_METRICS_TOKEN).")
    var metricsToken: String?

    @Flag(
        help:
            "Let webhooks reach loopback, link-local and private addresses, e.g. ntfy on this machine or the LAN (env ALMANAC_ALLOW_PRIVATE_WEBHOOKS=1)."
    )
    var allowPrivateWebhooks = false

    @Flag(
        help:
            "Send no request out: no webhook, no calendar fetch, no name looked up when an address is saved (env ALMANAC_OUTBOUND=off)."
    )
    var noOutboundRequests = false

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let host = host ?? environment["ALMANAC_HOST"] ?? "127.0.0.1"
        guard let port = port ?? Int(environment["ALMANAC_PORT"] ?? "8080") else {
            throw ValidationError("ALMANAC_PORT must be a number.")
        }
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("Unknown log level \(logLevel).")
        }
        let trustedProxies: [CIDR]
        do {
            trustedProxies = try CIDR.list(trustedProxy.isEmpty ? [environment["ALMANAC_TRUSTED_PROXY"] ?? ""] : trustedProxy)
        } catch let error as AlmanacError {
            throw ValidationError(error.message)
        }
        let metricsToken = (metricsToken ?? environment["ALMANAC_METRICS_TOKEN"]).flatMap { $0.isEmpty ? nil : $0 }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let database = try await data.database(origin: .web)
        let (serverLock, released) = try await database.startServing()
        let logger = Logger(label: "almanac")
        let started = ContinuousClock.now
        let rebuilt = try await database.rebuildStaleFoodDays()
        if rebuilt > 0 {
            logger.notice("Kept food days rebuilt for \(rebuilt) account(s) in \(ContinuousClock.now - started).")
        }
        // Several servers on one PostgreSQL database are normal there: unfinished claims expire.
        if serverLock == nil, try data.postgres() == nil {
            logger.warning("Another almanac serve uses this data folder; its unfinished Idempotency-Keys are left to expire.")
        } else if released > 0 {
            logger.notice("Released \(released) Idempotency-Key(s) of requests the last server did not finish.")
        }
        let app = buildApplication(
            database: database,
            configuration: AppConfiguration(
                host: host, port: port, secureCookies: secureCookies, logLevel: level, trustedProxies: trustedProxies,
                metricsToken: metricsToken,
                allowPrivateWebhooks: allowPrivateWebhooks
                    || ["1", "true", "yes"].contains(environment["ALMANAC_ALLOW_PRIVATE_WEBHOOKS"]?.lowercased() ?? ""),
                outboundRequests: !noOutboundRequests
                    && !["off", "0", "no", "false"].contains(environment["ALMANAC_OUTBOUND"]?.lowercased() ?? "")),
            onRunning: { [place = try data.place()] in
                FileHandle.standardOutput.write(Data("Almanac is running: open http://\(host):\(port) (\(place))\n".utf8))
            })
        try await serviceGroup(running: app, logger: logger).run()
        withExtendedLifetime(serverLock) {}
    }
}
