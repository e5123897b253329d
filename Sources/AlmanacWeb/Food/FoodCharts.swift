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
    static func gridLine(y: Double, left: Double, width: Double, label: String) -> Component {
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

    /// Weigh-ins as dots and the trend as a line, written straight (`WeightChart`).
    static func weight(_ trend: [TrendPoint]) -> Component { WeightChart(trend: trend) }
}

/// The weight chart: `body` as components, and `writeMarkup` writing the same bytes straight into
/// the page (`WeightChartTests` compares them), without the ~1,500 components of a year of daily
/// dots with their titles (building and walking them was a third of the weight page's render).
struct WeightChart: Component {
    var trend: [TrendPoint]

    /// The chart's frame and scales.
    struct Layout {
        static let width = 600.0
        static let height = 200.0
        static let left = 64.0
        static let bottom = 30.0
        var low: Double
        var high: Double
        var step: Double

        init(_ trend: [TrendPoint]) {
            var low = Double.infinity
            var high = -Double.infinity
            for point in trend {
                low = min(low, point.trendKg, point.weightKg ?? .infinity)
                high = max(high, point.trendKg, point.weightKg ?? -.infinity)
            }
            self.low = (trend.isEmpty ? 0 : low) - 1
            self.high = (trend.isEmpty ? 0 : high) + 1
            step = (Self.width - Self.left - 10) / Double(max(trend.count - 1, 1))
        }

        func x(_ index: Int) -> Double { Self.left + Double(index) * step }
        func y(_ value: Double) -> Double { 10 + (Self.height - 10 - Self.bottom) * (1 - (value - low) / (high - low)) }
        /// The three grid lines' weights: near the bottom, the middle, near the top.
        var grid: [Double] { [low + 0.5, (low + high) / 2, high - 0.5] }
    }

    private static func f0(_ value: Double) -> String { NumberText.fixed(value, decimals: 0) }
    private static func f1(_ value: Double) -> String { NumberText.fixed(value, decimals: 1) }

    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        guard pending.isEmpty, let first = trend.first, let last = trend.last else { return body.writeMarkup(into: &out, pending: pending) }
        let layout = Layout(trend)
        let width = Layout.width
        let height = Layout.height
        let left = Layout.left
        let f0 = Self.f0
        let f1 = Self.f1
        out.openStartTag("svg")
        out.writeAttribute("class", "food-chart weight-chart")
        out.writeAttribute("viewBox", "0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))")
        out.writeAttribute("role", "img")
        out.writeAttribute("aria-labelledby", "weight-title")
        out.closeStartTag()
        out.openStartTag("title")
        out.writeAttribute("id", "weight-title")
        out.closeStartTag()
        out.writeText("Weigh-ins (dots) and trend weight (line)")
        out.writeEndTag("title")
        for kg in layout.grid {
            let y = layout.y(kg)
            out.openStartTag("line")
            out.writeAttribute("class", "grid")
            out.writeAttribute("x1", f0(left))
            out.writeAttribute("x2", f0(width))
            out.writeAttribute("y1", f1(y))
            out.writeAttribute("y2", f1(y))
            out.closeStartTag()
            out.writeEndTag("line")
            out.openStartTag("text")
            out.writeAttribute("class", "axis")
            out.writeAttribute("x", f0(left - 4))
            out.writeAttribute("y", f1(y + 4))
            out.writeAttribute("text-anchor", "end")
            out.closeStartTag()
            out.writeText(f1(kg))
            out.writeEndTag("text")
        }
        if trend.count > 1 {
            out.openStartTag("polyline")
            out.writeAttribute("class", "trend")
            // Digits, commas and spaces only: nothing to escape.
            out += " points=\""
            for (index, point) in trend.enumerated() {
                if index > 0 { out += " " }
                out += f1(layout.x(index))
                out += ","
                out += f1(layout.y(point.trendKg))
            }
            out += "\">"
            out.writeEndTag("polyline")
        }
        for (index, point) in trend.enumerated() {
            guard let kg = point.weightKg else { continue }
            out.openStartTag("circle")
            out.writeAttribute("class", "weigh-in")
            out.writeAttribute("cx", f1(layout.x(index)))
            out.writeAttribute("cy", f1(layout.y(kg)))
            out.writeAttribute("r", "3.5")
            out.closeStartTag()
            out.openStartTag("title")
            out.closeStartTag()
            out.writeText(Dates.short(point.day))
            out += ": "
            out += f1(kg)
            out += " kg (trend "
            out += f1(point.trendKg)
            out += ")"
            out.writeEndTag("title")
            out.writeEndTag("circle")
        }
        // The first and the last day under the chart's two ends.
        let ends: [(x: Double, anchor: String?, day: LocalDay)] = [(left, nil, first.day), (width - 10, "end", last.day)]
        for (x, anchor, day) in ends {
            out.openStartTag("text")
            out.writeAttribute("class", "axis")
            out.writeAttribute("x", "\(NumberText.clampedInt(x))")
            out.writeAttribute("y", "\(NumberText.clampedInt(height - 6))")
            out.writeAttribute("text-anchor", anchor)
            out.closeStartTag()
            out.writeText(Dates.withYear(day))
            out.writeEndTag("text")
        }
        out.writeEndTag("svg")
    }

    /// The same chart as components.
    var body: Component {
        guard let first = trend.first, let last = trend.last else { return EmptyComponent() }
        let layout = Layout(trend)
        let width = Layout.width
        let height = Layout.height
        let left = Layout.left
        let f1 = Self.f1
        func x(_ index: Int) -> Double { layout.x(index) }
        func y(_ value: Double) -> Double { layout.y(value) }
        var parts: [Component] = layout.grid.map { FoodCharts.gridLine(y: y($0), left: left, width: width, label: f1($0)) }
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
