import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac habits`: add habits, list them with their streaks, check in (or take it back), show one.
struct HabitsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "habits", abstract: "Habits with streaks that forgive, freezes, rest days and strength.",
        subcommands: [Add.self, List.self, Check.self, Uncheck.self, Show.self, Move.self])

    static func line(_ summary: HabitSummary, today: LocalDay) -> String {
        let s = summary.progress.streaks
        let schedule = summary.habit.schedule
        let mark = summary.isDone(today) ? "✓" : "·"
        var text = "\(mark) \(summary.habit.label) — \(schedule.description)"
        if let target = summary.habit.targetText { text += ", \(target)" }
        text += " · streak \(s.current) \(schedule.unit(s.current)) (best \(s.best))"
        if s.freezesBanked > 0 { text += " · ❄ \(s.freezesBanked)" }
        text += " · strength \(summary.progress.strengthPercent) %"
        return text
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a habit.",
            discussion: """
                Schedules: daily, 3/week, mon,wed,fri, every 2 days.
                Example: almanac habits add Read --icon 📚 --schedule daily --target 20 --unit pages
                """)
        @OptionGroup var account: AccountOptions
        @Argument(help: "The habit's name.") var name: String
        @Option(help: "One emoji.") var icon: String = ""
        @Option(help: "A colour as #rrggbb.") var color: String?
        @Option(help: "daily, N/week, mon,wed,fri or every N days.") var schedule: String = "daily"
        @Option(help: "The amount each check-in aims for (makes the habit measurable).") var target: Double?
        @Option(help: "The target's unit (pages, glasses).") var unit: String = ""
        @Option(help: "A reminder time (HH:MM).") var reminder: String?
        @Flag(help: "Print the habit as JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let draft = HabitDraft(
                name: name, icon: icon, color: color, schedule: try HabitSchedule.parse(schedule), target: target, unit: unit,
                reminder: try reminder.map { try WallClockTime($0, field: "reminder") })
            let habit = try await database.addHabit(owner: owner.id, draft)
            let summary = try await database.habit(owner: owner.id, id: habit.id)
            let today = try await database.habitSummaries(owner: owner.id).today
            if json { return try printJSON(HabitsJSON.Habit(summary, today: today)) }
            print("Added \(habit.label): \(habit.schedule.description)\(habit.targetText.map { ", \($0) each time" } ?? "").")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "Your habits with today's check-in, streak and strength.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Include archived habits.") var archived = false
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let (today, habits) = try await database.habitSummaries(owner: owner.id, includeArchived: archived)
            if json { return try printJSON(habits.map { HabitsJSON.Habit($0, today: today) }) }
            if habits.isEmpty { print("No habits yet. Add one: almanac habits add NAME") }
            for summary in habits { print(HabitsCommand.line(summary, today: today)) }
        }
    }

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check", abstract: "Check a habit in for today, or back-fill a past day with --day.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The habit's name or id.") var habit: String
        @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?
        @Option(help: "The amount, for a measurable habit (default its target).") var amount: Double?
        @Flag(help: "Log an amount more than 10 times the target (refused otherwise, as a likely typo).") var confirmed = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.habit(owner: owner.id, named: habit)
            let today = try await database.habitSummaries(owner: owner.id).today
            let day = try DayReference.parse(day, today: today)
            try await database.checkInHabit(owner: owner.id, habitId: found.id, day: day, amount: amount, confirmed: confirmed)
            let summary = try await database.habit(owner: owner.id, id: found.id)
            print("Checked in \(found.label) on \(day).")
            print(HabitsCommand.line(summary, today: today))
        }
    }

    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move", abstract: "Change the order of the habits (as on /habits, Today and the week's grid).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The habit's name or id.") var habit: String
        @Option(help: "Put it right before this habit (name or id).") var before: String?
        @Option(help: "Put it right after this habit (name or id).") var after: String?
        @Flag(help: "Put it first.") var top = false
        @Flag(help: "Put it last.") var bottom = false

        func validate() throws {
            let count = [before != nil, after != nil, top, bottom].filter { $0 }.count
            guard count == 1 else { throw ValidationError("Give exactly one of --before, --after, --top or --bottom.") }
        }

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.habit(owner: owner.id, named: habit)
            let placement: TaskPlacement =
                if let before { .before(try await database.habit(owner: owner.id, named: before).id) } else if let after {
                    .after(try await database.habit(owner: owner.id, named: after).id)
                } else if top { .top } else { .bottom }
            try await database.moveHabit(owner: owner.id, id: found.id, to: placement)
            let order = try await database.habitSummaries(owner: owner.id).habits.map(\.habit.label)
            print("Moved \(found.label). The order: \(order.joined(separator: ", ")).")
        }
    }

    struct Uncheck: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "uncheck", abstract: "Take back a check-in (today, or --day).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The habit's name or id.") var habit: String
        @Option(help: "today, yesterday or YYYY-MM-DD (default today).") var day: String?

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.habit(owner: owner.id, named: habit)
            let today = try await database.habitSummaries(owner: owner.id).today
            let day = try DayReference.parse(day, today: today)
            try await database.uncheckHabit(owner: owner.id, habitId: found.id, day: day)
            print("Took back \(found.label) on \(day).")
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "A habit's stats and its last two weeks.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The habit's name or id.") var habit: String
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.habit(owner: owner.id, named: habit)
            let page = try await database.habitPage(owner: owner.id, id: found.id)
            let summary = page.summary
            if json {
                // As the API's `GET /habits/{id}/check-ins` gives it.
                return try printJSON(HabitsJSON.History(page))
            }
            print(HabitsCommand.line(summary, today: page.today))
            for offset in (0..<14).reversed() {
                let day = page.today.adding(days: -offset)
                let mark =
                    summary.isDone(day)
                    ? "✓"
                    : summary.checkIns[day] != nil
                        ? "◐" : summary.restDays.contains(day) ? "–" : summary.progress.streaks.frozen.contains(day) ? "❄" : "·"
                print(
                    "  \(day) \(mark)\(summary.checkIns[day].map { summary.habit.isMeasurable ? " \(NumberText.plain($0)) \(summary.habit.unit)" : "" } ?? "")"
                )
            }
        }
    }
}
