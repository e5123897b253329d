import AlmanacCore
import AlmanacStore
import Foundation

/// The food module's SVG charts, drawn on the server as elements (escaped like every attribute).
enum FoodCharts {
    private static func f0(_ value: Double) -> String { NumberText.fixed(value, decimals: 0) }
    private static func f1(_ value: Double) -> String { NumberText.fixed(value, decimals: 1) }

    /// The ring of calories left: full at the day's burned estimate, drained by what was eaten,
    /// refilled by activity (which raises burned). Over budget, the ring turns to the warning colour.
    static func ring(burned: Double, consumed: Double) -> Component {
        let left = burned - consumed
        let radius = 52.0
        let circumference = 2 * Double.pi * radius
        let fraction = burned > 0 ? min(1, max(0, left / burned)) : 0
        let over = left < 0
        let dash =
            over ? String(format: "%.2f 0", circumference) : String(format: "%.2f %.2f", circumference * fraction, circumference)
        let label = burned > 0 ? (over ? "kcal over" : "kcal left") : "kcal eaten"
        let number = burned > 0 ? FoodText.kcal(abs(left)) : FoodText.kcal(consumed)
        return SVG(
            "svg",
            ["class": over ? "food-ring over" : "food-ring", "viewBox": "0 0 128 128", "role": "img", "aria-labelledby": "ring-title"]
        ) {
            SVG("title", ["id": "ring-title"]) { Text("\(number) \(label) of \(FoodText.kcal(burned)) kcal burned") }
            SVG("circle", ["class": "ring-track", "cx": "64", "cy": "64", "r": "\(radius)"])
            SVG(
                "circle",
                [
                    "class": "ring-left", "cx": "64", "cy": "64", "r": "\(radius)", "stroke-dasharray": dash,
                    "transform": "rotate(-90 64 64)",
                ])
            SVG("text", ["class": "ring-number", "x": "64", "y": "64", "text-anchor": "middle", "id": "ring-number"]) { Text(number) }
            SVG("text", ["class": "ring-label", "x": "64", "y": "82", "text-anchor": "middle"]) { Text(label) }
        }
    }

    /// Five or six round ticks from 0 to `maximum` (500, 1000, 2000, 5000… apart), whatever the value.
    static func axisTicks(upTo maximum: Double) -> [Double] {
        guard maximum.isFinite, maximum > 0 else { return [0] }
        let rough = maximum / 5
        let magnitude = pow(10, floor(log10(rough)))
        let step = max(500, [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough)
        return (0...Int(min(10, maximum / step))).map { Double($0) * step }
    }

    /// A horizontal grid line at `y` with its label on the left.
    private static func gridLine(y: Double, left: Double, width: Double, label: String) -> Component {
        ComponentGroup {
            SVG("line", ["class": "grid", "x1": f0(left), "x2": f0(width), "y1": f1(y), "y2": f1(y)])
            SVG("text", ["class": "axis", "x": f0(left - 4), "y": f1(y + 4), "text-anchor": "end"]) { Text(label) }
        }
    }

    /// Thirty days of consumed (bars) against burned (a line).
    static func balance(_ reports: [FoodDayReport]) -> Component {
        let width = 600.0
        let height = 200.0
        let top = 10.0
        let bottom = 30.0
        let left = 64.0
        let values = reports.flatMap { [$0.summary.intake.consumedKcal, $0.summary.burned.totalKcal] }
        let maximum = max(500, (values.max() ?? 0) * 1.1)
        let step = (width - left) / Double(max(reports.count, 1))
        func y(_ value: Double) -> Double { top + (height - top - bottom) * (1 - value / maximum) }
        var line: [String] = []
        var parts: [Component] = axisTicks(upTo: maximum).map { gridLine(y: y($0), left: left, width: width, label: FoodText.kcal($0)) }
        for (index, report) in reports.enumerated() {
            let x = left + Double(index) * step
            let consumed = report.summary.intake.consumedKcal
            let burned = report.summary.burned.totalKcal
            let barTop = y(consumed)
            let over = consumed > burned && burned > 0
            let day = report.summary.intake.day
            parts.append(
                SVG(
                    "rect",
                    [
                        "class": over ? "bar over" : "bar", "x": f1(x + step * 0.15), "y": f1(barTop), "width": f1(step * 0.7),
                        "height": f1(max(0, height - bottom - barTop)),
                    ]
                ) { SVG("title", [:]) { Text("\(Dates.short(day)): ate \(FoodText.kcal(consumed)), burned \(FoodText.kcal(burned))") } })
            if burned > 0 { line.append(f1(x + step / 2) + "," + f1(y(burned))) }
            if (index % 7 == 0 && reports.count - 1 - index >= 3) || index == reports.count - 1 {
                parts.append(
                    SVG("text", ["class": "axis", "x": f1(x + step / 2), "y": f0(height - 6), "text-anchor": "middle"]) {
                        Text(Dates.numeric(day))
                    })
            }
        }
        if line.count > 1 { parts.append(SVG("polyline", ["class": "burned", "points": line.joined(separator: " ")])) }
        return SVG(
            "svg",
            [
                "class": "food-chart", "viewBox": "0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))", "role": "img",
                "aria-labelledby": "balance-title",
            ]
        ) {
            SVG("title", ["id": "balance-title"]) { Text("Calories eaten (bars) and burned (line) over the last \(reports.count) days") }
            ComponentGroup(members: parts)
        }
    }

    /// Weigh-ins as dots and the trend as a line.
    static func weight(_ trend: [TrendPoint]) -> Component {
        guard let first = trend.first, let last = trend.last else { return EmptyComponent() }
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
        var parts: [Component] = [low + 0.5, (low + high) / 2, high - 0.5].map {
            gridLine(y: y($0), left: left, width: width, label: f1($0))
        }
        let points = trend.enumerated().map { f1(x($0.offset)) + "," + f1(y($0.element.trendKg)) }
        if points.count > 1 { parts.append(SVG("polyline", ["class": "trend", "points": points.joined(separator: " ")])) }
        for (index, point) in trend.enumerated() {
            guard let kg = point.weightKg else { continue }
            parts.append(
                SVG("circle", ["class": "weigh-in", "cx": f1(x(index)), "cy": f1(y(kg)), "r": "3.5"]) {
                    SVG("title", [:]) { Text("\(Dates.short(point.day)): \(f1(kg)) kg (trend \(f1(point.trendKg)))") }
                })
        }
        parts.append(
            SVG("text", ["class": "axis", "x": "\(NumberText.clampedInt(left))", "y": "\(NumberText.clampedInt(height - 6))"]) {
                Text(Dates.withYear(first.day))
            })
        parts.append(
            SVG(
                "text",
                [
                    "class": "axis", "x": "\(NumberText.clampedInt(width - 10))", "y": "\(NumberText.clampedInt(height - 6))",
                    "text-anchor": "end",
                ]
            ) { Text(Dates.withYear(last.day)) })
        return SVG(
            "svg",
            [
                "class": "food-chart weight-chart", "viewBox": "0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))",
                "role": "img", "aria-labelledby": "weight-title",
            ]
        ) {
            SVG("title", ["id": "weight-title"]) { Text("Weigh-ins (dots) and trend weight (line)") }
            ComponentGroup(members: parts)
        }
    }
}
