import Foundation

/// The one test clock: tests hold it, move it by hand, or let it tick forward by `step` at every
/// reading so that each action gets its own time. Pass `{ clock.now }` wherever a clock is injected.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private let step: TimeInterval

    /// Starts at `start` (Monday 4 May 2026, 10:00 in Berlin unless told) and, with a `step`,
    /// moves forward by it before each reading.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_777_881_600), step: TimeInterval = 0) {
        current = start
        self.step = step
    }

    public var now: Date {
        lock.withLock {
            current = current.addingTimeInterval(step)
            return current
        }
    }

    public func advance(_ seconds: TimeInterval) { lock.withLock { current = current.addingTimeInterval(seconds) } }
    public func set(_ date: Date) { lock.withLock { current = date } }
}
