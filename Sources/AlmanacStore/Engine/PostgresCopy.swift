import Foundation
import NIOCore
import PostgresNIO
import Synchronization

/// Rows in the text format of PostgreSQL's `COPY … FROM STDIN` (tab between fields, a newline
/// after each row, backslash escapes), built in memory for one table: the bulk load of the food
/// catalogue, 680,000 rows in one statement where single inserts would take as many round trips.
struct PostgresCopyRows: Sendable {
    private(set) var buffer = ByteBuffer()
    private(set) var count = 0
    private var fields = 0

    mutating func text(_ value: String) {
        separate()
        // Nearly every value needs no escape and is written whole.
        let escaped: (UInt8) -> Bool = {
            $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
        guard value.utf8.contains(where: escaped) else {
            buffer.writeString(value)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
            case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
            case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
            case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
            default: buffer.writeInteger(byte)
            }
        }
    }

    mutating func integer(_ value: Int) {
        separate()
        buffer.writeString(String(value))
    }

    mutating func real(_ value: Double) {
        separate()
        buffer.writeString(PostgresStoreDatabase.text(value))
    }

    mutating func endRow() {
        buffer.writeStaticString("\n")
        fields = 0
        count += 1
    }

    private mutating func separate() {
        if fields > 0 { buffer.writeStaticString("\t") }
        fields += 1
    }
}

extension PostgresStoreDatabase {
    /// Writes `rows` into `table`'s `columns` with one `COPY … FROM STDIN` in this transaction.
    /// The Store's bodies are synchronous (on `PostgresStore`'s own thread), PostgresNIO's copy is
    /// async: the body waits for it, as it waits for every statement.
    func copy(into table: String, columns: [String], _ rows: PostgresCopyRows) throws {
        guard rows.count > 0 else { return }
        let connection = connection
        let logger = logger
        let data = rows.buffer
        let outcome = CopyOutcome()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await connection.copyFrom(table: table, columns: columns, logger: logger) { writer in
                    var rest = data
                    // A megabyte a message, so the server parses while the rest is sent.
                    while rest.readableBytes > 0, let chunk = rest.readSlice(length: min(1 << 20, rest.readableBytes)) {
                        try await writer.write(chunk)
                    }
                }
            } catch {
                outcome.error.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error.withLock({ $0 }) {
            throw PostgresEngineError(
                message: PostgresEngine.reason(error), statement: "COPY \(table) FROM STDIN", sqlState: PostgresEngine.sqlState(error))
        }
    }
}

/// What the copy's task ended with, handed to the waiting body.
private final class CopyOutcome: Sendable {
    let error = Mutex<(any Error)?>(nil)
}
