import AlmanacCore
import AlmanacStore
import Foundation

/// The food module's SVG charts, drawn on the server.
enum FoodCharts {
    /// Whole kcal with thousands separators: 2,150.
    static func kcal(_ value: Double) -> String {
        let number = NumberText.clampedInt(value)
        let digits = String(abs(number))
        var grouped = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(character)
        }
        return (number < 0 ? "−" : "") + grouped
    }

    /// The ring of calories left: full at the day's burned estimate, drained by what was eaten,
    /// refilled by activity (which raises burned). Over budget, the ring turns to the warning colour.
    static func ring(burned: Double, consumed: Double) -> String {
        let left = burned - consumed
        let radius = 52.0
        let circumference = 2 * Double.pi * radius
        let fraction = burned > 0 ? min(1, max(0, left / burned)) : 0
        let over = left < 0
        let dash = String(format: "%.2f %.2f", circumference * fraction, circumference)
        let label = burned > 0 ? (over ? "kcal over" : "kcal left") : "kcal eaten"
        let number = burned > 0 ? kcal(abs(left)) : kcal(consumed)
        return """
            <svg class="food-ring\(over ? " over" : "")" viewBox="0 0 128 128" role="img" aria-labelledby="ring-title">
            <title id="ring-title">\(number) \(label) of \(kcal(burned)) kcal burned</title>
            <circle class="ring-track" cx="64" cy="64" r="\(radius)" />
            <circle class="ring-left" cx="64" cy="64" r="\(radius)" stroke-dasharray="\(over ? String(format: "%.2f 0", circumference) : dash)" transform="rotate(-90 64 64)" />
            <text class="ring-number" x="64" y="64" text-anchor="middle" id="ring-number">\(number)</text>
            <text class="ring-label" x="64" y="82" text-anchor="middle">\(label)</text>
            </svg>
            """
    }

    /// Thirty days of consumed (bars) against burned (a line).
    static func balance(_ reports: [FoodDayReport]) -> String {
        let width = 600.0
        let height = 200.0
        let top = 10.0
        let bottom = 30.0
        let left = 64.0
        let values = reports.flatMap { [$0.summary.intake.consumedKcal, $0.summary.burned.totalKcal] }
        let maximum = max(500, (values.max() ?? 0) * 1.1)
        let step = (width - left) / Double(max(reports.count, 1))
        func y(_ value: Double) -> Double { top + (height - top - bottom) * (1 - value / maximum) }
        var svg =
            "<svg class=\"food-chart\" viewBox=\"0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))\" role=\"img\" aria-labelledby=\"balance-title\">"
        svg += "<title id=\"balance-title\">Calories eaten (bars) and burned (line) over the last \(reports.count) days</title>"
        for tick in stride(from: 0.0, through: maximum, by: maximum > 4000 ? 1000 : 500) {
            svg += String(format: "<line class=\"grid\" x1=\"%.0f\" x2=\"%.0f\" y1=\"%.1f\" y2=\"%.1f\" />", left, width, y(tick), y(tick))
            svg += String(
                format: "<text class=\"axis\" x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\">%@</text>", left - 4, y(tick) + 4, kcal(tick))
        }
        var line: [String] = []
        for (index, report) in reports.enumerated() {
            let x = left + Double(index) * step
            let consumed = report.summary.intake.consumedKcal
            let burned = report.summary.burned.totalKcal
            let barTop = y(consumed)
            let over = consumed > burned && burned > 0
            svg += String(
                format:
                    "<rect class=\"bar%@\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"><title>%@: ate %@, burned %@</title></rect>",
                over ? " over" : "", x + step * 0.15, barTop, step * 0.7, max(0, height - bottom - barTop),
                report.summary.intake.day.description,
                kcal(consumed), kcal(burned))
            if burned > 0 { line.append(String(format: "%.1f,%.1f", x + step / 2, y(burned))) }
            if (index % 7 == 0 && reports.count - 1 - index >= 3) || index == reports.count - 1 {
                let day = report.summary.intake.day
                svg += String(
                    format: "<text class=\"axis\" x=\"%.1f\" y=\"%.0f\" text-anchor=\"middle\">%d/%d</text>", x + step / 2, height - 6,
                    day.month, day.day)
            }
        }
        if line.count > 1 { svg += "<polyline class=\"burned\" points=\"\(line.joined(separator: " "))\" />" }
        return svg + "</svg>"
    }

    /// Weigh-ins as dots and the trend as a line.
    static func weight(_ trend: [TrendPoint]) -> String {
        guard trend.count > 0 else { return "" }
        let width = 600.0
        let height = 200.0
        let left = 64.0
        let bottom = 30.0
        let values = trend.flatMap { [$0.trendKg] + ($0.weightKg.map { [$0] } ?? []) }
        let low = (values.min() ?? 0) - 1
        let high = (values.max() ?? 0) + 1
        let step = (width - left - 10) / Double(max(trend.count - 1, 1))
        func x(_ index: Int) -> Double { left + Double(index) * step }
        func y(_ value: Double) -> Double { 10 + (height - 10 - bottom) * (1 - (value - low) / (high - low)) }
        var svg =
            "<svg class=\"food-chart weight-chart\" viewBox=\"0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))\" role=\"img\" aria-labelledby=\"weight-title\">"
        svg += "<title id=\"weight-title\">Weigh-ins (dots) and trend weight (line)</title>"
        for tick in [low + 0.5, (low + high) / 2, high - 0.5] {
            svg += String(format: "<line class=\"grid\" x1=\"%.0f\" x2=\"%.0f\" y1=\"%.1f\" y2=\"%.1f\" />", left, width, y(tick), y(tick))
            svg += String(format: "<text class=\"axis\" x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>", left - 4, y(tick) + 4, tick)
        }
        let points = trend.enumerated().map { String(format: "%.1f,%.1f", x($0.offset), y($0.element.trendKg)) }
        if points.count > 1 { svg += "<polyline class=\"trend\" points=\"\(points.joined(separator: " "))\" />" }
        for (index, point) in trend.enumerated() {
            if let kg = point.weightKg {
                svg += String(
                    format: "<circle class=\"weigh-in\" cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\"><title>%@: %.1f kg (trend %.1f)</title></circle>",
                    x(index), y(kg), point.day.description, kg, point.trendKg)
            }
        }
        if let first = trend.first, let last = trend.last {
            svg +=
                "<text class=\"axis\" x=\"\(NumberText.clampedInt(left))\" y=\"\(NumberText.clampedInt(height - 6))\">\(first.day)</text>"
            svg +=
                "<text class=\"axis\" x=\"\(NumberText.clampedInt(width - 10))\" y=\"\(NumberText.clampedInt(height - 6))\" text-anchor=\"end\">\(last.day)</text>"
        }
        return svg + "</svg>"
    }
}
