import AlmanacCLI
import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// `almanac bench render`: every page's pure render (its view from the page's data to HTML, no
/// I/O) on the synthetic user's years of history, so a change to the renderer shows apart from the
/// database. The server times each render itself and sends it as `Server-Timing: render;dur=…`;
/// the pages are those `bench http` finds from `/today`, each asked as a new browser (the page
/// cache never answers), one request at a time.
struct BenchRenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Time every page's pure render (no I/O) on years of history.")

    @OptionGroup var data: DataOptions
    @Option(help: "Years of synthetic history (as bench http seeds it).") var years = 10
    @Option(help: "Renders timed per page, after 5 untimed.") var requests = 100
    @Option(help: "At most this many pages, found by following the links from /today.") var pages = 60

    func validate() throws {
        guard (1...50).contains(years) else { throw ValidationError("--years must be 1 to 50.") }
        guard (1...100_000).contains(requests) else { throw ValidationError("--requests must be 1 to 100000.") }
        guard (1...500).contains(pages) else { throw ValidationError("--pages must be 1 to 500.") }
    }

    func run() async throws {
        let bench = try await BenchServers.prepare(data: data, years: years, baseline: nil)
        defer { bench.stop() }
        guard let server = bench.servers.last else { return }
        let found = try BenchHTTPCommand.crawl(port: server.port, token: bench.token, limit: pages)
        let connection = try LoadConnection(port: server.port)
        print("\(found.count) pages, \(requests) renders each.\n")
        print("PAGE".padding(toLength: 46, withPad: " ", startingAt: 0) + "     KB  RENDER P50 MS  P99 MS")
        var medians: [Double] = []
        for page in found {
            var times: [Double] = []
            var bytes = 0
            for index in 0..<(requests + 5) {
                let answer = try connection.send("GET", page, token: bench.token, newBrowser: true, keepBody: index == 0)
                guard answer.status == 200, let render = answer.renderMilliseconds else {
                    throw AlmanacError.invalid("bench", "\(page) answered \(answer.status) without a render time.")
                }
                if index == 0 { bytes = answer.body.count }
                if index >= 5 { times.append(render) }
            }
            times.sort()
            let p50 = BenchHTTPCommand.percentile(times, 0.5)
            medians.append(p50)
            print(
                page.padding(toLength: 46, withPad: " ", startingAt: 0)
                    + String(format: " %6.1f  %13.3f  %6.3f", Double(bytes) / 1024, p50, BenchHTTPCommand.percentile(times, 0.99)))
        }
        print(String(format: "\nSum of the pages' p50 renders: %.2f ms.", medians.reduce(0, +)))
    }
}
