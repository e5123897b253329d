import AlmanacCore
import CompressNIO
import Foundation
import GRDB
import NIOCore

/// A workout: the sets recorded on one day under one name ("Squat day").
public struct LiftSession: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "lift_sessions"
    public var id: String
    public var ownerId: String
    public var name: String
    /// The user's local day, `YYYY-MM-DD`.
    public var day: String
    public var createdAt: Date
    public var updatedAt: Date
}

/// One set: the lift, the load and the settings it was analysed with, and what the analysis found
/// (the headline figures in columns for listings and the profile, the whole analysis as JSON).
public struct LiftSet: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "lift_sets"
    public var id: String
    public var ownerId: String
    public var sessionId: String
    /// 0-based order in the session.
    public var position: Int
    public var kind: LiftKind
    /// The lift as the user named it ("Low-bar squat"); the kind's name unless told.
    public var name: String
    public var loadKg: Double
    public var goalReps: Int?
    public var rateHz: Double
    public var unit: LengthUnit
    /// `LiftSettings` as JSON.
    public var settings: String
    public var reps: Int
    public var bestVelocity: Double?
    public var firstVelocity: Double?
    public var lastVelocity: Double?
    public var velocityLoss: Double?
    public var meanRomCm: Double?
    public var adviceCount: Int
    /// `LiftAnalysis` (reps, set, advice, skipped lines, samples) as JSON.
    public var analysis: String
    public var recordedAt: Date
    public var analyzedAt: Date

    /// The analysis as stored (an unreadable one reads as an empty set rather than failing a page).
    public var result: LiftAnalysis {
        (try? JSONDecoder().decode(LiftAnalysis.self, from: Data(analysis.utf8)))
            ?? LiftAnalyzer.analyze(LiftStream(), settings: liftSettings)
    }

    public var liftSettings: LiftSettings {
        (try? JSONDecoder().decode(LiftSettings.self, from: Data(settings.utf8))) ?? LiftSettings(kind: kind)
    }

    /// Puts an analysis's figures into the columns.
    mutating func store(_ result: LiftAnalysis, settings: LiftSettings, at time: Date) {
        self.settings = String(decoding: (try? JSONEncoder.almanac.encode(settings)) ?? Data("{}".utf8), as: UTF8.self)
        analysis = String(decoding: (try? JSONEncoder.almanac.encode(result)) ?? Data("{}".utf8), as: UTF8.self)
        reps = result.reps.count
        bestVelocity = result.set.bestMeanVelocity
        firstVelocity = result.reps.first?.meanVelocity
        lastVelocity = result.set.lastMeanVelocity
        velocityLoss = result.set.velocityLossPercent
        meanRomCm = result.reps.isEmpty ? nil : result.reps.map(\.romCm).reduce(0, +) / Double(result.reps.count)
        adviceCount = result.advice.count
        analyzedAt = time
    }
}

/// A set's raw stream as it came from the clip, kept compressed (gzip via CompressNIO).
struct LiftStreamRecord: OwnedRecord {
    static let databaseTableName = "lift_streams"
    /// The set's id.
    var id: String
    var ownerId: String
    var encoding: String
    /// The size of the text before compression.
    var byteCount: Int
    var data: Data

    init(setId: String, owner: String, text: String) {
        id = setId
        ownerId = owner
        byteCount = text.utf8.count
        var input = ByteBuffer(string: text)
        if let output = try? input.compress(with: .gzip()) {
            encoding = "gzip"
            data = Data(output.readableBytesView)
        } else {
            encoding = "plain"
            data = Data(text.utf8)
        }
    }

    /// The stream's text.
    func text() throws -> String {
        guard encoding == "gzip" else { return String(decoding: data, as: UTF8.self) }
        var input = ByteBuffer(bytes: data)
        do {
            return String(buffer: try input.decompress(with: .gzip(), maxSize: max(byteCount, 0) + 1024))
        } catch {
            throw AlmanacError.conflict("The stored stream of set \(id) could not be read.")
        }
    }
}

/// A set to start from: "Squat 5×5 @ 100 kg".
public struct LiftTemplate: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "lift_templates"
    public var id: String
    public var ownerId: String
    public var name: String
    public var kind: LiftKind
    public var loadKg: Double
    public var goalReps: Int
    public var sets: Int
    public var orderKey: String
    public var createdAt: Date
}
