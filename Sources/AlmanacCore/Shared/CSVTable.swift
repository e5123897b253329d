import Foundation

/// A small RFC 4180 reader and writer. Reading is lenient where spreadsheets are sloppy (LF or CR
/// line ends, a byte-order mark, a stray quote inside an unquoted field is kept as text) and strict
/// only where data would be lost (a quoted field that never closes).
public enum CSVTable {
    public struct Record: Equatable, Sendable {
        /// The 1-based line of the file where the record starts (a quoted field may span lines).
        public var line: Int
        public var fields: [String]
    }

    public static func parse(_ text: String) throws(AlmanacError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var quoteOpenedOnLine = 1
        // Unicode scalars, because Swift treats "\r\n" as one Character.
        var scalars = Array(text.unicodeScalars)[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }

        func endRecord() {
            fields.append(field)
            field = ""
            records.append(Record(line: recordLine, fields: fields))
            fields = []
        }

        var index = scalars.startIndex
        while index < scalars.endIndex {
            let c = scalars[index]
            index += 1
            if inQuotes {
                if c == "\"" {
                    if index < scalars.endIndex && scalars[index] == "\"" {
                        field.unicodeScalars.append("\"")
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if c == "\n" || (c == "\r" && (index == scalars.endIndex || scalars[index] != "\n")) { line += 1 }
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"" where field.isEmpty:
                inQuotes = true
                quoteOpenedOnLine = line
            case ",":
                fields.append(field)
                field = ""
            case "\r", "\n":
                if c == "\r" && index < scalars.endIndex && scalars[index] == "\n" { index += 1 }
                endRecord()
                line += 1
                recordLine = line
            default:
                field.unicodeScalars.append(c)
            }
        }
        if inQuotes {
            throw .invalid("file", "line \(quoteOpenedOnLine): a quoted field is never closed; check for a missing \".")
        }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }

    /// One record as RFC 4180 text with a CRLF line end; fields with a comma, quote, line break or
    /// surrounding spaces are quoted.
    public static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",") + "\r\n"
    }

    static func quoted(_ field: String) -> String {
        let needsQuotes =
            field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline })
            || field.first?.isWhitespace == true || field.last?.isWhitespace == true
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
