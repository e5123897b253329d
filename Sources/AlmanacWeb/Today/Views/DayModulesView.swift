import AlmanacCore
import AlmanacStore
import Foundation

struct DayModuleCard: Component {
    var module: DayModule
    var entries: DayEntries
    var day: LocalDay
    var csrf: String
    var error: AlmanacError?
    /// The form as typed after a refused post (nil: the saved values).
    var typed: FormData? = nil

    var values: DayModuleFormValues { typed.map(DayModuleFormValues.init(typed:)) ?? DayModuleFormValues(saved: entries, module: module) }

    var summary: String? {
        let known = entries.known
        switch module {
        case .sleep:
            return entries.sleep.map {
                "\($0.wentToBed)–\($0.wokeUp): \(SystemText.hours($0.hoursSlept)) slept\($0.quality.map { ", quality \($0)/5" } ?? "")"
            } ?? known.sleepMinutes.map { "\(SystemText.hours($0 / 60)) slept (health import)" }
        case .health:
            if let health = entries.health {
                return [
                    health.weightKg.map { String(format: "%.1f kg", $0) }, health.restingHeartRate.map { "resting heart rate \($0)" },
                    health.notes,
                ]
                .compactMap { $0 }.joined(separator: " · ")
            }
            let parts = [
                known.weightKg.map { String(format: "%.1f kg", $0) + " (\(known.weightSource ?? ""))" },
                known.restingHeartRate.map { "resting heart rate \(NumberText.whole($0)) (health import)" },
            ]
            .compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: " · ")
        case .workout:
            if let workout = entries.workout { return "\(workout.type), \(workout.minutes) min\(workout.notes.map { " · \($0)" } ?? "")" }
            let parts =
                known.lifts.map { "\($0.name): \($0.sets) \($0.sets == 1 ? "set" : "sets") (lift log)" }
                + (known.workoutMinutes.map { ["\(NumberText.whole($0)) min of workouts (health import)"] } ?? [])
            return parts.isEmpty ? nil : parts.joined(separator: " · ")
        case .review: return entries.review.map(\.text)
        case .photos: return entries.photos.isEmpty ? nil : entries.photos.count == 1 ? "1 photo" : "\(entries.photos.count) photos"
        }
    }

    var body: Component {
        let filled = entries.isFilled(module)
        let values = values
        if module == .photos {
            return PhotosCard(photos: entries.photos, summary: summary, day: day, csrf: csrf, error: error)
        }
        return Element(name: "details") {
            Element(name: "summary") {
                Span(filled ? "✓" : "○").class(filled ? "module-state filled" : "module-state")
                Span(module.title).class("module-title")
                if let summary { Span(summary).class("module-summary") }
            }
            Form(url: TodayRoutes.module.href(day, module.rawValue), method: .post) {
                CSRFField(token: csrf)
                ErrorSummary(error: error, id: "\(module.rawValue)-error")
                switch module {
                case .sleep:
                    Div {
                        Field(
                            label: "Went to bed", name: "wentToBed", type: .time, value: values.wentToBed,
                            required: true,
                            error: errorMessage(error, for: "wentToBed"))
                        Field(
                            label: "Woke up", name: "wokeUp", type: .time, value: values.wokeUp, required: true,
                            error: errorMessage(error, for: "wokeUp"))
                    }
                    .class("pair")
                    SelectField(
                        label: "Quality", name: "quality", options: [("", "Not rated")] + (1...5).map { (String($0), "\($0) of 5") },
                        selected: values.quality, error: errorMessage(error, for: "quality"))
                case .health:
                    Div {
                        Field(
                            label: "Weight (kg)", name: "weightKg", type: .number, value: values.weightKg,
                            error: errorMessage(error, for: "weightKg"), inputmode: "decimal")
                        Field(
                            label: "Resting heart rate", name: "restingHeartRate", type: .number,
                            value: values.restingHeartRate, error: errorMessage(error, for: "restingHeartRate"),
                            inputmode: "numeric")
                    }
                    .class("pair")
                    Field(label: "Notes", name: "notes", value: values.notes, error: errorMessage(error, for: "notes"))
                case .workout:
                    Div {
                        Field(
                            label: "Type", name: "type", value: values.type, required: true,
                            error: errorMessage(error, for: "type"))
                        Field(
                            label: "Minutes", name: "minutes", type: .number, value: values.minutes,
                            required: true, error: errorMessage(error, for: "minutes"), inputmode: "numeric")
                    }
                    .class("pair")
                    Field(label: "Notes", name: "notes", value: values.notes, error: errorMessage(error, for: "notes"))
                case .review:
                    LabelledControl(
                        label: "How did today go?", name: "text", error: errorMessage(error, for: "text"),
                        control: TextArea(text: values.text, name: "text", numberOfRows: 3))
                case .photos:
                    EmptyComponent()
                }
                SubmitRow(title: "Save \(module.title.lowercased())")
            }
        }
        .class("day-module \(module.rawValue)")
        .attribute(named: "open", value: error != nil || (!filled && module != .review) ? "open" : nil)
    }
}

/// The photos module: a grid of the day's photos (HEIC as a download tile, since most browsers
/// cannot show it), each with its delete button, and the upload form, which works without JS.
struct PhotosCard: Component {
    var photos: [DayPhoto]
    var summary: String?
    var day: LocalDay
    var csrf: String
    var error: AlmanacError?

    static let accept = ImageKind.allCases.map(\.mimeType).joined(separator: ",")

    var body: Component {
        Element(name: "details") {
            Element(name: "summary") {
                Span(photos.isEmpty ? "○" : "✓").class(photos.isEmpty ? "module-state" : "module-state filled")
                Span(DayModule.photos.title).class("module-title")
                if let summary { Span(summary).class("module-summary") }
            }
            if !photos.isEmpty {
                List(Array(photos.enumerated())) { index, photo in
                    let label = photo.caption ?? "Photo \(index + 1)"
                    return ListItem {
                        if photo.isViewableInBrowsers {
                            Link(url: TodayRoutes.photo.href(photo.id)) {
                                Image(url: TodayRoutes.photo.href(photo.id).description, description: label)
                                    .attribute(named: "loading", value: "lazy")
                            }
                            .class("photo-frame")
                        } else {
                            Link(url: TodayRoutes.photo.href(photo.id, query: ["download": "1"])) {
                                Span("HEIC").class("photo-kind")
                                Span("Download").class("photo-download")
                            }
                            .class("photo-frame photo-placeholder")
                            .attribute(named: "download", value: "")
                            .attribute(named: "aria-label", value: "Download \(label) (HEIC, \(Self.size(photo.byteSize)))")
                        }
                        Div {
                            Span(photo.caption ?? Self.size(photo.byteSize)).class("photo-caption")
                            Form(url: TodayRoutes.deletePhoto.href(photo.id), method: .post) {
                                CSRFField(token: csrf)
                                Button { Text("Delete") }
                                    .attribute(named: "type", value: "submit")
                                    .attribute(named: "aria-label", value: "Delete \(label)")
                                    .class("link-button danger")
                            }
                            .class("inline")
                        }
                        .class("photo-meta")
                    }
                    .class("photo-tile")
                }
                .class("photo-grid")
            }
            Form(url: TodayRoutes.uploadPhotos.href(day, query: ["_csrf": csrf]), method: .post) {
                ErrorSummary(error: error, id: "photos-error")
                Div {
                    Label("Photos") {
                        Input(type: .file, name: "photo")
                            .attribute(named: "accept", value: Self.accept)
                            .attribute(named: "multiple", value: "multiple")
                            .attribute(named: "required", value: "required")
                            .attribute(named: "aria-describedby", value: "photo-hint")
                    }
                    Paragraph("JPEG, PNG, WebP or HEIC, up to 20 MB each, \(AppDatabase.maximumPhotosPerUpload) at a time.")
                        .class("hint").id("photo-hint")
                }
                .class("field")
                Field(label: "Caption (optional)", name: "caption")
                SubmitRow(title: "Upload")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
            .class("photo-upload")
        }
        .class("day-module photos")
        .id("photos")
        .attribute(named: "open", value: "open")
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : "\(max(1, bytes / 1024)) KB"
    }
}
