import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The photos day module: upload on the day page (multipart form) or through the API (the
/// image bytes as the body), a grid on the day page, the files served only to their owner.
extension TodayController {
    /// One upload form's body: up to five photos of 20 MB and the form's other fields.
    static let uploadFormLimit = AppDatabase.maximumPhotosPerUpload * ImageKind.maximumBytes + 1024 * 1024

    func registerPhotos(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.post(TodayRoutes.uploadPhotos, use: uploadPhotos)
        router.get(TodayRoutes.photo, use: photoFile)
        router.post(TodayRoutes.deletePhoto, use: deletePhoto)

        api.get(TodayRoutes.API.photos, use: apiPhotos)
        api.post(TodayRoutes.API.photos, use: apiUploadPhoto)
        api.get(TodayRoutes.API.photo, use: photoFile)
        api.delete(TodayRoutes.API.photo, use: apiDeletePhoto)
    }

    static let photoOperations: [APIOperation] = [
        .init(.get, TodayRoutes.API.photos, "The day's photos, oldest first", response: .array(PhotoJSON.schema)),
        .init(
            .post, TodayRoutes.API.photos,
            "Add a photo to the day: the image itself is the body (JPEG, PNG, WebP or HEIC, recognised by its first bytes, at most 20 MB; any Content-Type). 413 when larger, 415 when not such an image",
            request: .binary, response: PhotoJSON.schema, status: 201, query: ["caption"],
            requestTypes: ["image/jpeg", "image/png", "image/webp", "image/heic", "application/octet-stream"], errors: [415]),
        .init(
            .get, TodayRoutes.API.photo, "The photo's bytes, with its image Content-Type", response: .binary,
            responseTypes: ImageKind.allCases.map(\.mimeType)),
        .init(.delete, TodayRoutes.API.photo, "Delete a photo (undoable: POST /api/v1/undo brings it back)", status: 204),
    ]

    struct PhotoJSON: Encodable {
        var id: String
        var day: String
        var kind: String
        var contentType: String
        var byteSize: Int
        var caption: String?
        var createdAt: Date
        var url: String

        init(_ photo: DayPhoto) {
            id = photo.id
            day = photo.day
            kind = photo.kind.rawValue
            contentType = photo.contentType
            byteSize = photo.byteSize
            caption = photo.caption
            createdAt = photo.createdAt
            url = TodayRoutes.API.url(TodayRoutes.API.photo.href(photo.id))
        }

        static let schema = Schema.object(
            [
                "id": .string, "day": .date, "kind": .enumeration(ImageKind.allCases.map(\.rawValue)), "contentType": .string,
                "byteSize": .integer, "caption": .string, "createdAt": .dateTime, "url": .string,
            ],
            required: ["id", "day", "kind", "contentType", "byteSize", "createdAt", "url"])
    }

    // MARK: Pages

    /// The day page's upload form (multipart/form-data; the CSRF token rides in the query).
    @Sendable func uploadPhotos(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(context, user: user)
        do {
            guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
                throw AlmanacError.unsupportedMedia(field: "photo", message: "Upload photos with the form (multipart/form-data).")
            }
            let body = try await Body.bytes(
                request, limit: Self.uploadFormLimit,
                tooLarge: "Upload at most \(AppDatabase.maximumPhotosPerUpload) photos of up to 20 MB each at once.")
            let form = try MultipartForm(Data(body.readableBytesView), boundary: boundary)
            let caption = form["caption"]
            let files = form.files(named: "photo")
            let stored = try await database.addPhotos(
                owner: user.id, day: day, files.map { PhotoUpload(bytes: $0.body, caption: caption) })
            let message = stored.count == 1 ? "Photo added." : "\(stored.count) photos added."
            return .seeOther(TodayRoutes.day(day, at: "photos"), flash: .success(message, undo: true))
        } catch let error as AlmanacError {
            let status = ErrorMiddleware.classify(error).0
            return try await renderToday(request, context, user: user, day: day, error: error, errorModule: .photos, status: status)
        }
    }

    /// The photo itself, for its owner only (anyone else gets 404). `?download=1` saves it
    /// instead of showing it (HEIC, which most browsers cannot show).
    @Sendable func photoFile(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
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

    @Sendable func deletePhoto(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let photo = try await database.deletePhoto(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(TodayRoutes.day.href(photo.day).fragment("photos"), flash: .success("Photo deleted.", undo: true))
    }

    // MARK: API

    @Sendable func apiPhotos(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let photos = try await database.photos(owner: user.id, day: try day(context, user: user))
        return try .json(photos.map { PhotoJSON($0.photo) })
    }

    @Sendable func apiUploadPhoto(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let day = try day(context, user: user)
        let body = try await Body.bytes(
            request, limit: ImageKind.maximumBytes, tooLarge: "The photo is larger than the limit of 20 MB.")
        let stored = try await database.addPhotos(
            owner: user.id, day: day, [PhotoUpload(bytes: Data(body.readableBytesView), caption: request.query["caption"])])
        return try .json(PhotoJSON(stored[0].photo), status: .created)
    }

    @Sendable func apiDeletePhoto(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deletePhoto(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }
}
