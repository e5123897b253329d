import Foundation
import Logging
import Synchronization

/// The test process's log: the Store's "skipped a row" warnings are kept here to be asserted on
/// (a test that plants unreadable rows makes thousands of them, which would bury the CI log);
/// every other line goes to standard error as usual. `LoggingSystem` is set once per process,
/// by the first test that asks for `CapturedLog.shared`.
final class CapturedLog: Sendable {
    struct Entry: Sendable {
        var label: String
        var message: String
        var metadata: [String: String]
    }

    static let shared: CapturedLog = {
        let log = CapturedLog()
        LoggingSystem.bootstrap { label in Handler(label: label, captured: log, stream: StreamLogHandler.standardError(label: label)) }
        return log
    }()

    private let entries = Mutex<[Entry]>([])

    /// The kept entries that say `message` and carry every pair of `metadata`.
    func entries(saying message: String, with metadata: [String: String]) -> [Entry] {
        entries.withLock { entries in
            entries.filter { entry in entry.message == message && metadata.allSatisfy { entry.metadata[$0.key] == $0.value } }
        }
    }

    static let kept: Set<String> = ["skipped a row that cannot be read"]

    struct Handler: LogHandler {
        let label: String
        let captured: CapturedLog
        var stream: StreamLogHandler

        var metadata: Logger.Metadata {
            get { stream.metadata }
            set { stream.metadata = newValue }
        }
        var metadataProvider: Logger.MetadataProvider? {
            get { stream.metadataProvider }
            set { stream.metadataProvider = newValue }
        }
        var logLevel: Logger.Level {
            get { stream.logLevel }
            set { stream.logLevel = newValue }
        }
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { stream[metadataKey: key] }
            set { stream[metadataKey: key] = newValue }
        }

        func log(event: LogEvent) {
            guard Self.kept(event.message.description) else { return stream.log(event: event) }
            let pairs = (event.metadata ?? [:]).mapValues { "\($0)" }
            captured.entries.withLock { $0.append(Entry(label: label, message: event.message.description, metadata: pairs)) }
        }

        static func kept(_ message: String) -> Bool { CapturedLog.kept.contains(message) }
    }
}
