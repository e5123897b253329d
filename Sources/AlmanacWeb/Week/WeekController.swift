import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The weekly: areas of focus, planning with capacity, goals, start, progress, retrospective and
/// its metrics, past weeks, and the system's settings (pages and API).
struct WeekController {
    let database: AppDatabase

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get(WeekRoutes.week, use: weekPage)
        router.get(WeekRoutes.past, use: pastPage)
        router.get(WeekRoutes.areas, use: areasPage)
        router.post(WeekRoutes.areas, use: addArea)
        router.post(WeekRoutes.suggestedAreas, use: addSuggested)
        router.post(WeekRoutes.area, use: updateArea)
        router.post(WeekRoutes.moveArea, use: moveArea)
        router.get(WeekRoutes.settings, use: settingsPage)
        router.post(WeekRoutes.settings, use: saveSettings)
        router.get(WeekRoutes.day, use: weekPage)
        router.post(WeekRoutes.capacity, use: setCapacity)
        router.post(WeekRoutes.start, use: startWeek)
        router.post(WeekRoutes.goals, use: addGoal)
        router.post(WeekRoutes.retrospective, use: saveRetrospective)
        router.post(WeekRoutes.actionItems, use: addActionItem)
        router.post(WeekRoutes.goalStatus, use: goalStatus)
        router.post(WeekRoutes.deleteGoal, use: deleteGoal)
        router.post(WeekRoutes.actionItem, use: actionItemDone)

        api.get(WeekRoutes.API.areas, use: apiAreas)
        api.post(WeekRoutes.API.areas, use: apiAddArea)
        api.post(WeekRoutes.API.suggestedAreas, use: apiAddSuggested)
        api.patch(WeekRoutes.API.area, use: apiUpdateArea)
        api.get(WeekRoutes.API.weeks, use: apiWeeks)
        api.get(WeekRoutes.API.week, use: apiWeek)
        api.put(WeekRoutes.API.capacity, use: apiCapacity)
        api.post(WeekRoutes.API.start, use: apiStart)
        api.post(WeekRoutes.API.goals, use: apiAddGoal)
        api.get(WeekRoutes.API.report, use: apiReport)
        api.put(WeekRoutes.API.retrospective, use: apiRetrospective)
        api.post(WeekRoutes.API.actionItems, use: apiAddActionItem)
        api.patch(WeekRoutes.API.goal, use: apiUpdateGoal)
        api.delete(WeekRoutes.API.goal, use: apiDeleteGoal)
        api.patch(WeekRoutes.API.actionItem, use: apiActionItem)
        api.delete(WeekRoutes.API.actionItem, use: apiDeleteActionItem)
        api.get(WeekRoutes.API.settings, use: apiSettings)
        api.put(WeekRoutes.API.settings, use: apiSaveSettings)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .get, WeekRoutes.API.areas, "Areas of focus in the user's order (archived=true to include archived ones)",
            response: .array(AreaJSON.schema), query: ["archived"]),
        .init(
            .post, WeekRoutes.API.areas, "Add an area of focus",
            request: .object(["name": .string, "colour": .string, "emoji": .string], required: ["name"]), response: AreaJSON.schema,
            status: 201),
        .init(
            .post, WeekRoutes.API.suggestedAreas, "Add Career, Family, Health, Friends, Chores and Play (those missing)",
            response: .array(AreaJSON.schema), status: 201),
        .init(
            .patch, WeekRoutes.API.area, "Rename, recolour or archive an area",
            request: .object(["name": .string, "colour": .string, "emoji": .string, "archived": .boolean]), response: AreaJSON.schema),
        .init(
            .get, WeekRoutes.API.weeks, "The saved weeks, newest first",
            response: .array(.object(["start": .date, "end": .date, "startedAt": .dateTime]))),
        .init(
            .get, WeekRoutes.API.week, "The week containing a day (YYYY-MM-DD or today): capacity, goals, load, progress, retrospective",
            response: WeekJSON.schema),
        .init(
            .put, WeekRoutes.API.capacity, "Set the capacity: hours for each weekday, Sunday first",
            request: .object(["hoursByWeekday": .array(.quantity(.dayHours))], required: ["hoursByWeekday"]), response: WeekJSON.schema),
        .init(
            .post, WeekRoutes.API.start, "Start the week: commit the plan (later goals count as added mid-sprint)",
            response: WeekJSON.schema, errors: [409]),
        .init(
            .post, WeekRoutes.API.goals, "Add a weekly goal",
            request: .object(
                ["title": .string, "areaId": .string, "estimateHours": .quantity(.estimateHours)],
                required: ["title", "areaId", "estimateHours"]),
            response: GoalJSON.schema, status: 201),
        .init(.get, WeekRoutes.API.report, "The retrospective's metrics report with the 8-week trend", response: .anyObject),
        .init(
            .put, WeekRoutes.API.retrospective, "Save what went well and what to improve",
            request: .object(["wentWell": .string, "improve": .string]), response: WeekJSON.schema),
        .init(
            .post, WeekRoutes.API.actionItems, "Add an action item to the week's retrospective",
            request: .object(["text": .string], required: ["text"]), response: ActionItemJSON.schema, status: 201),
        .init(
            .patch, WeekRoutes.API.goal, "Change a goal or mark it done/partial",
            request: .object([
                "title": .string, "areaId": .string, "estimateHours": .quantity(.estimateHours),
                "status": .object(
                    ["state": .enumeration(["open", "done", "partial"]), "percent": .quantity(.percentDone)], required: ["state"]),
            ]), response: GoalJSON.schema),
        .init(.delete, WeekRoutes.API.goal, "Delete a goal", status: 204),
        .init(
            .patch, WeekRoutes.API.actionItem, "Tick an action item done (or not)", request: .object(["done": .boolean], required: ["done"]),
            response: ActionItemJSON.schema),
        .init(.delete, WeekRoutes.API.actionItem, "Delete an action item", status: 204),
        .init(
            .get, WeekRoutes.API.settings, "Active hours, quiet hours, webhook, sprint length, day modules, standup template",
            response: SettingsJSON.schema),
        .init(.put, WeekRoutes.API.settings, "Replace the system settings", request: SettingsJSON.schema, response: SettingsJSON.schema),
    ]

    // MARK: Pages

    func day(_ request: Request, _ context: AppRequestContext, user: User) throws -> LocalDay {
        try DayParameter.parse(context.parameters.get("day"), user: user, now: database.now())
    }

    @Sendable func weekPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderWeek(request, context, user: user, day: try day(request, context, user: user))
    }

    private func renderWeek(
        _ request: Request, _ context: AppRequestContext, user: User, day: LocalDay, error: AlmanacError? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let plan = try await database.weekPlan(owner: user.id, containing: day)
        let today = user.preferences.today(at: database.now())
        let report = try await database.weekReport(owner: user.id, containing: day)
        let model = WeekView.Model(
            csrf: context.csrfToken, plan: plan, today: today, report: report, error: error)
        return Pages.render("Week of \(SystemText.dayMonth(plan.period.start))", request: request, context: context, status: status) {
            WeekView(model: model)
        }
    }

    /// Runs a form action for the week page: redirect with a flash, or the page again with the error.
    private func weekAction(
        _ request: Request, _ context: AppRequestContext, _ action: (User, LocalDay, FormData) async throws -> String
    ) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(request, context, user: user)
        let form = try await Body.form(from: request)
        do {
            let message = try await action(user, day, form)
            return .seeOther(WeekRoutes.day.href(day), flash: .success(message, undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderWeek(
                request, context, user: user, day: day, error: error, status: error.field == nil ? .conflict : .badRequest)
        }
    }

    @Sendable func setCapacity(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            var hours = [Double](repeating: 0, count: 7)
            for weekday in 1...7 {
                hours[weekday - 1] = try form.number("hours\(weekday)", .dayHours) ?? 0
            }
            let capacity = try WeeklyCapacity(hoursByWeekday: hours)
            _ = try await database.setCapacity(owner: user.id, weekContaining: day, capacity)
            return "Capacity saved."
        }
    }

    @Sendable func startWeek(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await weekAction(request, context) { user, day, _ in
            _ = try await database.startWeek(owner: user.id, containing: day)
            return "The week has started. Goals added from now on count as added mid-sprint."
        }
    }

    @Sendable func addGoal(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            let goal = try await database.addGoal(
                owner: user.id, weekContaining: day, title: form["title"] ?? "", areaID: try form.require("areaId", label: "The area"),
                estimateHours: try form.number("estimateHours", .estimateHours) ?? 0)
            return "Added “\(goal.title)”."
        }
    }

    @Sendable func saveRetrospective(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            try await database.saveRetrospective(owner: user.id, weekContaining: day, wentWell: form["wentWell"], improve: form["improve"])
            return "Retrospective saved."
        }
    }

    @Sendable func addActionItem(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            let item = try await database.addActionItem(owner: user.id, weekContaining: day, text: form["text"] ?? "")
            return "Added the action item “\(item.text)”."
        }
    }

    private func weekOfGoal(_ goal: GoalRecord, user: User) async throws -> Href {
        let weeks = try await database.weeks(owner: user.id)
        return WeekRoutes.day.href(weeks.first { $0.id == goal.weekId }?.startDay ?? "today").fragment("goals")
    }

    @Sendable func goalStatus(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let goal = try await database.goal(owner: user.id, id: id)
        let week = try await weekOfGoal(goal, user: user)
        return try await .formAction(back: week) {
            var state = form["state"] ?? "open"
            var percent = try form.whole("percent", .percentDone)
            if state == "partial", percent == 100 {
                state = "done"
                percent = nil
            }
            if state == "partial", percent == 0 {
                state = "open"
                percent = nil
            }
            _ = try await database.updateGoal(owner: user.id, id: id, status: try GoalStatus.make(state: state, percent: percent))
            return .seeOther(week, flash: .success("Updated “\(goal.title)”.", undo: true))
        }
    }

    @Sendable func deleteGoal(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let goal = try await database.goal(owner: user.id, id: try context.parameters.require("id"))
        let week = try await weekOfGoal(goal, user: user)
        _ = try await database.deleteGoal(owner: user.id, id: goal.id)
        return .seeOther(week, flash: .success("Deleted “\(goal.title)”.", undo: true))
    }

    @Sendable func actionItemDone(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        let item = try await database.setActionItemDone(
            owner: user.id, id: try context.parameters.require("id"), done: form["done"] == "true")
        return .seeOther(
            AccountsController.safeNext(form["next"] ?? WeekRoutes.week.href.description) + "#retrospective",
            flash: .success(item.done ? "Ticked “\(item.text)”." : "Unticked “\(item.text)”.", undo: true))
    }

    @Sendable func pastPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let weeks = try await database.weeks(owner: user.id)
        var rows: [PastWeeksView.Row] = []
        for week in weeks.prefix(52) {
            let plan = try await database.weekPlan(owner: user.id, containing: week.period.start)
            rows.append(
                .init(
                    period: week.period, started: week.startedAt != nil, goals: plan.goals.count,
                    done: plan.goals.count { $0.status == "done" }, estimate: plan.load.estimatedHours, capacity: plan.capacityHours))
        }
        return Pages.render("Past weeks", request: request, context: context) { PastWeeksView(rows: rows) }
    }

    @Sendable func areasPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderAreas(request, context, user: user)
    }

    private func renderAreas(
        _ request: Request, _ context: AppRequestContext, user: User, error: AlmanacError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let areas = try await database.areas(owner: user.id, includeArchived: true)
        return Pages.render("Areas of focus", request: request, context: context, status: status) {
            AreasView(model: .init(csrf: context.csrfToken, areas: areas, error: error))
        }
    }

    @Sendable func addArea(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let area = try await database.addArea(owner: user.id, name: form["name"] ?? "", colour: form["colour"], emoji: form["emoji"])
            return .seeOther(
                AccountsController.safeNext(form["next"] ?? WeekRoutes.areas.href.description), flash: .success("Added “\(area.name)”.", undo: true))
        } catch let error as AlmanacError {
            return try await renderAreas(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func addSuggested(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        let added = try await database.addSuggestedAreas(owner: user.id)
        return .seeOther(
            AccountsController.safeNext(form["next"] ?? WeekRoutes.week.href.description),
            flash: .success("Added \(added.map(\.name).joined(separator: ", ")).", undo: true))
    }

    @Sendable func updateArea(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let area = try await database.updateArea(
                owner: user.id, id: try context.parameters.require("id"), name: form["name"], colour: form["colour"], emoji: form["emoji"],
                archived: form["archived"].map { $0 == "true" })
            return .seeOther(WeekRoutes.areas.href, flash: .success("Saved “\(area.name)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderAreas(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func moveArea(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        try await database.moveArea(owner: user.id, id: try context.parameters.require("id"), up: form["direction"] == "up")
        return .seeOther(WeekRoutes.areas.href)
    }

    @Sendable func settingsPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let settings = try await database.systemSettings(owner: user.id)
        return Pages.render("System settings", request: request, context: context) {
            SystemSettingsView(model: .init(csrf: context.csrfToken, settings: settings, error: nil))
        }
    }

    @Sendable func saveSettings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let active = try ActiveHours(
                start: WallClockTime(form["activeStart"] ?? "", field: "activeStart"),
                end: WallClockTime(form["activeEnd"] ?? "", field: "activeEnd"), weekdays: Set(form.all("activeDay").compactMap(Int.init)))
            var quiet: QuietHours?
            if let start = form.optional("quietStart"), let end = form.optional("quietEnd") {
                quiet = try QuietHours(start: WallClockTime(start, field: "quietStart"), end: WallClockTime(end, field: "quietEnd"))
            }
            let questions = (form["questions"] ?? "").split(whereSeparator: \.isNewline).map(String.init)
            let settings = SystemSettings(
                activeHours: active, quietHours: quiet, webhookURL: form.optional("webhookUrl"),
                sprintLength: form["sprintLength"] == "2" ? .twoWeeks : .oneWeek,
                dayModules: form.all("module").compactMap(DayModule.init(rawValue:)),
                standupTemplate: try StandupTemplate(questions: questions))
            try await database.updateSystemSettings(owner: user.id, settings)
            return .seeOther(WeekRoutes.settings.href, flash: .success("Settings saved.", undo: true))
        } catch let error as AlmanacError {
            let settings = try await database.systemSettings(owner: user.id)
            return Pages.render("System settings", request: request, context: context, status: .badRequest) {
                SystemSettingsView(model: .init(csrf: context.csrfToken, settings: settings, error: error))
            }
        }
    }

    // MARK: API

    struct AreaJSON: Encodable {
        var id: String
        var name: String
        var colour: String
        var emoji: String?
        var archived: Bool
        init(_ area: Area) {
            id = area.id
            name = area.name
            colour = area.colour
            emoji = area.emoji
            archived = area.archived
        }
        static let schema = Schema.object(
            ["id": .string, "name": .string, "colour": .string, "emoji": .string, "archived": .boolean],
            required: ["id", "name", "colour", "archived"])
    }

    struct GoalJSON: Encodable {
        var id: String
        var title: String
        var areaId: String
        var estimateHours: Double
        var status: GoalStatus
        var addedMidSprint: Bool
        init(_ goal: GoalRecord) {
            id = goal.id
            title = goal.title
            areaId = goal.areaId
            estimateHours = goal.estimateHours
            status = goal.goalStatus
            addedMidSprint = goal.addedMidSprint
        }
        static let schema = Schema.object(
            [
                "id": .string, "title": .string, "areaId": .string, "estimateHours": .number,
                "status": .object(["state": .enumeration(["open", "done", "partial"]), "percent": .integer], required: ["state"]),
                "addedMidSprint": .boolean,
            ],
            required: ["id", "title", "areaId", "estimateHours", "status", "addedMidSprint"])
    }

    struct ActionItemJSON: Encodable {
        var id: String
        var text: String
        var done: Bool
        init(_ item: ActionItemRecord) {
            id = item.id
            text = item.text
            done = item.done
        }
        static let schema = Schema.object(["id": .string, "text": .string, "done": .boolean], required: ["id", "text", "done"])
    }

    struct WeekJSON: Encodable {
        var start: String
        var end: String
        var startedAt: Date?
        var capacityHoursByWeekday: [Double]
        var capacityHours: Double
        var estimatedHours: Double
        var overCapacity: Bool
        var warning: String?
        var goals: [GoalJSON]
        var progress: [AreaProgress]
        var wentWell: String?
        var improve: String?
        var actionItems: [ActionItemJSON]
        var lastWeekActionItems: [ActionItemJSON]

        init(_ plan: WeekPlan) {
            start = plan.period.start.description
            end = plan.period.end.description
            startedAt = plan.week.startedAt
            capacityHoursByWeekday = plan.capacity.hoursByWeekday
            capacityHours = plan.capacityHours
            estimatedHours = plan.load.estimatedHours
            overCapacity = plan.load.isOverCapacity
            warning = plan.load.warning
            goals = plan.goals.map(GoalJSON.init)
            progress = plan.progress
            wentWell = plan.retrospective?.wentWell
            improve = plan.retrospective?.improve
            actionItems = plan.actionItems.map(ActionItemJSON.init)
            lastWeekActionItems = plan.lastWeekActionItems.map(ActionItemJSON.init)
        }

        static let schema = Schema.object(
            [
                "start": .date, "end": .date, "startedAt": .dateTime, "capacityHoursByWeekday": .array(.number), "capacityHours": .number,
                "estimatedHours": .number, "overCapacity": .boolean, "warning": .string, "goals": .array(GoalJSON.schema),
                "progress": .array(.object(["areaID": .string, "goalCount": .integer, "doneCount": .integer, "completion": .number])),
                "wentWell": .string, "improve": .string, "actionItems": .array(ActionItemJSON.schema),
                "lastWeekActionItems": .array(ActionItemJSON.schema),
            ],
            required: [
                "start", "end", "capacityHoursByWeekday", "capacityHours", "estimatedHours", "overCapacity", "goals", "progress",
                "actionItems", "lastWeekActionItems",
            ])
    }

    struct SettingsJSON: Codable {
        var activeStart: String
        var activeEnd: String
        var activeWeekdays: [Int]
        var quietStart: String?
        var quietEnd: String?
        var webhookUrl: String?
        var sprintLength: Int
        var dayModules: [String]
        var standupQuestions: [String]

        init(_ settings: SystemSettings) {
            activeStart = settings.activeHours.start.description
            activeEnd = settings.activeHours.end.description
            activeWeekdays = settings.activeHours.weekdays.sorted()
            quietStart = settings.quietHours?.start.description
            quietEnd = settings.quietHours?.end.description
            webhookUrl = settings.webhookURL
            sprintLength = settings.sprintLength.rawValue
            dayModules = settings.dayModules.map(\.rawValue)
            standupQuestions = settings.standupTemplate.questions
        }

        func settings() throws -> SystemSettings {
            var quiet: QuietHours?
            if let quietStart, let quietEnd {
                quiet = try QuietHours(
                    start: WallClockTime(quietStart, field: "quietStart"), end: WallClockTime(quietEnd, field: "quietEnd"))
            }
            guard let length = SprintLength(rawValue: sprintLength) else {
                throw AlmanacError.invalid("sprintLength", "A sprint lasts 1 or 2 weeks.")
            }
            var modules: [DayModule] = []
            for name in dayModules {
                guard let module = DayModule(rawValue: name) else {
                    throw AlmanacError.invalid("dayModules", "The day modules are sleep, health, workout, review and photos, not \(name).")
                }
                modules.append(module)
            }
            return SystemSettings(
                activeHours: try ActiveHours(
                    start: WallClockTime(activeStart, field: "activeStart"), end: WallClockTime(activeEnd, field: "activeEnd"),
                    weekdays: Set(activeWeekdays)),
                quietHours: quiet, webhookURL: webhookUrl?.isEmpty == true ? nil : webhookUrl, sprintLength: length, dayModules: modules,
                standupTemplate: try StandupTemplate(questions: standupQuestions))
        }

        static let schema = Schema.object(
            [
                "activeStart": .string, "activeEnd": .string, "activeWeekdays": .array(.quantity(.weekday)), "quietStart": .string,
                "quietEnd": .string, "webhookUrl": .string, "sprintLength": .quantity(.sprintWeeks),
                "dayModules": .array(.enumeration(DayModule.allCases.map(\.rawValue))), "standupQuestions": .array(.string),
            ],
            required: ["activeStart", "activeEnd", "activeWeekdays", "sprintLength", "dayModules", "standupQuestions"])
    }

    @Sendable func apiAreas(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.areas(owner: user.id, includeArchived: request.query["archived"] == "true").map(AreaJSON.init))
    }

    @Sendable func apiAddArea(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable {
            var name: String
            var colour: String?
            var emoji: String?
        }
        let body = try await Body.json(Body_.self, from: request)
        return try .json(
            AreaJSON(try await database.addArea(owner: user.id, name: body.name, colour: body.colour, emoji: body.emoji)), status: .created)
    }

    @Sendable func apiAddSuggested(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.addSuggestedAreas(owner: user.id).map(AreaJSON.init), status: .created)
    }

    @Sendable func apiUpdateArea(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable {
            var name: String?
            var colour: String?
            var emoji: String?
            var archived: Bool?
        }
        let body = try await Body.json(Body_.self, from: request)
        return try .json(
            AreaJSON(
                try await database.updateArea(
                    owner: user.id, id: try context.parameters.require("id"), name: body.name, colour: body.colour, emoji: body.emoji,
                    archived: body.archived)))
    }

    @Sendable func apiWeeks(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Row: Encodable {
            var start: String
            var end: String
            var startedAt: Date?
        }
        return try .json(
            try await database.weeks(owner: user.id).map {
                Row(start: $0.period.start.description, end: $0.period.end.description, startedAt: $0.startedAt)
            })
    }

    private func weekJSON(_ user: User, _ day: LocalDay) async throws -> Response {
        try .json(WeekJSON(try await database.weekPlan(owner: user.id, containing: day)))
    }

    @Sendable func apiWeek(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await weekJSON(user, try day(request, context, user: user))
    }

    @Sendable func apiCapacity(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(request, context, user: user)
        struct Body_: Decodable { var hoursByWeekday: [Checked<Quantities.DayHours>] }
        let body = try await Body.json(Body_.self, from: request)
        _ = try await database.setCapacity(
            owner: user.id, weekContaining: day, try WeeklyCapacity(hoursByWeekday: body.hoursByWeekday.map(\.value)))
        return try await weekJSON(user, day)
    }

    @Sendable func apiStart(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(request, context, user: user)
        _ = try await database.startWeek(owner: user.id, containing: day)
        return try await weekJSON(user, day)
    }

    @Sendable func apiAddGoal(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(request, context, user: user)
        struct Body_: Decodable {
            var title: String
            var areaId: String
            var estimateHours: Checked<Quantities.EstimateHours>
        }
        let body = try await Body.json(Body_.self, from: request)
        let goal = try await database.addGoal(
            owner: user.id, weekContaining: day, title: body.title, areaID: body.areaId, estimateHours: body.estimateHours.value)
        return try .json(GoalJSON(goal), status: .created)
    }

    @Sendable func apiReport(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let report = try await database.weekReport(owner: user.id, containing: try day(request, context, user: user))
        struct ReportJSON: Encodable {
            var report: RetrospectiveReport
            var trend: [WeekTrendPoint]
        }
        return try .json(ReportJSON(report: report.report, trend: report.trend))
    }

    @Sendable func apiRetrospective(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(request, context, user: user)
        struct Body_: Decodable {
            var wentWell: String?
            var improve: String?
        }
        let body = try await Body.json(Body_.self, from: request)
        try await database.saveRetrospective(owner: user.id, weekContaining: day, wentWell: body.wentWell, improve: body.improve)
        return try await weekJSON(user, day)
    }

    @Sendable func apiAddActionItem(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(request, context, user: user)
        struct Body_: Decodable { var text: String }
        let body = try await Body.json(Body_.self, from: request)
        return try .json(
            ActionItemJSON(try await database.addActionItem(owner: user.id, weekContaining: day, text: body.text)), status: .created)
    }

    @Sendable func apiUpdateGoal(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable {
            var title: String?
            var areaId: String?
            var estimateHours: Checked<Quantities.EstimateHours>?
            var status: GoalStatus?
        }
        let body = try await Body.json(Body_.self, from: request)
        let goal = try await database.updateGoal(
            owner: user.id, id: try context.parameters.require("id"), title: body.title, areaID: body.areaId,
            estimateHours: body.estimateHours?.value, status: body.status)
        return try .json(GoalJSON(goal))
    }

    @Sendable func apiDeleteGoal(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        _ = try await database.deleteGoal(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiActionItem(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable { var done: Bool }
        let body = try await Body.json(Body_.self, from: request)
        return try .json(
            ActionItemJSON(try await database.setActionItemDone(owner: user.id, id: try context.parameters.require("id"), done: body.done)))
    }

    @Sendable func apiDeleteActionItem(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deleteActionItem(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiSettings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(SettingsJSON(try await database.systemSettings(owner: user.id)))
    }

    @Sendable func apiSaveSettings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(SettingsJSON.self, from: request)
        try await database.updateSystemSettings(owner: user.id, try body.settings())
        return try .json(SettingsJSON(try await database.systemSettings(owner: user.id)))
    }
}
