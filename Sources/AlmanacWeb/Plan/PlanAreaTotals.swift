import AlmanacCore
import AlmanacStore
import Foundation

/// Planned against actual per area over some days of the plan (the day shown, or its week): the
/// blocks' minutes and the minutes their intentions ran, one line per area, largest plan first.
struct PlanAreaTotals: Component {
    var page: PlanPageData
    var days: [LocalDay]
    var label: String

    struct Line: Equatable {
        var area: String
        var color: String?
        var planned: Int
        var actual: Int
    }

    var lines: [Line] {
        var byArea: [String: Line] = [:]
        var order: [String] = []
        for day in days {
            for planned in page.blocks(on: day) {
                let id = planned.block.areaId
                if byArea[id] == nil {
                    order.append(id)
                    byArea[id] = Line(area: planned.area?.label ?? "An area", color: planned.area?.color, planned: 0, actual: 0)
                }
                byArea[id]?.planned += planned.block.minutes
                byArea[id]?.actual += planned.actualMinutes(at: page.now)
            }
        }
        return order.compactMap { byArea[$0] }.enumerated().sorted { ($1.element.planned, $0.offset) < ($0.element.planned, $1.offset) }
            .map(\.element)
    }

    var body: Component {
        let lines = lines
        guard !lines.isEmpty else { return EmptyComponent() }
        return Element(name: "ul") {
            for line in lines {
                ListItem {
                    Span(line.area).class("plan-area-name")
                    Text(" planned \(PlanText.minutes(line.planned)) · ran \(PlanText.minutes(line.actual))")
                }
                .attribute(named: "data-color", value: line.color)
            }
        }
        .class("plan-area-totals").attribute(named: "aria-label", value: label)
    }
}
