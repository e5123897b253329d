import AlmanacCore
import Foundation
import GRDB

/// A runbook: a name, the warning signs (one per line) and, in `RunbookStep`, its ordered steps.
public struct Runbook: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "runbooks"
    public var id: String
    public var ownerId: String
    public var name: String
    public var warningSigns: String
    public var orderKey: String
    public var createdAt: Date
    public var updatedAt: Date

    public var warningSignList: [String] { warningSigns.split(separator: "\n").map(String.init) }
}

/// One step: text to read or an action (`RunbookStepKind`); a contact step names one contact.
public struct RunbookStep: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "runbook_steps"
    public var id: String
    public var ownerId: String
    public var runbookId: String
    public var kind: String
    public var text: String
    public var breathing: String?
    public var contactId: String?
    public var orderKey: String
    public var createdAt: Date
    public var updatedAt: Date

    /// The stored kind (a stored row always holds a valid one; text otherwise).
    public var stepKind: RunbookStepKind { RunbookStepKind(rawValue: kind) ?? .text }
    public var pattern: BreathingPattern { breathing.flatMap(BreathingPattern.init(rawValue:)) ?? .box }
}

/// A person to call or text, entered by the user, with the day they last checked the number.
public struct RunbookContact: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "runbook_contacts"
    public var id: String
    public var ownerId: String
    public var name: String
    public var phone: String
    public var note: String
    public var checkedDay: String?
    public var createdAt: Date
    public var updatedAt: Date

    public var checkedOn: LocalDay? { checkedDay.flatMap(LocalDay.init) }
    public var dialable: String { RunbookRules.dialable(phone) }
    public var markdown: RunbookMarkdown.Contact {
        RunbookMarkdown.Contact(name: name, phone: phone, note: note, checkedOn: checkedOn)
    }
}

/// One use of a runbook: when, the feeling before and after, and which steps were done.
public struct RunbookUse: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "runbook_uses"
    public var id: String
    public var ownerId: String
    public var runbookId: String
    public var usedAt: Date
    public var feelingBefore: String?
    public var feelingAfter: String?
    /// A JSON array of step ids.
    public var stepsDone: String
    public var createdAt: Date

    public var before: Feeling? { feelingBefore.flatMap(Feeling.init(rawValue:)) }
    public var after: Feeling? { feelingAfter.flatMap(Feeling.init(rawValue:)) }
    public var stepIds: [String] { (try? JSONDecoder().decode([String].self, from: Data(stepsDone.utf8))) ?? [] }
    public var whatHelps: WhatHelps.Use { WhatHelps.Use(stepsDone: stepIds, before: before, after: after) }
}

/// The person's own emergency number (Almanac ships none).
public struct RunbookSettings: OwnedRecord, Equatable {
    public static let databaseTableName = "runbook_settings"
    public var id: String
    public var ownerId: String
    public var emergencyNumber: String?
    public var updatedAt: Date
}

/// What a person writes to make or change a step.
public struct RunbookStepDraft: Equatable, Sendable {
    public var kind: RunbookStepKind
    public var text: String
    public var breathing: BreathingPattern?
    public var contactId: String?

    public init(kind: RunbookStepKind, text: String, breathing: BreathingPattern? = nil, contactId: String? = nil) {
        self.kind = kind
        self.text = text
        self.breathing = breathing
        self.contactId = contactId
    }
}

/// A use as recorded: the feelings and the steps done; `at` when it was made offline.
public struct RunbookUseInput: Equatable, Sendable {
    public var before: Feeling?
    public var after: Feeling?
    public var stepsDone: [String]
    public var at: Date?

    public init(before: Feeling?, after: Feeling?, stepsDone: [String], at: Date? = nil) {
        self.before = before
        self.after = after
        self.stepsDone = stepsDone
        self.at = at
    }
}
