import Foundation
import HTTPTypes
import Hummingbird

/// One path of Almanac, written once in its module's `…Routes` enum: the pattern the router
/// registers ("/timelines/events/{id}") and the links and form actions to it, built by filling
/// its parameters. Views never write a path as a string; they ask a route for its `Href`.
struct Route: Sendable, Hashable, CustomStringConvertible {
    let pattern: String

    init(_ pattern: String) { self.pattern = pattern }

    var description: String { pattern }

    /// The names of the `{…}` parameters, in order.
    var parameterNames: [String] {
        pattern.split(separator: "/").compactMap { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    /// The link to this route: `parameters` fill the `{…}` segments in order (each percent-encoded
    /// as one segment), `query` is appended with nil values left out.
    func href(_ parameters: any CustomStringConvertible..., query: KeyValuePairs<String, String?> = [:]) -> Href {
        // One pass over the pattern, each `{…}` replaced by the next value (a long page makes
        // a few hundred links: splitting and joining the pattern for each was a cost of its own).
        var values = parameters.makeIterator()
        var path = ""
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            path += rest[..<open]
            guard let value = values.next() else { preconditionFailure("\(pattern): a parameter is missing") }
            path += Href.encodeSegment(value.description)
            rest = rest[rest.index(after: close)...]
        }
        path += rest
        return Href(path: path, query: query.compactMap { key, value in value.map { (key, $0) } })
    }

    /// The link to a route without parameters.
    var href: Href { href() }
}

/// A link or form action inside Almanac, made only by a `Route`.
struct Href: Sendable, Hashable, CustomStringConvertible {
    let path: String
    var query: [(String, String)] = []
    /// The anchor in the page (already encoded), written after the query.
    var anchor: String? = nil

    var description: String {
        let base =
            query.isEmpty ? path : path + "?" + query.map { "\(Self.encodeQuery($0.0))=\(Self.encodeQuery($0.1))" }.joined(separator: "&")
        return anchor.map { base + "#" + $0 } ?? base
    }

    /// The same place with one more query item (nil leaves it out).
    func adding(_ key: String, _ value: String?) -> Href {
        guard let value else { return self }
        var copy = self
        copy.query.append((key, value))
        return copy
    }

    /// The same place at an anchor in the page.
    func fragment(_ id: String) -> Href {
        var copy = self
        copy.anchor = id.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? id
        return copy
    }

    static func == (a: Href, b: Href) -> Bool { a.description == b.description }
    func hash(into hasher: inout Hasher) { hasher.combine(description) }

    static func encodeSegment(_ text: String) -> String {
        isUnreserved(text) ? text : text.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? ""
    }

    static func encodeQuery(_ text: String) -> String {
        isUnreserved(text, orPath: true) ? text : text.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? ""
    }

    /// Ids, days and most words: only letters, digits, "-", ".", "_" and "~", which every part of
    /// a URL takes as they are; with `orPath`, "/", ":" and "@" too, which a query value takes as
    /// they are (a page to come back to, `back=/tasks/anytime`, in every row of a long list).
    private static func isUnreserved(_ text: String, orPath: Bool = false) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                true
            case UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "@"): orPath
            default: false
            }
        }
    }

    private static let segmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))
    private static let queryAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+?#"))
}

extension RouterMethods {
    @discardableResult func get(
        _ route: Route, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self { on(RouterPath(route.pattern), method: .get, use: handler) }

    @discardableResult func post(
        _ route: Route, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self { on(RouterPath(route.pattern), method: .post, use: handler) }

    @discardableResult func put(
        _ route: Route, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self { on(RouterPath(route.pattern), method: .put, use: handler) }

    @discardableResult func patch(
        _ route: Route, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self { on(RouterPath(route.pattern), method: .patch, use: handler) }

    @discardableResult func delete(
        _ route: Route, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self { on(RouterPath(route.pattern), method: .delete, use: handler) }
}
