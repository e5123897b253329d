import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// For each resource with `--json`, the CLI prints what the JSON API answers for the same data.
@Suite struct JSONAgreementTests {
    /// What the data folder holds, written through the CLI.
    static let seed: [[String]] = [
        ["timelines", "add-event", "Moved to Leipzig", "--timeline", "Homes", "--start", "2020-03-01", "--tag", "move"],
        ["habits", "add", "Read", "--target", "20", "--unit", "pages"],
        ["habits", "check", "Read", "--amount", "12"],
        ["runbooks", "add", "--template", "anxiety"],
        ["pacts", "add", "No phone in bed"],
        ["practice", "log", "--minutes", "10", "--note", "Calm"],
        ["journal", "add", "--text", "Swam in the lake", "--tag", "swim"],
        ["weight", "add", "72.4", "kg"],
        ["tasks", "add", "Buy milk"],
        ["tasks", "heading", "add", "Home", "Errands"],
    ]

    /// The CLI's command line and the API's path for the same resource; `{Read}` and `{Home}` are
    /// the ids of the habit and the list the seed made. `weight list` prints every weigh-in, the
    /// API's pages as one list (one page here). `food search` is not here: both need the USDA
    /// catalogue, which a test's data folder does not hold.
    static let resources: [(cli: [String], api: String)] = [
        (["timelines", "list", "--json"], "/api/v1/timelines/rows"),
        (["habits", "list", "--json"], "/api/v1/habits"),
        (["runbooks", "list", "--json"], "/api/v1/runbooks"),
        (["pacts", "list", "--json"], "/api/v1/pacts"),
        (["practice", "list", "--json"], "/api/v1/practice-sessions"),
        (["journal", "search", "lake", "--json"], "/api/v1/journal/search?q=lake"),
        (["plan", "today", "--day", "2026-05-04", "--json"], "/api/v1/plan/2026-05-04"),
        (["plan", "week", "--day", "2026-05-04", "--json"], "/api/v1/plan/2026-05-04/week"),
        (["plan", "templates", "--json"], "/api/v1/plan/templates"),
        (["week", "show", "2026-05-04", "--json"], "/api/v1/weeks/2026-05-04"),
        (["food", "day", "2026-05-04", "--json"], "/api/v1/food/days/2026-05-04"),
        (["health", "days", "--from", "2024-01-01", "--to", "2024-01-31", "--json"], "/api/v1/health/days?from=2024-01-01&to=2024-01-31"),
        (["prices", "saved", "--json"], "/api/v1/prices/comparisons"),
        (["calendars", "list", "--json"], "/api/v1/calendars"),
        (["lifts", "list", "--json"], "/api/v1/lifts/sessions"),
        (["habits", "show", "Read", "--json"], "/api/v1/habits/{Read}/check-ins"),
        (["journal", "list", "--json"], "/api/v1/journal/entries"),
        (["weight", "list", "--json"], "/api/v1/weights"),
        (["focus", "status", "--json"], "/api/v1/focus/current"),
        (["history", "--user", "ada", "--json"], "/api/v1/history"),
        (["security-log", "--user", "ada", "--json"], "/api/v1/security-log"),
        (["tasks", "list", "--view", "inbox", "--json"], "/api/v1/views/inbox"),
        (["tasks", "list", "--list", "Home", "--json"], "/api/v1/lists/{Home}/tasks"),
        (["tasks", "heading", "list", "Home", "--json"], "/api/v1/lists/{Home}/headings"),
    ]

    /// Keys that say when the answer was made (the server's clock), so they differ by the
    /// milliseconds between the two reads; everything else must be equal.
    static let answerTime: Set<String> = ["serverTime"]

    @Test(arguments: resources.indices)
    func theCLIPrintsTheAPIsJSON(_ index: Int) async throws {
        let (cli, path) = Self.resources[index]
        let folder = try await DataFolder()
        let user = try await folder.database.user(named: "ada")
        let home = try await folder.database.addList(owner: user.id, name: "Home")
        for arguments in Self.seed { _ = try await folder.output(arguments) }
        let token = try await folder.database.createToken(owner: user.id, name: "tests").secret
        let printed = try await folder.output(cli)
        var uri = path.replacingOccurrences(of: "{Home}", with: home.id)
        if path.contains("{Read}") {
            let habits = try JSONSerialization.jsonObject(with: Data(try await folder.output(["habits", "list", "--json"]).utf8))
            let id = try #require((habits as? [[String: Any]])?.first?["id"] as? String)
            uri = uri.replacingOccurrences(of: "{Read}", with: id)
        }
        let requested = uri
        let app = buildApplication(database: folder.database, configuration: AppConfiguration(logLevel: .warning, outboundRequests: false))
        let answered = try await app.test(.router) { client in
            try await client.execute(uri: requested, method: .get, headers: [.authorization: "Bearer \(token)"])
        }
        #expect(answered.status == .ok, "\(uri): \(String(buffer: answered.body))")
        #expect(
            try Self.normalized(printed) == Self.normalized(String(buffer: answered.body)),
            "almanac \(cli.joined(separator: " ")) and GET \(path)")
    }

    /// JSON text with its keys sorted and no spacing, so two documents compare by content.
    static func normalized(_ text: String) throws -> String {
        var value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        if var object = value as? [String: Any] {
            for key in answerTime where object[key] != nil { object[key] = "the time of the answer" }
            value = object
        }
        return String(
            decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }
}
