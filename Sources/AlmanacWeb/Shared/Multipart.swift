import AlmanacCore
import Foundation

/// A `multipart/form-data` body (RFC 7578), read whole: the caller has capped its size already.
/// Hummingbird 2 has no multipart reader, and the forms that need one (photo uploads) only need
/// the parts' names, file names and bytes.
struct MultipartForm: Sendable {
    struct Part: Sendable {
        var name: String
        /// Set for file inputs (empty when the input had no file chosen).
        var filename: String?
        var contentType: String?
        var body: Data

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    var parts: [Part]

    /// The boundary of a `multipart/form-data; boundary=...` content type; nil for any other type.
    static func boundary(fromContentType contentType: String?) -> String? {
        guard let contentType else { return nil }
        let segments = Self.parameters(contentType)
        guard segments.value.lowercased() == "multipart/form-data", let boundary = segments.parameters["boundary"],
            (1...70).contains(boundary.utf8.count)
        else { return nil }
        return boundary
    }

    init(_ body: Data, boundary: String) throws(AlmanacError) {
        let unreadable = AlmanacError.invalid("body", "The upload could not be read (malformed multipart/form-data).")
        let bytes = [UInt8](body)
        let delimiter = Array("--\(boundary)".utf8)
        let lineBreak: [UInt8] = [13, 10]
        guard var position = Self.find(delimiter, in: bytes, from: 0) else { throw unreadable }
        position += delimiter.count
        var parts: [Part] = []
        while true {
            // After a delimiter: "--" closes the body, CRLF starts a part.
            if Self.has([45, 45], in: bytes, at: position) { break }
            guard Self.has(lineBreak, in: bytes, at: position) else { throw unreadable }
            position += 2
            guard let headerEnd = Self.find([13, 10, 13, 10], in: bytes, from: position) else { throw unreadable }
            let headerText = String(decoding: bytes[position..<headerEnd], as: UTF8.self)
            let bodyStart = headerEnd + 4
            guard let bodyEnd = Self.find(lineBreak + delimiter, in: bytes, from: bodyStart) else { throw unreadable }
            var name: String?
            var filename: String?
            var contentType: String?
            for line in headerText.components(separatedBy: "\r\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let field = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if field == "content-disposition" {
                    let disposition = Self.parameters(value)
                    name = disposition.parameters["name"]
                    filename = disposition.parameters["filename"]
                } else if field == "content-type" {
                    contentType = value
                }
            }
            guard let name else { throw unreadable }
            parts.append(Part(name: name, filename: filename, contentType: contentType, body: Data(bytes[bodyStart..<bodyEnd])))
            position = bodyEnd + 2 + delimiter.count
        }
        self.parts = parts
    }

    /// The first text field named `name`.
    subscript(_ name: String) -> String? {
        parts.first { $0.name == name && $0.filename == nil }?.text
    }

    /// The files sent under `name`, leaving out an input with no file chosen.
    func files(named name: String) -> [Part] {
        parts.filter { $0.name == name && !($0.filename == "" && $0.body.isEmpty) }
    }

    // MARK: Reading

    /// `value; key=token; key="quoted; text"` → the value and its parameters (keys lowercased).
    static func parameters(_ header: String) -> (value: String, parameters: [String: String]) {
        var segments: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in header {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted && character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ";" && !quoted {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        segments.append(current)
        var parameters: [String: String] = [:]
        for segment in segments.dropFirst() {
            guard let equals = segment.firstIndex(of: "=") else { continue }
            let key = segment[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            parameters[key] = segment[segment.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return (segments[0].trimmingCharacters(in: .whitespaces), parameters)
    }

    static func has(_ needle: [UInt8], in bytes: [UInt8], at offset: Int) -> Bool {
        offset + needle.count <= bytes.count && bytes[offset..<offset + needle.count].elementsEqual(needle)
    }

    /// Where `needle` first occurs at or after `start` (memchr for its first byte, then memcmp:
    /// fast enough on 20 MB photos, even in debug builds).
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start >= 0, !needle.isEmpty else { return nil }
        return bytes.withUnsafeBytes { haystack -> Int? in
            needle.withUnsafeBytes { pattern -> Int? in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
                var offset = start
                while offset + needle.count <= haystack.count {
                    guard let hit = memchr(base + offset, Int32(needle[0]), haystack.count - offset - needle.count + 1) else {
                        return nil
                    }
                    let index = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + index, patternBase, needle.count) == 0 { return index }
                    offset = index + 1
                }
                return nil
            }
        }
    }
}
