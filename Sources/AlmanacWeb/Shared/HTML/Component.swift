/// A piece of a page, in the shape of Plot's components (which this layer replaces): a struct
/// with a `body` made of other components, down to elements and text.
protocol Component {
    var body: Component { get }
    /// Writes the markup into `out` (see `write(_:into:pending:)`). Only the primitives (group,
    /// text, markup, element, modified, rendered node) write themselves; every other component
    /// writes its `body`. A requirement, so each component finds its own way by its witness table
    /// instead of a chain of casts (which were a tenth of a long page's render).
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute])
    /// Writes the markup as the items of a `List`'s `<ul>`: each element at the top that is an
    /// `<li>` as it is, everything else (text, other elements) in an `<li>` of its own, as
    /// `List.body` puts its resolved nodes; without resolving the nodes first.
    func writeListItems(into out: inout MarkupBytes, pending: [Attribute])
}

extension Component {
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        body.writeMarkup(into: &out, pending: pending)
    }

    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) {
        body.writeListItems(into: &out, pending: pending)
    }

    /// This component's markup in an `<li>` of its own.
    func writeInListItem(into out: inout MarkupBytes, pending: [Attribute]) {
        out.openElement(ListItem.elementName, class: "")
        writeMarkup(into: &out, pending: pending)
        out.writeEndTag(ListItem.elementName)
    }
}

extension Component {
    /// Sets an attribute on the component's element (on each element of a group). A nil or empty
    /// value leaves it out, unless `ignoreValueIfEmpty` is false (`required`, `checked`).
    func attribute(named name: String, value: String?, replaceExisting: Bool = true, ignoreValueIfEmpty: Bool = true) -> Component {
        let attribute = Attribute(name: name, value: value, replaceExisting: replaceExisting, ignoreIfEmpty: ignoreValueIfEmpty)
        // A chain of modifiers (`.class(…).id(…)`) is one component with their attributes in order,
        // not one wrapped in the next: a long page has thousands of them.
        if var modified = self as? ModifiedComponent {
            modified.attributes.append(attribute)
            return modified
        }
        return ModifiedComponent(base: self, attributes: [attribute])
    }

    /// Adds a class (to those already set).
    func `class`(_ className: String, replaceExisting: Bool = false) -> Component {
        attribute(named: "class", value: className, replaceExisting: replaceExisting)
    }

    func id(_ id: String) -> Component { attribute(named: "id", value: id) }

    func accessibilityLabel(_ label: String) -> Component { attribute(named: "aria-label", value: label) }
}

@resultBuilder enum ComponentBuilder {
    static func buildBlock(_ components: Component...) -> ComponentGroup { ComponentGroup(members: components) }
    static func buildArray(_ groups: [ComponentGroup]) -> ComponentGroup { ComponentGroup(members: groups.flatMap(\.members)) }
    static func buildEither(first component: ComponentGroup) -> ComponentGroup { component }
    static func buildEither(second component: ComponentGroup) -> ComponentGroup { component }
    static func buildOptional(_ component: ComponentGroup?) -> ComponentGroup { component ?? ComponentGroup(members: []) }
}

/// Components side by side, without an element around them.
struct ComponentGroup: Component, Sequence {
    var members: [Component]

    init(members: [Component]) { self.members = members }

    init(@ComponentBuilder content: () -> ComponentGroup) { self = content() }

    var body: Component { self }

    func makeIterator() -> [Component].Iterator { members.makeIterator() }
}

/// Nothing.
struct EmptyComponent: Component {
    var body: Component { ComponentGroup(members: []) }
}

extension Optional: Component where Wrapped: Component {
    var body: Component { self.map { $0 as Component } ?? EmptyComponent() }
}

/// Markup made by an `HTML` interpolation, embedded in a component tree (it is already escaped).
extension HTML: Component {
    var body: Component { self }
}

/// An HTML attribute; its value is escaped when written.
struct Attribute {
    var name: String
    var value: String?
    var replaceExisting = true
    var ignoreIfEmpty = true

    var nonEmptyValue: String? { value.flatMap { $0.isEmpty ? nil : $0 } }
}

/// An element with any children given by a builder: `Element(name: "section") { ... }`.
struct Element: Component {
    var name: String
    var attributes: [Attribute] = []
    var content: () -> ComponentGroup

    init(name: String, @ComponentBuilder content: @escaping () -> ComponentGroup = { ComponentGroup(members: []) }) {
        self.name = name
        self.content = content
    }

    init(name: String, attributes: [Attribute], @ComponentBuilder content: @escaping () -> ComponentGroup) {
        self.name = name
        self.attributes = attributes
        self.content = content
    }

    var body: Component { self }
}

/// Text, escaped when written.
struct Text: Component {
    var text: String
    init(_ text: String) { self.text = text }
    var body: Component { self }
}

/// A component with attributes set on its element, in the order they were set.
struct ModifiedComponent: Component {
    var base: Component
    var attributes: [Attribute]
    var body: Component { self }
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
