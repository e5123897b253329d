import Foundation

/// The whole years a graphical timeline shows, and where a day falls along them, so the web layer
/// only multiplies fractions by its width.
public struct YearSpan: Hashable, Codable, Sendable {
    public let firstYear: Int
    public let lastYear: Int

    /// Checks a zoom span (from links or a form): years from 1 to 9999, first not after last.
    public init(firstYear: Int, lastYear: Int) throws(AlmanacError) {
        guard (1...9999).contains(firstYear), (1...9999).contains(lastYear) else {
            throw .invalid("years", "Years run from 1 to 9999; \(firstYear)–\(lastYear) is outside.")
        }
        guard firstYear <= lastYear else {
            throw .invalid("years", "The span \(firstYear)–\(lastYear) ends before it starts.")
        }
        self.firstYear = firstYear
        self.lastYear = lastYear
    }

    /// The years every event reaches, from its start's earliest day to its end's latest day, with
    /// ongoing events reaching today. nil when there are no events.
    public static func of(_ events: [TimelineEvent], today: LocalDay) -> YearSpan? {
        let spans = events.map { $0.span(today: today) }
        guard let first = spans.map(\.first).min(), let last = spans.map(\.last).max() else { return nil }
        return try? YearSpan(firstYear: first.year, lastYear: last.year)
    }

    public var years: ClosedRange<Int> { firstYear...lastYear }

    public var firstDay: LocalDay { LocalDay(year: firstYear, month: 1, day: 1) }

    /// Number of days shown, leap days included.
    public var dayCount: Int { firstDay.days(to: LocalDay(year: lastYear + 1, month: 1, day: 1)) }

    /// Where the start of `day` falls: 0 at January 1 of the first year, 1 at the end of December 31
    /// of the last year. Days outside the span give values below 0 or above 1, so a caller drawing a
    /// zoomed view clamps (a bar that began earlier starts at the left edge).
    public func fraction(of day: LocalDay) -> Double {
        Double(firstDay.days(to: day)) / Double(dayCount)
    }

    /// Where the end of `day` falls (the start of the next day), for the right edge of a bar.
    public func fraction(ofEndOf day: LocalDay) -> Double {
        fraction(of: day.adding(days: 1))
    }

    /// The left and right edges of an event as fractions, clamped to 0...1; nil when the event lies
    /// entirely outside the span.
    public func extent(of event: TimelineEvent, today: LocalDay) -> ClosedRange<Double>? {
        let span = event.span(today: today)
        let left = fraction(of: span.first)
        let right = fraction(ofEndOf: span.last)
        guard right > 0, left < 1 else { return nil }
        return max(0, left)...min(1, right)
    }
}
