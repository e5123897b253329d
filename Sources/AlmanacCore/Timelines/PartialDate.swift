import Foundation

/// A date known to the year (`2015`), the month (`2015-06`) or the day (`2015-06-25`), optionally
/// approximate (EDTF's `~`: `2015~`, and `~2015` is accepted too). Personal history is rarely known
/// to the day, so every timeline date is one of these.
public struct PartialDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public enum Precision: Int, Codable, Sendable, Comparable, CaseIterable {
        case year = 0
        case month, day

        public var name: String {
            switch self {
            case .year: "year"
            case .month: "month"
            case .day: "day"
            }
        }

        public static func < (a: Precision, b: Precision) -> Bool { a.rawValue < b.rawValue }
    }

    public let year: Int
    public let month: Int?
    public let day: Int?
    public let isApproximate: Bool

    /// Checks every part; `field` names the input in the error (`start`, `end`, `Year`...).
    public init(year: Int, month: Int? = nil, day: Int? = nil, approximate: Bool = false, field: String = "date")
        throws(AlmanacError)
    {
        guard (1...9999).contains(year) else {
            throw .invalid(field, "Year \(year) is out of range; write a year from 0001 to 9999.")
        }
        if let month, !(1...12).contains(month) {
            throw .invalid(field, "Month \(month) is not a month.")
        }
        if let day {
            guard let month else { throw .invalid(field, "Day \(day) is given without a month.") }
            let length = LocalDay.daysIn(month: month, year: year)
            guard (1...length).contains(day) else {
                throw .invalid(field, "\(LocalDay.monthNames[month - 1]) \(year) has no day \(day); it has \(length) days.")
            }
        }
        self.year = year
        self.month = month
        self.day = day
        self.isApproximate = approximate
    }

    /// A full day, exact.
    public init(_ day: LocalDay) {
        self.year = day.year
        self.month = day.month
        self.day = day.day
        self.isApproximate = false
    }

    /// Parses `2015`, `2015-06`, `2015-06-25`, each with an optional leading or trailing `~`.
    /// Month and day may have one digit (`2015-6-5`); the year needs four.
    public init(parsing input: String, field: String = "date") throws(AlmanacError) {
        var text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw .invalid(field, "The \(field) is empty; write a year (2015), a month (2015-06) or a day (2015-06-25).")
        }
        var approximate = false
        if text.hasPrefix("~") {
            approximate = true
            text.removeFirst()
        }
        if text.hasSuffix("~") {
            approximate = true
            text.removeLast()
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let wellFormed =
            (1...3).contains(parts.count)
            && parts[0].count == 4
            && parts.dropFirst().allSatisfy { (1...2).contains($0.count) }
            && parts.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
        guard wellFormed else {
            throw .invalid(
                field,
                "“\(input)” is not a date; write a year (2015), a month (2015-06) or a day (2015-06-25), with ~ for an approximate date."
            )
        }
        try self.init(
            year: Int(parts[0])!,
            month: parts.count > 1 ? Int(parts[1])! : nil,
            day: parts.count > 2 ? Int(parts[2])! : nil,
            approximate: approximate,
            field: field
        )
    }

    public var precision: Precision {
        day != nil ? .day : month != nil ? .month : .year
    }

    /// ISO 8601 text without the approximate flag: `2015`, `2015-06`, `2015-06-25`.
    /// Sorts correctly as text: `2018-12-31 < 2019 < 2019-03 < 2019-03-05`.
    public var sortKey: String {
        var text = String(year, zeroPaddedTo: 4)
        if let month { text += "-" + String(month, zeroPaddedTo: 2) }
        if let day { text += "-" + String(day, zeroPaddedTo: 2) }
        return text
    }

    /// The canonical EDTF text: the sort key, with a trailing `~` when approximate (`2015-06~`).
    public var text: String { isApproximate ? sortKey + "~" : sortKey }

    public var description: String { text }

    /// The first day the date may mean (a year-only date starts on January 1).
    public var earliest: LocalDay {
        LocalDay(year: year, month: month ?? 1, day: day ?? 1)
    }

    /// The last day the date may mean (a year-only date ends on December 31).
    public var latest: LocalDay {
        let lastMonth = month ?? 12
        return LocalDay(year: year, month: lastMonth, day: day ?? LocalDay.daysIn(month: lastMonth, year: year))
    }

    /// Orders like `sortKey`; an exact date comes before the same approximate one so the order is total.
    public static func < (a: PartialDate, b: PartialDate) -> Bool {
        (a.year, a.month ?? 0, a.day ?? 0, a.isApproximate ? 1 : 0) < (b.year, b.month ?? 0, b.day ?? 0, b.isApproximate ? 1 : 0)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
