import AlmanacCore
import AlmanacStore
import Foundation

// The Journal forms, each read once by `FormReader`: every field checked, every wrong one reported.
// (The editor shows a refused entry again from `JournalEditorView.Values(form:)`, the text as typed.)

/// The entry editor (`JournalRoutes.entries`, `JournalRoutes.entry`): the text, its day and time
/// in its zone (the user's when empty), tags, mood, location and the template it came from.
struct JournalEntryFields {
    var input: JournalEntryInput

    init(_ form: FormData, user: User) throws {
        var fields = FormReader(form)
        let text = fields.text("text")
        let dayText = fields.text("day")
        let day = fields.check("day") { try DayReference.date(dayText) }
        let timeText = fields.optional("time") ?? "12:00"
        let time = fields.check("time") { try WallClockTime(timeText, field: "time") }
        let zoneName = fields.optional("timeZone") ?? user.timeZone
        let zone = TimeZone(identifier: zoneName)
        if zone == nil { fields.refuse("timeZone", "\(zoneName) is not a known time zone.") }
        let tagsText = fields.text("tags")
        let tags = fields.check("tags") { try JournalRules.tags(parsing: tagsText) } ?? []
        var mood: Feeling?
        if let moodText = fields.optional("mood") {
            mood = Feeling(rawValue: moodText)
            if mood == nil { fields.refuse("mood", "Choose a mood from the list.") }
        }
        let location = fields.text("location")
        let templateText = fields.raw("template")
        let template = fields.check("template") { try JournalTemplateKind.parse(templateText) } ?? nil
        try fields.finish()
        guard let day, let time, let zone else { throw AlmanacError.invalid("day", "Give the entry a day and a time.") }
        input = JournalEntryInput(
            text: text, writtenAt: JournalRules.instant(day: day, time: time, in: zone), timeZone: zoneName, tags: tags, mood: mood,
            location: location, template: template)
    }
}

/// Discarding the editor's draft (`JournalRoutes.discardDraft`): the entry it belongs to, none
/// for a new entry's.
struct JournalDraftFields {
    var entryId: String?

    init(_ form: FormData) { entryId = FormReader(form).optional("entry") }
}

/// A journal template's text (`JournalRoutes.templates`): which template and its text.
struct JournalTemplateFields {
    var kind: JournalTemplateKind
    var text: String

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let kindText = fields.raw("kind")
        let kind = fields.check("kind") { try JournalTemplateKind.parse(kindText, field: "kind") } ?? nil
        if kind == nil { fields.refuse("kind", "Choose a template.") }
        self.kind = kind ?? .dailyReview
        text = fields.text("text")
        try fields.finish()
    }
}
