import AlmanacCore
import AlmanacStore
import Foundation

/// /runbooks/pacts: the person's pacts, each with the last seven days kept or broken, a form to
/// mark a day, one to change it (tightening holds at once, loosening waits the delay they chose)
/// and the waiting change, if any. Counts only: no streaks, no scores.
struct PactsView: Component {
    /// A refused form's values, shown again with the message (`pactId` nil: the new pact form).
    struct Refused {
        var pactId: String?
        var form: FormData
        var error: AlmanacError
    }

    struct Model {
        var csrf: String
        var page: PactsPageData
        var refused: Refused? = nil
    }
    var model: Model

    static let delays: [(value: String, label: String)] = [
        ("24", "1 day"), ("72", "3 days"), ("168", "7 days"), ("336", "14 days"), ("720", "30 days"),
    ]

    /// An instant in the person's zone: "Sun 29 Mar 14:05".
    static func when(_ date: Date, _ zone: TimeZone) -> String {
        let day = LocalDay(containing: date, in: zone)
        return "\(SystemText.weekday(day)) \(SystemText.dayMonth(day)) \(SystemText.clock(date, zone))"
    }

    func refused(_ id: String?) -> Refused? { model.refused?.pactId == id ? model.refused : nil }

    var body: Component {
        Div {
            Div {
                H1("Pacts")
                Paragraph(
                    "Decide ahead how you will hold to what matters: an effort pact (a rule you set), a price pact (what you give if you break it; Almanac moves no money) or an identity pact (“I am someone who …”). Making a pact stricter holds at once; loosening or deleting it waits the delay you chose."
                )
                .class("lead")
            }
            .class("page-head")
            if model.page.pacts.isEmpty {
                Paragraph("No pacts yet.").class("empty")
            }
            for week in model.page.pacts { pactCard(week) }
            newPact
        }
        .class("stack pacts")
    }

    func pactCard(_ week: PactWeek) -> Component {
        let pact = week.pact
        let refused = refused(pact.id)
        let byDay = Dictionary(week.marks.map { ($0.day, $0) }) { a, _ in a }
        return Element(name: "article") {
            Paragraph(pact.kind.label).class("hint pact-kind")
            H2(pact.terms.text)
            if let amount = pact.terms.amount, let consequence = pact.terms.consequence {
                Paragraph("If I break it: \(amount) — \(consequence)").class("pact-price")
            }
            if let link = pact.terms.link {
                Paragraph("For the \(link.kind.label) \(targetText(link))").class("pact-link")
            }
            if let referee = pact.terms.referee {
                Paragraph {
                    Text("Referee: ")
                    Link(referee, url: Href(path: "mailto:\(referee)"))
                }
                .class("pact-referee")
            }
            Element(name: "ol") {
                for day in model.page.shownDays {
                    let mark = byDay[day]
                    ListItem {
                        Span(SystemText.weekday(day)).class("pact-day-name")
                        Span(mark.map { $0.kept ? "✓" : "✗" } ?? "·").class("pact-day-mark")
                    }
                    .class(mark.map { $0.kept ? "kept" : "broken" } ?? "unmarked")
                    .attribute(
                        named: "title", value: "\(SystemText.dayTitle(day)): \(mark.map { $0.kept ? "kept" : "broken" } ?? "not marked")")
                }
            }
            .class("pact-days")
            Paragraph("Last \(PactsPageData.days) days: \(week.tally).").class("hint")
            if let pending = pact.pending {
                Div {
                    Paragraph(
                        pending.deletes
                            ? "Deleting it waits until \(Self.when(pending.effectiveAt, model.page.timeZone))."
                            : "A looser version waits until \(Self.when(pending.effectiveAt, model.page.timeZone)): \(pendingText(pending, pact))."
                    )
                    Form(url: RunbooksRoutes.keepPact.href(pact.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Button { Text("Keep it as it is") }.attribute(named: "type", value: "submit")
                    }
                    .class("inline")
                }
                .class("flash info pact-pending")
            }
            Form(url: RunbooksRoutes.markPact.href(pact.id), method: .post) {
                CSRFField(token: model.csrf)
                SelectField(
                    label: "Day", name: "day",
                    options: model.page.shownDays.reversed().map {
                        ($0.description, $0 == model.page.today ? "Today" : SystemText.dayTitle($0))
                    },
                    selected: model.page.today.description)
                Field(label: "Reason (optional)", name: "reason")
                Div {
                    Button { Text("Kept") }.attribute(named: "type", value: "submit").attribute(named: "name", value: "kept")
                        .attribute(named: "value", value: "true").class("primary")
                    Button { Text("Broken") }.attribute(named: "type", value: "submit").attribute(named: "name", value: "kept")
                        .attribute(named: "value", value: "false")
                }
                .class("actions")
            }
            .class("pact-mark")
            Element(name: "details") {
                Element(name: "summary") { Text("Change or delete") }
                Form(url: RunbooksRoutes.pact.href(pact.id), method: .post) {
                    ErrorSummary(error: refused?.error, id: "pact-error-\(pact.id)")
                    CSRFField(token: model.csrf)
                    termsFields(kind: pact.kind, terms: pact.terms, delayHours: pact.delayHours, refused: refused)
                    SubmitRow(title: "Save")
                }
                Form(url: RunbooksRoutes.deletePact.href(pact.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Div { Button { Text("Delete after the delay") }.attribute(named: "type", value: "submit").class("danger") }.class(
                        "actions")
                }
            }
            .attribute(named: "open", value: refused == nil ? nil : "open")
        }
        .class("card pact")
        .id("pact-\(pact.id)")
    }

    /// A goal, habit or block by its name ("“Ship v2”", "“Deep work”, Sat 28 Nov 09:00–10:30"); one deleted since is "(deleted)".
    func targetText(_ link: PactLink) -> String {
        guard let target = model.page.linkTargets[link] else { return "(deleted since)" }
        let when = target.day.map { ", \(SystemText.weekday($0)) \(Dates.short($0)) \(target.timeText ?? "")" } ?? ""
        return "“\(target.title)”\(when)"
    }

    /// What a waiting loosening says: its words, and the link or referee it moves or removes.
    func pendingText(_ pending: PactPendingChange, _ pact: Pact) -> String {
        let terms = pending.terms ?? pact.terms
        var parts = ["“\(terms.text)”"]
        if terms.link != pact.terms.link {
            parts.append(terms.link.map { "for the \($0.kind.label) \(targetText($0))" } ?? "attached to nothing")
        }
        if terms.referee != pact.terms.referee { parts.append(terms.referee.map { "referee \($0)" } ?? "no referee") }
        return parts.joined(separator: ", ")
    }

    /// The words, the price (for a price pact) and the delay, as stored or as typed when refused.
    func termsFields(kind: PactKind?, terms: PactTerms?, delayHours: Int, refused: Refused?) -> Component {
        let form = refused?.form
        let error = refused?.error
        return ComponentGroup {
            Field(
                label: kind == .identity ? "I am someone who …" : "The pact", name: "text", value: form?["text"] ?? terms?.text,
                required: true,
                error: errorMessage(error, for: "text"))
            if kind == nil || kind == .price {
                Field(
                    label: "Amount (price pact)", name: "amount", value: form?["amount"] ?? terms?.amount.map { "\($0)" },
                    error: errorMessage(error, for: "amount"), inputmode: "decimal")
                Field(
                    label: "What happens with it (price pact)", name: "consequence", value: form?["consequence"] ?? terms?.consequence,
                    error: errorMessage(error, for: "consequence"))
            }
            SelectField(
                label: "For a goal, habit or block (optional)", name: "link", options: linkOptions(current: terms?.link),
                selected: form?["link"] ?? terms?.link?.description ?? "", error: errorMessage(error, for: "link"))
            Field(
                label: "Referee's e-mail (optional; Almanac sends no mail)", name: "referee", type: .email,
                value: form?["referee"] ?? terms?.referee, error: errorMessage(error, for: "referee"))
            SelectField(
                label: "Loosening waits", name: "delayHours", options: Self.delays, selected: form?["delayHours"] ?? String(delayHours),
                error: errorMessage(error, for: "delayHours"))
        }
    }

    /// "Nothing", then this week's goals, the habits and the week's blocks; a pact's current link
    /// is offered even when it is no longer among them.
    func linkOptions(current: PactLink?) -> [(value: String, label: String)] {
        var targets = model.page.linkOptions
        if let current, !targets.contains(where: { $0.link == current }) {
            targets.insert(model.page.linkTargets[current] ?? PactLinkTarget(link: current, title: "(deleted since)"), at: 0)
        }
        return [("", "Nothing")]
            + targets.map { target in
                let name =
                    target.link.kind == .block
                    ? "Block: \(target.title), \(target.day.map(Dates.short) ?? "") \(target.timeText ?? "")"
                    : "\(target.link.kind == .goal ? "Goal" : "Habit"): \(target.title)"
                return (target.link.description, name)
            }
    }

    var newPact: Component {
        let refused = refused(nil)
        let kind = refused?.form["kind"] ?? PactKind.effort.rawValue
        return Element(name: "section") {
            H2("Make a pact")
            Form(url: RunbooksRoutes.pacts.href, method: .post) {
                ErrorSummary(error: refused?.error)
                CSRFField(token: model.csrf)
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Kind") }
                    for value in PactKind.allCases {
                        Label("") {
                            Input(type: .radio, name: "kind", value: value.rawValue)
                                .attribute(named: "checked", value: value.rawValue == kind ? "checked" : nil)
                            Text(" \(value.label)")
                        }
                        .class("choice")
                    }
                    if let message = errorMessage(refused?.error, for: "kind") { Paragraph(message).class("field-error") }
                }
                termsFields(kind: nil, terms: nil, delayHours: PactRules.standardDelayHours, refused: refused)
                SubmitRow(title: "Make the pact")
            }
        }
        .class("card")
        .id("new-pact")
    }
}

/// The pacts attached to a goal (Week), a habit (its page) or a block (Plan): each names its kind
/// and words, linked to its card on the Pacts page.
struct PactsAttached: Component {
    var pacts: [Pact]

    var body: Component {
        if pacts.isEmpty { return ComponentGroup {} }
        return List(pacts) { pact in
            ListItem {
                Span("\(pact.kind.label): ").class("hint")
                Link(pact.terms.text, url: Href(path: RunbooksRoutes.pacts.href.path, anchor: "pact-\(pact.id)"))
            }
        }
        .class("pacts-attached")
    }
}
