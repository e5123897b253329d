import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac pacts`: list pacts, make one, mark a day kept or broken.
struct PactsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pacts", abstract: "Effort, price and identity pacts: decided ahead, loosened only after the delay you chose.",
        subcommands: [List.self, Add.self, Mark.self])

    /// The pact with this id, or these words (ignoring case).
    static func find(_ name: String, in pacts: [Pact]) throws -> Pact {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard let pact = pacts.first(where: { $0.id == trimmed || $0.terms.text.caseInsensitiveCompare(trimmed) == .orderedSame }) else {
            throw AlmanacError.notFound("No pact “\(trimmed.prefix(100))”.")
        }
        return pact
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Your pacts as they stand now.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let pacts = try await database.pacts(owner: owner.id)
            if json { return try printJSON(pacts.map(PactsJSON.Pact.init)) }
            if pacts.isEmpty { print("No pacts yet. Make one: almanac pacts add --kind effort \"No phone in the bedroom\"") }
            for pact in pacts {
                let price = pact.terms.amount.map { " — \($0): \(pact.terms.consequence ?? "")" } ?? ""
                let waits = pact.pending.map { " (a change waits until \(Timestamp.text($0.effectiveAt)))" } ?? ""
                let link = pact.terms.link.map { " [\($0.description)]" } ?? ""
                let referee = pact.terms.referee.map { " referee \($0)" } ?? ""
                print("\(pact.kind.rawValue): \(pact.terms.text)\(price)\(link)\(referee)\(waits)")
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Make a pact.",
            discussion:
                "Example: almanac pacts add --kind price --amount 20 --consequence \"I give it to Sam\" \"No social media before noon\"")
        @OptionGroup var account: AccountOptions
        @Option(help: "effort, price or identity.") var kind: String = "effort"
        @Option(help: "A price pact's amount.") var amount: String?
        @Option(help: "What happens with a price pact's amount.") var consequence: String?
        @Option(help: "Hours a loosening or deletion waits (1–2160).") var delayHours: Int = PactRules.standardDelayHours
        @Option(help: "Attach it to goal:ID, habit:ID or block:ID (ids from `almanac week`, `habits list --json`, `plan`).")
        var link: String?
        @Option(help: "A referee's e-mail address, shown on the pact (Almanac sends no mail).") var referee: String?
        @Argument(help: "The pact's words.") var text: String
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            guard let kind = PactKind(rawValue: kind) else {
                throw AlmanacError.invalid("kind", "A pact's kind is effort, price or identity.")
            }
            let pact = try await database.addPact(
                owner: owner.id, kind: kind,
                terms: PactTerms(
                    text: text, amount: try PactRules.parseAmount(amount), consequence: consequence, link: try PactRules.link(link),
                    referee: referee),
                delayHours: delayHours)
            if json { return try printJSON(PactsJSON.Pact(pact)) }
            print("Made the pact “\(pact.terms.text)”; loosening it waits \(pact.delayHours) h.")
        }
    }

    struct Mark: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mark", abstract: "Mark a day of a pact kept or broken.",
            discussion:
                "Example: almanac pacts mark \"No phone in the bedroom\" --broken --reason \"late call\" --day yesterday\nThis writes the mark only; the webhook on a broken day is sent by the server (the page and the API)."
        )
        @OptionGroup var account: AccountOptions
        @Argument(help: "The pact's words or id.") var pact: String
        @Flag(help: "The day was kept.") var kept = false
        @Flag(help: "The day was broken.") var broken = false
        @Option(help: "today (default), yesterday or YYYY-MM-DD.") var day: String?
        @Option(help: "Why (optional).") var reason: String?

        func run() async throws {
            guard kept != broken else { throw AlmanacError.invalid("kept", "Say --kept or --broken.") }
            let (database, owner) = try await account.open()
            let found = try PactsCommand.find(pact, in: try await database.pacts(owner: owner.id))
            let today = owner.preferences.today(at: database.now())
            let mark = try await database.markPact(
                owner: owner.id, id: found.id, day: try DayReference.parse(day, today: today), kept: kept, reason: reason)
            print("“\(found.terms.text)” on \(mark.day): \(mark.kept ? "kept" : "broken").")
        }
    }
}
