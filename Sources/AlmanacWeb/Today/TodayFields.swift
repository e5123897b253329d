import AlmanacCore
import AlmanacStore
import Foundation

// The Today forms, each read once by `FormReader`: every field checked, every wrong one reported.

/// The standup (`TodayRoutes.standup`): an answer per question of the user's template
/// (`answer0`, `answer1`, …); the Store says whether they are enough.
struct StandupFields {
    var answers: [String]

    init(_ form: FormData, questions: Int) {
        let fields = FormReader(form)
        answers = (0..<questions).map { fields.text("answer\($0)") }
    }
}

/// A day module's form (`TodayRoutes.module`): the sleep, health, workout or review of a day.
struct DayModuleFields {
    var input: DayModuleInput

    init(_ form: FormData, module: DayModule) throws {
        var fields = FormReader(form)
        switch module {
        case .sleep:
            input = .sleep(
                wentToBed: fields.require("wentToBed", label: "Went to bed"), wokeUp: fields.require("wokeUp", label: "Woke up"),
                quality: fields.whole("quality", .sleepQuality))
        case .health:
            input = .health(
                weightKg: fields.number("weightKg", .bodyKilograms), restingHeartRate: fields.whole("restingHeartRate", .restingHeartRate),
                notes: fields.optional("notes"))
        case .workout:
            input = .workout(
                type: fields.text("type"), minutes: fields.whole("minutes", .workoutMinutes) ?? 0, notes: fields.optional("notes"))
        case .review:
            input = .review(text: fields.text("text"))
        case .photos:
            throw AlmanacError.notFound("Photos are uploaded with the photo form.")
        }
        try fields.finish()
    }
}

/// A photo upload (multipart/form-data) on a day or a journal entry: the files under `photo`,
/// each with the one `caption`.
struct PhotoUploadFields {
    var photos: [PhotoUpload]

    init(_ form: MultipartForm) {
        let caption = form["caption"]
        photos = form.files(named: "photo").map { PhotoUpload(bytes: $0.body, caption: caption) }
    }
}
