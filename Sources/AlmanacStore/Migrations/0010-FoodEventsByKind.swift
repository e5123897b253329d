import GRDB

extension Migrations {
    /// A day of food is read from its own span of the log (`food_events_owner` on occurred_at, and
    /// `food_events_refers` for the corrections and retractions of those events), never from the
    /// whole history. This index adds one kind of entry over a time range: the recorded resting
    /// energy of the 30 days before a day, and the weigh-ins nearest to it.
    static func foodEventsByKind(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX food_events_entry_kind ON food_events(owner_id, entry_kind, occurred_at)")
    }
}
