import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// One user never reaches another's data, generated from the routes rather than written per
/// route: every registered route with an `{id}` (pages, forms and the JSON API) is tried by user B
/// with every id user A owns. B's reads answer 404, B's writes are refused, and A's data is
/// exactly the same afterwards. A new route is covered without writing a test; its module only
/// adds its data to `ShapeFixture.fill`.
@Suite struct IsolationTests {
    @Test func noRouteWithAnIdLetsOneUserReachAnothersData() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try await TestEngine.database(folder: folder)
        let router = ShapeFixture.router(database)
        let routes = RegisteredRoutes(router).entries.filter { $0.pattern.contains("{id}") }.map {
            (method: $0.method, pattern: $0.pattern)
        }
        try await ShapeFixture.application(router).test(.router) { client in
            var ada = Visitor(client)
            let owner = try await ShapeFixture.signUp(&ada, database)
            try await ShapeFixture.fill(database, owner: owner, count: 1)
            _ = try await database.createUser(username: "bob", password: "battery staple horse", timeZone: "Europe/Berlin")
            var bob = Visitor(client)
            let signedIn = try await bob.post("/signin", form: ["username": "bob", "password": "battery staple horse"])
            #expect(signedIn.status == .seeOther)

            let before = try await database.exportAccount(owner: owner)
            let photos = try await Self.photos(owner: owner, database)
            let ids = Self.ids(in: before) + photos
            #expect(ids.count > 20, "the fixture owns too few things to try")

            var reached: Set<String> = []
            var tried = 0
            for route in routes {
                let isAPI = route.pattern.hasPrefix("/api/")
                for id in ids {
                    let path = route.pattern.replacingOccurrences(of: "{id}", with: id)
                    // A page or an API read of a thing Ada owns: hers answers 200, Bob's 404.
                    if route.method == .get {
                        let own = try await ada.send(.get, path)
                        guard own.status == .ok else { continue }
                        reached.insert(route.pattern)
                        let other = try await bob.send(.get, path)
                        #expect(other.status == .notFound, "GET \(path) as another user answered \(other.status.code)")
                        tried += 1
                    } else {
                        let other =
                            isAPI
                            ? try await bob.api(route.method, path, json: "{}")
                            : try await bob.post(path, form: [:])
                        #expect(
                            !(200..<300).contains(other.status.code),
                            "\(route.method) \(path) as another user answered \(other.status.code)")
                        tried += 1
                    }
                }
            }
            let after = try await database.exportAccount(owner: owner)
            #expect(after == before, "another user's requests changed Ada's data")
            #expect(try await Self.photos(owner: owner, database) == photos, "another user's requests changed Ada's photos")
            // Each read route must have been reached with one of Ada's ids, or it checked nothing.
            let reads = Set(routes.filter { $0.method == .get }.map(\.pattern))
            #expect(reads.subtracting(reached).sorted() == [], "read routes the fixture has no data for")
            print("Isolation: \(routes.count) routes with an id × \(ids.count) ids; \(tried) requests as another user")
        }
    }

    /// Ada's photos (not in the export: their files are not).
    static func photos(owner: String, _ database: AppDatabase) async throws -> [String] {
        try await database.read { db in
            try String.fetchAll(db, sql: "SELECT id FROM day_photos WHERE owner_id = ? ORDER BY id", arguments: [owner])
        }
    }

    /// Every id of every row Ada owns, from her export (each owned table has an `id`).
    static func ids(in export: AccountExport) -> [String] {
        var ids: Set<String> = []
        for rows in export.tables.values {
            for row in rows {
                switch row["id"] {
                case .text(let text): ids.insert(text)
                case .integer(let number): ids.insert(String(number))
                default: break
                }
            }
        }
        return ids.sorted()
    }
}
