import AlmanacCore
import AlmanacStore
import Foundation

/// The system's SVG charts, drawn on the server. Colours come from the stylesheet (classes), so
/// they follow light and dark mode.
enum SystemCharts {
    private static func number(_ value: Double) -> String { NumberText.fixed(value, decimals: 1) }

    /// One day: the active hours as a bar with hour ticks and the worked stretches filled in.
    static func day(_ detail: DayPresenceDetail, zone: TimeZone) -> HTML {
        let width = 360.0
        let barY = 8.0
        let barHeight = 28.0
        guard let window = detail.window else {
            return Paragraph("No active hours on this day; presence counts on the days set in the system settings.").class("hint").render()
        }
        func x(_ date: Date) -> Double { date.timeIntervalSince(window.start) / window.duration * width }
        var parts: [Component] = [
            SVG("rect", ["x": "0", "y": "\(barY)", "width": "\(width)", "height": "\(barHeight)", "rx": "6", "class": "chart-track"])
        ]
        for stretch in detail.covered {
            parts.append(
                SVG(
                    "rect",
                    [
                        "x": number(x(stretch.start)), "y": "\(barY)", "width": number(max(2, x(stretch.end) - x(stretch.start))),
                        "height": "\(barHeight)", "rx": "3", "class": "chart-fill",
                    ]
                ) { SVG("title", [:]) { Text("\(SystemText.clock(stretch.start, zone))–\(SystemText.clock(stretch.end, zone))") } })
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
                SVG(
                    "line",
                    [
                        "x1": number(position), "x2": number(position), "y1": "\(barY + barHeight)", "y2": "\(barY + barHeight + 4)",
                        "class": "chart-axis",
                    ]))
            let hour = calendar.component(.hour, from: tick)
            if hour % 3 == 0 || window.duration <= 6 * 3600 {
                let anchor = position < 10 ? "start" : position > width - 10 ? "end" : "middle"
                parts.append(
                    SVG(
                        "text",
                        ["x": number(position), "y": "\(barY + barHeight + 18)", "text-anchor": anchor, "class": "chart-label"]
                    ) { Text(String(format: "%02d", hour)) })
            }
            tick = tick.addingTimeInterval(3600)
            ticks += 1
        }
        let label =
            "Presence on \(SystemText.dayTitle(detail.day)): \(SystemText.percent(detail.presence.fraction)) of the active hours \(SystemText.clock(window.start, zone))–\(SystemText.clock(window.end, zone))"
        return chart("presence-day", height: 60, label: label, parts)
    }

    /// Several days: one bar each, the height the share of the active hours covered.
    static func days(_ details: [DayPresenceDetail]) -> HTML {
        let height = 120.0
        let top = 18.0
        let columnWidth = 360.0 / Double(max(details.count, 1))
        var parts: [Component] = []
        for (index, detail) in details.enumerated() {
            let x = Double(index) * columnWidth + columnWidth * 0.2
            let barWidth = columnWidth * 0.6
            let barHeight = detail.presence.fraction * height
            parts.append(
                SVG(
                    "rect",
                    ["x": number(x), "y": "\(top)", "width": number(barWidth), "height": "\(height)", "rx": "4", "class": "chart-track"]))
            if barHeight > 0 {
                parts.append(
                    SVG(
                        "rect",
                        [
                            "x": number(x), "y": number(top + height - barHeight), "width": number(barWidth), "height": number(barHeight),
                            "rx": "4", "class": "chart-fill",
                        ]))
            }
            let centre = number(x + barWidth / 2)
            let value = detail.window == nil ? "off" : SystemText.percent(detail.presence.fraction)
            parts.append(label(value, x: centre, y: "12"))
            parts.append(label(SystemText.weekday(detail.day), x: centre, y: number(top + height + 16)))
        }
        let summary = details.map { "\(SystemText.weekday($0.day)) \(SystemText.percent($0.presence.fraction))" }.joined(separator: ", ")
        return chart("presence-days", height: 160, label: "Presence per day: \(summary)", parts)
    }

    /// The last 8 weeks: estimated vs actual hours as paired bars, capacity as a line, done/planned goals as labels.
    static func trend(_ points: [WeekTrendPoint]) -> HTML {
        let height = 140.0
        let top = 20.0
        let columnWidth = 360.0 / Double(max(points.count, 1))
        let maximum = max(1, points.map { max($0.estimatedHours, $0.actualHours, $0.capacityHours) }.max() ?? 1)
        func y(_ hours: Double) -> Double { top + height - hours / maximum * height }
        var parts: [Component] = []
        var capacityPoints: [String] = []
        for (index, point) in points.enumerated() {
            let x = Double(index) * columnWidth
            let barWidth = columnWidth * 0.3
            let weekLabel = SystemText.dayMonth(point.weekStart)
            let centre = number(x + columnWidth / 2)
            if point.hasData {
                for (offset, hours, kind, words) in [
                    (0.18, point.estimatedHours, "chart-estimate", "estimated"), (0.52, point.actualHours, "chart-fill", "actual"),
                ] {
                    parts.append(
                        SVG(
                            "rect",
                            [
                                "x": number(x + columnWidth * offset), "y": number(y(hours)), "width": number(barWidth),
                                "height": number(top + height - y(hours)), "class": kind,
                            ]
                        ) { SVG("title", [:]) { Text("\(weekLabel): \(words) \(SystemText.hours(hours))") } })
                }
                parts.append(label("\(point.doneGoals)/\(point.plannedGoals)", x: centre, y: "12"))
                capacityPoints.append("\(centre),\(number(y(point.capacityHours)))")
            } else {
                parts.append(label("–", x: centre, y: number(top + height - 4)))
            }
            parts.append(label(weekLabel, x: centre, y: number(top + height + 16)).class("small"))
        }
        if capacityPoints.count > 1 {
            parts.append(SVG("polyline", ["points": capacityPoints.joined(separator: " "), "class": "chart-line", "fill": "none"]))
        }
        parts.append(SVG("line", ["x1": "0", "x2": "360", "y1": "\(top + height)", "y2": "\(top + height)", "class": "chart-axis"]))
        let summary = points.filter(\.hasData).map {
            "week of \(SystemText.dayMonth($0.weekStart)): \($0.doneGoals) of \($0.plannedGoals) goals done, estimated \(SystemText.hours($0.estimatedHours)), actual \(SystemText.hours($0.actualHours))"
        }.joined(separator: "; ")
        return chart("trend", height: 180, label: "Last 8 weeks: " + (summary.isEmpty ? "no data yet" : summary), parts)
    }

    /// A centred label.
    private static func label(_ text: String, x: String, y: String) -> Component {
        SVG("text", ["x": x, "y": y, "text-anchor": "middle", "class": "chart-label"]) { Text(text) }
    }

    /// The chart's `<svg>`, 360 wide, described for screen readers by `label`.
    private static func chart(_ kind: String, height: Int, label: String, _ parts: [Component]) -> HTML {
        SVG("svg", ["class": "chart \(kind)", "viewBox": "0 0 360 \(height)", "role": "img", "aria-label": label]) {
            ComponentGroup(members: parts)
        }.render()
    }
}
