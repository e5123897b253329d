import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// A project's file of a backup Todoist wrote (Tests/Fixtures/third-party/jimmy-todoist): the
/// layout with DESCRIPTION, DURATION and DURATION_UNIT, a byte-order mark, CRLF line ends, four
/// sections each followed by an empty row, a sub-task, labels, the four priorities, German dates
/// with and without a year or a time, a repeat, and a Markdown description over many lines.
///
/// The meaning of each column is Todoist's help page "Format a CSV file to import into Todoist":
/// TYPE is task, section or note; CONTENT the task's name, where `@label` adds a label;
/// DESCRIPTION the task's description; PRIORITY 1 is p1 (the highest) … 4 p4 (no priority);
/// INDENT 1 a task, 2 and more its sub-tasks; AUTHOR and RESPONSIBLE who made it and to whom it is
/// assigned; DATE the due date in natural language ("ev sun" is every Sunday), read in the
/// language DATE_LANG; TIMEZONE the zone of that date; DURATION in DURATION_UNIT how long it takes.
@Suite struct TodoistRealBackupTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/third-party/jimmy-todoist/Privates.csv")

    @Test func theProjectTodoistBackedUpArrivesWithItsSectionsDatesAndDescriptions() async throws {
        // Wednesday 18 November 2026, 10:46 in Berlin, where the file's TIMEZONE is.
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 0.001)
        let database = try await TestEngine.database(now: { clock.now })
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        // In the backup's zip the file is named after its project, as Todoist names it.
        let zip = ZipFixture.archive([.init(path: "Privates 🏡.csv", bytes: try Data(contentsOf: Self.file))])
        let plan = try await database.taskImportPlan(owner: ada.id, source: .todoist, data: zip, name: "todoist-backup.zip")
        // Every row is understood: no row left out, none taken without part of it.
        #expect(plan.notes.isEmpty)
        let result = try await database.applyTaskImport(owner: ada.id, plan: plan)
        // 21 tasks, one of them a sub-task (a checklist item): 20 to-dos in one list.
        #expect(result.addedToDos == 20 && result.addedLists == 1)
        let list = try await database.list(owner: ada.id, named: "Privates 🏡")
        let todos = try await database.tasks(owner: ada.id, inList: list.id)

        // Sections are the list's headings, in the file's order; the tasks before the first
        // section come first, under no heading, then each section's in the file's order.
        let headings = try await database.headings(owner: ada.id, listId: list.id)
        #expect(headings.map(\.title) == ["inbox", "test section", "Routinen 🔁", "Inspiration ✨"])
        let headingOf = Dictionary(uniqueKeysWithValues: headings.map { ($0.id, $0.title) })
        let sections = [("", 5), ("inbox", 2), ("test section", 8), ("Routinen 🔁", 2), ("Inspiration ✨", 3)]
        #expect(todos.map { $0.task.headingId.flatMap { headingOf[$0] } ?? "" } == sections.flatMap { Array(repeating: $0.0, count: $0.1) })
        let titles = todos.map(\.task.title)
        #expect(
            Array(titles.prefix(7)) == [
                "prio 1", "prio 2", "prio 3", "no prio is prio 4", "prio 4",
                "Zusätzliche [kostenlose Apps und Plugins](https://todoist.com/de/downloads?utm_source=todoist&utm_medium=in_app&utm_campaign=onboarding_project&utm_content=inbox) für 💻,⌚️,🖥,📱 und 📧 herunterladen",
                "[Produktivitätsmethoden-Quiz](https://todoist.com/productivity-methods?utm_source=todoist&utm_medium=in_app&utm_campaign=onboarding_project&utm_content=inbox) machen",
            ])
        #expect(
            Array(titles[7...]) == [
                "task with due date", "task with due date incl. time", "task with due date next year", "task with due date in two years",
                "task with subtask", "task with label", "task *with* **some** `formatting` and a [link](https://app.todoist.com)",
                "task with description",
                "Einen wöchentlichen Überblick über meine Aufgaben und Ziele erstellen",
                // Two spaces, as typed.
                "Weitere Routinen für _Privates_  hinzufügen",
                "[7 praktische Todoist-Setups zum Abgucken](https://blog.doist.com/todoist-setup/?utm_source=todoist&utm_medium=in_app&utm_campaign=onboarding_project&utm_content=personal) 💡",
                "[Die Familien-To-do-Liste mit Todoist organisieren (Erkenntnisse von Usern)](https://blog.doist.com/family-todo-list/?utm_source=todoist&utm_medium=in_app&utm_campaign=onboarding_project&utm_content=personal)",
                "Ausgewählte [Todoist-Vorlagen für persönliche Projekte](https://todoist.com/de/templates/category/personal?utm_source=todoist&utm_medium=in_app&utm_campaign=onboarding_project&utm_content=personal) durchstöbern",
            ])
        func todo(_ title: String) throws -> TaskDetails { try #require(todos.first { $0.task.title == title }) }

        // PRIORITY 1, 2, 3 are p1, p2, p3; 4 is none (the file's "prio 3" has 4).
        #expect(todos.prefix(5).map { $0.tags.filter { ["p1", "p2", "p3"].contains($0) } } == [["p1"], ["p2"], [], [], []])
        #expect(try todo(titles[6]).tags == ["p2"])
        #expect(try todo(titles[15]).tags == ["p3"])
        // `@labels` leave the title and become tags.
        #expect(try todo("task with label").tags == ["testlabel"])
        #expect(try todo(titles[17]).tags == ["lesen"] && todo(titles[18]).tags == ["lesen"])

        // DATE without a year is the next such day ("6 Apr" after 18 November 2026: 2027); with a
        // year, that day; its time is the reminder on that day; "ev sun" repeats every Sunday
        // from the next one.
        let dates = try [
            "task with due date", "task with due date incl. time", "task with due date next year", "task with due date in two years",
        ]
        .map { try todo($0).task }
        #expect(dates.map(\.startDay) == ["2027-04-09", "2027-04-10", "2025-01-02", "2026-01-02"])
        #expect(dates.map(\.reminder) == [nil, "17:15", nil, "09:35"])
        #expect(try [titles[5], titles[6]].map { try todo($0).task.startDay } == ["2027-04-06", "2027-04-07"])
        #expect(try todo(titles[5]).task.reminder == "17:15")
        let weekly = try todo(titles[15]).task
        #expect(weekly.repeating == .weekly(every: 1, on: [1]))
        #expect(weekly.startDay == "2026-11-22")
        // Tasks without a DATE have no start.
        #expect(todos.prefix(5).allSatisfy { $0.task.startDay == nil && $0.task.reminder == nil })

        // DESCRIPTION is the notes, Markdown and line breaks as written.
        #expect(
            try todo("task with description").task.notes
                == "this is a task for testing\n\nunnumbered list\n\n- aa\n- bb\n\nnumbered list\n\n1. aa\n    1. aa\n2. bb\n\n> cite\n\n# Heading 1\n\n## Heading 2\n\ndescription"
        )
        #expect(try todo(titles[6]).task.notes == "Eine personalisierte Empfehlung von Todoist erhalten")
        #expect(todos.filter { !$0.task.notes.isEmpty }.count == 3)
        // INDENT 2 is a checklist item of the task above; its label stays in its title, since a
        // checklist item has no tags.
        #expect(try todo("task with subtask").checklist.map(\.title) == ["subtask @testlabel"])
        #expect(todos.filter { !$0.checklist.isEmpty }.count == 1)

        // Importing the backup again adds nothing.
        let again = try await database.applyTaskImport(
            owner: ada.id, plan: try await database.taskImportPlan(owner: ada.id, source: .todoist, data: zip, name: "todoist-backup.zip"))
        #expect(again.addedToDos == 0 && again.addedLists == 0)
    }
}
