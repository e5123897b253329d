/// Almanac's one way to make HTML.
///
/// Every page is built from components (`Div`, `Paragraph`, `Input`, ...) or from `HTML` string
/// interpolations, and both escape by construction: every text node and every attribute value is
/// escaped fully (`&`, `<`, `>`, `"`, `'`, so text that looks like an entity shows as typed), and in
/// an `HTML` literal only the literal segments written in the source are markup; every interpolated
/// `String` or number is escaped, and an interpolated `HTML` or component is embedded as it is.
///
/// No markup is trusted without being built here: even Markdown notes are drawn through these
/// components (`Markdown`), so HTML typed in a note is text like any other.
///
/// A markup literal nested in an interpolation (a ternary choosing between two attribute
/// literals) is a `String` unless told otherwise, so it is escaped and shows as text: give the
/// literal the type `HTML` (`as HTML`), or better, use a component's attribute.
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The markup, ready to send.
    private(set) var markup: MarkupBytes

    /// The markup as text.
    var rendered: String { markup.text }

    fileprivate init(markup: MarkupBytes) {
        self.markup = markup
    }

    init() {
        markup = MarkupBytes()
    }

    /// A literal written in the source: markup.
    init(stringLiteral value: StaticString) {
        markup = MarkupBytes()
        markup.append(value)
    }

    init(stringInterpolation: StringInterpolation) {
        markup = stringInterpolation.markup
    }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup = MarkupBytes()

        init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity * 2)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            markup.append(literal)
        }

        mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        mutating func appendInterpolation(_ component: Component) {
            write(component, into: &markup)
        }

        mutating func appendInterpolation(_ text: String) {
            appendEscaped(text, to: &markup)
        }

        mutating func appendInterpolation(_ text: Substring) {
            appendEscaped(String(text), to: &markup)
        }

        /// Numbers, days, ids: their text, escaped like any other text.
        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            appendEscaped(value.description, to: &markup)
        }
    }

    static func + (lhs: HTML, rhs: HTML) -> HTML {
        var sum = lhs
        sum += rhs
        return sum
    }

    static func += (lhs: inout HTML, rhs: HTML) {
        lhs.markup += rhs.markup
    }
}

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

extension Sequence<HTML> {
    func joined(separator: HTML = HTML()) -> HTML {
        var result = HTML()
        var first = true
        for part in self {
            if !first { result += separator }
            result += part
            first = false
        }
        return result
    }
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

extension Component {
    /// The markup, with every text and attribute value escaped.
    func render() -> HTML {
        var out = MarkupBytes()
        write(self, into: &out)
        return HTML(markup: out)
    }
}

/// Writes a component's markup straight into `out`, as its nodes (`resolve`) would write, without
/// building the tree of nodes first: a page is written in one pass into one growing buffer.
/// `pending` are the attributes of the `ModifiedComponent`s around it, innermost first; they go on
/// each element at its top, as `RenderNode.adding` puts them.
func write(_ component: Component, into out: inout MarkupBytes, pending: [Attribute] = []) {
    component.writeMarkup(into: &out, pending: pending)
}

extension ComponentGroup {
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        for member in members { member.writeMarkup(into: &out, pending: pending) }
    }

    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) {
        for member in members { member.writeListItems(into: &out, pending: pending) }
    }
}

extension Text {
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) { appendEscaped(text, to: &out) }

    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) { writeInListItem(into: &out, pending: pending) }
}

extension HTML {
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) { out += markup }

    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) { writeInListItem(into: &out, pending: pending) }
}

extension Element {
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        var attributes = self.attributes
        for attribute in pending { RenderNode.add(attribute, to: &attributes) }
        RenderNode.writeElement(named: name, attributes: attributes, into: &out) { out in
            content().writeMarkup(into: &out, pending: [])
        }
    }

    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) {
        if name == ListItem.elementName { return writeMarkup(into: &out, pending: pending) }
        writeInListItem(into: &out, pending: pending)
    }
}

extension RenderedNode {
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        pending.reduce(node) { $0.adding($1) }.write(into: &out)
    }

    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) {
        if case .element(name: ListItem.elementName, _, _) = node { return writeMarkup(into: &out, pending: pending) }
        writeInListItem(into: &out, pending: pending)
    }
}

extension ModifiedComponent {
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        base.writeMarkup(into: &out, pending: pending.isEmpty ? attributes : attributes + pending)
    }

    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) {
        base.writeListItems(into: &out, pending: pending.isEmpty ? attributes : attributes + pending)
    }
}
