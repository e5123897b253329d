import Foundation
import Testing

@testable import AlmanacCore

private let today = LocalDay(year: 2026, month: 11, day: 20)  // a Friday
private let calendar = TaskImportCalendar(today: today, dateOrder: .monthDay, weekStart: 2, timeZone: TimeZone(identifier: "UTC")!)

/// A Things repeat rule as Things stores it: a property list.
private func thingsRule(_ rule: [String: Any]) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: rule, format: .xml, options: 0)
}

@Suite struct ThingsImportTests {
    @Test func packedDaysDecodeAsDocumented() {
        // (year << 16) | (month << 12) | (day << 7), worked out by hand.
        #expect(ThingsImport.day(packed: 132_802_560) == LocalDay(year: 2026, month: 6, day: 16))
        #expect(ThingsImport.day(packed: 2026 * 65536 + 11 * 4096 + 20 * 128) == today)
        #expect(ThingsImport.packed(today) == 132_823_552)
        #expect(ThingsImport.day(packed: 0) == nil)
        #expect(ThingsImport.day(packed: nil) == nil)
        #expect(ThingsImport.day(packed: 2026 * 65536 + 13 * 4096 + 1 * 128) == nil)  // month 13
        #expect(ThingsImport.day(packed: 2026 * 65536 + 2 * 4096 + 30 * 128) == nil)  // 30 February
        #expect(ThingsImport.day(packed: -5) == nil)
    }

    /// A project in an area with two headings (out of order in the table), loose to-dos, the
    /// Inbox, every kind of start, finished to-dos, the Trash and a repeating to-do.
    static func rows() throws -> ThingsImport.Rows {
        let day = ThingsImport.packed
        let tasks = [
            ThingsImport.Task(uuid: "P1", type: 1, title: "Move house", index: 0, area: "A1"),
            ThingsImport.Task(uuid: "H2", type: 2, title: "Later", index: 1, project: "P1"),
            ThingsImport.Task(uuid: "H1", type: 2, title: "Packing", index: 0, project: "P1"),
            ThingsImport.Task(uuid: "a", title: "Book the van", index: 5, project: "P1"),
            ThingsImport.Task(uuid: "b", title: "Choose a date", notes: "Before *December*", index: 2, project: "P1"),
            ThingsImport.Task(uuid: "c", title: "Clean the flat", index: 0, heading: "H2"),
            ThingsImport.Task(uuid: "d", title: "Pack books", index: 3, heading: "H1"),
            ThingsImport.Task(uuid: "e", title: "Buy boxes", index: 1, heading: "H1"),
            ThingsImport.Task(uuid: "inbox", title: "Stray thought", start: 0, index: 0),
            ThingsImport.Task(
                uuid: "today", title: "Call the landlord", start: 1, startDate: day(today), index: 7, todayIndex: 2, project: "P1"),
            ThingsImport.Task(
                uuid: "evening", title: "Read", start: 1, startDate: day(today), startBucket: 1, index: 0, todayIndex: 1, area: "A1"),
            ThingsImport.Task(
                uuid: "upcoming", title: "Dentist", start: 2, startDate: day(LocalDay(year: 2026, month: 12, day: 3)), index: 1, area: "A1"),
            ThingsImport.Task(uuid: "someday", title: "Learn Welsh", start: 2, index: 2, area: "A1"),
            ThingsImport.Task(
                uuid: "done", title: "Measure rooms", status: 3, index: 9, project: "P1", creationDate: 1_700_000_000,
                stopDate: 1_763_000_000),
            ThingsImport.Task(uuid: "canceled", title: "Rent a piano", status: 2, index: 10, project: "P1", stopDate: 1_763_100_000),
            ThingsImport.Task(uuid: "trash", title: "Thrown away", trashed: true, index: 11, project: "P1"),
            ThingsImport.Task(
                uuid: "template", title: "Water plants", start: 1, index: 0, area: "A1",
                recurrenceRule: try thingsRule(["fu": 256, "fa": 2, "tp": 0, "of": [["wd": 5], ["wd": 2]]])),
            ThingsImport.Task(
                uuid: "copy", title: "Water plants", start: 1, startDate: day(LocalDay(year: 2026, month: 11, day: 23)), index: 3,
                area: "A1",
                repeatingTemplate: "template"),
        ]
        // A deadline on one to-do.
        var withDeadline = tasks
        withDeadline[3].deadline = day(LocalDay(year: 2026, month: 12, day: 1))
        return ThingsImport.Rows(
            tasks: withDeadline, areas: [.init(uuid: "A1", title: "Home", index: 0)], tags: ["G1": "errand", "G2": "phone"],
            taskTags: [(task: "a", tag: "G1"), (task: "today", tag: "G2"), (task: "a", tag: "G2")],
            checklist: [
                .init(task: "a", title: "Compare prices", status: 3, index: 1), .init(task: "a", title: "Ask Sam", status: 0, index: 0),
            ])
    }

    @Test func listsFollowTheSidebarAndToDosTheirListOrderHeadingsLast() throws {
        let plan = ThingsImport.plan(try Self.rows())
        #expect(plan.lists.map(\.name) == ["Home", "Move house"])
        #expect(plan.lists.map(\.areaName) == ["Home", "Home"])
        let inProject = plan.todos.filter { $0.listKey == "things:P1" }.map(\.title)
        // Project to-dos by index, then heading "Packing" (index 0), then "Later" (index 1).
        #expect(
            inProject == [
                "Choose a date", "Book the van", "Call the landlord", "Measure rooms", "Rent a piano", "Buy boxes", "Pack books",
                "Clean the flat",
            ])
        // The Inbox first, then the lists in their order.
        #expect(plan.todos.first?.title == "Stray thought")
        #expect(plan.todos.first?.listKey == nil)
        #expect(plan.todos.filter { $0.listKey == "things-area:A1" }.map(\.title) == ["Read", "Dentist", "Learn Welsh", "Water plants"])
    }

    @Test func anAreaWithNothingInItYetIsImportedAsItsAreaAndAnEmptyList() throws {
        var rows = try Self.rows()
        rows.areas.append(.init(uuid: "A2", title: "Garden", index: 1))
        // An area whose only project is in the Trash has nothing in it either.
        rows.areas.append(.init(uuid: "A3", title: "Music", index: 2))
        rows.tasks.append(ThingsImport.Task(uuid: "P9", type: 1, title: "Old band", trashed: true, index: 0, area: "A3"))
        let plan = ThingsImport.plan(rows)
        #expect(plan.lists.map(\.name) == ["Home", "Move house", "Garden", "Music"])
        #expect(plan.lists[2] == .init(key: "things-area:A2", name: "Garden", areaName: "Garden"))
        #expect(plan.areaNames == ["Home", "Garden", "Music"])
        #expect(!plan.todos.contains { $0.listKey == "things-area:A2" })
    }

    @Test func startsDeadlinesTagsHeadingsAndChecklistsAreKept() throws {
        let plan = ThingsImport.plan(try Self.rows())
        func todo(_ title: String) -> TaskImportPlan.ToDo { plan.todos.first { $0.title == title }! }
        #expect(todo("Call the landlord").when == .day(today))
        #expect(todo("Read").when == .evening(today))
        #expect(todo("Dentist").when == .day(LocalDay(year: 2026, month: 12, day: 3)))
        #expect(todo("Learn Welsh").when == .someday)
        #expect(todo("Book the van").when == nil)
        #expect(todo("Book the van").deadline == LocalDay(year: 2026, month: 12, day: 1))
        #expect(todo("Book the van").tags == ["errand", "phone"])
        #expect(todo("Book the van").checklist == [.init(title: "Ask Sam"), .init(title: "Compare prices", done: true)])
        // A heading is a heading of the list, not a tag.
        #expect(todo("Pack books").tags == [])
        #expect(todo("Pack books").headingKey == "things:H1")
        #expect(todo("Clean the flat").headingKey == "things:H2")
        #expect(todo("Book the van").headingKey == nil)
        #expect(
            plan.headings == [
                .init(key: "things:H1", listKey: "things:P1", title: "Packing"),
                .init(key: "things:H2", listKey: "things:P1", title: "Later"),
            ])
        #expect(todo("Choose a date").notes == "Before *December*")
        #expect(todo("Read").areaName == "Home")
    }

    @Test func finishedToDosGoToTheLogbookWithTheirDatesAndTheTrashIsLeftOut() throws {
        let plan = ThingsImport.plan(try Self.rows())
        let done = plan.todos.first { $0.title == "Measure rooms" }!
        #expect(done.status == .completed)
        #expect(done.statusAt == Date(timeIntervalSince1970: 1_763_000_000))
        #expect(done.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(plan.todos.first { $0.title == "Rent a piano" }?.status == .canceled)
        #expect(!plan.todos.contains { $0.title == "Thrown away" })
        #expect(plan.skipped == [.init(place: "“Thrown away”", reason: "It is in Things' Trash.")])
    }

    @Test func theRepeatGoesOnTheOpenCopyAndTodayKeepsItsOrder() throws {
        let plan = ThingsImport.plan(try Self.rows())
        let watering = plan.todos.filter { $0.title == "Water plants" }
        #expect(watering.count == 1)
        #expect(watering[0].key == "things:copy")
        #expect(watering[0].repeatRule == .weekly(every: 2, on: [2, 5]))
        #expect(watering[0].when == .day(LocalDay(year: 2026, month: 11, day: 23)))
        // todayIndex 1 and 2 come after the to-dos whose todayIndex is 0, in that order.
        let order = plan.todayOrder.map { plan.todos[$0].title }
        #expect(Array(order.suffix(2)) == ["Read", "Call the landlord"])
    }

    @Test func repeatRulesMapWhereAlmanacHasOne() throws {
        #expect(ThingsImport.repeatRule(try thingsRule(["fu": 16, "fa": 3, "tp": 0, "of": [["dy": 0]]])) == .daily(every: 3))
        #expect(ThingsImport.repeatRule(try thingsRule(["fu": 8, "fa": 1, "tp": 0, "of": [["dy": 15]]])) == .monthly(every: 1, day: 15))
        #expect(ThingsImport.repeatRule(try thingsRule(["fu": 8, "fa": 1, "tp": 0, "of": [["dy": -1]]])) == .monthly(every: 1, day: 31))
        #expect(
            ThingsImport.repeatRule(try thingsRule(["fu": 4, "fa": 1, "tp": 0, "of": [["dy": 24, "mo": 12]]]))
                == .yearly(every: 1, month: 12, day: 24))
        #expect(ThingsImport.repeatRule(try thingsRule(["fu": 16, "fa": 4, "tp": 1])) == .afterCompletion(days: 4))
        // The second Tuesday of each month has no counterpart.
        #expect(ThingsImport.repeatRule(try thingsRule(["fu": 8, "fa": 1, "tp": 0, "of": [["wd": 3, "wdo": 2]]])) == nil)
        #expect(ThingsImport.repeatRule(Data("not a plist".utf8)) == nil)
    }

    @Test func theSameRowsGiveTheSameKeys() throws {
        let first = ThingsImport.plan(try Self.rows())
        let second = ThingsImport.plan(try Self.rows())
        #expect(first.todos.map(\.key) == second.todos.map(\.key))
        #expect(Set(first.todos.map(\.key)).count == first.todos.count)
    }
}

@Suite struct TodoistImportTests {
    static let csv = """
        TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG
        task,Buy milk @errand,Whole milk,1,1,Ada (1),,tomorrow,en,Europe/Berlin,,,,
        task,Oat milk,,1,2,Ada (1),,,en,Europe/Berlin,,,,
        task,Eggs,,1,2,Ada (1),,,en,Europe/Berlin,,,,
        note,Ask for the organic ones,,,,,,,,,,,,
        ,,,,,,,,,,,,,
        section,Weekly,,,,,,,,,,,,
        task,Water the plants,,3,1,Ada (1),,every monday,en,Europe/Berlin,,,2026-12-24,en
        task,Call grandma,,2,1,Ada (1),,sometime soonish maybe,en,Europe/Berlin,,,,
        task,,,1,1,Ada (1),,,en,Europe/Berlin,,,,

        """

    @Test func aCSVTemplateKeepsItsOrderSubTasksAsChecklistAndSectionsAsHeadings() throws {
        let plan = try TodoistImport.csvPlan(Self.csv, listName: "Groceries", calendar: calendar)
        #expect(plan.lists.map(\.name) == ["Groceries"])
        #expect(plan.todos.map(\.title) == ["Buy milk", "Water the plants", "Call grandma"])
        let milk = plan.todos[0]
        #expect(milk.tags == ["errand", "p1"])
        #expect(milk.checklist.map(\.title) == ["Oat milk", "Eggs"])
        #expect(milk.notes == "Whole milk\n\nAsk for the organic ones")
        #expect(milk.when == .day(LocalDay(year: 2026, month: 11, day: 21)))
        #expect(milk.headingKey == nil)
        let plants = plan.todos[1]
        // The section is a heading of the list, not a tag.
        #expect(plan.headings.map(\.title) == ["Weekly"])
        #expect(plan.headings[0].listKey == plan.lists[0].key)
        #expect(plants.headingKey == plan.headings[0].key)
        #expect(plants.tags == ["p3"])
        #expect(plants.repeatRule == .weekly(every: 1, on: [2]))
        #expect(plants.when == .day(LocalDay(year: 2026, month: 11, day: 23)))
        #expect(plants.deadline == LocalDay(year: 2026, month: 12, day: 24))
        #expect(plan.todos[2].tags == ["p2"])
        #expect(plan.todos[2].headingKey == plan.headings[0].key)
        #expect(plan.todos[2].when == nil)
        #expect(plan.warnings.map(\.place) == ["line 9"])
        #expect(plan.skipped == [.init(place: "line 10", reason: "A task without a title.")])
    }

    /// Todoist's help ("Format a CSV file to import into Todoist"): PRIORITY "Type 1 to add p1 to
    /// the task (highest priority) … Type 4 to add p4 to the task (lowest priority)". p4 is
    /// Todoist's "no priority", so it gets no tag. (The API's JSON numbers them the other way.)
    @Test func aCSVPriorityIsOneForP1AndFourForNoPriority() throws {
        let csv = """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG
            task,Urgent,,1,1,,,,,,,,,
            task,High,,2,1,,,,,,,,,
            task,Medium,,3,1,,,,,,,,,
            task,Whenever,,4,1,,,,,,,,,

            """
        let plan = try TodoistImport.csvPlan(csv, listName: "Work", calendar: calendar)
        #expect(plan.todos.map(\.tags) == [["p1"], ["p2"], ["p3"], []])
        // And the export writes them as Todoist reads them: p1 as 1, none as 4.
        let exported = TodoistImport.csvExport([
            (name: nil, tasks: plan.todos.map { ExportedTask(title: $0.title, tags: $0.tags) })
        ])
        let rows = exported.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .filter { $0.first == "task" }
        #expect(rows.map { "\($0[1]) \($0[3])" } == ["Urgent 1", "High 2", "Medium 3", "Whenever 4"])
    }

    @Test func importingTheSameCSVGivesTheSameKeysAndTwinsDiffer() throws {
        let twice = Self.csv + "task,Buy milk,,1,1,Ada (1),,,en,Europe/Berlin,,,,\n"
        let a = try TodoistImport.csvPlan(twice, listName: "Groceries", calendar: calendar)
        let b = try TodoistImport.csvPlan(twice, listName: "Groceries", calendar: calendar)
        #expect(a.todos.map(\.key) == b.todos.map(\.key))
        #expect(Set(a.todos.map(\.key)).count == a.todos.count)
    }

    @Test func aFileThatIsNotATodoistCSVIsRefusedWithItsHeader() {
        #expect(throws: AlmanacError.self) { try TodoistImport.csvPlan("", listName: "X", calendar: calendar) }
        do {
            _ = try TodoistImport.csvPlan("Title,Due\nA,B\n", listName: "X", calendar: calendar)
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("not a Todoist CSV"))
            #expect(error.message.contains("Title, Due"))
        }
    }

    @Test func aBackupIsOneListPerProjectFileInTheArchivesOrderAndTheInboxIsTheInbox() throws {
        let inbox = """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG
            task,Call the bank,,1,1,Ada (1),,,en,Europe/Berlin,,,,

            """
        let plan = try TodoistImport.backupPlan(
            [
                .init(file: "Inbox [2203000001].csv", listName: "Inbox", text: inbox),
                .init(file: "Groceries [2203000002].csv", listName: "Groceries", text: Self.csv),
                .init(file: "Garden [2203000003].csv", listName: "Garden", text: Self.csv),
            ], calendar: calendar)
        #expect(plan.lists.map(\.name) == ["Groceries", "Garden"])
        #expect(
            plan.todos.map(\.title) == [
                "Call the bank", "Buy milk", "Water the plants", "Call grandma", "Buy milk", "Water the plants", "Call grandma",
            ])
        #expect(plan.todos[0].listKey == nil)
        #expect(plan.todos[1].listKey == plan.lists[0].key && plan.todos[4].listKey == plan.lists[1].key)
        #expect(plan.todos[1].checklist.map(\.title) == ["Oat milk", "Eggs"])
        #expect(Set(plan.todos.map(\.key)).count == 7)
        // The same project read alone gives the same keys: a backup after a CSV adds nothing twice.
        let alone = try TodoistImport.csvPlan(Self.csv, listName: "Groceries", calendar: calendar)
        #expect(Array(plan.todos[1...3].map(\.key)) == alone.todos.map(\.key))
        #expect(plan.skipped.map(\.place) == ["Groceries [2203000002].csv, line 10", "Garden [2203000003].csv, line 10"])
        do {
            _ = try TodoistImport.backupPlan([.init(file: "Notes.csv", listName: "Notes", text: "Title,Due\nA,B\n")], calendar: calendar)
            Issue.record("accepted")
        } catch {
            #expect(error.message.hasPrefix("Notes.csv: line 1: this is not a Todoist CSV"))
        }
        #expect(throws: AlmanacError.self) { try TodoistImport.backupPlan([], calendar: calendar) }
    }

    @Test func theJSONBackupKeepsChildOrderSectionsAndCompletedItems() throws {
        let json = """
            {"projects": [{"id": "10", "name": "Inbox", "inbox_project": true, "child_order": 0},
                          {"id": "11", "name": "Garden", "child_order": 2}, {"id": "12", "name": "Work", "child_order": 1}],
             "sections": [{"id": "s1", "project_id": "11", "name": "Spring", "section_order": 1}],
             "labels": [{"name": "outside"}],
             "items": [
               {"id": "1", "project_id": "11", "content": "Sow peas", "child_order": 2, "section_id": "s1", "priority": 4, "labels": ["outside"]},
               {"id": "2", "project_id": "11", "content": "Buy seeds", "child_order": 1, "due": {"date": "2026-11-25", "string": "Nov 25", "is_recurring": false}},
               {"id": "3", "project_id": "11", "content": "Mow", "child_order": 3, "due": {"date": "2026-11-23", "string": "every monday", "is_recurring": true}},
               {"id": "4", "project_id": "11", "content": "Peas: soak first", "parent_id": "1", "child_order": 1, "checked": true},
               {"id": "5", "project_id": "12", "content": "Report", "child_order": 1, "checked": true, "completed_at": "2026-11-18T10:00:00Z"},
               {"id": "6", "project_id": "10", "content": "Stray", "child_order": 1},
               {"id": "7", "project_id": 99, "content": "Orphan", "child_order": 1}
             ]}
            """
        let plan = try TodoistImport.jsonPlan(Data(json.utf8), calendar: calendar)
        #expect(plan.lists.map(\.name) == ["Work", "Garden"])
        #expect(plan.todos.map(\.title) == ["Stray", "Report", "Buy seeds", "Mow", "Sow peas"])
        #expect(plan.todos[0].listKey == nil)
        #expect(plan.todos[1].status == .completed)
        #expect(plan.todos[1].statusAt == Date(timeIntervalSince1970: 1_794_996_000))
        #expect(plan.todos[2].when == .day(LocalDay(year: 2026, month: 11, day: 25)))
        #expect(plan.todos[3].repeatRule == .weekly(every: 1, on: [2]))
        #expect(plan.todos[4].tags == ["outside", "p1"])
        #expect(plan.headings == [.init(key: "todoist:section:s1", listKey: "todoist:project:11", title: "Spring")])
        #expect(plan.todos[4].headingKey == "todoist:section:s1")
        #expect(plan.todos[2].headingKey == nil)
        #expect(plan.todos[4].checklist == [.init(title: "Peas: soak first", done: true)])
        #expect(plan.skipped.map(\.place) == ["“Orphan”"])
        #expect(throws: AlmanacError.self) { try TodoistImport.jsonPlan(Data("{\"nothing\": 1}".utf8), calendar: calendar) }
    }

    @Test func theExportReadsBackInOrder() throws {
        let tasks = [
            ExportedTask(title: "First", notes: "n", when: .day(today), tags: ["p1", "home"], checklist: [.init(title: "step")]),
            ExportedTask(title: "Second, with a comma", repeatRule: .weekly(every: 1, on: [2])),
        ]
        let csv = TodoistImport.csvExport([(name: nil, tasks: tasks), (name: "Errands", tasks: [ExportedTask(title: "Third")])])
        let plan = try TodoistImport.csvPlan(csv, listName: "Back", calendar: calendar)
        #expect(plan.todos.map(\.title) == ["First", "Second, with a comma", "Third"])
        #expect(plan.todos[0].tags == ["home", "p1"])
        #expect(plan.todos[0].checklist.map(\.title) == ["step"])
        #expect(plan.todos[0].when == .day(today))
        #expect(plan.todos[1].repeatRule == .weekly(every: 1, on: [2]))
        // A list named in the export is a section, and so a heading when read back.
        #expect(plan.todos[2].tags == [])
        #expect(plan.headings.map(\.title) == ["Errands"])
        #expect(plan.todos[2].headingKey == plan.headings[0].key)
    }

    /// Headings are written as sections (after their list's name when the file holds several
    /// lists), grouped in the order given, and read back as headings in that order.
    @Test func theExportWritesHeadingsAsSections() throws {
        let tasks = [
            ExportedTask(title: "Loose"), ExportedTask(title: "Wipe", heading: "Kitchen"), ExportedTask(title: "Mop", heading: "Kitchen"),
            ExportedTask(title: "Towels", heading: "Bath"),
        ]
        let one = TodoistImport.csvExport([(name: nil, tasks: tasks)])
        #expect(one.contains("section,Kitchen,") && one.contains("section,Bath,"))
        let plan = try TodoistImport.csvPlan(one, listName: "Home", calendar: calendar)
        #expect(plan.headings.map(\.title) == ["Kitchen", "Bath"])
        #expect(
            plan.todos.map { $0.headingKey.flatMap { key in plan.headings.first { $0.key == key }?.title } } == [
                nil, "Kitchen", "Kitchen", "Bath",
            ])
        let several = TodoistImport.csvExport([(name: "Home", tasks: tasks)])
        #expect(several.contains("section,Home,") && several.contains("section,Home / Kitchen,"))
    }
}

@Suite struct TickTickImportTests {
    static let csv = """
        "Date: 2026-11-20+0000"
        "Version: 7.1"
        "Status: 
        0 Normal
        1 Completed
        2 Archived"
        "Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder","Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day","Is Floating","Column Name","Column Order","View Mode","taskId","parentId"
        "Life","Home","Fix the tap","TEXT","diy, urgent","Washer size 12","N","","2026-11-22T23:00:00+0000","","","5","0","2026-11-01T10:00:00+0000","","200","Europe/Berlin","true","false","","","list","t1",""
        "Life","Home","Shopping","CHECKLIST","","▫Milk
        ▪Bread","Y","","","","","0","0","","","100","Europe/Berlin","","","","","list","t2",""
        "Life","Home","Buy washers","TEXT","","","N","","","","","0","0","","","300","Europe/Berlin","","","","","list","t3","t1"
        "","Inbox","Stretch","TEXT","","","N","","2026-11-23T07:00:00+0000","","RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR","1","0","","","1","UTC","false","false","","","list","t4",""
        "","Inbox","Old thing","TEXT","","","N","","","","","3","2","","2026-11-02T09:00:00+0000","2","UTC","","","","","list","t5",""
        "","Inbox","Won't do","TEXT","","","N","","","","FREQ=MONTHLY;BYDAY=2TU","0","-1","","","3","UTC","","","","","list","t6",""
        "","Inbox","","TEXT","","","N","","","","","0","0","","","4","UTC","","","","","list","t7",""

        """

    @Test func aBackupSkipsItsPreambleAndKeepsOrderChecklistsAndRepeats() throws {
        let plan = try TickTickImport.plan(Self.csv, calendar: calendar)
        #expect(plan.lists.map(\.name) == ["Home"])
        #expect(plan.lists[0].areaName == "Life")
        #expect(plan.todos.map(\.title) == ["Stretch", "Old thing", "Won't do", "Shopping", "Fix the tap"])
        let tap = plan.todos[4]
        #expect(tap.tags == ["diy", "urgent", "p1"])
        #expect(tap.when == .day(LocalDay(year: 2026, month: 11, day: 23)))  // 23:00 UTC is the 23rd in Berlin
        #expect(tap.checklist == [.init(title: "Buy washers")])
        #expect(tap.key == "ticktick:t1")
        #expect(plan.todos[3].checklist == [.init(title: "Milk"), .init(title: "Bread", done: true)])
        #expect(plan.todos[0].repeatRule == .weekly(every: 1, on: [2, 4, 6]))
        #expect(plan.todos[0].listKey == nil)
        #expect(plan.todos[1].status == .completed)
        #expect(plan.todos[1].statusAt == Date(timeIntervalSince1970: 1_793_610_000))
        #expect(plan.todos[2].status == .canceled)
        #expect(plan.warnings.map(\.place) == ["line 14"])
        #expect(plan.skipped.map(\.place) == ["line 15"])
    }

    /// A list's kanban columns are its headings, in Column Order; nothing becomes a tag.
    @Test func columnsBecomeHeadingsInTheirOrder() throws {
        let csv = """
            "Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder","Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day","Is Floating","Column Name","Column Order","View Mode","taskId","parentId"
            "","Move","Hire van","TEXT","","","N","","","","","0","0","","","1","UTC","","","Doing","2","kanban","m1",""
            "","Move","Pack","TEXT","","","N","","","","","0","0","","","2","UTC","","","To do","1","kanban","m2",""
            "","Move","Label boxes","TEXT","","","N","","","","","0","0","","","3","UTC","","","to do","1","kanban","m3",""
            "","Move","Loose","TEXT","","","N","","","","","0","0","","","4","UTC","","","","","kanban","m4",""
            "","Inbox","In the inbox","TEXT","","","N","","","","","0","0","","","5","UTC","","","Doing","1","kanban","m5",""

            """
        let plan = try TickTickImport.plan(csv, calendar: calendar)
        #expect(plan.headings.map(\.title) == ["To do", "Doing"])
        let titles = Dictionary(uniqueKeysWithValues: plan.headings.map { ($0.key, $0.title) })
        #expect(
            plan.todos.map { "\($0.title): \($0.headingKey.flatMap { titles[$0] } ?? "-")" } == [
                "In the inbox: -", "Hire van: Doing", "Pack: To do", "Label boxes: To do", "Loose: -",
            ])
        #expect(plan.todos.allSatisfy { $0.tags.isEmpty })
        #expect(try TickTickImport.plan(csv, calendar: calendar).headings == plan.headings)
    }

    @Test func aFileWithoutTheHeaderIsRefused() {
        do {
            _ = try TickTickImport.plan("\"Date: 2026\"\nfoo,bar\n", calendar: calendar)
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("not a TickTick backup"))
        }
    }

    @Test func rrulesMapWhereAlmanacHasOne() {
        #expect(TickTickImport.repeatRule("FREQ=DAILY;INTERVAL=2", start: nil) == .daily(every: 2))
        #expect(TickTickImport.repeatRule("FREQ=MONTHLY;BYMONTHDAY=-1", start: nil) == .monthly(every: 1, day: 31))
        #expect(TickTickImport.repeatRule("FREQ=YEARLY", start: today) == .yearly(every: 1, month: 11, day: 20))
        #expect(TickTickImport.repeatRule("FREQ=HOURLY", start: today) == nil)
        #expect(TickTickImport.repeatRule("FREQ=DAILY;INTERVAL=99999999999999999999", start: nil) == nil)
    }
}

@Suite struct TaskImportPlanTests {
    @Test func checkingLeavesOutWhatTheStoreWouldRefuseAndKeepsTheRest() {
        let plan = TaskImportPlan(
            source: .todoist, lists: [.init(key: "l", name: "Errands"), .init(key: "m", name: "errands")],
            todos: [
                .init(key: "1", title: String(repeating: "x", count: 501), place: "line 2"),
                .init(key: "2", title: "Fine", listKey: "m", tags: ["@a", "A", String(repeating: "t", count: 101)], place: "line 3"),
                .init(key: "2", title: "Duplicate key", place: "line 4"),
            ]
        ).checked()
        #expect(plan.lists.map(\.name) == ["Errands", "errands (2)"])
        #expect(plan.todos.map(\.title) == ["Fine"])
        #expect(plan.todos[0].tags == ["a"])
        #expect(plan.skipped.map(\.place) == ["line 2"])
        #expect(plan.warnings.count == 1)
        let counts = TaskImportCounts(plan)
        #expect(counts.todos == 1)
        #expect(counts.lists == 2)
        #expect(counts.skipped == 1)
    }
}
