import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac practice`: log a meditation or breathing session, list the latest.
struct PracticeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "practice", abstract: "Meditation or breathing practice: sessions and a quiet weekly total.",
        subcommands: [Log.self, List.self])

    struct Log: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "log", abstract: "Log a session that just ended.",
            discussion: "Example: almanac practice log --minutes 10 --note \"Calm\"")
        @OptionGroup var account: AccountOptions
        @Option(help: "Its minutes (1–240).") var minutes: Int
        @Option(help: "A note (optional).") var note: String?
        @Option(help: "How you feel now: 1 (angry) … 5 (ecstatic), or its name (optional).") var feeling: String?
        @Option(help: "A habit's id to check in on the session's day (optional; `almanac habits list --json`).") var habit: String?

        func run() async throws {
            let (database, owner) = try await account.open()
            let session = try await database.logPractice(
                owner: owner.id, minutes: minutes, note: note, feeling: try Feeling.parse(feeling, field: "feeling"), habitId: habit)
            let week = try await database.practicePage(owner: owner.id).total
            print("Logged \(session.minutes) min of practice. This week: \(week.minutes) min in \(week.sessions) sessions.")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "The latest sessions.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let sessions = try await database.practiceSessions(owner: owner.id)
            if json { return try printJSON(sessions.map(PracticeJSON.init)) }  // as `GET /practice-sessions` gives them
            if sessions.isEmpty { print("No sessions yet.") }
            for session in sessions {
                print(
                    "\(Timestamp.text(session.startedAt)) \(session.minutes) min\(session.feeling.map { " · \($0.rawValue)" } ?? "")\(session.note.map { " · \($0)" } ?? "")"
                )
            }
        }
    }
}
