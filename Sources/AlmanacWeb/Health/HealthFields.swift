import AlmanacCore
import AlmanacStore
import Foundation

// The Health forms, each read once.

/// An uploaded export (multipart/form-data, `HealthRoutes.importFile`): the file, and the upload
/// id (a UUID) by which the page's progress bar follows the reading.
struct HealthImportFields {
    var file: MultipartForm.Part
    var upload: String?

    init(_ form: MultipartForm) throws {
        guard let file = form.files(named: "file").first, !file.body.isEmpty else {
            throw AlmanacError.invalid("file", "Choose a file: export.zip, export.xml or a health CSV.")
        }
        self.file = file
        upload = form["upload"].flatMap { UUID(uuidString: $0)?.uuidString }
    }
}

/// A source moved one place in the order that decides which source's figure a day keeps
/// (`HealthRoutes.moveSource`): up unless `direction` is down.
struct HealthSourceMoveFields {
    var up: Bool

    init(_ form: FormData) { up = FormReader(form).raw("direction") != "down" }
}
