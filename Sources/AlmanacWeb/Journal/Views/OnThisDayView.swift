import AlmanacCore
import AlmanacStore
import Foundation

/// "On this day": what happened on today's date in earlier years, grouped by year ("3 years
/// ago today"). Shown on the journal's timeline and on the Today page; nothing when empty.
struct OnThisDayView: Component {
    var memories: OnThisDayMemories

    static func symbol(_ kind: OnThisDayMemories.Memory.Kind) -> String {
        switch kind {
        case .entry: "📓"
        case .intention: "🎯"
        case .eventStarted: "▶"
        case .eventEnded: "■"
        case .photo: "📷"
        }
    }

    static func words(_ kind: OnThisDayMemories.Memory.Kind) -> String {
        switch kind {
        case .entry: "Journal entry"
        case .intention: "Intention completed"
        case .eventStarted: "Started"
        case .eventEnded: "Ended"
        case .photo: "Photo"
        }
    }

    static func link(_ memory: OnThisDayMemories.Memory) -> Href {
        switch memory.kind {
        case .entry: JournalRoutes.entry.href(memory.id)
        case .intention: FocusRoutes.after.href(memory.id)
        case .eventStarted, .eventEnded: TimelinesRoutes.event.href(memory.id)
        case .photo: TodayRoutes.photo.href(memory.id)
        }
    }

    var body: Component {
        guard !memories.memories.isEmpty else { return EmptyComponent() }
        var years: [(label: String, day: LocalDay, items: [OnThisDayMemories.Memory])] = []
        for memory in memories.memories {
            if let last = years.indices.last, years[last].day == memory.day {
                years[last].items.append(memory)
            } else {
                years.append((memory.label, memory.day, [memory]))
            }
        }
        return Element(name: "section") {
            H2("On this day")
            for year in years {
                H3 {
                    Text(year.label)
                    Span(" · \(JournalText.date(year.day))").class("hint")
                }
                List(year.items) { memory in
                    ListItem {
                        Span(Self.symbol(memory.kind)).attribute(named: "aria-hidden", value: "true")
                        Span(" \(Self.words(memory.kind)): ").class("hint")
                        Link(memory.title, url: Self.link(memory))
                    }
                }
                .class("memories")
            }
        }
        .class("card on-this-day")
        .id("on-this-day")
    }
}
