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
            return RunbookStepDraft(kind: kind, text: text ?? "", breathing: pattern, contactId: contactId)
        }

        static let fieldNotes: [String: Schema] = [
            "kind": .enumeration(RunbookStepKind.allCases.map(\.rawValue)),
            "breathing": .enumeration(BreathingPattern.allCases.map(\.rawValue)),
        ]
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
    }

    /// A new runbook: from a `template`, or a name, warning signs and steps.
    struct NewRunbook: APIType, Codable {
        var template: String?
        var name: String?
        var warningSigns: [String]?
        var steps: [Step]?

        static let fieldNotes: [String: Schema] = [
            "template": .enumeration(RunbookTemplate.all.map(\.key)), "warningSigns": .limitedArray(.string, max: Limits.warningSigns),
            "steps": .limitedArray(Step.schema, max: RunbookRules.stepsLimit),
        ]
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
            stepsDone = use.stepIds
        }

        static let fieldNotes: [String: Schema] = ["before": feelings, "after": feelings]
    }

    /// A use to keep (`POST /runbooks/{id}/uses`): the feelings (a name or 1…5, a `oneOf` note),
    /// the steps done, and `at` when made offline.
    struct NewUse: APIType, Codable {
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

        static let fieldNotes: [String: Schema] = [
            "before": .oneOf([feelings, .integer]), "after": .oneOf([feelings, .integer]),
            "stepsDone": .limitedArray(.string, max: RunbookRules.stepsLimit), "at": .dateTime,
        ]
    }

    /// A feeling sent as its name or its score.
    struct FeelingValue: Codable {
        var text: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }

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
    }

    struct ContactFields: APIType, Codable {
        var name: String
        var phone: String
        var note: String?
        var checkedOn: String?

        func draft() throws -> RunbookContactDraft {
            RunbookContactDraft(
                name: name, phone: phone, note: note ?? "",
                checkedOn: try checkedOn.flatMap { $0.isEmpty ? nil : try DayReference.date($0, field: "checkedOn") })
        }

        static let fieldNotes: [String: Schema] = ["name": .nonBlank, "checkedOn": .date]
    }

    /// The runbooks' settings: `emergencyNumber` is always there, null when none is set.
    struct Settings: APIType, Codable {
        var emergencyNumber: String?

        enum CodingKeys: String, CodingKey { case emergencyNumber }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(emergencyNumber, forKey: .emergencyNumber)
        }
    }

    /// What a change sends: the number, or null (or "") to remove it; left out, it is removed too.
    struct SettingsChange: APIType, Codable {
        var emergencyNumber: String?
    }
}
