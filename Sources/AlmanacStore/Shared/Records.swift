import AlmanacCore
import Foundation
import GRDB

/// A row that belongs to one user. Columns are snake_case in SQL and camelCase in Swift.
public protocol OwnedRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    var id: String { get }
    var ownerId: String { get }
}

extension OwnedRecord {
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

    /// The row with `id` if `owner` owns it; a foreign or unknown id is "not found", never "forbidden".
    public static func owned(_ id: String, by owner: String, in db: any StoreDatabase, what: String) throws -> Self {
        guard let record = try existing(id, by: owner, in: db) else { throw AlmanacError.notFound("No \(what) with id \(id).") }
        return record
    }

    /// The row with `id` if `owner` owns it and it can be read, or nil.
    static func existing(_ id: String, by owner: String, in db: any StoreDatabase) throws -> Self? {
        try fetchOneReadable(db, sql: "SELECT * FROM \(databaseTableName) WHERE id = ? AND owner_id = ?", arguments: [id, owner])
    }

    /// Whether `owner` has a row with `id` (readable or not: the row is counted, not decoded).
    static func isOwned(_ id: String, by owner: String, in db: any StoreDatabase) throws -> Bool {
        let sql = "SELECT COUNT(*) FROM \(databaseTableName) WHERE id = ? AND owner_id = ?"
        return (try Int.fetchOne(db, sql: sql, arguments: [id, owner]) ?? 0) > 0
    }

    /// The owner's rows with these ids (unknown and foreign ids left out), read with one kept
    /// statement whatever their number.
    public static func owned(_ ids: some Collection<String>, by owner: String, in db: any StoreDatabase) throws -> [Self] {
        guard !ids.isEmpty else { return [] }
        // `+owner_id`: found by their ids (the primary key), the owner checked on each; SQLite
        // otherwise walks every row of the owner through an index that starts with `owner_id`.
        return try fetchReadable(
            db, sql: "SELECT * FROM \(databaseTableName) WHERE +owner_id = ? AND id IN (SELECT value FROM json_each(?))",
            arguments: [owner, jsonText(Array(ids))])
    }
}

/// A JSON value that keeps SQLite's types apart (integer, real, text, blob, null), for the
/// change log and for export/import.
public enum JSONValue: Codable, Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let v): self = .integer(v)
        case .double(let v): self = .real(v)
        case .string(let v): self = .text(v)
        case .blob(let v): self = .blob(v)
        }
    }

    public var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let v): v.databaseValue
        case .real(let v): v.databaseValue
        case .text(let v): v.databaseValue
        case .blob(let v): v.databaseValue
        case .bool(let v): v.databaseValue
        case .array, .object:
            (try? String(data: JSONEncoder.almanac.encode(self), encoding: .utf8))?.databaseValue ?? .null
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let v = try? container.decode(Bool.self) {
            self = .bool(v)
        } else if let v = try? container.decode(Int64.self) {
            self = .integer(v)
        } else if let v = try? container.decode(Double.self) {
            self = .real(v)
        } else if let v = try? container.decode(String.self) {
            self = .text(v)
        } else if let v = try? container.decode([JSONValue].self) {
            self = .array(v)
        } else {
            let object = try container.decode([String: JSONValue].self)
            if object.count == 1, case .text(let base64) = object["$base64"], let data = Data(base64Encoded: base64) {
                self = .blob(data)
            } else {
                self = .object(object)
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let v): try container.encode(v)
        case .real(let v): try container.encode(v)
        case .text(let v): try container.encode(v)
        case .blob(let v): try container.encode(["$base64": v.base64EncodedString()])
        case .bool(let v): try container.encode(v)
        case .array(let v): try container.encode(v)
        case .object(let v): try container.encode(v)
        }
    }

    /// A row as column → value, for snapshots.
    public static func row(_ row: Row) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for (column, value) in row { values[column] = JSONValue(value) }
        return values
    }
}

extension JSONEncoder {
    /// Sorted keys so the same data always gives the same bytes (export → import → export), and
    /// slashes as they are ("Europe/Berlin", not "Europe\/Berlin"). Every JSON Almanac writes
    /// (API, CLI, stored documents) comes from this one encoder.
    public static var almanac: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Checked input keeps numbers finite; should one still overflow, the answer is text, not a failure.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.text(date))
        }
        return encoder
    }
}

/// Instants as ISO 8601 text in UTC with milliseconds, the one format of the API.
public enum Timestamp {
    /// Rounded to the nearest millisecond. The formatter truncates the Double's fraction, and
    /// `…37.821` is often held as `…37.8209999`, so it came back as `…37.820`; the milliseconds are
    /// therefore counted as an integer and written by hand after the whole seconds.
    public static func text(_ date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        // Beyond ±10^15 ms (31,000 years) the formatter's own text is as good as any.
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return wholeSeconds(date, fraction: true) }
        let count = Int64(milliseconds)
        let seconds = count.floorDividing(by: 1000)
        let fraction = count - seconds * 1000
        let text = wholeSeconds(Date(timeIntervalSince1970: Double(seconds)), fraction: false)
        let digits = String(fraction)
        return text.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    private static func wholeSeconds(_ date: Date, fraction: Bool) -> String {
        date.formatted(
            .iso8601.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: fraction).timeSeparator(.colon)
                .timeZone(separator: .omitted))
    }

    /// Now, to the whole millisecond: the instants Almanac writes are kept to the millisecond (as
    /// the database and the API keep them), so what a write returns is what a later read gives.
    public static func now() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }

    public static func parse(_ text: String) -> Date? {
        if let date = try? Date(
            text,
            strategy: .iso8601.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: true).timeSeparator(.colon)
                .timeZone(separator: .omitted))
        {
            return date
        }
        return try? Date(text, strategy: .iso8601)
    }
}

extension Date {
    /// The instant as GRDB stores a `Date` ("yyyy-MM-dd HH:mm:ss.SSS" in UTC, its `databaseValue`),
    /// for a statement's arguments. A whole second from 1600 to 9999 (a day's start, every bound
    /// a page reads by) is written by integer arithmetic; any other through GRDB's own formatter, a
    /// `DateFormatter` that costs microseconds and a lock per date (Today binds two dozen).
    public var storedValue: DatabaseValue {
        let seconds = timeIntervalSince1970
        // 1600-01-01 to 9999-12-31 23:59:59 UTC (before 1582 the formatter's calendar is Julian).
        guard seconds.rounded(.down) == seconds, seconds >= -11_676_096_000, seconds <= 253_402_300_799 else {
            return databaseValue
        }
        let whole = Int64(seconds)
        let days = whole.floorDividing(by: 86_400)
        let second = whole - days * 86_400
        // Days since 1970-01-01 to a civil date (Howard Hinnant's `civil_from_days`).
        let shifted = days + 719_468
        let era = shifted.floorDividing(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        var text = ""
        text.reserveCapacity(23)
        func append(_ value: Int64, digits: Int) {
            let number = String(value)
            for _ in number.count..<digits { text += "0" }
            text += number
        }
        append(year, digits: 4)
        text += "-"
        append(month, digits: 2)
        text += "-"
        append(day, digits: 2)
        text += " "
        append(second / 3_600, digits: 2)
        text += ":"
        append(second / 60 % 60, digits: 2)
        text += ":"
        append(second % 60, digits: 2)
        text += ".000"
        return text.databaseValue
    }
}

extension Int64 {
    /// Division rounded towards minus infinity (an instant before 1970 has a positive fraction).
    fileprivate func floorDividing(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

extension DatabaseColumnDecodingStrategy {
    /// snake_case columns to camelCase properties, as `.convertFromSnakeCase` does, but each name
    /// converted once: GRDB's own converts every column of every row it decodes, which was a tenth
    /// of the Food page's cost.
    public static let snakeCaseColumns = DatabaseColumnDecodingStrategy.custom { column in
        ColumnName(stringValue: ColumnName.camelCase(column))
    }
}

/// A column name as a coding key, converted from snake_case.
struct ColumnName: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    /// `convert(_:)`, for every row's every column: a name of small letters and single inner
    /// underscores, with digits in its first word only (the schema's), in one pass over its bytes;
    /// any other through `convert` (Foundation capitalizes a letter after a digit: `b2c` → `B2C`).
    /// No cache: a cache behind a lock was contended by every reading thread (a few per cent of a
    /// page at 16 connections).
    static func camelCase(_ column: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(column.utf8.count)
        var capitalizeNext = false
        var laterWord = false
        for byte in column.utf8 {
            switch byte {
            case UInt8(ascii: "_"):
                guard !bytes.isEmpty, !capitalizeNext else { return convert(column) }
                capitalizeNext = true
                laterWord = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                bytes.append(capitalizeNext ? byte - 32 : byte)
                capitalizeNext = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard !laterWord else { return convert(column) }
                bytes.append(byte)
            default:
                return convert(column)
            }
        }
        guard !capitalizeNext else { return convert(column) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `owner_id` → `ownerId`; a name with no inner underscore (or with a leading or trailing one)
    /// stays as it is.
    static func convert(_ column: String) -> String {
        let words = column.split(separator: "_", omittingEmptySubsequences: false)
        guard words.count > 1, words.allSatisfy({ !$0.isEmpty }) else { return column }
        return words[0].lowercased() + words.dropFirst().map(\.capitalized).joined()
    }
}
