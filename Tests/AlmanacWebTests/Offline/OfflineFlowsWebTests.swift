import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// What the offline flows need from the server: the prices' rules as JSON (Core's table, in the
/// service worker's precache and version), actions sent later with the time they were made
/// (range-checked, the rules applied at that time), the usual foods on the day page, and the
/// page cache's size limit in the worker.
@Suite struct OfflineFlowsWebTests {
    private func build(_ worker: String) throws -> [String: Any] {
        let line = try #require(worker.split(separator: "\n").first { $0.hasPrefix("const BUILD = ") })
        let json = line.dropFirst("const BUILD = ".count).dropLast()
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func thePriceRulesAreCoresTableAndTheWorkerPrecachesThem() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            // The same for everyone: served without signing in, so the worker can precache it.
            let response = try await visitor.get("/prices/rules.json")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let document = response.json
            let version = try #require(document["version"] as? String)
            #expect(!version.isEmpty)
            let served = try #require(document["rules"] as? NSDictionary)
            let core = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(PriceRules.current)) as? NSDictionary)
            #expect(served == core)
            let units = try #require(served["units"] as? [[String: Any]])
            #expect(units.map { $0["symbol"] as? String } == PriceUnit.all.map(\.symbol))
            #expect(units.first { $0["symbol"] as? String == "fl oz" }?["factor"] as? String == "29.5735295625")

            let worker = try build(try await visitor.get("/sw.js").text)
            #expect((worker["precache"] as? [String])?.contains("/prices/rules.json") == true)
            #expect(worker["maxPages"] as? Int == OfflineAssets.maxPages)
        }
        // Other rules are another worker: a device never ranks with the rules of an old release.
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        let one = OfflineAssets(publicFolder: empty, generated: [("/prices/rules.json", Data("{\"a\":1}".utf8))])
        let other = OfflineAssets(publicFolder: empty, generated: [("/prices/rules.json", Data("{\"a\":2}".utf8))])
        #expect(one.version != other.version)
        #expect(one.precache.contains("/prices/rules.json"))
    }

    @Test func everySpellingInTheTableReadsAsTheUnitItNames() throws {
        let rules = PriceRules.current
        #expect(rules.aliases.count > 100)
        for (key, symbol) in rules.aliases {
            #expect(try PriceUnit.parse(key, field: "unit").symbol == symbol, "\(key)")
        }
        for (kind, systems) in rules.displayChoices {
            let basis = ComparisonBasis(unit: kind == "mass" ? .gram : .millilitre)
            for (system, ids) in systems {
                let unitSystem = try #require(UserPreferences.UnitSystem(rawValue: system))
                #expect(DisplayUnit.choices(for: basis, unitSystem: unitSystem).map(\.id) == ids)
            }
        }
        #expect(rules.imperialDisplayChoices == ["imp fl oz", "imp gal"])
    }

    @Test func focusActionsSentLaterCountAtTheTimeTheyWereMade() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let start = clock.now
            let started = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Train ride", "plannedMinutes": 30}"#)
            let id = try #require(started.json["id"] as? String)
            // Offline on the train: a distraction at 5 min, the end at 10 min, rated 3 s after
            // the end (too early) and 6 s after it; the phone syncs 40 minutes after the start.
            clock.advance(40 * 60)
            func at(_ seconds: TimeInterval) -> String { Timestamp.text(start.addingTimeInterval(seconds)) }
            let distracted = try await visitor.api(
                .post, "/api/v1/intentions/\(id)/distractions", json: #"{"trigger": "external", "at": "\#(at(300))"}"#)
            #expect(distracted.status == .created)
            let ended = try await visitor.api(.post, "/api/v1/intentions/\(id)/end", json: #"{"at": "\#(at(600))"}"#)
            #expect(ended.status == .ok)
            #expect(ended.json["state"] as? String == "endedEarly")
            #expect(ended.json["endedAt"] as? String == at(600))
            let early = try await visitor.api(.post, "/api/v1/intentions/\(id)/rate", json: #"{"feeling": "happy", "at": "\#(at(603))"}"#)
            #expect(early.status == .conflict)
            #expect(early.text.contains("5 seconds"))
            let rated = try await visitor.api(.post, "/api/v1/intentions/\(id)/rate", json: #"{"feeling": "happy", "at": "\#(at(606))"}"#)
            #expect(rated.status == .ok)
            let intention = try await visitor.api(.get, "/api/v1/intentions/\(id)")
            #expect((intention.json["distractions"] as? [[String: Any]])?.first?["at"] as? String == at(300))
            #expect(intention.json["feeling"] as? String == "happy")
        }
    }

    @Test func aClientTimeOutOfRangeIsRefused() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let started = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Read", "plannedMinutes": 30}"#)
            let id = try #require(started.json["id"] as? String)
            let now = clock.now
            for (at, field) in [
                (Timestamp.text(now.addingTimeInterval(-8 * 24 * 3600)), "at"),  // older than 7 days
                (Timestamp.text(now.addingTimeInterval(3600)), "at"),  // an hour ahead: a wrong clock
                ("yesterday", "at"),
            ] {
                let refused = try await visitor.api(.post, "/api/v1/intentions/\(id)/end", json: #"{"at": "\#(at)"}"#)
                #expect(refused.status == .badRequest, "\(at)")
                #expect(refused.errorField == field)
            }
            // Before the start it is the start; a minute ahead (clock skew) is now.
            let ended = try await visitor.api(
                .post, "/api/v1/intentions/\(id)/end", json: #"{"at": "\#(Timestamp.text(now.addingTimeInterval(60)))"}"#)
            #expect(ended.status == .ok)
            #expect(ended.json["endedAt"] as? String == Timestamp.text(now))
            // Without a body it ends now, as before.
            let again = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Write", "plannedMinutes": 30}"#)
            let ended2 = try await visitor.api(.post, "/api/v1/intentions/\(try #require(again.json["id"] as? String))/end")
            #expect(ended2.status == .ok)
        }
    }

    @Test func theFoodPageListsTheUsualFoodsWithTheLastAmount() async throws {
        let (database, app) = try await makeApp()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            #expect(!(try await visitor.get("/food").text.contains("Your usual foods")))
            for grams in [100, 150] {
                _ = try await visitor.apiOK(
                    .post, "/api/v1/food/entries", json: #"{"foodId": "01079", "grams": \#(grams), "meal": "lunch"}"#)
            }
            let page = try await visitor.get("/food").text
            #expect(page.contains("Your usual foods"))
            #expect(page.contains(#"data-offline="log""#))
            #expect(page.contains(#"name="amount" value="150""#))
            // Logging it from there is the day page's log form.
            let logged = try await visitor.post("/food/log", form: ["food": "01079", "unit": "g", "amount": "150", "meal": "dinner"])
            #expect(logged.status == .seeOther)
        }
    }
}
