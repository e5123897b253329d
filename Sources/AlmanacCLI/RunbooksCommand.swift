import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac runbooks`: list runbooks, add one from a template, show one as Markdown, keep a use.
struct RunbooksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runbooks", abstract: "Steps written ahead for hard moments: a notebook for your own plans, not care.",
        subcommands: [List.self, Add.self, Show.self, Use.self])

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Your runbooks and their steps.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let details = try await database.runbookDetails(owner: owner.id)
            if json { return try printJSON(details.map(RunbooksJSON.Runbook.init)) }
            if details.isEmpty {
                print(
                    "No runbooks yet. Start from a template: almanac runbooks add --template \(RunbookTemplate.all.map(\.key).joined(separator: "|"))"
                )
            }
            for detail in details { print("\(detail.runbook.name) — \(detail.steps.count) steps") }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a runbook from a template, or an empty one by name.")
        @OptionGroup var account: AccountOptions
        @Option(help: "anxiety, procrastination, negative-thoughts or safety-plan.") var template: String?
        @Argument(help: "The name of a new empty runbook (without --template).") var name: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let runbook =
                if let template { try await database.addRunbook(owner: owner.id, template: template) } else {
                    try await database.addRunbook(owner: owner.id, name: name ?? "", warningSigns: "")
                }
            let detail = try await database.runbookPage(owner: owner.id, id: runbook.id).detail
            if json { return try printJSON(RunbooksJSON.Runbook(detail)) }
            print("Added “\(runbook.name)” with \(detail.steps.count) steps.")
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Print a runbook as Markdown, with your contacts and emergency number.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The runbook's name or id.") var runbook: String

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.runbook(owner: owner.id, named: runbook)
            let page = try await database.runbookPage(owner: owner.id, id: found.id)
            print(page.detail.markdown(contacts: page.contacts, emergencyNumber: page.emergencyNumber), terminator: "")
        }
    }

    struct Use: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "use", abstract: "Keep a use of a runbook: how you felt before and after, and the steps you did.",
            discussion:
                "Feelings: 1 angry, 2 sad, 3 meh, 4 happy, 5 ecstatic (or the word). Example: almanac runbooks use \"When I'm anxious\" --before 2 --after 3"
        )
        @OptionGroup var account: AccountOptions
        @Argument(help: "The runbook's name or id.") var runbook: String
        @Option(help: "How you felt before (1–5 or a word).") var before: String?
        @Option(help: "How you felt after (1–5 or a word).") var after: String?
        @Option(help: "The numbers of the steps you did, e.g. 1,2,4 (default: none).") var done: String?
        @Flag(help: "Print the use as JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.runbook(owner: owner.id, named: runbook)
            let steps = try await database.runbookPage(owner: owner.id, id: found.id).detail.steps
            var ids: [String] = []
            for part in (done ?? "").split(separator: ",") {
                let text = part.trimmingCharacters(in: .whitespaces)
                guard let number = Int(text), steps.indices.contains(number - 1) else {
                    throw AlmanacError.invalid(
                        "done", "“\(text.prefix(20))” is not a step number of “\(found.name)” (1 to \(steps.count)).")
                }
                ids.append(steps[number - 1].id)
            }
            let use = try await database.recordRunbookUse(
                owner: owner.id, runbookId: found.id,
                RunbookUseInput(
                    before: try Feeling.parse(before, field: "before"), after: try Feeling.parse(after, field: "after"), stepsDone: ids))
            if json { return try printJSON(RunbooksJSON.Use(use)) }
            let feelings = [use.before.map { "before: \($0.rawValue)" }, use.after.map { "after: \($0.rawValue)" }].compactMap { $0 }
            print("Kept a use of “\(found.name)”\(feelings.isEmpty ? "" : " (\(feelings.joined(separator: ", ")))").")
        }
    }
}
