import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// `almanac tasks`: add with quick entry, list a view or a list, complete and move to-dos.
struct TasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tasks", abstract: "Lists and to-dos.",
        subcommands: [Add.self, ListTasks.self, Done.self, Move.self, Import.self, Export.self])

    struct UserOption: ParsableArguments {
        @Option(help: "The user (default: the only user).") var user: String?
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a to-do with quick entry: \"Call mom tomorrow 5pm #Family @phone\".",
            discussion: "A to-do for today serves one of this week's goals (--goal) or an area of focus (--area) once you keep areas.")
        @OptionGroup var data: DataOptions
        @OptionGroup var who: UserOption
        @Argument(help: "The line, as in the web's quick entry.") var text: String
        @Option(help: "The weekly goal it serves, by title (this week's goals).") var goal: String?
        @Option(help: "The area of focus it serves, by name.") var area: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let database = try data.database()
            let owner = try await resolveUser(who.user, in: database)
            var goalId: String?
            var areaId: String?
            if let goal { goalId = try await resolveGoal(goal, owner: owner, in: database).id }
            if let area { areaId = try await resolveArea(area, owner: owner.id, in: database).id }
            let outcome: QuickEntryOutcome
            do {
                outcome = try await database.addTask(owner: owner.id, quickEntry: text, goalId: goalId, areaId: areaId)
            } catch let error as AlmanacError where error.field == TodayTie.field && goalId == nil && areaId == nil {
                // The picker of the web is an option here.
                throw AlmanacError.invalid(TodayTie.field, error.message + " Add --area NAME or --goal TITLE.")
            }
            if json { return try printJSON(TaskRow(outcome.task)) }
            let today = try await database.taskToday(owner: owner.id)
            let parts = describe(outcome.parsed, today: today)
            print(
                "Added “\(outcome.task.task.title)”\(parts.isEmpty ? "" : ": " + parts.joined(separator: " · ")) (\(outcome.task.task.id))."
            )
        }
    }

    struct ListTasks: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List a view (today, upcoming, anytime, someday, logbook, inbox) or a list.")
        @OptionGroup var data: DataOptions
        @OptionGroup var who: UserOption
        @Option(help: "A list by name.") var list: String?
        @Option(help: "A view: inbox, today, upcoming, anytime, someday or logbook (default: today).") var view: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let database = try data.database()
            let owner = try await resolveUser(who.user, in: database)
            let today = try await database.taskToday(owner: owner.id)
            var sections: [(String?, [TaskDetails])]
            if let list {
                let found = try await database.list(owner: owner.id, named: list)
                sections = [(nil, try await database.tasks(owner: owner.id, inList: found.id))]
            } else {
                let name = view ?? "today"
                guard let view = TaskView(rawValue: name) else {
                    throw AlmanacError.invalid("view", "\(name) is not a view; use inbox, today, upcoming, anytime, someday or logbook.")
                }
                sections = try await database.tasks(owner: owner.id, in: view, on: today).map { ($0.title, $0.tasks) }
            }
            if json { return try printJSON(sections.flatMap(\.1).map(TaskRow.init)) }
            let rows = sections.flatMap { section in
                section.1.map { details -> [String] in
                    let task = details.task
                    let mark = task.status == .open ? "[ ]" : task.status == .completed ? "[x]" : "[-]"
                    let when = [
                        // Upcoming's sections are days, already in WHEN; This Evening and list names are not.
                        section.0.flatMap { LocalDay($0) == nil ? $0 : nil } ?? "", task.when.map(\.description) ?? "",
                        task.deadline.map { "due \($0)" } ?? "",
                    ].filter { !$0.isEmpty }.joined(separator: ", ")
                    let serves = details.goal.map { "🎯 " + $0.title } ?? details.area?.label ?? ""
                    return [
                        mark, task.title, when, details.list?.name ?? "Inbox", serves, details.tags.map { "@" + $0 }.joined(separator: " "),
                        task.id,
                    ]
                }
            }
            if rows.isEmpty {
                print("Nothing here.")
            } else {
                printTable(["", "TITLE", "WHEN", "LIST", "SERVES", "TAGS", "ID"], rows)
            }
        }
    }

    struct Done: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "done", abstract: "Complete a to-do.")
        @OptionGroup var data: DataOptions
        @OptionGroup var who: UserOption
        @Argument(help: "The to-do's id.") var id: String

        func run() async throws {
            let database = try data.database()
            let owner = try await resolveUser(who.user, in: database)
            let done = try await database.completeTask(owner: owner.id, id: id)
            print("Completed “\(done.task.task.title)”.")
            if let next = done.next { print("It comes back: \(next.task.when?.description ?? "anytime") (\(next.task.id)).") }
        }
    }

    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move", abstract: "Move a to-do within its list (or Today with --today).")
        @OptionGroup var data: DataOptions
        @OptionGroup var who: UserOption
        @Argument(help: "The to-do's id.") var id: String
        @Option(help: "Put it right before this to-do.") var before: String?
        @Option(help: "Put it right after this to-do.") var after: String?
        @Flag(help: "Put it first.") var top = false
        @Flag(help: "Put it last.") var bottom = false
        @Flag(help: "Move it in Today's order instead of its list's.") var today = false

        func validate() throws {
            let count = [before != nil, after != nil, top, bottom].filter { $0 }.count
            guard count == 1 else { throw ValidationError("Give exactly one of --before, --after, --top or --bottom.") }
        }

        func run() async throws {
            let database = try data.database()
            let owner = try await resolveUser(who.user, in: database)
            let placement: TaskPlacement =
                if let before { .before(before) } else if let after { .after(after) } else if top { .top } else { .bottom }
            let move = try await database.moveTask(owner: owner.id, id: id, to: placement, in: today ? .today : .list)
            print(move.rowsWritten == 0 ? "“\(move.task.task.title)” was already there." : "Moved “\(move.task.task.title)”.")
        }
    }

    /// A to-do as the CLI prints it in JSON.
    struct TaskRow: Encodable {
        var id: String
        var title: String
        var notes: String
        var list: String?
        var when: String?
        var reminder: String?
        var deadline: String?
        var status: String
        var tags: [String]
        var goal: String?
        var area: String?
        var orderKey: String

        init(_ details: TaskDetails) {
            id = details.task.id
            title = details.task.title
            notes = details.task.notes
            list = details.list?.name
            when = details.task.when?.description
            reminder = details.task.reminder
            deadline = details.task.deadline
            status = details.task.status.rawValue
            tags = details.tags
            goal = details.goal?.title
            area = details.area?.name
            orderKey = details.task.listKey
        }
    }

    static func describe(_ parsed: QuickEntryResult, today: LocalDay) -> [String] {
        var parts: [String] = []
        if let start = parsed.start { parts.append(start.description) }
        if let reminder = parsed.reminder { parts.append("at \(reminder)") }
        if let deadline = parsed.deadline { parts.append("deadline \(deadline)") }
        if let rule = parsed.repeatRule { parts.append(rule.text()) }
        if let list = parsed.listName { parts.append("in \(list)") }
        return parts + parsed.tags.map { "@" + $0 }
    }
}

private func describe(_ parsed: QuickEntryResult, today: LocalDay) -> [String] {
    TasksCommand.describe(parsed, today: today)
}
