import AlmanacCore
import Foundation
import GRDB

/// A runbook with its steps in order, each contact step with its contact.
public struct RunbookDetail: Sendable {
    public var runbook: Runbook
    public var steps: [RunbookStep]
    public var contactsById: [String: RunbookContact]

    public func contact(of step: RunbookStep) -> RunbookContact? { step.contactId.flatMap { contactsById[$0] } }

    /// The runbook as Markdown, with the person's contacts and emergency number.
    public func markdown(contacts: [RunbookContact], emergencyNumber: String?) -> String {
        RunbookMarkdown.render(
            name: runbook.name, warningSigns: runbook.warningSignList,
            steps: steps.map { RunbookMarkdown.Step(kind: $0.stepKind, text: $0.text, contact: contact(of: $0)?.markdown) },
            contacts: contacts.map(\.markdown), emergencyNumber: emergencyNumber)
    }
}

/// /runbooks: the runbooks, the templates, the contacts and the emergency number.
public struct RunbooksListPageData: Sendable {
    public var today: LocalDay
    public var runbooks: [Runbook]
    public var stepCounts: [String: Int]
    public var contacts: [RunbookContact]
    public var emergencyNumber: String?
}

/// A runbook's page (using it, editing it, printing it): the runbook, every contact, the
/// emergency number, the latest uses and what helped.
public struct RunbookPageData: Sendable {
    public var today: LocalDay
    /// The user's time zone, for the times of uses.
    public var timeZone: TimeZone
    public var detail: RunbookDetail
    public var contacts: [RunbookContact]
    public var emergencyNumber: String?
    /// The latest uses, newest first (at most `recentUses`).
    public var recentUses: [RunbookUse]
    public var useCount: Int
    /// Step id → "felt better after this n of m times", only for steps past the minimum.
    public var whatHelps: [String: WhatHelps.Tally]

    public static let recentUses = 10
}

extension AppDatabase {
    static func runbookDetail(_ runbook: Runbook, contacts: [RunbookContact], db: any StoreDatabase) throws -> RunbookDetail {
        let steps = try runbookSteps(owner: runbook.ownerId, runbookId: runbook.id, db: db)
        return RunbookDetail(runbook: runbook, steps: steps, contactsById: Dictionary(contacts.map { ($0.id, $0) }) { a, _ in a })
    }

    public func runbooksListPage(owner: String) async throws -> RunbooksListPageData {
        let instant = now()
        return try await read { db in
            let today = try Self.preferences(owner: owner, db: db).today(at: instant)
            var counts: [String: Int] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT runbook_id, COUNT(*) AS n FROM runbook_steps WHERE owner_id = ? GROUP BY runbook_id", arguments: [owner])
            {
                counts[row["runbook_id"]] = row["n"]
            }
            return RunbooksListPageData(
                today: today, runbooks: try Self.runbooks(owner: owner, db: db), stepCounts: counts,
                contacts: try Self.runbookContacts(owner: owner, db: db),
                emergencyNumber: try Self.runbookSettings(owner: owner, db: db)?.emergencyNumber)
        }
    }

    public func runbookPage(owner: String, id: String) async throws -> RunbookPageData {
        let instant = now()
        return try await read { db in
            let runbook = try Runbook.owned(id, by: owner, in: db, what: "runbook")
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: instant)
            let contacts = try Self.runbookContacts(owner: owner, db: db)
            let uses = try Self.runbookUses(owner: owner, runbookId: id, db: db)
            return RunbookPageData(
                today: today, timeZone: TimeZone(identifier: preferences.timeZone) ?? .gmt,
                detail: try Self.runbookDetail(runbook, contacts: contacts, db: db), contacts: contacts,
                emergencyNumber: try Self.runbookSettings(owner: owner, db: db)?.emergencyNumber,
                recentUses: Array(uses.prefix(RunbookPageData.recentUses)), useCount: uses.count,
                whatHelps: WhatHelps.tally(uses.map(\.whatHelps)))
        }
    }

    /// Every runbook with its steps, for the API and the CLI (three statements whatever the number).
    public func runbookDetails(owner: String) async throws -> [RunbookDetail] {
        try await read { db in
            let contacts = try Self.runbookContacts(owner: owner, db: db)
            let byId = Dictionary(contacts.map { ($0.id, $0) }) { a, _ in a }
            let steps = try RunbookStep.fetchReadable(
                db, sql: "SELECT * FROM runbook_steps WHERE owner_id = ? ORDER BY order_key, id", arguments: [owner])
            let grouped = Dictionary(grouping: steps, by: \.runbookId)
            return try Self.runbooks(owner: owner, db: db).map {
                RunbookDetail(runbook: $0, steps: grouped[$0.id] ?? [], contactsById: byId)
            }
        }
    }
}
