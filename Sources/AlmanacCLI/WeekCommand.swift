import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// The user a command acts for: `--user NAME`, or the only user there is.
private func hours(_ value: Double) -> String { NumberText.hours(value) }

private func commandDay(_ text: String?, user: User, now: Date) throws -> LocalDay {
    guard let text, text != "today" else { return user.preferences.today(at: now) }
    return try DayReference.date(text)
}

struct WeekCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week", abstract: "The weekly plan.", subcommands: [Show.self], defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the week: capacity, goals by area, progress.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "A day of the week to show (YYYY-MM-DD; default today).") var day: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let plan = try await database.weekPlan(owner: owner.id, containing: try commandDay(day, user: owner, now: database.now()))
            let names = Dictionary(plan.areas.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
            // As the API's `GET /weeks/{day}` gives it.
            if json { return try printJSON(WeekJSON.Week(plan)) }
            print("Week \(plan.period.start) – \(plan.period.end)\(plan.isStarted ? " (started)" : " (planning)")")
            print("Capacity \(hours(plan.capacityHours)), estimated \(hours(plan.load.estimatedHours)).")
            if let warning = plan.load.warning { print("⚠ \(warning)") }
            if plan.goals.isEmpty {
                print("No goals yet. Plan the week on the web page /week.")
                return
            }
            print("")
            printTable(
                ["AREA", "GOAL", "EST.", "STATUS"],
                plan.goals.map { goal in
                    let status: String =
                        switch goal.goalStatus {
                        case .open: "open"
                        case .done: "done"
                        case .partial(let percent): "\(percent) %"
                        }
                    let title = goal.title + (goal.addedMidSprint ? " (mid-sprint)" : "")
                    return [names[goal.areaId] ?? "?", title, hours(goal.estimateHours), status]
                })
            print("")
            for progress in plan.progress {
                print(
                    "\(names[progress.areaId] ?? "?"): \(progress.doneCount)/\(progress.goalCount) done, \(NumberText.whole(progress.completion * 100)) %"
                )
            }
        }
    }
}

struct StandupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "standup",
        abstract:
            "The daily standup: prints the questions with yesterday's completed to-dos and intentions; saves answers given with --answer or --stdin.",
        discussion: """
            almanac standup                          prints the questions and yesterday's items
            almanac standup --answer "…" --answer "…"  saves the answers in the order of the questions
            almanac standup --stdin < answers.txt    reads one answer per line
            """)

    @OptionGroup var account: AccountOptions
    @Option(help: "The day (YYYY-MM-DD; default today).") var day: String?
    @Option(help: "An answer, in the order of the questions (repeat).") var answer: [String] = []
    @Flag(help: "Read the answers from standard input, one line per question.") var stdin = false

    func run() async throws {
        let (database, owner) = try await account.open()
        let day = try commandDay(self.day, user: owner, now: database.now())
        let template = try await database.systemSettings(owner: owner.id).standupTemplate
        var answers = answer
        if stdin {
            while let line = readLine(strippingNewline: true), answers.count < template.questions.count { answers.append(line) }
        }
        if !answers.isEmpty {
            let saved = try await database.saveStandup(owner: owner.id, day: day, answers: answers)
            print("Saved the standup of \(day):")
            for pair in saved.answerList where !pair.answer.isEmpty { print("  \(pair.question) \(pair.answer)") }
            return
        }
        let yesterday = try await database.intentions(owner: owner.id, on: day.adding(days: -1)).filter { $0.state.isCompleted }
        let toDosDone = try await database.completedTasks(owner: owner.id, on: day.adding(days: -1))
        let existing = try await database.standup(owner: owner.id, day: day)?.answerList ?? []
        print("Standup for \(day)")
        for (index, question) in template.questions.enumerated() {
            print("\n\(index + 1). \(question)")
            if index == 0 {
                for details in toDosDone { print("   ✓ to-do: \(details.task.title)") }
                for intention in yesterday { print("   ✓ \(intention.what)") }
                if yesterday.isEmpty && toDosDone.isEmpty { print("   (nothing completed yesterday: no intentions, no to-dos)") }
            }
            if let answer = existing.first(where: { $0.question == question })?.answer, !answer.isEmpty { print("   → \(answer)") }
        }
        print("\nAnswer with: almanac standup --answer \"…\" --answer \"…\" (or --stdin, one line per question)")
    }
}

/// An area of focus by name (any case), for `--area`.
func resolveArea(_ name: String, owner: String, in database: AppDatabase) async throws -> Area {
    let areas = try await database.areas(owner: owner)
    guard let found = areas.first(where: { $0.name.lowercased() == name.lowercased() }) else {
        throw AlmanacError.invalid(
            "area",
            areas.isEmpty
                ? "There is no area called \(name); add areas of focus on the Week page first."
                : "There is no area called \(name); the areas are \(areas.map(\.name).joined(separator: ", ")).")
    }
    return found
}

/// One of this week's goals by title (any case), for `--goal`.
func resolveGoal(_ title: String, owner: User, in database: AppDatabase) async throws -> GoalRecord {
    let goals = try await database.weekPlan(owner: owner.id, containing: owner.preferences.today(at: database.now())).goals
    guard let found = goals.first(where: { $0.title.lowercased() == title.lowercased() }) else {
        throw AlmanacError.invalid(
            "goal",
            goals.isEmpty
                ? "There is no goal called \(title); this week has no goals yet."
                : "There is no goal called \(title) this week; the goals are \(goals.map(\.title).joined(separator: ", ")).")
    }
    return found
}
