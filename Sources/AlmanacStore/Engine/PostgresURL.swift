import AlmanacCore
import Foundation

/// Where a PostgreSQL database is:
/// `postgres://user[:password]@host[:port]/database[?schema=NAME&connections=N]` (`postgresql://`
/// too). `schema` puts Almanac's tables in that schema (created when missing), so one database can
/// hold several installations or, in the tests, one schema per test. `connections` is the most
/// connections one process opens (its pool, `PostgresStore`): 1–100, `defaultConnections` without it.
/// Connections are plain TCP without TLS for now (a local or private-network server).
public struct PostgresURL: Sendable, Equatable, CustomStringConvertible {
    public var user: String
    public var password: String?
    public var host: String
    public var port: Int
    public var database: String
    public var schema: String?
    /// The most connections the store opens at once (each open transaction holds one).
    public var connections: Int

    public static let defaultConnections = 8

    /// Parses the URL; every mistake is a `validation` error on `database` that names it.
    public init(_ text: String) throws {
        func refuse(_ problem: String) -> AlmanacError {
            .invalid("database", "The database URL \(Self.redacted(text)) \(problem).")
        }
        guard let parts = URLComponents(string: text) else {
            throw refuse("is not a URL (postgres://user@host:5432/database)")
        }
        guard let scheme = parts.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql" else {
            throw refuse("must start with postgres://")
        }
        guard let user = parts.user, !user.isEmpty else { throw refuse("names no user (postgres://user@host/database)") }
        guard let host = parts.host, !host.isEmpty else { throw refuse("names no host") }
        let port = parts.port ?? 5432
        guard (1...65535).contains(port) else { throw refuse("has port \(port), outside 1–65535") }
        let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        guard !path.isEmpty, !path.contains("/") else { throw refuse("names no database (…/database at the end)") }
        var schema: String?
        var connections = Self.defaultConnections
        for item in parts.queryItems ?? [] {
            switch item.name {
            case "schema":
                guard let value = item.value, Self.isPlainIdentifier(value) else {
                    throw refuse("has a schema that is not a plain name (letters, digits, _; at most 63)")
                }
                schema = value
            case "connections":
                guard let value = item.value.flatMap({ Int($0) }), (1...100).contains(value) else {
                    throw refuse("has connections=\(item.value ?? ""), not a whole number from 1 to 100")
                }
                connections = value
            default: throw refuse("has the unknown parameter \(item.name) (schema and connections only)")
            }
        }
        self.user = user
        self.password = parts.password
        self.host = host
        self.port = port
        self.database = path
        self.schema = schema
        self.connections = connections
    }

    /// The URL as given, without its password (for messages and logs).
    public var description: String {
        let query = (schema.map { ["schema=\($0)"] } ?? []) + (connections == Self.defaultConnections ? [] : ["connections=\(connections)"])
        return "postgres://\(user)@\(host):\(port)/\(database)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// A name that needs no quoting and cannot smuggle SQL: `[A-Za-z_][A-Za-z0-9_]*`, 63 bytes at most.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.utf8.count <= 63 else { return false }
        let letters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
        let rest = letters.union(CharacterSet(charactersIn: "0123456789"))
        return letters.contains(first) && name.unicodeScalars.allSatisfy { rest.contains($0) }
    }

    private static func redacted(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@"), let schemeEnd = text.range(of: "://"),
            let colon = text[schemeEnd.upperBound..<at].firstIndex(of: ":")
        else { return text }
        return text[..<colon] + ":…" + text[at...]
    }
}
