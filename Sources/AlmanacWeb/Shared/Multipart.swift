import AlmanacCore
import Foundation
import MultipartKit
import NIOCore

/// A `multipart/form-data` body (RFC 7578), read whole: the caller has capped its size already.
/// Hummingbird 2 has no multipart reader, so MultipartKit's parser splits the body into parts;
/// the forms that need one (photo uploads) only need the parts' names, file names and bytes.
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
        // MultipartKit's parser finds the parts; a part is whole when the next boundary comes.
        let parser = MultipartParser(boundary: boundary)
        var parts: [Part] = []
        var headers: [(String, String)] = []
        var partBody = ByteBuffer()
        var partOpen = false
        var missingName = false
        parser.onHeader = { field, value in
            headers.append((field, value))
            partOpen = true
        }
        parser.onBody = { chunk in
            partBody.writeBuffer(&chunk)
            partOpen = true
        }
        parser.onPartComplete = {
            var name: String?
            var filename: String?
            var contentType: String?
            for (field, value) in headers {
                switch field.lowercased() {
                case "content-disposition":
                    let disposition = Self.parameters(value)
                    name = disposition.parameters["name"]
                    filename = disposition.parameters["filename"]
                case "content-type":
                    contentType = value
                default:
                    break
                }
            }
            if let name {
                parts.append(Part(name: name, filename: filename, contentType: contentType, body: Data(partBody.readableBytesView)))
            } else {
                missingName = true
            }
            headers = []
            partBody.clear()
            partOpen = false
        }
        do {
            try parser.execute(ByteBuffer(bytes: body))
        } catch {
            throw unreadable
        }
        // A body that ends inside a part, or holds no part at all, was cut short.
        guard !partOpen, !missingName, !parts.isEmpty else { throw unreadable }
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
}
