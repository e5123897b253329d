import AlmanacCore
import AlmanacStore
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// No stored value can take Almanac down: a day, an instant, an enum or a JSON value that an older
/// or damaged version wrote, and that no write accepts today, is written straight into every such
/// column of every table; then every page the crawl reaches and every API read answer without a
/// server error (the row that cannot be read is skipped and logged, the rest of the page shows).
@Suite struct UnreadableValueTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case day, instant, enumeration, json
        var testDescription: String { rawValue }

        /// The values written, each over the whole data in turn.
        var values: [String] {
            switch self {
            case .day: ["-001-12-27", "0000-01-01", "10000-01-01", "2026-02-30", "soon"]
            case .instant: ["not a time", "0000-00-00T00:00:00.000Z", "-001-12-27T00:00:00Z"]
            case .enumeration: ["bogus", ""]
            case .json: ["{", "null", "[]", "{}", "\"x\""]
            }
        }

        /// Whether `column`, with `sample` its first stored value, holds this kind of value.
        func holds(_ column: String, sample: String) -> Bool {
            switch self {
            case .day: column == "day" || column == "deadline" || column.hasSuffix("_day")
            case .instant: sample.wholeMatch(of: /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}.*/) != nil
            case .enumeration:
                !["id", "owner_id", "name", "title", "text", "username", "display_name"].contains(column) && !column.hasSuffix("_id")
                    && sample.wholeMatch(of: /[a-z][a-z_]{1,24}/) != nil
            case .json: sample.hasPrefix("{") || sample.hasPrefix("[")
            }
        }
    }

    /// Writes `value` into every column of this kind in every user-owned table, where the
    /// schema's own checks allow it; the columns written.
    static func poison(_ database: AppDatabase, kind: Kind, value: String) async throws -> [String] {
        try await database.writer.write { db in
            var written: [String] = []
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            // Not the security state (sessions, tokens, credentials): a damaged one of those signs out.
            let skipped = ["changes", "security_events", "idempotent_requests", "api_tokens", "persist", "credentials", "sign_in_failures"]
            for table in tables where !skipped.contains(table) {
                let info = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table.quotedDatabaseIdentifier))")
                guard info.contains(where: { $0["name"] == "owner_id" }) else { continue }
                for column in info where (column["type"] as String).uppercased() == "TEXT" {
                    let name: String = column["name"]
                    let quoted = name.quotedDatabaseIdentifier
                    guard
                        let sample = try String.fetchOne(
                            db, sql: "SELECT \(quoted) FROM \(table.quotedDatabaseIdentifier) WHERE \(quoted) IS NOT NULL LIMIT 1"),
                        kind.holds(name, sample: sample)
                    else { continue }
                    // One row at a time, so a UNIQUE or CHECK constraint refuses only the rows it must.
                    for rowid in try Int64.fetchAll(db, sql: "SELECT rowid FROM \(table.quotedDatabaseIdentifier)") {
                        try? db.execute(
                            sql: "UPDATE \(table.quotedDatabaseIdentifier) SET \(quoted) = ? WHERE rowid = ?", arguments: [value, rowid])
                    }
                    written.append("\(table).\(name)")
                }
            }
            return written
        }
    }

    static let skipped = "skipped a row that cannot be read"

    /// Whether the log holds a "skipped a row" line naming the table and id of one of `rows`.
    static func logged(_ log: CapturedLog, anyOf rows: Set<String>) -> Bool {
        rows.contains { row in
            let parts = row.split(separator: " ", maxSplits: 1).map(String.init)
            return !log.entries(saying: skipped, with: ["table": parts[0], "id": parts[1]]).isEmpty
        }
    }

    @Test(arguments: Kind.allCases)
    func everyPageAndReadSurvivesUnreadableStoredValues(kind: Kind) async throws {
        // The thousands of "skipped a row" lines this test causes are kept, not printed.
        _ = CapturedLog.shared
        for value in kind.values {
            let folder = try ShapeFixture.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            // SQLite by nature: it plants values of the wrong storage class through GRDB.
            let database = try AppDatabase.inMemory(folder: folder)
            let router = ShapeFixture.router(database)
            let routes = RegisteredRoutes(router)
            try await ShapeFixture.application(router).test(.router) { client in
                var visitor = Visitor(client)
                let owner = try await ShapeFixture.signUp(&visitor, database)
                try await ShapeFixture.fill(database, owner: owner, count: 2)
                let token = try await database.createToken(owner: owner, name: "reads").secret
                let written = try await Self.poison(database, kind: kind, value: value)
                visitor.checksSchemas = false  // the planted values are outside what any operation writes
                #expect(!written.isEmpty, "no \(kind) column found to write into")

                let crawl = try await Crawl.run(from: "/today", visitor: &visitor, routes: routes)
                for problem in crawl.problems where problem.contains("answers 5") {
                    Issue.record("\(kind) “\(value)” stored: \(problem)")
                }
                #expect(crawl.pages.count > 20, "the crawl reached only \(crawl.pages.count) pages")
                let today = LocalDay(containing: Date(), in: ShapeFixture.timeZone)
                let document = try await visitor.get("/api/v1/openapi.json").json
                for (template, methods) in document["paths"] as? [String: [String: Any]] ?? [:]
                where methods["get"] != nil {
                    let path = template.replacingOccurrences(of: "{day}", with: today.description)
                        .replacingOccurrences(of: "{nutrient}", with: "208").replacingOccurrences(of: "{module}", with: "health")
                    // Reads of one row by id: the crawl reaches each of those pages.
                    if path.contains("{") { continue }
                    let response = try await visitor.api(.get, path, token: token)
                    #expect(
                        response.status.code < 500, "\(kind) “\(value)” stored: GET \(path) answered \(response.status): \(response.text)")
                }
                #expect(try await visitor.get("/healthz").status == .ok)
            }
        }
    }

    /// The columns of the change log each kind is written into. Its enums have CHECK
    /// constraints, which an older or damaged file need not have had: they are set aside for the write.
    static func changeColumns(_ kind: Kind) -> [String] {
        switch kind {
        case .day: []
        case .instant: ["at"]
        case .enumeration: ["entity", "operation", "origin"]
        case .json: ["data", "previous"]
        }
    }

    /// Undo and history over a change log with unreadable entries (issue 29.5, 29.6). History skips
    /// an entry it cannot read and logs it; undo never skips one (reverting part of an action, or an
    /// older action in its place, would make a state the person never had): it refuses with a 409
    /// naming the entry, or undoes the action when what it needs (the ids of inserted rows) reads.
    /// There is no redo and no history page; the CLI's `history` reads through the same method.
    @Test(arguments: [Kind.instant, .enumeration, .json])
    func undoAndHistoryAnswerOverUnreadableChanges(kind: Kind) async throws {
        let log = CapturedLog.shared
        for column in Self.changeColumns(kind) {
            for value in kind.values {
                let folder = try ShapeFixture.temporaryFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                // SQLite by nature: it plants values of the wrong storage class through GRDB.
                let database = try AppDatabase.inMemory(folder: folder)
                try await ShapeFixture.application(ShapeFixture.router(database)).test(.router) { client in
                    var visitor = Visitor(client)
                    let owner = try await ShapeFixture.signUp(&visitor, database)
                    try await ShapeFixture.fill(database, owner: owner, count: 1)
                    let token = try await database.createToken(owner: owner, name: "undo").secret
                    let entries = try await database.writer.writeWithoutTransaction { db in
                        try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
                        defer { try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF") }
                        try db.execute(
                            sql: "UPDATE changes SET \(column.quotedDatabaseIdentifier) = ? WHERE owner_id = ?", arguments: [value, owner])
                        return try String.fetchAll(db, sql: "SELECT id FROM changes WHERE owner_id = ?", arguments: [owner])
                    }
                    visitor.checksSchemas = false
                    let planted = "changes.\(column) “\(value)”"
                    let rows = Set(entries.map { "changes \($0)" })

                    let history = try await visitor.api(.get, "/api/v1/history?limit=200", token: token)
                    #expect(history.status == .ok, "\(planted): GET /api/v1/history answered \(history.status): \(history.text)")
                    // Some planted instants still read (as a date in year 0); those that do not are skipped and logged.
                    if history.jsonArray.count < min(entries.count, 200) {
                        #expect(Self.logged(log, anyOf: rows), "\(planted): history's skipped entry was not logged with its table and id")
                    }

                    let undo = try await visitor.api(.post, "/api/v1/undo", token: token)
                    #expect([200, 409].contains(undo.status.code), "\(planted): POST /api/v1/undo answered \(undo.status): \(undo.text)")
                    if undo.status.code == 409 {
                        let message = (undo.json["error"] as? [String: Any])?["message"] as? String ?? ""
                        #expect(message.contains("cannot be undone"), "\(planted): undo refused without saying why: \(undo.text)")
                        #expect(
                            Self.logged(log, anyOf: rows), "\(planted): the entry undo cannot read was not logged with its table and id")
                    }
                    let page = try await visitor.post("/undo", form: ["next": "/today"])
                    #expect(page.status == .seeOther, "\(planted): the Undo button answered \(page.status)")
                    #expect(try await visitor.get("/today").status == .ok)
                    #expect(try await visitor.get("/healthz").status == .ok)
                }
            }
        }
    }
}
