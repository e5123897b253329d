import Foundation

/// One content line of an iCalendar file (RFC 5545 §3.1), unfolded: `NAME;PARAM=VALUE:value`.
public struct ICalendarLine: Equatable, Sendable {
    public var name: String
    public var parameters: [String: String]
    public var value: String

    /// Parses one unfolded line; nil when it has no `:` after the name and parameters.
    public init?(_ text: Substring) {
        var parameters: [String: String] = [:]
        var index = text.startIndex
        // The name: up to ';' or ':'.
        while index < text.endIndex, text[index] != ";", text[index] != ":" { index = text.index(after: index) }
        guard index < text.endIndex else { return nil }
        let name = text[text.startIndex..<index].uppercased()
        guard !name.isEmpty else { return nil }
        // Parameters: ;KEY=VALUE or ;KEY="quoted; with : and ," (a list keeps its commas).
        while index < text.endIndex, text[index] == ";" {
            index = text.index(after: index)
            let keyStart = index
            while index < text.endIndex, text[index] != "=", text[index] != ":", text[index] != ";" {
                index = text.index(after: index)
            }
            let key = text[keyStart..<index].uppercased()
            var value = ""
            if index < text.endIndex, text[index] == "=" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != ":", text[index] != ";" {
                    if text[index] == "\"" {
                        index = text.index(after: index)
                        while index < text.endIndex, text[index] != "\"" {
                            value.append(text[index])
                            index = text.index(after: index)
                        }
                        if index < text.endIndex { index = text.index(after: index) }
                    } else {
                        value.append(text[index])
                        index = text.index(after: index)
                    }
                }
            }
            if !key.isEmpty { parameters[key] = value }
        }
        guard index < text.endIndex, text[index] == ":" else { return nil }
        self.name = name
        self.parameters = parameters
        self.value = String(text[text.index(after: index)...])
    }

    /// Joins folded lines (a line break followed by a space or tab continues the line) and splits
    /// the text into lines; CRLF and bare LF both end a line.
    public static func unfolded(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var current = ""
        var started = false
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if let first = rawLine.first, first == " " || first == "\t" {
                current += rawLine.dropFirst()
            } else {
                if started, !current.isEmpty { lines.append(Substring(current)) }
                current = String(rawLine)
                started = true
            }
        }
        if started, !current.isEmpty { lines.append(Substring(current)) }
        return lines
    }

    /// A TEXT value with its escapes (`\\`, `\;`, `\,`, `\n`) undone.
    public static func unescaped(_ value: some StringProtocol) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "n", "N": result.append("\n")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// A DATE or DATE-TIME value as written: a day (all-day), a wall time with no zone (floating), a
/// wall time in a named zone, or an instant in UTC.
public enum ICalendarTime: Equatable, Sendable {
    case date(LocalDay)
    case floating(WallTime)
    case zoned(WallTime, TimeZone)
    case utc(WallTime)

    public var isDate: Bool { if case .date = self { true } else { false } }

    public var wall: WallTime {
        switch self {
        case .date(let day): WallTime(day: day, seconds: 0)
        case .floating(let wall), .zoned(let wall, _), .utc(let wall): wall
        }
    }

    /// The zone the wall time is read in (floating and all-day times are the person's).
    public func zone(person: TimeZone) -> TimeZone {
        switch self {
        case .date, .floating: person
        case .zoned(_, let zone): zone
        case .utc: TimeZone(identifier: "UTC")!
        }
    }

    /// The same kind of time on another wall time (a recurrence keeps the zone of DTSTART).
    func with(_ wall: WallTime) -> ICalendarTime {
        switch self {
        case .date: .date(wall.day)
        case .floating: .floating(wall)
        case .zoned(_, let zone): .zoned(wall, zone)
        case .utc: .utc(wall)
        }
    }

    public func instant(person: TimeZone) -> Date { wall.instant(in: zone(person: person)) }

    /// Parses `20260310`, `20260310T090000` or `20260310T090000Z`; `tzid` is the TZID parameter,
    /// `valueType` the VALUE parameter. Nil for a value that is no date (the event is skipped).
    public static func parse(_ raw: some StringProtocol, tzid: String?, valueType: String?, person: TimeZone) -> ICalendarTime? {
        let text = Array(raw.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= text.count else { return nil }
            var value = 0
            for byte in text[range] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard text.count >= 8, let year = number(0..<4), let month = number(4..<6), let dayNumber = number(6..<8),
            (1...9999).contains(year), (1...12).contains(month), dayNumber >= 1,
            dayNumber <= LocalDay.daysIn(month: month, year: year)
        else { return nil }
        let day = LocalDay(year: year, month: month, day: dayNumber)
        if text.count == 8 { return .date(day) }
        if valueType?.uppercased() == "DATE" { return nil }
        guard text.count == 15 || (text.count == 16 && text[15] == UInt8(ascii: "Z")), text[8] == UInt8(ascii: "T"),
            let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        let wall = WallTime(day: day, seconds: hour * 3600 + minute * 60 + min(second, 59))
        if text.count == 16 { return .utc(wall) }
        if let tzid, !tzid.isEmpty {
            return .zoned(wall, CalendarZones.zone(named: tzid) ?? person)
        }
        return .floating(wall)
    }
}

/// A day and a time of day on a wall clock, with no zone.
public struct WallTime: Hashable, Comparable, Sendable {
    public var day: LocalDay
    /// Seconds since midnight, 0..<86400.
    public var seconds: Int

    public init(day: LocalDay, seconds: Int) {
        self.day = day
        self.seconds = seconds
    }

    public static func < (a: WallTime, b: WallTime) -> Bool { (a.day, a.seconds) < (b.day, b.seconds) }

    /// Seconds since 1970-01-01T00:00 on the wall clock.
    public var wallSeconds: Int { day.daysSinceEpoch * 86_400 + seconds }

    init(wallSeconds: Int) {
        let days = wallSeconds >= 0 ? wallSeconds / 86_400 : (wallSeconds - 86_399) / 86_400
        self.init(day: LocalDay(daysSinceEpoch: days), seconds: wallSeconds - days * 86_400)
    }

    public func adding(seconds extra: Int) -> WallTime { WallTime(wallSeconds: wallSeconds + extra) }

    /// The instant this wall time is in `zone`. A time that a clock change skips (02:30 on the
    /// spring-forward night) reads with the offset before the change, as RFC 5545 says: 03:30.
    public func instant(in zone: TimeZone) -> Date {
        let local = wallSeconds
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local - 86_400)))
        let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local + 86_400)))
        // Try the offset before a change first (so an ambiguous hour reads as its first instance),
        // then the one after; a wall time neither gives is in a gap and keeps the offset before.
        for offset in [before, after] {
            let candidate = local - offset
            if zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(candidate))) == offset {
                return Date(timeIntervalSince1970: Double(candidate))
            }
        }
        return Date(timeIntervalSince1970: Double(local - before))
    }
}

/// Zone names as calendars write them: IANA names, and the Windows names Outlook and Exchange write.
public enum CalendarZones {
    /// The zone for a TZID: an IANA name (also behind a `/mozilla.org/...`-style prefix), or a
    /// Windows name; nil when neither is known.
    public static func zone(named raw: String) -> TimeZone? {
        let name = raw.trimmingCharacters(in: .whitespaces)
        if name.isEmpty || name.unicodeScalars.count > 120 { return nil }
        if let iana = windows[name], let zone = TimeZone(identifier: iana) { return zone }
        if name.contains("/") || name == "UTC" || name == "GMT" {
            if let zone = TimeZone(identifier: name) { return zone }
            // "/freeassociation.sourceforge.net/Tzfile/Europe/Berlin": the IANA name at the end.
            let parts = name.split(separator: "/")
            for start in parts.indices {
                let candidate = parts[start...].joined(separator: "/")
                if candidate.contains("/"), let zone = TimeZone(identifier: candidate) { return zone }
            }
        }
        return nil
    }

    /// Windows zone names (CLDR's windowsZones.xml, territory 001) for the zones Outlook writes most.
    public static let windows: [String: String] = [
        "Dateline Standard Time": "Etc/GMT+12",
        "Hawaiian Standard Time": "Pacific/Honolulu",
        "Alaskan Standard Time": "America/Anchorage",
        "Pacific Standard Time": "America/Los_Angeles",
        "Pacific Standard Time (Mexico)": "America/Tijuana",
        "US Mountain Standard Time": "America/Phoenix",
        "Mountain Standard Time": "America/Denver",
        "Central America Standard Time": "America/Guatemala",
        "Central Standard Time": "America/Chicago",
        "Central Standard Time (Mexico)": "America/Mexico_City",
        "Canada Central Standard Time": "America/Regina",
        "SA Pacific Standard Time": "America/Bogota",
        "Eastern Standard Time": "America/New_York",
        "US Eastern Standard Time": "America/Indianapolis",
        "Atlantic Standard Time": "America/Halifax",
        "Newfoundland Standard Time": "America/St_Johns",
        "E. South America Standard Time": "America/Sao_Paulo",
        "Argentina Standard Time": "America/Buenos_Aires",
        "SA Eastern Standard Time": "America/Cayenne",
        "Greenland Standard Time": "America/Godthab",
        "UTC": "Etc/UTC",
        "Coordinated Universal Time": "Etc/UTC",
        "GMT Standard Time": "Europe/London",
        "Greenwich Standard Time": "Atlantic/Reykjavik",
        "W. Europe Standard Time": "Europe/Berlin",
        "Central Europe Standard Time": "Europe/Budapest",
        "Romance Standard Time": "Europe/Paris",
        "Central European Standard Time": "Europe/Warsaw",
        "W. Central Africa Standard Time": "Africa/Lagos",
        "GTB Standard Time": "Europe/Bucharest",
        "E. Europe Standard Time": "Europe/Chisinau",
        "FLE Standard Time": "Europe/Kiev",
        "Egypt Standard Time": "Africa/Cairo",
        "South Africa Standard Time": "Africa/Johannesburg",
        "Israel Standard Time": "Asia/Jerusalem",
        "Turkey Standard Time": "Europe/Istanbul",
        "Russian Standard Time": "Europe/Moscow",
        "Arab Standard Time": "Asia/Riyadh",
        "Arabian Standard Time": "Asia/Dubai",
        "Iran Standard Time": "Asia/Tehran",
        "Pakistan Standard Time": "Asia/Karachi",
        "India Standard Time": "Asia/Calcutta",
        "Nepal Standard Time": "Asia/Katmandu",
        "Bangladesh Standard Time": "Asia/Dhaka",
        "SE Asia Standard Time": "Asia/Bangkok",
        "China Standard Time": "Asia/Shanghai",
        "Singapore Standard Time": "Asia/Singapore",
        "Taipei Standard Time": "Asia/Taipei",
        "W. Australia Standard Time": "Australia/Perth",
        "Tokyo Standard Time": "Asia/Tokyo",
        "Korea Standard Time": "Asia/Seoul",
        "Cen. Australia Standard Time": "Australia/Adelaide",
        "AUS Central Standard Time": "Australia/Darwin",
        "E. Australia Standard Time": "Australia/Brisbane",
        "AUS Eastern Standard Time": "Australia/Sydney",
        "Tasmania Standard Time": "Australia/Hobart",
        "New Zealand Standard Time": "Pacific/Auckland",
    ]
}
