import AlmanacCore
import Foundation
import GRDB

/// The user's default settings for one lift: how the clip's stream is read (sample rate, unit)
/// and how a set is judged (minimum range of a rep, minimum velocity of a 1RM, tilt limit,
/// velocity-loss target, target zone). A set records with these unless its form, query or
/// command says otherwise; a lift the user never changed has the built-in defaults.
public struct LiftDefaults: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "lift_defaults"
    public var id: String
    public var ownerId: String
    public var kind: LiftKind
    public var rateHz: Double
    public var unit: LengthUnit
    public var minimumRangeCm: Double
    public var minimumVelocity: Double
    public var tiltLimitDegrees: Double
    public var velocityLossTarget: Double
    public var targetZone: VelocityZone?
    public var updatedAt: Date

    /// The built-in defaults of `kind` (not stored: `id` is empty).
    public static func standard(owner: String, kind: LiftKind) -> LiftDefaults {
        let settings = LiftSettings(kind: kind)
        return LiftDefaults(
            id: "", ownerId: owner, kind: kind, rateHz: StreamOptions().rateHz, unit: StreamOptions().unit,
            minimumRangeCm: settings.minimumRangeCm, minimumVelocity: settings.minimumVelocity,
            tiltLimitDegrees: settings.tiltLimitDegrees, velocityLossTarget: settings.velocityLossTarget, targetZone: nil,
            updatedAt: Date(timeIntervalSince1970: 0))
    }

    /// Whether the user changed this lift's defaults.
    public var isStored: Bool { !id.isEmpty }

    /// The settings of a set of this lift, where the set says nothing else.
    public var settings: LiftSettings {
        LiftSettings(
            kind: kind, minimumRangeCm: minimumRangeCm, minimumVelocity: minimumVelocity, tiltLimitDegrees: tiltLimitDegrees,
            velocityLossTarget: velocityLossTarget, targetZone: targetZone)
    }
}

/// A change to a lift's defaults: nil keeps a value; `targetZone` `.some(nil)` clears the zone.
public struct LiftDefaultsChange: Sendable, Equatable {
    public var rateHz: Double?
    public var unit: LengthUnit?
    public var minimumRangeCm: Double?
    public var minimumVelocity: Double?
    public var tiltLimitDegrees: Double?
    public var velocityLossTarget: Double?
    public var targetZone: VelocityZone??

    public init(
        rateHz: Double? = nil, unit: LengthUnit? = nil, minimumRangeCm: Double? = nil, minimumVelocity: Double? = nil,
        tiltLimitDegrees: Double? = nil, velocityLossTarget: Double? = nil, targetZone: VelocityZone?? = nil
    ) {
        self.rateHz = rateHz
        self.unit = unit
        self.minimumRangeCm = minimumRangeCm
        self.minimumVelocity = minimumVelocity
        self.tiltLimitDegrees = tiltLimitDegrees
        self.velocityLossTarget = velocityLossTarget
        self.targetZone = targetZone
    }
}

extension AppDatabase {
    /// Every lift's defaults for the user, in `LiftKind.allCases` order (built-in where unchanged).
    public func liftDefaults(owner: String) async throws -> [LiftDefaults] {
        try await read { db in try Self.liftDefaults(owner: owner, db: db) }
    }

    public func liftDefaults(owner: String, kind: LiftKind) async throws -> LiftDefaults {
        try await read { db in try Self.liftDefaults(owner: owner, kind: kind, db: db) }
    }

    static func liftDefaults(owner: String, db: any StoreDatabase) throws -> [LiftDefaults] {
        let stored = try LiftDefaults.fetchReadable(db, sql: "SELECT * FROM lift_defaults WHERE owner_id = ?", arguments: [owner])
        return LiftKind.allCases.map { kind in
            stored.first { $0.kind == kind } ?? .standard(owner: owner, kind: kind)
        }
    }

    static func liftDefaults(owner: String, kind: LiftKind, db: any StoreDatabase) throws -> LiftDefaults {
        try LiftDefaults.fetchOneReadable(
            db, sql: "SELECT * FROM lift_defaults WHERE owner_id = ? AND kind = ? LIMIT 1", arguments: [owner, kind.rawValue])
            ?? .standard(owner: owner, kind: kind)
    }

    /// Changes a lift's defaults (numbers checked against their ranges); undoable.
    @discardableResult
    public func setLiftDefaults(owner: String, kind: LiftKind, _ change: LiftDefaultsChange) async throws -> LiftDefaults {
        let rate = try change.rateHz.map { try Quantity.liftRate.check($0, field: "rate") }
        let range = try change.minimumRangeCm.map { try Quantity.liftMinimumRange.check($0, field: "minimumRange") }
        let velocity = try change.minimumVelocity.map { try Quantity.liftMinimumVelocity.check($0, field: "minimumVelocity") }
        let tilt = try change.tiltLimitDegrees.map { try Quantity.liftTiltLimit.check($0, field: "tiltLimit") }
        let loss = try change.velocityLossTarget.map { try Quantity.liftVelocityLossTarget.check($0, field: "velocityLossTarget") }
        return try await write(owner: owner) { batch in
            let old = try Self.liftDefaults(owner: owner, kind: kind, db: batch.db)
            var defaults = old
            if let rate { defaults.rateHz = rate }
            if let unit = change.unit { defaults.unit = unit }
            if let range { defaults.minimumRangeCm = range }
            if let velocity { defaults.minimumVelocity = velocity }
            if let tilt { defaults.tiltLimitDegrees = tilt }
            if let loss { defaults.velocityLossTarget = loss }
            if let zone = change.targetZone { defaults.targetZone = zone }
            defaults.updatedAt = batch.now
            if old.isStored {
                try batch.update(defaults)
            } else {
                defaults.id = UUIDv7.make(at: batch.now)
                try batch.insert(defaults)
            }
            batch.describe("Changed the settings of \(kind.name)")
            return defaults
        }
    }
}
