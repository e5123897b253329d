import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON request and response types of Today's API.
enum TodayJSON {
    struct Standup: APIType, Codable {
        var day: String
        var questions: [String]
        var answers: [StandupAnswer]
        /// Yesterday's completed intentions and to-dos, pre-listed for the first question.
        var finishedYesterday: [String]
        var toDosDoneYesterday: [String]
        static let fieldNotes: [String: Schema] = ["day": .date]
    }

    /// The answers of a standup, in the order of the questions.
    struct StandupAnswers: APIType, Codable {
        var answers: [String]
        static let fieldNotes: [String: Schema] = ["answers": .limitedArray(.string, max: StandupTemplate.maximumQuestions)]
    }

    /// A day module's fields; each module reads its own (sleep: wentToBed, wokeUp, quality).
    struct ModuleFields: APIType, Codable {
        var wentToBed: String?
        var wokeUp: String?
        var quality: Checked<Quantities.SleepQuality>?
        var weightKg: Checked<Quantities.BodyKilograms>?
        var restingHeartRate: Checked<Quantities.RestingHeartRate>?
        var notes: String?
        var type: String?
        var minutes: Checked<Quantities.WorkoutMinutes>?
        var text: String?
    }

    struct Day: APIType, Codable {
        var entries: DayEntries
        var missing: [String]

        static var fieldNotes: [String: Schema] { ["missing": .array(.enumeration(DayModule.allCases.map(\.rawValue)))] }
    }

    struct Photo: APIType, Codable {
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

        static let fieldNotes: [String: Schema] = ["day": .date, "kind": .enumeration(ImageKind.allCases.map(\.rawValue))]
    }
}
