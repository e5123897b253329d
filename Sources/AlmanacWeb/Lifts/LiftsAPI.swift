import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// The JSON API of Lifts, under /api/v1 (`LiftsRoutes.API`); the request and response types are `LiftsJSON`.
extension LiftsController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(LiftsRoutes.API.sessions, use: apiSessions)
        api.post(LiftsRoutes.API.sessions, use: apiCreateSession)
        api.get(LiftsRoutes.API.session, use: apiSession)
        api.delete(LiftsRoutes.API.session, use: apiDeleteSession)
        api.post(LiftsRoutes.API.sessionStream, use: apiUploadStream)
        api.get(LiftsRoutes.API.set, use: apiSet)
        api.delete(LiftsRoutes.API.set, use: apiDeleteSet)
        api.get(LiftsRoutes.API.setStream, use: apiSetStream)
        api.post(LiftsRoutes.API.reanalyze, use: apiReanalyze)
        api.post(LiftsRoutes.API.analyze, use: apiAnalyze)
        api.get(LiftsRoutes.API.profile, use: apiProfile)
        api.get(LiftsRoutes.API.templates, use: apiTemplates)
        api.post(LiftsRoutes.API.templates, use: apiCreateTemplate)
        api.delete(LiftsRoutes.API.template, use: apiDeleteTemplate)
        api.get(LiftsRoutes.API.simulate, use: apiSimulate)
        api.patch(LiftsRoutes.API.template, use: apiUpdateTemplate)
        api.post(LiftsRoutes.API.moveTemplate, use: apiMoveTemplate)
        api.get(LiftsRoutes.API.settings, use: apiAllSettings)
        api.get(LiftsRoutes.API.liftSettings, use: apiSettings)
        api.patch(LiftsRoutes.API.liftSettings, use: apiUpdateSettings)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .get, LiftsRoutes.API.sessions, "Sessions, newest first, each with its sets' headline figures",
            response: .array(LiftsJSON.Session.schema), query: [.number("limit", .listLimit)]),
        .init(
            .post, LiftsRoutes.API.sessions, "Start a session (`name` defaults to “Workout”, `day` to today)",
            request: LiftsJSON.NewSession.schema, response: LiftsJSON.Session.schema, status: 201),
        .init(.get, LiftsRoutes.API.session, "One session with its sets", response: LiftsJSON.Session.schema),
        .init(.delete, LiftsRoutes.API.session, "Delete a session with its sets and streams (undoable)", status: 204),
        .init(
            .post, LiftsRoutes.API.sessionStream,
            "Record a set: the clip's stream as the text body (lines like `s:123` and `a:1.5:-2`, optionally after a millisecond timestamp); the query says the lift, load and how to read it. Over 20 MB: 413; no usable samples: 400",
            request: .string, response: LiftsJSON.SetDetail.schema, status: 201, query: LiftsJSON.streamQuery,
            requestTypes: ["text/plain"]),
        .init(.get, LiftsRoutes.API.set, "One set with its settings, reps, advice", response: LiftsJSON.SetDetail.schema),
        .init(.delete, LiftsRoutes.API.set, "Delete a set and its stream (undoable)", status: 204),
        .init(
            .get, LiftsRoutes.API.setStream, "The set's stream as recorded (text/plain)", response: .string,
            responseTypes: ["text/plain"]),
        .init(
            .post, LiftsRoutes.API.reanalyze, "Analyse the stored stream again with today's analysis (undoable)",
            response: LiftsJSON.SetDetail.schema),
        .init(
            .post, LiftsRoutes.API.analyze, "Analyse a stream without saving it: reps, set, advice, skipped lines",
            request: .string, response: LiftAnalysis.schema, query: LiftsJSON.streamQuery, requestTypes: ["text/plain"]),
        .init(
            .get, LiftsRoutes.API.profile,
            "A lift's load–velocity profile: the points, the linear fit with r², the estimated 1RM at the minimum velocity, and its trend by week",
            response: LiftsJSON.Profile.schema,
            query: [QueryParameter("lift", LiftsJSON.liftSchema), .number("minimumVelocity", .liftMinimumVelocity)]),
        .init(.get, LiftsRoutes.API.templates, "Set templates in the user's order", response: .array(LiftsJSON.Template.schema)),
        .init(
            .post, LiftsRoutes.API.templates, "Add a template (“Squat 5×5 @ 100 kg” when no name is given)",
            request: LiftsJSON.NewTemplate.schema, response: LiftsJSON.Template.schema, status: 201),
        .init(.delete, LiftsRoutes.API.template, "Delete a template (undoable)", status: 204),
        .init(
            .get, LiftsRoutes.API.simulate,
            "A simulated stream of a set (text/plain), for trying Lifts without the clip: `noise` clean, spiky, dropout or both; `tiltRep` tilts one rep",
            response: .string,
            query: [
                QueryParameter("lift", LiftsJSON.liftSchema), .number("reps", .liftSimulatedReps), .number("load", .liftLoad),
                QueryParameter("noise", .enumeration(LiftSimulator.Noise.allCases.map(\.rawValue))), .number("tiltRep", .liftSimulatedReps),
                .number("seed", .liftSeed),
            ], responseTypes: ["text/plain"]),
        .init(
            .patch, LiftsRoutes.API.template,
            "Change a template (any of name, lift, loadKg, goalReps, sets; a blank name is made from the numbers)",
            request: LiftsJSON.PatchTemplate.schema, response: LiftsJSON.Template.schema, errors: [404]),
        .init(
            .post, LiftsRoutes.API.moveTemplate, "Move a template one place up or down in the user's order (the first stays first)",
            request: LiftsJSON.MoveTemplate.schema, response: .array(LiftsJSON.Template.schema), errors: [404]),
        .init(
            .get, LiftsRoutes.API.settings,
            "Every lift's default settings (the clip's rate and unit, minimum range, minimum velocity, tilt limit, velocity-loss target, target zone)",
            response: .array(LiftsJSON.Settings.schema)),
        .init(.get, LiftsRoutes.API.liftSettings, "One lift's default settings", response: LiftsJSON.Settings.schema, errors: [404]),
        .init(
            .patch, LiftsRoutes.API.liftSettings,
            "Change a lift's default settings (keys left out are kept; targetZone null or \"none\" clears it); sets recorded later use them",
            request: LiftsJSON.PatchSettings.schema, response: LiftsJSON.Settings.schema, errors: [404]),
    ]

    // MARK: Sessions

    @Sendable func apiSessions(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let limit = try Quantity.listLimit.parse(optional: request.query["limit"], field: "limit").map { Int($0) } ?? 50
        return try .json(try await database.liftSessions(owner: user.id, limit: limit).map(LiftsJSON.Session.init))
    }

    @Sendable func apiCreateSession(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(LiftsJSON.NewSession.self, from: request)
        var day: LocalDay?
        if let text = body.day {
            day = try DayReference.date(text)
        }
        let name = body.name?.trimmingCharacters(in: .whitespacesAndNewlines)
        let session = try await database.addLiftSession(owner: user.id, name: name?.isEmpty == false ? name! : "Workout", day: day)
        return try .json(LiftsJSON.Session(LiftSessionWithSets(session: session, sets: [])), status: .created)
    }

    @Sendable func apiSession(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(LiftsJSON.Session(try await database.liftSession(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiDeleteSession(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteLiftSession(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    // MARK: Sets

    @Sendable func apiUploadStream(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let sessionId = try context.parameters.require("id")
        // An unknown session is 404 before the body is read.
        _ = try await database.liftSession(owner: user.id, id: sessionId)
        let body = try await Body.bytes(request, limit: LiftLimits.streamBytes, tooLarge: LiftLimits.tooLargeMessage)
        let query = request.query
        let input = try Self.setInput({ query[$0] }, stream: String(buffer: body))
        let set = try await database.recordLiftSet(owner: user.id, sessionId: sessionId, input)
        return try .json(LiftsJSON.SetDetail(set), status: .created)
    }

    @Sendable func apiSet(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(LiftsJSON.SetDetail(try await database.liftSet(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiDeleteSet(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteLiftSet(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiSetStream(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return .text(try await database.liftStream(owner: user.id, setId: try context.parameters.require("id")))
    }

    @Sendable func apiReanalyze(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let sets = try await database.reanalyzeLiftSets(owner: user.id, ids: [try context.parameters.require("id")])
        return try .json(LiftsJSON.SetDetail(sets[0]))
    }

    @Sendable func apiAnalyze(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.bytes(request, limit: LiftLimits.streamBytes, tooLarge: LiftLimits.tooLargeMessage)
        let query = request.query
        let input = try Self.setInput({ query[$0] }, stream: String(buffer: body))
        let defaults = try await database.liftDefaults(owner: user.id, kind: input.kind)
        return try .json(try AppDatabase.analyzeLiftStream(input, defaults: defaults))
    }

    // MARK: Profile and templates

    @Sendable func apiProfile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let page = try await database.liftProfilePage(
            owner: user.id, kind: try LiftKind.parse(query["lift"]),
            minimumVelocity: try Quantity.liftMinimumVelocity.parse(optional: query["minimumVelocity"], field: "minimumVelocity"))
        return try .json(LiftsJSON.Profile(page.report))
    }

    @Sendable func apiTemplates(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.liftTemplates(owner: user.id).map(LiftsJSON.Template.init))
    }

    @Sendable func apiCreateTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(LiftsJSON.NewTemplate.self, from: request)
        // Checked here too, so a refusal names the JSON keys (the store names the form's fields).
        let template = try await database.addLiftTemplate(
            owner: user.id, name: body.name, kind: try LiftKind.parse(body.lift),
            loadKg: try Quantity.liftLoad.check(body.loadKg, field: "loadKg"), goalReps: body.goalReps, sets: body.sets ?? 1)
        return try .json(LiftsJSON.Template(template), status: .created)
    }

    @Sendable func apiSimulate(_ request: Request, context: SignedInContext) async throws -> Response {
        let query = request.query
        return .text(try Self.simulate({ query[$0] }).text)
    }

    /// A simulation as a query or the CLI asks for it; numbers checked against their ranges.
    static func simulate(_ field: (String) -> String?) throws -> LiftSimulator.Result {
        let kind = try LiftKind.parse(field("lift"))
        let noiseText = field("noise") ?? "clean"
        guard let noise = LiftSimulator.Noise(rawValue: noiseText) else {
            throw AlmanacError.invalid("noise", "noise is clean, spiky, dropout or both; “\(noiseText)” is not one.")
        }
        let options = LiftSimulator.Options(
            kind: kind, reps: Int(try Quantity.liftSimulatedReps.parse(optional: field("reps"), field: "reps") ?? 5),
            loadKg: try Quantity.liftLoad.parse(optional: field("load"), field: "load") ?? kind.typicalOneRepMaxKg * 0.75, noise: noise,
            tiltRep: try Quantity.liftSimulatedReps.parse(optional: field("tiltRep"), field: "tiltRep").map { Int($0) },
            seed: UInt64(try Quantity.liftSeed.parse(optional: field("seed"), field: "seed") ?? 1))
        return LiftSimulator.run(options)
    }

    @Sendable func apiDeleteTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteLiftTemplate(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiUpdateTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(LiftsJSON.PatchTemplate.self, from: request)
        let template = try await database.updateLiftTemplate(
            owner: user.id, id: id, name: body.name, kind: try body.lift.map { try LiftKind.parse($0) },
            loadKg: try body.loadKg.map { try Quantity.liftLoad.check($0, field: "loadKg") }, goalReps: body.goalReps, sets: body.sets)
        return try .json(LiftsJSON.Template(template))
    }

    @Sendable func apiMoveTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(LiftsJSON.MoveTemplate.self, from: request)
        guard body.direction == "up" || body.direction == "down" else {
            throw AlmanacError.invalid("direction", "direction is up or down, not “\(body.direction)”.")
        }
        try await database.moveLiftTemplate(owner: user.id, id: try context.parameters.require("id"), up: body.direction == "up")
        return try .json(try await database.liftTemplates(owner: user.id).map(LiftsJSON.Template.init))
    }

    /// The lift named in the path; an unknown one is not found.
    static func pathLift(_ context: SignedInContext) throws -> LiftKind {
        let text = try context.parameters.require("lift")
        guard let kind = LiftKind(rawValue: text) else { throw AlmanacError.notFound("No lift named \(text).") }
        return kind
    }

    @Sendable func apiAllSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.liftDefaults(owner: user.id).map(LiftsJSON.Settings.init))
    }

    @Sendable func apiSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(LiftsJSON.Settings(try await database.liftDefaults(owner: user.id, kind: try Self.pathLift(context))))
    }

    @Sendable func apiUpdateSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let kind = try Self.pathLift(context)
        let change = try await Body.json(LiftsJSON.PatchSettings.self, from: request).change
        // Checked here too, so a refusal names the JSON keys (the store names the form's fields).
        _ = try change.rateHz.map { try Quantity.liftRate.check($0, field: "rateHz") }
        _ = try change.minimumRangeCm.map { try Quantity.liftMinimumRange.check($0, field: "minimumRangeCm") }
        _ = try change.tiltLimitDegrees.map { try Quantity.liftTiltLimit.check($0, field: "tiltLimitDegrees") }
        return try .json(LiftsJSON.Settings(try await database.setLiftDefaults(owner: user.id, kind: kind, change)))
    }
}
