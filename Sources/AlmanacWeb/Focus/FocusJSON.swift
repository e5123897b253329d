import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON request and response types of Focus's API.
public enum FocusJSON {
    /// A distraction logged on the running intention.
    struct NewDistraction: APIType, Codable {
        var trigger: String
        var note: String?
        var urgePassed: Bool?
        var at: String?
        static let fieldNotes: [String: Schema] = ["trigger": .enumeration(DistractionTrigger.allCases.map(\.rawValue)), "at": .dateTime]
    }

    /// How an intention felt, and when it was rated.
    struct Rating: APIType, Codable {
        var feeling: String
        var at: String?
        static let fieldNotes: [String: Schema] = ["feeling": .enumeration(Feeling.allCases.map(\.rawValue)), "at": .dateTime]
    }

    /// An intention's tags, replacing those it has.
    struct Tags: APIType, Codable {
        var tags: [String]
        static let fieldNotes: [String: Schema] = ["tags": .limitedArray(.string, max: AlmanacCore.Intention.maximumTags)]
    }

    /// Why an intention was abandoned, and when.
    struct Abandon: APIType, Codable {
        var reason: String
        var at: String?
        static let fieldNotes: [String: Schema] = ["at": .dateTime]
    }

    /// When an intention ended (for a device that was offline), and whether its to-do is done too.
    struct End: APIType, Codable {
        var at: String?
        var completeTask: Bool?
        static let fieldNotes: [String: Schema] = ["at": .dateTime]
    }

    /// Minutes to add to a running intention.
    struct Extension: APIType, Codable { var minutes: Checked<Quantities.ExtendMinutes> }

    struct Distraction: Codable {
        var trigger: String
        var note: String?
        var at: Date
        var urgePassed: Bool?
    }

    struct Review: APIType, Codable {
        var wentWell: String?
        var improve: String?
        var interesting: String?
    }

    /// The review as sent, with the offer to complete the intention's to-do.
    struct ReviewRequest: APIType, Codable {
        var wentWell: String?
        var improve: String?
        var interesting: String?
        var completeTask: Bool?
    }

    struct Intention: APIType, Codable {
        var id: String
        var what: String
        var plannedMinutes: Int
        var goalId: String?
        var areaId: String?
        var taskId: String?
        var startedAt: Date
        var endsAt: Date
        var state: String
        var endedAt: Date?
        var remainingSeconds: Int
        var abandonReason: String?
        var tags: [String]
        var feeling: String?
        var ratedAt: Date?
        var review: FocusJSON.Review?
        var distractions: [FocusJSON.Distraction]

        init(_ intention: AlmanacCore.Intention, now: Date) {
            id = intention.id
            what = intention.what
            plannedMinutes = intention.plannedMinutes
            goalId = intention.goalId
            areaId = intention.areaId
            taskId = intention.taskId
            startedAt = intention.startedAt
            endsAt = intention.endsAt
            state = intention.state(at: now).rawValue
            endedAt = intention.endedAt ?? (intention.state(at: now) == .timeUp ? intention.endsAt : nil)
            remainingSeconds = NumberText.clampedInt(intention.remaining(at: now).rounded(.up))
            abandonReason = intention.abandonReason
            tags = intention.tags
            feeling = intention.feeling?.rawValue
            ratedAt = intention.ratedAt
            review = intention.review.map { FocusJSON.Review(wentWell: $0.wentWell, improve: $0.improve, interesting: $0.interesting) }
            distractions = intention.distractions.map {
                FocusJSON.Distraction(trigger: $0.trigger.rawValue, note: $0.note, at: $0.at, urgePassed: $0.urgePassed)
            }
        }

        static let fieldNotes: [String: Schema] = [
            "state": .enumeration(AlmanacCore.Intention.State.allCases.map(\.rawValue)),
            "feeling": .enumeration(Feeling.allCases.map(\.rawValue)),
        ]
    }

    /// The running intention, if any, and the server's clock (`GET /focus/current`, `almanac focus status --json`).
    public struct Current: APIType, Codable {
        var intention: FocusJSON.Intention?
        var serverTime: Date

        public init(running: AlmanacCore.Intention?, now: Date) {
            intention = running.map { FocusJSON.Intention($0, now: now) }
            serverTime = now
        }
    }

    /// A reminder as the reminder service sends it: every key always there.
    struct Reminder: APIType, Codable {
        var kind: String
        var message: String
        var at: Date
        static let fieldNotes: [String: Schema] = ["kind": .enumeration(["review", "start", "block", "todo", "habit"])]
    }

    /// The last reminder delivered, if any (`reminder` left out when none).
    struct LastReminder: APIType, Codable {
        var reminder: Reminder?
    }

    struct Start: APIType, Codable {
        /// Required unless `taskId` gives it.
        var what: String?
        /// Required unless `taskId` gives it (the to-do's estimate, else 25).
        var plannedMinutes: Checked<Quantities.IntentionMinutes>?
        var goalId: String?
        var areaId: String?
        var taskId: String?
        static let fieldNotes: [String: Schema] = ["what": .title]
    }

    struct Edit: APIType, Codable {
        var what: String?
        var startedAt: String?
        var endedAt: String?
        var goalId: String?
        var areaId: String?
        var tags: [String]?
        var feeling: String?
        var review: FocusJSON.Review?
        static let fieldNotes: [String: Schema] = [
            "what": .title, "startedAt": .dateTime, "endedAt": .dateTime,
            "tags": .limitedArray(.string, max: AlmanacCore.Intention.maximumTags),
            "feeling": .enumeration(Feeling.allCases.map(\.rawValue)),
        ]
    }

    struct Presence: APIType, Codable {
        var day: String
        var fraction: Double
        var coveredMinutes: Double
        var activeMinutes: Double
        static let fieldNotes: [String: Schema] = ["day": .date]
    }
}

/// The insights are answered as Core computes them; their schema is derived from the type.
extension Insights: APIType {}
