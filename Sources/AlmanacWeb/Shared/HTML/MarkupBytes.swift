/// Markup as it is written: a page's UTF-8 bytes, appended in place. A `String` updated its count
/// and flags on each of a long page's ten thousand appends, most of the render; bytes are only
/// copied. Only this layer writes into it (components, `HTML` literals, rows written straight),
/// so what goes in is markup from the source or escaped text.
struct MarkupBytes: Sendable, Equatable {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    /// The markup as text (the bytes are UTF-8: every piece appended was a `String`).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func reserveCapacity(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends `text` as it is: markup.
    static func += (out: inout MarkupBytes, text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.bytes.append(contentsOf: $0) }
        if copied == nil { out.bytes.append(contentsOf: Array(text.utf8)) }
    }

    static func += (out: inout MarkupBytes, other: MarkupBytes) {
        out.bytes.append(contentsOf: other.bytes)
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func removeLast() { bytes.removeLast() }

    /// Appends `source` with `&`, `<`, `>`, `"` and `'` escaped. They are ASCII, so no byte of a
    /// longer UTF-8 sequence is one of them: the rest is copied as it is, run by run.
    mutating func appendEscapedBytes(_ source: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in source.indices {
            let entity: StaticString
            switch source[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
            append(entity)
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
    }
}

/// Text made safe inside HTML text and attribute values: `&`, `<`, `>`, `"` and `'` all escaped,
/// including the `&` of text that looks like an entity.
func escape(_ text: String) -> String {
    var result = MarkupBytes()
    appendEscaped(text, to: &result)
    return result.text
}

/// Appends `text` to `out` escaped as `escape(_:)` escapes it, without a string of its own in
/// between.
func appendEscaped(_ text: String, to out: inout MarkupBytes) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable { out.appendEscapedBytes($0) }
    if written == nil { Array(text.utf8).withUnsafeBufferPointer { out.appendEscapedBytes($0) } }
}

/// Markup written straight into a page, for the parts a long page repeats hundreds of times (a
/// to-do's row): the same bytes its components write, without building them. Names are literals
/// in the source; values and text are escaped.
extension MarkupBytes {
    /// `<name`: a start tag's beginning; its attributes follow, then `closeStartTag()`.
    mutating func openStartTag(_ name: String) {
        self += "<"
        self += name
    }

    /// ` name="value"`, escaped; nil or empty writes nothing, as a component's attribute.
    mutating func writeAttribute(_ name: String, _ value: String?) {
        guard let value, !value.isEmpty else { return }
        self += " "
        self += name
        self += "=\""
        appendEscaped(value, to: &self)
        self += "\""
    }

    /// ` name="before value after"`, the value escaped (`before` and `after` are markup).
    mutating func writeAttribute(_ name: String, _ before: String, _ value: String, _ after: String) {
        self += " "
        self += name
        self += "=\""
        self += before
        appendEscaped(value, to: &self)
        self += after
        self += "\""
    }

    mutating func closeStartTag() { self += ">" }

    /// `<name class="…">`: a start tag with one class (none when empty).
    mutating func openElement(_ name: String, class className: String) {
        openStartTag(name)
        writeAttribute("class", className)
        closeStartTag()
    }

    /// `<name class="…" title="…">text</name>`, as `Span(text).class(…).attribute(named: "title", …)`.
    mutating func writeElement(_ name: String, class className: String, title: String? = nil, text: String) {
        openStartTag(name)
        writeAttribute("class", className)
        writeAttribute("title", title)
        closeStartTag()
        writeText(text)
        writeEndTag(name)
    }

    /// Escaped text.
    mutating func writeText(_ text: String) { appendEscaped(text, to: &self) }

    /// `</name>`.
    mutating func writeEndTag(_ name: String) {
        self += "</"
        self += name
        self += ">"
    }
}
