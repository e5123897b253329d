import AlmanacCore
import AlmanacStore
import Foundation

/// The system's SVG charts, drawn on the server. Colours come from the stylesheet (classes), so
/// they follow light and dark mode.
enum SystemCharts {
    private static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    /// One day: the active hours as a bar with hour ticks and the worked stretches filled in.
    static func day(_ detail: DayPresenceDetail, zone: TimeZone) -> HTML {
        let width = 360.0
        let barY = 8.0
        let barHeight = 28.0
        guard let window = detail.window else {
            return "<p class=\"hint\">No active hours on this day; presence counts on the days set in the system settings.</p>"
        }
        func x(_ date: Date) -> Double { date.timeIntervalSince(window.start) / window.duration * width }
        var parts: [HTML] = ["<rect x=\"0\" y=\"\(barY)\" width=\"\(width)\" height=\"\(barHeight)\" rx=\"6\" class=\"chart-track\"/>"]
        for stretch in detail.covered {
            parts.append(
                "<rect x=\"\(number(x(stretch.start)))\" y=\"\(barY)\" width=\"\(number(max(2, x(stretch.end) - x(stretch.start))))\" height=\"\(barHeight)\" rx=\"3\" class=\"chart-fill\"><title>\(SystemText.clock(stretch.start, zone))–\(SystemText.clock(stretch.end, zone))</title></rect>"
            )
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var tick =
            calendar.nextDate(after: window.start.addingTimeInterval(-1), matching: DateComponents(minute: 0), matchingPolicy: .nextTime)
            ?? window.start
        var ticks = 0
        while tick <= window.end && ticks < 30 {
            let position = x(tick)
            parts.append(
                "<line x1=\"\(number(position))\" x2=\"\(number(position))\" y1=\"\(barY + barHeight)\" y2=\"\(barY + barHeight + 4)\" class=\"chart-axis\"/>"
            )
            let hour = calendar.component(.hour, from: tick)
            if hour % 3 == 0 || window.duration <= 6 * 3600 {
                let anchor = position < 10 ? "start" : position > width - 10 ? "end" : "middle"
                parts.append(
                    "<text x=\"\(number(position))\" y=\"\(barY + barHeight + 18)\" text-anchor=\"\(anchor)\" class=\"chart-label\">\(String(format: "%02d", hour))</text>"
                )
            }
            tick = tick.addingTimeInterval(3600)
            ticks += 1
        }
        let label =
            "Presence on \(SystemText.dayTitle(detail.day)): \(SystemText.percent(detail.presence.fraction)) of the active hours \(SystemText.clock(window.start, zone))–\(SystemText.clock(window.end, zone))"
        return
            "<svg class=\"chart presence-day\" viewBox=\"0 0 360 60\" role=\"img\" aria-label=\"\(label)\">\(parts.joined())</svg>"
    }

    /// Several days: one bar each, the height the share of the active hours covered.
    static func days(_ details: [DayPresenceDetail]) -> HTML {
        let height = 120.0
        let top = 18.0
        let columnWidth = 360.0 / Double(max(details.count, 1))
        var parts: [HTML] = []
        for (index, detail) in details.enumerated() {
            let x = Double(index) * columnWidth + columnWidth * 0.2
            let barWidth = columnWidth * 0.6
            let barHeight = detail.presence.fraction * height
            parts.append(
                "<rect x=\"\(number(x))\" y=\"\(top)\" width=\"\(number(barWidth))\" height=\"\(height)\" rx=\"4\" class=\"chart-track\"/>")
            if barHeight > 0 {
                parts.append(
                    "<rect x=\"\(number(x))\" y=\"\(number(top + height - barHeight))\" width=\"\(number(barWidth))\" height=\"\(number(barHeight))\" rx=\"4\" class=\"chart-fill\"/>"
                )
            }
            let centre = number(x + barWidth / 2)
            let value = detail.window == nil ? "off" : SystemText.percent(detail.presence.fraction)
            parts.append("<text x=\"\(centre)\" y=\"12\" text-anchor=\"middle\" class=\"chart-label\">\(value)</text>")
            parts.append(
                "<text x=\"\(centre)\" y=\"\(number(top + height + 16))\" text-anchor=\"middle\" class=\"chart-label\">\(SystemText.weekday(detail.day))</text>"
            )
        }
        let summary = details.map { "\(SystemText.weekday($0.day)) \(SystemText.percent($0.presence.fraction))" }.joined(separator: ", ")
        return
            "<svg class=\"chart presence-days\" viewBox=\"0 0 360 160\" role=\"img\" aria-label=\"Presence per day: \(summary)\">\(parts.joined())</svg>"
    }

    /// The last 8 weeks: estimated vs actual hours as paired bars, capacity as a line, done/planned goals as labels.
    static func trend(_ points: [WeekTrendPoint]) -> HTML {
        let height = 140.0
        let top = 20.0
        let columnWidth = 360.0 / Double(max(points.count, 1))
        let maximum = max(1, points.map { max($0.estimatedHours, $0.actualHours, $0.capacityHours) }.max() ?? 1)
        func y(_ hours: Double) -> Double { top + height - hours / maximum * height }
        var parts: [HTML] = []
        var capacityPoints: [String] = []
        for (index, point) in points.enumerated() {
            let x = Double(index) * columnWidth
            let barWidth = columnWidth * 0.3
            let label = SystemText.dayMonth(point.weekStart)
            if point.hasData {
                parts.append(
                    "<rect x=\"\(number(x + columnWidth * 0.18))\" y=\"\(number(y(point.estimatedHours)))\" width=\"\(number(barWidth))\" height=\"\(number(top + height - y(point.estimatedHours)))\" class=\"chart-estimate\"><title>\(label): estimated \(SystemText.hours(point.estimatedHours))</title></rect>"
                )
                parts.append(
                    "<rect x=\"\(number(x + columnWidth * 0.52))\" y=\"\(number(y(point.actualHours)))\" width=\"\(number(barWidth))\" height=\"\(number(top + height - y(point.actualHours)))\" class=\"chart-fill\"><title>\(label): actual \(SystemText.hours(point.actualHours))</title></rect>"
                )
                parts.append(
                    "<text x=\"\(number(x + columnWidth / 2))\" y=\"12\" text-anchor=\"middle\" class=\"chart-label\">\(point.doneGoals)/\(point.plannedGoals)</text>"
                )
                capacityPoints.append("\(number(x + columnWidth / 2)),\(number(y(point.capacityHours)))")
            } else {
                parts.append(
                    "<text x=\"\(number(x + columnWidth / 2))\" y=\"\(number(top + height - 4))\" text-anchor=\"middle\" class=\"chart-label\">–</text>"
                )
            }
            parts.append(
                "<text x=\"\(number(x + columnWidth / 2))\" y=\"\(number(top + height + 16))\" text-anchor=\"middle\" class=\"chart-label small\">\(label)</text>"
            )
        }
        if capacityPoints.count > 1 {
            parts.append("<polyline points=\"\(capacityPoints.joined(separator: " "))\" class=\"chart-line\" fill=\"none\"/>")
        }
        parts.append("<line x1=\"0\" x2=\"360\" y1=\"\(top + height)\" y2=\"\(top + height)\" class=\"chart-axis\"/>")
        let summary = points.filter(\.hasData).map {
            "week of \(SystemText.dayMonth($0.weekStart)): \($0.doneGoals) of \($0.plannedGoals) goals done, estimated \(SystemText.hours($0.estimatedHours)), actual \(SystemText.hours($0.actualHours))"
        }.joined(separator: "; ")
        return
            "<svg class=\"chart trend\" viewBox=\"0 0 360 180\" role=\"img\" aria-label=\"\(("Last 8 weeks: " + (summary.isEmpty ? "no data yet" : summary)))\">\(parts.joined())</svg>"
    }
}
