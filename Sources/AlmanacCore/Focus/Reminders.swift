import Foundation

/// When the server may nudge the user, and how patient it is.
public struct ReminderSettings: Equatable, Codable, Sendable {
    public var activeHours: ActiveHours
    public var quietHours: QuietHours?
    /// An ended intention not rated or reviewed after this long gets a reminder.
    public var reviewAfter: TimeInterval = 10 * 60
    /// Inside active hours, this long without an intention gets a reminder.
    public var idleAfter: TimeInterval = 90 * 60
    /// At most one reminder in this stretch.
    public var minimumGap: TimeInterval = 30 * 60
    /// Intentions that ended longer ago than this are not worth a review reminder any more.
    public var reviewWindow: TimeInterval = 12 * 3600

    public init(activeHours: ActiveHours = .standard, quietHours: QuietHours? = nil) {
        self.activeHours = activeHours
        self.quietHours = quietHours
    }
}

public struct Reminder: Equatable, Codable, Sendable {
    public enum Kind: Equatable, Codable, Sendable {
        /// An intention ended and has not been rated or reviewed.
        case reviewIntention(id: String)
        /// No intention for a while inside active hours.
        case startIntention
        /// A planned block (a timebox) starts now.
        case startBlock(id: String)
    }

    public var kind: Kind
    public var message: String
    /// When it became due (it is sent at `now`, possibly later because of quiet hours or the gap).
    public var dueSince: Date
}

/// A planned block as the reminders see it: its id, its title and when it runs.
public struct PlannedStart: Equatable, Sendable {
    public var id: String
    public var title: String
    public var interval: DateInterval
    /// "09:00–09:45", as the plan shows it.
    public var timeText: String

    public init(id: String, title: String, interval: DateInterval, timeText: String) {
        self.id = id
        self.title = title
        self.interval = interval
        self.timeText = timeText
    }
}

public enum Reminders {
    /// How long after a block's start its reminder may still be sent (the service looks twice a
    /// minute; a server that was down at the start catches up within this).
    public static let blockWindow: TimeInterval = 10 * 60

    /// The reminder that a block starts, at `now`, if any: the earliest block that started within
    /// `blockWindow`, when no intention runs and none was started for it, and no reminder was
    /// sent since it started. Never during quiet hours; the 30-minute gap between reminders does
    /// not hold it back (a block's time is now, or it has passed).
    public static func blockStarting(
        at now: Date, blocks: [PlannedStart], quietHours: QuietHours?, timeZone: TimeZone, lastReminderAt: Date?,
        recentIntentions: [Intention]
    ) -> Reminder? {
        if let quiet = quietHours, quiet.contains(now, in: timeZone) { return nil }
        let running = recentIntentions.contains { intention in
            var settled = intention
            settled.settle(at: now)
            return settled.state == .running
        }
        guard !running else { return nil }
        let started = Set(recentIntentions.compactMap(\.blockId))
        let due = blocks.filter { block in
            let start = block.interval.start
            return start <= now && now < start.addingTimeInterval(blockWindow) && now < block.interval.end
                && !started.contains(block.id) && (lastReminderAt.map { $0 < start } ?? true)
        }
        guard let block = due.min(by: { ($0.interval.start, $0.id) < ($1.interval.start, $1.id) }) else { return nil }
        return Reminder(
            kind: .startBlock(id: block.id), message: "“\(block.title)” starts now (\(block.timeText)). Start it from Today or Focus.",
            dueSince: block.interval.start)
    }

    /// The reminder to send at `now`, if any. The review reminder comes first; each one is sent
    /// once (a reminder sent after it became due counts as sent); never during quiet hours; never
    /// within `minimumGap` of the last reminder. The idle clock starts at the latest of: the start
    /// of today's active hours, the end of the last intention, the last reminder — so an idle user
    /// hears it once every 90 minutes, not every 30.
    public static func due(
        at now: Date, settings: ReminderSettings, timeZone: TimeZone, dayStartHour: Int, lastReminderAt: Date?,
        recentIntentions: [Intention]
    ) -> Reminder? {
        if let quiet = settings.quietHours, quiet.contains(now, in: timeZone) { return nil }
        if let last = lastReminderAt, now.timeIntervalSince(last) < settings.minimumGap { return nil }
        let intentions = recentIntentions.map { intention in
            var settled = intention
            settled.settle(at: now)
            return settled
        }
        func notSentSince(_ dueAt: Date) -> Bool { lastReminderAt.map { $0 < dueAt } ?? true }

        let reviewable = intentions.filter { intention in
            guard intention.state.isCompleted, !intention.isReviewed, let ended = intention.endedAt else { return false }
            let dueAt = ended.addingTimeInterval(settings.reviewAfter)
            return dueAt <= now && now.timeIntervalSince(ended) <= settings.reviewWindow && notSentSince(dueAt)
        }
        if let latest = reviewable.max(by: { $0.endedAt! < $1.endedAt! }) {
            return Reminder(
                kind: .reviewIntention(id: latest.id),
                message: "“\(latest.what)” has ended. How did it feel, and what went well?",
                dueSince: latest.endedAt!.addingTimeInterval(settings.reviewAfter))
        }

        guard !intentions.contains(where: { $0.state == .running }) else { return nil }
        let today = LocalDay(containing: now, in: timeZone, dayStartHour: dayStartHour)
        guard let window = settings.activeHours.window(on: today, timeZone: timeZone, dayStartHour: dayStartHour),
            window.contains(now), now < window.end
        else { return nil }
        let lastActivity = intentions.compactMap { $0.endedAt ?? $0.startedAt }.filter { $0 <= now }.max()
        let idleSince = [window.start, lastActivity, lastReminderAt].compactMap { $0 }.max()!
        let dueAt = idleSince.addingTimeInterval(settings.idleAfter)
        guard dueAt <= now else { return nil }
        let minutes = NumberText.clampedInt((now.timeIntervalSince(idleSince) / 60).rounded(.down))
        return Reminder(
            kind: .startIntention,
            message: "No intention for \(minutes) minutes. What is the one thing to do next?",
            dueSince: dueAt)
    }
}
