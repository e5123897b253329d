import GRDB

extension Migrations {
    /// Lifts: the user's default settings per lift (the clip's sample rate and unit, the minimum
    /// range of a rep, the minimum velocity of a 1RM, the tilt limit, the velocity-loss target and
    /// the target zone). A lift without a row uses the built-in defaults.
    static func liftDefaults(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE lift_defaults (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('squat', 'bench', 'press', 'deadlift', 'clean', 'other')),
                    rate_hz REAL NOT NULL CHECK (rate_hz >= 1 AND rate_hz <= 1000),
                    unit TEXT NOT NULL CHECK (unit IN ('cm', 'mm', 'in')),
                    minimum_range_cm REAL NOT NULL CHECK (minimum_range_cm >= 1 AND minimum_range_cm <= 200),
                    minimum_velocity REAL NOT NULL CHECK (minimum_velocity >= 0.05 AND minimum_velocity <= 2),
                    tilt_limit_degrees REAL NOT NULL CHECK (tilt_limit_degrees >= 1 AND tilt_limit_degrees <= 45),
                    velocity_loss_target REAL NOT NULL CHECK (velocity_loss_target >= 1 AND velocity_loss_target <= 100),
                    target_zone TEXT,
                    updated_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX lift_defaults_owner_kind ON lift_defaults(owner_id, kind);
                """)
    }
}
