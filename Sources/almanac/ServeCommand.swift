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

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let host = host ?? environment["ALMANAC_HOST"] ?? "127.0.0.1"
        guard let port = port ?? Int(environment["ALMANAC_PORT"] ?? "8080") else {
            throw ValidationError("ALMANAC_PORT must be a number.")
        }
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("Unknown log level \(logLevel).")
        }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let database = try AppDatabase.open(folder: data.folder)
        let app = buildApplication(
            database: database,
            configuration: AppConfiguration(host: host, port: port, secureCookies: secureCookies, logLevel: level),
            onRunning: { [folder = data.folder.path] in
                FileHandle.standardOutput.write(Data("Almanac is running: open http://\(host):\(port) (data in \(folder))\n".utf8))
            })
        try await app.runService()
    }
}
