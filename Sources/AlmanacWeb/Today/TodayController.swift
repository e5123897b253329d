import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The daily: the landing page after sign-in with the standup, the day's intentions and
/// presence, the week's goals and the day modules (pages and API).
struct TodayController {
    let database: AppDatabase

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get(TodayRoutes.today, use: todayPage)
        router.get(TodayRoutes.day, use: todayPage)
        router.post(TodayRoutes.standup, use: saveStandup)
        router.post(TodayRoutes.module, use: saveModule)

        api.get(TodayRoutes.API.standup, use: apiStandup)
        api.put(TodayRoutes.API.standup, use: apiSaveStandup)
        api.get(TodayRoutes.API.day, use: apiDay)
        api.put(TodayRoutes.API.module, use: apiSaveModule)
        registerPhotos(on: router, api: api)
    }

    /// The standup and day-module operations, then the photos' (`TodayPhotos.swift`).
    static let apiOperations: [APIOperation] = dayOperations + photoOperations

    static let dayOperations: [APIOperation] = [
        .init(
            .get, TodayRoutes.API.standup,
            "The day's standup: the template's questions, the answers and yesterday's completed intentions and to-dos",
            response: StandupJSON.schema),
        .init(
            .put, TodayRoutes.API.standup, "Answer the standup (answers in the order of the questions)",
            request: .object(["answers": .array(.string)], required: ["answers"]), response: StandupJSON.schema),
        .init(.get, TodayRoutes.API.day, "The day modules filled in (photos as a list) and those missing", response: .anyObject),
        .init(
            .put, TodayRoutes.API.module,
            "Fill in a day module: sleep {wentToBed, wokeUp, quality}, health {weightKg, restingHeartRate, notes}, workout {type, minutes, notes}, review {text}",
            request: .object([
                "wentToBed": .string, "wokeUp": .string, "quality": .quantity(.sleepQuality), "weightKg": .quantity(.bodyKilograms),
                "restingHeartRate": .quantity(.restingHeartRate), "notes": .string, "type": .string,
                "minutes": .quantity(.workoutMinutes), "text": .string,
            ]), response: .anyObject),
    ]

    func day(_ context: AppRequestContext, user: User) throws -> LocalDay {
        try DayParameter.parse(context.parameters.get("day"), user: user, now: database.now())
    }

    /// Yesterday's completed intentions, for the standup's first question.
    func finishedYesterday(_ user: User, before day: LocalDay) async throws -> [Intention] {
        try await database.intentions(owner: user.id, on: day.adding(days: -1)).filter { $0.state.isCompleted }
    }

    @Sendable func todayPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderToday(request, context, user: user, day: try day(context, user: user))
    }

    func renderToday(
        _ request: Request, _ context: AppRequestContext, user: User, day: LocalDay, error: AlmanacError? = nil,
        errorModule: DayModule? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let now = database.now()
        let settings = try await database.systemSettings(owner: user.id)
        let plan = try await database.weekPlan(owner: user.id, containing: day)
        let isToday = day == user.preferences.today(at: now)
        let tasks =
            isToday
            ? try await database.tasks(owner: user.id, in: .today, on: day).flatMap(\.tasks)
            : try await database.completedTasks(owner: user.id, on: day)
        let model = TodayView.Model(
            csrf: context.csrfToken, user: user, day: day, isToday: isToday, zone: user.preferences.zone,
            template: settings.standupTemplate, standup: try await database.standup(owner: user.id, day: day),
            finishedYesterday: try await finishedYesterday(user, before: day),
            toDosDoneYesterday: try await database.completedTasks(owner: user.id, on: day.adding(days: -1)), tasks: tasks,
            intentions: try await database.intentions(owner: user.id, on: day),
            running: try await database.runningIntention(owner: user.id),
            presence: try await database.presence(owner: user.id, from: day, through: day).first!,
            entries: try await database.dayEntries(owner: user.id, day: day), modules: settings.dayModules, plan: plan,
            error: error, errorModule: errorModule)
        return Pages.render(model.isToday ? "Today" : SystemText.dayTitle(day), request: request, context: context, status: status) {
            TodayView(model: model)
        }
    }

    @Sendable func saveStandup(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(context, user: user)
        let form = try await Body.form(from: request)
        let settings = try await database.systemSettings(owner: user.id)
        let answers = settings.standupTemplate.questions.indices.map { form["answer\($0)"] ?? "" }
        do {
            _ = try await database.saveStandup(owner: user.id, day: day, answers: answers)
            return .seeOther(TodayRoutes.day(day, at: "standup"), flash: .success("Standup saved. Have a good day.", undo: true))
        } catch let error as AlmanacError {
            return try await renderToday(request, context, user: user, day: day, error: error, status: .badRequest)
        }
    }

    @Sendable func saveModule(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(context, user: user)
        guard let module = DayModule(rawValue: try context.parameters.require("module")) else {
            throw AlmanacError.notFound("There is no such day module.")
        }
        let form = try await Body.form(from: request)
        do {
            let input: DayModuleInput
            switch module {
            case .sleep:
                input = .sleep(
                    wentToBed: try form.require("wentToBed", label: "Went to bed"), wokeUp: try form.require("wokeUp", label: "Woke up"),
                    quality: try form.whole("quality", .sleepQuality))
            case .health:
                input = .health(
                    weightKg: try form.number("weightKg", .bodyKilograms),
                    restingHeartRate: try form.whole("restingHeartRate", .restingHeartRate),
                    notes: form.optional("notes"))
            case .workout:
                input = .workout(
                    type: form["type"] ?? "", minutes: try form.whole("minutes", .workoutMinutes) ?? 0, notes: form.optional("notes"))
            case .review:
                input = .review(text: form["text"] ?? "")
            case .photos:
                throw AlmanacError.notFound("Photos are uploaded with the photo form.")
            }
            try await database.saveDayModule(owner: user.id, day: day, input)
            return .seeOther(TodayRoutes.day(day, at: "modules"), flash: .success("\(module.title) saved.", undo: true))
        } catch let error as AlmanacError {
            return try await renderToday(request, context, user: user, day: day, error: error, errorModule: module, status: .badRequest)
        }
    }

    // MARK: API

    struct StandupJSON: Encodable {
        var day: String
        var questions: [String]
        var answers: [StandupAnswer]
        /// Yesterday's completed intentions and to-dos, pre-listed for the first question.
        var finishedYesterday: [String]
        var toDosDoneYesterday: [String]
        static let schema = Schema.object(
            [
                "day": .date, "questions": .array(.string), "answers": .array(.object(["question": .string, "answer": .string])),
                "finishedYesterday": .array(.string), "toDosDoneYesterday": .array(.string),
            ],
            required: ["day", "questions", "answers", "finishedYesterday", "toDosDoneYesterday"])
    }

    private func standupJSON(_ user: User, _ day: LocalDay) async throws -> Response {
        let settings = try await database.systemSettings(owner: user.id)
        let standup = try await database.standup(owner: user.id, day: day)
        return try .json(
            StandupJSON(
                day: day.description, questions: settings.standupTemplate.questions, answers: standup?.answerList ?? [],
                finishedYesterday: try await finishedYesterday(user, before: day).map(\.what),
                toDosDoneYesterday: try await database.completedTasks(owner: user.id, on: day.adding(days: -1)).map(\.task.title)))
    }

    @Sendable func apiStandup(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await standupJSON(user, try day(context, user: user))
    }

    @Sendable func apiSaveStandup(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(context, user: user)
        struct Body_: Decodable { var answers: [String] }
        let body = try await Body.json(Body_.self, from: request)
        _ = try await database.saveStandup(owner: user.id, day: day, answers: body.answers)
        return try await standupJSON(user, day)
    }

    struct DayJSON: Encodable {
        var entries: DayEntries
        var missing: [String]
    }

    private func dayJSON(_ user: User, _ day: LocalDay) async throws -> Response {
        let settings = try await database.systemSettings(owner: user.id)
        let entries = try await database.dayEntries(owner: user.id, day: day)
        return try .json(DayJSON(entries: entries, missing: settings.dayModules.filter { !entries.isFilled($0) }.map(\.rawValue)))
    }

    @Sendable func apiDay(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await dayJSON(user, try day(context, user: user))
    }

    @Sendable func apiSaveModule(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(context, user: user)
        guard let module = DayModule(rawValue: try context.parameters.require("module")) else {
            throw AlmanacError.notFound(
                "There is no such day module; use sleep, health, workout or review (photos: POST /api/v1\(TodayRoutes.API.photos)).")
        }
        struct Body_: Decodable {
            var wentToBed: String?
            var wokeUp: String?
            var quality: Checked<Quantities.SleepQuality>?
            var weightKg: Checked<Quantities.BodyKilograms>?
            var restingHeartRate: Checked<Quantities.RestingHeartRate>?
            var notes: String?
            var type: String?
            var minutes: Checked<Quantities.WorkoutMinutes>?
            var text: String?
        }
        let body = try await Body.json(Body_.self, from: request)
        let input: DayModuleInput
        switch module {
        case .sleep:
            guard let bed = body.wentToBed else { throw AlmanacError.invalid("wentToBed", "wentToBed is required (HH:MM).") }
            guard let wake = body.wokeUp else { throw AlmanacError.invalid("wokeUp", "wokeUp is required (HH:MM).") }
            input = .sleep(wentToBed: bed, wokeUp: wake, quality: body.quality?.int)
        case .health:
            input = .health(weightKg: body.weightKg?.value, restingHeartRate: body.restingHeartRate?.int, notes: body.notes)
        case .workout:
            guard let minutes = body.minutes else { throw AlmanacError.invalid("minutes", "minutes is required.") }
            input = .workout(type: body.type ?? "", minutes: minutes.int, notes: body.notes)
        case .review: input = .review(text: body.text ?? "")
        case .photos:
            throw AlmanacError.notFound("Photos are not filled in here: POST the image to /api/v1\(TodayRoutes.API.photos).")
        }
        try await database.saveDayModule(owner: user.id, day: day, input)
        return try await dayJSON(user, day)
    }
}

/// The system's three controllers (Week, Today, Focus), registered together.
struct SystemControllers {
    let database: AppDatabase

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        WeekController(database: database).register(on: router, api: api)
        TodayController(database: database).register(on: router, api: api)
        FocusController(database: database).register(on: router, api: api)
    }
}
