import Foundation

/// The sleep module: went to bed, woke up, quality 1–5.
public struct SleepEntry: Equatable, Codable, Sendable {
    public static let qualityRange = 1...5

    public var wentToBed: Date
    public var wokeUp: Date
    public var quality: Int?

    public init(wentToBed: Date, wokeUp: Date, quality: Int?) throws(AlmanacError) {
        guard wokeUp > wentToBed else {
            throw .invalid("wokeUp", "Waking up has to come after going to bed.")
        }
        guard wokeUp.timeIntervalSince(wentToBed) <= 24 * 3600 else {
            throw .invalid("wokeUp", "A night's sleep is at most 24 hours.")
        }
        if let quality, !Self.qualityRange.contains(quality) {
            throw .invalid("quality", "Sleep quality is rated 1 to 5, not \(quality).")
        }
        self.wentToBed = wentToBed
        self.wokeUp = wokeUp
        self.quality = quality
    }

    /// From wall-clock times as the form asks them, for the night before `wakingDay`: a bedtime
    /// later than the waking time was the evening before (23:30 → 07:00), else the same date
    /// (01:00 → 08:00). Real elapsed hours, so a DST night is an hour shorter or longer.
    public init(wentToBed: WallClockTime, wokeUp: WallClockTime, wakingDay: LocalDay, timeZone: TimeZone, quality: Int?)
        throws(AlmanacError)
    {
        let bedDate = wentToBed < wokeUp ? wakingDay : wakingDay.adding(days: -1)
        try self.init(
            wentToBed: wentToBed.instant(on: bedDate, in: timeZone), wokeUp: wokeUp.instant(on: wakingDay, in: timeZone),
            quality: quality)
    }

    public var hoursSlept: Double { wokeUp.timeIntervalSince(wentToBed) / 3600 }
}

/// The daily standup's questions, editable by the user.
public struct StandupTemplate: Equatable, Codable, Sendable {
    public static let maximumQuestions = 10
    public static let standard = StandupTemplate(uncheckedQuestions: [
        "What did I finish yesterday?", "What will I do today?", "What is in my way?",
    ])

    public private(set) var questions: [String]

    public init(questions: [String]) throws(AlmanacError) {
        var cleaned: [String] = []
        for question in questions where !question.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            cleaned.append(try Validate.title(question, field: "questions"))
        }
        guard !cleaned.isEmpty else { throw .invalid("questions", "A standup needs at least one question.") }
        guard cleaned.count <= Self.maximumQuestions else {
            throw .invalid("questions", "A standup has at most \(Self.maximumQuestions) questions, not \(cleaned.count).")
        }
        self.questions = cleaned
    }

    private init(uncheckedQuestions: [String]) { questions = uncheckedQuestions }
}

/// The photo formats the photos module accepts, recognised by their first bytes, not their name.
public enum ImageKind: String, Codable, Sendable, CaseIterable {
    case jpeg, png, webp, heic

    public static let maximumBytes = 20 * 1024 * 1024

    public var mimeType: String { "image/\(rawValue)" }
    public var fileExtension: String { rawValue == "jpeg" ? "jpg" : rawValue }

    /// The kind of image `bytes` holds; refuses files over 20 MB and anything else.
    public static func detect(_ bytes: some Collection<UInt8>, field: String = "photo") throws(AlmanacError) -> ImageKind {
        guard bytes.count <= maximumBytes else {
            let megabytes = String(format: "%.1f", Double(bytes.count) / Double(1024 * 1024))
            throw .tooLarge("The photo is \(megabytes) MB, more than the limit of 20 MB.")
        }
        let head = Array(bytes.prefix(16))
        func matches(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if matches([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if matches(Array("RIFF".utf8)), matches(Array("WEBP".utf8), at: 8) { return .webp }
        if matches(Array("ftyp".utf8), at: 4),
            ["heic", "heix", "mif1", "msf1"].contains(where: { matches(Array($0.utf8), at: 8) })
        {
            return .heic
        }
        throw .unsupportedMedia(field: field, message: "This file is not a JPEG, PNG, WebP or HEIC image.")
    }
}
