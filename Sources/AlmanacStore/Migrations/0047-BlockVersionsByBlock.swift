import GRDB

extension Migrations {
    /// A block's earlier moves found by the block (`plan_block_versions`): the Plan reads them for
    /// the blocks moved in the days it shows. Without it SQLite walked every version the person
    /// ever recorded (through `plan_block_versions_owner_day`) to find them.
    static func blockVersionsByBlock(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX plan_block_versions_block ON plan_block_versions(owner_id, block_id)")
    }
}
