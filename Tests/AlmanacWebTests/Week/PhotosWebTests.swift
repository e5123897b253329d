import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacWeb

/// The first bytes of a PNG, then filler: enough for the magic-byte check.
private let png = [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 1, count: 56))
private let heic = [UInt8]([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 3, count: 40))
private let day = "2026-05-04"
/// A JPEG one byte over the 20 MB limit, built in memory (never written to disk).
private let oversizedJPEG = [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: ImageKind.maximumBytes - 2)

/// The app over `folder` with one user, ada, and an API token of hers.
private func makeAPIApp(folder: DataFolder) async throws -> (AppDatabase, User, String, some ApplicationProtocol) {
    let (database, app) = try await makeApp(folder: folder.url)
    let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
    let token = try await database.createToken(owner: user.id, name: "tests").secret
    return (database, user, token, app)
}

/// A multipart/form-data body as a browser sends it.
private func multipart(
    boundary: String = "----AlmanacTest7MA4YWxkTrZu0gW", files: [(name: String, filename: String, bytes: [UInt8])],
    fields: [(String, String)] = []
) -> ByteBuffer {
    var body: [UInt8] = []
    for (name, value) in fields {
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
    }
    for file in files {
        body += Array(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.name)\"; filename=\"\(file.filename)\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                .utf8)
        body += file.bytes + Array("\r\n".utf8)
    }
    body += Array("--\(boundary)--\r\n".utf8)
    return ByteBuffer(bytes: body)
}

private let multipartType = "multipart/form-data; boundary=----AlmanacTest7MA4YWxkTrZu0gW"

/// A data folder for one test, removed in a `defer`.
private struct DataFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-web-\(UUID().uuidString)", isDirectory: true)
    func remove() { try? FileManager.default.removeItem(at: url) }
    var photoFiles: [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.appendingPathComponent("photos").path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.contains(".") { files.append(path) }  // files; the folders are bare user ids
        }
        return files
    }
}

extension Visitor {
    /// Posts the day page's upload form (the CSRF token in the query, as the page's form does).
    mutating func uploadForm(_ body: ByteBuffer, csrf: Bool = true) async throws -> TestResponse {
        if cookies["almanac_csrf"] == nil { _ = try await get("/signin") }
        let query = csrf ? "?_csrf=\(self.csrf)" : ""
        return try await send(.post, "/today/\(day)/photos\(query)", headers: [.contentType: multipartType], bytes: body)
    }

    mutating func uploadAPI(_ bytes: [UInt8], token: String, contentType: String = "image/png", query: String = "") async throws
        -> TestResponse
    {
        try await send(
            .post, "/api/v1/days/\(day)/photos\(query)", headers: [.contentType: contentType, .authorization: "Bearer \(token)"],
            bytes: ByteBuffer(bytes: bytes))
    }
}

@Suite struct PhotosWebTests {
    @Test func aPNGUploadedWithTheFormIsInTheGridAndServedToItsOwner() async throws {
        let folder = DataFolder()
        defer { folder.remove() }
        let (database, app) = try await makeApp(folder: folder.url)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let page = try await visitor.get("/today/\(day)")
            #expect(page.text.contains("enctype=\"multipart/form-data\""))
            #expect(page.text.contains("accept=\"image/jpeg,image/png,image/webp,image/heic\""))

            let withoutToken = try await visitor.uploadForm(multipart(files: [("photo", "a.png", png)]), csrf: false)
            #expect(withoutToken.status == .forbidden)

            let response = try await visitor.uploadForm(
                multipart(files: [("photo", "a.png", png)], fields: [("caption", "Breakfast")]))
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/today/\(day)#photos")
            let user = try await database.user(named: "ada")
            let photos = try await database.photos(owner: user.id, day: LocalDay(day)!)
            #expect(photos.map(\.caption) == ["Breakfast"])
            #expect(folder.photoFiles == ["\(user.id)/\(photos[0].id).png"])

            let grid = try await visitor.get("/today/\(day)")
            #expect(grid.text.contains("Photo added."))
            #expect(grid.text.contains("<img src=\"/photos/\(photos[0].id)\" alt=\"Breakfast\""))
            #expect(grid.text.contains("1 photo"))

            let file = try await visitor.get("/photos/\(photos[0].id)")
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == "image/png")
            #expect(Array(file.body.readableBytesView) == png)

            let day = try await visitor.api(.get, "/api/v1/days/\(day)")
            #expect((day.json["missing"] as? [String])?.contains("photos") == false)
        }
    }

    @Test func theFormRefusesATextFileWith415AndWritesNothing() async throws {
        let folder = DataFolder()
        defer { folder.remove() }
        let (database, app) = try await makeApp(folder: folder.url)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let response = try await visitor.uploadForm(
                multipart(files: [("photo", "a.png", png), ("photo", "notes.txt", Array("Dear diary".utf8))]))
            #expect(response.status == .unsupportedMediaType)
            #expect(response.text.contains("This file is not a JPEG, PNG, WebP or HEIC image."))
            let nothing = try await visitor.uploadForm(multipart(files: [("photo", "", [])]))
            #expect(nothing.status == .badRequest)
            #expect(nothing.text.contains("Choose a photo to upload."))
            let user = try await database.user(named: "ada")
            #expect(try await database.photos(owner: user.id, day: LocalDay(day)!).isEmpty)
            #expect(folder.photoFiles.isEmpty)
        }
    }

    @Test func theAPIStoresListsServesAndDeletesPhotosAndUndoBringsOneBack() async throws {
        let folder = DataFolder()
        defer { folder.remove() }
        let (_, _, token, app) = try await makeAPIApp(folder: folder)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let created = try await visitor.uploadAPI(png, token: token, query: "?caption=Lunch")
            #expect(created.status == .created)
            #expect(created.json["kind"] as? String == "png")
            #expect(created.json["caption"] as? String == "Lunch")
            #expect(created.json["byteSize"] as? Int == png.count)
            let id = try #require(created.json["id"] as? String)
            #expect(created.json["url"] as? String == "/api/v1/photos/\(id)")

            let list = try await visitor.api(.get, "/api/v1/days/\(day)/photos", token: token)
            #expect(list.jsonArray.map { $0["id"] as? String } == [id])
            let bytes = try await visitor.api(.get, "/api/v1/photos/\(id)", token: token)
            #expect(bytes.headers[.contentType] == "image/png")
            #expect(Array(bytes.body.readableBytesView) == png)

            let deleted = try await visitor.api(.delete, "/api/v1/photos/\(id)", token: token)
            #expect(deleted.status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/photos/\(id)", token: token).status == .notFound)
            #expect(try await visitor.api(.post, "/api/v1/undo", token: token).status == .ok)
            let back = try await visitor.api(.get, "/api/v1/photos/\(id)", token: token)
            #expect(Array(back.body.readableBytesView) == png)
        }
    }

    @Test func theAPIAnswers415ForTextAnd413OverTwentyMegabytes() async throws {
        let folder = DataFolder()
        defer { folder.remove() }
        let (database, user, token, app) = try await makeAPIApp(folder: folder)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let text = try await visitor.uploadAPI(Array("hello".utf8), token: token, contentType: "text/plain")
            #expect(text.status == .unsupportedMediaType)
            #expect(text.errorCode == "unsupported_media_type")
            #expect(text.errorField == "photo")
            let tooLarge = try await visitor.uploadAPI(oversizedJPEG, token: token, contentType: "image/jpeg")
            #expect(tooLarge.status == .contentTooLarge)
            #expect(tooLarge.errorCode == "payload_too_large")
            #expect((tooLarge.json["error"] as? [String: Any])?["message"] as? String == "The photo is larger than the limit of 20 MB.")
            #expect(try await database.photos(owner: user.id, day: LocalDay(day)!).isEmpty)
            #expect(folder.photoFiles.isEmpty)
        }
    }

    @Test func theFormAnswers413ForAPhotoOverTwentyMegabytes() async throws {
        let folder = DataFolder()
        defer { folder.remove() }
        let (_, app) = try await makeApp(folder: folder.url)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let response = try await visitor.uploadForm(multipart(files: [("photo", "big.jpg", oversizedJPEG)]))
            #expect(response.status == .contentTooLarge)
            #expect(response.text.contains("more than the limit of 20 MB"))
            #expect(folder.photoFiles.isEmpty)
        }
    }

    @Test func anotherUserGets404ForThePhotoPageFileAndDelete() async throws {
        let folder = DataFolder()
        defer { folder.remove() }
        let (database, app) = try await makeApp(folder: folder.url)
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let photo = try await database.addPhotos(owner: ada.id, day: LocalDay(day)!, [PhotoUpload(bytes: Data(png))])[0]
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let bobsToken = try await database.createToken(owner: bob.id, name: "bob's").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            #expect(try await visitor.api(.get, "/api/v1/photos/\(photo.id)", token: bobsToken).status == .notFound)
            #expect(try await visitor.api(.delete, "/api/v1/photos/\(photo.id)", token: bobsToken).status == .notFound)
            #expect(try await visitor.api(.get, "/api/v1/days/\(day)/photos", token: bobsToken).jsonArray.isEmpty)
            // Bob signed in with the browser.
            var browser = Visitor(client)
            _ = try await browser.get("/signin")
            _ = try await browser.post("/signin", form: ["username": "bob", "password": "long enough"])
            #expect(try await browser.get("/photos/\(photo.id)").status == .notFound)
            #expect(try await browser.post("/photos/\(photo.id)/delete", form: [:]).status == .notFound)
            // Nobody signed in: sent to sign in, never the bytes.
            var stranger = Visitor(client)
            #expect(try await stranger.get("/photos/\(photo.id)").status == .seeOther)
            #expect(try await database.photos(owner: ada.id, day: LocalDay(day)!).map(\.id) == [photo.id])
        }
    }

    @Test func aHEICPhotoIsADownloadTileAndDeletingWithTheFormOffersUndo() async throws {
        let folder = DataFolder()
        defer { folder.remove() }
        let (database, app) = try await makeApp(folder: folder.url)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let user = try await database.user(named: "ada")
            let photo = try await database.addPhotos(owner: user.id, day: LocalDay(day)!, [PhotoUpload(bytes: Data(heic))])[0]
            let page = try await visitor.get("/today/\(day)")
            #expect(page.text.contains("href=\"/photos/\(photo.id)?download=1\""))
            #expect(!page.text.contains("<img src=\"/photos/\(photo.id)\""))
            let download = try await visitor.get("/photos/\(photo.id)?download=1")
            #expect(download.headers[.contentType] == "image/heic")
            #expect(download.headers[.contentDisposition]?.hasPrefix("attachment;") == true)

            let deleted = try await visitor.post("/photos/\(photo.id)/delete", form: [:])
            #expect(deleted.status == .seeOther)
            #expect(deleted.headers[.location] == "/today/\(day)#photos")
            let after = try await visitor.get("/today/\(day)")
            #expect(after.text.contains("Photo deleted."))
            #expect(after.text.contains("Undo"))
            _ = try await visitor.post("/undo", form: ["next": "/today/\(day)"])
            #expect(try await database.photos(owner: user.id, day: LocalDay(day)!).map(\.id) == [photo.id])
        }
    }
}

@Suite struct MultipartFormTests {
    @Test func readsFieldsAndFilesAsBrowsersSendThem() throws {
        let boundary = "----WebKitFormBoundaryx"
        let body = Data(
            ("preamble\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nA day; at \"the\" sea\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a;b.png\"\r\nContent-Type: image/png\r\n\r\n"
                + "\r\n--not-the-boundary\r\n"
                + "\r\n--\(boundary)\r\ncontent-disposition: form-data; name=\"photo\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                + "\r\n--\(boundary)--\r\n").utf8)
        let form = try MultipartForm(body, boundary: boundary)
        #expect(form.parts.count == 3)
        #expect(form["caption"] == "A day; at \"the\" sea")
        let files = form.files(named: "photo")
        #expect(files.count == 1)
        #expect(files[0].filename == "a;b.png")
        #expect(files[0].contentType == "image/png")
        #expect(files[0].text == "\r\n--not-the-boundary\r\n")
    }

    @Test func findsTheBoundaryInTheContentType() {
        #expect(MultipartForm.boundary(fromContentType: "multipart/form-data; boundary=abc") == "abc")
        #expect(MultipartForm.boundary(fromContentType: "Multipart/Form-Data; boundary=\"a b\"") == "a b")
        #expect(MultipartForm.boundary(fromContentType: "application/json") == nil)
        #expect(MultipartForm.boundary(fromContentType: "multipart/form-data") == nil)
    }

    @Test(arguments: [
        "", "--b\r\nno headers end", "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nno closing boundary",
        "--b\r\nContent-Type: text/plain\r\n\r\nno name\r\n--b--",
    ])
    func refusesMalformedBodies(text: String) {
        #expect(throws: AlmanacError.self) { try MultipartForm(Data(text.utf8), boundary: "b") }
    }
}
