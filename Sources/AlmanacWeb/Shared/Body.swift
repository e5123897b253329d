import AlmanacCore
import Foundation
import Hummingbird
import NIOCore

/// Reads request bodies: at most 1 MiB (photo uploads say their own limit), JSON errors that name the field, urlencoded forms.
enum Body {
    static let limit = Limits.requestBodyBytes

    /// The whole body, refused with 413 (and `tooLarge` as the message) past `limit` bytes.
    static func bytes(_ request: Request, limit: Int = limit, tooLarge: String? = nil) async throws -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw AlmanacError.tooLarge(tooLarge ?? "The request body is larger than \(limit / 1024 / 1024) MiB.")
        }
    }

    /// Decodes a JSON body. Unknown fields are ignored; a wrong type or a missing field is a
    /// 400 that names the field (`products[2].price`).
    static func json<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
        try requireJSON(request)
        let buffer = try await bytes(request)
        return try decode(type, from: Data(buffer.readableBytesView))
    }

    /// A JSON body must say so: a `Content-Type` other than `application/json` (or a `+json`
    /// type) is refused with 415 before the body is read. A body without a type is read as JSON.
    static func requireJSON(_ request: Request) throws {
        guard let type = request.headers[.contentType] else { return }
        let mediaType = type.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json")) else {
            throw AlmanacError.unsupportedMedia(field: "Content-Type", message: "Send the body as JSON (Content-Type: application/json).")
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error)
        }
    }

    static func describe(_ error: DecodingError) -> AlmanacError {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
            return text
        }
        switch error {
        case .typeMismatch(let type, let context):
            let field = path(context.codingPath)
            return .invalid(field.isEmpty ? "body" : field, "\(field.isEmpty ? "The body" : field) must be \(describe(type)).")
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key])
            return .invalid(field, "\(field) is required.")
        case .valueNotFound(let type, let context):
            let field = path(context.codingPath)
            return .invalid(field, "\(field) is required and must be \(describe(type)).")
        case .dataCorrupted(let context):
            let field = path(context.codingPath)
            if field.isEmpty { return .invalid("body", "The body is not valid JSON.") }
            return .invalid(field, "\(field): \(context.debugDescription)")
        @unknown default:
            return .invalid("body", "The body could not be read.")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type: "an integer"
        case is Double.Type, is Float.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    static func form(from request: Request) async throws -> FormData {
        let buffer = try await bytes(request)
        return FormData(urlEncoded: String(buffer: buffer))
    }
}

/// The fields of an `application/x-www-form-urlencoded` body or a query string.
struct FormData: Sendable {
    private(set) var pairs: [(String, String)] = []

    /// A form filled in by the server, e.g. an edit form showing what is stored.
    init(_ pairs: [(String, String)]) {
        self.pairs = pairs
    }

    init(urlEncoded text: String) {
        for part in text.split(separator: "&") {
            let kv = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = Self.decode(kv[0])
            let value = kv.count > 1 ? Self.decode(kv[1]) : ""
            pairs.append((key, value))
        }
    }

    private static func decode(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
    }

    subscript(_ key: String) -> String? {
        pairs.first { $0.0 == key }?.1
    }

    func all(_ key: String) -> [String] {
        pairs.filter { $0.0 == key }.map(\.1)
    }

    /// A required field, trimmed; missing or empty is a validation error naming it.
    func require(_ key: String, label: String? = nil) throws -> String {
        guard let value = self[key]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            throw AlmanacError.invalid(key, "\(label ?? key) is required.")
        }
        return value
    }

    /// An optional field: nil when missing or blank.
    func optional(_ key: String) -> String? {
        guard let value = self[key]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    /// A number typed in a form field, checked against what it means; nil when blank.
    func number(_ key: String, _ quantity: Quantity) throws -> Double? {
        try quantity.parse(optional: self[key], field: key)
    }

    /// A whole number typed in a form field, checked against what it means; nil when blank.
    func whole(_ key: String, _ quantity: Quantity) throws -> Int? {
        try quantity.parse(optional: self[key], field: key).map { Int($0) }
    }
}

extension Request {
    /// The query string's fields.
    var query: FormData { FormData(urlEncoded: uri.query ?? "") }
}
