import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// `almanac plan`: the day's blocks (timeboxes): show a day, add a block, start one.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Timeboxes: the blocks of a day, each tied to a goal or an area.",
        subcommands: [Today.self, Add.self, Start.self])

    /// A block as the CLI prints it with --json.
    struct Row: Encodable {
        var id: String
        var day: String
        var start: String
        var end: String
        var minutes: Int
        var title: String
        var goal: String?
        var area: String?
        var actualMinutes: Int

        init(_ planned: PlannedBlock, now: Date) {
            id = planned.block.id
            day = planned.block.day
            start = TimeBlockRules.clock(planned.block.startMinute)
            end = TimeBlockRules.clock(planned.block.endMinute)
            minutes = planned.block.minutes
            title = planned.block.title
            goal = planned.goal?.title
            area = planned.area?.name
            actualMinutes = planned.actualMinutes(at: now)
        }
    }

    struct Today: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "today", abstract: "The day's blocks with what ran in them, and the load against the day's capacity.")
        @OptionGroup var data: DataOptions
        @Option(help: "The user (default: the only user).") var user: String?
        @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let database = try data.database()
            let owner = try await resolveUser(user, in: database)
            let today = try await database.planPage(owner: owner.id, day: nil).today
            let page = try await database.planPage(owner: owner.id, day: try DayReference.parse(day, today: today))
            let blocks = page.blocks(on: page.day)
            if json { return try printJSON(blocks.map { Row($0, now: page.now) }) }
            let load = page.load(on: page.day)
            print(
                "\(page.day.weekdayName) \(page.day): \(blocks.count) blocks, \(load.plannedMinutes) of \(load.capacityMinutes) min planned"
            )
            if load.overcommittedMinutes > 0 { print("Over capacity by \(load.overcommittedMinutes) min.") }
            for planned in blocks {
                let link = planned.goal.map { "goal: \($0.title)" } ?? planned.area.map { "area: \($0.name)" } ?? ""
                let ran = planned.intentions.isEmpty ? "" : " · ran \(planned.actualMinutes(at: page.now)) min"
                print("\(planned.block.timeText)  \(planned.block.title)  (\(link))\(ran)  [\(planned.block.id)]")
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Plan a block.",
            discussion: """
                The start is on a quarter hour; the length 15m to 8h. A goal (of the day's week) or an area is required.
                Example: almanac plan add "Write report" 09:00 45m --goal "Quarterly report"
                """)
        @OptionGroup var data: DataOptions
        @Option(help: "The user (default: the only user).") var user: String?
        @Argument(help: "The block's title.") var title: String
        @Argument(help: "The start, HH:MM on a quarter hour.") var start: String
        @Argument(help: "The length: 45m, 1h, 1h30m.") var length: String
        @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?
        @Option(help: "A goal of that day's week, by title or id.") var goal: String?
        @Option(help: "An area of focus, by name or id.") var area: String?
        @Flag(help: "Print the block as JSON.") var json = false

        func run() async throws {
            let database = try data.database()
            let owner = try await resolveUser(user, in: database)
            let today = try await database.planPage(owner: owner.id, day: nil).today
            let day = try DayReference.parse(day, today: today)
            let week = try await database.weekPlan(owner: owner.id, containing: day)
            var goalID: String?
            var areaID: String?
            if let goal {
                let wanted = goal.trimmingCharacters(in: .whitespaces)
                guard let found = week.goals.first(where: { $0.id == wanted || $0.title.caseInsensitiveCompare(wanted) == .orderedSame })
                else { throw AlmanacError.notFound("No goal “\(wanted.prefix(100))” in the week of \(day).") }
                goalID = found.id
            }
            if let area {
                let wanted = area.trimmingCharacters(in: .whitespaces)
                guard let found = week.areas.first(where: { $0.id == wanted || $0.name.caseInsensitiveCompare(wanted) == .orderedSame })
                else { throw AlmanacError.notFound("No area named “\(wanted.prefix(100))”.") }
                areaID = found.id
            }
            let draft = TimeBlockDraft(
                title: title, day: day, start: try WallClockTime(start, field: "start"),
                minutes: try TimeBlockRules.parseMinutes(length, field: "length"), goalID: goalID, areaID: areaID)
            let block = try await database.addBlock(owner: owner.id, draft)
            let page = try await database.planPage(owner: owner.id, day: day)
            guard let planned = page.blocks.first(where: { $0.id == block.id }) else { return }
            if json { return try printJSON(Row(planned, now: page.now)) }
            print("Planned “\(block.title)” on \(block.day) \(block.timeText).")
        }
    }

    struct Start: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "start", abstract: "Start a block's intention (its title, goal and length filled in).")
        @OptionGroup var data: DataOptions
        @Option(help: "The user (default: the only user).") var user: String?
        @Argument(help: "The block's id (almanac plan today shows it).") var block: String

        func run() async throws {
            let database = try data.database()
            let owner = try await resolveUser(user, in: database)
            let intention = try await database.startBlock(owner: owner.id, id: block)
            print("Started “\(intention.what)” for \(intention.plannedMinutes) min.")
        }
    }
}
