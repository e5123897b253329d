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
            Paragraph(Self.heading(count: problems.count))
            List(problems) { problem in
                Element(name: "a", attributes: [Attribute(name: "href", value: "#\(problem.field)-error")]) { Text(problem.message) }
            }
        }
        .class("flash error error-summary").id(id).attribute(named: "role", value: "alert")
    }

    /// The line above the list of several fields' messages.
    static func heading(count: Int) -> String { "\(count) fields need a change:" }
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

extension Component {
    /// A control's state after a refused post, the one place every kind of control (input,
    /// select, textarea, a group of boxes) gets it: `aria-invalid` (which the stylesheet draws in
    /// the danger colour) and `aria-describedby` pointing to its message `<name>-error`, else to its
    /// hint `<name>-hint` when it has one.
    func fieldState(name: String?, error: String?, hasHint: Bool = false) -> Component {
        let described = name.map { error == nil ? (hasHint ? "\($0)-hint" : nil) : "\($0)-error" } ?? nil
        return attribute(named: "aria-invalid", value: error == nil ? nil : "true").attribute(named: "aria-describedby", value: described)
    }
}

/// The message beside a field (`<name>-error`), nothing when there is none.
struct FieldMessage: Component {
    var name: String?
    var error: String?

    var body: Component {
        guard let error else { return EmptyComponent() }
        return Paragraph(error).class("field-error").attribute(named: "id", value: name.map { "\($0)-error" })
    }
}

/// A labelled control of any kind (`Field`'s input, `SelectField`'s select, a textarea, a food
/// form's control) with its hint and, after a refused post, its message beside it and its error
/// state (`fieldState`). `name` is the field's name, from which the message's and hint's ids come.
struct LabelledControl: Component {
    var label: String
    var name: String?
    var hint: String? = nil
    var error: String? = nil
    var control: Component

    var body: Component {
        Div {
            Label(label) { control.fieldState(name: name, error: error, hasHint: hint != nil) }
            if let hint { Paragraph(hint).class("hint").attribute(named: "id", value: name.map { "\($0)-hint" }) }
            FieldMessage(name: name, error: error)
        }
        .class("field")
    }
}

/// A group of controls under one legend (boxes to tick, radio buttons, a row of selects) whose
/// message stands above them: the group as a whole gets the error state (`fieldState`).
struct FieldGroup: Component {
    var legend: String
    var name: String
    var hint: String? = nil
    var error: String? = nil
    var controls: () -> ComponentGroup

    init(
        legend: String, name: String, hint: String? = nil, error: String? = nil,
        @ComponentBuilder controls: @escaping () -> ComponentGroup
    ) {
        self.legend = legend
        self.name = name
        self.hint = hint
        self.error = error
        self.controls = controls
    }

    var body: Component {
        Element(name: "fieldset") {
            Element(name: "legend") { Text(legend) }
            if let hint { Paragraph(hint).class("hint").id("\(name)-hint") }
            FieldMessage(name: name, error: error)
            controls()
        }
        .fieldState(name: name, error: error, hasHint: hint != nil)
    }
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
        LabelledControl(
            label: label, name: name, hint: hint, error: error,
            control: Input(type: type, name: name, value: value, isRequired: required)
                .attribute(named: "autocomplete", value: autocomplete)
                .attribute(named: "inputmode", value: inputmode)
                // A number field's step is 1 unless said: the browser would refuse 71.4 kg or 2.5 hours.
                .attribute(named: "step", value: type == .number && inputmode == "decimal" ? "any" : nil))
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
        LabelledControl(
            label: label, name: name, hint: hint, error: error,
            control: Element(name: "select") {
                for option in options { Option(option.label, value: option.value, isSelected: option.value == selected) }
            }
            .attribute(named: "name", value: name))
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
