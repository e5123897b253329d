import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Today's JSON operations: the standup, the day modules and the photos.
extension TodayController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(TodayRoutes.API.standup, use: apiStandup)
        api.put(TodayRoutes.API.standup, use: apiSaveStandup)
        api.get(TodayRoutes.API.day, use: apiDay)
        api.put(TodayRoutes.API.module, use: apiSaveModule)
        api.get(TodayRoutes.API.photos, use: apiPhotos)
        api.post(TodayRoutes.API.photos, use: apiUploadPhoto)
        api.get(TodayRoutes.API.photo, use: photoFile)
        api.delete(TodayRoutes.API.photo, use: apiDeletePhoto)
    }

    /// The standup and day-module operations, then the photos' (`TodayPhotos.swift`).
    static let apiOperations: [APIOperation] = dayOperations + photoOperations

    static let dayOperations: [APIOperation] = [
        .init(
            .get, TodayRoutes.API.standup,
            "The day's standup: the template's questions, the answers and yesterday's completed intentions and to-dos",
            response: TodayJSON.Standup.schema),
        .init(
            .put, TodayRoutes.API.standup, "Answer the standup (answers in the order of the questions)",
            request: TodayJSON.StandupAnswers.schema,
            response: TodayJSON.Standup.schema),
        .init(
            .get, TodayRoutes.API.day, "The day modules filled in (photos as a list) and those missing",
            response: TodayJSON.Day.schema),
        .init(
            .put, TodayRoutes.API.module,
            "Fill in a day module: sleep {wentToBed, wokeUp, quality}, health {weightKg, restingHeartRate, notes}, workout {type, minutes, notes}, review {text}",
            request: TodayJSON.ModuleFields.schema, response: TodayJSON.Day.schema),
    ]

    static let photoOperations: [APIOperation] = [
        .init(.get, TodayRoutes.API.photos, "The day's photos, oldest first", response: .array(TodayJSON.Photo.schema)),
        .init(
            .post, TodayRoutes.API.photos,
            "Add a photo to the day: the image itself is the body (JPEG, PNG, WebP or HEIC, recognised by its first bytes, at most 20 MB; any Content-Type). 413 when larger, 415 when not such an image",
            request: .binary, response: TodayJSON.Photo.schema, status: 201, query: ["caption"],
            requestTypes: ["image/jpeg", "image/png", "image/webp", "image/heic", "application/octet-stream"], errors: [415]),
        .init(
            .get, TodayRoutes.API.photo, "The photo's bytes, with its image Content-Type", response: .binary,
            responseTypes: ImageKind.allCases.map(\.mimeType)),
        .init(.delete, TodayRoutes.API.photo, "Delete a photo (undoable: POST /api/v1/undo brings it back)", status: 204),
    ]

    // MARK: API

    private func standupJSON(_ user: User, _ day: LocalDay) async throws -> Response {
        let page = try await database.standupPage(owner: user.id, day: day)
        return try .json(
            TodayJSON.Standup(
                day: day.description, questions: page.template.questions, answers: page.standup?.answerList ?? [],
                finishedYesterday: page.finishedYesterday.map(\.what), toDosDoneYesterday: page.toDosDoneYesterday.map(\.task.title)))
    }

    @Sendable func apiStandup(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await standupJSON(user, try day(context, user: user))
    }

    @Sendable func apiSaveStandup(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(context, user: user)
        let body = try await Body.json(TodayJSON.StandupAnswers.self, from: request)
        _ = try await database.saveStandup(owner: user.id, day: day, answers: body.answers)
        return try await standupJSON(user, day)
    }

    private func dayJSON(_ user: User, _ day: LocalDay) async throws -> Response {
        let (entries, missing) = try await database.dayEntriesAndMissing(owner: user.id, day: day)
        return try .json(TodayJSON.Day(entries: entries, missing: missing.map(\.rawValue)))
    }

    @Sendable func apiDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await dayJSON(user, try day(context, user: user))
    }

    @Sendable func apiSaveModule(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(context, user: user)
        guard let module = DayModule(rawValue: try context.parameters.require("module")) else {
            throw AlmanacError.notFound(
                "There is no such day module; use sleep, health, workout or review (photos: POST /api/v1\(TodayRoutes.API.photos)).")
        }
        let body = try await Body.json(TodayJSON.ModuleFields.self, from: request)
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
    // MARK: API

    @Sendable func apiPhotos(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let photos = try await database.photos(owner: user.id, day: try day(context, user: user))
        return try .json(photos.map { TodayJSON.Photo($0.photo) })
    }

    @Sendable func apiUploadPhoto(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(context, user: user)
        let body = try await Body.bytes(
            request, limit: ImageKind.maximumBytes, tooLarge: "The photo is larger than the limit of 20 MB.")
        let stored = try await database.addPhotos(
            owner: user.id, day: day, [PhotoUpload(bytes: Data(body.readableBytesView), caption: request.query["caption"])])
        return try .json(TodayJSON.Photo(stored[0].photo), status: .created)
    }

    @Sendable func apiDeletePhoto(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deletePhoto(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }
}
