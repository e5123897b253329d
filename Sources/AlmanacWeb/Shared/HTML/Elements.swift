/// The elements the views use, named and shaped as in Plot.
protocol ElementComponent: Component {
    static var elementName: String { get }
    var content: () -> ComponentGroup { get }
    init(content: @escaping () -> ComponentGroup)
}

extension ElementComponent {
    init() { self.init { ComponentGroup(members: []) } }
    init(_ text: String) { self.init { ComponentGroup(members: [Text(text)]) } }
    init(_ component: Component) { self.init { ComponentGroup(members: [component]) } }
    var body: Component { Element(name: Self.elementName, attributes: [], content: content) }
}

struct Div: ElementComponent {
    static let elementName = "div"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct Span: ElementComponent {
    static let elementName = "span"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct Paragraph: ElementComponent {
    static let elementName = "p"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct H1: ElementComponent {
    static let elementName = "h1"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct H2: ElementComponent {
    static let elementName = "h2"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct H3: ElementComponent {
    static let elementName = "h3"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct Button: ElementComponent {
    static let elementName = "button"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct ListItem: ElementComponent {
    static let elementName = "li"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct Navigation: ElementComponent {
    static let elementName = "nav"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

struct Header: ElementComponent {
    static let elementName = "header"
    var content: () -> ComponentGroup
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) { self.content = content }
}

/// `<a href>` around a label.
struct Link: Component {
    var url: String
    var label: () -> ComponentGroup

    init(url: Href, @ComponentBuilder label: @escaping () -> ComponentGroup) {
        self.url = url.description
        self.label = label
    }

    init(_ label: String, url: Href) {
        self.init(url: url) { Text(label) }
    }

    var body: Component { Element(name: "a", attributes: [Attribute(name: "href", value: url)], content: label) }
}

/// A `<ul>` with each item in an `<li>` (an item that is a `ListItem` already is kept as it is).
struct List<Items: Sequence>: Component {
    var items: Items
    var content: (Items.Element) -> Component

    init(_ items: Items, content: @escaping (Items.Element) -> Component) {
        self.items = items
        self.content = content
    }

    init(_ items: Items) where Items.Element == String {
        self.init(items) { Text($0) }
    }

    var body: Component {
        let nodes = items.flatMap { resolve(content($0)) }.map { node -> Component in
            if case .element(name: ListItem.elementName, _, _) = node { return RenderedNode(node: node) }
            return Element(name: ListItem.elementName) { RenderedNode(node: node) }
        }
        return Element(name: "ul") { ComponentGroup(members: nodes) }
    }

    /// The same markup as `body`, each item written straight into the page (`writeListItems`)
    /// instead of resolved into nodes first (a tenth of Today's render).
    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        var attributes: [Attribute] = []
        for attribute in pending { RenderNode.add(attribute, to: &attributes) }
        RenderNode.writeElement(named: "ul", attributes: attributes, into: &out) { out in
            for item in items { content(item).writeListItems(into: &out, pending: []) }
        }
    }
}

extension List where Items == ComponentGroup {
    init(@ComponentBuilder content: @escaping () -> ComponentGroup) {
        self.init(content()) { $0 }
    }
}

enum HTMLFormMethod: String {
    case get, post
}

/// `<form action method>`.
struct Form: Component {
    var url: String
    var method: HTMLFormMethod?
    var content: () -> ComponentGroup

    init(url: Href, method: HTMLFormMethod? = nil, @ComponentBuilder content: @escaping () -> ComponentGroup) {
        self.url = url.description
        self.method = method
        self.content = content
    }

    var body: Component {
        Element(
            name: "form", attributes: [Attribute(name: "action", value: url), Attribute(name: "method", value: method?.rawValue)],
            content: content)
    }
}

enum HTMLInputType: String {
    case button, checkbox, color, date, email, file, hidden, image, month, number, password, radio, range, reset, search, submit, tel
    case text, time, url, week
    case datetimeLocal = "datetime-local"
}

struct Input: Component {
    var type: HTMLInputType
    var name: String?
    var value: String?
    var isRequired: Bool
    var placeholder: String?

    init(type: HTMLInputType, name: String? = nil, value: String? = nil, isRequired: Bool = false, placeholder: String? = nil) {
        self.type = type
        self.name = name
        self.value = value
        self.isRequired = isRequired
        self.placeholder = placeholder
    }

    var body: Component {
        Element(
            name: "input",
            attributes: [
                Attribute(name: "type", value: type.rawValue), Attribute(name: "name", value: name), Attribute(name: "value", value: value),
                Attribute(name: "required", value: nil, ignoreIfEmpty: !isRequired), Attribute(name: "placeholder", value: placeholder),
            ]
        ) {}
    }
}

/// `<label>` with its text first, then the control.
struct Label: Component {
    var text: String
    var content: () -> ComponentGroup

    init(_ text: String, @ComponentBuilder content: @escaping () -> ComponentGroup) {
        self.text = text
        self.content = content
    }

    var body: Component {
        Element(name: "label") {
            Text(text)
            content()
        }
    }
}

struct TextArea: Component {
    var text: String
    var name: String?
    var numberOfRows: Int?
    var numberOfColumns: Int?
    var isRequired: Bool

    init(text: String = "", name: String? = nil, numberOfRows: Int? = nil, numberOfColumns: Int? = nil, isRequired: Bool = false) {
        self.text = text
        self.name = name
        self.numberOfRows = numberOfRows
        self.numberOfColumns = numberOfColumns
        self.isRequired = isRequired
    }

    var body: Component {
        Element(
            name: "textarea",
            attributes: [
                Attribute(name: "name", value: name), Attribute(name: "rows", value: numberOfRows.map(String.init)),
                Attribute(name: "cols", value: numberOfColumns.map(String.init)),
                Attribute(name: "required", value: nil, ignoreIfEmpty: !isRequired),
            ]
        ) { Text(text) }
    }
}

struct Image: Component {
    var url: String
    var description: String

    init(url: String, description: String) {
        self.url = url
        self.description = description
    }

    init(_ url: String) { self.init(url: url, description: "") }

    var body: Component {
        Element(name: "img", attributes: [Attribute(name: "src", value: url), Attribute(name: "alt", value: description)]) {}
    }
}

/// `<option>` of a select.
struct Option: Component {
    var label: String
    var value: String
    var isSelected: Bool

    init(_ label: String, value: String, isSelected: Bool = false) {
        self.label = label
        self.value = value
        self.isSelected = isSelected
    }

    var body: Component {
        Element(
            name: "option",
            attributes: [
                Attribute(name: "value", value: value, ignoreIfEmpty: false),
                Attribute(name: "selected", value: nil, ignoreIfEmpty: !isSelected),
            ]
        ) {
            Text(label)
        }
    }
}

/// An SVG element with its attributes in the order given (numbers already formatted), escaped like
/// every attribute: `SVG("rect", ["x": "0", "class": "chart-track"])`.
struct SVG: Component {
    var name: String
    var attributes: [(String, String)]
    var content: () -> ComponentGroup

    init(
        _ name: String, _ attributes: KeyValuePairs<String, String>,
        @ComponentBuilder content: @escaping () -> ComponentGroup = { ComponentGroup(members: []) }
    ) {
        self.name = name
        self.attributes = attributes.map { ($0.key, $0.value) }
        self.content = content
    }

    var body: Component { Element(name: name, attributes: attributes.map { Attribute(name: $0.0, value: $0.1) }, content: content) }
}
