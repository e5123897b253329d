import GRDB

extension Migrations {
    /// How the person felt after a practice session, on the intentions' five-point scale.
    static func practiceFeeling(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE practice_sessions ADD COLUMN feeling TEXT
                    CHECK (feeling IS NULL OR feeling IN ('ecstatic', 'happy', 'meh', 'sad', 'angry'));
                """)
    }
}
