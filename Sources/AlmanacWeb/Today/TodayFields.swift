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

/// A day module's form as the page shows it: what is saved for the day, or after a refused post
/// what was typed, read again as text, not checked. `notes` is the health or the workout's, as the
/// module is.
struct DayModuleFormValues {
    var wentToBed = "23:00"
    var wokeUp = "07:00"
    var quality = ""
    var weightKg = ""
    var restingHeartRate = ""
    var notes = ""
    var type = ""
    var minutes = ""
    var text = ""

    init(saved entries: DayEntries, module: DayModule) {
        if let sleep = entries.sleep {
            wentToBed = sleep.wentToBed
            wokeUp = sleep.wokeUp
            quality = sleep.quality.map(String.init) ?? ""
        }
        weightKg = entries.health?.weightKg.map { String($0) } ?? ""
        restingHeartRate = entries.health?.restingHeartRate.map(String.init) ?? ""
        notes = (module == .workout ? entries.workout?.notes : entries.health?.notes) ?? ""
        type = entries.workout?.type ?? ""
        minutes = entries.workout.map { String($0.minutes) } ?? ""
        text = entries.review?.text ?? ""
    }

    init(typed form: FormData) {
        let fields = FormReader(form)
        wentToBed = fields.text("wentToBed")
        wokeUp = fields.text("wokeUp")
        quality = fields.text("quality")
        weightKg = fields.text("weightKg")
        restingHeartRate = fields.text("restingHeartRate")
        notes = fields.text("notes")
        type = fields.text("type")
        minutes = fields.text("minutes")
        text = fields.text("text")
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
