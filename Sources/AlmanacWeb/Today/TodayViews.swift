import AlmanacCore
import AlmanacStore
import Foundation

struct TodayView: Component {
    struct Model {
        var csrf: String
        var user: User
        var page: TodayPageData
        var error: AlmanacError?
        var errorModule: DayModule?
    }
    var model: Model

    var page: Href { TodayRoutes.day.href(model.page.day) }

    /// The areas of focus not archived: the goal-or-area picker's choices.
    var activeAreas: [Area] { model.page.plan.areas.filter { !$0.archived } }

    var body: Component {
        let missing = model.page.settings.dayModules.filter { !model.page.entries.isFilled($0) }
        let answers = model.page.standup?.answerList ?? []
        let openGoals = model.page.plan.goals.filter { $0.status != "done" }
        let areas = Dictionary(model.page.plan.areas.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return ComponentGroup {
            Div {
                H1(model.page.isToday ? "Today" : SystemText.dayTitle(model.page.day))
                Paragraph(
                    model.page.isToday ? "\(SystemText.dayTitle(model.page.day)) · good to see you, \(model.user.displayName)." : "A look back."
                ).class("lead")
                Navigation {
                    Link("← \(SystemText.dayShort(model.page.day.adding(days: -1)))", url: TodayRoutes.day.href(model.page.day.adding(days: -1)))
                    if !model.page.isToday { Link("Today", url: TodayRoutes.today.href) }
                    Link("\(SystemText.dayShort(model.page.day.adding(days: 1))) →", url: TodayRoutes.day.href(model.page.day.adding(days: 1)))
                }
                .class("week-nav")
            }
            .class("page-head")
            if let error = model.error, model.errorModule == nil {
                Paragraph(error.message).class("flash error").attribute(named: "role", value: "alert")
            }
            Div {
                Element(name: "section") {
                    if let running = model.page.running {
                        Div {
                            Span("Focusing on “\(running.what)”, until \(SystemText.clock(running.endsAt, model.user.preferences.zone)).")
                            Link("Open the timer", url: FocusRoutes.focus.href).class("button primary")
                        }
                        .class("focus-now")
                    } else if model.page.isToday {
                        Div {
                            Span("What is the one thing to do next?")
                            Link("Set an intention", url: FocusRoutes.focus.href).class("button primary")
                        }
                        .class("focus-now")
                    }
                    H2("\(model.page.isToday ? "Today" : "That day"): \(SystemText.percent(model.page.presence.presence.fraction)) present")
                    SystemCharts.day(model.page.presence, zone: model.user.preferences.zone)
                    if model.page.intentions.isEmpty {
                        Paragraph("No intentions yet.").class("empty")
                    } else {
                        List(model.page.intentions.reversed()) {
                            IntentionRow(intention: $0, zone: model.user.preferences.zone, areas: model.page.plan.areas, csrf: nil)
                        }.class("intentions")
                    }
                }
                .class("card today-focus")
                Element(name: "section") {
                    H2("Daily standup")
                    if model.page.standup != nil { Paragraph("Saved. Change the answers any time today.").class("hint") }
                    Form(url: TodayRoutes.standup.href(model.page.day), method: .post) {
                        CSRFField(token: model.csrf)
                        for (index, question) in model.page.settings.standupTemplate.questions.enumerated() {
                            Div {
                                Label(question) {
                                    TextArea(
                                        text: answers.first { $0.question == question }?.answer ?? "", name: "answer\(index)",
                                        numberOfRows: 3)
                                }
                                if index == 0 {
                                    if model.page.finishedYesterday.isEmpty && model.page.toDosDoneYesterday.isEmpty {
                                        Paragraph("Nothing completed yesterday: no intentions, no to-dos.").class("hint")
                                    } else {
                                        Div {
                                            Paragraph("Yesterday you finished:").class("hint")
                                            List {
                                                for details in model.page.toDosDoneYesterday {
                                                    ListItem {
                                                        Span("✓ ").class("hint")
                                                        Text(details.task.title)
                                                        " " + tieChip(details)
                                                    }
                                                    .class("done-todo")
                                                }
                                                for intention in model.page.finishedYesterday {
                                                    ListItem {
                                                        Text(intention.what)
                                                        Span(
                                                            " · \(SystemText.duration((intention.endedAt ?? intention.endsAt).timeIntervalSince(intention.startedAt)))"
                                                        ).class("hint")
                                                    }
                                                }
                                            }
                                            .class("yesterday")
                                        }
                                        .class("prelisted")
                                    }
                                }
                            }
                            .class("field")
                        }
                        if let message = errorMessage(model.error, for: "answers") { Paragraph(message).class("field-error") }
                        Div {
                            Button { Text("Save standup") }.attribute(named: "type", value: "submit").class("primary")
                            Link("Edit the questions", url: WeekRoutes.settings.href).class("hint")
                        }
                        .class("actions")
                    }
                }
                .class("card")
                .id("standup")
                Element(name: "section") {
                    H2(model.page.isToday ? "Today's to-dos" : "To-dos done that day")
                    if model.page.tasks.isEmpty {
                        Paragraph(model.page.isToday ? "Nothing on today's list yet." : "No to-dos were completed that day.").class("empty")
                    } else {
                        let rows = model.page.tasks.map {
                            TaskRow(
                                details: $0, csrf: model.csrf, back: page.description, today: model.page.day, container: nil, previous: nil,
                                next: nil, showList: true, inToday: model.page.isToday, keepsAreas: !activeAreas.isEmpty
                            ).html
                        }
                        "<ul class=\"task-rows\">\(rows.joined())</ul>" as HTML
                    }
                    if model.page.isToday {
                        quickEntry
                        Paragraph { Link("Open Today in Tasks", url: TodayRoutes.Elsewhere.tasksToday.href) }.class("hint")
                    }
                }
                .class("card today-tasks")
                .id("todos")
                Element(name: "section") {
                    H2("This week's goals")
                    if model.page.plan.goals.isEmpty {
                        Paragraph {
                            Text("No goals for this week yet. ")
                            Link("Plan the week", url: WeekRoutes.week.href)
                        }.class("empty")
                    } else {
                        List(openGoals.prefix(8)) { goal in
                            ListItem {
                                if let area = areas[goal.areaId] { AreaChip(area: area) }
                                Text(" \(goal.title)")
                                if case .partial(let percent) = goal.goalStatus { Span(" · \(percent) %").class("hint") }
                            }
                        }
                        .class("today-goals")
                        Paragraph("\(model.page.plan.goals.count - openGoals.count) of \(model.page.plan.goals.count) done. ").class("hint")
                    }
                }
                .class("card")
                if !model.page.settings.dayModules.isEmpty {
                    Element(name: "section") {
                        H2("Day modules")
                        Paragraph(
                            missing.isEmpty
                                ? "All filled in. Nice." : "Missing: \(missing.map { $0.title.lowercased() }.joined(separator: ", "))."
                        )
                        .class(missing.isEmpty ? "hint" : "hint missing")
                        for module in model.page.settings.dayModules {
                            DayModuleCard(
                                module: module, entries: model.page.entries, day: model.page.day, csrf: model.csrf,
                                error: model.errorModule == module ? model.error : nil)
                        }
                    }
                    .class("card")
                    .id("modules")
                }
            }
            .class("stack today")
            Div {}.attribute(named: "data-widget", value: "focus").attribute(named: "data-mode", value: "poll")
        }
    }
}

extension TodayView {
    /// Tasks' quick entry, adding to today and returning here.
    var quickEntry: HTML {
        var frame = TasksPage.Model(csrf: model.csrf, path: page.fragment("todos").description, today: model.page.day, lists: [], tags: [])
        frame.defaultWhen = "today"
        frame.areas = activeAreas
        frame.goals = model.page.plan.goals.filter { $0.goalStatus != .done }
        return TasksPage(model: frame).quickEntry
    }
}

struct DayModuleCard: Component {
    var module: DayModule
    var entries: DayEntries
    var day: LocalDay
    var csrf: String
    var error: AlmanacError?

    var summary: String? {
        switch module {
        case .sleep:
            entries.sleep.map {
                "\($0.wentToBed)–\($0.wokeUp): \(SystemText.hours($0.hoursSlept)) slept\($0.quality.map { ", quality \($0)/5" } ?? "")"
            }
        case .health:
            entries.health.map { health in
                [
                    health.weightKg.map { String(format: "%.1f kg", $0) }, health.restingHeartRate.map { "resting heart rate \($0)" },
                    health.notes,
                ]
                .compactMap { $0 }.joined(separator: " · ")
            }
        case .workout: entries.workout.map { "\($0.type), \($0.minutes) min\($0.notes.map { " · \($0)" } ?? "")" }
        case .review: entries.review.map(\.text)
        case .photos: entries.photos.isEmpty ? nil : entries.photos.count == 1 ? "1 photo" : "\(entries.photos.count) photos"
        }
    }

    var body: Component {
        let filled = entries.isFilled(module)
        if module == .photos {
            return PhotosCard(photos: entries.photos, summary: summary, day: day, csrf: csrf, error: error)
        }
        return Element(name: "details") {
            Element(name: "summary") {
                Span(filled ? "✓" : "○").class(filled ? "module-state filled" : "module-state")
                Span(module.title).class("module-title")
                if let summary { Span(summary).class("module-summary") }
            }
            Form(url: TodayRoutes.module.href(day, module.rawValue), method: .post) {
                CSRFField(token: csrf)
                if let error { Paragraph(error.message).class("field-error").attribute(named: "role", value: "alert") }
                switch module {
                case .sleep:
                    Div {
                        Field(
                            label: "Went to bed", name: "wentToBed", type: .time, value: entries.sleep?.wentToBed ?? "23:00", required: true
                        )
                        Field(label: "Woke up", name: "wokeUp", type: .time, value: entries.sleep?.wokeUp ?? "07:00", required: true)
                    }
                    .class("pair")
                    SelectField(
                        label: "Quality", name: "quality", options: [("", "Not rated")] + (1...5).map { (String($0), "\($0) of 5") },
                        selected: entries.sleep?.quality.map(String.init))
                case .health:
                    Div {
                        Field(
                            label: "Weight (kg)", name: "weightKg", type: .number, value: entries.health?.weightKg.map { String($0) },
                            inputmode: "decimal")
                        Field(
                            label: "Resting heart rate", name: "restingHeartRate", type: .number,
                            value: entries.health?.restingHeartRate.map(String.init), inputmode: "numeric")
                    }
                    .class("pair")
                    Field(label: "Notes", name: "notes", value: entries.health?.notes)
                case .workout:
                    Div {
                        Field(label: "Type", name: "type", value: entries.workout?.type, required: true)
                        Field(
                            label: "Minutes", name: "minutes", type: .number, value: entries.workout.map { String($0.minutes) },
                            required: true, inputmode: "numeric")
                    }
                    .class("pair")
                    Field(label: "Notes", name: "notes", value: entries.workout?.notes)
                case .review:
                    Div { Label("How did today go?") { TextArea(text: entries.review?.text ?? "", name: "text", numberOfRows: 3) } }.class(
                        "field")
                case .photos:
                    EmptyComponent()
                }
                SubmitRow(title: "Save \(module.title.lowercased())")
            }
        }
        .class("day-module \(module.rawValue)")
        .attribute(named: "open", value: error != nil || (!filled && module != .review) ? "open" : nil)
    }
}

/// The photos module: a grid of the day's photos (HEIC as a download tile, since most browsers
/// cannot show it), each with its delete button, and the upload form, which works without JS.
struct PhotosCard: Component {
    var photos: [DayPhoto]
    var summary: String?
    var day: LocalDay
    var csrf: String
    var error: AlmanacError?

    static let accept = ImageKind.allCases.map(\.mimeType).joined(separator: ",")

    var body: Component {
        Element(name: "details") {
            Element(name: "summary") {
                Span(photos.isEmpty ? "○" : "✓").class(photos.isEmpty ? "module-state" : "module-state filled")
                Span(DayModule.photos.title).class("module-title")
                if let summary { Span(summary).class("module-summary") }
            }
            if !photos.isEmpty {
                List(Array(photos.enumerated())) { index, photo in
                    let label = photo.caption ?? "Photo \(index + 1)"
                    return ListItem {
                        if photo.isViewableInBrowsers {
                            Link(url: TodayRoutes.photo.href(photo.id)) {
                                Image(url: TodayRoutes.photo.href(photo.id).description, description: label)
                                    .attribute(named: "loading", value: "lazy")
                            }
                            .class("photo-frame")
                        } else {
                            Link(url: TodayRoutes.photo.href(photo.id, query: ["download": "1"])) {
                                Span("HEIC").class("photo-kind")
                                Span("Download").class("photo-download")
                            }
                            .class("photo-frame photo-placeholder")
                            .attribute(named: "download", value: "")
                            .attribute(named: "aria-label", value: "Download \(label) (HEIC, \(Self.size(photo.byteSize)))")
                        }
                        Div {
                            Span(photo.caption ?? Self.size(photo.byteSize)).class("photo-caption")
                            Form(url: TodayRoutes.deletePhoto.href(photo.id), method: .post) {
                                CSRFField(token: csrf)
                                Button { Text("Delete") }
                                    .attribute(named: "type", value: "submit")
                                    .attribute(named: "aria-label", value: "Delete \(label)")
                                    .class("link-button danger")
                            }
                            .class("inline")
                        }
                        .class("photo-meta")
                    }
                    .class("photo-tile")
                }
                .class("photo-grid")
            }
            Form(url: TodayRoutes.uploadPhotos.href(day, query: ["_csrf": csrf]), method: .post) {
                if let error { Paragraph(error.message).class("field-error").attribute(named: "role", value: "alert") }
                Div {
                    Label("Photos") {
                        Input(type: .file, name: "photo")
                            .attribute(named: "accept", value: Self.accept)
                            .attribute(named: "multiple", value: "multiple")
                            .attribute(named: "required", value: "required")
                            .attribute(named: "aria-describedby", value: "photo-hint")
                    }
                    Paragraph("JPEG, PNG, WebP or HEIC, up to 20 MB each, \(AppDatabase.maximumPhotosPerUpload) at a time.")
                        .class("hint").id("photo-hint")
                }
                .class("field")
                Field(label: "Caption (optional)", name: "caption")
                SubmitRow(title: "Upload")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
            .class("photo-upload")
        }
        .class("day-module photos")
        .id("photos")
        .attribute(named: "open", value: "open")
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : "\(max(1, bytes / 1024)) KB"
    }
}
