import AlmanacCore
import Foundation
import GRDB

/// Runbooks' writes and queries. Every write goes through `write(owner:)`: in the change log and
/// undoable, and only ever on the owner's rows.
extension AppDatabase {
    // MARK: Runbooks

    /// The user's runbooks in their order.
    public func runbooks(owner: String) async throws -> [Runbook] {
        try await read { db in try Self.runbooks(owner: owner, db: db) }
    }

    static func runbooks(owner: String, db: any StoreDatabase) throws -> [Runbook] {
        try Runbook.fetchReadable(db, sql: "SELECT * FROM runbooks WHERE owner_id = ? ORDER BY order_key, id", arguments: [owner])
    }

    /// The runbook with this id, or named `name` (ignoring case); the CLI names runbooks either way.
    public func runbook(owner: String, named name: String) async throws -> Runbook {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return try await read { db in
            if let runbook = try Runbook.existing(trimmed, by: owner, in: db) {
                return runbook
            }
            guard
                let runbook = try Runbook.fetchOneReadable(
                    db, sql: "SELECT * FROM runbooks WHERE owner_id = ? AND name = ? COLLATE NOCASE ORDER BY order_key LIMIT 1",
                    arguments: [owner, trimmed])
            else { throw AlmanacError.notFound("No runbook named “\(trimmed.prefix(100))”.") }
            return runbook
        }
    }

    /// Adds a runbook with its steps, at the end of the list.
    public func addRunbook(owner: String, name: String, warningSigns: String, steps: [RunbookStepDraft] = []) async throws -> Runbook {
        let name = try RunbookRules.name(name)
        let signs = try RunbookRules.warningSigns(warningSigns)
        try Limits.check(count: steps.count, of: "steps", limit: RunbookRules.stepsLimit, what: "steps")
        return try await write(owner: owner) { batch in
            let last = try String.fetchOne(
                batch.db, sql: "SELECT order_key FROM runbooks WHERE owner_id = ? ORDER BY order_key DESC LIMIT 1", arguments: [owner])
            let runbook = Runbook(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, warningSigns: signs, orderKey: OrderKey.between(last, nil),
                createdAt: batch.now, updatedAt: batch.now)
            try batch.insert(runbook)
            var key: String? = nil
            for (index, draft) in steps.enumerated() {
                let step = try Self.checkedStep(draft, owner: owner, db: batch.db, field: "steps[\(index)]")
                key = OrderKey.between(key, nil)
                try batch.insert(
                    RunbookStep(
                        id: UUIDv7.make(at: batch.now.addingTimeInterval(Double(index) / 1000)), ownerId: owner, runbookId: runbook.id,
                        kind: step.kind.rawValue, text: step.text, breathing: step.breathing?.rawValue, contactId: step.contactId,
                        orderKey: key!, createdAt: batch.now, updatedAt: batch.now))
            }
            batch.describe("Added the runbook “\(name)”")
            return runbook
        }
    }

    /// A new runbook from one of the templates (`RunbookTemplate.all`).
    public func addRunbook(owner: String, template key: String) async throws -> Runbook {
        guard let template = RunbookTemplate.named(key) else {
            throw AlmanacError.invalid(
                "template", "A template is one of \(RunbookTemplate.all.map(\.key).joined(separator: ", ")), not “\(key.prefix(40))”.")
        }
        return try await addRunbook(
            owner: owner, name: template.name, warningSigns: template.warningSigns.joined(separator: "\n"),
            steps: template.steps.map { RunbookStepDraft(kind: $0.kind, text: $0.text, breathing: $0.breathing) })
    }

    public func updateRunbook(owner: String, id: String, name: String, warningSigns: String) async throws -> Runbook {
        let name = try RunbookRules.name(name)
        let signs = try RunbookRules.warningSigns(warningSigns)
        return try await write(owner: owner) { batch in
            var runbook = try Runbook.owned(id, by: owner, in: batch.db, what: "runbook")
            runbook.name = name
            runbook.warningSigns = signs
            runbook.updatedAt = batch.now
            try batch.update(runbook)
            batch.describe("Changed the runbook “\(name)”")
            return runbook
        }
    }

    /// Deletes a runbook with its steps and uses (one by one, so undo brings them back).
    @discardableResult
    public func deleteRunbook(owner: String, id: String) async throws -> Runbook {
        try await write(owner: owner) { batch in
            let runbook = try Runbook.owned(id, by: owner, in: batch.db, what: "runbook")
            for use in try RunbookUse.fetchReadable(
                batch.db, sql: "SELECT * FROM runbook_uses WHERE owner_id = ? AND runbook_id = ?", arguments: [owner, id])
            {
                try batch.delete(use)
            }
            for step in try RunbookStep.fetchReadable(
                batch.db, sql: "SELECT * FROM runbook_steps WHERE owner_id = ? AND runbook_id = ?", arguments: [owner, id])
            {
                try batch.delete(step)
            }
            try batch.delete(runbook)
            batch.describe("Deleted the runbook “\(runbook.name)”")
            return runbook
        }
    }

    // MARK: Steps

    static func checkedStep(_ draft: RunbookStepDraft, owner: String, db: any StoreDatabase, field: String? = nil) throws
        -> RunbookStepDraft
    {
        var step = draft
        step.text = try RunbookRules.stepText(draft.text, kind: draft.kind, field: field.map { "\($0).text" } ?? "text")
        step.breathing = draft.kind == .breathing ? (draft.breathing ?? .box) : nil
        // A contact step names one contact, or none: then the page lists every contact to choose from.
        let id = draft.kind == .contact ? draft.contactId?.trimmingCharacters(in: .whitespaces) ?? "" : ""
        if !id.isEmpty {
            guard try RunbookContact.isOwned(id, by: owner, in: db) else {
                throw AlmanacError.invalid(field.map { "\($0).contactId" } ?? "contactId", "No contact with id \(id.prefix(40)).")
            }
        }
        step.contactId = id.isEmpty ? nil : id
        return step
    }

    @discardableResult
    public func addRunbookStep(owner: String, runbookId: String, _ draft: RunbookStepDraft) async throws -> RunbookStep {
        try await write(owner: owner) { batch in
            let runbook = try Runbook.owned(runbookId, by: owner, in: batch.db, what: "runbook")
            let count =
                try Int.fetchOne(
                    batch.db, sql: "SELECT COUNT(*) FROM runbook_steps WHERE owner_id = ? AND runbook_id = ?",
                    arguments: [owner, runbookId]) ?? 0
            guard count < RunbookRules.stepsLimit else {
                throw AlmanacError.invalid("steps", "A runbook holds at most \(RunbookRules.stepsLimit) steps.")
            }
            let checked = try Self.checkedStep(draft, owner: owner, db: batch.db)
            let last = try String.fetchOne(
                batch.db, sql: "SELECT order_key FROM runbook_steps WHERE owner_id = ? AND runbook_id = ? ORDER BY order_key DESC LIMIT 1",
                arguments: [owner, runbookId])
            let step = RunbookStep(
                id: UUIDv7.make(at: batch.now), ownerId: owner, runbookId: runbookId, kind: checked.kind.rawValue, text: checked.text,
                breathing: checked.breathing?.rawValue, contactId: checked.contactId, orderKey: OrderKey.between(last, nil),
                createdAt: batch.now, updatedAt: batch.now)
            try batch.insert(step)
            batch.describe("Added a step to “\(runbook.name)”")
            return step
        }
    }

    @discardableResult
    public func updateRunbookStep(owner: String, id: String, _ draft: RunbookStepDraft) async throws -> RunbookStep {
        try await write(owner: owner) { batch in
            var step = try RunbookStep.owned(id, by: owner, in: batch.db, what: "step")
            let checked = try Self.checkedStep(draft, owner: owner, db: batch.db)
            step.kind = checked.kind.rawValue
            step.text = checked.text
            step.breathing = checked.breathing?.rawValue
            step.contactId = checked.contactId
            step.updatedAt = batch.now
            try batch.update(step)
            batch.describe("Changed a runbook step")
            return step
        }
    }

    /// Moves a step one place up or down within its runbook (one key written).
    @discardableResult
    public func moveRunbookStep(owner: String, id: String, up: Bool) async throws -> RunbookStep {
        try await write(owner: owner) { batch in
            var step = try RunbookStep.owned(id, by: owner, in: batch.db, what: "step")
            let siblings = try Self.runbookSteps(owner: owner, runbookId: step.runbookId, db: batch.db)
            guard let index = siblings.firstIndex(where: { $0.id == id }) else { return step }
            let target = up ? index - 1 : index + 1
            guard siblings.indices.contains(target) else {
                throw AlmanacError.invalid("direction", "This step is already \(up ? "first" : "last").")
            }
            let beyond = up ? target - 1 : target + 1
            let outer = siblings.indices.contains(beyond) ? siblings[beyond].orderKey : nil
            step.orderKey =
                up ? OrderKey.between(outer, siblings[target].orderKey) : OrderKey.between(siblings[target].orderKey, outer)
            step.updatedAt = batch.now
            try batch.update(step)
            batch.describe("Moved a runbook step \(up ? "up" : "down")")
            return step
        }
    }

    @discardableResult
    public func deleteRunbookStep(owner: String, id: String) async throws -> RunbookStep {
        try await write(owner: owner) { batch in
            let step = try RunbookStep.owned(id, by: owner, in: batch.db, what: "step")
            try batch.delete(step)
            batch.describe("Deleted a runbook step")
            return step
        }
    }

    // MARK: Contacts and the emergency number

    public func runbookContacts(owner: String) async throws -> [RunbookContact] {
        try await read { db in try Self.runbookContacts(owner: owner, db: db) }
    }

    static func runbookContacts(owner: String, db: any StoreDatabase) throws -> [RunbookContact] {
        try RunbookContact.fetchReadable(
            db, sql: "SELECT * FROM runbook_contacts WHERE owner_id = ? ORDER BY name COLLATE NOCASE, id", arguments: [owner])
    }

    /// A runbook's steps, in their order.
    static func runbookSteps(owner: String, runbookId: String, db: any StoreDatabase) throws -> [RunbookStep] {
        try RunbookStep.fetchReadable(
            db, sql: "SELECT * FROM runbook_steps WHERE owner_id = ? AND runbook_id = ? ORDER BY order_key, id",
            arguments: [owner, runbookId])
    }

    /// A runbook's uses, newest first.
    static func runbookUses(owner: String, runbookId: String, db: any StoreDatabase) throws -> [RunbookUse] {
        try RunbookUse.fetchReadable(
            db, sql: "SELECT * FROM runbook_uses WHERE owner_id = ? AND runbook_id = ? ORDER BY used_at DESC, id DESC",
            arguments: [owner, runbookId])
    }

    @discardableResult
    public func addRunbookContact(owner: String, _ draft: RunbookContactDraft) async throws -> RunbookContact {
        let instant = now()
        return try await write(owner: owner) { batch in
            let today = try Self.preferences(owner: owner, db: batch.db).today(at: instant)
            let checked = try draft.validated(today: today)
            let contact = RunbookContact(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: checked.name, phone: checked.phone, note: checked.note,
                checkedDay: checked.checkedOn?.description, createdAt: batch.now, updatedAt: batch.now)
            try batch.insert(contact)
            batch.describe("Added the contact “\(checked.name)”")
            return contact
        }
    }

    @discardableResult
    public func updateRunbookContact(owner: String, id: String, _ draft: RunbookContactDraft) async throws -> RunbookContact {
        let instant = now()
        return try await write(owner: owner) { batch in
            var contact = try RunbookContact.owned(id, by: owner, in: batch.db, what: "contact")
            let today = try Self.preferences(owner: owner, db: batch.db).today(at: instant)
            let checked = try draft.validated(today: today)
            contact.name = checked.name
            contact.phone = checked.phone
            contact.note = checked.note
            contact.checkedDay = checked.checkedOn?.description
            contact.updatedAt = batch.now
            try batch.update(contact)
            batch.describe("Changed the contact “\(checked.name)”")
            return contact
        }
    }

    /// Deletes a contact; the steps that named it become plain text steps with the same words.
    @discardableResult
    public func deleteRunbookContact(owner: String, id: String) async throws -> RunbookContact {
        try await write(owner: owner) { batch in
            let contact = try RunbookContact.owned(id, by: owner, in: batch.db, what: "contact")
            for var step in try RunbookStep.fetchReadable(
                batch.db, sql: "SELECT * FROM runbook_steps WHERE owner_id = ? AND contact_id = ?", arguments: [owner, id])
            {
                step.contactId = nil
                step.kind = RunbookStepKind.text.rawValue
                if step.text.isEmpty { step.text = "Call or text someone I trust." }
                step.updatedAt = batch.now
                try batch.update(step)
            }
            try batch.delete(contact)
            batch.describe("Deleted the contact “\(contact.name)”")
            return contact
        }
    }

    public func runbookEmergencyNumber(owner: String) async throws -> String? {
        try await read { db in try Self.runbookSettings(owner: owner, db: db)?.emergencyNumber }
    }

    static func runbookSettings(owner: String, db: any StoreDatabase) throws -> RunbookSettings? {
        try RunbookSettings.fetchOneReadable(db, sql: "SELECT * FROM runbook_settings WHERE owner_id = ? LIMIT 1", arguments: [owner])
    }

    /// Sets the person's emergency number; empty clears it.
    @discardableResult
    public func setRunbookEmergencyNumber(owner: String, _ number: String?) async throws -> String? {
        let text = number?.trimmingCharacters(in: .whitespaces) ?? ""
        let checked = text.isEmpty ? nil : try RunbookRules.phone(text, field: "emergencyNumber")
        return try await write(owner: owner) { batch in
            if var settings = try Self.runbookSettings(owner: owner, db: batch.db) {
                settings.emergencyNumber = checked
                settings.updatedAt = batch.now
                try batch.update(settings)
            } else {
                try batch.insert(
                    RunbookSettings(id: UUIDv7.make(at: batch.now), ownerId: owner, emergencyNumber: checked, updatedAt: batch.now))
            }
            batch.describe(checked == nil ? "Cleared the emergency number" : "Set the emergency number")
            return checked
        }
    }

    // MARK: Uses

    /// Keeps one use: the feelings before and after and the steps done (ids of this runbook's
    /// steps; others are refused). `at`: when it was made, sent later by a device that was offline.
    @discardableResult
    public func recordRunbookUse(owner: String, runbookId: String, _ input: RunbookUseInput) async throws -> RunbookUse {
        try Limits.check(count: input.stepsDone.count, of: "stepsDone", limit: RunbookRules.stepsLimit, what: "steps")
        return try await write(owner: owner) { batch in
            let runbook = try Runbook.owned(runbookId, by: owner, in: batch.db, what: "runbook")
            let time = try ClientTime.resolve(input.at, now: batch.now)
            let steps = Set(
                try String.fetchAll(
                    batch.db, sql: "SELECT id FROM runbook_steps WHERE owner_id = ? AND runbook_id = ?", arguments: [owner, runbookId]))
            var done: [String] = []
            for id in input.stepsDone where !done.contains(id) {
                guard steps.contains(id) else {
                    throw AlmanacError.invalid("stepsDone", "“\(id.prefix(40))” is not a step of “\(runbook.name)”.")
                }
                done.append(id)
            }
            let use = RunbookUse(
                id: UUIDv7.make(at: batch.now), ownerId: owner, runbookId: runbookId, usedAt: time, feelingBefore: input.before?.rawValue,
                feelingAfter: input.after?.rawValue, stepsDone: jsonText(done), createdAt: batch.now)
            try batch.insert(use)
            batch.describe("Used the runbook “\(runbook.name)”")
            return use
        }
    }

    /// A runbook's uses, the latest first.
    public func runbookUses(owner: String, runbookId: String) async throws -> [RunbookUse] {
        try await read { db in
            _ = try Runbook.owned(runbookId, by: owner, in: db, what: "runbook")
            return try Self.runbookUses(owner: owner, runbookId: runbookId, db: db)
        }
    }
}
