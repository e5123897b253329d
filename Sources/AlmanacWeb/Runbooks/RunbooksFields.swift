import AlmanacCore
import AlmanacStore
import Foundation

// The Runbooks and Pacts forms, each read once (`FormReader`): every field checked, every wrong
// one reported. The Store checks names, texts and lengths, and that an id exists.

/// A runbook's name and warning signs (`RunbooksRoutes.list` to add, `RunbooksRoutes.runbook`
/// to save), shown again as typed when refused.
struct RunbookFields {
    var name: String
    var warningSigns: String

    init(_ form: FormData) {
        let fields = FormReader(form)
        name = fields.text("name")
        warningSigns = fields.text("warningSigns")
    }
}

/// A runbook made from a template (`RunbooksRoutes.fromTemplate`); the Store knows the templates.
struct RunbookTemplateFields {
    var template: String

    init(_ form: FormData) { template = FormReader(form).text("template") }
}

/// A step's form (add or save): what kind of step, its text, a breathing pattern or a contact.
struct RunbookStepFields {
    /// As typed, shown again when refused.
    var kind: String
    var text: String
    var breathing: BreathingPattern?
    var contactId: String?

    init(_ form: FormData) {
        let fields = FormReader(form)
        kind = fields.text("kind")
        text = fields.text("text")
        breathing = fields.optional("breathing").flatMap(BreathingPattern.init(rawValue:))
        contactId = fields.optional("contact")
    }

    func draft() throws -> RunbookStepDraft {
        guard let kind = RunbookStepKind(rawValue: kind) else { throw AlmanacError.invalid("kind", "Choose what the step is.") }
        return RunbookStepDraft(kind: kind, text: text, breathing: breathing, contactId: contactId)
    }
}

/// A use of a runbook (`RunbooksRoutes.uses`): the feeling before and after, both checked, and
/// the steps done.
struct RunbookUseFields {
    var input: RunbookUseInput

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let (beforeText, afterText) = (fields.raw("before"), fields.raw("after"))
        let before = fields.check("before") { try Feeling.parse(beforeText, field: "before") } ?? nil
        let after = fields.check("after") { try Feeling.parse(afterText, field: "after") } ?? nil
        input = RunbookUseInput(before: before, after: after, stepsDone: fields.all("done"))
        try fields.finish()
    }
}

/// A thought record (`RunbooksRoutes.thoughtRecord`), saved as a journal entry.
struct ThoughtRecordFields {
    var record: ThoughtRecord

    init(_ form: FormData) {
        let fields = FormReader(form)
        record = ThoughtRecord(
            situation: fields.text("situation"), thought: fields.text("thought"), evidence: fields.text("evidence"),
            kinderThought: fields.text("kinderThought"))
    }
}

/// A contact's form (add or save), shown again as typed when refused.
struct RunbookContactFields {
    var name: String
    var phone: String
    var note: String
    var checkedOn: String

    init(_ form: FormData) {
        let fields = FormReader(form)
        name = fields.text("name")
        phone = fields.text("phone")
        note = fields.text("note")
        checkedOn = fields.text("checkedOn")
    }

    /// The contact, its day checked (`checkedOn`, blank for none).
    func draft() throws -> RunbookContactDraft {
        let day = checkedOn.trimmingCharacters(in: .whitespacesAndNewlines)
        return RunbookContactDraft(
            name: name, phone: phone, note: note, checkedOn: day.isEmpty ? nil : try DayReference.date(day, field: "checkedOn"))
    }
}

/// The emergency number (`RunbooksRoutes.emergencyNumber`); the Store checks it, none clears it.
struct EmergencyNumberFields {
    var number: String?

    init(_ form: FormData) { number = FormReader(form).raw("emergencyNumber") }
}

/// A pact's form (make one, or change its terms): its kind (only when made: a pact keeps its
/// kind), terms and delay, every wrong field named at once.
struct PactFields {
    var kind: PactKind
    var terms: PactTerms
    var delayHours: Int

    /// `kind`: the pact's kind when it is changed; nil when the form says it (a new pact).
    init(_ form: FormData, kind: PactKind? = nil) throws {
        var fields = FormReader(form)
        var chosen = kind
        if chosen == nil {
            chosen = PactKind(rawValue: fields.text("kind"))
            if chosen == nil { fields.refuse("kind", "Pick the kind of pact: effort, price or identity.") }
        }
        self.kind = chosen ?? .effort
        let delayText = fields.text("delayHours")
        delayHours = fields.check("delayHours") { try PactRules.delayHours.parseWhole(delayText, field: "delayHours") } ?? 1
        let price = self.kind == .price
        let amountText = fields.raw("amount")
        let amount = price ? fields.check("amount") { try PactRules.parseAmount(amountText) } ?? nil : nil
        let linkText = fields.raw("link")
        let link = fields.check("link") { try PactRules.link(linkText) } ?? nil
        terms = PactTerms(
            text: fields.text("text"), amount: amount, consequence: price ? fields.optional("consequence") : nil, link: link,
            referee: fields.optional("referee"))
        try fields.finish()
    }
}

/// A day of a pact marked kept or broken (`RunbooksRoutes.markPact`).
struct PactMarkFields {
    /// Nil: today.
    var day: LocalDay?
    var kept: Bool
    var reason: String?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let dayText = fields.optional("day")
        day = dayText.flatMap { text in fields.check("day") { try DayReference.date(text) } }
        switch fields.raw("kept") {
        case "true": kept = true
        case "false": kept = false
        default:
            kept = false
            fields.refuse("kept", "Say whether the day was kept or broken.")
        }
        reason = fields.optional("reason")
        try fields.finish()
    }
}
