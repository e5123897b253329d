import AlmanacCore
import AlmanacStore
import Foundation

/// The JSON shapes of the Runbooks API (the CLI's `--json` prints them too).
public enum RunbooksJSON {
    static let feelings = Schema.enumeration(Feeling.allCases.map(\.rawValue))

    struct Step: APIType, Codable {
        var id: String?
        var kind: String
        var text: String?
        var breathing: String?
        var contactId: String?

        init(_ step: RunbookStep) {
            id = step.id
            kind = step.kind
            text = step.text
            breathing = step.breathing
            contactId = step.contactId
        }

        func draft(at index: Int) throws -> RunbookStepDraft {
            guard let kind = RunbookStepKind(rawValue: kind) else {
                throw AlmanacError.invalid(
                    "steps[\(index)].kind", "A step's kind is one of \(RunbookStepKind.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            var pattern: BreathingPattern? = nil
            if let breathing {
                guard let value = BreathingPattern(rawValue: breathing) else {
                    throw AlmanacError.invalid("steps[\(index)].breathing", "Breathing is box or sigh.")
                }
                pattern = value
            }
            return RunbookStepDraft(kind: kind, text: text ?? "", breathing: pattern, contactID: contactId)
        }

        static let schema = Schema.object(
            [
                "id": .string, "kind": .enumeration(RunbookStepKind.allCases.map(\.rawValue)), "text": .string,
                "breathing": .enumeration(BreathingPattern.allCases.map(\.rawValue)), "contactId": .string,
            ], required: ["kind"])
    }

    public struct Runbook: APIType, Codable {
        var id: String
        var name: String
        var warningSigns: [String]
        var steps: [Step]

        public init(_ detail: RunbookDetail) {
            id = detail.runbook.id
            name = detail.runbook.name
            warningSigns = detail.runbook.warningSignList
            steps = detail.steps.map(Step.init)
        }

        static let schema = Schema.object(
            ["id": .string, "name": .string, "warningSigns": .array(.string), "steps": .array(Step.schema)],
            required: ["id", "name", "warningSigns", "steps"])
    }

    /// A new runbook: from a `template`, or a name, warning signs and steps.
    struct NewRunbook: Decodable {
        var template: String?
        var name: String?
        var warningSigns: [String]?
        var steps: [Step]?

        static let schema = Schema.object(
            [
                "template": .enumeration(RunbookTemplate.all.map(\.key)), "name": .string,
                "warningSigns": .limitedArray(.string, max: Limits.warningSigns),
                "steps": .limitedArray(Step.schema, max: RunbookRules.stepsLimit),
            ])
    }

    public struct Use: APIType, Codable {
        var id: String
        var runbookId: String
        var usedAt: Date
        var before: String?
        var after: String?
        var beforeScore: Int?
        var afterScore: Int?
        var stepsDone: [String]

        public init(_ use: RunbookUse) {
            id = use.id
            runbookId = use.runbookId
            usedAt = use.usedAt
            before = use.before?.rawValue
            after = use.after?.rawValue
            beforeScore = use.before?.score
            afterScore = use.after?.score
            stepsDone = use.stepIDs
        }

        static let schema = Schema.object(
            [
                "id": .string, "runbookId": .string, "usedAt": .dateTime, "before": feelings, "after": feelings,
                "beforeScore": .integer, "afterScore": .integer, "stepsDone": .array(.string),
            ], required: ["id", "runbookId", "usedAt", "stepsDone"])
    }

    /// A use to keep: the feelings (a name or 1…5), the steps done, and `at` when made offline.
    struct NewUse: Decodable {
        var before: FeelingValue?
        var after: FeelingValue?
        var stepsDone: [String]?
        var at: String?

        func input() throws -> RunbookUseInput {
            var time: Date? = nil
            if let at {
                guard let date = Timestamp.parse(at) else { throw AlmanacError.invalid("at", "at must be an ISO 8601 date-time.") }
                time = date
            }
            return RunbookUseInput(
                before: try Feeling.parse(before?.text, field: "before"), after: try Feeling.parse(after?.text, field: "after"),
                stepsDone: stepsDone ?? [], at: time)
        }

        static let schema = Schema.object(
            [
                "before": .oneOf([feelings, .integer]), "after": .oneOf([feelings, .integer]),
                "stepsDone": .limitedArray(.string, max: RunbookRules.stepsLimit), "at": .dateTime,
            ])
    }

    /// A feeling sent as its name or its score.
    struct FeelingValue: Decodable {
        var text: String

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                text = String(number)
            } else {
                text = try container.decode(String.self)
            }
        }
    }

    struct Contact: APIType, Codable {
        var id: String
        var name: String
        var phone: String
        var note: String
        var checkedOn: LocalDay?

        init(_ contact: RunbookContact) {
            id = contact.id
            name = contact.name
            phone = contact.phone
            note = contact.note
            checkedOn = contact.checkedOn
        }

        static let schema = Schema.object(
            ["id": .string, "name": .string, "phone": .string, "note": .string, "checkedOn": .date],
            required: ["id", "name", "phone", "note"])
    }

    struct ContactFields: Decodable {
        var name: String
        var phone: String
        var note: String?
        var checkedOn: String?

        func draft() throws -> RunbookContactDraft {
            RunbookContactDraft(
                name: name, phone: phone, note: note ?? "",
                checkedOn: try checkedOn.flatMap { $0.isEmpty ? nil : try DayReference.date($0, field: "checkedOn") })
        }

        static let schema = Schema.object(
            ["name": .nonBlank, "phone": .string, "note": .string, "checkedOn": .date], required: ["name", "phone"])
    }

    struct Settings: APIType, Codable {
        var emergencyNumber: String?

        static let schema = Schema.object(["emergencyNumber": .nullable(.string)])
    }
}
