import AlmanacCore
import AlmanacStore
import Foundation

/// After an intention: tags, how it felt and the review in one form with one Save, so nothing
/// typed in one part is lost by submitting another. The feelings open 5 seconds after the
/// intention ended (not after the page opened): the page carries that instant and focus.js counts
/// down to it (an instant, not seconds left, because a page asked again within the minute may be
/// the kept copy); without JavaScript a feeling picked too early is refused with the page shown
/// again, everything typed kept.
struct FocusAfterView: Component {
    struct Model {
        var csrf: String
        var intention: Intention
        var now: Date
        var zone: TimeZone
        var knownTags: [String]
        var areas: [Area]
        /// The open to-do this intention was for: the form offers to complete it, ticked at first.
        var openTask: ToDo? = nil
        var error: AlmanacError?
        /// The refused post, shown again as typed.
        var form: FormData? = nil
    }
    var model: Model

    /// When the feelings open: 5 seconds after the intention's end.
    var gateOpens: Date {
        let intention = model.intention
        return (intention.endedAt ?? intention.endsAt).addingTimeInterval(Intention.ratingGate)
    }

    var body: Component {
        let intention = model.intention
        let ended = intention.endedAt ?? intention.endsAt
        let worked = ended.timeIntervalSince(intention.startedAt)
        let form = model.form
        let checked = form.map { Set($0.all("tag")) } ?? Set(intention.tags)
        let tags = Array(Set(model.knownTags + intention.tags)).sorted { $0.lowercased() < $1.lowercased() }
        let feeling = form.map { $0["feeling"].flatMap(Feeling.init(rawValue:)) } ?? intention.feeling
        let review =
            form.map { IntentionReview(wentWell: $0["wentWell"], improve: $0["improve"], interesting: $0["interesting"]) }
            ?? intention.review
        let waiting = model.now < gateOpens
        return ComponentGroup {
            H1("“\(intention.what)”")
            Paragraph(
                intention.state == .abandoned
                    ? "Abandoned after \(SystemText.duration(worked))."
                    : "\(intention.state == .endedEarly ? "Ended early" : "Time's up") after \(SystemText.duration(worked)) of \(intention.plannedMinutes) min planned."
            )
            .class("lead")
            if intention.state.isCompleted {
                Form(url: FocusRoutes.after.href(intention.id), method: .post) {
                    ErrorSummary(error: model.error)
                    CSRFField(token: model.csrf)
                    Div {
                        Element(name: "section") {
                            H2("Tags")
                            if !tags.isEmpty {
                                Div {
                                    for tag in tags {
                                        Label("") {
                                            Input(type: .checkbox, name: "tag", value: tag)
                                                .attribute(named: "checked", value: checked.contains(tag) ? "checked" : nil)
                                            Span("#\(tag)")
                                        }
                                        .class("pill")
                                    }
                                }
                                .class("pills")
                            }
                            Field(
                                label: "New tags", name: "newTags", value: form?["newTags"],
                                hint: "Separate with commas, e.g. writing, deep work.", error: errorMessage(model.error, for: "tags"))
                        }
                        .class("card")
                        Element(name: "section") {
                            H2("How did it feel?")
                            Paragraph(
                                waiting
                                    ? "Take a breath first: the feelings open \(NumberText.plain(Intention.ratingGate)) seconds after the end."
                                    : "Pick the one that fits."
                            )
                            .class("hint").attribute(named: "data-part", value: "gate").attribute(named: "aria-live", value: "polite")
                            FeelingScale(selected: feeling, error: errorMessage(model.error, for: "feeling"))
                        }
                        .class("card")
                        .id("feeling")
                        .attribute(named: "data-widget", value: "focus")
                        .attribute(named: "data-mode", value: "rate")
                        .attribute(
                            named: "data-gate-until",
                            value: String(NumberText.clampedInt((gateOpens.timeIntervalSince1970 * 1000).rounded())))
                        Element(name: "section") {
                            H2("Review")
                            if !intention.distractions.isEmpty {
                                H3(intention.distractions.count == 1 ? "1 distraction" : "\(intention.distractions.count) distractions")
                                List(intention.distractions) { distraction in
                                    ListItem {
                                        Element(name: "time") { Text(SystemText.clock(distraction.at, model.zone)) }
                                            .attribute(named: "datetime", value: Timestamp.text(distraction.at))
                                        Text(" \(distraction.summary)")
                                    }
                                }
                                .class("distraction-list")
                            }
                            ReviewFields(review: review)
                        }
                        .class("card")
                        .id("review")
                        if let task = model.openTask {
                            Div {
                                Element(name: "label") {
                                    Input(type: .checkbox, name: "completeTask", value: "on")
                                        .attribute(
                                            named: "checked", value: (form.map { $0["completeTask"] != nil } ?? true) ? "checked" : nil)
                                    Text(" Also complete the to-do “\(task.title)”")
                                }
                                .class("inline-check")
                            }
                            .class("field checkbox complete-task")
                        }
                        SubmitRow(title: "Save")
                    }
                    .class("stack")
                }
            } else {
                ErrorSummary(error: model.error)
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
            for feeling in FeelingScale.order {
                Button { FeelingFace(feeling: feeling) }
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
