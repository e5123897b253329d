import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users", abstract: "Create and list accounts.", subcommands: [Create.self, ListUsers.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "create", abstract: "Create an account.")
        @OptionGroup var data: DataOptions
        @Argument(help: "The user name.") var name: String
        @Flag(help: "Read the password from the first line of standard input.") var passwordStdin = false
        @Option(help: "The display name (default: the user name).") var displayName: String?
        @Option(help: "IANA time zone (default: this machine's).") var timeZone: String?

        func run() async throws {
            guard passwordStdin else {
                throw AlmanacError.invalid("password", "Pass the password on standard input with --password-stdin.")
            }
            let password = (readLine(strippingNewline: true) ?? "")
            let user = try await data.database().createUser(
                username: name, password: password, displayName: displayName, timeZone: timeZone ?? TimeZone.current.identifier)
            print("Created \(user.username) (\(user.id)).")
        }
    }

    struct ListUsers: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the accounts.")
        @OptionGroup var data: DataOptions
        @Flag(help: "Print JSON.") var json = false

        struct Row: Encodable {
            var id: String
            var username: String
            var displayName: String
            var timeZone: String
            var createdAt: Date
        }

        func run() async throws {
            let users = try await data.database().users()
            if json {
                try printJSON(
                    users.map {
                        Row(id: $0.id, username: $0.username, displayName: $0.displayName, timeZone: $0.timeZone, createdAt: $0.createdAt)
                    })
            } else if users.isEmpty {
                print("No users yet. Create one with: almanac users create NAME --password-stdin")
            } else {
                printTable(["USER", "NAME", "TIME ZONE", "ID"], users.map { [$0.username, $0.displayName, $0.timeZone, $0.id] })
            }
        }
    }
}

struct TokensCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tokens", abstract: "API tokens.", subcommands: [Create.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create", abstract: "Create an API token and print it (only this once).")
        @OptionGroup var data: DataOptions
        @Option(help: "The user the token acts as.") var user: String
        @Option(help: "A label for the token.") var name: String

        func run() async throws {
            let database = try await data.database()
            let owner = try await database.user(named: user)
            let created = try await database.createToken(owner: owner.id, name: name)
            print(created.secret)
        }
    }
}

struct SecurityLogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "security-log",
        abstract: "A user's security log, newest first: sign-ins, sign-outs, tokens, password and settings changes.")
    @OptionGroup var data: DataOptions
    @Option(help: "The user.") var user: String
    @Option(help: "How many entries (as the API: 200 unless said).") var limit = 200
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        let database = try await data.database()
        let owner = try await database.user(named: user)
        let events = try await database.securityLog(owner: owner.id, limit: max(1, min(limit, AppDatabase.securityLogLength)))
        if json {
            try printJSON(events.map(SecurityEventJSON.init))
        } else if events.isEmpty {
            print("No security events yet.")
        } else {
            printTable(
                ["WHEN", "WHAT", "ADDRESS", "CLIENT"],
                events.map { event in
                    [
                        Timestamp.text(event.at), event.detail.map { "\(event.kind.text): \($0)" } ?? event.kind.text, event.address,
                        event.client,
                    ]
                })
        }
    }
}
