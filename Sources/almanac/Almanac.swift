import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// `almanac`: serve the web app and API, and manage the data from the command line.
@main
struct Almanac: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "almanac",
        abstract: "A self-hosted system to live by: web app, JSON API and CLI over one SQLite file.",
        subcommands: [
            ServeCommand.self, UsersCommand.self, TokensCommand.self, BackupCommand.self, RestoreCommand.self, ExportCommand.self,
            ImportCommand.self, HistoryCommand.self, SecurityLogCommand.self,
            TasksCommand.self, BenchCommand.self,
            PricesCommand.self,
            TimelinesCommand.self,
            FoodCommand.self, WeightCommand.self,
            WeekCommand.self, StandupCommand.self, FocusCommand.self,
            HabitsCommand.self,
            PlanCommand.self,
            LiftsCommand.self,
            JournalCommand.self,
            HealthCommand.self,
            CalendarsCommand.self,
            RunbooksCommand.self,
            PactsCommand.self,
            PracticeCommand.self,
        ]
    )

    /// Runs the command. A command line that does not parse (or a command's `validate()`) is
    /// ArgumentParser's: its message with the usage, exit code 64. Anything the command then
    /// refuses or fails at is one sentence on stderr, "almanac: …", with exit code 1.
    static func main() async {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            // ArgumentParser's own (help, a usage error, an exit code): it prints them and exits.
            exit(withError: error)
        } catch {
            FileHandle.standardError.write(Data("almanac: \(sentence(error))\n".utf8))
            Foundation.exit(1)
        }
    }

    /// An error as the one line the CLI prints.
    static func sentence(_ error: any Error) -> String {
        switch error {
        case let error as AlmanacError: error.message
        case let error as DecodingError: "The input is not what was expected: \(error.localizedDescription)"
        default: error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}

/// `--data DIR`, shared by every command; `ALMANAC_DATA` or `./almanac-data` by default.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The data folder (env ALMANAC_DATA).", valueName: "DIR"))
    var data: String?

    var folder: URL {
        let path = data ?? ProcessInfo.processInfo.environment["ALMANAC_DATA"] ?? "almanac-data"
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The database, recording CLI as the origin of its changes.
    func database() throws -> AppDatabase {
        try AppDatabase.open(folder: folder, origin: .cli)
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
func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder.almanac
    encoder.outputFormatting.insert(.prettyPrinted)
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

/// Prints rows as an aligned table.
func printTable(_ header: [String], _ rows: [[String]]) {
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
