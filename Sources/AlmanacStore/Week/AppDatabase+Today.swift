import AlmanacCore
import Foundation
import GRDB

/// Input of the day modules, as forms and the API send them.
public enum DayModuleInput: Sendable {
    case sleep(wentToBed: String, wokeUp: String, quality: Int?)
    case health(weightKg: Double?, restingHeartRate: Int?, notes: String?)
    case workout(type: String, minutes: Int, notes: String?)
    case review(text: String)

    var module: DayModule {
        switch self {
        case .sleep: .sleep
        case .health: .health
        case .workout: .workout
        case .review: .review
        }
    }
}

extension AppDatabase {
    // MARK: Standups

    public func standup(owner: String, day: LocalDay) async throws -> StandupRecord? {
        try await read { db in try Self.standup(owner: owner, day: day, db: db) }
    }

    static func standup(owner: String, day: LocalDay, db: any StoreDatabase) throws -> StandupRecord? {
        try StandupRecord.fetchOneReadable(
            db, sql: "SELECT * FROM standups WHERE owner_id = ? AND day = ?", arguments: [owner, day.description])
    }

    /// Saves the day's standup; `answers` follow the template's questions (blank answers are kept blank).
    public func saveStandup(owner: String, day: LocalDay, answers: [String]) async throws -> StandupRecord {
        try await write(owner: owner) { batch in
            let template = try Self.systemSettings(owner: owner, db: batch.db).standupTemplate
            guard answers.count <= template.questions.count else {
                throw AlmanacError.invalid("answers", "The standup has \(template.questions.count) questions, not \(answers.count).")
            }
            var pairs: [StandupAnswer] = []
            for (index, question) in template.questions.enumerated() {
                let answer = index < answers.count ? answers[index].trimmingCharacters(in: .whitespacesAndNewlines) : ""
                _ = try Validate.notes(answer, field: "answers[\(index)]")
                pairs.append(StandupAnswer(question: question, answer: answer))
            }
            guard pairs.contains(where: { !$0.answer.isEmpty }) else {
                throw AlmanacError.invalid("answers", "Answer at least one question.")
            }
            if var existing = try StandupRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM standups WHERE owner_id = ? AND day = ? LIMIT 1", arguments: [owner, day.description])
            {
                existing.answers = jsonText(pairs)
                existing.updatedAt = batch.now
                try batch.update(existing)
                batch.describe("Updated the standup of \(day)")
                return existing
            }
            let record = StandupRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, day: day.description, answers: jsonText(pairs), updatedAt: batch.now)
            try batch.insert(record)
            batch.describe("Saved the standup of \(day)")
            return record
        }
    }

    // MARK: Day modules

    public func dayEntries(owner: String, day: LocalDay) async throws -> DayEntries {
        try await read { db in try Self.dayEntries(owner: owner, day: day, db: db) }
    }

    /// A day's entries and the modules the person keeps that it still misses, in one read.
    public func dayEntriesAndMissing(owner: String, day: LocalDay) async throws -> (entries: DayEntries, missing: [DayModule]) {
        try await read { db in
            let entries = try Self.dayEntries(owner: owner, day: day, db: db)
            return (entries, try Self.systemSettings(owner: owner, db: db).dayModules.filter { !entries.isFilled($0) })
        }
    }

    static func dayEntries(owner: String, day: LocalDay, db: any StoreDatabase) throws -> DayEntries {
        let rows = try DayEntryRecord.fetchReadable(
            db, sql: "SELECT * FROM day_entries WHERE owner_id = ? AND day = ?", arguments: [owner, day.description])
        var entries = DayEntries(day: day)
        let decoder = JSONDecoder()
        for row in rows {
            let data = Data(row.data.utf8)
            switch DayModule(rawValue: row.module) {
            case .sleep?: entries.sleep = try? decoder.decode(SleepLog.self, from: data)
            case .health?: entries.health = try? decoder.decode(HealthLog.self, from: data)
            case .workout?: entries.workout = try? decoder.decode(WorkoutLog.self, from: data)
            case .review?, .photos?, nil: break
            }
        }
        // The daily review is the day's journal entry of the daily-review template.
        entries.review = try dailyReview(owner: owner, day: day, db: db).map { DailyReviewLog(text: $0.text) }
        entries.photos = try photos(owner: owner, day: day, db: db).map(\.photo)
        entries.known = try knownDay(owner: owner, day: day, db: db)
        return entries
    }

    /// What the other modules know of `day` (see `KnownDay`).
    static func knownDay(owner: String, day: LocalDay, db: any StoreDatabase) throws -> KnownDay {
        var known = KnownDay()
        let health = try healthDays(owner: owner, from: day, to: day, db: db).first
        known.sleepMinutes = health?.sleepMinutes
        known.restingHeartRate = health?.restingHeartRate
        known.workoutMinutes = health?.workoutMinutes
        let preferences = try Self.preferences(owner: owner, db: db)
        let start = day.start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
        let end = day.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
        let weighIn = try effectiveEvents(
            owner: owner, matching: [("entry_kind = 'weight' AND occurred_at >= ? AND occurred_at < ?", [start, end])], db: db
        )
        .max { $0.occurredAt < $1.occurredAt }
        if let weighIn, case .weight(let kilograms) = weighIn.entry {
            (known.weightKg, known.weightSource) = (kilograms, "weigh-in")
        } else if let kilograms = health?.weightKg {
            (known.weightKg, known.weightSource) = (kilograms, "health import")
        }
        known.lifts = try Row.fetchAll(
            db,
            sql: """
                SELECT lift_sessions.name, COUNT(lift_sets.id) AS sets FROM lift_sessions
                LEFT JOIN lift_sets ON lift_sets.session_id = lift_sessions.id AND lift_sets.owner_id = ?
                WHERE lift_sessions.owner_id = ? AND lift_sessions.day = ?
                GROUP BY lift_sessions.id HAVING COUNT(lift_sets.id) > 0 ORDER BY lift_sessions.created_at, lift_sessions.id
                """, arguments: [owner, owner, day.description]
        )
        .map { KnownDay.LiftSession(name: $0["name"], sets: $0["sets"]) }
        return known
    }

    /// Fills in (or replaces) one module of a day.
    public func saveDayModule(owner: String, day: LocalDay, _ input: DayModuleInput) async throws {
        let user = try await read { db in try User.find(owner, db: db) }
        guard let user else { throw AlmanacError.notFound("No such user.") }
        let data: String
        switch input {
        case .sleep(let bed, let wake, let quality):
            let entry = try SleepEntry(
                wentToBed: WallClockTime(bed, field: "wentToBed"), wokeUp: WallClockTime(wake, field: "wokeUp"), wakingDay: day,
                timeZone: user.preferences.zone, quality: quality)
            data = jsonText(
                SleepLog(
                    wentToBed: try WallClockTime(bed).description, wokeUp: try WallClockTime(wake).description, quality: quality,
                    hoursSlept: (entry.hoursSlept * 100).rounded() / 100))
        case .health(let weight, let heartRate, let notes):
            if let weight { try Quantity.bodyKilograms.check(weight, field: "weightKg") }
            if let heartRate { try Quantity.restingHeartRate.check(heartRate, field: "restingHeartRate") }
            let notes = try Validate.notes(notes?.trimmingCharacters(in: .whitespacesAndNewlines), field: "notes")
            guard weight != nil || heartRate != nil || notes?.isEmpty == false else {
                throw AlmanacError.invalid("weightKg", "Fill in the weight, the resting heart rate or a note.")
            }
            data = jsonText(HealthLog(weightKg: weight, restingHeartRate: heartRate, notes: notes?.isEmpty == true ? nil : notes))
        case .workout(let type, let minutes, let notes):
            let type = try Validate.title(type, field: "type", max: Limits.nameLength)
            try Quantity.workoutMinutes.check(minutes, field: "minutes")
            let notes = try Validate.notes(notes?.trimmingCharacters(in: .whitespacesAndNewlines), field: "notes")
            data = jsonText(WorkoutLog(type: type, minutes: minutes, notes: notes?.isEmpty == true ? nil : notes))
        case .review(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw AlmanacError.invalid("text", "Write how today went.") }
            data = jsonText(DailyReviewLog(text: try Validate.notes(trimmed, field: "text")!))
        }
        let module = input.module
        try await write(owner: owner) { batch in
            if case .review(let text) = input {
                try Self.saveDailyReview(owner: owner, day: day, text: text, batch: batch)
                batch.describe("Filled in \(module.title.lowercased()) for \(day)")
                return
            }
            if var existing = try DayEntryRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM day_entries WHERE owner_id = ? AND day = ? AND module = ? LIMIT 1",
                arguments: [owner, day.description, module.rawValue])
            {
                existing.data = data
                existing.updatedAt = batch.now
                try batch.update(existing)
            } else {
                try batch.insert(
                    DayEntryRecord(
                        id: UUIDv7.make(at: batch.now), ownerId: owner, day: day.description, module: module.rawValue, data: data,
                        updatedAt: batch.now))
            }
            batch.describe("Filled in \(module.title.lowercased()) for \(day)")
        }
    }
}
