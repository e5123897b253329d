import AlmanacCore
import AlmanacStore
import Foundation
import Testing

@testable import AlmanacCLI

/// A command the data refuses ends with one sentence, the one `almanac: …` line the CLI prints.
@Suite struct RefusalTests {
    /// Against a data folder with one user, ada (the sentence is compared whole).
    static let refusals: [(arguments: [String], sentence: String)] = [
        (["users", "create", "bob"], "Pass the password on standard input with --password-stdin."),
        (["tokens", "create", "--user", "nobody", "--name", "phone"], "There is no user named nobody."),
        (["history", "--user", "nobody"], "There is no user named nobody."),
        (["security-log", "--user", "nobody"], "There is no user named nobody."),
        (["export", "--user", "nobody"], "There is no user named nobody."),
        (["practice", "log", "--minutes", "0"], "Minutes of practice must be a whole number from 1 to 240 min; 0 was given."),
        (["weight", "add", "heavy"], "“heavy” is not a weight; write 72.4kg or 160lb."),
        (["focus", "rate", "great"], "A feeling is ecstatic, happy, meh, sad or angry, not great."),
        (["habits", "check", "Nothing"], "No habit named “Nothing”."),
        (["tasks", "list", "--list", "Nowhere"], "There is no list named Nowhere."),
        (["timelines", "list", "--timeline", "Nowhere"], "There is no timeline named Nowhere."),
        (["plan", "add", "Deep work", "09:07", "1h"], "A block starts on a quarter hour (09:00, 09:15, 09:30, 09:45)."),
        (["runbooks", "show", "Nothing"], "No runbook named “Nothing”."),
        (["pacts", "mark", "Nothing", "--kept"], "No pact “Nothing”."),
        (["journal", "show", "nothing"], "No journal entry with id nothing."),
        (["lifts", "show", "nothing"], "No session with id nothing."),
        (
            ["food", "day", "someday"],
            "“someday” is not a day; write today, yesterday or a date as YYYY-MM-DD between 0001-01-01 and 9999-12-31."
        ),
        (["health", "days", "--from", "2024-02-01", "--to", "2024-01-01"], "from comes after to."),
        (["calendars", "remove", "nothing"], "No calendar with id nothing."),
        (["week", "show", "May 4"], "“May 4” is not a date; write it as YYYY-MM-DD between 0001-01-01 and 9999-12-31."),
        (["standup", "--day", "tomorrowish"], "“tomorrowish” is not a date; write it as YYYY-MM-DD between 0001-01-01 and 9999-12-31."),
        (["restore", "/nonexistent/backup.sqlite"], "There is no backup at /nonexistent/backup.sqlite."),
        (["import", "--user", "ada", "/nonexistent/export.json"], "Cannot read /nonexistent/export.json."),
        (["prices", "saved", "--user", "nobody"], "There is no user named nobody."),
        (["copy", "--to", "mysql://ada@db/almanac"], "The database URL mysql://ada@db/almanac must start with postgres://."),
    ]

    @Test(arguments: refusals.indices)
    func aRefusedCommandEndsWithOneSentence(_ index: Int) async throws {
        let (arguments, sentence) = Self.refusals[index]
        let folder = try await DataFolder()
        let (outcome, _) = await folder.run(arguments)
        let said = try #require(outcome.refusal, "\(arguments) ended as \(outcome)")
        #expect(said == sentence, "\(arguments)")
        #expect(!said.contains("\n"))
    }

    @Test func aCopyOfAFolderWhoseServerRunsIsRefused() async throws {
        let folder = try await DataFolder()
        let lock = try #require(try ServerLock.acquire(folder: folder.url))
        let (outcome, _) = await folder.run(["copy", "--to", "postgres://ada@127.0.0.1:1/almanac"])
        #expect(
            outcome.refusal == "A server is running on \(folder.url.path); stop it first, so that nothing written after the copy is lost.")
        withExtendedLifetime(lock) {}
    }

    @Test func withTwoUsersACommandAsksWhich() async throws {
        let folder = try await DataFolder(users: ["ada", "bob"])
        let (outcome, _) = await folder.run(["habits", "list"])
        #expect(outcome.refusal == "There are 2 users; say which with --user NAME.")
        let empty = try await DataFolder(users: [])
        #expect(
            await empty.run(["practice", "list"]).outcome.refusal
                == "There are no users yet; create one with `almanac users create NAME --password-stdin`.")
    }

    @Test func theSentenceOfAnErrorIsItsMessageOnOneLine() {
        #expect(AlmanacCommandLine.sentence(AlmanacError.notFound("No list called Errands.")) == "No list called Errands.")
        struct TwoLines: LocalizedError { var errorDescription: String? { "First line\nsecond line" } }
        #expect(AlmanacCommandLine.sentence(TwoLines()) == "First line second line")
        let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Bad"))
        #expect(AlmanacCommandLine.sentence(decoding).hasPrefix("The input is not what was expected: "))
    }

    /// The executable's exit path: the sentence on stderr after "almanac: ", exit code 1, nothing on stdout;
    /// and a command line that does not parse is ArgumentParser's usage error, exit code 64.
    @Test func theExecutablePrintsTheSentenceAndExitsWithOne() async throws {
        let folder = try await DataFolder()
        let refused = try runExecutable(["history", "--user", "nobody", "--data", folder.url.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "almanac: There is no user named nobody.\n")
        #expect(refused.stdout.isEmpty)
        let unparsed = try runExecutable(["history", "--data", folder.url.path])
        #expect(unparsed.status == 64)
        #expect(unparsed.stderr.contains("Error: Missing expected argument '--user <user>'"))
        let listed = try runExecutable(["users", "list", "--data", folder.url.path])
        #expect(listed.status == 0 && listed.stdout.hasPrefix("USER"))
    }

    /// Runs the built `almanac` (beside this test bundle in .build) and waits for it.
    func runExecutable(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL, root.appendingPathComponent(".build/debug"),
        ]
        let executable = try #require(
            candidates.map { $0.appendingPathComponent("almanac") }.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "no built almanac in \(candidates.map(\.path))")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
