import AlmanacCore
import AlmanacStore
import Foundation

/// A timeline's name with its colour and emoji.
struct TimelineChip: Component {
    var timeline: Timeline?

    var body: Component {
        Span {
            ColorDot(color: timeline?.color ?? "#888888")
            Text(timeline?.label ?? "Unknown timeline")
        }
        .class("tl-chip")
    }
}

/// The symbol of a row type, with words for screen readers.
struct TimelineRowSymbol: Component {
    var kind: TimelineRow.Kind

    static func symbol(_ kind: TimelineRow.Kind) -> String {
        switch kind {
        case .start: "▶"
        case .end: "■"
        case .single: "●"
        case .ongoing: "⟳"
        }
    }

    static func words(_ kind: TimelineRow.Kind) -> String {
        switch kind {
        case .start: "Started"
        case .end: "Ended"
        case .single: "On this date"
        case .ongoing: "Ongoing"
        }
    }

    var body: Component {
        Span {
            Span(Self.symbol(kind)).attribute(named: "aria-hidden", value: "true")
            Span(Self.words(kind) + ": ").class("visually-hidden")
        }
        .class("tl-symbol tl-\(kind.rawValue)")
        .attribute(named: "title", value: Self.words(kind))
    }
}
