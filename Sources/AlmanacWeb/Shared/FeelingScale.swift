import AlmanacCore

/// The five feelings as radio inputs named `name` (`feeling`, or a runbook use's `before` and
/// `after`), drawn as buttons: picking one changes nothing until the form is saved. The one feeling
/// picker of every form (an intention's feeling, a practice session's, a runbook use's before and
/// after), so a feeling is always in the same place under the thumb.
///
/// The order is `FeelingScale.order`: best first, as every list, filter and select of feelings
/// in the app already shows them (`Feeling.allCases`).
struct FeelingScale: Component {
    static let order = Feeling.allCases

    var name = "feeling"
    var selected: Feeling?
    var error: String?
    /// Shown above the feelings; without one the page's heading says it (hidden "How it felt").
    var legend: String? = nil

    var body: Component {
        Element(name: "fieldset") {
            Element(name: "legend") { Text(legend ?? "How it felt") }.class(legend == nil ? "visually-hidden" : "")
            Div {
                for feeling in Self.order {
                    Label("") {
                        Input(type: .radio, name: name, value: feeling.rawValue)
                            .attribute(named: "checked", value: selected == feeling ? "checked" : nil)
                        FeelingFace(feeling: feeling)
                    }
                    .class("button feeling-choice")
                }
            }
            .class("feelings")
            FieldMessage(name: name, error: error)
        }
        .class("feeling-fieldset")
        .fieldState(name: name, error: error)
    }
}

/// A feeling's emoji above its name, inside a choice.
struct FeelingFace: Component {
    var feeling: Feeling

    var body: Component {
        ComponentGroup {
            Span(feeling.emoji).class("feeling-emoji")
            Span(feeling.rawValue)
        }
    }
}

extension Feeling {
    /// The face every page shows for the feeling.
    var emoji: String {
        switch self {
        case .ecstatic: "🤩"
        case .happy: "🙂"
        case .meh: "😐"
        case .sad: "😢"
        case .angry: "😠"
        }
    }
}
