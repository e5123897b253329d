import Foundation

/// A stretch of time over which a zone keeps one offset from UTC.
public struct ZoneOffsetPeriod: Equatable, Sendable {
    /// The first instant with this offset (for the first period, the start asked for).
    public var start: Date
    public var secondsFromGMT: Int
}

extension TimeZone {
    /// The zone's offsets from `first` through `last`, in order, one period per change (daylight
    /// saving time and changes of standard time alike). The database knows no zones; with these it
    /// can turn UTC instants into local hours itself. At most `limit` periods: the rest of a span
    /// longer than that (a thousand years of clock changes) keeps the last offset.
    public func offsetPeriods(from first: Date, through last: Date, limit: Int = 2_000) -> [ZoneOffsetPeriod] {
        var periods = [ZoneOffsetPeriod(start: first, secondsFromGMT: secondsFromGMT(for: first))]
        var cursor = first
        while periods.count < limit, let next = nextDaylightSavingTimeTransition(after: cursor), next > cursor, next <= last {
            let offset = secondsFromGMT(for: next)
            if offset != periods[periods.count - 1].secondsFromGMT {
                periods.append(ZoneOffsetPeriod(start: next, secondsFromGMT: offset))
            }
            cursor = next
        }
        return periods
    }
}
