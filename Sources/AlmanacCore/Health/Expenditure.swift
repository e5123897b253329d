import Foundation

/// The user's real total daily expenditure, learnt from what they log and what they weigh (what
/// MacroFactor does, in the open): over the last 28 days, intake minus the change in stored
/// energy at 7,700 kcal per kg (the usual figure for body tissue lost or gained). Days without a
/// food log are left out (they count as the mean of the logged days, never as zero); each
/// morning's weigh-in less the intake eaten before it, over 7,700, falls on a line whose
/// least-squares slope is the expenditure, so water swings are noise the fit averages out.
/// While data is thin the estimate is blended with the device or formula figure, by confidence.
public struct ExpenditureEstimate: Codable, Equatable, Sendable {
    /// The figure to use: the energy balance blended with the prior by `confidence`.
    public var kcal: Double
    /// From intake and weight alone; nil with too little data.
    public var energyBalanceKcal: Double?
    /// The device or formula figure it is blended with.
    public var priorKcal: Double?
    /// 0 (prior only) to 1 (energy balance only).
    public var confidence: Double
    public var loggedDays: Int
    public var weighInDays: Int
    public var meanIntakeKcal: Double?
    /// The weight trend (kg per week, negative when losing).
    public var kgPerWeek: Double?
    /// One standard error of the energy balance (kcal a day), from the scatter of the weigh-ins
    /// about the fitted line; nil without an energy balance.
    public var uncertaintyKcal: Double? = nil

    /// Whether the ledger uses it as "burned": an energy balance from at least
    /// `Expenditure.fullConfidenceDays` days of food logs and as many days of weigh-ins.
    public var isTrusted: Bool { energyBalanceKcal != nil && confidence >= 1 }
}

public enum Expenditure {
    public static let kcalPerKg = 7700.0
    public static let windowDays = 28
    /// Days of both logs and weigh-ins at which the energy balance is trusted alone.
    public static let fullConfidenceDays = 14
    /// The least data for an energy balance at all.
    public static let minimumDays = 7

    /// The estimate for `day` from the 28 days ending with it. `intake`: kcal of each day with
    /// food logged; `weighIns`: each day's weight; `prior`: the device or formula figure.
    public static func estimate(on day: LocalDay, intake: [LocalDay: Double], weighIns: [LocalDay: Double], prior: Double?)
        -> ExpenditureEstimate?
    {
        let window = (0..<windowDays).map { day.adding(days: $0 - windowDays + 1) }
        let logged = window.compactMap { intake[$0] }.filter { $0 > 0 }
        let weights = window.enumerated().compactMap { index, d in weighIns[d].map { (Double(index), $0) } }
        var balance: Double?
        var slope: Double?
        var uncertainty: Double?
        let mean = logged.isEmpty ? nil : logged.reduce(0, +) / Double(logged.count)
        if logged.count >= minimumDays, weights.count >= minimumDays, let mean,
            let first = weights.first?.0, let last = weights.last?.0, last - first >= Double(minimumDays - 1)
        {
            // A morning's weight is the start weight plus what was eaten before it less what was
            // burned, over 7,700: take out the intake eaten (logged, or the logged mean on a day
            // without a log) and the rest falls in a straight line whose slope is the expenditure.
            var eatenBefore = [0.0]
            for d in window { eatenBefore.append(eatenBefore.last! + (intake[d].flatMap { $0 > 0 ? $0 : nil } ?? mean)) }
            let points = weights.map { ($0.0, $0.1 - eatenBefore[Int($0.0)] / kcalPerKg) }
            let n = Double(points.count)
            let meanX = points.map(\.0).reduce(0, +) / n
            let meanY = points.map(\.1).reduce(0, +) / n
            let sxx = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
            let sxy = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
            balance = -(sxy / sxx) * kcalPerKg
            // The slope's standard error: the residual scatter about the line over √sxx.
            if points.count > 2 {
                let b = sxy / sxx
                let residual = points.reduce(0) { $0 + pow($1.1 - meanY - b * ($1.0 - meanX), 2) }
                uncertainty = (residual / (n - 2) / sxx).squareRoot() * kcalPerKg
            }
            // The weight trend itself, for the page.
            let meanW = weights.map(\.1).reduce(0, +) / n
            slope = weights.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanW) } / sxx
        }
        let confidence = balance == nil ? 0 : min(1, Double(min(logged.count, weights.count)) / Double(fullConfidenceDays))
        let kcal: Double
        switch (balance, prior) {
        case (let b?, let p?): kcal = confidence * b + (1 - confidence) * p
        case (let b?, nil): kcal = b
        case (nil, let p?): kcal = p
        case (nil, nil): return nil
        }
        return ExpenditureEstimate(
            kcal: kcal, energyBalanceKcal: balance, priorKcal: prior, confidence: confidence, loggedDays: logged.count,
            weighInDays: weights.count, meanIntakeKcal: mean, kgPerWeek: slope.map { $0 * 7 },
            uncertaintyKcal: uncertainty)
    }
}
