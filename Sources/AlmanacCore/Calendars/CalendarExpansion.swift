import Foundation

/// One meeting on one day: an instance of an event, with its times as instants.
public struct CalendarOccurrence: Equatable, Codable, Sendable {
    public var uid: String
    public var title: String
    public var location: String
    public var start: Date
    public var end: Date
    /// An all-day event: `startDay` up to (not including) `endDay`, whatever the zone.
    public var allDay: Bool
    /// The person's day of the start (the event's own date when all-day).
    public var startDay: LocalDay
    /// The day after the last day of an all-day event; the day of the end otherwise.
    public var endDay: LocalDay
    /// False for TRANSP:TRANSPARENT: shown, but free.
    public var busy: Bool

    public init(
        uid: String, title: String, location: String, start: Date, end: Date, allDay: Bool, startDay: LocalDay, endDay: LocalDay,
        busy: Bool
    ) {
        self.uid = uid
        self.title = title
        self.location = location
        self.start = start
        self.end = end
        self.allDay = allDay
        self.startDay = startDay
        self.endDay = endDay
        self.busy = busy
    }
}

/// Expands the events of a file into their instances within a window, bounded: a rule is
/// followed for at most `maxPeriods` periods and a file gives at most `maxOccurrences` instances,
/// so no rule, however hostile, runs long.
public enum CalendarExpansion {
    public static let maxOccurrences = 20_000
    public static let maxPeriods = 200_000

    /// The instances of `file`'s events that overlap `from..<to`, sorted by start. Floating and
    /// all-day times are read in `person`'s zone.
    public static func occurrences(of file: ICalendarFile, from: Date, to: Date, person: TimeZone) -> [CalendarOccurrence] {
        guard from < to else { return [] }
        var overridesByUid: [String: [ICalendarEvent]] = [:]
        for event in file.events where event.recurrenceId != nil && !event.uid.isEmpty {
            overridesByUid[event.uid, default: []].append(event)
        }
        let masterUids = Set(file.events.filter { $0.recurrenceId == nil }.map(\.uid))
        var result: [CalendarOccurrence] = []
        for event in file.events {
            guard result.count < maxOccurrences else { break }
            if event.recurrenceId != nil {
                // A moved or changed instance stands on its own (also when its series is not in the file).
                guard !event.cancelled else { continue }
                if masterUids.contains(event.uid),
                    file.events.contains(where: { $0.uid == event.uid && $0.recurrenceId == nil && $0.cancelled })
                {
                    continue
                }
                result += instances(of: event, starts: [event.start.wall], from: from, to: to, person: person)
                continue
            }
            guard !event.cancelled else { continue }
            let overrides = event.uid.isEmpty ? [] : overridesByUid[event.uid] ?? []
            let zone = event.start.zone(person: person)
            var starts =
                event.rule.map { expand($0, start: event.start, from: from, to: to, zone: zone, person: person) } ?? [event.start.wall]
            if !event.extraDates.isEmpty {
                starts += event.extraDates.map { extra in
                    // An RDATE in another zone is the same instant on this event's wall clock.
                    extra.isDate || event.start.isDate
                        ? WallTime(day: extra.wall.day, seconds: event.start.wall.seconds)
                        : wall(of: extra.instant(person: person), in: zone)
                }
                starts = Array(Set(starts)).sorted()
            }
            let replaced = overrides.compactMap(\.recurrenceId)
            starts.removeAll { start in
                let candidate = event.start.with(start)
                return event.exceptions.contains { same(candidate, $0, person: person) }
                    || replaced.contains { same(candidate, $0, person: person) }
            }
            result += instances(of: event, starts: starts, from: from, to: to, person: person)
        }
        if result.count > maxOccurrences { result.removeLast(result.count - maxOccurrences) }
        return result.sorted { ($0.start, $0.end, $0.title) < ($1.start, $1.end, $1.title) }
    }

    /// Whether two times name the same instance: the same day when either is a date, else the same instant.
    static func same(_ a: ICalendarTime, _ b: ICalendarTime, person: TimeZone) -> Bool {
        if a.isDate || b.isDate {
            let dayA = a.isDate ? a.wall.day : LocalDay(containing: a.instant(person: person), in: a.zone(person: person))
            let dayB = b.isDate ? b.wall.day : LocalDay(containing: b.instant(person: person), in: a.zone(person: person))
            return dayA == dayB
        }
        return a.instant(person: person) == b.instant(person: person)
    }

    static func wall(of instant: Date, in zone: TimeZone) -> WallTime {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        return WallTime(wallSeconds: seconds)
    }

    /// The instances starting at `starts` (wall times in the event's zone) that overlap the window.
    static func instances(of event: ICalendarEvent, starts: [WallTime], from: Date, to: Date, person: TimeZone) -> [CalendarOccurrence] {
        let zone = event.start.zone(person: person)
        // The length of each instance: DTEND − DTSTART on the wall clock when both are in one zone
        // (a 09:00–10:00 meeting is an hour on both sides of a clock change), else exact seconds.
        var wallLength = 0
        var exactLength = 0
        if let end = event.end {
            if end.isDate || end.zone(person: person).identifier == zone.identifier {
                wallLength = end.wall.wallSeconds - event.start.wall.wallSeconds
            } else {
                exactLength = Int(end.instant(person: person).timeIntervalSince(event.start.instant(person: person)))
            }
        } else if let duration = event.duration {
            wallLength = duration.days * 86_400
            exactLength = duration.seconds
        } else if event.start.isDate {
            wallLength = 86_400
        }
        if wallLength < 0 || exactLength < 0 || wallLength + exactLength < 0 {
            wallLength = 0
            exactLength = 0
        }
        var result: [CalendarOccurrence] = []
        for wall in starts {
            let start = wall.instant(in: zone)
            let endWall = wall.adding(seconds: wallLength)
            let end = endWall.instant(in: zone).addingTimeInterval(Double(exactLength))
            let overlaps = start < to && (end > from || (end == start && start >= from))
            guard overlaps else { continue }
            let allDay = event.start.isDate
            result.append(
                CalendarOccurrence(
                    uid: event.uid, title: event.summary, location: event.location, start: start, end: end, allDay: allDay,
                    startDay: allDay ? wall.day : LocalDay(containing: start, in: person),
                    endDay: allDay ? max(endWall.day, wall.day.adding(days: 1)) : LocalDay(containing: end, in: person),
                    busy: !event.transparent))
        }
        return result
    }

    /// The start wall times `rule` gives from `start` that may overlap the window (a few days of
    /// margin either side; `instances` keeps the exact overlap).
    static func expand(_ rule: RecurrenceRule, start: ICalendarTime, from: Date, to: Date, zone: TimeZone, person: TimeZone) -> [WallTime] {
        let first = start.wall
        // Instances longer than this margin that began before the window are not looked for.
        let earliest = LocalDay(containing: from, in: zone).adding(days: -31)
        let latest = LocalDay(containing: to, in: zone).adding(days: 1)
        guard first.day <= latest else { return [] }
        let times = start.isDate ? [0] : rule.times(start: first.seconds)
        var results: [WallTime] = []
        var produced = 0
        // Without COUNT the periods before the window need not be walked: jump to the last one before it.
        var period = 0
        if rule.count == nil, earliest > first.day {
            let gap = first.day.days(to: earliest)
            let periods: Int
            switch rule.frequency {
            case .daily: periods = gap
            case .weekly: periods = gap / 7
            case .monthly: periods = (earliest.year - first.day.year) * 12 + earliest.month - first.day.month
            case .yearly: periods = earliest.year - first.day.year
            }
            period = max(0, periods / rule.interval - 1)
        }
        let firstWeekStart = first.day.adding(days: -((first.day.weekday - rule.weekStart + 7) % 7))
        var walked = 0
        periods: while walked < maxPeriods {
            walked += 1
            let step = period.multipliedReportingOverflow(by: rule.interval)
            guard !step.overflow, step.partialValue < 4_000_000 else { break }
            let periodDay: LocalDay
            switch rule.frequency {
            case .daily: periodDay = first.day.adding(days: step.partialValue)
            case .weekly: periodDay = firstWeekStart.adding(days: step.partialValue * 7)
            case .monthly:
                let index = first.day.year * 12 + first.day.month - 1 + step.partialValue
                guard index / 12 <= 9999 else { break periods }
                periodDay = LocalDay(year: index / 12, month: index % 12 + 1, day: 1)
            case .yearly:
                guard first.day.year + step.partialValue <= 9999 else { break periods }
                periodDay = LocalDay(year: first.day.year + step.partialValue, month: 1, day: 1)
            }
            period += 1
            guard periodDay <= latest, periodDay.year <= 9999 else { break }
            var candidates: [WallTime] = []
            for day in rule.days(inPeriodOf: periodDay, start: first.day) {
                for time in times { candidates.append(WallTime(day: day, seconds: time)) }
            }
            if !rule.bySetPosition.isEmpty {
                let count = candidates.count
                candidates = Set(
                    rule.bySetPosition.compactMap { position -> WallTime? in
                        let index = position > 0 ? position - 1 : count + position
                        return (0..<count).contains(index) ? candidates[index] : nil
                    }
                ).sorted()
            }
            for candidate in candidates where candidate >= first {
                if let until = rule.until, !within(candidate, until: until, start: start, zone: zone, person: person) { break periods }
                produced += 1
                if let count = rule.count, produced > count { break periods }
                guard candidate.day <= latest else { break periods }
                if candidate.day >= earliest { results.append(candidate) }
                guard results.count < maxOccurrences else { break periods }
            }
        }
        // DTSTART is always the first instance, also when the rule does not give it.
        if !results.contains(first), first.day >= earliest, first.day <= latest { results.insert(first, at: 0) }
        return results
    }

    /// Whether `candidate` (a wall time in `zone`) is on or before UNTIL.
    static func within(_ candidate: WallTime, until: ICalendarTime, start: ICalendarTime, zone: TimeZone, person: TimeZone) -> Bool {
        switch until {
        case .date(let day): return candidate.day <= day
        case .floating(let wall): return start.isDate ? candidate.day <= wall.day : candidate <= wall
        case .utc, .zoned:
            if start.isDate { return candidate.day <= LocalDay(containing: until.instant(person: person), in: zone) }
            return candidate.instant(in: zone) <= until.instant(person: person)
        }
    }
}
