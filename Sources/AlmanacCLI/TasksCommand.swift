import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac tasks`: add with quick entry, list a view or a list, complete and move to-dos.
struct TasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tasks", abstract: "Lists and to-dos.",
        subcommands: [Add.self, ListTasks.self, Done.self, Estimate.self, Move.self, HeadingCommand.self, Import.self, Export.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a to-do with quick entry: \"Call mom tomorrow 5pm #Family @phone\".",
            discussion: "A to-do for today serves one of this week's goals (--goal) or an area of focus (--area) once you keep areas.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The line, as in the web's quick entry.") var text: String
        @Option(help: "The weekly goal it serves, by title (this week's goals).") var goal: String?
        @Option(help: "The area of focus it serves, by name.") var area: String?
        @Option(help: "A heading of the line's #List, by title (made when the list has none); same as #List/Heading.")
        var heading: String?
        @Option(help: "How long it will take: 45m, 1h30m (Focus on this and its block in the plan use it).") var estimate: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let estimateMinutes = try TaskEstimate.parse(estimate)
            var goalId: String?
            var areaId: String?
            if let goal { goalId = try await resolveGoal(goal, owner: owner, in: database).id }
            if let area { areaId = try await resolveArea(area, owner: owner.id, in: database).id }
            let outcome: QuickEntryOutcome
            do {
                outcome = try await database.addTask(
                    owner: owner.id, quickEntry: text, goalId: goalId, areaId: areaId, headingName: heading,
                    estimateMinutes: estimateMinutes)
            } catch let error as AlmanacError where error.field == TodayTie.field && goalId == nil && areaId == nil {
                // The picker of the web is an option here.
                throw AlmanacError.invalid(TodayTie.field, error.message + " Add --area NAME or --goal TITLE.")
            }
            if json { return try printJSON(TasksJSON.TaskJSON(outcome.task)) }
            let today = try await database.taskToday(owner: owner.id)
            let parts = describe(outcome.parsed, today: today, dateOrder: owner.dateOrder)
            print(
                "Added “\(outcome.task.task.title)”\(parts.isEmpty ? "" : ": " + parts.joined(separator: " · ")) (\(outcome.task.task.id))."
            )
        }
    }

    struct ListTasks: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List a view (today, upcoming, anytime, someday, logbook, inbox) or a list.")
        @OptionGroup var account: AccountOptions
        @Option(help: "A list by name.") var list: String?
        @Option(help: "A view: inbox, today, upcoming, anytime, someday or logbook (default: today).") var view: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            var sections: [(String?, [TaskDetails])]
            if let list {
                let found = try await database.list(owner: owner.id, named: list)
                // As the API's `GET /lists/{id}/tasks` gives them.
                if json { return try printJSON(try await database.tasks(owner: owner.id, inList: found.id).map(TasksJSON.TaskJSON.init)) }
                // Grouped by heading (those under none first); the LIST column names the heading.
                let grouped = try await database.headingsAndSections(owner: owner.id, listId: found.id, includeArchived: false)
                sections = grouped.sections.map { (nil, $0.tasks) }
            } else {
                let name = view ?? "today"
                guard let view = TaskView(rawValue: name) else {
                    throw AlmanacError.invalid("view", "\(name) is not a view; use inbox, today, upcoming, anytime, someday or logbook.")
                }
                // As the API's `GET /views/{view}` gives them, from the same read (the Logbook's newest page).
                let (today, found, _) = try await database.taskView(owner: owner.id, view)
                if json { return try printJSON(TasksJSON.ViewJSON(view: view, today: today, sections: found)) }
                sections = found.map { ($0.title, $0.tasks) }
            }
            let rows = sections.flatMap { section in
                section.1.map { details -> [String] in
                    let task = details.task
                    let mark = task.status == .open ? "[ ]" : task.status == .completed ? "[x]" : "[-]"
                    let when = [
                        // Upcoming's sections are days, already in WHEN; This Evening and list names are not.
                        section.0.flatMap { DayReference.written($0) == nil ? $0 : nil } ?? "", task.when.map(\.description) ?? "",
                        task.deadline.map { "due \($0)" } ?? "",
                    ].filter { !$0.isEmpty }.joined(separator: ", ")
                    let serves = details.goal.map { "🎯 " + $0.title } ?? details.area?.label ?? ""
                    return [
                        mark, task.title, when, (details.list?.name ?? "Inbox") + (details.heading.map { " › " + $0.title } ?? ""), serves,
                        details.tags.map { "@" + $0 }.joined(separator: " "),
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
        @OptionGroup var account: AccountOptions
        @Argument(help: "The to-do's id.") var id: String

        func run() async throws {
            let (database, owner) = try await account.open()
            let done = try await database.completeTask(owner: owner.id, id: id)
            print("Completed “\(done.task.task.title)”.")
            if let next = done.next { print("It comes back: \(next.task.when?.description ?? "anytime") (\(next.task.id)).") }
        }
    }

    struct Estimate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "estimate", abstract: "Set how long a to-do will take (45m, 1h30m), or clear it (none).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The to-do's id.") var id: String
        @Argument(help: "45m, 1h, 1h30m, or none.") var length: String
        @Flag(help: "Print the to-do as JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let minutes = length.lowercased() == "none" ? nil : try TaskEstimate.parse(length)
            let saved = try await database.updateTask(owner: owner.id, id: id, TaskChanges(estimateMinutes: .some(minutes)))
            if json { return try printJSON(TasksJSON.TaskJSON(saved)) }
            print("“\(saved.task.title)”: " + (minutes.map { "estimate \(PlanDuration.text($0))." } ?? "no estimate."))
        }
    }

    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move", abstract: "Move a to-do within its list (or Today with --today).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The to-do's id.") var id: String
        @Option(help: "Put it right before this to-do.") var before: String?
        @Option(help: "Put it right after this to-do.") var after: String?
        @Flag(help: "Put it first.") var top = false
        @Flag(help: "Put it last.") var bottom = false
        @Flag(help: "Move it in Today's order instead of its list's.") var today = false
        @Option(help: "Into this heading of its list, by title (\"\" for none); with --top or --bottom, of that heading.")
        var heading: String?

        func validate() throws {
            let count = [before != nil, after != nil, top, bottom].filter { $0 }.count
            guard count == 1 || (count == 0 && heading != nil) else {
                throw ValidationError("Give exactly one of --before, --after, --top or --bottom (or --heading alone).")
            }
            if today, heading != nil { throw ValidationError("--heading moves it in its list, not in Today.") }
        }

        func run() async throws {
            let (database, owner) = try await account.open()
            let placement: TaskPlacement =
                if let before { .before(before) } else if let after { .after(after) } else if top { .top } else { .bottom }
            var target: HeadingTarget?
            if let heading {
                if heading.isEmpty {
                    target = HeadingTarget.none
                } else {
                    let task = try await database.task(owner: owner.id, id: id)
                    guard let listId = task.task.listId else {
                        throw AlmanacError.invalid("heading", "“\(task.task.title)” is in the Inbox, which has no headings.")
                    }
                    target = .heading(try await database.heading(owner: owner.id, listId: listId, titled: heading).id)
                }
            }
            let move = try await database.moveTask(
                owner: owner.id, id: id, to: placement, in: today ? .today : .list, heading: target)
            print(move.rowsWritten == 0 ? "“\(move.task.task.title)” was already there." : "Moved “\(move.task.task.title)”.")
        }
    }

    /// What quick entry read, as the CLI says it (a yearly repeat in the person's date order).
    static func describe(_ parsed: QuickEntryResult, today: LocalDay, dateOrder: DateOrder) -> [String] {
        var parts: [String] = []
        if let start = parsed.start { parts.append(start.description) }
        if let reminder = parsed.reminder { parts.append("at \(reminder)") }
        if let deadline = parsed.deadline { parts.append("deadline \(deadline)") }
        if let rule = parsed.repeatRule { parts.append(rule.text(dateOrder: dateOrder)) }
        if let list = parsed.listName { parts.append("in \(list)") }
        return parts + parsed.tags.map { "@" + $0 }
    }
}

private func describe(_ parsed: QuickEntryResult, today: LocalDay, dateOrder: DateOrder) -> [String] {
    TasksCommand.describe(parsed, today: today, dateOrder: dateOrder)
}

extension TasksCommand {
    /// `almanac tasks heading add|list|delete`: the headings inside a list.
    struct HeadingCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "heading", abstract: "Headings inside a list.",
            subcommands: [AddHeading.self, ListHeadings.self, DeleteHeading.self])
    }

    struct AddHeading: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a heading at the bottom of a list.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The list, by name.") var list: String
        @Argument(help: "The heading's title.") var title: String
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.list(owner: owner.id, named: list)
            let heading = try await database.addHeading(owner: owner.id, listId: found.id, title: title)
            if json { return try printJSON(TasksJSON.HeadingJSON(heading)) }
            print("Added the heading “\(heading.title)” to “\(found.name)” (\(heading.id)).")
        }
    }

    struct ListHeadings: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "A list's headings in their order.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The list, by name.") var list: String
        @Flag(help: "Archived headings too.") var archived = false
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let found = try await database.list(owner: owner.id, named: list)
            if json {
                // As the API's `GET /lists/{id}/headings` gives them: the headings and the open to-dos under each.
                let (headings, sections) = try await database.headingsAndSections(
                    owner: owner.id, listId: found.id, includeArchived: archived)
                return try printJSON(TasksJSON.ListHeadingsJSON(headings: headings, sections: sections))
            }
            let headings = try await database.headings(owner: owner.id, listId: found.id, includeArchived: archived)
            if headings.isEmpty { return print("“\(found.name)” has no headings.") }
            printTable(["TITLE", "ARCHIVED", "ID"], headings.map { [$0.title, $0.archived ? "yes" : "", $0.id] })
        }
    }

    struct DeleteHeading: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a heading.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The heading's id.") var id: String
        @Option(help: "What happens to its to-dos: keep (they stay in the list) or delete.") var tasks: String

        func run() async throws {
            let (database, owner) = try await account.open()
            guard let deletion = HeadingDeletion(rawValue: tasks) else {
                throw AlmanacError.invalid("tasks", "--tasks is keep (the to-dos stay in the list) or delete.")
            }
            let heading = try await database.heading(owner: owner.id, id: id)
            let count = try await database.deleteHeading(owner: owner.id, id: id, tasks: deletion)
            print("Deleted the heading “\(heading.title)”\(deletion == .deleteTasks ? " and \(count) to-dos" : "").")
        }
    }
}
