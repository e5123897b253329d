import AlmanacCore
import AlmanacStore
import Foundation
import Testing

@testable import AlmanacWeb

/// A response type's schema derived from the type (`APIType`, by encoding its specimen) equals the
/// schema written by hand beside it, for every type that still has one: a field added, renamed,
/// made optional or given another type on one side only fails here. What differs today is listed
/// in `knownDifferences`, each a drift to mend in the type or the document.
@Suite struct DerivedSchemaTests {
    /// Where two schemas' JSON differ, one line per place ("$.key: …").
    static func differences(_ derived: JSONValue, _ written: JSONValue, at path: String = "$") -> [String] {
        switch (derived, written) {
        case (.object(let left), .object(let right)):
            return Set(left.keys).union(right.keys).sorted().flatMap { key -> [String] in
                switch (left[key], right[key]) {
                case (let l?, let r?): return differences(l, r, at: "\(path).\(key)")
                case (_?, nil): return ["\(path).\(key): only derived"]
                default: return ["\(path).\(key): only written"]
                }
            }
        default:
            return derived == written ? [] : ["\(path): derived \(text(derived)), written \(text(written))"]
        }
    }

    static func text(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "?"
    }

    /// Every difference between each type's derived schema and its hand-written one.
    static func allDifferences() -> [String] {
        var found: [String] = []
        func compare<T: APIType>(_ type: T.Type, _ written: Schema) {
            let name = String(reflecting: T.self).replacingOccurrences(of: "AlmanacWeb.", with: "")
            do {
                found += differences(try T.derivedSchema().json, written.json).map { "\(name) \($0)" }
            } catch {
                found.append("\(name): \(error)")
            }
        }
        compare(AccountsController.ProfileJSON.self, AccountsController.ProfileJSON.schema)
        compare(AccountsController.TokenJSON.self, AccountsController.TokenJSON.schema)
        compare(AccountsController.SecurityEventJSON.self, AccountsController.SecurityEventJSON.schema)
        compare(FocusJSON.Review.self, FocusJSON.Review.schema)
        compare(FocusJSON.Intention.self, FocusJSON.Intention.schema)
        compare(FocusJSON.Current.self, FocusJSON.Current.schema)
        compare(FocusJSON.Reminder.self, FocusJSON.Reminder.schema)
        compare(FocusJSON.Presence.self, FocusJSON.Presence.schema)
        compare(PracticeJSON.self, PracticeJSON.schema)
        compare(HabitsJSON.Schedule.self, HabitsJSON.Schedule.schema)
        compare(HabitsJSON.Stats.self, HabitsJSON.Stats.schema)
        compare(HabitsJSON.Habit.self, HabitsJSON.Habit.schema)
        compare(HealthJSON.Day.self, HealthJSON.Day.schema)
        compare(JournalJSON.Photo.self, JournalJSON.Photo.schema)
        compare(JournalJSON.Entry.self, JournalJSON.Entry.schema)
        compare(JournalJSON.EntryList.self, JournalJSON.EntryList.schema)
        compare(JournalJSON.Piece.self, JournalJSON.Piece.schema)
        compare(JournalJSON.SearchHit.self, JournalJSON.SearchHit.schema)
        compare(JournalJSON.Draft.self, JournalJSON.Draft.schema)
        compare(JournalJSON.Template.self, JournalJSON.Template.schema)
        compare(JournalJSON.Memory.self, JournalJSON.Memory.schema)
        compare(JournalJSON.OnThisDay.self, JournalJSON.OnThisDay.schema)
        compare(LiftsJSON.SetSummary.self, LiftsJSON.SetSummary.schema)
        compare(LiftsJSON.Session.self, LiftsJSON.Session.schema)
        compare(LiftsJSON.Template.self, LiftsJSON.Template.schema)
        compare(LiftsJSON.Settings.self, LiftsJSON.Settings.schema)
        compare(PlanJSON.Block.self, PlanJSON.Block.schema)
        compare(PlanJSON.Version.self, PlanJSON.Version.schema)
        compare(PlanJSON.CarriedOver.self, PlanJSON.CarriedOver.schema)
        compare(PlanJSON.DayPlan.self, PlanJSON.DayPlan.schema)
        compare(PlanJSON.Feed.self, PlanJSON.Feed.schema)
        compare(PlanJSON.Template.self, PlanJSON.Template.schema)
        compare(PlanJSON.TemplateBlock.self, PlanJSON.TemplateBlock.schema)
        compare(PactsJSON.NewPact.self, PactsJSON.NewPact.schema)
        compare(PactsJSON.Pending.self, PactsJSON.Pending.schema)
        compare(PactsJSON.Pact.self, PactsJSON.Pact.schema)
        compare(PactsJSON.Change.self, PactsJSON.Change.schema)
        compare(PactsJSON.Mark.self, PactsJSON.Mark.schema)
        compare(RunbooksJSON.Step.self, RunbooksJSON.Step.schema)
        compare(RunbooksJSON.Runbook.self, RunbooksJSON.Runbook.schema)
        compare(RunbooksJSON.Use.self, RunbooksJSON.Use.schema)
        compare(RunbooksJSON.Contact.self, RunbooksJSON.Contact.schema)
        compare(RunbooksJSON.Settings.self, RunbooksJSON.Settings.schema)
        compare(ImportProgressJSON.self, ImportProgressJSON.schema)
        compare(ShellController.UndoJSON.self, ShellController.UndoJSON.schema)
        compare(ShellController.ChangeJSON.self, ShellController.ChangeJSON.schema)
        compare(TasksJSON.HeadingJSON.self, TasksJSON.HeadingJSON.schema)
        compare(TaskImportsJSON.Note.self, TaskImportsJSON.Note.schema)
        compare(TaskImportsJSON.Counts.self, TaskImportsJSON.Counts.schema)
        compare(TaskImportsJSON.ToDo.self, TaskImportsJSON.ToDo.schema)
        compare(TaskImportsJSON.Preview.self, TaskImportsJSON.Preview.schema)
        compare(TaskImportsJSON.Imported.self, TaskImportsJSON.Imported.schema)
        compare(TasksJSON.ListJSON.self, TasksJSON.ListJSON.schema)
        compare(TasksJSON.ChecklistJSON.self, TasksJSON.ChecklistJSON.schema)
        compare(TasksJSON.TaskJSON.self, TasksJSON.TaskJSON.schema)
        compare(TasksJSON.SectionJSON.self, TasksJSON.SectionJSON.schema)
        compare(TasksJSON.ViewJSON.self, TasksJSON.ViewJSON.schema)
        compare(TasksJSON.QuickEntryJSON.self, TasksJSON.QuickEntryJSON.schema)
        compare(TimelinesJSON.Timeline.self, TimelinesJSON.Timeline.schema)
        compare(TimelinesJSON.Event.self, TimelinesJSON.Event.schema)
        compare(TimelinesJSON.Row.self, TimelinesJSON.Row.schema)
        compare(TimelinesJSON.Rows.self, TimelinesJSON.Rows.schema)
        compare(TimelinesJSON.Query.self, TimelinesJSON.Query.schema)
        compare(TimelinesJSON.QueryRun.self, TimelinesJSON.QueryRun.schema)
        compare(TimelinesJSON.Draft.self, TimelinesJSON.Draft.schema)
        compare(TimelinesJSON.RowError.self, TimelinesJSON.RowError.schema)
        compare(TimelinesJSON.Imported.self, TimelinesJSON.Imported.schema)
        compare(TodayJSON.Standup.self, TodayJSON.Standup.schema)
        compare(TodayJSON.Photo.self, TodayJSON.Photo.schema)
        compare(WeekJSON.Area.self, WeekJSON.Area.schema)
        compare(WeekJSON.ActionItem.self, WeekJSON.ActionItem.schema)
        compare(WeekJSON.Settings.self, WeekJSON.Settings.schema)
        return found
    }

    @Test func everyDerivedSchemaEqualsItsHandWrittenOne() {
        let found = Self.allDifferences()
        #expect(found == Self.knownDifferences, "\(found.joined(separator: "\n"))")
    }

    /// What differs on the day the derivation landed. Most are notes the types do not carry yet
    /// (an enumeration or a day kept as text, a range): they go when the type gets its
    /// `fieldNotes` and loses its hand-written schema. Real drift: `Reminder` and the standup's
    /// answers encode every key while their documents require none; the runbook settings' `emergencyNumber` is left out when empty while
    /// the document says null. The specimen cannot be made yet where decoding validates text
    /// (a habit's schedule, a to-do's `when`, a query's dates). Not drift: `TokenJSON`'s `secret`,
    /// which only its `createdSchema` (the answer to creating a token) describes.
    static let knownDifferences: [String] = [
        #"AccountsController.ProfileJSON $.properties.dateOrder.enum: only written"#,
        #"AccountsController.ProfileJSON $.properties.unitSystem.enum: only written"#,
        #"AccountsController.TokenJSON $.properties.secret: only derived"#,
        #"AccountsController.SecurityEventJSON $.properties.event.enum: only written"#,
        #"FocusJSON.Intention $.properties.feeling.enum: only written"#,
        #"FocusJSON.Intention $.properties.state.enum: only written"#,
        #"FocusJSON.Current $.properties.intention.properties.feeling.enum: only written"#,
        #"FocusJSON.Current $.properties.intention.properties.state.enum: only written"#,
        #"FocusJSON.Reminder $.properties.kind.enum: only written"#,
        #"FocusJSON.Reminder $.required: derived ["at","kind","message"], written []"#,
        #"FocusJSON.Presence $.properties.day.format: only written"#,
        #"HabitsJSON.Schedule: times: Times a week or days of an interval must be a whole number from 1 to 365; 0 was given."#,
        #"HabitsJSON.Stats $.properties.streakUnit.enum: only written"#,
        #"HabitsJSON.Habit: schedule.times: Times a week or days of an interval must be a whole number from 1 to 365; 0 was given."#,
        #"HealthJSON.Day $.properties.day.format: only written"#,
        #"JournalJSON.Entry $.properties.mood.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["ecstatic","happy","meh","sad","angry"],"type":"string"},{"type":"null"}]"#,
        #"JournalJSON.Entry $.properties.template.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["morning-pages","evening-review","gratitude","daily-review"],"type":"string"},{"type":"null"}]"#,
        #"JournalJSON.EntryList $.properties.entries.items.properties.mood.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["ecstatic","happy","meh","sad","angry"],"type":"string"},{"type":"null"}]"#,
        #"JournalJSON.EntryList $.properties.entries.items.properties.template.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["morning-pages","evening-review","gratitude","daily-review"],"type":"string"},{"type":"null"}]"#,
        #"JournalJSON.SearchHit $.properties.entry.properties.mood.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["ecstatic","happy","meh","sad","angry"],"type":"string"},{"type":"null"}]"#,
        #"JournalJSON.SearchHit $.properties.entry.properties.template.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["morning-pages","evening-review","gratitude","daily-review"],"type":"string"},{"type":"null"}]"#,
        #"JournalJSON.Template $.properties.kind.enum: only written"#,
        #"JournalJSON.Memory $.properties.kind.enum: only written"#,
        #"JournalJSON.OnThisDay $.properties.memories.items.properties.kind.enum: only written"#,
        #"LiftsJSON.SetSummary $.properties.lift.enum: only written"#,
        #"LiftsJSON.Session $.properties.day.format: only written"#,
        #"LiftsJSON.Session $.properties.sets.items.properties.lift.enum: only written"#,
        #"LiftsJSON.Template $.properties.lift.enum: only written"#,
        #"LiftsJSON.Settings $.properties.lift.enum: only written"#,
        #"LiftsJSON.Settings $.properties.minimumRangeCm.description: only written"#,
        #"LiftsJSON.Settings $.properties.minimumRangeCm.maximum: only written"#,
        #"LiftsJSON.Settings $.properties.minimumRangeCm.minimum: only written"#,
        #"LiftsJSON.Settings $.properties.minimumVelocity.description: only written"#,
        #"LiftsJSON.Settings $.properties.minimumVelocity.maximum: only written"#,
        #"LiftsJSON.Settings $.properties.minimumVelocity.minimum: only written"#,
        #"LiftsJSON.Settings $.properties.rateHz.description: only written"#,
        #"LiftsJSON.Settings $.properties.rateHz.maximum: only written"#,
        #"LiftsJSON.Settings $.properties.rateHz.minimum: only written"#,
        #"LiftsJSON.Settings $.properties.targetZone.enum: only written"#,
        #"LiftsJSON.Settings $.properties.tiltLimitDegrees.description: only written"#,
        #"LiftsJSON.Settings $.properties.tiltLimitDegrees.maximum: only written"#,
        #"LiftsJSON.Settings $.properties.tiltLimitDegrees.minimum: only written"#,
        #"LiftsJSON.Settings $.properties.unit.enum: only written"#,
        #"LiftsJSON.Settings $.properties.velocityLossTarget.description: only written"#,
        #"LiftsJSON.Settings $.properties.velocityLossTarget.maximum: only written"#,
        #"LiftsJSON.Settings $.properties.velocityLossTarget.minimum: only written"#,
        #"PlanJSON.Block $.properties.cause.enum: only written"#,
        #"PlanJSON.Block $.properties.disposition.enum: only written"#,
        #"PlanJSON.Block $.properties.intentions.items.properties.feeling.enum: only written"#,
        #"PlanJSON.Block $.properties.intentions.items.properties.state.enum: only written"#,
        #"PlanJSON.Block $.properties.minutes.description: only written"#,
        #"PlanJSON.Block $.properties.minutes.maximum: only written"#,
        #"PlanJSON.Block $.properties.minutes.minimum: only written"#,
        #"PlanJSON.Block $.properties.versions.items.properties.change.enum: only written"#,
        #"PlanJSON.Version $.properties.change.enum: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.cause.enum: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.disposition.enum: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.intentions.items.properties.feeling.enum: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.intentions.items.properties.state.enum: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.minutes.description: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.minutes.maximum: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.minutes.minimum: only written"#,
        #"PlanJSON.DayPlan $.properties.blocks.items.properties.versions.items.properties.change.enum: only written"#,
        #"PlanJSON.DayPlan $.properties.dropped.items.properties.change.enum: only written"#,
        #"PlanJSON.Template $.properties.blocks.items.properties.minutes.description: only written"#,
        #"PlanJSON.Template $.properties.blocks.items.properties.minutes.maximum: only written"#,
        #"PlanJSON.Template $.properties.blocks.items.properties.minutes.minimum: only written"#,
        #"PlanJSON.Template $.properties.scope.enum: only written"#,
        #"PlanJSON.TemplateBlock $.properties.minutes.description: only written"#,
        #"PlanJSON.TemplateBlock $.properties.minutes.maximum: only written"#,
        #"PlanJSON.TemplateBlock $.properties.minutes.minimum: only written"#,
        #"PactsJSON.NewPact $.properties.amount.description: only written"#,
        #"PactsJSON.NewPact $.properties.delayHours.description: only written"#,
        #"PactsJSON.NewPact $.properties.delayHours.maximum: only written"#,
        #"PactsJSON.NewPact $.properties.delayHours.minimum: only written"#,
        #"PactsJSON.NewPact $.properties.kind.enum: only written"#,
        #"PactsJSON.Pending $.properties.amount.description: only written"#,
        #"PactsJSON.Pact $.properties.amount.description: only written"#,
        #"PactsJSON.Pact $.properties.kind.enum: only written"#,
        #"PactsJSON.Pact $.properties.pending.properties.amount.description: only written"#,
        #"PactsJSON.Change $.properties.pact.properties.amount.description: only written"#,
        #"PactsJSON.Change $.properties.pact.properties.kind.enum: only written"#,
        #"PactsJSON.Change $.properties.pact.properties.pending.properties.amount.description: only written"#,
        #"PactsJSON.Mark $.properties.day.format: only written"#,
        #"RunbooksJSON.Step $.properties.breathing.enum: only written"#,
        #"RunbooksJSON.Step $.properties.kind.enum: only written"#,
        #"RunbooksJSON.Runbook $.properties.steps.items.properties.breathing.enum: only written"#,
        #"RunbooksJSON.Runbook $.properties.steps.items.properties.kind.enum: only written"#,
        #"RunbooksJSON.Use $.properties.after.enum: only written"#,
        #"RunbooksJSON.Use $.properties.before.enum: only written"#,
        #"RunbooksJSON.Settings $.properties.emergencyNumber.anyOf: only written"#,
        #"RunbooksJSON.Settings $.properties.emergencyNumber.type: only derived"#,
        #"ImportProgressJSON $.properties.phase.enum: only written"#,
        #"ShellController.ChangeJSON $.properties.operation.enum: only written"#,
        #"ShellController.ChangeJSON $.properties.origin.enum: only written"#,
        #"TaskImportsJSON.ToDo $.properties.deadline.format: only written"#,
        #"TaskImportsJSON.ToDo $.properties.status.enum: only written"#,
        #"TaskImportsJSON.Preview $.properties.source.enum: only written"#,
        #"TaskImportsJSON.Preview $.properties.todos.items.properties.deadline.format: only written"#,
        #"TaskImportsJSON.Preview $.properties.todos.items.properties.status.enum: only written"#,
        #"TasksJSON.ListJSON $.properties.color.enum: only written"#,
        #"TasksJSON.TaskJSON: DecodingError.dataCorrupted: Data was corrupted. Path: when. Debug description: expected YYYY-MM-DD, "YYYY-MM-DD evening" or "someday", got "#,
        #"TasksJSON.SectionJSON: DecodingError.dataCorrupted: Data was corrupted. Path: tasks[0].when. Debug description: expected YYYY-MM-DD, "YYYY-MM-DD evening" or "someday", got "#,
        #"TasksJSON.ViewJSON: DecodingError.dataCorrupted: Data was corrupted. Path: sections[0].tasks[0].when. Debug description: expected YYYY-MM-DD, "YYYY-MM-DD evening" or "someday", got "#,
        #"TasksJSON.QuickEntryJSON: DecodingError.dataCorrupted: Data was corrupted. Path: when. Debug description: expected YYYY-MM-DD, "YYYY-MM-DD evening" or "someday", got "#,
        #"TimelinesJSON.Event $.properties.endPrecision.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["year","month","day"],"type":"string"},{"type":"null"}]"#,
        #"TimelinesJSON.Event $.properties.shape.enum: only written"#,
        #"TimelinesJSON.Event $.properties.startPrecision.enum: only written"#,
        #"TimelinesJSON.Row $.properties.event.properties.endPrecision.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["year","month","day"],"type":"string"},{"type":"null"}]"#,
        #"TimelinesJSON.Row $.properties.event.properties.shape.enum: only written"#,
        #"TimelinesJSON.Row $.properties.event.properties.startPrecision.enum: only written"#,
        #"TimelinesJSON.Row $.properties.kind.enum: only written"#,
        #"TimelinesJSON.Rows $.properties.order.enum: only written"#,
        #"TimelinesJSON.Rows $.properties.rows.items.properties.event.properties.endPrecision.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["year","month","day"],"type":"string"},{"type":"null"}]"#,
        #"TimelinesJSON.Rows $.properties.rows.items.properties.event.properties.shape.enum: only written"#,
        #"TimelinesJSON.Rows $.properties.rows.items.properties.event.properties.startPrecision.enum: only written"#,
        #"TimelinesJSON.Rows $.properties.rows.items.properties.kind.enum: only written"#,
        #"TimelinesJSON.Query: DecodingError.dataCorrupted: Data was corrupted. Path: filter.from. Debug description: The date is empty; write a year (2015), a month (2015-06) or a day (2015-06-25)."#,
        #"TimelinesJSON.QueryRun: DecodingError.dataCorrupted: Data was corrupted. Path: query.filter.from. Debug description: The date is empty; write a year (2015), a month (2015-06) or a day (2015-06-25)."#,
        #"TimelinesJSON.Imported $.properties.created.items.properties.endPrecision.anyOf: derived [{"type":"string"},{"type":"null"}], written [{"enum":["year","month","day"],"type":"string"},{"type":"null"}]"#,
        #"TimelinesJSON.Imported $.properties.created.items.properties.shape.enum: only written"#,
        #"TimelinesJSON.Imported $.properties.created.items.properties.startPrecision.enum: only written"#,
        #"TodayJSON.Standup $.properties.answers.items.required: derived ["answer","question"], written []"#,
        #"TodayJSON.Standup $.properties.day.format: only written"#,
        #"TodayJSON.Photo $.properties.day.format: only written"#,
        #"TodayJSON.Photo $.properties.kind.enum: only written"#,
        #"WeekJSON.Settings $.properties.activeEnd.description: only written"#,
        #"WeekJSON.Settings $.properties.activeEnd.pattern: only written"#,
        #"WeekJSON.Settings $.properties.activeStart.description: only written"#,
        #"WeekJSON.Settings $.properties.activeStart.pattern: only written"#,
        #"WeekJSON.Settings $.properties.activeWeekdays.items.description: only written"#,
        #"WeekJSON.Settings $.properties.activeWeekdays.items.maximum: only written"#,
        #"WeekJSON.Settings $.properties.activeWeekdays.items.minimum: only written"#,
        #"WeekJSON.Settings $.properties.dayModules.items.enum: only written"#,
        #"WeekJSON.Settings $.properties.quietEnd.description: only written"#,
        #"WeekJSON.Settings $.properties.quietEnd.pattern: only written"#,
        #"WeekJSON.Settings $.properties.quietStart.description: only written"#,
        #"WeekJSON.Settings $.properties.quietStart.pattern: only written"#,
        #"WeekJSON.Settings $.properties.sprintLength.description: only written"#,
        #"WeekJSON.Settings $.properties.sprintLength.maximum: only written"#,
        #"WeekJSON.Settings $.properties.sprintLength.minimum: only written"#,
        #"WeekJSON.Settings $.properties.standupQuestions.maxItems: only written"#,
        #"WeekJSON.Settings $.properties.standupQuestions.minItems: only written"#,
        #"WeekJSON.Settings $.properties.todayCards.items.enum: only written"#,
    ]

    enum Mood: String, Codable, CaseIterable { case calm, tense }
    struct Inner: Codable { var at: Date }
    struct Sample: APIType, Codable {
        var name: String
        var count: Int?
        var day: LocalDay
        var mood: Mood?
        var inners: [Inner]
        var figures: [String: Double]
        var label: String
        static let fieldNotes: [String: Schema] = ["label": .enumeration(["a", "b"])]
    }
    /// Encodes `note` always, null when nil, as an event's `end` is.
    struct AlwaysThere: APIType, Codable {
        var note: String?
        enum CodingKeys: String, CodingKey { case note }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(note, forKey: .note)
        }
    }
    struct NoteForNothing: APIType, Codable {
        var name: String
        static let fieldNotes: [String: Schema] = ["nmae": .title]
    }

    @Test func theSchemaComesFromTheTypeAndItsNotes() throws {
        let expected = Schema.object(
            [
                "name": .string, "count": .integer, "day": .date, "mood": .enumeration(["calm", "tense"]),
                "inners": .array(.object(["at": .dateTime], required: ["at"])), "figures": .dictionary(.number),
                "label": .enumeration(["a", "b"]),
            ], required: ["name", "day", "inners", "figures", "label"])
        #expect(Self.differences(try Sample.derivedSchema().json, expected.json) == [])
        #expect(
            Self.differences(try AlwaysThere.derivedSchema().json, Schema.object(["note": .nullable(.string)], required: ["note"]).json)
                == [])
        #expect(Self.differences(Sample.schema.json, expected.json) == [])
    }

    @Test func aNoteForAKeyTheTypeDoesNotEncodeIsRefused() {
        #expect(throws: SchemaRecorder.Unreadable.self) { try NoteForNothing.derivedSchema() }
        #expect(Self.differences(NoteForNothing.schema.json, Schema.anyObject.json) == [])
    }
}
