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

// MARK: - Rendering

/// What a component comes down to.
indirect enum RenderNode {
    case element(name: String, attributes: [Attribute], children: [RenderNode])
    case text(String)
    case markup(HTML)

    /// Elements that have no content or end tag.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"]

    func write(into out: inout MarkupBytes) {
        switch self {
        case .text(let text):
            appendEscaped(text, to: &out)
        case .markup(let html):
            out += html.markup
        case .element(let name, let attributes, let children):
            Self.writeElement(named: name, attributes: attributes, into: &out) { out in
                for child in children { child.write(into: &out) }
            }
        }
    }

    /// An element: its start tag, what `children` writes, its end tag; a void element with nothing
    /// inside is closed in its start tag. Names are markup too: only letters, digits, "-" and ":"
    /// pass, so no name can open an attribute or close a tag, whoever wrote it. Values and text are
    /// escaped.
    static func writeElement(
        named rawName: String, attributes: [Attribute], into out: inout MarkupBytes, children: (inout MarkupBytes) -> Void
    ) {
        let name = safeName(rawName)
        out += "<"
        out += name
        for attribute in attributes {
            let attributeName = safeName(attribute.name)
            if let value = attribute.nonEmptyValue {
                out += " "
                out += attributeName
                out += "=\""
                appendEscaped(value, to: &out)
                out += "\""
            } else if !attribute.ignoreIfEmpty {
                out += " "
                out += attributeName
                if attribute.value != nil { out += "=\"\"" }
            }
        }
        out += ">"
        let start = out.count
        children(&out)
        if out.count == start, voidElements.contains(name) {
            out.removeLast()
            out += "/>"
            return
        }
        out += "<"
        out += "/"
        out += name
        out += ">"
    }

    /// An element or attribute name reduced to the characters a name may have.
    static func safeName(_ name: String) -> String {
        guard !name.utf8.allSatisfy(isNameByte) else { return name }
        return String(decoding: name.utf8.filter(isNameByte), as: UTF8.self)
    }

    /// ASCII letters, digits, "-" and ":".
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// Adds an attribute the way Plot did: replacing one of the same name, or (classes) appending to it.
    func adding(_ attribute: Attribute) -> RenderNode {
        guard case .element(let name, var attributes, let children) = self else { return self }
        Self.add(attribute, to: &attributes)
        return .element(name: name, attributes: attributes, children: children)
    }

    static func add(_ attribute: Attribute, to attributes: inout [Attribute]) {
        if let index = attributes.firstIndex(where: { $0.name == attribute.name }) {
            if attribute.replaceExisting {
                attributes[index].value = attribute.value
            } else if let value = attribute.nonEmptyValue {
                attributes[index].value = attributes[index].nonEmptyValue.map { $0 + " " + value } ?? value
            }
        } else {
            attributes.append(attribute)
        }
    }
}

/// The nodes a component renders to.
func resolve(_ component: Component) -> [RenderNode] {
    switch component {
    case let group as ComponentGroup:
        return group.members.flatMap(resolve)
    case let text as Text:
        return [.text(text.text)]
    case let html as HTML:
        return [.markup(html)]
    case let element as Element:
        return [.element(name: element.name, attributes: element.attributes, children: resolve(element.content()))]
    case let rendered as RenderedNode:
        return [rendered.node]
    case let modified as ModifiedComponent:
        return resolve(modified.base).map { modified.attributes.reduce($0) { $0.adding($1) } }
    default:
        return resolve(component.body)
    }
}

/// A node already resolved (a list item), put back into a tree.
struct RenderedNode: Component {
    var node: RenderNode
    var body: Component { self }
}
