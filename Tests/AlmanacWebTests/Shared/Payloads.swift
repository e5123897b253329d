import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Text that would become markup or script if a page wrote it unescaped (issue 19). Every text
/// field a user can set gets `text`; Markdown fields get `markdown`; link fields get `link`.
enum Payload {
    static let tag = #""><img src=x onerror=alert(1)>"#
    static let quote = "'onmouseover='x"
    static let textarea = "</textarea><script>alert(1)</script>"
    static let entity = "Tom &quot;Jerry&quot;"
    static let link = "javascript:alert(1)"
    /// All the plain-text payloads in one value, for fields that take any text.
    static let text = "\(tag) \(quote) \(textarea) \(entity)"
    /// Markdown with raw HTML and script links, for notes.
    static let markdown = "Notes <svg onload=alert(1)> [click](javascript:alert(1)) ![pic](javascript:alert(2)) \(text)"
    /// How `tag` reads in the page when it is shown as text.
    static let tagEscaped = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"
    /// How `entity` reads in the page when it is shown as text: the `&` escaped too.
    static let entityEscaped = "Tom &amp;quot;Jerry&amp;quot;"

    /// What an unescaped payload looks like in a page.
    static let unescaped = [
        "<img src=x", "<script>alert", "<svg onload", "onmouseover='x", "href=\"javascript:", "src=\"javascript:",
        "href='javascript:", "Tom &quot;Jerry", "</textarea><script>",
    ]
    /// The payloads' escaped markup; any other `&lt;` in a page is markup escaped by mistake.
    static let escapedMarkup = [
        "&lt;img src=x onerror=alert(1)&gt;", "&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;svg onload=alert(1)&gt;",
    ]
}

/// Visits `path` and checks that no payload is written unescaped, that the page's own markup is
/// intact (no `&lt;` but the payloads' own), and that each of `shows` is in the page.
func expectPayloadsEscaped(
    _ visitor: inout Visitor, _ path: String, shows: [String] = [Payload.tagEscaped, Payload.entityEscaped],
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let response = try await visitor.get(path)
    #expect(response.status == .ok, "\(path) answered \(response.status)", sourceLocation: sourceLocation)
    expectPayloadsEscaped(in: response.text, page: path, shows: shows, sourceLocation: sourceLocation)
}

func expectPayloadsEscaped(
    in page: String, page path: String, shows: [String] = [Payload.tagEscaped, Payload.entityEscaped],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for payload in Payload.unescaped {
        #expect(!page.contains(payload), "\(path) writes \(payload) unescaped", sourceLocation: sourceLocation)
    }
    var rest = page
    for escaped in Payload.escapedMarkup { rest = rest.replacingOccurrences(of: escaped, with: "") }
    if let range = rest.range(of: "&lt;") {
        let start = rest.index(range.lowerBound, offsetBy: -80, limitedBy: rest.startIndex) ?? rest.startIndex
        let context = String(rest[start..<range.upperBound])
        #expect(Bool(false), "\(path) escapes its own markup: …\(context)", sourceLocation: sourceLocation)
    }
    #expect(!rest.contains("=&quot;"), "\(path) escapes an attribute's quotes", sourceLocation: sourceLocation)
    for text in shows {
        #expect(page.contains(text), "\(path) does not show \(text)", sourceLocation: sourceLocation)
    }
}

/// A JSON string literal for `text`.
func json(_ text: String) -> String {
    let data = try! JSONEncoder().encode(text)
    return String(decoding: data, as: UTF8.self)
}

extension Visitor {
    /// An API call that must succeed; returns the JSON answer.
    mutating func apiOK(
        _ method: HTTPRequest.Method, _ path: String, json body: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String: Any] {
        let response = try await api(method, path, json: body)
        #expect((200..<300).contains(response.status.code), "\(path): \(response.text)", sourceLocation: sourceLocation)
        return response.json
    }
}
