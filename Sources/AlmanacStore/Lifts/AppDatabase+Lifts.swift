import AlmanacCore
import Foundation
import GRDB

/// What a new set says: the lift, load and settings, and the clip's stream as text.
public struct LiftSetInput: Sendable, Equatable {
    public var kind: LiftKind
    /// The lift as the user names it; the kind's name when nil or blank.
    public var name: String?
    public var loadKg: Double
    public var goalReps: Int?
    /// The sample rate and unit; the user's defaults for the lift when nil.
    public var rateHz: Double?
    public var unit: LengthUnit?
    public var velocityLossTarget: Double?
    public var minimumVelocity: Double?
    public var targetZone: VelocityZone?
    public var stream: String

    public init(
        kind: LiftKind, name: String? = nil, loadKg: Double, goalReps: Int? = nil, rateHz: Double? = nil, unit: LengthUnit? = nil,
        velocityLossTarget: Double? = nil, minimumVelocity: Double? = nil, targetZone: VelocityZone? = nil, stream: String
    ) {
        self.kind = kind
        self.name = name
        self.loadKg = loadKg
        self.goalReps = goalReps
        self.rateHz = rateHz
        self.unit = unit
        self.velocityLossTarget = velocityLossTarget
        self.minimumVelocity = minimumVelocity
        self.targetZone = targetZone
        self.stream = stream
    }
}

/// Limits of the Lifts module.
public enum LiftLimits {
    /// A stream larger than this is refused (413): an hour at 40 Hz is about 5 MB.
    public static let streamBytes = 20 * 1024 * 1024
    public static let tooLargeMessage = "The stream is larger than the limit of 20 MB; split it into sets."
}

/// A session with its sets in order.
public struct LiftSessionWithSets: Sendable, Equatable {
    public var session: LiftSession
    public var sets: [LiftSet]

    public init(session: LiftSession, sets: [LiftSet]) {
        self.session = session
        self.sets = sets
    }
}

extension AppDatabase {
    // MARK: Sessions

    /// Starts a session; `day` is today for the user unless told.
    public func addLiftSession(owner: String, name: String, day: LocalDay? = nil) async throws -> LiftSession {
        let name = try Validate.title(name, field: "name", max: Limits.nameLength)
        let instant = now()
        return try await write(owner: owner) { batch in
            let day = try day ?? Self.today(owner: owner, at: instant, db: batch.db)
            batch.describe("Started the session “\(name)”")
            return try Self.insertLiftSession(owner: owner, name: name, day: day, batch: batch)
        }
    }

    static func insertLiftSession(owner: String, name: String, day: LocalDay, batch: ChangeBatch) throws -> LiftSession {
        let session = LiftSession(
            id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, day: day.description, createdAt: batch.now, updatedAt: batch.now)
        try batch.insert(session)
        return session
    }

    /// Deletes a session with its sets and their streams (one undo brings all back).
    @discardableResult
    public func deleteLiftSession(owner: String, id: String) async throws -> LiftSession {
        try await write(owner: owner) { batch in
            let session = try LiftSession.owned(id, by: owner, in: batch.db, what: "session")
            // Deleted explicitly (not by the foreign keys' cascade) so the change log holds them.
            for set in try Self.liftSets(owner: owner, sessionId: id, db: batch.db) {
                try Self.deleteLiftSet(set, batch: batch)
            }
            try batch.delete(session)
            batch.describe("Deleted the session “\(session.name)”")
            return session
        }
    }

    /// The user's sessions, newest first, with their sets.
    public func liftSessions(owner: String, limit: Int = 50) async throws -> [LiftSessionWithSets] {
        try await read { db in try Self.liftSessions(owner: owner, limit: limit, db: db) }
    }

    static func liftSessions(owner: String, limit: Int, db: any StoreDatabase) throws -> [LiftSessionWithSets] {
        let sessions = try LiftSession.fetchReadable(
            db, sql: "SELECT * FROM lift_sessions WHERE owner_id = ? ORDER BY day DESC, id DESC LIMIT ?", arguments: [owner, limit])
        guard !sessions.isEmpty else { return [] }
        let sets = try LiftSet.fetchReadable(
            db, sql: "SELECT * FROM lift_sets WHERE owner_id = ? AND session_id IN (SELECT value FROM json_each(?)) ORDER BY position, id",
            arguments: [owner, jsonText(sessions.map(\.id))])
        let bySession = Dictionary(grouping: sets, by: \.sessionId)
        return sessions.map { LiftSessionWithSets(session: $0, sets: bySession[$0.id] ?? []) }
    }

    public func liftSession(owner: String, id: String) async throws -> LiftSessionWithSets {
        try await read { db in
            LiftSessionWithSets(
                session: try LiftSession.owned(id, by: owner, in: db, what: "session"),
                sets: try Self.liftSets(owner: owner, sessionId: id, db: db))
        }
    }

    static func liftSets(owner: String, sessionId: String, db: any StoreDatabase) throws -> [LiftSet] {
        try LiftSet.fetchReadable(
            db, sql: "SELECT * FROM lift_sets WHERE owner_id = ? AND session_id = ? ORDER BY position, id", arguments: [owner, sessionId])
    }

    // MARK: Sets

    /// Reads, checks and analyses a set's stream, then keeps the set with its stream (compressed)
    /// in `sessionId`, or in today's latest session (a new “Workout” when there is none). What the
    /// input leaves out comes from the user's defaults for the lift.
    public func recordLiftSet(owner: String, sessionId: String?, _ input: LiftSetInput) async throws -> LiftSet {
        let (defaults, usual) = try await read { db in
            (try Self.liftDefaults(owner: owner, kind: input.kind, db: db), try Self.usualRange(owner: owner, kind: input.kind, db: db))
        }
        let (input, settings, options) = try Self.validated(input, defaults: defaults)
        let stream = try LiftStream.parse(input.stream, options: options).requireUsable()
        var withHistory = settings
        withHistory.usualRangeCm = usual
        let settingsWithHistory = withHistory
        let analysis = LiftAnalyzer.analyze(stream, settings: settingsWithHistory, rateHz: options.rateHz)
        let instant = now()
        return try await write(owner: owner) { batch in
            let session: LiftSession
            if let sessionId {
                session = try LiftSession.owned(sessionId, by: owner, in: batch.db, what: "session")
            } else {
                let today = try Self.today(owner: owner, at: instant, db: batch.db)
                session =
                    try LiftSession.fetchOneReadable(
                        batch.db, sql: "SELECT * FROM lift_sessions WHERE owner_id = ? AND day = ? ORDER BY id DESC LIMIT 1",
                        arguments: [owner, today.description])
                    ?? Self.insertLiftSession(owner: owner, name: "Workout", day: today, batch: batch)
            }
            let position =
                try Int.fetchOne(
                    batch.db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM lift_sets WHERE owner_id = ? AND session_id = ?",
                    arguments: [owner, session.id]) ?? 0
            var set = LiftSet(
                id: UUIDv7.make(at: batch.now), ownerId: owner, sessionId: session.id, position: position, kind: input.kind,
                name: input.name ?? input.kind.name, loadKg: input.loadKg, goalReps: input.goalReps, rateHz: options.rateHz,
                unit: options.unit,
                settings: "{}", reps: 0, adviceCount: 0, analysis: "{}", recordedAt: batch.now, analyzedAt: batch.now)
            set.store(analysis, settings: settingsWithHistory, at: batch.now)
            try batch.insert(set)
            try batch.insert(LiftStreamRecord(setId: set.id, owner: owner, text: input.stream))
            batch.describe("Recorded a set of \(set.name): \(set.reps) reps at \(NumberText.plain(set.loadKg)) kg")
            return set
        }
    }

    /// The input with its numbers checked and its name trimmed, the settings it asks for (the
    /// lift's defaults where it says nothing) and how to read its stream.
    static func validated(_ input: LiftSetInput, defaults: LiftDefaults) throws -> (LiftSetInput, LiftSettings, StreamOptions) {
        var input = input
        guard input.stream.utf8.count <= LiftLimits.streamBytes else { throw AlmanacError.tooLarge(LiftLimits.tooLargeMessage) }
        input.loadKg = try Quantity.liftLoad.check(input.loadKg, field: "load")
        input.goalReps = try input.goalReps.map { try Quantity.liftGoalReps.check($0, field: "goalReps") }
        input.rateHz = try input.rateHz.map { try Quantity.liftRate.check($0, field: "rate") }
        input.velocityLossTarget = try input.velocityLossTarget.map {
            try Quantity.liftVelocityLossTarget.check($0, field: "velocityLossTarget")
        }
        input.minimumVelocity = try input.minimumVelocity.map { try Quantity.liftMinimumVelocity.check($0, field: "minimumVelocity") }
        if let name = input.name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
            input.name = try Validate.title(name, field: "name", max: Limits.nameLength)
        } else {
            input.name = nil
        }
        var settings = defaults.settings
        if let velocity = input.minimumVelocity { settings.minimumVelocity = velocity }
        if let loss = input.velocityLossTarget { settings.velocityLossTarget = loss }
        if let zone = input.targetZone { settings.targetZone = zone }
        return (input, settings, StreamOptions(rateHz: input.rateHz ?? defaults.rateHz, unit: input.unit ?? defaults.unit))
    }

    /// The user's usual range of motion for a lift: the mean of their last ten sets' ranges.
    static func usualRange(owner: String, kind: LiftKind, db: any StoreDatabase) throws -> Double? {
        let ranges = try Double.fetchAll(
            db,
            sql: """
                SELECT mean_rom_cm FROM lift_sets WHERE owner_id = ? AND kind = ? AND mean_rom_cm IS NOT NULL
                ORDER BY recorded_at DESC LIMIT 10
                """, arguments: [owner, kind.rawValue])
        return ranges.count >= 2 ? ranges.reduce(0, +) / Double(ranges.count) : nil
    }

    public func liftSet(owner: String, id: String) async throws -> LiftSet {
        try await read { db in try LiftSet.owned(id, by: owner, in: db, what: "set") }
    }

    /// The set's stream as it came from the clip.
    public func liftStream(owner: String, setId: String) async throws -> String {
        try await read { db in try Self.liftStreamText(owner: owner, setId: setId, db: db) }
    }

    static func liftStreamText(owner: String, setId: String, db: any StoreDatabase) throws -> String {
        _ = try LiftSet.owned(setId, by: owner, in: db, what: "set")
        return try LiftStreamRecord.owned(setId, by: owner, in: db, what: "stream").text()
    }

    @discardableResult
    public func deleteLiftSet(owner: String, id: String) async throws -> LiftSet {
        try await write(owner: owner) { batch in
            let set = try LiftSet.owned(id, by: owner, in: batch.db, what: "set")
            try Self.deleteLiftSet(set, batch: batch)
            batch.describe("Deleted a set of \(set.name)")
            return set
        }
    }

    static func deleteLiftSet(_ set: LiftSet, batch: ChangeBatch) throws {
        if let stream = try LiftStreamRecord.existing(set.id, by: set.ownerId, in: batch.db) {
            try batch.delete(stream)
        }
        try batch.delete(set)
    }

    /// Analyses stored streams again with today's analysis (one set, or every set of the user),
    /// keeping each set's settings; one undoable change. Returns the sets as they are now.
    public func reanalyzeLiftSets(owner: String, ids: [String]? = nil) async throws -> [LiftSet] {
        try await write(owner: owner) { batch in
            let sets: [LiftSet]
            if let ids {
                sets = try ids.map { try LiftSet.owned($0, by: owner, in: batch.db, what: "set") }
            } else {
                sets = try LiftSet.fetchReadable(
                    batch.db, sql: "SELECT * FROM lift_sets WHERE owner_id = ? ORDER BY recorded_at, id", arguments: [owner])
            }
            var updated: [LiftSet] = []
            for var set in sets {
                let text = try Self.liftStreamText(owner: owner, setId: set.id, db: batch.db)
                let stream = LiftStream.parse(text, options: StreamOptions(rateHz: set.rateHz, unit: set.unit))
                let settings = set.liftSettings
                set.store(LiftAnalyzer.analyze(stream, settings: settings, rateHz: set.rateHz), settings: settings, at: batch.now)
                try batch.update(set)
                updated.append(set)
            }
            batch.describe(updated.count == 1 ? "Analysed a set of \(updated[0].name) again" : "Analysed \(updated.count) sets again")
            return updated
        }
    }

    // MARK: Templates

    public func liftTemplates(owner: String) async throws -> [LiftTemplate] {
        try await read { db in try Self.liftTemplates(owner: owner, db: db) }
    }

    static func liftTemplates(owner: String, db: any StoreDatabase) throws -> [LiftTemplate] {
        try LiftTemplate.fetchReadable(
            db, sql: "SELECT * FROM lift_templates WHERE owner_id = ? ORDER BY order_key, id", arguments: [owner])
    }

    /// Adds a template at the end of the user's list; its name is made from the numbers when blank
    /// (“Squat 5×5 @ 100 kg”).
    public func addLiftTemplate(owner: String, name: String?, kind: LiftKind, loadKg: Double, goalReps: Int, sets: Int) async throws
        -> LiftTemplate
    {
        let load = try Quantity.liftLoad.check(loadKg, field: "load")
        let reps = try Quantity.liftGoalReps.check(goalReps, field: "goalReps")
        let count = try Quantity.liftTemplateSets.check(sets, field: "sets")
        let typed = name?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let title = try Validate.title(
            typed.isEmpty ? Self.templateName(kind: kind, sets: count, reps: reps, load: load) : typed, field: "name",
            max: Limits.nameLength)
        return try await write(owner: owner) { batch in
            let all = try Self.liftTemplates(owner: owner, db: batch.db)
            let template = LiftTemplate(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: title, kind: kind, loadKg: load, goalReps: reps, sets: count,
                orderKey: OrderKey.between(all.last?.orderKey, nil), createdAt: batch.now)
            try batch.insert(template)
            batch.describe("Added the template “\(title)”")
            return template
        }
    }

    /// Changes a template's name, lift, load, goal reps or sets (nil keeps a value); a blank
    /// name is made from the numbers again.
    public func updateLiftTemplate(
        owner: String, id: String, name: String?, kind: LiftKind?, loadKg: Double?, goalReps: Int?, sets: Int?
    ) async throws -> LiftTemplate {
        let load = try loadKg.map { try Quantity.liftLoad.check($0, field: "load") }
        let reps = try goalReps.map { try Quantity.liftGoalReps.check($0, field: "goalReps") }
        let count = try sets.map { try Quantity.liftTemplateSets.check($0, field: "sets") }
        let typed = name?.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await write(owner: owner) { batch in
            var template = try LiftTemplate.owned(id, by: owner, in: batch.db, what: "template")
            let old = template.name
            if let kind { template.kind = kind }
            if let load { template.loadKg = load }
            if let reps { template.goalReps = reps }
            if let count { template.sets = count }
            if let typed {
                template.name = try Validate.title(
                    typed.isEmpty
                        ? Self.templateName(kind: template.kind, sets: template.sets, reps: template.goalReps, load: template.loadKg)
                        : typed, field: "name", max: Limits.nameLength)
            }
            try batch.update(template)
            batch.describe("Changed the template “\(old)”")
            return template
        }
    }

    static func templateName(kind: LiftKind, sets: Int, reps: Int, load: Double) -> String {
        "\(kind.name) \(sets)×\(reps) @ \(NumberText.plain(load)) kg"
    }

    /// Moves a template one place up or down in the user's list (the first stays first).
    @discardableResult
    public func moveLiftTemplate(owner: String, id: String, up: Bool) async throws -> LiftTemplate {
        try await write(owner: owner) { batch in
            let template = try LiftTemplate.owned(id, by: owner, in: batch.db, what: "template")
            let all = try Self.liftTemplates(owner: owner, db: batch.db)
            guard let index = all.firstIndex(where: { $0.id == id }) else { return template }
            let neighbour = up ? index - 1 : index + 1
            guard all.indices.contains(neighbour) else { return template }
            let scope = OrderScope(table: "lift_templates", column: "order_key", condition: "owner_id = ?", arguments: [owner])
            let other = all[neighbour]
            _ = try scope.place(
                id, at: up ? .before(id: other.id, key: other.orderKey) : .after(id: other.id, key: other.orderKey), batch: batch)
            batch.describe("Moved the template “\(template.name)” \(up ? "up" : "down")")
            return try LiftTemplate.owned(id, by: owner, in: batch.db, what: "template")
        }
    }

    @discardableResult
    public func deleteLiftTemplate(owner: String, id: String) async throws -> LiftTemplate {
        try await write(owner: owner) { batch in
            let template = try LiftTemplate.owned(id, by: owner, in: batch.db, what: "template")
            try batch.delete(template)
            batch.describe("Deleted the template “\(template.name)”")
            return template
        }
    }
}

extension AppDatabase {
    /// Analyses a stream without keeping anything: the same checks and analysis as `recordLiftSet`
    /// (the API's `analyze` and `almanac lifts analyze`), with `defaults` (the built-in ones unless
    /// told) where the input says nothing.
    public static func analyzeLiftStream(_ input: LiftSetInput, defaults: LiftDefaults? = nil) throws -> LiftAnalysis {
        let (input, settings, options) = try validated(input, defaults: defaults ?? .standard(owner: "", kind: input.kind))
        let stream = try LiftStream.parse(input.stream, options: options).requireUsable()
        return LiftAnalyzer.analyze(stream, settings: settings, rateHz: options.rateHz)
    }
}
