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

    private static func f0(_ value: Double) -> String { String(format: "%.0f", value) }
    private static func f1(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The ring of calories left: full at the day's burned estimate, drained by what was eaten,
    /// refilled by activity (which raises burned). Over budget, the ring turns to the warning colour.
    static func ring(burned: Double, consumed: Double) -> HTML {
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

    /// Five or six round ticks from 0 to `maximum` (500, 1000, 2000, 5000… apart), whatever the value.
    static func axisTicks(upTo maximum: Double) -> [Double] {
        guard maximum.isFinite, maximum > 0 else { return [0] }
        let rough = maximum / 5
        let magnitude = pow(10, floor(log10(rough)))
        let step = max(500, [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough)
        return (0...Int(min(10, maximum / step))).map { Double($0) * step }
    }

    /// Thirty days of consumed (bars) against burned (a line).
    static func balance(_ reports: [FoodDayReport]) -> HTML {
        let width = 600.0
        let height = 200.0
        let top = 10.0
        let bottom = 30.0
        let left = 64.0
        let values = reports.flatMap { [$0.summary.intake.consumedKcal, $0.summary.burned.totalKcal] }
        let maximum = max(500, (values.max() ?? 0) * 1.1)
        let step = (width - left) / Double(max(reports.count, 1))
        func y(_ value: Double) -> Double { top + (height - top - bottom) * (1 - value / maximum) }
        var svg: HTML =
            "<svg class=\"food-chart\" viewBox=\"0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))\" role=\"img\" aria-labelledby=\"balance-title\">"
        svg += "<title id=\"balance-title\">Calories eaten (bars) and burned (line) over the last \(reports.count) days</title>"
        for tick in axisTicks(upTo: maximum) {
            svg += "<line class=\"grid\" x1=\"\(f0(left))\" x2=\"\(f0(width))\" y1=\"\(f1(y(tick)))\" y2=\"\(f1(y(tick)))\" />"
            svg += "<text class=\"axis\" x=\"\(f0(left - 4))\" y=\"\(f1(y(tick) + 4))\" text-anchor=\"end\">\(kcal(tick))</text>"
        }
        var line: [String] = []
        for (index, report) in reports.enumerated() {
            let x = left + Double(index) * step
            let consumed = report.summary.intake.consumedKcal
            let burned = report.summary.burned.totalKcal
            let barTop = y(consumed)
            let over = consumed > burned && burned > 0
            svg += """
                <rect class="bar\(over ? " over" : "")" x="\(f1(x + step * 0.15))" y="\(f1(barTop))" width="\(f1(step * 0.7))" \
                height="\(f1(max(0, height - bottom - barTop)))"><title>\(report.summary.intake.day): ate \(kcal(consumed)), \
                burned \(kcal(burned))</title></rect>
                """
            if burned > 0 { line.append(String(format: "%.1f,%.1f", x + step / 2, y(burned))) }
            if (index % 7 == 0 && reports.count - 1 - index >= 3) || index == reports.count - 1 {
                let day = report.summary.intake.day
                svg +=
                    "<text class=\"axis\" x=\"\(f1(x + step / 2))\" y=\"\(f0(height - 6))\" text-anchor=\"middle\">\(day.month)/\(day.day)</text>"
            }
        }
        if line.count > 1 { svg += "<polyline class=\"burned\" points=\"\(line.joined(separator: " "))\" />" }
        return svg + "</svg>"
    }

    /// Weigh-ins as dots and the trend as a line.
    static func weight(_ trend: [TrendPoint]) -> HTML {
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
        var svg: HTML =
            "<svg class=\"food-chart weight-chart\" viewBox=\"0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))\" role=\"img\" aria-labelledby=\"weight-title\">"
        svg += "<title id=\"weight-title\">Weigh-ins (dots) and trend weight (line)</title>"
        for tick in [low + 0.5, (low + high) / 2, high - 0.5] {
            svg += "<line class=\"grid\" x1=\"\(f0(left))\" x2=\"\(f0(width))\" y1=\"\(f1(y(tick)))\" y2=\"\(f1(y(tick)))\" />"
            svg += "<text class=\"axis\" x=\"\(f0(left - 4))\" y=\"\(f1(y(tick) + 4))\" text-anchor=\"end\">\(f1(tick))</text>"
        }
        let points = trend.enumerated().map { String(format: "%.1f,%.1f", x($0.offset), y($0.element.trendKg)) }
        if points.count > 1 { svg += "<polyline class=\"trend\" points=\"\(points.joined(separator: " "))\" />" }
        for (index, point) in trend.enumerated() {
            if let kg = point.weightKg {
                svg += """
                    <circle class="weigh-in" cx="\(f1(x(index)))" cy="\(f1(y(kg)))" r="3.5"><title>\(point.day): \(f1(kg)) kg \
                    (trend \(f1(point.trendKg)))</title></circle>
                    """
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
