import Foundation
import Synchronization

/// How far the imports started from a page have come, by upload id (kept in memory; the last 100),
/// for the page's progress bar (`public/js/importprogress.js`): Tasks' confirmed imports (to-dos
/// done of all) and Health data's uploads (bytes read of all).
final class ImportProgressBoard: Sendable {
    enum Phase: String, CaseIterable, Sendable { case waiting, reading, importing, finished }

    struct Entry: Sendable, Equatable {
        var owner: String
        var phase: Phase
        var done: Int
        var total: Int
    }

    private let entries = Mutex<(order: [String], byUpload: [String: Entry])>(([], [:]))

    func set(_ upload: String, owner: String, phase: Phase, done: Int = 0, total: Int = 0) {
        entries.withLock { entries in
            if entries.byUpload[upload] == nil {
                entries.order.append(upload)
                if entries.order.count > 100 { entries.byUpload[entries.order.removeFirst()] = nil }
            }
            entries.byUpload[upload] = Entry(owner: owner, phase: phase, done: done, total: total)
        }
    }

    /// Marks the import finished, keeping its counts.
    func finish(_ upload: String, owner: String) {
        let last = progress(of: upload, owner: owner)
        set(upload, owner: owner, phase: .finished, done: last.done, total: last.total)
    }

    /// The owner's import of `upload`; waiting when there is none (yet), or it is another user's.
    func progress(of upload: String, owner: String) -> Entry {
        entries.withLock { entries in
            guard let entry = entries.byUpload[upload], entry.owner == owner else {
                return Entry(owner: owner, phase: .waiting, done: 0, total: 0)
            }
            return entry
        }
    }
}

/// What `GET …/imports/{upload}/progress` answers.
struct ImportProgressJSON: APIType, Codable {
    var phase: String
    var done: Int
    var total: Int

    init(_ entry: ImportProgressBoard.Entry) {
        phase = entry.phase.rawValue
        done = entry.done
        total = entry.total
    }

    static let fieldNotes: [String: Schema] = ["phase": .enumeration(ImportProgressBoard.Phase.allCases.map(\.rawValue))]
}
