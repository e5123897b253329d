import AlmanacCore
import AlmanacStore
import Foundation

/// The Lifts charts, drawn on the server as SVG elements (escaped like every attribute): the
/// trace of a set (position, velocity, acceleration, tilt) with its reps shaded, the mean velocity
/// of each rep as bars with the velocity-loss line, and the load–velocity profile.
enum LiftCharts {
    static func f1(_ value: Double) -> String { NumberText.fixed(value.isFinite ? value : 0, decimals: 1) }

    struct Series {
        var name: String
        var className: String
        var points: [(x: Double, y: Double?)]
    }

    /// A line chart over time (seconds) with the reps' concentric phases shaded.
    static func trace(
        id: String, title: String, unit: String, series: [Series], reps: [RepMetrics], startMs: Double, zeroLine: Bool = false
    ) -> Component {
        let width = 640.0
        let height = 200.0
        let left = 64.0
        let right = 8.0
        let top = 10.0
        let bottom = 26.0
        let xs = series.flatMap { $0.points.map(\.x) }
        let ys = series.flatMap { $0.points.compactMap(\.y) }
        guard let minX = xs.min(), let maxX = xs.max(), maxX > minX, var low = ys.min(), var high = ys.max() else {
            return Paragraph("No \(title.lowercased()) to draw.").class("empty")
        }
        if zeroLine {
            low = min(low, 0)
            high = max(high, 0)
        }
        if high - low < 1e-6 { high = low + 1 }
        let pad = (high - low) * 0.08
        low -= pad
        high += pad
        func x(_ value: Double) -> Double { left + (width - left - right) * (value - minX) / (maxX - minX) }
        func y(_ value: Double) -> Double { top + (height - top - bottom) * (1 - (value - low) / (high - low)) }
        var parts: [Component] = []
        for rep in reps {
            let x1 = x((rep.startMs - startMs) / 1000)
            let x2 = x((rep.endMs - startMs) / 1000)
            parts.append(
                SVG(
                    "rect",
                    [
                        "class": "lift-rep-band", "x": f1(x1), "y": f1(top), "width": f1(max(1, x2 - x1)),
                        "height": f1(height - top - bottom),
                    ]
                ) {
                    SVG("title", [:]) { Text("Rep \(rep.number)") }
                }
                .attribute(named: "data-rep", value: "\(rep.number)"))
        }
        for tick in [low + pad, (low + high) / 2, high - pad] {
            parts.append(SVG("line", ["class": "grid", "x1": f1(left), "x2": f1(width - right), "y1": f1(y(tick)), "y2": f1(y(tick))]))
            parts.append(
                SVG("text", ["class": "axis", "x": f1(left - 4), "y": f1(y(tick) + 4), "text-anchor": "end"]) {
                    Text(LiftsFormat.axis(tick))
                })
        }
        if zeroLine {
            parts.append(SVG("line", ["class": "zero", "x1": f1(left), "x2": f1(width - right), "y1": f1(y(0)), "y2": f1(y(0))]))
        }
        for serie in series {
            // One polyline per unbroken run (gaps stay gaps), thinned to about 600 points.
            let stride = max(1, serie.points.count / 600)
            var run: [String] = []
            func flush() {
                if run.count > 1 {
                    parts.append(
                        SVG(
                            "polyline", ["class": "line \(serie.className)", "points": run.joined(separator: " "), "data-name": serie.name])
                    )
                }
                run = []
            }
            for (index, point) in serie.points.enumerated() where index % stride == 0 || index == serie.points.count - 1 {
                if let value = point.y { run.append("\(f1(x(point.x))),\(f1(y(value)))") } else { flush() }
            }
            flush()
        }
        parts.append(SVG("text", ["class": "axis", "x": f1(left), "y": f1(height - 6)]) { Text("0 s") })
        parts.append(
            SVG("text", ["class": "axis", "x": f1(width - right), "y": f1(height - 6), "text-anchor": "end"]) {
                Text("\(LiftsFormat.axis(maxX)) s")
            })
        let legend = series.count > 1 ? " (" + series.map(\.name).joined(separator: ", ") + ")" : ""
        // What lifts.js needs to read a value under the pointer back from the drawn lines: the plot
        // area (left, top, right, bottom in viewBox units), the time and value ranges, the unit.
        return Element(name: "figure") {
            SVG("svg", ["class": "lift-chart", "viewBox": "0 0 640 200", "role": "img", "aria-labelledby": "\(id)-title"]) {
                SVG("title", ["id": "\(id)-title"]) { Text("\(title) over the set, in \(unit)\(legend); reps shaded") }
                ComponentGroup(members: parts)
            }
            .attribute(named: "data-hover", value: "trace")
            .attribute(named: "data-plot", value: "\(f1(left)),\(f1(top)),\(f1(width - right)),\(f1(height - bottom))")
            .attribute(named: "data-x", value: "\(minX),\(maxX)").attribute(named: "data-y", value: "\(low),\(high)")
            .attribute(named: "data-unit", value: unit)
            Element(name: "figcaption") {
                Text("\(title) (\(unit))")
                for serie in series where series.count > 1 { Span(serie.name).class("legend \(serie.className)") }
            }
        }
        .class("lift-figure")
        .attribute(named: "data-widget", value: "lifts")
    }

    /// Each rep's mean velocity as a bar, with the line below which the set has lost more than its target.
    static func repBars(_ reps: [RepMetrics], lossTarget: Double) -> Component {
        guard let fastest = reps.map(\.meanVelocity).max() else { return EmptyComponent() }
        let width = 640.0
        let height = 200.0
        let left = 64.0
        let top = 14.0
        let bottom = 26.0
        let high = max(0.2, (reps.map(\.meanVelocity).max() ?? 0) * 1.15)
        func y(_ value: Double) -> Double { top + (height - top - bottom) * (1 - value / high) }
        let step = (width - left - 8) / Double(reps.count)
        let stopAt = fastest * (1 - lossTarget / 100)
        var parts: [Component] = []
        for tick in [high / 2, high] {
            parts.append(SVG("line", ["class": "grid", "x1": f1(left), "x2": f1(width - 8), "y1": f1(y(tick)), "y2": f1(y(tick))]))
            parts.append(
                SVG("text", ["class": "axis", "x": f1(left - 4), "y": f1(y(tick) + 4), "text-anchor": "end"]) {
                    Text(LiftsFormat.axis(tick))
                })
        }
        for (index, rep) in reps.enumerated() {
            let x = left + Double(index) * step
            let slow = rep.meanVelocity < stopAt
            parts.append(
                SVG(
                    "rect",
                    [
                        "class": slow ? "rep-bar slow" : "rep-bar", "x": f1(x + step * 0.15), "y": f1(y(rep.meanVelocity)),
                        "width": f1(step * 0.7),
                        "height": f1(max(0, height - bottom - y(rep.meanVelocity))),
                    ]
                ) {
                    SVG("title", [:]) {
                        Text("Rep \(rep.number): \(LiftsFormat.speed(rep.meanVelocity)) mean, \(LiftsFormat.speed(rep.peakVelocity)) peak")
                    }
                })
            parts.append(
                SVG("text", ["class": "bar-value", "x": f1(x + step / 2), "y": f1(y(rep.meanVelocity) - 3), "text-anchor": "middle"]) {
                    Text(String(format: "%.2f", rep.meanVelocity))
                })
            parts.append(
                SVG("text", ["class": "axis", "x": f1(x + step / 2), "y": f1(height - 8), "text-anchor": "middle"]) {
                    Text("\(rep.number)")
                })
        }
        parts.append(SVG("line", ["class": "loss-line", "x1": f1(left), "x2": f1(width - 8), "y1": f1(y(stopAt)), "y2": f1(y(stopAt))]))
        return Element(name: "figure") {
            SVG(
                "svg",
                [
                    "class": "lift-chart", "viewBox": "0 0 640 200", "role": "img", "aria-labelledby": "rep-bars-title",
                    "data-hover": "marks",
                ]
            ) {
                SVG("title", ["id": "rep-bars-title"]) {
                    Text("Mean velocity of each rep (m/s); the line marks a \(Int(lossTarget.rounded())) % loss from the fastest rep")
                }
                ComponentGroup(members: parts)
            }
            Element(name: "figcaption") {
                Text(
                    "Mean velocity per rep (m/s). Below the dashed line: more than \(Int(lossTarget.rounded())) % slower than the fastest rep."
                )
            }
        }
        .class("lift-figure")
        .attribute(named: "data-widget", value: "lifts")
    }

    /// Load against best mean velocity, the fitted line, and the minimum velocity where it meets the estimated 1RM.
    static func profile(_ report: LiftProfileReport) -> Component {
        let points = report.points.filter { $0.loadKg > 0 }
        guard !points.isEmpty else { return EmptyComponent() }
        let width = 640.0
        let height = 240.0
        let left = 64.0
        let top = 10.0
        let bottom = 28.0
        let oneRepMax = report.profile?.estimatedOneRepMax
        let maxLoad = max(points.map(\.loadKg).max() ?? 1, min(oneRepMax ?? 0, (points.map(\.loadKg).max() ?? 1) * 2)) * 1.08
        // The line is drawn over the loads lifted and on to the estimated 1RM.
        let startLoad = (points.map(\.loadKg).min() ?? 0) * 0.8
        let fitTop = report.profile.map { $0.velocity(at: startLoad) } ?? 0
        let highV = max(report.minimumVelocity, points.map(\.velocity).max() ?? 1, fitTop) * 1.12
        func x(_ load: Double) -> Double { left + (width - left - 8) * load / maxLoad }
        func y(_ v: Double) -> Double { top + (height - top - bottom) * (1 - v / highV) }
        var parts: [Component] = []
        for tick in [highV / 3, 2 * highV / 3] {
            parts.append(SVG("line", ["class": "grid", "x1": f1(left), "x2": f1(width - 8), "y1": f1(y(tick)), "y2": f1(y(tick))]))
            parts.append(
                SVG("text", ["class": "axis", "x": f1(left - 4), "y": f1(y(tick) + 4), "text-anchor": "end"]) {
                    Text(LiftsFormat.axis(tick))
                })
        }
        parts.append(
            SVG(
                "line",
                [
                    "class": "loss-line", "x1": f1(left), "x2": f1(width - 8), "y1": f1(y(report.minimumVelocity)),
                    "y2": f1(y(report.minimumVelocity)),
                ]))
        if let fit = report.profile {
            let endLoad = min(maxLoad, oneRepMax ?? maxLoad)
            parts.append(
                SVG(
                    "line",
                    [
                        "class": "fit", "x1": f1(x(startLoad)), "y1": f1(y(max(0, fit.velocity(at: startLoad)))), "x2": f1(x(endLoad)),
                        "y2": f1(y(max(0, fit.velocity(at: endLoad)))),
                    ]))
        }
        for point in points {
            parts.append(
                SVG("circle", ["class": "point", "cx": f1(x(point.loadKg)), "cy": f1(y(point.velocity)), "r": "4"]) {
                    SVG("title", [:]) {
                        Text("\(Dates.short(point.day)): \(LiftsFormat.kg(point.loadKg)) at \(LiftsFormat.speed(point.velocity))")
                    }
                })
        }
        if let oneRepMax, oneRepMax <= maxLoad {
            parts.append(
                SVG("circle", ["class": "one-rep-max", "cx": f1(x(oneRepMax)), "cy": f1(y(report.minimumVelocity)), "r": "6"]) {
                    SVG("title", [:]) { Text("Estimated 1RM: \(LiftsFormat.kg(oneRepMax))") }
                })
        }
        parts.append(SVG("text", ["class": "axis", "x": f1(left), "y": f1(height - 6)]) { Text("0 kg") })
        parts.append(
            SVG("text", ["class": "axis", "x": f1(width - 8), "y": f1(height - 6), "text-anchor": "end"]) { Text(LiftsFormat.kg(maxLoad)) })
        return Element(name: "figure") {
            SVG(
                "svg",
                ["class": "lift-chart", "viewBox": "0 0 640 240", "role": "img", "aria-labelledby": "profile-title", "data-hover": "marks"]
            ) {
                SVG("title", ["id": "profile-title"]) { Text("Load (kg) against best mean velocity (m/s), with the fitted line") }
                ComponentGroup(members: parts)
            }
            Element(name: "figcaption") {
                Text(
                    "Each dot is a set: its load and its fastest rep. The dashed line is the \(LiftsFormat.speed(report.minimumVelocity)) minimum velocity."
                )
            }
        }
        .class("lift-figure")
        .attribute(named: "data-widget", value: "lifts")
    }
}
