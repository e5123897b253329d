import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The daily: the landing page after sign-in with the standup, the day's intentions and
/// presence, the week's goals and the day modules (pages and API).
struct TodayController {
    let database: AppDatabase

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(TodayRoutes.today, use: todayPage)
        router.get(TodayRoutes.day, use: todayPage)
        router.post(TodayRoutes.standup, use: saveStandup)
        router.post(TodayRoutes.module, use: saveModule)

        registerAPI(api)
        registerPhotos(on: router)
    }

    func day(_ context: SignedInContext, user: User) throws -> LocalDay {
        try DayParameter.parse(context.parameters.get("day"), user: user, now: database.now())
    }

    @Sendable func todayPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderToday(request, context, user: user, day: try day(context, user: user))
    }

    func renderToday(
        _ request: Request, _ context: SignedInContext, user: User, day: LocalDay, error: AlmanacError? = nil,
        errorModule: DayModule? = nil, typed: FormData? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.todayPage(owner: user.id, day: day)
        let model = TodayView.Model(
            csrf: context.csrfToken, user: user, page: page, error: error, errorModule: errorModule, typed: typed)
        return Pages.render(page.isToday ? "Today" : SystemText.dayTitle(day), request: request, context: context, status: status) {
            TodayView(model: model)
        }
    }

    @Sendable func saveStandup(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(context, user: user)
        let form = try await Body.form(from: request)
        let settings = try await database.systemSettings(owner: user.id)
        let fields = StandupFields(form, questions: settings.standupTemplate.questions.count)
        do {
            _ = try await database.saveStandup(owner: user.id, day: day, answers: fields.answers)
            return .seeOther(TodayRoutes.day(day, at: "standup"), flash: .success("Standup saved. Have a good day.", undo: true))
        } catch let error as AlmanacError {
            return try await renderToday(request, context, user: user, day: day, error: error, status: .badRequest)
        }
    }

    @Sendable func saveModule(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(context, user: user)
        guard let module = DayModule(rawValue: try context.parameters.require("module")) else {
            throw AlmanacError.notFound("There is no such day module.")
        }
        let form = try await Body.form(from: request)
        do {
            try await database.saveDayModule(owner: user.id, day: day, try DayModuleFields(form, module: module).input)
            return .seeOther(TodayRoutes.day(day, at: "modules"), flash: .success("\(module.title) saved.", undo: true))
        } catch let error as AlmanacError {
            return try await renderToday(
                request, context, user: user, day: day, error: error, errorModule: module, typed: form, status: .badRequest)
        }
    }

}

/// The photos day module: upload on the day page (multipart form) or through the API (the
/// image bytes as the body), a grid on the day page, the files served only to their owner.
extension TodayController {
    /// One upload form's body: up to five photos of 20 MB and the form's other fields.
    static let uploadFormLimit = AppDatabase.maximumPhotosPerUpload * ImageKind.maximumBytes + 1024 * 1024

    func registerPhotos(on router: RouterGroup<SignedInContext>) {
        router.post(TodayRoutes.uploadPhotos, use: uploadPhotos)
        router.get(TodayRoutes.photo, use: photoFile)
        router.post(TodayRoutes.deletePhoto, use: deletePhoto)
    }

    // MARK: Pages

    /// The day page's upload form (multipart/form-data; the CSRF token rides in the query).
    @Sendable func uploadPhotos(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(context, user: user)
        do {
            guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
                throw AlmanacError.unsupportedMedia(field: "photo", message: "Upload photos with the form (multipart/form-data).")
            }
            let body = try await Body.bytes(
                request, limit: Self.uploadFormLimit,
                tooLarge: "Upload at most \(AppDatabase.maximumPhotosPerUpload) photos of up to 20 MB each at once.")
            let form = try MultipartForm(Data(body.readableBytesView), boundary: boundary)
            let stored = try await database.addPhotos(owner: user.id, day: day, PhotoUploadFields(form).photos)

            let message = stored.count == 1 ? "Photo added." : "\(stored.count) photos added."
            return .seeOther(TodayRoutes.day(day, at: "photos"), flash: .success(message, undo: true))
        } catch let error as AlmanacError {
            let status = ErrorMiddleware.classify(error).0
            return try await renderToday(request, context, user: user, day: day, error: error, errorModule: .photos, status: status)
        }
    }

    /// The photo itself, for its owner only (anyone else gets 404). `?download=1` saves it
    /// instead of showing it (HEIC, which most browsers cannot show).
    @Sendable func photoFile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let (photo, url) = try await database.photoFile(owner: user.id, id: try context.parameters.require("id"))
        let kind = photo.photo.kind
        let body = try await FileIO().loadFile(path: url.path, context: context)
        let disposition = request.query["download"] == nil ? "inline" : "attachment"
        return Response(
            status: .ok,
            headers: [
                .contentType: kind.mimeType,
                .contentDisposition: "\(disposition); filename=\"\(photo.day)-\(photo.id.suffix(6)).\(kind.fileExtension)\"",
                .cacheControl: "private, max-age=86400", HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            ],
            body: body)
    }

    @Sendable func deletePhoto(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let photo = try await database.deletePhoto(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(TodayRoutes.day.href(photo.day).fragment("photos"), flash: .success("Photo deleted.", undo: true))
    }

}

/// The system's three controllers (Week, Today, Focus), registered together.
struct SystemControllers {
    let database: AppDatabase
    var outbound = OutboundPolicy()

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        WeekController(database: database, outbound: outbound).register(on: router, api: api)
        TodayController(database: database).register(on: router, api: api)
        FocusController(database: database).register(on: router, api: api)
    }
}
