import Foundation

/// An `RRULE` (RFC 5545 §3.3.10) of frequency DAILY, WEEKLY, MONTHLY or YEARLY, with INTERVAL,
/// COUNT, UNTIL, BYMONTH, BYWEEKNO-free BYDAY (with ordinals), BYMONTHDAY (negative counts from the
/// end), BYYEARDAY, BYHOUR, BYMINUTE, BYSETPOS and WKST.
public struct RecurrenceRule: Equatable, Sendable {
    public enum Frequency: String, Sendable {
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"
    }

    /// A BYDAY entry: a weekday (1 = Sunday ... 7 = Saturday) and an optional ordinal (-1 = last).
    public struct Weekday: Equatable, Sendable {
        public var weekday: Int
        public var ordinal: Int?
    }

    public var frequency: Frequency
    public var interval: Int = 1
    public var count: Int?
    public var until: ICalendarTime?
    public var byMonth: [Int] = []
    public var byMonthDay: [Int] = []
    public var byYearDay: [Int] = []
    public var byDay: [Weekday] = []
    public var byHour: [Int] = []
    public var byMinute: [Int] = []
    public var bySetPosition: [Int] = []
    /// The first day of the week, 1 = Sunday ... 7 = Saturday (Monday unless WKST says).
    public var weekStart: Int = 2

    static let weekdayCodes = ["SU": 1, "MO": 2, "TU": 3, "WE": 4, "TH": 5, "FR": 6, "SA": 7]

    /// Parses the value of an RRULE line; a rule it cannot follow is an error naming the part (the
    /// event is then skipped, and the reason counted).
    public static func parse(_ value: String, person: TimeZone) throws(AlmanacError) -> RecurrenceRule {
        var parts: [String: String] = [:]
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { throw .invalid("RRULE", "“\(part.prefix(40))” is not NAME=VALUE.") }
            parts[pair[0].uppercased()] = String(pair[1])
        }
        guard let name = parts["FREQ"] else { throw .invalid("RRULE", "FREQ is missing.") }
        guard let frequency = Frequency(rawValue: name.uppercased()) else {
            throw .invalid("RRULE", "FREQ=\(name.prefix(20)) is not followed (DAILY, WEEKLY, MONTHLY and YEARLY are).")
        }
        if parts["BYWEEKNO"] != nil || parts["BYSECOND"] != nil {
            throw .invalid("RRULE", "BYWEEKNO and BYSECOND are not followed.")
        }
        var rule = RecurrenceRule(frequency: frequency)
        func integers(_ key: String, _ range: ClosedRange<Int>, nonZero: Bool = false) throws(AlmanacError) -> [Int] {
            guard let text = parts[key] else { return [] }
            var values: [Int] = []
            for item in text.split(separator: ",") {
                guard item.count <= 6, let value = Int(item), range.contains(value), !(nonZero && value == 0) else {
                    throw .invalid("RRULE", "\(key)=\(text.prefix(40)) is out of range.")
                }
                values.append(value)
            }
            return values
        }
        if let text = parts["INTERVAL"] {
            guard text.count <= 6, let value = Int(text), value >= 1 else {
                throw .invalid("RRULE", "INTERVAL must be a whole number from 1.")
            }
            rule.interval = value
        }
        if let text = parts["COUNT"] {
            guard text.count <= 9, let value = Int(text), value >= 1 else {
                throw .invalid("RRULE", "COUNT must be a whole number from 1.")
            }
            rule.count = value
        }
        if let text = parts["UNTIL"] {
            guard let until = ICalendarTime.parse(text, tzid: nil, valueType: nil, person: person) else {
                throw .invalid("RRULE", "UNTIL=\(text.prefix(30)) is not a date.")
            }
            rule.until = until
        }
        rule.byMonth = try integers("BYMONTH", 1...12)
        rule.byMonthDay = try integers("BYMONTHDAY", -31...31, nonZero: true)
        rule.byYearDay = try integers("BYYEARDAY", -366...366, nonZero: true)
        rule.byHour = try integers("BYHOUR", 0...23)
        rule.byMinute = try integers("BYMINUTE", 0...59)
        rule.bySetPosition = try integers("BYSETPOS", -366...366, nonZero: true)
        if let text = parts["WKST"] {
            guard let day = weekdayCodes[text.uppercased()] else { throw .invalid("RRULE", "WKST=\(text.prefix(10)) is no weekday.") }
            rule.weekStart = day
        }
        if let text = parts["BYDAY"] {
            for item in text.split(separator: ",") {
                let code = item.suffix(2).uppercased()
                guard let weekday = weekdayCodes[code] else {
                    throw .invalid("RRULE", "BYDAY=\(text.prefix(40)) has no weekday “\(item.prefix(10))”.")
                }
                let prefix = item.dropLast(2)
                var ordinal: Int?
                if !prefix.isEmpty {
                    guard prefix.count <= 4, let value = Int(prefix.hasPrefix("+") ? prefix.dropFirst() : prefix), value != 0,
                        (-53...53).contains(value)
                    else { throw .invalid("RRULE", "BYDAY=\(text.prefix(40)) has a bad ordinal.") }
                    ordinal = value
                }
                rule.byDay.append(Weekday(weekday: weekday, ordinal: ordinal))
            }
        }
        return rule
    }

    /// The days of one period (a day, a week, a month or a year, by the frequency) that the
    /// BYxxx parts select, sorted; `start` is DTSTART's day.
    func days(inPeriodOf periodDay: LocalDay, start: LocalDay) -> [LocalDay] {
        switch frequency {
        case .daily:
            return matchesLimits(periodDay, checkWeekday: true, checkMonthDay: true) ? [periodDay] : []
        case .weekly:
            let offset = (periodDay.weekday - weekStart + 7) % 7
            let first = periodDay.adding(days: -offset)
            let weekdays = byDay.isEmpty ? [start.weekday] : byDay.map(\.weekday)
            return (0..<7).map { first.adding(days: $0) }.filter {
                weekdays.contains($0.weekday) && (byMonth.isEmpty || byMonth.contains($0.month))
            }
        case .monthly:
            guard byMonth.isEmpty || byMonth.contains(periodDay.month) else { return [] }
            return days(inMonth: periodDay.month, year: periodDay.year, start: start)
        case .yearly:
            let year = periodDay.year
            if !byYearDay.isEmpty {
                let length = LocalDay.daysIn(month: 2, year: year) == 29 ? 366 : 365
                let first = LocalDay(year: year, month: 1, day: 1)
                let days = byYearDay.compactMap { number -> LocalDay? in
                    let index = number > 0 ? number - 1 : length + number
                    guard (0..<length).contains(index) else { return nil }
                    return first.adding(days: index)
                }
                return Set(days).filter { matchesLimits($0, checkWeekday: true, checkMonthDay: true) }.sorted()
            }
            if !byDay.isEmpty, byMonth.isEmpty, byMonthDay.isEmpty {
                // Weekdays of the whole year; an ordinal counts within the year.
                let first = LocalDay(year: year, month: 1, day: 1)
                let last = LocalDay(year: year, month: 12, day: 31)
                return weekdayDays(from: first, to: last).sorted()
            }
            let months = !byMonth.isEmpty ? byMonth.sorted() : (byDay.isEmpty && byMonthDay.isEmpty ? [start.month] : Array(1...12))
            return months.flatMap { days(inMonth: $0, year: year, start: start) }
        }
    }

    private func days(inMonth month: Int, year: Int, start: LocalDay) -> [LocalDay] {
        let length = LocalDay.daysIn(month: month, year: year)
        if !byMonthDay.isEmpty {
            let days = byMonthDay.compactMap { number -> LocalDay? in
                let day = number > 0 ? number : length + number + 1
                guard (1...length).contains(day) else { return nil }
                return LocalDay(year: year, month: month, day: day)
            }
            let weekdays = byDay.map(\.weekday)
            return Set(days).filter { weekdays.isEmpty || weekdays.contains($0.weekday) }.sorted()
        }
        if !byDay.isEmpty {
            return weekdayDays(from: LocalDay(year: year, month: month, day: 1), to: LocalDay(year: year, month: month, day: length))
                .sorted()
        }
        // Only the day of DTSTART; a month without it (the 31st in April) has none.
        guard start.day <= length else { return [] }
        return [LocalDay(year: year, month: month, day: start.day)]
    }

    /// The days from `first` to `last` that BYDAY names, an ordinal counting within the span.
    private func weekdayDays(from first: LocalDay, to last: LocalDay) -> Set<LocalDay> {
        var result = Set<LocalDay>()
        for entry in byDay {
            let offset = (entry.weekday - first.weekday + 7) % 7
            let firstMatch = first.adding(days: offset)
            let total = firstMatch > last ? 0 : firstMatch.days(to: last) / 7 + 1
            if let ordinal = entry.ordinal {
                let index = ordinal > 0 ? ordinal - 1 : total + ordinal
                if (0..<total).contains(index) { result.insert(firstMatch.adding(days: index * 7)) }
            } else {
                for index in 0..<total { result.insert(firstMatch.adding(days: index * 7)) }
            }
        }
        return result
    }

    private func matchesLimits(_ day: LocalDay, checkWeekday: Bool, checkMonthDay: Bool) -> Bool {
        if !byMonth.isEmpty, !byMonth.contains(day.month) { return false }
        if checkMonthDay, !byMonthDay.isEmpty {
            let length = LocalDay.daysIn(month: day.month, year: day.year)
            if !byMonthDay.contains(where: { ($0 > 0 ? $0 : length + $0 + 1) == day.day }) { return false }
        }
        if checkWeekday, !byDay.isEmpty, !byDay.contains(where: { $0.weekday == day.weekday }) { return false }
        return true
    }

    /// The times of day (seconds since midnight) of each selected day: BYHOUR × BYMINUTE, or DTSTART's.
    func times(start seconds: Int) -> [Int] {
        let hours = byHour.isEmpty ? [seconds / 3600] : byHour.sorted()
        let minutes = byMinute.isEmpty ? [(seconds % 3600) / 60] : byMinute.sorted()
        let second = seconds % 60
        return hours.flatMap { hour in minutes.map { hour * 3600 + $0 * 60 + second } }
    }
}
