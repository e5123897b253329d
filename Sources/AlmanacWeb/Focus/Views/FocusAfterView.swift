import AlmanacCore
import AlmanacStore
import Foundation

/// After an intention: tag it, rate how it felt (after the 5-second pause), review it.
struct FocusAfterView: Component {
    struct Model {
        var csrf: String
        var intention: Intention
        var now: Date
        var zone: TimeZone
        var knownTags: [String]
        var areas: [Area]
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        let intention = model.intention
        let ended = intention.endedAt ?? intention.endsAt
        let worked = ended.timeIntervalSince(intention.startedAt)
        let gateOpen = model.now >= ended.addingTimeInterval(Intention.ratingGate)
        let tags = Array(Set(model.knownTags + intention.tags)).sorted { $0.lowercased() < $1.lowercased() }
        return ComponentGroup {
            H1("“\(intention.what)”")
            Paragraph(
                intention.state == .abandoned
                    ? "Abandoned after \(SystemText.duration(worked))."
                    : "\(intention.state == .endedEarly ? "Ended early" : "Time's up") after \(SystemText.duration(worked)) of \(intention.plannedMinutes) min planned."
            )
            .class("lead")
            ErrorSummary(error: model.error)
            if intention.state.isCompleted {
                Div {
                    Element(name: "section") {
                        H2("1. Tags")
                        Form(url: FocusRoutes.tags.href(intention.id), method: .post) {
                            CSRFField(token: model.csrf)
                            if !tags.isEmpty {
                                Div {
                                    for tag in tags {
                                        Label("") {
                                            Input(type: .checkbox, name: "tag", value: tag)
                                                .attribute(named: "checked", value: intention.tags.contains(tag) ? "checked" : nil)
                                            Span("#\(tag)")
                                        }
                                        .class("pill")
                                    }
                                }
                                .class("pills")
                            }
                            Field(
                                label: "New tags", name: "newTags", hint: "Separate with commas, e.g. writing, deep work.",
                                error: errorMessage(model.error, for: "tags"))
                            SubmitRow(title: "Save tags")
                        }
                    }
                    .class("card")
                    Element(name: "section") {
                        H2("2. How did it feel?")
                        if let feeling = intention.feeling {
                            Paragraph("You felt \(feeling.rawValue) \(feeling.emoji). Change it below if you like.").class("hint")
                        }
                        Paragraph(gateOpen ? "Pick the one that fits." : "Take a breath first: the choices unlock in a few seconds.")
                            .class("hint").attribute(named: "data-part", value: "gate")
                        Form(url: FocusRoutes.rate.href(intention.id), method: .post) {
                            CSRFField(token: model.csrf)
                            FeelingChoices(selected: intention.feeling, enabled: gateOpen)
                        }
                    }
                    .class("card")
                    .id("feeling")
                    .attribute(named: "data-widget", value: "focus")
                    .attribute(named: "data-mode", value: "rate")
                    Element(name: "section") {
                        H2("3. Review")
                        Form(url: FocusRoutes.review.href(intention.id), method: .post) {
                            CSRFField(token: model.csrf)
                            ReviewFields(review: intention.review)
                            SubmitRow(title: "Save review")
                        }
                    }
                    .class("card")
                    .id("review")
                }
                .class("stack")
            }
            Paragraph { Link("← Back to Focus", url: FocusRoutes.focus.href) }
        }
    }
}

struct ReviewFields: Component {
    var review: IntentionReview?
    var body: Component {
        ComponentGroup {
            for (name, label, value) in [
                ("wentWell", "What went well?", review?.wentWell), ("improve", "What could be improved?", review?.improve),
                ("interesting", "What was interesting?", review?.interesting),
            ] {
                Div {
                    Label(label) { TextArea(text: value ?? "", name: name, numberOfRows: 2) }
                }
                .class("field")
            }
        }
    }
}

/// The five feelings as buttons named `feeling`: submit buttons of the rating form, or (offline,
/// on the running page) buttons focus.js sends to the offline queue.
struct FeelingChoices: Component {
    var selected: Feeling?
    var enabled: Bool
    var submits = true

    var body: Component {
        Div {
            for feeling in Feeling.allCases {
                Button {
                    Span(feeling.emoji).class("feeling-emoji")
                    Span(feeling.rawValue)
                }
                .attribute(named: "type", value: submits ? "submit" : "button").attribute(named: "name", value: "feeling")
                .attribute(named: "value", value: feeling.rawValue)
                .attribute(named: "disabled", value: enabled ? nil : "disabled")
                .attribute(named: "aria-pressed", value: selected == feeling ? "true" : "false")
                .class("feeling-choice")
            }
        }
        .class("feelings")
    }
}
