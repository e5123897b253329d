import AlmanacCore
import AlmanacStore
import Foundation

/// The JSON shapes of the Lifts API. The analysis itself (`LiftAnalysis`: reps, set, advice,
/// skipped lines, samples) is answered as Core encodes it, the same JSON `almanac lifts analyze
/// --json` prints, and its schema is derived from Core's types. The CLI's `--json` prints these
/// types too.
public enum LiftsJSON {
    static let liftSchema = Schema.enumeration(LiftKind.allCases.map(\.rawValue))

    /// A set in listings: what it was and its headline figures.
    struct SetSummary: APIType, Codable {
        var id: String
        var sessionId: String
        var position: Int
        var lift: String
        var name: String
        var loadKg: Double
        var goalReps: Int?
        var reps: Int
        var bestVelocity: Double?
        var firstVelocity: Double?
        var lastVelocity: Double?
        var velocityLossPercent: Double?
        var meanRomCm: Double?
        var adviceCount: Int
        var recordedAt: Date

        init(_ set: LiftSet) {
            id = set.id
            sessionId = set.sessionId
            position = set.position
            lift = set.kind.rawValue
            name = set.name
            loadKg = set.loadKg
            goalReps = set.goalReps
            reps = set.reps
            bestVelocity = set.bestVelocity
            firstVelocity = set.firstVelocity
            lastVelocity = set.lastVelocity
            velocityLossPercent = set.velocityLoss
            meanRomCm = set.meanRomCm
            adviceCount = set.adviceCount
            recordedAt = set.recordedAt
        }

        static let fieldNotes: [String: Schema] = ["lift": liftSchema]
    }

    /// A set with its settings and its whole analysis: its summary's keys and its own, in one object.
    public struct SetDetail: APIType, Codable {
        var summary: SetSummary
        var rateHz: Double
        var unit: String
        var settings: LiftSettings
        var analysis: LiftAnalysis

        public init(_ set: LiftSet) {
            summary = SetSummary(set)
            rateHz = set.rateHz
            unit = set.unit.rawValue
            settings = set.liftSettings
            analysis = set.result
        }

        enum CodingKeys: String, CodingKey { case rateHz, unit, settings, analysis }

        public init(from decoder: any Decoder) throws {
            summary = try SetSummary(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            rateHz = try container.decode(Double.self, forKey: .rateHz)
            unit = try container.decode(String.self, forKey: .unit)
            settings = try container.decode(LiftSettings.self, forKey: .settings)
            analysis = try container.decode(LiftAnalysis.self, forKey: .analysis)
        }

        public func encode(to encoder: any Encoder) throws {
            try summary.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rateHz, forKey: .rateHz)
            try container.encode(unit, forKey: .unit)
            try container.encode(settings, forKey: .settings)
            try container.encode(analysis, forKey: .analysis)
        }

        /// The summary's keys are written into this object, so their notes are this type's too.
        static let fieldNotes: [String: Schema] = SetSummary.fieldNotes.merging(
            ["unit": .enumeration(LengthUnit.allCases.map(\.rawValue))], uniquingKeysWith: { $1 })
    }

    public struct Session: APIType, Codable {
        var id: String
        var name: String
        var day: String
        var createdAt: Date
        var sets: [SetSummary]

        public init(_ session: LiftSessionWithSets) {
            id = session.session.id
            name = session.session.name
            day = session.session.day
            createdAt = session.session.createdAt
            sets = session.sets.map(SetSummary.init)
        }

        static let fieldNotes: [String: Schema] = ["day": .date]
    }

    struct NewSession: APIType, Codable {
        var name: String?
        var day: String?
        static let fieldNotes: [String: Schema] = ["day": .date]
    }

    public struct Profile: APIType, Codable {
        struct Fit: Codable {
            var slope: Double
            var intercept: Double
            var rSquared: Double
            var estimatedOneRepMax: Double?
            var points: Int
            /// The days of the fit's sets.
            var days: Int
            /// How thin the data is ("from 3 sets on 1 day — a rough estimate …"), nil when it is not.
            var note: String?
        }
        var lift: String
        var minimumVelocity: Double
        var points: [LiftProfilePoint]
        var fit: Fit?
        var weeks: [LiftProfileReport.Week]

        public init(_ report: LiftProfileReport) {
            lift = report.kind.rawValue
            minimumVelocity = report.minimumVelocity
            points = report.points
            fit = report.profile.map {
                Fit(
                    slope: $0.slope, intercept: $0.intercept, rSquared: $0.rSquared, estimatedOneRepMax: $0.estimatedOneRepMax,
                    points: $0.points, days: report.days, note: report.thinDataNote)
            }
            weeks = report.weeks
        }

        static let fieldNotes: [String: Schema] = ["lift": liftSchema]
    }

    struct Template: APIType, Codable {
        var id: String
        var name: String
        var lift: String
        var loadKg: Double
        var goalReps: Int
        var sets: Int

        init(_ template: LiftTemplate) {
            id = template.id
            name = template.name
            lift = template.kind.rawValue
            loadKg = template.loadKg
            goalReps = template.goalReps
            sets = template.sets
        }

        static let fieldNotes: [String: Schema] = ["lift": liftSchema]
    }

    struct NewTemplate: APIType, Codable {
        var name: String?
        var lift: String?
        var loadKg: Double
        var goalReps: Int
        var sets: Int?

        static let fieldNotes: [String: Schema] = [
            "lift": liftSchema, "loadKg": .quantity(.liftLoad), "goalReps": .quantity(.liftGoalReps), "sets": .quantity(.liftTemplateSets),
        ]
    }

    /// The query of a stream upload and of `analyze`: how to read the stream and what the set was.
    static let streamQuery: [QueryParameter] = [
        QueryParameter("lift", liftSchema), "name", .number("load", .liftLoad), .number("goalReps", .liftGoalReps),
        .number("rate", .liftRate), QueryParameter("unit", .enumeration(LengthUnit.allCases.map(\.rawValue))),
        .number("velocityLossTarget", .liftVelocityLossTarget), .number("minimumVelocity", .liftMinimumVelocity),
        QueryParameter("zone", .enumeration(VelocityZone.allCases.map(\.rawValue))),
    ]
}

extension LiftsJSON {
    /// A change to a template: every key optional; a blank name is made from the numbers again.
    struct PatchTemplate: APIType, Codable {
        var name: String?
        var lift: String?
        var loadKg: Double?
        var goalReps: Int?
        var sets: Int?

        static let fieldNotes: [String: Schema] = [
            "lift": liftSchema, "loadKg": .quantity(.liftLoad), "goalReps": .quantity(.liftGoalReps), "sets": .quantity(.liftTemplateSets),
        ]
    }

    /// Where a template moves: one place up or down.
    struct MoveTemplate: APIType, Codable {
        var direction: String

        static let fieldNotes: [String: Schema] = ["direction": .enumeration(["up", "down"])]
    }

    /// A lift's default settings (`changed`: the user changed them; else the built-in ones).
    struct Settings: APIType, Codable {
        var lift: String
        var changed: Bool
        var rateHz: Double
        var unit: String
        var minimumRangeCm: Double
        var minimumVelocity: Double
        var tiltLimitDegrees: Double
        var velocityLossTarget: Double
        var targetZone: String?

        init(_ defaults: LiftDefaults) {
            lift = defaults.kind.rawValue
            changed = defaults.isStored
            rateHz = defaults.rateHz
            unit = defaults.unit.rawValue
            minimumRangeCm = defaults.minimumRangeCm
            minimumVelocity = defaults.minimumVelocity
            tiltLimitDegrees = defaults.tiltLimitDegrees
            velocityLossTarget = defaults.velocityLossTarget
            targetZone = defaults.targetZone?.rawValue
        }

        static let fieldNotes: [String: Schema] = [
            "lift": liftSchema, "rateHz": .quantity(.liftRate), "unit": .enumeration(LengthUnit.allCases.map(\.rawValue)),
            "minimumRangeCm": .quantity(.liftMinimumRange), "minimumVelocity": .quantity(.liftMinimumVelocity),
            "tiltLimitDegrees": .quantity(.liftTiltLimit), "velocityLossTarget": .quantity(.liftVelocityLossTarget),
            "targetZone": .enumeration(VelocityZone.allCases.map(\.rawValue)),
        ]
    }

    /// A change to a lift's settings: every key optional; `targetZone` null or "none" clears it.
    /// `PATCH /lifts/settings/{lift}`: a key left out is kept; `targetZone` null or `none` clears it.
    struct PatchSettings: APIType, Codable {
        var rateHz: Double?
        var unit: String?
        var minimumRangeCm: Double?
        var minimumVelocity: Double?
        var tiltLimitDegrees: Double?
        var velocityLossTarget: Double?
        var targetZone: Patch<String>

        static let fieldNotes: [String: Schema] = [
            "rateHz": .quantity(.liftRate), "unit": .enumeration(LengthUnit.allCases.map(\.rawValue)),
            "minimumRangeCm": .quantity(.liftMinimumRange), "minimumVelocity": .quantity(.liftMinimumVelocity),
            "tiltLimitDegrees": .quantity(.liftTiltLimit), "velocityLossTarget": .quantity(.liftVelocityLossTarget),
            "targetZone": .enumeration(VelocityZone.allCases.map(\.rawValue) + ["none"]),
        ]

        /// The change of the settings: a unit or a zone that is none of its names is refused.
        var change: LiftDefaultsChange {
            get throws {
                var change = LiftDefaultsChange()
                change.rateHz = rateHz
                change.unit = try unit.map { try LengthUnit.parse($0) }
                change.minimumRangeCm = minimumRangeCm
                change.minimumVelocity = minimumVelocity
                change.tiltLimitDegrees = tiltLimitDegrees
                change.velocityLossTarget = velocityLossTarget
                switch targetZone {
                case .absent: break
                case .cleared: change.targetZone = .some(nil)
                case .set(let text): change.targetZone = .some(text == "none" ? nil : try VelocityZone.parse(text, field: "targetZone"))
                }
                return change
            }
        }
    }
}

/// A set's analysis as Core encodes it (reps, the set's figures, advice): its schema is derived
/// from Core's `Codable` types.
extension LiftAnalysis: APIType {}
