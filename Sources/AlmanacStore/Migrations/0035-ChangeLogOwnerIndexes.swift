import GRDB

extension Migrations {
    /// Every statement on the change log names the owner (OwnerScopeTests), so its indexes lead
    /// with `owner_id`, and each query finds its rows through one (UndoCostTests asserts the
    /// plans): a person's changes newest first (history, and the walk back to the last undoable
    /// action, which stops at the first one: its cost no longer grows with the history), a batch,
    /// the batches undone, and the batches that touched security state (none are written since
    /// 0009; an older version's are skipped by undo, and this partial index is empty otherwise).
    ///
    /// `changes_batch(batch_id)` becomes `(owner_id, batch_id)`: with only `batch_id` in it,
    /// SQLite (which has no statistics here) took the owner index for `owner_id = ? AND
    /// batch_id = ?`, since it also gives rowid order, and read the whole history for one batch.
    /// Two equalities win over one. `changes_owner_newest` may exist from a first form of 0034.
    static func changeLogOwnerIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP INDEX IF EXISTS changes_owner_newest;
                DROP INDEX changes_owner;
                DROP INDEX changes_batch;
                DROP INDEX changes_undoes;
                CREATE INDEX changes_owner_newest ON changes(owner_id);
                CREATE INDEX changes_owner_batch ON changes(owner_id, batch_id);
                CREATE INDEX changes_owner_undoes ON changes(owner_id, undoes_batch_id) WHERE undoes_batch_id IS NOT NULL;
                CREATE INDEX changes_owner_security ON changes(owner_id, batch_id)
                    WHERE entity IN ('users', 'credentials', 'api_tokens', 'persist', 'sign_in_failures', 'security_events');
                """)
    }
}
