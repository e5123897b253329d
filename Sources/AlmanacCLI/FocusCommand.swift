import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// The user a command acts for: `--user NAME`, or the only user there is.
/// "45m", "45", "1h", "1h30m", "90min" → minutes, checked as `Quantity.intentionMinutes`.
func parseMinutes(_ text: String) throws -> Int {
    let lower = text.lowercased().replacingOccurrences(of: " ", with: "")
    if let plain = Int(lower) { return try Quantity.intentionMinutes.check(plain, field: "duration") }
    var total = 0
    var number = ""
    var rest = Substring(lower)
    while let character = rest.first {
        if character.isNumber {
            number.append(character)
            rest = rest.dropFirst()
        } else if rest.hasPrefix("h") {
            guard let value = Int(number), value <= 24 else { break }
            total += value * 60
            number = ""
            rest = rest.dropFirst(rest.hasPrefix("hours") ? 5 : rest.hasPrefix("hour") ? 4 : 1)
        } else if rest.hasPrefix("m") {
            guard let value = Int(number), value <= 24 * 60 else { break }
            total += value
            number = ""
            rest = rest.dropFirst(rest.hasPrefix("minutes") ? 7 : rest.hasPrefix("min") ? 3 : 1)
        } else {
            break
        }
    }
    guard rest.isEmpty, number.isEmpty, total > 0 else {
        throw AlmanacError.invalid("duration", "\"\(text)\" is not a duration; write 25m, 45, 1h or 1h30m.")
    }
    return try Quantity.intentionMinutes.check(total, field: "duration")
}

struct FocusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "focus", abstract: "The intention log: start, check, end and rate intentions.",
        subcommands: [Start.self, Status.self, End.self, Rate.self], defaultSubcommand: Start.self)

    struct Start: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Set and start an intention, e.g. almanac focus start \"Write report\" 45m --area Career, or on a to-do: almanac focus --task ID [45m]."
        )
        @OptionGroup var account: AccountOptions
        @Argument(help: "What you will do (with --task: the to-do's title).") var what: String?
        @Argument(help: "How long: 25m, 45, 1h, 1h30m.") var duration: String?
        @Option(help: "The area of focus, by name.") var area: String?
        @Option(help: "Focus on this to-do (its id): its title, goal and area, as “Focus on this” on the web.") var task: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            var areaId: String?
            if let area { areaId = try await resolveArea(area, owner: owner.id, in: database).id }
            var what = what ?? ""
            // On a to-do without a length: its estimate (else 25 minutes).
            var duration = duration ?? (task == nil ? "25m" : nil)
            if task != nil, self.duration == nil, !what.isEmpty, (try? parseMinutes(what)) != nil {
                // `almanac focus --task ID 45m`: the one argument is the length.
                duration = what
                what = ""
            }
            guard task != nil || !what.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AlmanacError.invalid("what", "Say what you will do, or focus on a to-do with --task ID.")
            }
            let intention = try await database.startIntention(
                owner: owner.id, what: what, plannedMinutes: try duration.map { try parseMinutes($0) }, areaId: areaId, taskId: task)
            if json { return try printJSON(intention) }
            print(
                "Started “\(intention.what)” for \(intention.plannedMinutes) minutes, until \(WallClockTime.of(intention.endsAt, in: owner.preferences.zone))."
            )
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The running intention and its time left.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let running = try await database.runningIntention(owner: owner.id)
            if json { return try printJSON(FocusJSON.Current(running: running, now: database.now())) }
            guard let running else {
                if let latest = try await database.latestIntention(owner: owner.id) {
                    print(
                        "No intention running. The last one: “\(latest.what)” (\(latest.state.rawValue)\(latest.feeling.map { ", felt \($0.rawValue)" } ?? ""))."
                    )
                } else {
                    print("No intention running. Start one with: almanac focus start \"What\" 25m")
                }
                return
            }
            let left = NumberText.clampedInt(running.remaining(at: database.now()).rounded(.down))
            print(
                "“\(running.what)”: \(left / 60):\(String(format: "%02d", left % 60)) left, until \(WallClockTime.of(running.endsAt, in: owner.preferences.zone))."
            )
        }
    }

    struct End: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "End the running intention now.")
        @OptionGroup var account: AccountOptions

        func run() async throws {
            let (database, owner) = try await account.open()
            guard let running = try await database.runningIntention(owner: owner.id) else {
                throw AlmanacError.conflict("No intention is running.")
            }
            let ended = try await database.endIntention(owner: owner.id, id: running.id)
            let worked = NumberText.clampedInt((ended.endedAt ?? ended.endsAt).timeIntervalSince(ended.startedAt) / 60)
            print("Ended “\(ended.what)” after \(worked) minutes. Rate it in 5 seconds: almanac focus rate happy")
        }
    }

    struct Rate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rate how the last intention felt: ecstatic, happy, meh, sad or angry.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "ecstatic, happy, meh, sad or angry.") var feeling: String

        func run() async throws {
            guard let parsed = Feeling(rawValue: feeling.lowercased()) else {
                throw AlmanacError.invalid("feeling", "A feeling is ecstatic, happy, meh, sad or angry, not \(feeling).")
            }
            let (database, owner) = try await account.open()
            guard let latest = try await database.latestIntention(owner: owner.id) else {
                throw AlmanacError.conflict("There is no intention to rate yet.")
            }
            let rated = try await database.rateIntention(owner: owner.id, id: latest.id, feeling: parsed)
            print("“\(rated.what)” felt \(parsed.rawValue).")
        }
    }
}
