import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// A TickTick backup TickTick wrote, its texts rewritten by Vikunja's maintainer
/// (Tests/Fixtures/third-party/vikunja-ticktick): a byte-order mark, the three-line preamble, 24
/// columns, two folders, sub-tasks, a checklist, completed rows and rows with and without a zone.
///
/// The meaning of each column is the backup's own legend (`Status: 0 Normal, 1 Completed, 2
/// Archived`) and, for the rest, TickTick's Open API documentation of a task, whose fields the
/// columns carry: `priority` 0 none, 1 low, 3 medium, 5 high; `startDate`/`dueDate` in
/// `yyyy-MM-dd'T'HH:mm:ssZ`; `isAllDay`; `timeZone`, the zone the dates are meant in; `sortOrder`
/// (the `Order` column), smaller first; `kind` TEXT or CHECKLIST; a sub-task's `parentId`.
@Suite struct TickTickRealExportTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/third-party/vikunja-ticktick/testdata_ticktick_export.csv")

    @Test func theBackupTickTickWroteArrivesInItsListsAndOrder() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 0.001)
        let database = try await TestEngine.database(now: { clock.now })
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let data = try Data(contentsOf: Self.file)
        let plan = try await database.taskImportPlan(owner: ada.id, source: .ticktick, data: data, name: "backup.csv")
        #expect(plan.notes.isEmpty)
        let result = try await database.applyTaskImport(owner: ada.id, plan: plan)
        // The two sub-tasks become checklist items of their parent: 11 rows, 9 to-dos.
        #expect(result.addedToDos == 9)

        // `Folder Name` is an area of focus over its lists (`List Name`); the list "Inbox" is the Inbox.
        #expect(try await database.areas(owner: ada.id).map(\.name).sorted() == ["Personal", "Work"])
        let alpha = try await database.list(owner: ada.id, named: "Project Alpha")
        let shopping = try await database.list(owner: ada.id, named: "Shopping")
        let alphaToDos = try await database.tasks(owner: ada.id, inList: alpha.id)
        // `Order`: smaller first (-1099511627776 before 0); equal keys keep the file's order.
        #expect(alphaToDos.map(\.task.title) == ["Task with repeating schedule", "Task with reminder and dates"])
        #expect(try await database.tasks(owner: ada.id, inList: shopping.id).map(\.task.title) == ["Buy groceries", "Buy household items"])

        // `parentId`: the sub-task's parent, so "Subtask example" and "Another subtask" (parent 2).
        let dated = alphaToDos[1]
        #expect(dated.checklist.map(\.title) == ["Subtask example", "Another subtask"])
        // `Start Date` 2018-12-11T23:00:00+0000 in `Timezone` Europe/Berlin, all day: 12 December;
        // `Due Date`, with a start date, the deadline.
        #expect(dated.task.startDay == "2018-12-12")
        #expect(dated.task.deadline == "2018-12-12")
        // `Tags`: comma-separated; `Content`: the to-do's notes; `Priority` 0: none, so no p tag.
        #expect(dated.tags.sorted() == ["reminder", "work"])
        #expect(dated.task.notes == "Task description with reminder")
        #expect(alphaToDos[0].tags.sorted() == ["urgent", "work"])
        #expect(alphaToDos[0].task.startDay == nil)

        // The Inbox: `Status` 2 ("Archived", completed ones TickTick has filed away) goes to the
        // Logbook; a row with no `Timezone` is read in the person's zone (2023-06-13T22:00Z is the
        // 14th in Berlin). `Kind` CHECKLIST without ▫/▪ lines keeps its content as notes.
        let inbox = try await database.tasks(owner: ada.id, inList: nil)
        #expect(inbox.map(\.task.title) == ["Task with due date", "Welcome task", "Checklist example"])
        #expect(inbox.map(\.task.startDay) == ["2023-03-29", "2023-06-14", nil])
        #expect(inbox[2].task.notes == "This is a checklist task with multiple items")
        let today = try await database.taskToday(owner: ada.id)
        let logbook = try await database.tasks(owner: ada.id, in: .logbook, on: today).flatMap(\.tasks)
        #expect(Set(logbook.map(\.task.title)) == ["Long task description example", "Completed task example"])
        #expect(logbook.allSatisfy { $0.task.status == .completed })
        // `Completed Time`: when it was finished.
        #expect(logbook.allSatisfy { $0.task.statusAt == Date(timeIntervalSince1970: 1_764_067_171) })

        // Importing again adds nothing.
        let again = try await database.applyTaskImport(
            owner: ada.id, plan: try await database.taskImportPlan(owner: ada.id, source: .ticktick, data: data, name: "backup.csv"))
        #expect(again.addedToDos == 0 && again.addedLists == 0)
    }
}
