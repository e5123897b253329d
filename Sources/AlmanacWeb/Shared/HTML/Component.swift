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
