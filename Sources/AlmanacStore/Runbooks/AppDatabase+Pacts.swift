import AlmanacCore
import Foundation
import GRDB

/// The outcome of changing a pact: the pact as it stands and whether the change took effect now
/// (a tightening) or waits its delay (a loosening; `pact.pending`).
public struct PactChangeOutcome: Sendable {
    public var pact: Pact
    public var tookEffect: Bool
}

/// Pacts' writes and queries. Every write goes through `write(owner:)`: in the change log and
/// undoable, and only ever on the owner's rows. A waiting change whose time has come is applied
/// by every read (`Pact.settled`) and stored by the next write on that pact.
extension AppDatabase {
    /// The user's pacts as they stand now, oldest first (those whose deletion has come are gone).
    public func pacts(owner: String) async throws -> [Pact] {
        let instant = now()
        return try await read { db in try Self.pacts(owner: owner, at: instant, db: db) }
    }

    static func pacts(owner: String, at instant: Date, db: any StoreDatabase) throws -> [Pact] {
        try PactRecord.fetchReadable(db, sql: "SELECT * FROM pacts WHERE owner_id = ? ORDER BY created_at, id", arguments: [owner])
            .compactMap { $0.pact.settled(at: instant) }
    }

    /// One pact as it stands now; one whose deletion has come is not found.
    public func pact(owner: String, id: String) async throws -> Pact {
        let instant = now()
        return try await read { db in
            guard let pact = try PactRecord.owned(id, by: owner, in: db, what: "pact").pact.settled(at: instant) else {
                throw AlmanacError.notFound("No pact with id \(id).")
            }
            return pact
        }
    }

    /// Makes a pact; `delayHours` is how long any later loosening or deletion waits.
    public func addPact(owner: String, kind: PactKind, terms: PactTerms, delayHours: Int = PactRules.standardDelayHours) async throws
        -> Pact
    {
        let terms = try PactRules.terms(kind: kind, terms)
        let delay = try PactRules.delay(delayHours)
        return try await write(owner: owner) { batch in
            try Self.removeDuePactDeletions(owner: owner, batch: batch)
            try Self.checkPactLink(owner: owner, terms.link, db: batch.db)
            var record = PactRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, kind: kind.rawValue, text: terms.text, amount: nil, consequence: nil,
                delayHours: delay, pendingText: nil, pendingAmount: nil, pendingConsequence: nil, pendingDelayHours: nil,
                pendingDelete: false, pendingAt: nil, createdAt: batch.now, updatedAt: batch.now)
            let pact = Pact(id: record.id, kind: kind, terms: terms, delayHours: delay, createdAt: batch.now)
            record.store(pact, at: batch.now)
            try batch.insert(record)
            batch.describe("Made the pact “\(terms.text)”")
            return pact
        }
    }

    /// New terms and delay: at once when they only tighten the pact, else after its delay.
    public func changePact(owner: String, id: String, terms: PactTerms, delayHours: Int) async throws -> PactChangeOutcome {
        try await updatePact(owner: owner, id: id, verb: "Changed") { pact, batch in
            // A link kept as it is stays valid even if its goal, habit or block has gone since.
            if terms.link != pact.terms.link { try Self.checkPactLink(owner: owner, terms.link, db: batch.db) }
            return try pact.change(to: terms, delayHours: delayHours, at: batch.now)
        }
    }

    /// Asks to delete a pact: it goes once its delay has passed (until then it is kept and marked).
    public func deletePact(owner: String, id: String) async throws -> Pact {
        try await updatePact(owner: owner, id: id, verb: "Asked to delete") { pact, batch in
            pact.requestDeletion(at: batch.now)
            return false
        }.pact
    }

    /// Withdraws the loosening or deletion that waits: keeping a pact as it is is never loosening.
    public func keepPact(owner: String, id: String) async throws -> Pact {
        try await updatePact(owner: owner, id: id, verb: "Kept as it is") { pact, _ in
            pact.keepAsItIs()
            return true
        }.pact
    }

    private func updatePact(
        owner: String, id: String, verb: String, _ change: @escaping @Sendable (inout Pact, ChangeBatch) throws -> Bool
    ) async throws -> PactChangeOutcome {
        try await write(owner: owner) { batch in
            var (record, pact) = try Self.loadPact(owner: owner, id: id, at: batch.now, db: batch.db)
            let tookEffect = try change(&pact, batch)
            record.store(pact, at: batch.now)
            try batch.update(record)
            batch.describe("\(verb) the pact “\(pact.terms.text)”")
            return PactChangeOutcome(pact: pact, tookEffect: tookEffect)
        }
    }

    /// The row and the pact as it stands at `now`; a pact whose deletion has come is not found.
    static func loadPact(owner: String, id: String, at now: Date, db: any StoreDatabase) throws -> (PactRecord, Pact) {
        let record = try PactRecord.owned(id, by: owner, in: db, what: "pact")
        guard let pact = record.pact.settled(at: now) else { throw AlmanacError.notFound("No pact with id \(id).") }
        return (record, pact)
    }

    /// Deletes (in the change log) the pacts whose deletion has come, with their marks.
    static func removeDuePactDeletions(owner: String, batch: ChangeBatch) throws {
        let due = try PactRecord.fetchReadable(
            batch.db, sql: "SELECT * FROM pacts WHERE owner_id = ? AND pending_delete = 1 AND pending_at <= ?",
            arguments: [owner, batch.now])
        guard !due.isEmpty else { return }
        for mark in try PactMarkRecord.fetchReadable(
            batch.db, sql: "SELECT * FROM pact_marks WHERE owner_id = ? AND pact_id IN (SELECT value FROM json_each(?))",
            arguments: [owner, jsonText(due.map(\.id))])
        {
            try batch.delete(mark)
        }
        for record in due { try batch.delete(record) }
    }

    /// Refuses a link to a goal, habit or block the owner does not have (a 400 naming `link`: an
    /// unknown and a foreign id read the same).
    static func checkPactLink(owner: String, _ link: PactLink?, db: any StoreDatabase) throws {
        guard let link else { return }
        let table =
            switch link.kind {
            case .goal: GoalRecord.databaseTableName
            case .habit: Habit.databaseTableName
            case .block: TimeBlock.databaseTableName
            }
        let found = try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE owner_id = ? AND id = ?)", arguments: [owner, link.id])
        guard found == true else {
            throw AlmanacError.invalid("link", "No \(link.kind.label) with id \(link.id): attach the pact to one of your own, or to none.")
        }
    }

    /// The pacts attached to a kind of thing, by the id of the goal, habit or block (one statement;
    /// a waiting move whose time has come counts, as every read settles it).
    static func linkedPacts(owner: String, kind: PactLinkKind, at instant: Date, db: any StoreDatabase) throws -> [String: [Pact]] {
        let pacts = try PactRecord.fetchReadable(
            db, sql: "SELECT * FROM pacts WHERE owner_id = ? AND (link_kind = ? OR pending_link_kind = ?) ORDER BY created_at, id",
            arguments: [owner, kind.rawValue, kind.rawValue]
        ).compactMap { $0.pact.settled(at: instant) }
        return Dictionary(grouping: pacts.filter { $0.terms.link?.kind == kind }) { $0.terms.link?.id ?? "" }
    }

    /// Marks a day (today when nil, in the person's zone and day start) kept or broken; marking a
    /// day again replaces its mark.
    public func markPact(owner: String, id: String, day: LocalDay? = nil, kept: Bool, reason: String? = nil) async throws -> PactMark {
        let reason = try PactRules.reason(reason)
        return try await write(owner: owner) { batch in
            let (_, pact) = try Self.loadPact(owner: owner, id: id, at: batch.now, db: batch.db)
            let preferences = try Self.preferences(owner: owner, db: batch.db)
            let today = preferences.today(at: batch.now)
            let day = day ?? today
            try PactRules.markable(
                day, madeOn: LocalDay(containing: pact.createdAt, in: preferences.zone, dayStartHour: preferences.dayStartHour),
                today: today)
            if var existing = try PactMarkRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM pact_marks WHERE owner_id = ? AND pact_id = ? AND day = ? LIMIT 1",
                arguments: [owner, id, day.description])
            {
                existing.kept = kept
                existing.reason = reason
                try batch.update(existing)
            } else {
                try batch.insert(
                    PactMarkRecord(
                        id: UUIDv7.make(at: batch.now), ownerId: owner, pactId: id, day: day.description, kept: kept, reason: reason,
                        createdAt: batch.now))
            }
            batch.describe("Marked “\(pact.terms.text)” \(kept ? "kept" : "broken") on \(day)")
            return PactMark(day: day, kept: kept, reason: reason)
        }
    }

    /// Every mark of a pact, newest day first.
    public func pactMarks(owner: String, id: String) async throws -> [PactMark] {
        try await read { db in
            _ = try PactRecord.owned(id, by: owner, in: db, what: "pact")
            return try PactMarkRecord.fetchReadable(
                db, sql: "SELECT * FROM pact_marks WHERE owner_id = ? AND pact_id = ? ORDER BY day DESC", arguments: [owner, id]
            ).compactMap(\.mark)
        }
    }

    /// The pacts with their marks from `first` to `last` (inclusive): two statements, whatever the number of pacts.
    static func pactWeeks(owner: String, from first: LocalDay, through last: LocalDay, at instant: Date, db: any StoreDatabase) throws
        -> [PactWeek]
    {
        let pacts = try Self.pacts(owner: owner, at: instant, db: db)
        guard !pacts.isEmpty else { return [] }
        let marks = Dictionary(
            grouping: try PactMarkRecord.fetchReadable(
                db, sql: "SELECT * FROM pact_marks WHERE owner_id = ? AND day >= ? AND day <= ? ORDER BY day",
                arguments: [owner, first.description, last.description]),
            by: \.pactId)
        return pacts.map { PactWeek(pact: $0, marks: (marks[$0.id] ?? []).compactMap(\.mark)) }
    }
}
