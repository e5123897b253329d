import Foundation

/// Streaks that forgive. A streak counts the schedule's slots done in a row (days for a daily or
/// weekday habit, weeks for "N times a week", runs for "every N days"):
/// - the slot that holds today is still open: not done yet never breaks the streak;
/// - a rest day declared in advance neither breaks nor counts (a week whose every day is rest is
///   skipped; otherwise rest days lower a week's quota only to the days left);
/// - every `completionsPerFreeze` slots done earn a freeze, at most `maximumFreezes` banked; a
///   missed slot while a streak is running spends one automatically, keeps the streak (without
///   counting the missed slot) and is reported, so the page can say so;
/// - a missed slot with no freeze left ends the streak; the best streak stays.
public enum HabitStreaks {
    public static let completionsPerFreeze = 7
    public static let maximumFreezes = 3

    public struct Report: Equatable, Sendable {
        public var current: Int
        public var best: Int
        /// Freezes in the bank now.
        public var freezesBanked: Int
        /// Slots done towards the next freeze (0..<completionsPerFreeze).
        public var towardsNextFreeze: Int
        /// The first day of every slot a freeze covered, oldest first.
        public var frozen: [LocalDay]
        /// The frozen slots inside the current streak (what "kept by a freeze" talks about).
        public var frozenInCurrent: [LocalDay]
        /// Slots done in all.
        public var completedSlots: Int
        /// The open slot (holding today): check-ins so far and the quota.
        public var openDone: Int
        public var openQuota: Int

        public var freezesUsed: Int { frozen.count }

        public init(
            current: Int = 0, best: Int = 0, freezesBanked: Int = 0, towardsNextFreeze: Int = 0, frozen: [LocalDay] = [],
            frozenInCurrent: [LocalDay] = [], completedSlots: Int = 0, openDone: Int = 0, openQuota: Int = 0
        ) {
            self.current = current
            self.best = best
            self.freezesBanked = freezesBanked
            self.towardsNextFreeze = towardsNextFreeze
            self.frozen = frozen
            self.frozenInCurrent = frozenInCurrent
            self.completedSlots = completedSlots
            self.openDone = openDone
            self.openQuota = openQuota
        }
    }

    /// - Parameters:
    ///   - doneDays: the days the habit was done (for a measurable habit: the target reached).
    ///   - restDays: the rest days declared.
    ///   - anchor: the habit's start day; slots are counted from it (or from an earlier back-filled day).
    public static func report(
        schedule: HabitSchedule, anchor: LocalDay, weekStart: Int, today: LocalDay,
        doneDays: Set<LocalDay>, restDays: Set<LocalDay>
    ) -> Report {
        var report = Report()
        let first = min(anchor, doneDays.min() ?? anchor)
        guard first <= today else { return report }
        for slot in schedule.slots(from: first, through: today, anchor: anchor, weekStart: weekStart) {
            let days = slot.days
            let done = days.filter { doneDays.contains($0) }.count
            let available = days.filter { !restDays.contains($0) }.count
            let quota = min(slot.quota, available)
            let isOpen = slot.contains(today)
            if isOpen {
                report.openDone = done
                report.openQuota = quota
            }
            if done >= max(quota, 1) {
                report.current += 1
                report.completedSlots += 1
                report.towardsNextFreeze += 1
                if report.towardsNextFreeze == completionsPerFreeze {
                    report.towardsNextFreeze = 0
                    report.freezesBanked = min(maximumFreezes, report.freezesBanked + 1)
                }
            } else if quota == 0 || isOpen {
                continue  // a rest slot, or today's slot still open
            } else if report.current > 0 && report.freezesBanked > 0 {
                report.freezesBanked -= 1
                report.frozen.append(slot.start)
                report.frozenInCurrent.append(slot.start)
            } else {
                report.current = 0
                report.frozenInCurrent = []
            }
            report.best = max(report.best, report.current)
        }
        return report
    }

    /// Whether a rest day may be declared for `day`: today or later ("in advance"), so a rest day
    /// can never be used after the fact to mend a streak.
    public static func checkRestDay(_ day: LocalDay, today: LocalDay) throws(AlmanacError) {
        guard day >= today else {
            throw .invalid("day", "A rest day is declared in advance: \(day) has passed (today is \(today)).")
        }
        guard today.days(to: day) <= 366 else {
            throw .invalid("day", "A rest day can be declared up to a year ahead, not for \(day).")
        }
    }
}

/// Planned against done check-ins of a habit in a span of days (a week), for the weekly metrics:
/// each slot that starts in the span plans its quota (lowered by rest days as for streaks) and
/// counts the check-ins done in it, at most the quota.
public enum HabitTally {
    public static func tally(
        schedule: HabitSchedule, from first: LocalDay, through last: LocalDay, anchor: LocalDay, weekStart: Int,
        doneDays: Set<LocalDay>, restDays: Set<LocalDay>
    ) -> (planned: Int, done: Int) {
        var planned = 0
        var done = 0
        for slot in schedule.slots(from: first, through: last, anchor: anchor, weekStart: weekStart) where slot.start >= first {
            let days = slot.days
            let quota = min(slot.quota, days.filter { !restDays.contains($0) }.count)
            planned += quota
            done += min(quota, days.filter { doneDays.contains($0) }.count)
        }
        return (planned, done)
    }
}
