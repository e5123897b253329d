import AlmanacCore
import Synchronization

/// The quarter hours of a grid from `firstMinute` to midnight: the lines, the drop targets, and
/// (`labelled`) the hours.
struct PlanSlots: Component {
    var firstMinute: Int
    var labelled: Bool

    /// The same for every person and day with the same first minute: written once each (at most
    /// 14) and kept as markup (they were a fifth of the Plan page's render).
    private static let written = Mutex<[Int: HTML]>([:])

    var body: Component {
        Self.written.withLock { written in
            let key = firstMinute * 2 + (labelled ? 1 : 0)
            let markup = written[key] ?? slots.render()
            written[key] = markup
            return markup
        }
    }

    private var slots: Component {
        let rows = (TimeBlockRules.dayMinutes - firstMinute) / TimeBlockRules.stepMinutes
        return ComponentGroup {
            for row in 0..<rows {
                let minute = firstMinute + row * TimeBlockRules.stepMinutes
                Div {
                    if labelled && minute % 60 == 0 { Span(TimeBlockRules.clock(minute)).class("plan-hour") }
                }
                .class(minute % 60 == 0 ? "plan-slot hour" : "plan-slot").attribute(named: "data-row", value: String(row + 1))
                .attribute(named: "data-minute", value: String(minute)).attribute(named: "aria-hidden", value: "true")
            }
        }
    }
}
