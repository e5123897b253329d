import AlmanacStore
import Foundation
import Hummingbird
import ServiceLifecycle

/// Hummingbird's key-value storage over the `persist` table, so sessions survive a restart.
struct DatabasePersistDriver: PersistDriver {
    let database: AppDatabase

    func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        let stored = try await database.setPersistedValue(
            key: key, value: JSONEncoder().encode(value), expiresAt: expiry(expires), onlyIfNew: true)
        if !stored { throw PersistError.duplicate }
    }

    func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        _ = try await database.setPersistedValue(key: key, value: JSONEncoder().encode(value), expiresAt: expiry(expires))
    }

    func get<Object: Codable & Sendable>(key: String, as: Object.Type) async throws -> Object? {
        guard let stored = try await database.persistedValue(key: key) else { return nil }
        do {
            return try JSONDecoder().decode(Object.self, from: stored.value)
        } catch {
            throw PersistError.invalidConversion
        }
    }

    func remove(key: String) async throws {
        try await database.removePersistedValue(key: key)
    }

    func run() async throws {
        try? await gracefulShutdown()
    }

    private func expiry(_ duration: Duration?) -> Date? {
        duration.map { database.now().addingTimeInterval(TimeInterval($0.components.seconds)) }
    }
}
