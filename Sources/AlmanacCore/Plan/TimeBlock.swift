import Foundation

/// The rules of a timebox: a block of a local day, on the 15-minute grid, tied to a goal or an area.
///
/// Decisions: a block stays inside its day (it ends at 24:00 at the latest), lasts 15 minutes to
/// 8 hours (the longest intention), and may overlap another block: a plan drawn over a meeting
/// or two options for one hour is the person's call, and the grid shows them side by side.
public enum TimeBlockRules {
    public static let stepMinutes = 15
    public static let minutesRange = 15...480
    public static let dayMinutes = 24 * 60
    public static let minutesQuantity = Quantity("the length of a block", unit: "min", 15...480, isWhole: true)

    /// The latest start of a block of `minutes`.
    public static func latestStart(minutes: Int) -> Int { dayMinutes - minutes }

    /// Checks a start (minutes since midnight) and a length, naming the field at fault.
    public static func check(startMinute: Int, minutes: Int) throws(AlmanacError) {
        try minutesQuantity.check(minutes, field: "minutes")
        guard minutes % stepMinutes == 0 else {
            throw .invalid("minutes", "A block lasts a multiple of 15 minutes (15, 30, 45 …), not \(minutes).")
        }
        guard (0..<dayMinutes).contains(startMinute), startMinute % stepMinutes == 0 else {
            throw .invalid("start", "A block starts on a quarter hour (09:00, 09:15, 09:30, 09:45).")
        }
        guard startMinute + minutes <= dayMinutes else {
            throw .invalid(
                "minutes", "A block ends by midnight; from \(clock(startMinute)) it can last at most \(dayMinutes - startMinute) minutes.")
        }
    }

    /// "09:15" for 555; "24:00" for the end of the day.
    public static func clock(_ minute: Int) -> String {
        let bounded = min(max(minute, 0), dayMinutes)
        let hours = bounded / 60
        let rest = bounded % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }

    /// A length typed on the command line or in a form: "45", "45m", "1h", "1h30m", "1:30".
    public static func parseMinutes(_ text: String, field: String = "minutes", quantity: Quantity = minutesQuantity) throws(AlmanacError)
        -> Int
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let refusal = AlmanacError.invalid(field, "“\(trimmed.prefix(20))” is not a length; write 45m, 1h or 1h30m.")
        guard !trimmed.isEmpty, trimmed.utf8.count <= 12 else { throw refusal }
        var total = 0
        if trimmed.contains(":") {
            let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0...24).contains(h), (0...59).contains(m)
            else { throw refusal }
            total = h * 60 + m
        } else if let plain = Int(trimmed) {
            guard (0...10_000).contains(plain) else { throw refusal }
            total = plain
        } else {
            var number = ""
            var sawUnit = false
            for character in trimmed {
                if character.isASCII, character.isNumber {
                    number.append(character)
                } else if character == "h" || character == "m" {
                    guard let value = Int(number), value <= 10_000 else { throw refusal }
                    total += character == "h" ? value * 60 : value
                    number = ""
                    sawUnit = true
                } else {
                    throw refusal
                }
            }
            guard sawUnit, number.isEmpty else { throw refusal }
        }
        try quantity.check(total, field: field)
        return total
    }
}

/// A block as a person writes it (form, API, CLI), before it is checked.
public struct TimeBlockDraft: Sendable, Equatable {
    public var title: String
    public var day: LocalDay
    public var start: WallClockTime
    public var minutes: Int
    public var goalId: String?
    public var areaId: String?
    public var taskId: String?

    public init(
        title: String, day: LocalDay, start: WallClockTime, minutes: Int, goalId: String? = nil, areaId: String? = nil,
        taskId: String? = nil
    ) {
        self.title = title
        self.day = day
        self.start = start
        self.minutes = minutes
        self.goalId = goalId
        self.areaId = areaId
        self.taskId = taskId
    }

    public var startMinute: Int { start.minutesSinceMidnight }
    public var endMinute: Int { startMinute + minutes }

    /// The draft with its title trimmed, or the first rule it breaks. A goal or an area is required
    /// (as it is for a to-do of today); with a goal the area is the goal's, set by the store.
    public func validated() throws(AlmanacError) -> TimeBlockDraft {
        var draft = self
        draft.title = try Validate.title(title, max: Limits.nameLength)
        guard day.isInRange else { throw .invalid("day", "The day must be \(LocalDay.rangeText).") }
        try TimeBlockRules.check(startMinute: startMinute, minutes: minutes)
        func id(_ value: String?) -> String? {
            guard let trimmed = value?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
            return trimmed
        }
        draft.goalId = id(goalId)
        draft.areaId = id(areaId)
        draft.taskId = id(taskId)
        guard draft.goalId != nil || draft.areaId != nil else {
            throw .invalid("link", "A block serves a weekly goal or an area of focus; pick one.")
        }
        return draft
    }

    /// The instants the block covers in `zone`: its wall-clock start on its day (on a DST day 09:00
    /// is still 09:00) and `minutes` of real time after it.
    public func interval(in zone: TimeZone) -> DateInterval {
        TimeBlockDraft.interval(day: day, startMinute: startMinute, minutes: minutes, in: zone)
    }

    public static func interval(day: LocalDay, startMinute: Int, minutes: Int, in zone: TimeZone) -> DateInterval {
        let midnight = day.start(in: zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        // Wall-clock hours and minutes from midnight: a start in the hour a spring DST change skips
        // moves forward as the calendar does.
        let start =
            calendar.date(bySettingHour: startMinute / 60, minute: startMinute % 60, second: 0, of: midnight)
            ?? midnight.addingTimeInterval(Double(startMinute) * 60)
        return DateInterval(start: start, duration: Double(minutes) * 60)
    }
}

/// How long the blocks of a day add up to against what the day can hold: overcommitment is a number.
public struct DayLoad: Sendable, Equatable {
    public var plannedMinutes: Int
    public var capacityMinutes: Int

    public init(plannedMinutes: Int, capacityMinutes: Int) {
        self.plannedMinutes = plannedMinutes
        self.capacityMinutes = capacityMinutes
    }

    /// Minutes planned beyond the capacity (0 when within it).
    public var overcommittedMinutes: Int { max(0, plannedMinutes - capacityMinutes) }
    /// Planned over capacity in percent (nil without a capacity).
    public var percent: Int? {
        capacityMinutes > 0 ? Int((Double(plannedMinutes) * 100 / Double(capacityMinutes)).rounded()) : nil
    }
}

/// Lanes for overlapping blocks so the grid can draw them side by side: each block gets the first
/// lane free at its start, and `lanes` is how many its cluster of overlapping blocks needs.
public enum BlockLanes {
    public static func assign(_ spans: [(start: Int, end: Int)]) -> [(lane: Int, lanes: Int)] {
        let order = spans.indices.sorted { (spans[$0].start, spans[$0].end) < (spans[$1].start, spans[$1].end) }
        var result = [(lane: Int, lanes: Int)](repeating: (0, 1), count: spans.count)
        var laneEnds: [Int] = []
        var cluster: [Int] = []
        var clusterEnd = Int.min
        func close() {
            for index in cluster { result[index].lanes = max(1, laneEnds.count) }
            cluster = []
            laneEnds = []
        }
        for index in order {
            let span = spans[index]
            if span.start >= clusterEnd { close() }
            if let free = laneEnds.firstIndex(where: { $0 <= span.start }) {
                laneEnds[free] = span.end
                result[index].lane = free
            } else {
                laneEnds.append(span.end)
                result[index].lane = laneEnds.count - 1
            }
            cluster.append(index)
            clusterEnd = max(clusterEnd, span.end)
        }
        close()
        return result
    }
}

extension Quantities {
    public enum BlockMinutes: BoundedQuantity { public static let quantity = TimeBlockRules.minutesQuantity }
}
