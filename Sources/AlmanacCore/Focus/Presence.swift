import Foundation

/// How much of a day's active hours intentions covered.
public struct Presence: Equatable, Codable, Sendable {
    public var coveredSeconds: TimeInterval
    public var activeSeconds: TimeInterval
    /// 0...1; 0 on a day without active hours.
    public var fraction: Double

    public init(coveredSeconds: TimeInterval, activeSeconds: TimeInterval) {
        self.coveredSeconds = coveredSeconds
        self.activeSeconds = activeSeconds
        self.fraction = activeSeconds > 0 ? min(1, coveredSeconds / activeSeconds) : 0
    }

    /// Adds days up into a week: covered and active seconds summed, not fractions averaged.
    public static func total(_ days: [Presence]) -> Presence {
        Presence(
            coveredSeconds: days.reduce(0) { $0 + $1.coveredSeconds },
            activeSeconds: days.reduce(0) { $0 + $1.activeSeconds })
    }
}

/// The share of `day`'s active hours covered by `intervals`: overlaps count once, only the part
/// inside the active hours counts, intervals reaching over midnight or the day-start hour are cut
/// at the day's edges, and active hours are wall-clock times (a DST day keeps 09:00–18:00 = 9 h).
public func presence(
    of intervals: [DateInterval], on day: LocalDay, activeHours: ActiveHours, timeZone: TimeZone, dayStartHour: Int
) -> Presence {
    guard let window = activeHours.window(on: day, timeZone: timeZone, dayStartHour: dayStartHour) else {
        return Presence(coveredSeconds: 0, activeSeconds: 0)
    }
    let covered = mergedIntervals(intervals, within: window).reduce(0) { $0 + $1.duration }
    return Presence(coveredSeconds: covered, activeSeconds: window.duration)
}

/// Presence for each day from `first` through `last`, in order.
public func presenceByDay(
    of intervals: [DateInterval], from first: LocalDay, through last: LocalDay, activeHours: ActiveHours,
    timeZone: TimeZone, dayStartHour: Int
) -> [(day: LocalDay, presence: Presence)] {
    guard first <= last else { return [] }
    return (0...first.days(to: last)).map { offset in
        let day = first.adding(days: offset)
        return (day, presence(of: intervals, on: day, activeHours: activeHours, timeZone: timeZone, dayStartHour: dayStartHour))
    }
}

/// `intervals` cut to `window`, sorted, with overlapping or touching ones joined; what a chart draws.
public func mergedIntervals(_ intervals: [DateInterval], within window: DateInterval) -> [DateInterval] {
    let clipped = intervals.compactMap { interval -> DateInterval? in
        let start = max(interval.start, window.start)
        let end = min(interval.end, window.end)
        return end > start ? DateInterval(start: start, end: end) : nil
    }.sorted { $0.start < $1.start }
    var merged: [DateInterval] = []
    for interval in clipped {
        if let last = merged.last, interval.start <= last.end {
            merged[merged.count - 1] = DateInterval(start: last.start, end: max(last.end, interval.end))
        } else {
            merged.append(interval)
        }
    }
    return merged
}
