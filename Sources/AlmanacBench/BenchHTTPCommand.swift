import AlmanacCLI
import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation
import GRDB
import Hummingbird
import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `almanac bench http`: the served app under load. A synthetic user with years of history, the
/// real server (`almanac serve`, its own process) on 127.0.0.1, and a bounded closed-loop load of
/// keep-alive connections against every page and every JSON API read at several connection counts;
/// in the same run a minimal Hummingbird "hello" route (also its own process) as the ceiling.
///
/// Each page is asked two ways: kept (one browser asking again while nothing changes, so the page
/// cache answers) and afresh (a new data version before each request, by a commit of this process
/// to the database file, and a new browser, so the page, the API token's look-up and everything
/// else is read and rendered anew: what a page costs right after a change). API reads are never
/// kept, so they are asked afresh only. Then the write-then-page pairs: a to-do completed (and
/// opened again) then `/today`, a food logged (and deleted again) then `/food`, timed together.
/// With `--baseline` another build serves the same data beside this one and every cell is
/// measured on both in turn: before and after in one run. With `--database postgres://…` a second
/// server of this build serves the same database, and the last rows split the load between the
/// two (as behind a load balancer): `/today` kept and afresh, and a write on one server followed
/// by `/today` from the other.
struct BenchHTTPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "http",
        abstract: "Load the served app (every page kept and afresh, every API read, write-then-page) beside a Hummingbird hello route.")

    @OptionGroup var data: DataOptions
    @Option(help: "Years of synthetic history (to-dos, plan blocks, intentions, food log, weigh-ins, a timeline); 0 for one week.")
    var years = 10
    @Option(help: "Seconds of load per route and connection count.") var seconds = 3.0
    @Option(parsing: .upToNextOption, help: "Connection counts.") var connections: [Int] = [1, 16]
    @Option(help: "Only the rows whose name contains this text (\"/food afresh\", \"GET /api\"; hello is always measured).")
    var only: String?
    @Option(help: "At most this many pages, found by following the links from /today.") var pages = 60
    @Option(help: "Another almanac build (its executable) to serve the same data beside this one: every cell is measured on both.")
    var baseline: String?
    @Option(help: "Then load /today at 16 connections this many seconds and report the server's memory at start and end (0: skip).")
    var soak = 0.0
    @Option(help: .hidden) var serveHello: Int?

    func validate() throws {
        guard (0...50).contains(years) else { throw ValidationError("--years must be 0 (one week) to 50.") }
        guard (0.5...600).contains(seconds) else { throw ValidationError("--seconds must be 0.5 to 600.") }
        guard !connections.isEmpty, connections.allSatisfy({ (1...512).contains($0) }) else {
            throw ValidationError("--connections must be 1 to 512 each.")
        }
        guard (1...500).contains(pages) else { throw ValidationError("--pages must be 1 to 500.") }
        guard (0...3600).contains(soak) else { throw ValidationError("--soak must be 0 to 3600 seconds.") }
        if let baseline, !FileManager.default.isExecutableFile(atPath: baseline) {
            throw ValidationError("--baseline \(baseline) is not an executable file.")
        }
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
        let bench = try await BenchServers.prepare(data: data, years: years, baseline: baseline)
        defer { bench.stop() }
        let helloPort = try Self.freePort()
        let hello = try Self.start(bench.executable, ["bench", "http", "--serve-hello", "\(helloPort)"])
        defer { hello.terminate() }
        try Self.waitUntilServing(port: helloPort, path: "/")

        let token = bench.token
        let servers = bench.servers
        let found = try Self.crawl(port: servers[servers.count - 1].port, token: token, limit: pages)
        let reads = try Self.apiReads(port: servers[servers.count - 1].port, token: token, day: bench.day)
        let wanted = { (name: String) in only.map { name.contains($0) } ?? true }
        let versions = try await DataVersionBump(folder: bench.folder, postgres: data.postgres())

        let startRSS = servers.map { Self.residentMegabytes(pid: $0.process.processIdentifier) }
        print(
            "\(found.count) pages, \(reads.count) API reads. Server memory after start: \(startRSS.map { "\($0) MB" }.joined(separator: ", ")). "
                + "Each cell: \(format(seconds)) s of closed-loop load after a 1 s warm-up"
                + (servers.count > 1 ? "; before = \(servers[0].name), after = \(servers[1].name)." : ".") + "\n")
        let header = servers.map { "\($0.name.uppercased()): REQ/S  P50 MS  P99 MS" }.joined(separator: "  |  ")
        print("ROUTE".padding(toLength: 46, withPad: " ", startingAt: 0) + "CONNS  " + header + "  ERRORS")
        var helloRate: [Int: Double] = [:]

        func row(_ name: String, ports: (BenchServers.Server) -> [Int], counts: [Int], probe: Probe) throws {
            guard name.hasPrefix("hello") || wanted(name) else { return }
            for count in counts {
                var cells: [LoadResult] = []
                for server in servers {
                    let warmUp = try Self.load(ports: ports(server), connections: count, seconds: 1, probe: probe)
                    guard warmUp.errors == 0 else {
                        throw AlmanacError.invalid("bench", "\(name) answered \(warmUp.firstError ?? "an error") during the warm-up.")
                    }
                    cells.append(try Self.load(ports: ports(server), connections: count, seconds: seconds, probe: probe))
                }
                if name.hasPrefix("hello") { helloRate[count] = cells[0].rate }
                let share =
                    name.hasPrefix("hello")
                    ? ""
                    : helloRate[count].map { hello in
                        "  (" + cells.map { String(format: "%.1f", 100 * $0.rate / hello) }.joined(separator: " → ") + " % of hello)"
                    } ?? ""
                let figures = cells.map { String(format: "%12.0f %7.2f %7.2f", $0.rate, $0.p50, $0.p99) }.joined(separator: "  |  ")
                print(
                    name.padding(toLength: 46, withPad: " ", startingAt: 0) + String(format: "%5d  ", count) + figures
                        + String(format: "  %6d", cells.map(\.errors).reduce(0, +)) + share)
            }
        }

        let helloProbe = Probe(request: { connection, _ in try connection.send("GET", "/", token: nil).status })
        try row("hello (ceiling)", ports: { _ in [helloPort] }, counts: connections, probe: helloProbe)
        for page in found {
            try row(
                page + " kept", ports: { [$0.port] }, counts: connections,
                probe: Probe(request: { connection, _ in try connection.send("GET", page, token: token).status }))
            try row(
                page + " afresh", ports: { [$0.port] }, counts: connections,
                probe: Probe(
                    prepare: { try versions.bump() },
                    request: { connection, _ in try connection.send("GET", page, token: token, newBrowser: true).status }))
        }
        for path in reads {
            try row(
                "GET " + path + " afresh", ports: { [$0.port] }, counts: connections,
                probe: Probe(
                    prepare: { try versions.bump() },
                    request: { connection, _ in try connection.send("GET", path, token: token).status }))
        }
        for pair in try Self.pairs(port: servers[servers.count - 1].port, token: token) {
            try row(pair.name, ports: { [$0.port] }, counts: [1], probe: pair.probe)
        }
        if let twin = bench.twin {
            let both = { (server: BenchServers.Server) in [server.port, twin.port] }
            let today: @Sendable (LoadConnection, Bool) throws -> Int = { connection, fresh in
                try connection.send("GET", "/today", token: token, newBrowser: fresh).status
            }
            try row(
                "/today kept, two servers", ports: both, counts: connections,
                probe: Probe(request: { connection, _ in try today(connection, false) }))
            try row(
                "/today afresh, two servers", ports: both, counts: connections,
                probe: Probe(prepare: { try versions.bump() }, request: { connection, _ in try today(connection, true) }))
            let connection = try LoadConnection(port: twin.port)
            let view = try connection.send("GET", "/api/v1/views/today", token: token, keepBody: true)
            let task = try Self.firstId(in: view.body) ?? { throw AlmanacError.invalid("bench", "Today has no to-do to complete.") }()
            let pair = try Self.completeThenToday(task: task, connection: connection, token: token, pageFrom: twin.port)
            try row(pair.name, ports: both, counts: [1], probe: pair.probe)
        }

        let endRSS = servers.map { Self.residentMegabytes(pid: $0.process.processIdentifier) }
        print("\nServer memory after the run: \(endRSS.map { "\($0) MB" }.joined(separator: ", ")).")
        if soak > 0, let server = servers.last {
            let pid = server.process.processIdentifier
            let before = Self.residentMegabytes(pid: pid)
            let result = try Self.load(
                port: server.port, connections: 16, seconds: soak,
                probe: Probe(request: { connection, _ in try connection.send("GET", "/today", token: token).status }))
            let after = Self.residentMegabytes(pid: pid)
            print(
                String(
                    format:
                        "Soak: /today at 16 connections for %.0f s: %.0f req/s, p99 %.2f ms, %d errors; memory %d MB → %d MB (%+.1f %%).",
                    soak, result.rate, result.p99, result.errors, before, after,
                    before > 0 ? 100 * Double(after - before) / Double(before) : 0
                ))
        }
    }

    /// The signed-in pages: `/today` and what its links lead to, then theirs, one page per shape of
    /// path (the first event of a timeline stands for every event), at most `limit`.
    static func crawl(port: Int, token: String, limit: Int) throws -> [String] {
        let connection = try LoadConnection(port: port)
        var queue = ["/today"]
        var seen: Set<String> = ["/today"]
        var shapes: Set<String> = [shape(of: "/today")]
        var pages: [String] = []
        let link = #/href="(/[^"#]*)"/#
        while !queue.isEmpty, pages.count < limit {
            let path = queue.removeFirst()
            let answer = try connection.send("GET", path, token: token, keepBody: true)
            guard answer.status == 200, answer.isHTML else { continue }
            pages.append(path)
            for match in String(decoding: answer.body, as: UTF8.self).matches(of: link) {
                let found = String(match.1).replacingOccurrences(of: "&amp;", with: "&")
                guard !found.hasPrefix("/api/"), !found.hasPrefix("/static"), !found.contains("."), !found.contains("/export"),
                    seen.insert(found).inserted, shapes.insert(shape(of: found)).inserted
                else { continue }
                queue.append(found)
            }
        }
        return pages
    }

    /// A path with its ids, days and numbers as placeholders, and without its query.
    static func shape(of path: String) -> String {
        let bare = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        return bare.split(separator: "/").map { part in
            part.contains(where: \.isNumber) ? "{}" : String(part)
        }.joined(separator: "/")
    }

    /// Every GET of the API's OpenAPI document that answers without an id (a `{day}` is today).
    static func apiReads(port: Int, token: String, day: String) throws -> [String] {
        let connection = try LoadConnection(port: port)
        let document = try connection.send("GET", "/api/v1/openapi.json", token: token, keepBody: true)
        guard document.status == 200,
            let json = try JSONSerialization.jsonObject(with: Data(document.body)) as? [String: Any],
            let paths = json["paths"] as? [String: Any]
        else { throw AlmanacError.invalid("bench", "No OpenAPI document at /api/v1/openapi.json.") }
        var reads: [String] = []
        for (path, operations) in paths.sorted(by: { $0.key < $1.key }) {
            guard let operations = operations as? [String: Any], operations["get"] != nil, !path.contains("openapi") else { continue }
            let filled = (path.hasPrefix("/api/") ? "" : "/api/v1") + path.replacingOccurrences(of: "{day}", with: day)
            guard !filled.contains("{"), try connection.send("GET", filled, token: token).status == 200 else { continue }
            reads.append(filled)
        }
        return reads
    }

    /// The first `"id": "…"` of a JSON answer.
    static func firstId(in body: [UInt8]) -> String? {
        String(decoding: body, as: UTF8.self).firstMatch(of: #/"id"\s*:\s*"([^"]+)"/#).map { String($0.1) }
    }

    /// Writes then the page they redirect to, timed together; each pair undoes itself on the next
    /// request (complete then reopen, log then delete), so the data stays as it was.
    static func pairs(port: Int, token: String) throws -> [(name: String, probe: Probe)] {
        let connection = try LoadConnection(port: port)
        let view = try connection.send("GET", "/api/v1/views/today", token: token, keepBody: true)
        guard let task = Self.firstId(in: view.body) else {
            throw AlmanacError.invalid("bench", "Today has no to-do to complete.")
        }
        let food = FoodDayBenchmark.foods[0]
        return [
            try completeThenToday(task: task, connection: connection, token: token),
            (
                "POST/DELETE a food logged, then /food",
                Probe(request: { connection, _ in
                    let write: LoadConnection.Answer
                    if let logged = connection.memo {
                        write = try connection.send("DELETE", "/api/v1/food/entries/\(logged)", token: token)
                        connection.memo = nil
                    } else {
                        write = try connection.send(
                            "POST", "/api/v1/food/entries", token: token, body: #"{"foodId":"\#(food)","grams":150,"meal":"snack"}"#,
                            keepBody: true)
                        connection.memo = Self.firstId(in: write.body)
                    }
                    guard (200..<300).contains(write.status) else { return write.status }
                    return try connection.send("GET", "/food", token: token).status
                })
            ),
        ]
    }

    /// A to-do completed (opened again the next time), then `/today`: from the same server, or
    /// with `pageFrom` from that other server (the write on one, the page from the other).
    static func completeThenToday(task: String, connection: LoadConnection, token: String, pageFrom: Int? = nil) throws
        -> (name: String, probe: Probe)
    {
        // Whether the to-do is done now: kept across the warm-up and the run, so each write is the
        // one that changes it (its state only moves on an answer of 200).
        let now = try connection.send("GET", "/api/v1/tasks/\(task)", token: token, keepBody: true)
        let done = Mutex(String(decoding: now.body, as: UTF8.self).contains(#/"status"\s*:\s*"completed"/#))
        let name = pageFrom == nil ? "POST to-do complete/reopen, then /today" : "POST to-do complete/reopen, /today from the other server"
        return (
            name,
            Probe(request: { connection, _ in
                let isDone = done.withLock { $0 }
                let write = try connection.send("POST", "/api/v1/tasks/\(task)/\(isDone ? "reopen" : "complete")", token: token, body: "{}")
                guard write.status == 200 else { return write.status }
                done.withLock { $0 = !isDone }
                guard let pageFrom else { return try connection.send("GET", "/today", token: token).status }
                let reader = try connection.partner ?? LoadConnection(port: pageFrom)
                connection.partner = reader
                return try reader.send("GET", "/today", token: token).status
            })
        )
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
        let days = years == 0 ? 7 : years * 365
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

        // A planned working day (the Plan's blocks, issue 31): four blocks, and the two focused
        // ones started from their block at their time, run and ended as intentions; the week ahead
        // is planned too.
        let work = try await database.addArea(owner: user.id, name: "Work")
        for back in stride(from: days, through: -7, by: -1) where (back % 7 + 7) % 7 < 5 {
            let day = today.adding(days: -back)
            for (hour, minutes, title) in [(9, 90, "Deep work"), (11, 30, "Email"), (14, 60, "Deep work"), (16, 45, "Reviews")] {
                let planned = try await database.with(now: { day.start(in: zone).addingTimeInterval(-86_400) }).addBlock(
                    owner: user.id,
                    TimeBlockDraft(
                        title: "\(title) \(back)", day: day, start: try WallClockTime(hour: hour), minutes: minutes, areaId: work.id))
                guard title == "Deep work", back > 0 else { continue }
                let start = day.start(in: zone).addingTimeInterval(Double(hour) * 3600)
                let ran = Double([25, 50, 90].randomElement(using: &random) ?? 25)
                let intention = try await database.with(now: { start }).startBlock(owner: user.id, id: planned.id)
                _ = try await database.with(now: { start.addingTimeInterval(min(ran, Double(minutes)) * 60) }).endIntention(
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
            if let connection = try? LoadConnection(port: port), (try? connection.send("GET", path, token: nil).status) == 200 { return }
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

    /// What one connection does in a loop: `prepare` untimed, then `request` timed (its status; an
    /// answer outside 2xx counts as an error). `iteration` counts the connection's requests.
    struct Probe: Sendable {
        var prepare: (@Sendable () throws -> Void)? = nil
        var request: @Sendable (LoadConnection, _ iteration: Int) throws -> Int
    }

    /// `connections` threads, each with one keep-alive connection, running `probe` one request
    /// after another (a closed loop) for `seconds`.
    static func load(port: Int, connections: Int, seconds: Double, probe: Probe) throws -> LoadResult {
        try load(ports: [port], connections: connections, seconds: seconds, probe: probe)
    }

    /// The same, the connections spread over `ports` in turn (servers behind a load balancer).
    static func load(ports: [Int], connections: Int, seconds: Double, probe: Probe) throws -> LoadResult {
        let collected = Mutex<(latencies: [Double], errors: Int, firstError: String?)>(([], 0, nil))
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        let group = DispatchGroup()
        let started = ContinuousClock.now
        for index in 0..<connections {
            let port = ports[index % ports.count]
            group.enter()
            Thread {
                var latencies: [Double] = []
                var errors = 0
                var firstError: String?
                var connection = try? LoadConnection(port: port)
                var iteration = 0
                while ContinuousClock.now < deadline {
                    var start = ContinuousClock.now
                    do {
                        guard let open = connection else { throw AlmanacError.invalid("bench", "cannot connect") }
                        try probe.prepare?()
                        start = ContinuousClock.now
                        let status = try probe.request(open, iteration)
                        if !(200..<300).contains(status) {
                            errors += 1
                            firstError = firstError ?? "HTTP \(status)"
                        }
                    } catch {
                        errors += 1
                        firstError = firstError ?? "\(error)"
                        connection = try? LoadConnection(port: port)
                    }
                    iteration += 1
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
            return LoadResult(
                rate: Double(sorted.count) / max(wall, 0.001), p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99),
                errors: result.errors, firstError: result.firstError)
        }
    }

    /// The `p` percentile of sorted figures (0 when there are none).
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
    }
}

/// The seeded data folder and the servers that serve it: this build, and with a baseline that
/// build too (first, so every row reads before → after).
struct BenchServers {
    struct Server {
        var name: String
        var process: Process
        var port: Int
    }

    var folder: URL
    var token: String
    /// The bench user's today, `YYYY-MM-DD`.
    var day: String
    var executable: String
    var servers: [Server]
    var remove: Bool
    /// On PostgreSQL, a second server of this build on the same database.
    var twin: Server? = nil

    static func prepare(data: DataOptions, years: Int, baseline: String?) async throws -> BenchServers {
        // With --data the synthetic user's folder is made there and kept (to look at it, or to load
        // it again without seeding); otherwise it is a temporary folder, removed after the run.
        let keep = data.data != nil
        let folder =
            keep ? data.folder : FileManager.default.temporaryDirectory.appendingPathComponent("almanac-bench-http-\(UUID().uuidString)")
        let tokenFile = folder.appendingPathComponent("bench-token")
        var token = ""
        if let kept = try? String(contentsOf: tokenFile, encoding: .utf8) {
            token = kept
            print("Using the history already seeded in \(folder.path).")
        } else {
            guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent("almanac.sqlite").path) else {
                throw ValidationError("\(folder.path) already holds an Almanac database; bench http seeds a new folder.")
            }
            let started = ContinuousClock.now
            token = try await BenchHTTPCommand.seed(folder: folder, years: years)
            try token.write(to: tokenFile, atomically: true, encoding: .utf8)
            let seeding = ContinuousClock.now - started
            print("Seeded \(years) years of history in \(seeding.components.seconds) s (\(folder.path)).")
        }
        let seeded = try AppDatabase.open(folder: folder)
        let today = try await seeded.users().first.map { $0.preferences.today(at: Date()) }
        // With --database the servers serve PostgreSQL: the seeded folder is copied there first
        // (`almanac copy`, checked), unless that database already holds the bench's account.
        let postgres = try data.postgres()
        if let postgres {
            let target = try await AppDatabase.open(postgres: postgres, folder: folder)
            if try await target.users().isEmpty {
                let started = ContinuousClock.now
                let report = try await seeded.copyInstallation(to: target)
                print("Copied \(report.totalRows) rows into \(postgres) in \((ContinuousClock.now - started).components.seconds) s.")
            } else {
                print("Using the history already in \(postgres).")
            }
        }
        // The servers inherit ALMANAC_DATABASE_URL; an option given is passed on as it was typed.
        let engine = data.databaseURL.map { ["--database", $0] } ?? []
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var bench = BenchServers(
            folder: folder, token: token, day: today?.description ?? "today", executable: executable, servers: [], remove: !keep)
        var builds: [(name: String, binary: String)] = []
        if let baseline { builds.append(("before", baseline)) }
        builds.append((baseline == nil ? "this build" : "after", executable))
        for (name, binary) in builds {
            let port = try BenchHTTPCommand.freePort()
            let process = try BenchHTTPCommand.start(
                binary, ["serve", "--data", folder.path, "--port", "\(port)", "--log-level", "error"] + engine)
            bench.servers.append(Server(name: name, process: process, port: port))
            try BenchHTTPCommand.waitUntilServing(port: port, path: "/healthz")
        }
        if postgres != nil {
            let port = try BenchHTTPCommand.freePort()
            let process = try BenchHTTPCommand.start(
                executable, ["serve", "--data", folder.path, "--port", "\(port)", "--log-level", "error"] + engine)
            bench.twin = Server(name: "second server", process: process, port: port)
            try BenchHTTPCommand.waitUntilServing(port: port, path: "/healthz")
        }
        return bench
    }

    func stop() {
        for server in servers + (twin.map { [$0] } ?? []) { server.process.terminate() }
        if remove { try? FileManager.default.removeItem(at: folder) }
    }
}

/// A new data version for the servers: a commit of this process to the database file (its
/// `user_version`, which Almanac does not use), so the page cache and the kept look-ups of the
/// API token, session and user all see a change, as after a person's write. On PostgreSQL, the
/// bump of everyone's row of `owner_versions` that a write of no one person makes.
final class DataVersionBump: Sendable {
    let queue: DatabaseQueue
    let postgres: PostgresEngine?
    let counter = Mutex(0)

    init(folder: URL, postgres url: PostgresURL?) async throws {
        var configuration = GRDB.Configuration()
        configuration.busyMode = .timeout(5)
        queue = try DatabaseQueue(path: folder.appendingPathComponent("almanac.sqlite").path, configuration: configuration)
        if let url { postgres = try await PostgresEngine.connect(url) } else { postgres = nil }
    }

    func bump() throws {
        if let postgres {
            // Called from a load thread: it waits here for the commit.
            let committed = DispatchSemaphore(value: 0)
            let failure = Mutex<(any Error)?>(nil)
            Task {
                do {
                    try await postgres.execute("UPDATE owner_versions SET version = version + 1 WHERE owner_id = ''")
                } catch {
                    failure.withLock { $0 = error }
                }
                committed.signal()
            }
            committed.wait()
            if let error = failure.withLock({ $0 }) { throw error }
            return
        }
        let next = counter.withLock { value in
            value = value % 1_000_000 + 1
            return value
        }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = \(next)") }
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

    /// What `send` answers: the status, the body when asked to keep it, and the server's render
    /// time from its `Server-Timing` header (ms), when it sent one.
    struct Answer {
        var status: Int
        var body: [UInt8] = []
        var isHTML = false
        var renderMilliseconds: Double?
    }

    /// Any state a probe keeps between its requests on this connection (the entry it logged).
    var memo: String?
    /// A connection to another server that a probe keeps beside this one.
    var partner: LoadConnection?

    /// Sends a request and reads the whole answer. A browser's CSRF cookie goes along, as a browser
    /// that has been here before sends it; with `newBrowser`, a new one each time (the page cache,
    /// which keeps pages per browser, never has its page).
    func send(
        _ method: String, _ path: String, token: String?, body: String? = nil, newBrowser: Bool = false, keepBody: Bool = false
    ) throws -> Answer {
        let browser = newBrowser ? UUIDv7.make(at: Date()).replacingOccurrences(of: "-", with: "") : String(repeating: "5", count: 64)
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html,application/json\r\n"
        request += "Cookie: almanac_csrf=\(browser)\r\n"
        if let token { request += "Authorization: Bearer \(token)\r\n" }
        if let body { request += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        request += "\r\n" + (body ?? "")
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
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
        var answer = Answer(status: status)
        let headers = lines.dropFirst().map { $0.lowercased() }
        answer.isHTML = headers.contains { $0.hasPrefix("content-type:") && $0.contains("text/html") }
        if let timing = headers.first(where: { $0.hasPrefix("server-timing:") }),
            let duration = timing.firstMatch(of: #/render;dur=([0-9.]+)/#)
        {
            answer.renderMilliseconds = Double(duration.1)
        }
        if let length = headers.first(where: { $0.hasPrefix("content-length:") }).flatMap({
            Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces))
        }) {
            answer.body += try take(length, keep: keepBody)
        } else if headers.contains(where: { $0.hasPrefix("transfer-encoding:") && $0.contains("chunked") }) {
            while true {
                let lineEnd = try readUntil([13, 10])
                let sizeText = String(decoding: buffer[start..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
                guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw AlmanacError.invalid("bench", "A bad chunk size.")
                }
                start = lineEnd + 2
                answer.body += try take(size, keep: keepBody)
                _ = try take(2, keep: false)
                if size == 0 { break }
            }
        }
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        return answer
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

    /// The next `count` bytes (or none, when they are not to be kept), read as needed.
    private func take(_ count: Int, keep: Bool) throws -> ArraySlice<UInt8> {
        while buffer.count - start < count { try fill() }
        defer { start += count }
        return keep ? buffer[start..<(start + count)] : []
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, 65536, 0) }
        guard count > 0 else { throw AlmanacError.invalid("bench", "The connection closed.") }
        buffer.append(contentsOf: chunk[0..<count])
    }
}
