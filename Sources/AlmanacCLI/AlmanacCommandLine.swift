import AlmanacCore
import ArgumentParser
import Foundation

/// The `almanac` command line: its command groups and how a run ends. The root command itself is in
/// `Sources/almanac` (the executable), which adds `bench` from AlmanacBench, a target built on this one.
public enum AlmanacCommandLine {
    /// The root command's configuration, its groups in `almanac --help`'s order with `bench` after `tasks`.
    public static func configuration(bench: any ParsableCommand.Type) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "almanac",
            abstract: "A self-hosted system to live by: web app, JSON API and CLI over one SQLite file.",
            subcommands: [
                ServeCommand.self, UsersCommand.self, TokensCommand.self, BackupCommand.self, RestoreCommand.self, CopyCommand.self,
                ExportCommand.self,
                ImportCommand.self, HistoryCommand.self, SecurityLogCommand.self,
                TasksCommand.self, bench,
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
    }

    /// How running one command line ended.
    public enum Outcome {
        /// The command ran to its end.
        case done
        /// ArgumentParser's: a command line that does not parse, a command's `validate()`, help, an exit code.
        case argumentParser(any Error)
        /// What the command refused or failed at, as the one sentence the CLI prints.
        case refused(String)
    }

    /// Parses `arguments` (the process's when nil) against `root` and runs the command.
    public static func execute(_ root: any ParsableCommand.Type, arguments: [String]? = nil) async -> Outcome {
        var command: any ParsableCommand
        do {
            command = try root.parseAsRoot(arguments)
        } catch {
            return .argumentParser(error)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            // ArgumentParser's own (help, a usage error, an exit code): it prints them and exits.
            return .argumentParser(error)
        } catch {
            return .refused(sentence(error))
        }
        return .done
    }

    /// Runs the process's command line. A command line that does not parse (or a command's `validate()`)
    /// is ArgumentParser's: its message with the usage, exit code 64. Anything the command then refuses
    /// or fails at is one sentence on stderr, "almanac: …", with exit code 1.
    public static func main(_ root: any ParsableCommand.Type) async {
        switch await execute(root) {
        case .done:
            return
        case .argumentParser(let error):
            root.exit(withError: error)
        case .refused(let sentence):
            FileHandle.standardError.write(Data("almanac: \(sentence)\n".utf8))
            Foundation.exit(1)
        }
    }

    /// An error as the one line the CLI prints.
    public static func sentence(_ error: any Error) -> String {
        switch error {
        case let error as AlmanacError: error.message
        case let error as DecodingError: "The input is not what was expected: \(error.localizedDescription)"
        default: error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}
