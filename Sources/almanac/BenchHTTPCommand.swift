import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `almanac bench http`: the served app under load. A synthetic user with years of history, the
/// real server (`almanac serve`, its own process) on 127.0.0.1, and a bounded closed-loop load of
/// keep-alive connections against the pages and the JSON API at several connection counts; in the
/// same run a minimal Hummingbird "hello" route (also its own process) as the ceiling.
struct BenchHTTPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "http",
        abstract: "Load the served app (pages and JSON API) at 1, 16 and 64 connections beside a Hummingbird hello route.")

    @OptionGroup var data: DataOptions
    @Option(help: "Years of synthetic history (to-dos, intentions, food log, weigh-ins, a timeline).") var years = 10
    @Option(help: "Seconds of load per route and connection count.") var seconds = 5.0
    @Option(parsing: .upToNextOption, help: "Connection counts.") var connections: [Int] = [1, 16, 64]
    @Option(help: "Then load /today at 16 connections this many seconds and report the server's memory at start and end (0: skip).")
    var soak = 0.0
    @Option(help: .hidden) var serveHello: Int?

    func validate() throws {
        guard (1...50).contains(years) else { throw ValidationError("--years must be 1 to 50.") }
        guard (0.5...600).contains(seconds) else { throw ValidationError("--seconds must be 0.5 to 600.") }
        guard !connections.isEmpty, connections.allSatisfy({ (1...512).contains($0) }) else {
            throw ValidationError("--connections must be 1 to 512 each.")
        }
        guard (0...3600).contains(soak) else { throw ValidationError("--soak must be 0 to 3600 seconds.") }
    }

    func run() async throws {
        if let serveHello {
            let router = Router()
            router.get("/") { _, _ in "hello" }
            var logger = Logger(label: "hello")
            logger.logLevel = .error
            try await Application(
                router: router, configuration: .init(address: .hostname("127.0.0.1", port: serveHello)), logger: logger
            ).runService()
            return
        }
        // With --data the synthetic user's folder is made there and kept (to look at it, or to load
        // it again without seeding); otherwise it is a temporary folder, removed after the run.
        let keep = data.data != nil
        let folder =
            keep ? data.folder : FileManager.default.temporaryDirectory.appendingPathComponent("almanac-bench-http-\(UUID().uuidString)")
        defer { if !keep { try? FileManager.default.removeItem(at: folder) } }
        let tokenFile = folder.appendingPathComponent("bench-token")
        var token = ""
        if let kept = try? String(contentsOf: tokenFile, encoding: .utf8) {
            token = kept
            print("Using the history already seeded in \(folder.path).")
        } else {
            guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent("almanac.sqlite").path) else {
                throw ValidationError("\(folder.path) already holds an Almanac database; bench http seeds a new folder.")
            }
            let seeding = try await ContinuousClock().measure { token = try await Self.seed(folder: folder, years: years) }
            try token.write(to: tokenFile, atomically: true, encoding: .utf8)
            print("Seeded \(years) years of history in \(format(seeding)) s (\(folder.path)).")
        }

        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let appPort = try Self.freePort()
        let helloPort = try Self.freePort()
        let app = try Self.start(executable, ["serve", "--data", folder.path, "--port", "\(appPort)", "--log-level", "error"])
        defer { app.terminate() }
        let hello = try Self.start(executable, ["bench", "http", "--serve-hello", "\(helloPort)"])
        defer { hello.terminate() }
        try Self.waitUntilServing(port: appPort, path: "/healthz")
        try Self.waitUntilServing(port: helloPort, path: "/")

        let today = try await AppDatabase.open(folder: folder).users().first.map { $0.preferences.today(at: Date()) }
        let day = today?.description ?? "today"
        // Pages are asked as one browser (its CSRF cookie) asks again, so the page cache keeps
        // them; "/today, every request rendered" is asked as a new browser each time, which the
        // cache never has: what a page costs when its data changed.
        let targets: [(name: String, port: Int, path: String)] = [
            ("hello (ceiling)", helloPort, "/"),
            ("/today", appPort, "/today"),
            ("/today, every request rendered", appPort, "/today?" + Self.newBrowser),
            ("/tasks/today", appPort, "/tasks/today"),
            ("/tasks/upcoming", appPort, "/tasks/upcoming"),
            ("/food", appPort, "/food"),
            ("/week", appPort, "/week"),
            ("GET /api/v1/views/today", appPort, "/api/v1/views/today"),
            ("GET /api/v1/food/days/\(day)", appPort, "/api/v1/food/days/\(day)"),
        ]
        let startRSS = Self.residentMegabytes(pid: app.processIdentifier)
        print("Server memory after start: \(startRSS) MB. Each cell: \(format(seconds)) s of closed-loop load after a 1 s warm-up.\n")
        print("ROUTE                                  CONNS     REQ/S   P50 MS   P99 MS  ERRORS")
        var helloRate: [Int: Double] = [:]
        for target in targets {
            for count in connections {
                let warmUp = try Self.load(port: target.port, path: target.path, token: token, connections: count, seconds: 1)
                guard warmUp.errors == 0 else {
                    throw AlmanacError.invalid("bench", "\(target.path) answered \(warmUp.firstError ?? "an error") during the warm-up.")
                }
                let result = try Self.load(port: target.port, path: target.path, token: token, connections: count, seconds: seconds)
                if target.port == helloPort { helloRate[count] = result.rate }
                let share =
                    target.port == helloPort
                    ? "" : helloRate[count].map { String(format: "  (%.0f %% of hello)", 100 * result.rate / $0) } ?? ""
                print(
                    target.name.padding(toLength: 38, withPad: " ", startingAt: 0)
                        + String(format: " %5d %9.0f %8.2f %8.2f %7d", count, result.rate, result.p50, result.p99, result.errors) + share)
            }
        }
        let endRSS = Self.residentMegabytes(pid: app.processIdentifier)
        print("\nServer memory after the run: \(endRSS) MB (at start \(startRSS) MB).")
        if soak > 0 {
            let before = Self.residentMegabytes(pid: app.processIdentifier)
            let result = try Self.load(port: appPort, path: "/today", token: token, connections: 16, seconds: soak)
            let after = Self.residentMegabytes(pid: app.processIdentifier)
            print(
                String(
                    format:
                        "Soak: /today at 16 connections for %.0f s: %.0f req/s, p99 %.2f ms, %d errors; memory %d MB → %d MB (%+.1f %%).",
                    soak, result.rate, result.p99, result.errors, before, after,
                    before > 0 ? 100 * Double(after - before) / Double(before) : 0
                ))
        }
    }

    func format(_ duration: Duration) -> String {
        format(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }

    // MARK: The synthetic user

    /// A user "bench" with `years` of history, and an API token for it (the load sends it, so
    /// pages and API are asked as that user; a browser's session cookie costs the same look-up).
    static func seed(folder: URL, years: Int) async throws -> String {
        let database = try AppDatabase.open(folder: folder, origin: .cli)
        try await database.ensureFoodCatalog()
        let user = try await database.createUser(username: "bench", password: "benchmark password", timeZone: "Europe/Berlin")
        let zone = user.preferences.zone
        let today = user.preferences.today(at: database.now())
        let days = years * 365
        var random = SeededRandom(seed: 7)

        // Food: about 12 log entries a day with morning weigh-ins, corrections and deletions.
        var foods: [FoodDetail] = []
        for id in FoodDayBenchmark.foods { foods.append(try await database.food(owner: user.id, id: id)) }
        let log = FoodDayBenchmark.history(entries: days * 12, before: today, zone: zone, foods: foods, random: &random)
        for start in stride(from: 0, to: log.count, by: 5000) {
            try await database.appendFoodLog(owner: user.id, Array(log[start..<min(log.count, start + 5000)]))
        }

        // To-dos: 2,000 a year, nearly all done long ago, and what a person has open today: 15 in
        // Today and 3 this evening, 40 upcoming, 120 in 8 lists of 3 areas, 30 someday.
        let lists = (0..<8).map { TaskImportPlan.List(key: "l\($0)", name: "List \($0)", areaName: "Area \($0 % 3)") }
        var todos: [TaskImportPlan.ToDo] = []
        func todo(_ status: TaskStatus, _ when: TaskWhen?, statusAt: Date? = nil) {
            let number = todos.count
            todos.append(
                TaskImportPlan.ToDo(
                    key: "t\(number)", title: "To-do number \(number) with a few words", notes: number % 4 == 0 ? "A note." : "",
                    listKey: number % 5 == 0 ? nil : "l\(number % 8)", when: when, tags: number % 3 == 0 ? ["tag\(number % 6)"] : [],
                    status: status, statusAt: statusAt, place: "to-do \(number)"))
        }
        let now = database.now()
        for number in 0..<(2000 * years) {
            let finished = now.addingTimeInterval(-Double(number % days + 1) * 86_400)
            todo(number % 20 == 0 ? .canceled : .completed, nil, statusAt: finished)
        }
        for _ in 0..<15 { todo(.open, .day(today)) }
        for _ in 0..<3 { todo(.open, .evening(today)) }
        for ahead in 0..<40 { todo(.open, .day(today.adding(days: 1 + ahead % 30))) }
        for _ in 0..<120 { todo(.open, nil) }
        for _ in 0..<30 { todo(.open, .someday) }
        _ = try await database.applyTaskImport(owner: user.id, plan: TaskImportPlan(source: .things, lists: lists, todos: todos))

        // Two focused intentions a working day, each set, run and ended at its own time.
        for back in stride(from: days, through: 1, by: -1) where back % 7 < 5 {
            let day = today.adding(days: -back)
            for hour in [9, 14] {
                let start = day.start(in: zone).addingTimeInterval(Double(hour) * 3600)
                let minutes = [25, 50, 90].randomElement(using: &random) ?? 25
                let intention = try await database.with(now: { start }).startIntention(
                    owner: user.id, what: "Deep work \(back)-\(hour)", plannedMinutes: minutes)
                _ = try await database.with(now: { start.addingTimeInterval(Double(minutes) * 60) }).endIntention(
                    owner: user.id, id: intention.id)
            }
        }

        // A timeline of a life: an event a month.
        let timeline = try await database.addTimeline(owner: user.id, name: "Life")
        for month in 0..<(years * 12) {
            let day = today.adding(days: -30 * month - 1)
            _ = try await database.addEvent(
                owner: user.id, timelineId: timeline.id, TimelineEventInput(title: "Month \(month)", start: PartialDate(day)))
        }
        return try await database.createToken(owner: user.id, name: "bench").secret
    }

    // MARK: Processes

    static func start(_ executable: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        return process
    }

    /// A port the system says is free now.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw AlmanacError.invalid("bench", "No free port on 127.0.0.1.") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func waitUntilServing(port: Int, path: String) throws {
        for _ in 0..<300 {
            if let connection = try? LoadConnection(port: port), (try? connection.get(path, token: nil)) == 200 { return }
            usleep(100_000)
        }
        throw AlmanacError.invalid("bench", "Nothing answered on port \(port) within 30 s.")
    }

    /// The resident memory of a process in MB, from /proc.
    static func residentMegabytes(pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }

    // MARK: The load

    struct LoadResult {
        var rate: Double
        var p50: Double
        var p99: Double
        var errors: Int
        var firstError: String?
    }

    /// Marks a path to be asked as a new browser each time (see `LoadConnection.get`).
    static let newBrowser = "new-browser"

    /// `connections` threads, each with one keep-alive connection, asking for `path` one request
    /// after another (a closed loop) for `seconds`.
    static func load(port: Int, path: String, token: String?, connections: Int, seconds: Double) throws -> LoadResult {
        let collected = Mutex<(latencies: [Double], errors: Int, firstError: String?)>(([], 0, nil))
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        let group = DispatchGroup()
        let started = ContinuousClock.now
        for _ in 0..<connections {
            group.enter()
            Thread {
                var latencies: [Double] = []
                var errors = 0
                var firstError: String?
                var connection = try? LoadConnection(port: port)
                while ContinuousClock.now < deadline {
                    let start = ContinuousClock.now
                    do {
                        guard let open = connection else { throw AlmanacError.invalid("bench", "cannot connect") }
                        let status = try open.get(path, token: token)
                        if status != 200 {
                            errors += 1
                            firstError = firstError ?? "HTTP \(status)"
                        }
                    } catch {
                        errors += 1
                        firstError = firstError ?? "\(error)"
                        connection = try? LoadConnection(port: port)
                    }
                    let elapsed = ContinuousClock.now - start
                    latencies.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
                }
                collected.withLock {
                    $0.latencies += latencies
                    $0.errors += errors
                    $0.firstError = $0.firstError ?? firstError
                }
                group.leave()
            }.start()
        }
        group.wait()
        let elapsed = ContinuousClock.now - started
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return collected.withLock { result in
            let sorted = result.latencies.sorted()
            func percentile(_ p: Double) -> Double {
                sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
            }
            return LoadResult(
                rate: Double(sorted.count) / max(wall, 0.001), p50: percentile(0.5), p99: percentile(0.99), errors: result.errors,
                firstError: result.firstError)
        }
    }
}

/// One keep-alive HTTP/1.1 connection over a blocking socket, owned by one load thread.
final class LoadConnection {
    let socket: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(clamping: port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(socket)
            throw AlmanacError.invalid("bench", "Cannot connect to 127.0.0.1:\(port).")
        }
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit { close(socket) }

    /// GET `path` and read the whole answer; its status. A browser's CSRF cookie goes along, as a
    /// browser that has been here before sends it; a path ending in `BenchHTTPCommand.newBrowser`
    /// is asked (without that mark) as a new browser each time.
    func get(_ path: String, token: String?) throws -> Int {
        var browser = String(repeating: "5", count: 64)
        var path = path
        if path.hasSuffix("?" + BenchHTTPCommand.newBrowser) {
            path.removeLast(BenchHTTPCommand.newBrowser.count + 1)
            browser = UUIDv7.make(at: Date()).replacingOccurrences(of: "-", with: "")
        }
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html,application/json\r\n"
        request += "Cookie: almanac_csrf=\(browser)\r\n"
        if let token { request += "Authorization: Bearer \(token)\r\n" }
        request += "\r\n"
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw AlmanacError.invalid("bench", "The connection closed while sending.") }
            sent += count
        }
        let headEnd = try readUntilHeadEnd()
        let head = String(decoding: buffer[start..<headEnd], as: UTF8.self)
        start = headEnd + 4
        let lines = head.split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else {
            throw AlmanacError.invalid("bench", "Not an HTTP answer: \(head.prefix(80))")
        }
        let headers = lines.dropFirst().map { $0.lowercased() }
        if let length = headers.first(where: { $0.hasPrefix("content-length:") }).flatMap({
            Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces))
        }) {
            try skip(length)
        } else if headers.contains(where: { $0.hasPrefix("transfer-encoding:") && $0.contains("chunked") }) {
            while true {
                let lineEnd = try readUntil([13, 10])
                let sizeText = String(decoding: buffer[start..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
                guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw AlmanacError.invalid("bench", "A bad chunk size.")
                }
                start = lineEnd + 2
                try skip(size + 2)
                if size == 0 { break }
            }
        }
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        return status
    }

    private func readUntilHeadEnd() throws -> Int { try readUntil([13, 10, 13, 10]) }

    /// The index where `marker` starts after `start`, reading more as needed.
    private func readUntil(_ marker: [UInt8]) throws -> Int {
        var searchFrom = start
        while true {
            if buffer.count - searchFrom >= marker.count {
                for index in searchFrom...(buffer.count - marker.count) where buffer[index] == marker[0] {
                    if Array(buffer[index..<(index + marker.count)]) == marker { return index }
                }
                searchFrom = buffer.count - marker.count + 1
            }
            try fill()
        }
    }

    private func skip(_ count: Int) throws {
        while buffer.count - start < count { try fill() }
        start += count
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, 65536, 0) }
        guard count > 0 else { throw AlmanacError.invalid("bench", "The connection closed.") }
        buffer.append(contentsOf: chunk[0..<count])
    }
}
