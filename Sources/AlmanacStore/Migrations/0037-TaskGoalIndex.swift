import GRDB

extension Migrations {
    /// A goal's to-dos are found through an index (Week, Today and Focus show each goal's progress
    /// from them). Without it the read visited every to-do the person ever had: 121,269 steps on
    /// ten years of history, for a week's three goals. Partial, so only to-dos with a goal are in it,
    /// and no statement without a goal condition can pick it.
    static func taskGoalIndex(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX tasks_owner_goal ON tasks(owner_id, goal_id) WHERE goal_id IS NOT NULL")
    }
}
