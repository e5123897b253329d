import AlmanacBench
import AlmanacStore
import ArgumentParser
import Foundation

@testable import AlmanacCLI

/// The `almanac` root command as the executable builds it (Sources/almanac/Almanac.swift).
struct Root: AsyncParsableCommand {
    static let configuration = AlmanacCommandLine.configuration(bench: BenchCommand.self)
}

/// A temporary data folder, with accounts made through the Store (in Europe/Berlin).
struct DataFolder {
    let url: URL
    let database: AppDatabase

    init(users: [String] = ["ada"]) async throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-cli-\(UUID().uuidString)", isDirectory: true)
        database = try AppDatabase.open(folder: url, origin: .cli)
        for name in users {
            _ = try await database.createUser(username: name, password: "correct horse", timeZone: "Europe/Berlin")
        }
    }

    /// Runs `almanac ARGUMENTS --data FOLDER` in-process: how it ended and what it printed to stdout.
    func run(_ arguments: [String]) async -> (outcome: AlmanacCommandLine.Outcome, output: String) {
        let captured = CapturedOutput()
        let outcome = await Console.$capture.withValue(captured) {
            await AlmanacCommandLine.execute(Root.self, arguments: arguments + ["--data", url.path])
        }
        return (outcome, captured.text)
    }

    /// Runs a command that must succeed, and returns what it printed.
    func output(_ arguments: [String]) async throws -> String {
        let (outcome, output) = await run(arguments)
        guard case .done = outcome else { throw Refused(arguments: arguments, outcome: "\(outcome)") }
        return output
    }

    struct Refused: Error, CustomStringConvertible {
        var arguments: [String]
        var outcome: String
        var description: String { "almanac \(arguments.joined(separator: " ")) did not succeed: \(outcome)" }
    }
}

extension AlmanacCommandLine.Outcome {
    /// The sentence of a refused run, nil for any other ending.
    var refusal: String? {
        if case .refused(let sentence) = self { sentence } else { nil }
    }
}
