import AlmanacCore
import AlmanacStore
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `almanac lifts record`'s reading of the clip: from a device (or standard input) until the input
/// ends, `--seconds` pass, or the user presses Ctrl-C to end the set.
///
/// Ctrl-C is caught by a handler that only wakes the reader through a pipe (`Interrupts`). The
/// first one asks the reader to stop: the reader takes whatever the
/// device has already delivered without waiting for more, and the set is saved from the complete
/// lines received (a line cut off mid-way is left out, so a half-sent `s:12` of `s:123` is never
/// taken for a reading). A second Ctrl-C aborts at once without saving; the save is one database
/// transaction, so an abort during it leaves nothing half-written.
enum LiftRecording {
    /// Why reading stopped.
    enum End: Sendable, Equatable {
        case inputEnded, interrupted, timeLimit
    }

    /// What was read: the text of the complete lines, why reading stopped, and how many bytes of a
    /// cut-off last line were left out.
    struct Captured: Sendable {
        var text: String
        var end: End
        var leftOutBytes: Int
    }

    /// Ctrl-C handling for the whole command (reading and saving), by the self-pipe trick: the C
    /// handler only counts and `write`s one byte to a pipe (or, on the second Ctrl-C, calls
    /// `_exit(130)`), both async-signal-safe; the reader thread waits on that pipe beside the
    /// device and does the rest. (A dispatch signal source was tried first: on Linux it reads a
    /// signalfd, and a Ctrl-C delivered to a thread that does not block SIGINT was sometimes lost.)
    final class Interrupts {
        nonisolated(unsafe) fileprivate static var pipeRead: Int32 = -1
        nonisolated(unsafe) fileprivate static var pipeWrite: Int32 = -1
        fileprivate static let count = Atomic<Int>(0)

        init() throws {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw AlmanacError.invalid("device", "Ctrl-C cannot be caught: no pipe could be made.") }
            Self.pipeRead = ends[0]
            Self.pipeWrite = ends[1]
            _ = Self.count.load(ordering: .relaxed)  // initialised here, never first in the handler
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                if LiftRecording.Interrupts.count.add(1, ordering: .sequentiallyConsistent).newValue == 1 {
                    var byte: UInt8 = 1
                    _ = write(LiftRecording.Interrupts.pipeWrite, &byte, 1)
                } else {
                    let message: StaticString = "\nAborted: the set was not saved.\n"
                    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                    _exit(130)
                }
            }
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(SIGINT, &action, nil)
        }

        /// Readable once Ctrl-C has been pressed.
        var descriptor: Int32 { Self.pipeRead }
    }

    /// Reads `device` (`-` for standard input) until its end, `limit` seconds, or the first Ctrl-C
    /// caught by `interrupts`. Refuses a stream over the 20 MB limit.
    static func capture(device: String, limit: Double?, interrupts: Interrupts) async throws -> Captured {
        let reader = Reader(interrupted: interrupts.descriptor)
        if let limit {
            DispatchQueue.global().asyncAfter(deadline: .now() + limit) { reader.requestStop(.timeLimit) }
        }
        let (bytes, end) = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, End), any Error>) in
            let thread = Thread { continuation.resume(with: reader.run(device: device)) }
            thread.name = "almanac lifts record"
            thread.start()
        }
        if end == .inputEnded { return Captured(text: String(decoding: bytes, as: UTF8.self), end: end, leftOutBytes: 0) }
        // Stopped mid-stream: keep the complete lines only.
        let complete = bytes.lastIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return Captured(
            text: String(decoding: bytes[bytes.startIndex..<complete], as: UTF8.self), end: end,
            leftOutBytes: bytes.distance(from: complete, to: bytes.endIndex))
    }

    /// The blocking reader, on a thread of its own; the other threads only ask it to stop.
    private final class Reader: Sendable {
        private let stop = Mutex<End?>(nil)
        private let interrupted: Int32

        init(interrupted: Int32) { self.interrupted = interrupted }

        func requestStop(_ end: End) { stop.withLock { if $0 == nil { $0 = end } } }

        func run(device: String) -> Result<(Data, End), any Error> {
            let descriptor: Int32
            if device == "-" {
                descriptor = STDIN_FILENO
            } else {
                descriptor = open(device, O_RDONLY | O_NOCTTY)
                guard descriptor >= 0 else {
                    return .failure(AlmanacError.invalid("device", "\(device) cannot be opened for reading."))
                }
            }
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            var bytes = Data()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                if let end = stop.withLock({ $0 }) {
                    // Take what the device has already delivered, without waiting for more.
                    while bytes.count <= LiftLimits.streamBytes, Self.ready(descriptor, waitingMs: 0) {
                        let count = read(descriptor, &buffer, buffer.count)
                        if count <= 0 { break }
                        bytes.append(contentsOf: buffer[0..<count])
                    }
                    guard bytes.count <= LiftLimits.streamBytes else { return .failure(AlmanacError.tooLarge(LiftLimits.tooLargeMessage)) }
                    return .success((bytes, end))
                }
                var waiting = [
                    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: interrupted, events: Int16(POLLIN), revents: 0),
                ]
                guard poll(&waiting, 2, 100) > 0 else { continue }
                if waiting[1].revents != 0 {
                    FileHandle.standardError.write(Data("\nEnding the set… (Ctrl-C again to abort without saving)\n".utf8))
                    requestStop(.interrupted)
                    continue
                }
                guard waiting[0].revents != 0 else { continue }
                let count = read(descriptor, &buffer, buffer.count)
                if count == 0 { return .success((bytes, .inputEnded)) }
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return .failure(AlmanacError.invalid("device", "\(device) could not be read (\(String(cString: strerror(errno))))."))
                }
                bytes.append(contentsOf: buffer[0..<count])
                guard bytes.count <= LiftLimits.streamBytes else { return .failure(AlmanacError.tooLarge(LiftLimits.tooLargeMessage)) }
            }
        }

        /// Whether a read would not block (data, end of input or an error), waiting up to `waitingMs`.
        private static func ready(_ descriptor: Int32, waitingMs: Int32) -> Bool {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&entry, 1, waitingMs) > 0
        }
    }
}
