import Foundation
import GRDB
import PropertyBased
import Testing

@testable import AlmanacStore

/// The API's one instant format keeps every millisecond (issue 30: an instant sent as `…37.821Z`
/// came back `…37.820Z`, as the formatter truncated a Double held as `…37.8209999`).
@Suite struct TimestampTests {
    /// The text a count of milliseconds since 1970 must give, written from the count alone.
    func expectedFraction(_ milliseconds: Int64) -> String {
        let fraction = ((milliseconds % 1000) + 1000) % 1000
        return "." + String(String(fraction + 1000).dropFirst()) + "Z"
    }

    @Test func theExampleOfTheIssueComesBackAsSent() throws {
        let sent = "2026-11-24T17:34:37.821Z"
        let date = try #require(Timestamp.parse(sent))
        #expect(Timestamp.text(date) == sent)
        #expect(Timestamp.text(Date(timeIntervalSince1970: 1_795_541_677.8209999)) == "2026-11-24T17:34:37.821Z")
        #expect(Timestamp.text(Date(timeIntervalSince1970: 1_795_541_677.9996)) == "2026-11-24T17:34:38.000Z")
        #expect(Timestamp.text(Date(timeIntervalSince1970: -0.0004)) == "1970-01-01T00:00:00.000Z")
        #expect(Timestamp.text(Date(timeIntervalSince1970: -1.25)) == "1969-12-31T23:59:58.750Z")
    }

    /// A date bound to a statement (`storedValue`) is the text GRDB stores for it: the written
    /// whole seconds from 1600 to 9999 (leap days, centuries, before 1970, the last second), and
    /// every other instant through GRDB's formatter.
    @Test func aBoundDateIsTheTextGRDBStores() async {
        let edges: [Double] = [
            -11_676_096_000, -2_208_988_800, -5_364_662_400, -1, 0, 951_782_400, 951_868_799, 4_107_542_400, 253_402_300_799,
            253_402_300_800, -11_676_096_001, -62_135_596_800, 1_795_541_677.821, -0.5, .infinity,
        ]
        for seconds in edges {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(date.storedValue == date.databaseValue, "\(seconds)")
        }
        await propertyCheck(count: 3000, input: Gen.int(in: -11_676_096_000...253_402_300_799)) { seconds in
            let date = Date(timeIntervalSince1970: Double(seconds))
            #expect(date.storedValue == date.databaseValue, "\(seconds)")
        }
    }

    /// Any instant from 1900 to 2200 given to the millisecond: text → parse → text is the same
    /// text, its fraction is the instant's own milliseconds, and parsing it gives the same millisecond.
    @Test func everyMillisecondRoundTripsExactly() async {
        await propertyCheck(count: 3000, input: Gen.int(in: -2_208_988_800_000...7_258_118_400_000)) { milliseconds in
            let count = Int64(milliseconds)
            let date = Date(timeIntervalSince1970: Double(count) / 1000)
            let text = Timestamp.text(date)
            #expect(text.hasSuffix(expectedFraction(count)), "\(count) → \(text)")
            let parsed = Timestamp.parse(text)
            #expect(parsed.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) } == count, "\(text)")
            #expect(parsed.map(Timestamp.text) == text)
        }
    }

    /// As the API's instants go: decoded from JSON, stored by the database, read back and encoded
    /// again — the same milliseconds.
    @Test func anInstantStoredAndReadBackIsEncodedAsSent() async throws {
        let queue = try DatabaseQueue()
        try await queue.write { db in try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, at TEXT NOT NULL)") }
        await propertyCheck(count: 500, input: Gen.int(in: 946_684_800_000...4_102_444_800_000)) { milliseconds in
            let sent = Timestamp.text(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            let json = Data(#"{"at":"\#(sent)"}"#.utf8)
            struct Body: Codable { var at: Date }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                guard let date = Timestamp.parse(text) else { throw CocoaError(.coderInvalidValue) }
                return date
            }
            guard let body = try? decoder.decode(Body.self, from: json) else {
                Issue.record("\(sent) not decoded")
                return
            }
            let stored = try? await queue.write { db -> Date? in
                try db.execute(sql: "DELETE FROM t")
                try db.execute(sql: "INSERT INTO t (at) VALUES (?)", arguments: [body.at])
                return try Date.fetchOne(db, sql: "SELECT at FROM t")
            }
            guard let stored = stored ?? nil else {
                Issue.record("\(sent) not stored")
                return
            }
            let back = try? JSONEncoder.almanac.encode(Body(at: stored))
            #expect(back.map { String(decoding: $0, as: UTF8.self) } == #"{"at":"\#(sent)"}"#)
        }
    }
}
