import AlmanacCore
import Foundation

// The shared form components. Every form shows a refused post the same way: the values the user
// typed are kept, the message stands beside its field (`Field(error:)`, `SelectField(error:)`),
// and an `ErrorSummary` at the top of the form, with role="alert", says what went wrong.

/// The summary of a refused form, announced (role="alert"): the error's message, or, when several
/// fields were wrong, each field's message as a link to that field's message beside it. Nothing
/// when there is no error.
struct ErrorSummary: Component {
    var error: AlmanacError?
    var id = "form-error"

    var body: Component {
        guard let error else { return EmptyComponent() }
        guard case .fields(let problems) = error else {
            return Paragraph(error.message).class("flash error").id(id).attribute(named: "role", value: "alert")
        }
        return Div {
            Paragraph("\(problems.count) fields need a change:")
            List(problems) { problem in
                Element(name: "a", attributes: [Attribute(name: "href", value: "#\(problem.field)-error")]) { Text(problem.message) }
            }
        }
        .class("flash error error-summary").id(id).attribute(named: "role", value: "alert")
    }
}

/// The message for `field` when `error` is about it (shown beside that field).
func errorMessage(_ error: AlmanacError?, for field: String) -> String? {
    error?.problems.first { $0.field == field }?.message
}

/// The hidden CSRF field every state-changing form carries.
struct CSRFField: Component {
    var token: String
    var body: Component { Input(type: .hidden, name: AuthMiddleware.csrfField, value: token) }
}

/// A labelled input with its hint and, after a refused post, its error.
struct Field: Component {
    var label: String
    var name: String
    var type: HTMLInputType = .text
    var value: String? = nil
    var required = false
    var hint: String? = nil
    var error: String? = nil
    var autocomplete: String? = nil
    var inputmode: String? = nil

    var body: Component {
        Div {
            Label(label) {
                Input(type: type, name: name, value: value, isRequired: required)
                    .attribute(named: "autocomplete", value: autocomplete)
                    .attribute(named: "inputmode", value: inputmode)
                    // A number field's step is 1 unless said: the browser would refuse 71.4 kg or 2.5 hours.
                    .attribute(named: "step", value: type == .number && inputmode == "decimal" ? "any" : nil)
                    .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
                    .attribute(named: "aria-describedby", value: error == nil ? (hint == nil ? nil : "\(name)-hint") : "\(name)-error")
            }
            if let hint { Paragraph(hint).class("hint").id("\(name)-hint") }
            if let error { Paragraph(error).class("field-error").id("\(name)-error") }
        }
        .class("field")
    }
}

/// A labelled select with its hint and, after a refused post, its error.
struct SelectField: Component {
    var label: String
    var name: String
    var options: [(value: String, label: String)]
    var selected: String?
    var hint: String? = nil
    var error: String? = nil

    var body: Component {
        Div {
            Label(label) {
                Element(name: "select") {
                    for option in options { Option(option.label, value: option.value, isSelected: option.value == selected) }
                }
                .attribute(named: "name", value: name)
                .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
                .attribute(named: "aria-describedby", value: error == nil ? nil : "\(name)-error")
            }
            if let hint { Paragraph(hint).class("hint") }
            if let error { Paragraph(error).class("field-error").id("\(name)-error") }
        }
        .class("field")
    }
}

struct SubmitRow: Component {
    var title: String
    var body: Component {
        Div {
            Button { Text(title) }.attribute(named: "type", value: "submit").class("primary")
        }
        .class("actions")
    }
}
