import AlmanacCore
import AlmanacStore
import Foundation

/// The graphical view: one lane per timeline, ranges as bars, single dates as dots, ongoing
/// ranges fading to today, a year axis; zoom and pan by links (no JavaScript needed).
struct TimelineGraphView: Component {
    struct Model {
        var selection: TimelineSelection
        /// The years shown; nil when there is nothing to show.
        var span: YearSpan?
        /// The years all selected events reach.
        var fullSpan: YearSpan?
        var timelineIds: [String]
    }
    var model: Model

    var filterItems: [(String, String)] { model.timelineIds.map { ("timeline", $0) } }

    func url(_ first: Int, _ last: Int) -> Href {
        let first = min(max(1, first), 9999)
        let last = min(max(first, last), 9999)
        return TimelineListParameters.url(TimelinesRoutes.graph, filterItems + [("from", String(first)), ("to", String(last))])
    }

    var body: Component {
        Div {
            Div {
                H1("Timelines graph")
                Div {
                    Link("List", url: TimelineListParameters.url(TimelinesRoutes.list, filterItems)).class("button")
                    Link("Add event", url: TimelinesRoutes.newEvent.href).class("button primary")
                }
                .class("actions")
            }
            .class("tl-head")
            if let span = model.span {
                Element(name: "figure") {
                    Div { TimelineGraphSVG.render(selection: model.selection, span: span) }
                        .class("tl-graph-scroll")
                        // On a phone the graph is wider than the screen: timelines.js opens it at today.
                        .attribute(named: "data-widget", value: "timelines").attribute(named: "data-mode", value: "graph")
                    Element(name: "figcaption") {
                        Text(
                            "Bars are ranges, dots single dates, fading bars ongoing; the dashed line is today. Select an item for its page."
                        )
                    }
                    .class("hint")
                }
                .class("tl-graph")
                .id("timeline-graph")
                zoomControls(span)
            } else {
                Paragraph("No events to draw yet.").class("empty")
            }
        }
        .class("timelines tl-graph-page")
    }

    func zoomControls(_ span: YearSpan) -> Component {
        let length = span.lastYear - span.firstYear + 1
        let half = max(1, length / 2)
        let center = (span.firstYear + span.lastYear) / 2
        let thisYear = model.selection.today.year
        return Element(name: "nav") {
            Div {
                Link("← Earlier", url: url(span.firstYear - half, span.lastYear - half)).class("button small")
                Link("Zoom in", url: url(center - max(0, length / 4), center - max(0, length / 4) + max(0, half - 1))).class("button small")
                    .attribute(named: "aria-disabled", value: length <= 1 ? "true" : nil)
                Link("Zoom out", url: url(span.firstYear - half, span.lastYear + half)).class("button small")
                Link("Later →", url: url(span.firstYear + half, span.lastYear + half)).class("button small")
            }
            .class("actions")
            Div {
                if let full = model.fullSpan {
                    Link("All years", url: url(full.firstYear, full.lastYear)).class("button small")
                }
                Link("Last 10 years", url: url(thisYear - 9, thisYear)).class("button small")
                Form(url: TimelinesRoutes.graph.href, method: .get) {
                    for (name, value) in filterItems { Input(type: .hidden, name: name, value: value) }
                    Label("From") {
                        Input(type: .number, name: "from", value: String(span.firstYear)).attribute(named: "inputmode", value: "numeric")
                    }
                    Label("To") {
                        Input(type: .number, name: "to", value: String(span.lastYear)).attribute(named: "inputmode", value: "numeric")
                    }
                    Button { Text("Show") }.attribute(named: "type", value: "submit")
                }
                .class("tl-span-form")
            }
            .class("actions")
        }
        .class("tl-zoom")
        .attribute(named: "aria-label", value: "Zoom and pan")
    }
}

/// Builds the SVG. Coordinates are in a 1000-unit wide viewBox; the page scales it.
enum TimelineGraphSVG {
    static let width = 1000.0
    static let pad = 12.0
    static let axisHeight = 30.0
    static let laneLabel = 24.0
    static let rowHeight = 24.0
    static let barHeight = 16.0
    static let lanePadding = 10.0

    struct Item {
        var event: TimelineEvent
        var x1: Double
        var x2: Double
        var isDot: Bool
        var labelX: Double
        var labelAnchor: String
        var labelInside: Bool
        var occupied: ClosedRange<Double>
        var row = 0
    }

    static func x(_ fraction: Double) -> Double { pad + fraction * (width - 2 * pad) }

    static func format(_ value: Double) -> String { NumberText.fixed(value, decimals: 1) }

    static func render(selection: TimelineSelection, span: YearSpan) -> Component {
        let today = selection.today
        let byTimeline = Dictionary(grouping: selection.events, by: \.timelineId)
        let lanes = selection.timelines.compactMap { timeline -> (Timeline, [Item])? in
            guard let events = byTimeline[timeline.id] else { return nil }
            let items = pack(events.compactMap { item(for: $0, span: span, today: today) })
            return items.isEmpty ? nil : (timeline, items)
        }
        var height = axisHeight
        var tops: [Double] = []
        for (_, items) in lanes {
            tops.append(height)
            height += laneHeight(items)
        }
        height = max(height, axisHeight + 40)
        return SVG(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 \(NumberText.clampedInt(width)) \(NumberText.clampedInt(height))",
                "class": "tl-svg", "aria-label": "Timelines from \(span.firstYear) to \(span.lastYear)",
            ]
        ) {
            SVG("defs", [:]) {
                for (index, (timeline, _)) in lanes.enumerated() {
                    SVG("linearGradient", ["id": "tl-fade-\(index)", "x1": "0", "x2": "1", "y1": "0", "y2": "0"]) {
                        SVG("stop", ["offset": "0", "stop-color": timeline.color, "stop-opacity": "1"])
                        SVG("stop", ["offset": "1", "stop-color": timeline.color, "stop-opacity": "0.12"])
                    }
                }
            }
            axis(span: span, height: height)
            for (index, (timeline, items)) in lanes.enumerated() {
                SVG("g", ["class": "tl-lane", "aria-label": timeline.name]) {
                    SVG(
                        "rect",
                        [
                            "class": "tl-lane-bg", "x": "0", "y": format(tops[index]), "width": String(NumberText.clampedInt(width)),
                            "height": format(laneHeight(items)),
                        ])
                    SVG("text", ["class": "tl-lane-label", "x": format(pad), "y": format(tops[index] + 17)]) { Text(timeline.label) }
                    for item in items {
                        render(
                            item, top: tops[index] + laneLabel + Double(item.row) * rowHeight, color: timeline.color,
                            gradient: "tl-fade-\(index)", today: today)
                    }
                }
            }
            if span.years.contains(today.year) {
                let todayX = format(x(span.fraction(of: today)))
                SVG("line", ["class": "tl-today", "x1": todayX, "x2": todayX, "y1": format(axisHeight - 6), "y2": format(height)])
            }
        }
    }

    /// A lane's height: its label and its rows of items.
    static func laneHeight(_ items: [Item]) -> Double {
        laneLabel + Double((items.map(\.row).max() ?? 0) + 1) * rowHeight + lanePadding
    }

    /// Year lines and labels, at most about ten of them.
    static func axis(span: YearSpan, height: Double) -> Component {
        let count = span.lastYear - span.firstYear + 1
        let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000].first { count / $0 <= 10 } ?? 5000
        let first = step == 1 ? span.firstYear : (span.firstYear + step - 1) / step * step
        let years = Array(stride(from: first, through: span.lastYear, by: step))
        return SVG("g", ["class": "tl-axis"]) {
            for year in years {
                let lineX = x(span.fraction(of: LocalDay(year: year, month: 1, day: 1)))
                SVG("line", ["x1": format(lineX), "x2": format(lineX), "y1": format(axisHeight - 8), "y2": format(height)])
                SVG("text", ["x": format(lineX + 3), "y": format(axisHeight - 12)]) { Text(String(year)) }
            }
        }
    }

    static func labelWidth(_ title: String) -> Double { Double(min(title.count, 40)) * 6.6 + 8 }

    static func shortTitle(_ title: String) -> String { title.count > 40 ? String(title.prefix(39)) + "…" : title }

    static func item(for event: TimelineEvent, span: YearSpan, today: LocalDay) -> Item? {
        guard let extent = span.extent(of: event, today: today) else { return nil }
        let isDot = event.shape == .single
        var x1 = x(extent.lowerBound)
        var x2 = x(extent.upperBound)
        if isDot {
            let center = (x1 + x2) / 2
            x1 = center - 6
            x2 = center + 6
        } else if x2 - x1 < 4 {
            x2 = x1 + 4
        }
        let label = labelWidth(shortTitle(event.title))
        if !isDot && x2 - x1 >= label + 6 {
            return Item(
                event: event, x1: x1, x2: x2, isDot: false, labelX: x1 + 6, labelAnchor: "start", labelInside: true, occupied: x1...x2)
        }
        if x2 + 4 + label <= width {
            return Item(
                event: event, x1: x1, x2: x2, isDot: isDot, labelX: x2 + 4, labelAnchor: "start", labelInside: false,
                occupied: x1...(x2 + 4 + label))
        }
        return Item(
            event: event, x1: x1, x2: x2, isDot: isDot, labelX: x1 - 4, labelAnchor: "end", labelInside: false,
            occupied: (x1 - 4 - label)...x2)
    }

    /// Puts each item in the first row where it overlaps nothing (labels included).
    static func pack(_ items: [Item]) -> [Item] {
        var rows: [[ClosedRange<Double>]] = []
        var placed: [Item] = []
        for var item in items.sorted(by: { $0.x1 != $1.x1 ? $0.x1 < $1.x1 : $0.event.id < $1.event.id }) {
            let padded = (item.occupied.lowerBound - 3)...(item.occupied.upperBound + 3)
            if let row = rows.firstIndex(where: { $0.allSatisfy { !$0.overlaps(padded) } }) {
                rows[row].append(padded)
                item.row = row
            } else {
                rows.append([padded])
                item.row = rows.count - 1
            }
            placed.append(item)
        }
        return placed
    }

    static func render(_ item: Item, top: Double, color: String, gradient: String, today: LocalDay) -> Component {
        let event = item.event
        var tooltip = "\(event.title): \(TimelinesFormat.dates(event))"
        if let duration = event.duration(today: today) { tooltip += " (\(duration.text))" }
        let middle = top + barHeight / 2 + 2
        return SVG("a", ["href": TimelinesRoutes.event.href(event.id).description, "class": "tl-item"]) {
            SVG("title", [:]) { Text(tooltip) }
            if item.isDot {
                SVG(
                    "circle",
                    ["cx": format((item.x1 + item.x2) / 2), "cy": format(middle), "r": "6", "fill": color, "class": "tl-dot-mark"])
            } else {
                SVG(
                    "rect",
                    [
                        "x": format(item.x1), "y": format(top + 2), "width": format(item.x2 - item.x1), "height": format(barHeight),
                        "rx": "4",
                        "fill": event.ongoing ? "url(#\(gradient))" : color, "class": "tl-bar",
                    ])
            }
            SVG(
                "text",
                [
                    "x": format(item.labelX), "y": format(middle + 4), "text-anchor": item.labelAnchor,
                    "class": item.labelInside ? "tl-label tl-label-inside" : "tl-label",
                ]
            ) { Text(shortTitle(event.title)) }
        }
    }
}
