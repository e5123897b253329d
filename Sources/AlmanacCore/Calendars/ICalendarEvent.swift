import Foundation

/// One VEVENT as read: its times, its recurrence and what makes it busy.
public struct ICalendarEvent: Equatable, Sendable {
    public var uid: String
    public var summary: String
    public var location: String
    public var start: ICalendarTime
    /// DTEND, when written.
    public var end: ICalendarTime?
    /// DURATION, when written: whole days (nominal, on the wall clock) and seconds (exact).
    public var duration: (days: Int, seconds: Int)?
    public var rule: RecurrenceRule?
    public var exceptions: [ICalendarTime] = []
    public var extraDates: [ICalendarTime] = []
    /// RECURRENCE-ID: this event replaces the instance of `uid` that started then.
    public var recurrenceId: ICalendarTime?
    public var cancelled = false
    /// TRANSP:TRANSPARENT: shown, but the person is not busy.
    public var transparent = false

    public static func == (a: ICalendarEvent, b: ICalendarEvent) -> Bool {
        a.uid == b.uid && a.summary == b.summary && a.location == b.location && a.start == b.start && a.end == b.end
            && a.duration?.days == b.duration?.days && a.duration?.seconds == b.duration?.seconds && a.rule == b.rule
            && a.exceptions == b.exceptions && a.extraDates == b.extraDates && a.recurrenceId == b.recurrenceId
            && a.cancelled == b.cancelled && a.transparent == b.transparent
    }
}

/// What an iCalendar file held: its events, its name, and the events left out with why.
public struct ICalendarFile: Sendable {
    public var name: String?
    public var events: [ICalendarEvent]
    /// Why events could not be read (no DTSTART, a bad date, a rule not followed): the first
    /// `maxReasons` reasons; `skippedCount` counts them all.
    public var skipped: [String]
    /// Events left out, all of them (also those past `maxEvents`).
    public var skippedCount = 0

    public init(name: String?, events: [ICalendarEvent], skipped: [String]) {
        self.name = name
        self.events = events
        self.skipped = skipped
    }

    /// Files larger than this are refused (a work calendar of ten years is a few MB).
    public static let maxBytes = 10 * 1024 * 1024
    /// VEVENTs read from one file at most; the rest are left out and counted.
    public static let maxEvents = 50_000
    /// Reasons kept for the events left out (a file of 50,000 broken events keeps 100 sentences).
    public static let maxReasons = 100

    /// Reads the text of an `.ics` file; floating and all-day times belong to `person`'s zone.
    /// A file that is no iCalendar (no BEGIN:VCALENDAR) or too large is an error; a bad event is
    /// skipped and counted.
    public static func parse(_ text: String, person: TimeZone) throws(AlmanacError) -> ICalendarFile {
        guard text.utf8.count <= maxBytes else {
            throw .tooLarge("The calendar is \(text.utf8.count / 1024 / 1024) MB; the limit is \(maxBytes / 1024 / 1024) MB.")
        }
        let lines = ICalendarLine.unfolded(text)
        guard let first = lines.first(where: { !$0.allSatisfy(\.isWhitespace) }),
            first.trimmingCharacters(in: .whitespaces).uppercased() == "BEGIN:VCALENDAR"
        else { throw .invalid("file", "This is not an iCalendar file: it does not begin with BEGIN:VCALENDAR.") }
        var file = ICalendarFile(name: nil, events: [], skipped: [])
        var depth: [String] = []
        var eventLines: [ICalendarLine] = []
        var overflow = 0
        for raw in lines {
            guard let line = ICalendarLine(raw) else { continue }
            if line.name == "BEGIN" {
                depth.append(line.value.uppercased())
                if depth == ["VCALENDAR", "VEVENT"] { eventLines = [] }
                guard depth.count <= 20 else { throw .invalid("file", "Components are nested more than 20 deep.") }
            } else if line.name == "END" {
                if depth == ["VCALENDAR", "VEVENT"], line.value.uppercased() == "VEVENT" {
                    if file.events.count >= maxEvents {
                        overflow += 1
                    } else {
                        switch ICalendarEvent.read(eventLines, person: person) {
                        case .success(let event): file.events.append(event)
                        case .failure(let error):
                            file.skippedCount += 1
                            if file.skipped.count < maxReasons { file.skipped.append(error.message) }
                        }
                    }
                }
                if !depth.isEmpty { depth.removeLast() }
            } else if depth == ["VCALENDAR", "VEVENT"] {
                eventLines.append(line)
            } else if depth == ["VCALENDAR"], line.name == "X-WR-CALNAME", file.name == nil {
                file.name = ICalendarLine.unescaped(line.value)
            }
        }
        if overflow > 0 {
            file.skippedCount += overflow
            file.skipped.append("\(overflow) events past the first \(maxEvents) (the most one calendar may have)")
        }
        return file
    }
}

extension ICalendarEvent {
    static func read(_ lines: [ICalendarLine], person: TimeZone) -> Result<ICalendarEvent, AlmanacError> {
        func time(_ line: ICalendarLine) -> ICalendarTime? {
            ICalendarTime.parse(line.value, tzid: line.parameters["TZID"], valueType: line.parameters["VALUE"], person: person)
        }
        func times(_ line: ICalendarLine) -> [ICalendarTime] {
            line.value.split(separator: ",").compactMap { item in
                // An RDATE period (start/end or start/duration) counts by its start.
                let start = item.split(separator: "/").first ?? item
                return ICalendarTime.parse(
                    start, tzid: line.parameters["TZID"], valueType: line.parameters["VALUE"] == "PERIOD" ? nil : line.parameters["VALUE"],
                    person: person)
            }
        }
        let uid = lines.first { $0.name == "UID" }?.value ?? ""
        let label = uid.isEmpty ? "an event" : "event \(uid.prefix(60))"
        guard let startLine = lines.first(where: { $0.name == "DTSTART" }) else {
            return .failure(.invalid("DTSTART", "\(label) has no DTSTART."))
        }
        guard let start = time(startLine) else {
            return .failure(.invalid("DTSTART", "\(label) has DTSTART “\(startLine.value.prefix(30))”, which is no date."))
        }
        var event = ICalendarEvent(uid: uid, summary: "", location: "", start: start)
        for line in lines {
            switch line.name {
            case "SUMMARY": event.summary = ICalendarLine.unescaped(line.value)
            case "LOCATION": event.location = ICalendarLine.unescaped(line.value)
            case "DTEND":
                guard let end = time(line) else {
                    return .failure(.invalid("DTEND", "\(label) has DTEND “\(line.value.prefix(30))”, which is no date."))
                }
                event.end = end
            case "DURATION":
                guard let duration = Self.duration(line.value) else {
                    return .failure(.invalid("DURATION", "\(label) has DURATION “\(line.value.prefix(30))”, which is no duration."))
                }
                event.duration = duration
            case "RRULE":
                do {
                    event.rule = try RecurrenceRule.parse(line.value, person: person)
                } catch {
                    return .failure(.invalid("RRULE", "\(label): \(error.message)"))
                }
            case "EXDATE": event.exceptions += times(line)
            case "RDATE": event.extraDates += times(line)
            case "RECURRENCE-ID":
                guard let id = time(line) else {
                    return .failure(.invalid("RECURRENCE-ID", "\(label) has a RECURRENCE-ID that is no date."))
                }
                event.recurrenceId = id
            case "STATUS": event.cancelled = line.value.uppercased() == "CANCELLED"
            case "TRANSP": event.transparent = line.value.uppercased() == "TRANSPARENT"
            default: break
            }
        }
        if let end = event.end, end.isDate != start.isDate {
            return .failure(.invalid("DTEND", "\(label) mixes a date and a date-time in DTSTART and DTEND."))
        }
        return .success(event)
    }

    /// Parses an RFC 5545 duration (`PT1H30M`, `P1D`, `P2W`, `-PT15M`) into whole days and seconds;
    /// nil for anything else or a duration past ten years.
    public static func duration(_ text: String) -> (days: Int, seconds: Int)? {
        var rest = Substring(text.uppercased())
        var sign = 1
        if rest.hasPrefix("-") {
            sign = -1
            rest = rest.dropFirst()
        } else if rest.hasPrefix("+") {
            rest = rest.dropFirst()
        }
        guard rest.hasPrefix("P") else { return nil }
        rest = rest.dropFirst()
        var days = 0
        var seconds = 0
        var inTime = false
        var digits = ""
        var sawUnit = false
        for character in rest {
            if character == "T" {
                guard !inTime, digits.isEmpty else { return nil }
                inTime = true
            } else if character.isASCII, character.isNumber {
                digits.append(character)
                guard digits.count <= 7 else { return nil }
            } else {
                guard let value = Int(digits) else { return nil }
                digits = ""
                sawUnit = true
                switch (character, inTime) {
                case ("W", false): days += value * 7
                case ("D", false): days += value
                case ("H", true): seconds += value * 3600
                case ("M", true): seconds += value * 60
                case ("S", true): seconds += value
                default: return nil
                }
            }
        }
        guard digits.isEmpty, sawUnit, days + seconds / 86_400 <= 3660 else { return nil }
        return (sign * days, sign * seconds)
    }
}
