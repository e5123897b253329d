import Synchronization

/// Values kept while the database's data version (`AppDatabase.dataVersion()`) is the one read
/// before they were made: any commit, by this process or another, makes them stale, so a kept
/// value is never older than the data. At most `capacity` are kept; when it is full, the values
/// of older versions go first, then all. Used for rendered pages and the look-ups every request
/// makes (token, session, user).
public final class VersionedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    public let capacity: Int
    private let values = Mutex<[Key: (version: Int64, value: Value)]>([:])

    public init(capacity: Int) { self.capacity = capacity }

    /// The value kept for `key` at `version`, if any.
    public func value(for key: Key, version: Int64) -> Value? {
        values.withLock { values in
            guard let kept = values[key], kept.version == version else { return nil }
            return kept.value
        }
    }

    /// The value kept for `key` and the version it was kept at, whatever the version now.
    public func kept(for key: Key) -> (version: Int64, value: Value)? {
        values.withLock { $0[key] }
    }

    public func keep(_ value: Value, for key: Key, version: Int64) {
        values.withLock { values in
            if values[key] == nil, values.count >= capacity { values = values.filter { $0.value.version == version } }
            if values[key] == nil, values.count >= capacity { values = [:] }
            values[key] = (version, value)
        }
    }

    public var count: Int { values.withLock { $0.count } }
}
