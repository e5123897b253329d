import CSV
import Foundation

/// CSV files (RFC 4180), read and written by the CSV.swift library (`CSVReader`, `CSVWriter`).
/// Reading is lenient where spreadsheets are sloppy (LF or CR line ends, a byte-order mark, a stray
/// quote inside an unquoted field is kept as text) and strict only where data would be lost (a
/// quoted field that never closes, which the library would read to the end of the file).
public enum CSVTable {
    public struct Record: Equatable, Sendable {
        /// The 1-based line of the file where the record starts (a quoted field may span lines).
        public var line: Int
        public var fields: [String]
    }

    public static func parse(_ text: String) throws(AlmanacError) -> [Record] {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        if let line = unclosedQuoteLine(text) {
            throw .invalid("file", "line \(line): a quoted field is never closed; check for a missing \".")
        }
        let reader: CSVReader
        do { reader = try CSVReader(string: text) } catch { throw .invalid("file", "The file could not be read as CSV.") }
        var records: [Record] = []
        var line = 1
        while let fields = reader.next() {
            records.append(Record(line: line, fields: fields))
            line += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
        }
        return records
    }

    /// One record as RFC 4180 text with a CRLF line end; fields with a comma, quote or line break
    /// are quoted by the writer, and so are fields with surrounding spaces (which readers trim).
    public static func line(_ fields: [String]) -> String {
        text([fields])
    }

    /// Records as RFC 4180 text, each with a CRLF line end.
    public static func text(_ records: [[String]]) -> String {
        let stream = OutputStream(toMemory: ())
        do {
            let writer = try CSVWriter(stream: stream, newline: .crlf)
            for fields in records {
                try writer.write(row: fields) { index in
                    fields[index].first?.isWhitespace == true || fields[index].last?.isWhitespace == true
                }
            }
            writer.stream.close()
        } catch {
            // Writing to memory does not fail.
            preconditionFailure("CSV to memory: \(error)")
        }
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return records.isEmpty ? "" : String(decoding: data, as: UTF8.self) + "\r\n"
    }

    /// Line breaks in a field as lines of the file: CRLF, CR or LF each count once.
    static func lineBreaks(in field: String) -> Int {
        var count = 0
        var afterCR = false
        for scalar in field.unicodeScalars {
            if scalar == "\r" || (scalar == "\n" && !afterCR) { count += 1 }
            afterCR = scalar == "\r"
        }
        return count
    }

    /// The line where a quoted field opens and never closes, if one does. A quote opens a field
    /// only at its start; inside, two quotes are one.
    static func unclosedQuoteLine(_ text: String) -> Int? {
        var inQuotes = false
        var atFieldStart = true
        // Just after a closing quote, where a second quote makes an escaped one ("").
        var afterQuote = false
        var line = 1
        var openedOn = 1
        var previous: Unicode.Scalar = "\n"
        for scalar in text.unicodeScalars {
            if inQuotes {
                if scalar == "\"" {
                    inQuotes = false
                    afterQuote = true
                }
            } else if scalar == "\"" && (atFieldStart || afterQuote) {
                if atFieldStart { openedOn = line }
                inQuotes = true
                afterQuote = false
            } else {
                afterQuote = false
            }
            atFieldStart = !inQuotes && (scalar == "," || scalar == "\r" || scalar == "\n")
            if scalar == "\r" || (scalar == "\n" && previous != "\r") { line += 1 }
            previous = scalar
        }
        return inQuotes ? openedOn : nil
    }
}
