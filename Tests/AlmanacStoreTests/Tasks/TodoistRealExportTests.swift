import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// A project Todoist exported as a CSV template (Tests/Fixtures/third-party/the-missing-todoist-tools):
/// the older template layout (no DESCRIPTION column), a byte-order mark, CRLF line ends, an empty
/// row after each task, AUTHOR as "name (user id)" and a TIMEZONE written "GMT -8:00".
///
/// The meaning of each column is Todoist's help page "Format a CSV file to import into Todoist":
/// TYPE is task, section or note; CONTENT the task's name, where `@label` adds a label; PRIORITY 1
/// is p1 (the highest) … 4 p4 (no priority); INDENT 1 a task, 2 and more its sub-tasks; AUTHOR and
/// RESPONSIBLE the people who made it and to whom it is assigned; DATE the due date in natural
/// language, read in the language DATE_LANG; TIMEZONE the zone of that date.
@Suite struct TodoistRealExportTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/third-party/the-missing-todoist-tools/garage-sale.csv")

    @Test func theTemplateTodoistWroteArrivesInOrderWithItsLabels() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let data = try Data(contentsOf: Self.file)
        let plan = try await database.taskImportPlan(owner: ada.id, source: .todoist, data: data, name: "garage-sale.csv")
        #expect(plan.notes.isEmpty)
        let result = try await database.applyTaskImport(owner: ada.id, plan: plan)
        #expect(result.addedToDos == 3 && result.addedLists == 1)
        // One project's template: one list, named after the file.
        let list = try await database.list(owner: ada.id, named: "garage-sale")
        let todos = try await database.tasks(owner: ada.id, inList: list.id)
        // CONTENT, in the file's order, with its `@labels` taken out as tags.
        #expect(todos.map(\.task.title) == ["Clean", "Photograph", "Research a fair price"])
        #expect(todos.map { $0.tags.sorted() } == [["t_5min", "wt_cleaning"], ["t_5min"], []])
        // PRIORITY 4 is p4, Todoist's "no priority": no p tag.
        #expect(!todos.contains { $0.tags.contains { $0.hasPrefix("p") && $0.count == 2 } })
        // DATE "today" (DATE_LANG en): each starts on the day of the import.
        let today = try await database.taskToday(owner: ada.id)
        #expect(todos.allSatisfy { $0.task.startDay == today.description })
        // Nothing else in the file: no checklist (INDENT 1), no notes.
        #expect(todos.allSatisfy { $0.checklist.isEmpty && $0.task.notes.isEmpty })

        // Importing again adds nothing.
        let again = try await database.applyTaskImport(
            owner: ada.id, plan: try await database.taskImportPlan(owner: ada.id, source: .todoist, data: data, name: "garage-sale.csv"))
        #expect(again.addedToDos == 0 && again.addedLists == 0)
    }
}
