/// A hidden form field.
struct Hidden: Component {
    var name: String
    var value: String
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
    var body: Component { Input(type: .hidden, name: name, value: value) }
}
