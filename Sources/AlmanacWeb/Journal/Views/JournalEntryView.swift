import AlmanacCore
import AlmanacStore
import Foundation

/// One entry: its text rendered safely, meta, tags, photos with the upload form, edit and delete.
struct JournalEntryView: Component {
    struct Model {
        var csrf: String
        var page: JournalEntryPageData
        var photoError: AlmanacError? = nil
    }
    var model: Model

    var body: Component {
        let entry = model.page.entry
        return ComponentGroup {
            Div {
                H1(JournalText.title(entry))
                EntryMeta(entry: entry)
                JournalNav()
            }
            .class("page-head")
            Element(name: "article") {
                let body = JournalText.body(entry)
                if !body.isEmpty { Div { Markdown.safeHTML(body) }.class("journal-text") }
                TagLinks(tags: entry.tags)
                Div {
                    Link("Edit", url: JournalRoutes.editEntry.href(entry.id)).class("button")
                    if entry.template == .dailyReview {
                        Link("Open the day", url: TodayRoutes.day(entry.day, at: "modules")).class("button")
                    }
                    Form(url: JournalRoutes.deleteEntry.href(entry.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                    }
                    .class("inline")
                }
                .class("actions")
            }
            .class("card journal-entry")
            Element(name: "section") {
                H2("Photos")
                if entry.photos.isEmpty { Paragraph("No photos yet.").class("empty") }
                EntryPhotos(photos: entry.photos)
                Form(url: JournalRoutes.entryPhotos.href(entry.id, query: ["_csrf": model.csrf]), method: .post) {
                    ErrorSummary(error: model.photoError, id: "photos-error")
                    Div {
                        Label("Add photos") {
                            Input(type: .file, name: "photo")
                                .attribute(named: "accept", value: PhotosCard.accept)
                                .attribute(named: "multiple", value: "multiple")
                                .attribute(named: "required", value: "required")
                                .attribute(named: "aria-describedby", value: "photo-hint")
                        }
                        Paragraph(
                            "JPEG, PNG, WebP or HEIC, up to 20 MB each, \(AppDatabase.maximumPhotosPerUpload) at a time. They also show on the day’s page."
                        )
                        .class("hint").id("photo-hint")
                    }
                    .class("field")
                    Field(label: "Caption (optional)", name: "caption")
                    SubmitRow(title: "Upload")
                }
                .attribute(named: "enctype", value: "multipart/form-data")
                .class("photo-upload")
            }
            .class("card")
            .id("photos")
        }
    }
}
