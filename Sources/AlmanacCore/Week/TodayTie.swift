/// The System's rule for Today: every to-do done today serves a weekly goal or an area of focus.
///
/// The rule holds once the user keeps areas of focus; before the first area, Today is a plain
/// to-do list (someone who only uses Tasks is never asked for an area).
public enum TodayTie {
    /// The form and JSON field the error names; pages show the goal-or-area picker next to it.
    public static let field = "areaId"

    /// Refuses a to-do that lands in Today without a goal or an area. An edit that leaves an
    /// untied to-do in Today where it already was passes, so an older to-do can still be renamed.
    public static func check(
        title: String, isInToday: Bool, isTied: Bool, wasUntiedInToday: Bool = false, userKeepsAreas: Bool
    ) throws(AlmanacError) {
        guard userKeepsAreas, isInToday, !isTied, !wasUntiedInToday else { return }
        throw .invalid(field, "“\(title)” is for today, so it ties back to a weekly goal or an area of focus: pick one.")
    }
}
