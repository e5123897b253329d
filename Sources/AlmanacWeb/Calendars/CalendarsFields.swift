import AlmanacCore
import AlmanacStore
import Foundation

// The Calendars forms, each read once: the Store checks the address, name and colour.

/// A calendar added by its address (`CalendarsRoutes.page`), with a name or none.
struct CalendarURLFields {
    /// Absent from the form: nil (the Store refuses the empty address).
    var url: String?
    var name: String?
    /// The fields as typed, shown again when the calendar is refused.
    var typed: [String: String]

    init(_ form: FormData) {
        let fields = FormReader(form)
        url = fields.raw("url")
        name = fields.optional("name")
        typed = ["name": fields.text("name"), "url": url ?? ""]
    }
}

/// An uploaded .ics file (multipart/form-data, `CalendarsRoutes.upload`) and its name.
struct CalendarFileFields {
    var file: MultipartForm.Part
    var name: String?

    init(_ form: MultipartForm) throws {
        guard let file = form.files(named: "file").first, !file.body.isEmpty else {
            throw AlmanacError.invalid("file", "Choose an .ics file.")
        }
        self.file = file
        name = form["name"]
    }
}

/// A calendar's name and colour (`CalendarsRoutes.calendar`); a name left out is kept.
struct CalendarFields {
    var name: String?
    var color: String?

    init(_ form: FormData) {
        let fields = FormReader(form)
        name = fields.raw("name")
        color = fields.optional("color")
    }
}
