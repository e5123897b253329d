import Foundation

/// Habit strength: Loop Habit Tracker's score (uhabits, `Score.compute` and `ScoreList.recompute`),
/// an exponential moving average over the days since the first check-in.
///
/// For each day, with the habit's frequency `f` = repetitions / days of its schedule:
///   multiplier = 0.5 ^ (√f / 13)
///   score      = previous × multiplier + value × (1 − multiplier)
/// where `value` is how much of the schedule the last `denominator` days fulfilled:
///   min(1, check-ins in the window / numerator). For habits done less than daily, numerator and
/// denominator are doubled (Loop does this to smooth irregular weekly patterns). A daily habit done
/// 13 days in a row reaches 0.5, 26 days 0.75; one miss after a long run barely dents it. Rest days
/// are Loop's "skip": the score stays as it was. A measurable habit's check-in counts as
/// min(1, amount / target) of a check-in (Loop's target is per interval; ours is per check-in).
public enum HabitStrength {
    /// 0.5 ^ (√frequency / 13).
    public static func multiplier(frequency: Double) -> Double {
        pow(0.5, frequency.squareRoot() / 13.0)
    }

    /// One step of the moving average.
    public static func compute(frequency: Double, previous: Double, value: Double) -> Double {
        let m = multiplier(frequency: frequency)
        return previous * m + value * (1 - m)
    }

    /// The score on each day from the first check-in through `today`, oldest first.
    /// - Parameter values: a day's check-in value 0...1 (1 = done; partial for a measurable habit).
    public static func scores(
        schedule: HabitSchedule, values: [LocalDay: Double], restDays: Set<LocalDay>, today: LocalDay
    ) -> [(day: LocalDay, score: Double)] {
        guard let first = values.keys.min(), first <= today else { return [] }
        var (numerator, denominator) = schedule.frequency
        let frequency = Double(numerator) / Double(denominator)
        if frequency < 1 {
            numerator *= 2
            denominator *= 2
        }
        let length = first.days(to: today) + 1
        var window: [Double] = []
        window.reserveCapacity(length)
        var rollingSum = 0.0
        var score = 0.0
        var result: [(day: LocalDay, score: Double)] = []
        result.reserveCapacity(length)
        var day = first
        for index in 0..<length {
            let value = min(1, max(0, values[day] ?? 0))
            window.append(value)
            rollingSum += value
            if index >= denominator { rollingSum -= window[index - denominator] }
            if !restDays.contains(day) {
                let completed = min(1.0, rollingSum / Double(numerator))
                score = compute(frequency: frequency, previous: score, value: completed)
            }
            result.append((day, score))
            day = day.adding(days: 1)
        }
        return result
    }

    /// Today's score (0 before the first check-in).
    public static func score(
        schedule: HabitSchedule, values: [LocalDay: Double], restDays: Set<LocalDay>, today: LocalDay
    ) -> Double {
        scores(schedule: schedule, values: values, restDays: restDays, today: today).last?.score ?? 0
    }

    /// A score as a whole percentage, for people.
    public static func percent(_ score: Double) -> Int {
        Int((min(1, max(0, score)) * 100).rounded())
    }
}
