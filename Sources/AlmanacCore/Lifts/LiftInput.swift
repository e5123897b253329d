import Foundation

/// The numbers of a set that come from outside (forms, API queries, CLI), each with its range.
extension Quantity {
    public static let liftLoad = Quantity("the load on the bar", unit: "kg", 0...1_000)
    public static let liftGoalReps = Quantity("the goal reps of a set", 1...100, isWhole: true)
    public static let liftRate = Quantity("the clip's sample rate", unit: "Hz", 1...1_000)
    public static let liftVelocityLossTarget = Quantity("the velocity-loss target", unit: "%", 1...100)
    public static let liftMinimumVelocity = Quantity("the lift's minimum velocity", unit: "m/s", 0.05...2)
    public static let liftMinimumRange = Quantity("the minimum range of a rep", unit: "cm", 1...200)
    public static let liftTiltLimit = Quantity("the tilt limit", unit: "°", 1...45)
    public static let liftTemplateSets = Quantity("sets in a template", 1...20, isWhole: true)
    public static let liftSimulatedReps = Quantity("reps of a simulated set", 1...30, isWhole: true)
    public static let liftSeed = Quantity("the simulation's seed", 0...1_000_000_000, isWhole: true)
}

extension LiftKind {
    /// A lift named on the command line, in a form or a query: its raw value or its name, any case.
    public static func parse(_ text: String?, field: String = "lift") throws(AlmanacError) -> LiftKind {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { return .squat }
        if let kind = LiftKind(rawValue: trimmed) ?? allCases.first(where: { $0.name.lowercased() == trimmed }) { return kind }
        throw .invalid(field, "The lift is one of \(allCases.map(\.rawValue).joined(separator: ", ")); “\(trimmed)” is not one.")
    }
}

extension LengthUnit {
    public static func parse(_ text: String?, field: String = "unit") throws(AlmanacError) -> LengthUnit {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { return .centimetres }
        guard let unit = LengthUnit(rawValue: trimmed) else {
            throw .invalid(field, "The unit is cm, mm or in; “\(trimmed)” is not one.")
        }
        return unit
    }
}

extension VelocityZone {
    public static func parse(_ text: String?, field: String = "zone") throws(AlmanacError) -> VelocityZone? {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let zone = VelocityZone(rawValue: trimmed) else {
            throw .invalid(field, "The zone is one of \(allCases.map(\.rawValue).joined(separator: ", ")); “\(trimmed)” is not one.")
        }
        return zone
    }
}

extension LiftStream {
    /// Sonar readings that are positions (not dropouts).
    public var usableSamples: Int { distances.reduce(0) { $0 + ($1.centimetres == nil ? 0 : 1) } }

    /// The stream, or a refusal that says why nothing in it can be analysed.
    public func requireUsable(field: String = "stream") throws(AlmanacError) -> LiftStream {
        guard usableSamples >= 2 else {
            let read = distances.count
            let reason: String
            if read == 0 {
                reason =
                    skippedLines > 0
                    ? "none of its \(skippedLines) lines is a sonar reading"
                    : "it is empty"
            } else {
                reason = "\(read - usableSamples) of its \(read) sonar readings are dropouts (0 or outside 2–400 cm)"
            }
            throw .invalid(field, "The stream has no usable samples: \(reason). Lines look like “s:123” and “a:1.5:-2”.")
        }
        return self
    }
}
