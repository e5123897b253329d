import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// `--data DIR`, shared by every command; `ALMANAC_DATA` or `./almanac-data` by default.
public struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The data folder (env ALMANAC_DATA).", valueName: "DIR"))
    public var data: String?

    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "A PostgreSQL database instead of the data folder's SQLite file, postgres://user[:password]@host[:port]/database[?schema=NAME] (env ALMANAC_DATABASE_URL); photos stay in the data folder.",
            valueName: "URL"))
    public var databaseURL: String?

    public init() {}

    public var folder: URL {
        let path = data ?? ProcessInfo.processInfo.environment["ALMANAC_DATA"] ?? "almanac-data"
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The PostgreSQL database named by `--database` or `ALMANAC_DATABASE_URL`; nil for SQLite.
    public func postgres() throws -> PostgresURL? {
        guard let text = databaseURL ?? ProcessInfo.processInfo.environment["ALMANAC_DATABASE_URL"], !text.isEmpty else { return nil }
        do {
            return try PostgresURL(text)
        } catch let error as AlmanacError {
            throw ValidationError(error.message)
        }
    }

    /// Where the data is, as the server's first line and the CLI's errors say it.
    public func place() throws -> String {
        try postgres().map { "database \($0)" } ?? "data in \(folder.path)"
    }

    /// The database (PostgreSQL with `--database`, else the data folder's SQLite file), recording
    /// `origin` (the CLI by default) with its changes.
    public func database(origin: ChangeOrigin = .cli) async throws -> AppDatabase {
        if let url = try postgres() { return try await AppDatabase.open(postgres: url, folder: folder, origin: origin) }
        return try AppDatabase.open(folder: folder, origin: origin)
    }
}

/// The data and the account a command acts for: `--data`/`--database` and `--user` (the only
/// user when there is one).
struct AccountOptions: ParsableArguments {
    @OptionGroup var data: DataOptions
    @Option(help: "The user (default: the only user).") var user: String?

    /// The database and the account, or a sentence naming what is missing.
    func open() async throws -> (AppDatabase, User) {
        let database = try await data.database()
        return (database, try await resolveUser(user, in: database))
    }
}

/// The user a command acts for: `--user NAME`, or the only user when there is just one.
func resolveUser(_ name: String?, in database: AppDatabase) async throws -> User {
    if let name { return try await database.user(named: name) }
    let users = try await database.users()
    guard users.count == 1 else {
        throw AlmanacError.invalid(
            "user",
            users.isEmpty
                ? "There are no users yet; create one with `almanac users create NAME --password-stdin`."
                : "There are \(users.count) users; say which with --user NAME.")
    }
    return users[0]
}

/// Writes `value` as JSON (sorted keys) to stdout.
public func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder.almanac
    encoder.outputFormatting.insert(.prettyPrinted)
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

/// Prints rows as an aligned table.
public func printTable(_ header: [String], _ rows: [[String]]) {
    let widths = header.indices.map { column in
        ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            // Padded by characters, not UTF-16 units (`padding(toLength:)` cuts an emoji-bearing cell short).
            index == cells.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[index] - cell.count))
        }.joined(separator: "  ")
    }
    print(line(header))
    for row in rows { print(line(row)) }
}

/// The standard output of the commands of this target: stdout, or a test's `CapturedOutput`.
/// (`print` below stands in for Swift's in this target, so a command's output can be read in-process.)
enum Console {
    @TaskLocal static var capture: CapturedOutput?
}

/// What commands printed while `Console.capture` was set.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var text: String { lock.withLock { buffer } }

    func append(_ text: String) { lock.withLock { buffer += text } }
}

/// Swift's `print`, to `Console.capture` when a test set one.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator) + terminator
    if let capture = Console.capture {
        capture.append(text)
    } else {
        Swift.print(text, terminator: "")
    }
}
