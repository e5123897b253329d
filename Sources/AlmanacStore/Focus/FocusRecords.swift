import AlmanacCore
import Foundation
import GRDB

/// One intention as stored; `intention` gives the Core value the rules work on.
public struct IntentionRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "intentions"
    public var id: String
    public var ownerId: String
    public var what: String
    public var plannedMinutes: Int
    public var goalId: String?
    public var areaId: String?
    public var startedAt: Date
    public var endsAt: Date
    public var state: String
    public var endedAt: Date?
    public var abandonReason: String?
    /// JSON array of strings.
    public var tags: String
    public var feeling: String?
    public var ratedAt: Date?
    public var reviewWentWell: String?
    public var reviewImprove: String?
    public var reviewInteresting: String?
    /// The Plan block it ran for.
    public var blockId: String?
    /// The to-do it was for ("Focus on this").
    public var taskId: String? = nil

    public init(_ intention: Intention, owner: String) {
        id = intention.id
        ownerId = owner
        what = intention.what
        plannedMinutes = intention.plannedMinutes
        goalId = intention.goalId
        areaId = intention.areaId
        startedAt = intention.startedAt
        endsAt = intention.endsAt
        state = intention.state.rawValue
        endedAt = intention.endedAt
        abandonReason = intention.abandonReason
        tags = jsonText(intention.tags)
        feeling = intention.feeling?.rawValue
        ratedAt = intention.ratedAt
        reviewWentWell = intention.review?.wentWell
        reviewImprove = intention.review?.improve
        reviewInteresting = intention.review?.interesting
        blockId = intention.blockId
        taskId = intention.taskId
    }

    /// The Core value, settled at `now` when given (a running intention past its end is time up).
    public func intention(distractions: [Distraction] = [], settledAt now: Date? = nil) -> Intention {
        let review = IntentionReview(wentWell: reviewWentWell, improve: reviewImprove, interesting: reviewInteresting)
        var value = Intention(
            id: id, what: what, plannedMinutes: plannedMinutes, goalId: goalId, areaId: areaId, startedAt: startedAt,
            endsAt: endsAt, state: Intention.State(rawValue: state) ?? .abandoned, endedAt: endedAt, abandonReason: abandonReason,
            distractions: distractions,
            tags: tags == "[]" ? [] : (try? JSONDecoder().decode([String].self, from: Data(tags.utf8))) ?? [],
            feeling: feeling.flatMap(Feeling.init(rawValue:)), ratedAt: ratedAt, review: review.isEmpty ? nil : review, taskId: taskId)
        value.blockId = blockId
        if let now { value.settle(at: now) }
        return value
    }
}

extension IntentionRecord {
    /// Read column by column: the `Decodable` reading (a keyed container per row) was most of the
    /// Focus page's cost, which reads every intention for its insights.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        ownerId = try row.decode(forColumn: "owner_id")
        what = try row.decode(forColumn: "what")
        plannedMinutes = try row.decode(forColumn: "planned_minutes")
        goalId = try row.decode(forColumn: "goal_id")
        areaId = try row.decode(forColumn: "area_id")
        startedAt = try row.decode(forColumn: "started_at")
        endsAt = try row.decode(forColumn: "ends_at")
        state = try row.decode(forColumn: "state")
        endedAt = try row.decode(forColumn: "ended_at")
        abandonReason = try row.decode(forColumn: "abandon_reason")
        tags = try row.decode(forColumn: "tags")
        feeling = try row.decode(forColumn: "feeling")
        ratedAt = try row.decode(forColumn: "rated_at")
        reviewWentWell = try row.decode(forColumn: "review_went_well")
        reviewImprove = try row.decode(forColumn: "review_improve")
        reviewInteresting = try row.decode(forColumn: "review_interesting")
        blockId = try row.decode(forColumn: "block_id")
        taskId = try row.decode(forColumn: "task_id")
    }
}

public struct DistractionRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "distractions"
    public var id: String
    public var ownerId: String
    public var intentionId: String
    public var trigger: String
    public var note: String?
    public var at: Date
    public var urgePassed: Bool?

    public var distraction: Distraction {
        Distraction(trigger: DistractionTrigger(rawValue: trigger) ?? .internal, note: note, at: at, urgePassed: urgePassed)
    }
}

/// What the reminder service last delivered to a user (not user data).
struct FocusNotice: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "focus_notices"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    var ownerId: String
    var lastReminderAt: Date?
    var lastMessage: String?
    var lastKind: String?
    var lastTimeUpId: String?

    /// The owner's notice, or nil before the first reminder.
    static func of(_ owner: String, db: any StoreDatabase) throws -> FocusNotice? {
        try fetchOneReadable(db, sql: "SELECT * FROM focus_notices WHERE owner_id = ?", arguments: [owner])
    }
}
