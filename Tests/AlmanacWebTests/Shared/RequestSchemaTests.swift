import AlmanacCore
import AlmanacStore
import Foundation
import Testing

@testable import AlmanacWeb

/// A request body's schema is derived from the type its handler decodes (`APIType`), so the two
/// cannot say different things: a body made from the schema alone — every property, or only the
/// required ones — is one the API's decoder (`Body.decode`) accepts into that type. A key the type
/// requires but the schema leaves optional, or a value of the wrong kind, fails here.
@Suite struct RequestSchemaTests {
    /// A request schema an operation declares and the type its handler decodes the body into.
    struct Declared: Sendable {
        var name: String
        var schema: Schema
        var decode: @Sendable (Data) throws -> Void

        static func type<T: APIType & Decodable>(_ type: T.Type, schema: Schema = T.schema) -> Declared {
            Declared(name: "\(type)", schema: schema) { _ = try Body.decode(T.self, from: $0) }
        }
    }

    /// Every request schema an operation declares (`request: T.schema`).
    static let declared: [Declared] = [
        .type(FoodJSON.CustomFoodRequest.self), .type(FoodJSON.RecipeRequest.self), .type(FoodJSON.LogRequest.self),
        .type(FoodJSON.CorrectionRequest.self), .type(FoodJSON.QuickAddRequest.self), .type(FoodJSON.WeightRequest.self),
        .type(FoodJSON.ActivityRequest.self), .type(FoodJSON.EnergySampleRequest.self), .type(FoodJSON.ProfileRequest.self),
        .type(FoodJSON.TargetRequest.self), .type(TodayJSON.StandupAnswers.self), .type(TodayJSON.ModuleFields.self),
        .type(AccountsController.ProfileUpdate.self), .type(AccountsController.TokenRequest.self), .type(TasksController.ParseRequest.self),
        .type(WeekJSON.NewArea.self), .type(WeekJSON.AreaChange.self), .type(WeekJSON.Capacity.self), .type(WeekJSON.NewGoal.self),
        .type(WeekJSON.Retrospective.self), .type(WeekJSON.NewActionItem.self), .type(WeekJSON.GoalChange.self),
        .type(WeekJSON.ActionItemDone.self), .type(FocusJSON.Start.self), .type(FocusJSON.Edit.self), .type(FocusJSON.Extension.self),
        .type(FocusJSON.End.self), .type(FocusJSON.Abandon.self), .type(FocusJSON.Tags.self), .type(FocusJSON.Rating.self),
        .type(FocusJSON.ReviewRequest.self), .type(FocusJSON.NewDistraction.self), .type(FocusController.PracticeRequest.self),
        .type(PricesJSON.CompareBody.self), .type(PricesJSON.SaveBody.self), .type(JournalJSON.TemplateText.self),
        .type(JournalJSON.Draft.self, schema: JournalJSON.Draft.schema.removing("savedAt")), .type(RunbooksJSON.SettingsChange.self),
        .type(PactsJSON.Terms.self), .type(HabitsJSON.HabitFields.self),
        .type(HabitsJSON.HabitFields.self, schema: HabitsJSON.HabitFields.createSchema), .type(HabitsJSON.CheckInFields.self),
        .type(HabitsJSON.MoveHabit.self), .type(HabitsJSON.RestDayFields.self), .type(TasksJSON.CreateHeading.self),
        .type(TasksJSON.PatchHeading.self), .type(LiftsJSON.NewSession.self), .type(LiftsJSON.NewTemplate.self),
        .type(LiftsJSON.PatchTemplate.self), .type(LiftsJSON.MoveTemplate.self), .type(PlanJSON.CarryOver.self),
        .type(PlanJSON.Disposition.self), .type(PlanJSON.NewBlock.self), .type(PlanJSON.BlockChange.self), .type(PlanJSON.NewFeed.self),
        .type(PlanJSON.NewTemplate.self), .type(PlanJSON.ApplyTemplate.self), .type(TimelinesJSON.NewTimeline.self),
        .type(TimelinesJSON.TimelineChanges.self), .type(TimelinesJSON.EventFields.self),
        .type(TimelinesJSON.EventFields.self, schema: TimelinesJSON.EventFields.createSchema), .type(TasksJSON.CreateTask.self),
        .type(TasksJSON.CreateList.self), .type(RunbooksJSON.NewRunbook.self), .type(RunbooksJSON.ContactFields.self),
        .type(JournalJSON.EntryFields.self), .type(WeekJSON.Settings.self), .type(PactsJSON.NewPact.self), .type(PactsJSON.Mark.self),
        .type(CalendarsJSON.Add.self), .type(CalendarsJSON.Update.self), .type(TasksJSON.PatchList.self),
        .type(TasksJSON.PatchTask.self), .type(TasksJSON.MoveTask.self), .type(TimelinesJSON.QueryFields.self),
        .type(TimelinesJSON.QueryFields.self, schema: TimelinesJSON.QueryFields.createSchema), .type(LiftsJSON.PatchSettings.self),
        .type(RunbooksJSON.NewUse.self),
    ]

    /// Operations whose request schema is still written by hand beside a type that is not yet an
    /// `APIType` (issue 35 left them); this list only shrinks.
    static let stillWritten: Set<String> = []

    /// Text whose format the schema's vocabulary cannot say (a to-do's `when`: a day, a day's
    /// evening or `someday`), by key: the example uses this value where the schema says `string`.
    static let formattedText: [String: String] = ["when": "someday"]

    struct Unmakeable: Error, CustomStringConvertible { var description: String }

    /// A JSON value the schema allows: each kind's plainest valid value, a number at its maximum
    /// (always in range), an array of its fewest items but at least one; `requiredOnly` leaves out
    /// every key the schema does not require.
    static func example(_ schema: Schema, requiredOnly: Bool) throws -> Any {
        switch schema {
        case .string, .nonBlank, .title: return "Tea"
        case .integer: return 1
        case .number: return 1.5
        case .boolean: return true
        case .dateTime: return "2026-05-04T09:30:00Z"
        case .date, .day: return "2026-05-04"
        case .decimal: return "12.50"
        case .partialDate: return "2015-06"
        case .timeOfDay: return "07:30"
        case .enumeration(let values):
            guard let first = values.first else { throw Unmakeable(description: "an enumeration with no values") }
            return first
        case .quantity(let quantity):
            if quantity.isWhole { return Int(quantity.maximum) }
            return quantity.maximum
        case .array(let items), .limitedArray(let items, _): return [try example(items, requiredOnly: requiredOnly)]
        case .sizedArray(let items, let min, _):
            let item = try example(items, requiredOnly: requiredOnly)
            return Array(repeating: item, count: Swift.max(min, 1))
        case .object(let properties, let required):
            var object: [String: Any] = [:]
            for (key, property) in properties where !requiredOnly || required.contains(key) {
                var plain = property
                if case .nullable(let inner) = property { plain = inner }
                if case .string = plain, let text = formattedText[key] {
                    object[key] = text
                } else {
                    object[key] = try example(property, requiredOnly: requiredOnly)
                }
            }
            return object
        case .dictionary(let values): return ["208": try example(values, requiredOnly: requiredOnly)]
        case .nullable(let inner): return try example(inner, requiredOnly: requiredOnly)
        case .oneOf(let options):
            guard let first = options.first else { throw Unmakeable(description: "a oneOf with no options") }
            return try example(first, requiredOnly: requiredOnly)
        case .anyObject: return [String: Any]()
        case .unreadable(let reason): throw Unmakeable(description: "unreadable: \(reason)")
        case .binary: throw Unmakeable(description: "a binary body")
        }
    }

    static func decodes(_ declared: Declared, requiredOnly: Bool) throws {
        try declared.decode(try JSONSerialization.data(withJSONObject: try example(declared.schema, requiredOnly: requiredOnly)))
    }

    @Test(arguments: declared.indices)
    func aBodyMadeFromTheSchemaDecodesIntoItsType(_ index: Int) throws {
        let declared = Self.declared[index]
        #expect(throws: Never.self, "\(declared.name), every property") { try Self.decodes(declared, requiredOnly: false) }
        #expect(throws: Never.self, "\(declared.name), the required properties only") { try Self.decodes(declared, requiredOnly: true) }
    }

    /// A type whose note calls a number text, and a hand-written schema that leaves a key the type
    /// requires optional: both are caught.
    struct NoteAgainstType: APIType, Codable {
        var minutes: Int
        static let fieldNotes: [String: Schema] = ["minutes": .string]
    }

    @Test func aSchemaThatDisagreesWithItsTypeIsCaught() throws {
        #expect(throws: (any Error).self) { try Self.decodes(.type(NoteAgainstType.self), requiredOnly: false) }
        let handWritten = Declared.type(NoteAgainstType.self, schema: .object(["minutes": .integer]))
        #expect(throws: (any Error).self) { try Self.decodes(handWritten, requiredOnly: true) }
        #expect(throws: Never.self) { try Self.decodes(handWritten, requiredOnly: false) }
    }

    /// A `Patch` key keeps "left out", `null` and a value apart, and its schema is the value's,
    /// nullable and not required.
    @Test func aPatchKeyTellsLeftOutFromNullFromAValue() throws {
        func color(_ json: String) throws -> String?? { try Body.decode(TasksJSON.PatchList.self, from: Data(json.utf8)).color.change }
        #expect(try color("{}") == nil)
        #expect(try color(#"{"color": null}"#) == .some(nil))
        #expect(try color(#"{"color": "red"}"#) == .some("red"))
        #expect(throws: (any Error).self) { try color(#"{"color": 3}"#) }
        guard case .object(let properties, let required) = TasksJSON.PatchList.schema else {
            Issue.record("PatchList's schema is not an object")
            return
        }
        let nullableColor = Schema.nullable(.enumeration(TaskList.colors)).json(inRequest: false)
        #expect(properties["color"].map { DerivedSchemaTests.text($0.json(inRequest: false)) } == DerivedSchemaTests.text(nullableColor))
        #expect(!required.contains("color"))
    }

    /// Every JSON request body of the served document is the schema of one of these types (or is
    /// not yet derived, listed by operation in `stillWritten` until it is).
    @Test func everyRequestBodyOfTheDocumentIsAListedType() throws {
        let derived = Set(Self.declared.map { DerivedSchemaTests.text($0.schema.json(inRequest: true)) })
        var missing: [String] = []
        for operation in allAPIOperations {
            guard let request = operation.request, operation.requestTypes == ["application/json"] else { continue }
            let name = "\(operation.method) \(operation.path)"
            if !derived.contains(DerivedSchemaTests.text(request.json(inRequest: true))) && !Self.stillWritten.contains(name) {
                missing.append(name)
            }
        }
        #expect(missing.isEmpty, "request bodies of no listed type: \(missing.sorted().joined(separator: ", "))")
    }
}
