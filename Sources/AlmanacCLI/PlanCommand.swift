import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac plan`: the day's blocks (timeboxes): show a day, add, start, move, remove or dispose of a block.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Timeboxes: the blocks of a day, each tied to a goal or an area.",
        subcommands: [
            Today.self, Week.self, Add.self, Start.self, Move.self, Remove.self, Dispose.self, Templates.self, Template.self, Feed.self,
        ])

    struct Today: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "today", abstract: "The day's blocks with what ran in them, and the load against the day's capacity.")
        @OptionGroup var account: AccountOptions
        @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let page = try await PlanCommand.page(account: account, day: day)
            if json { return try printJSON(PlanJSON.DayPlan(page, day: page.day)) }
            PlanCommand.printDay(page, page.day)
        }
    }

    struct Week: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "week", abstract: "The blocks of the week of a day, day by day, with each day's load against its capacity.")
        @OptionGroup var account: AccountOptions
        @Option(help: "A day of the week: today, yesterday or YYYY-MM-DD (default today).") var day: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let page = try await PlanCommand.page(account: account, day: day)
            if json { return try printJSON(PlanJSON.WeekPlan(page)) }
            for day in page.days { PlanCommand.printDay(page, day) }
        }
    }

    /// The plan page of `day` (today, yesterday or YYYY-MM-DD in the person's zone; nil: today).
    static func page(account: AccountOptions, day: String?) async throws -> PlanPageData {
        let (database, owner) = try await account.open()
        let today = try await database.planPage(owner: owner.id, day: nil).today
        return try await database.planPage(owner: owner.id, day: try DayReference.parse(day, today: today))
    }

    /// A day's heading (its blocks and load) and its blocks, one a line.
    static func printDay(_ page: PlanPageData, _ day: LocalDay) {
        let blocks = page.blocks(on: day)
        let load = page.load(on: day)
        print("\(day.weekdayName) \(day): \(blocks.count) blocks, \(load.plannedMinutes) of \(load.capacityMinutes) min planned")
        if load.overcommittedMinutes > 0 { print("Over capacity by \(load.overcommittedMinutes) min.") }
        for planned in blocks {
            let link = planned.goal.map { "goal: \($0.title)" } ?? planned.area.map { "area: \($0.name)" } ?? ""
            let ran = planned.intentions.isEmpty ? "" : " · ran \(planned.actualMinutes(at: page.now)) min"
            print("\(planned.block.timeText)  \(planned.block.title)  (\(link))\(ran)  [\(planned.block.id)]")
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Plan a block.",
            discussion: """
                The start is on a quarter hour; the length 15m to 8h. A goal (of the day's week) or an area is required.
                Example: almanac plan add "Write report" 09:00 45m --goal "Quarterly report"
                """)
        @OptionGroup var account: AccountOptions
        @Argument(help: "The block's title.") var title: String
        @Argument(help: "The start, HH:MM on a quarter hour.") var start: String
        @Argument(help: "The length: 45m, 1h, 1h30m.") var length: String
        @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?
        @Option(help: "A goal of that day's week, by title or id.") var goal: String?
        @Option(help: "An area of focus, by name or id.") var area: String?
        @Flag(help: "Print the block as JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let today = try await database.planPage(owner: owner.id, day: nil).today
            let day = try DayReference.parse(day, today: today)
            let week = try await database.weekPlan(owner: owner.id, containing: day)
            var goalId: String?
            var areaId: String?
            if let goal {
                let wanted = goal.trimmingCharacters(in: .whitespaces)
                guard let found = week.goals.first(where: { $0.id == wanted || $0.title.caseInsensitiveCompare(wanted) == .orderedSame })
                else { throw AlmanacError.notFound("No goal “\(wanted.prefix(100))” in the week of \(day).") }
                goalId = found.id
            }
            if let area {
                let wanted = area.trimmingCharacters(in: .whitespaces)
                guard let found = week.areas.first(where: { $0.id == wanted || $0.name.caseInsensitiveCompare(wanted) == .orderedSame })
                else { throw AlmanacError.notFound("No area named “\(wanted.prefix(100))”.") }
                areaId = found.id
            }
            let draft = TimeBlockDraft(
                title: title, day: day, start: try WallClockTime(start, field: "start"),
                minutes: try TimeBlockRules.parseMinutes(length, field: "length"), goalId: goalId, areaId: areaId)
            let block = try await database.addBlock(owner: owner.id, draft)
            try await PlanCommand.printBlock(block, owner: owner.id, database: database, json: json) {
                "Planned “\(block.title)” on \(block.day) \(block.timeText)."
            }
        }
    }

    struct Start: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "start", abstract: "Start a block's intention (its title, goal and length filled in).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The block's id (almanac plan today shows it).") var block: String

        func run() async throws {
            let (database, owner) = try await account.open()
            let intention = try await database.startBlock(owner: owner.id, id: block)
            print("Started “\(intention.what)” for \(intention.plannedMinutes) min.")
        }
    }

    /// `almanac plan move`: another day, start or length for a block (as its Move form).
    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move", abstract: "Move or resize a block (another day, start or length).",
            discussion: """
                Once the block's day has started, the earlier plan is kept and a --reason is required.
                Example: almanac plan move BLOCK-ID --start 10:30 --length 1h --reason "a call came in"
                """)
        @OptionGroup var account: AccountOptions
        @Argument(help: "The block's id (almanac plan today shows it).") var block: String
        @Option(help: "today, yesterday or YYYY-MM-DD (default: the block's day).") var day: String?
        @Option(help: "The new start, HH:MM on a quarter hour.") var start: String?
        @Option(help: "The new length: 45m, 1h, 1h30m.") var length: String?
        @Option(help: "Why the plan changed (required once the block's day has started).") var reason: String?
        @Flag(help: "Print the block as JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let today = try await database.planPage(owner: owner.id, day: nil).today
            let moved = try await database.changeBlock(
                owner: owner.id, id: block, day: try day.map { try DayReference.parse($0, today: today) },
                start: try start.map { try WallClockTime($0, field: "start") },
                minutes: try length.map { try TimeBlockRules.parseMinutes($0, field: "length") }, reason: reason)
            try await PlanCommand.printBlock(moved, owner: owner.id, database: database, json: json) {
                "Moved “\(moved.title)” to \(moved.day) \(moved.timeText)."
            }
        }
    }

    /// `almanac plan remove`: drops a block from the plan (refused once an intention ran for it).
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a block from the plan (once its day has started, with a --reason).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The block's id (almanac plan today shows it).") var block: String
        @Option(help: "Why the plan changed (required once the block's day has started).") var reason: String?

        func run() async throws {
            let (database, owner) = try await account.open()
            let removed = try await database.deleteBlock(owner: owner.id, id: block, reason: reason)
            print("Removed “\(removed.title)” from the plan of \(removed.day).")
        }
    }

    /// `almanac plan dispose`: what became of a block whose time passed without an intention.
    struct Dispose: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dispose", abstract: "Say what became of a block that passed without an intention, and why.",
            discussion: """
                DISPOSITION: \(BlockDisposition.allCases.map(\.rawValue).joined(separator: ", ")).
                CAUSE: \(MissCause.allCases.map(\.rawValue).joined(separator: ", ")).
                Example: almanac plan dispose BLOCK-ID dropped external
                """)
        @OptionGroup var account: AccountOptions
        @Argument(help: "The block's id (almanac plan today shows it).") var block: String
        @Argument(help: "What became of it.") var disposition: String
        @Argument(help: "Why it was missed.") var cause: String
        @Flag(help: "Print the block as JSON.") var json = false

        func run() async throws {
            guard let disposition = BlockDisposition(rawValue: disposition) else {
                throw AlmanacError.invalid(
                    "disposition", "The disposition is one of \(BlockDisposition.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            guard let cause = MissCause(rawValue: cause) else {
                throw AlmanacError.invalid("cause", "The cause is one of \(MissCause.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            let (database, owner) = try await account.open()
            let disposed = try await database.disposeBlock(owner: owner.id, id: block, disposition: disposition, cause: cause)
            try await PlanCommand.printBlock(disposed, owner: owner.id, database: database, json: json) {
                "Marked “\(disposed.title)” \(disposition.label.lowercased()) (\(cause.label.lowercased()))."
            }
        }
    }

    /// Prints a block as the API answers it (`--json`, with its colour and what ran in it), or `line`.
    static func printBlock(
        _ block: TimeBlock, owner: String, database: AppDatabase, json: Bool, line: () -> String
    ) async throws {
        guard json else { return print(line()) }
        let page = try await database.planPage(owner: owner, day: block.localDay)
        guard let planned = page.blocks.first(where: { $0.id == block.id }) else {
            throw AlmanacError.notFound("No block with id \(block.id).")
        }
        try printJSON(PlanJSON.Block(planned, now: page.now))
    }

    /// `almanac plan templates`: the saved templates (a "Monday") and what each holds.
    struct Templates: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "templates", abstract: "The saved templates of blocks.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON (the API's type).") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let templates = try await database.planTemplates(owner: owner.id)
            if json { return try printJSON(templates.map(PlanJSON.Template.init)) }
            if templates.isEmpty { print("No template yet: almanac plan template save NAME --day D") }
            for saved in templates {
                print(
                    "\(saved.template.name)  (a \(saved.template.scope), \(PlanTemplateText.count(saved.blocks.count)))  [\(saved.template.id)]"
                )
                for block in saved.blocks {
                    let weekday = saved.template.templateScope == .week ? "+\(block.dayOffset)d " : ""
                    print("  \(weekday)\(block.timeText)  \(block.title)")
                }
            }
        }
    }

    /// `almanac plan template save|apply|delete NAME`.
    struct Template: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "template", abstract: "Save a day's (or week's) blocks as a template, apply one, delete one.",
            subcommands: [Save.self, Apply.self, Delete.self])

        struct Save: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "save", abstract: "Save the blocks of a day (or of its week, --week) as a template; the same name is replaced."
            )
            @OptionGroup var account: AccountOptions
            @Argument(help: "The template's name, e.g. Monday.") var name: String
            @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?
            @Flag(help: "Save the whole week that holds the day.") var week = false
            @Flag(help: "Print JSON (the API's type).") var json = false

            func run() async throws {
                let (database, owner) = try await account.open()
                let today = try await database.planPage(owner: owner.id, day: nil).today
                let saved = try await database.savePlanTemplate(
                    owner: owner.id, name: name, scope: week ? .week : .day, from: try DayReference.parse(day, today: today))
                if json { return try printJSON(PlanJSON.Template(saved)) }
                print("Saved “\(saved.template.name)”: \(PlanTemplateText.count(saved.blocks.count)).")
            }
        }

        struct Apply: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "apply",
                abstract: "Apply a template to a day (a week's template: to the week that holds it); one undoable change.")
            @OptionGroup var account: AccountOptions
            @Argument(help: "The template's name or id.") var name: String
            @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?
            @Flag(help: "Print JSON (the API's type).") var json = false

            func run() async throws {
                let (database, owner) = try await account.open()
                let today = try await database.planPage(owner: owner.id, day: nil).today
                let template = try await database.planTemplate(owner: owner.id, named: name)
                let applied = try await database.applyPlanTemplate(
                    owner: owner.id, id: template.id, to: try DayReference.parse(day, today: today))
                if json {
                    let page = try await database.planPage(owner: owner.id, day: applied.days[0])
                    return try printJSON(PlanJSON.TemplateApplied(applied, page: page))
                }
                print(PlanTemplateText.summary(applied))
            }
        }

        struct Delete: AsyncParsableCommand {
            static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a template (its blocks stay).")
            @OptionGroup var account: AccountOptions
            @Argument(help: "The template's name or id.") var name: String

            func run() async throws {
                let (database, owner) = try await account.open()
                let template = try await database.planTemplate(owner: owner.id, named: name)
                let deleted = try await database.deletePlanTemplate(owner: owner.id, id: template.id)
                print("Deleted the template “\(deleted.name)”.")
            }
        }
    }

    /// `almanac plan feed`: the secret iCalendar address of the blocks, for a phone's calendar.
    struct Feed: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "feed", abstract: "The plan published as an iCalendar feed a phone's calendar subscribes to.",
            subcommands: [List.self, New.self, Revoke.self], defaultSubcommand: List.self)

        struct List: AsyncParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "The live feeds (never their addresses).")
            @OptionGroup var account: AccountOptions
            @Flag(help: "Print JSON.") var json = false

            func run() async throws {
                let (database, owner) = try await account.open()
                let feeds = try await database.planFeeds(owner: owner.id)
                if json {
                    return try printJSON(feeds.map { PlanJSON.Feed($0) })
                }
                if feeds.isEmpty { print("No feed yet: almanac plan feed new") }
                for feed in feeds {
                    let read = feed.lastUsedAt.map { "last read \(Timestamp.text($0))" } ?? "not read yet"
                    print(
                        "\(feed.areaId.map { "area \($0)" } ?? "all blocks")  made \(Timestamp.text(feed.createdAt)), \(read)  [\(feed.id)]"
                    )
                }
            }
        }

        struct New: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "new",
                abstract: "Make a new secret address (the live one of the same scope stops answering); it is printed once.")
            @OptionGroup var account: AccountOptions
            @Option(help: "Only this area's blocks (its id).") var area: String?
            @Option(help: "The server's address as the phone reaches it, e.g. https://almanac.example.org.") var baseURL: String?
            @Flag(help: "Print JSON.") var json = false

            func run() async throws {
                let (database, owner) = try await account.open()
                let created = try await database.createPlanFeed(owner: owner.id, areaId: area)
                let path = "/plan/feed/\(created.token).ics"
                let base = (baseURL ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
                let url = base.isEmpty ? path : base + path
                if json {
                    return try printJSON(PlanJSON.Feed(created.feed, url: url))
                }
                print(url)
                if base.isEmpty { print("(after your server's address; copy it now: it is shown only once)") }
            }
        }

        struct Revoke: AsyncParsableCommand {
            static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Revoke a feed: its address answers 404.")
            @OptionGroup var account: AccountOptions
            @Argument(help: "The feed's id (almanac plan feed list); without one, every live feed.") var id: String?

            func run() async throws {
                let (database, owner) = try await account.open()
                var ids = id.map { [$0] } ?? []
                if id == nil { ids = try await database.planFeeds(owner: owner.id).map(\.id) }
                for id in ids { try await database.revokePlanFeed(owner: owner.id, id: id) }
                print(ids.count == 1 ? "Feed revoked." : "\(ids.count) feeds revoked.")
            }
        }
    }
}
