import AlmanacCore
import Foundation

/// Reads one form into its typed struct (a `…Fields` with an `init(_ form: FormData) throws`): each
/// field is read here by its name, every field is checked, and every problem is kept, so a refused
/// post names all the wrong fields at once instead of the first one.
///
///     var fields = FormReader(form)
///     title = fields.require("title", label: "Title")
///     kilograms = fields.number("kilograms", .bodyKilograms)
///     try fields.finish()   // one field wrong: its error; several: `.fields`, a message per field
struct FormReader {
    private let form: FormData
    private(set) var problems: [FieldProblem] = []

    init(_ form: FormData) {
        self.form = form
    }

    /// The field as typed, nil when the form does not have it (absent may mean "leave unchanged").
    func raw(_ key: String) -> String? { form[key] }

    /// The field as typed, "" when absent.
    func text(_ key: String) -> String { form[key] ?? "" }

    /// The field trimmed, nil when absent or blank.
    func optional(_ key: String) -> String? { form.optional(key) }

    /// Every value of a repeated field (checkboxes, a multiple select).
    func all(_ key: String) -> [String] { form.all(key) }

    /// A required field, trimmed; "" (and a problem kept) when missing or blank.
    mutating func require(_ key: String, label: String? = nil) -> String {
        let form = form
        return check(key) { try form.require(key, label: label) } ?? ""
    }

    /// A number checked against what it means; nil when blank or refused (the refusal kept).
    mutating func number(_ key: String, _ quantity: Quantity) -> Double? {
        let form = form
        return check(key) { try form.number(key, quantity) } ?? nil
    }

    /// A number that must be there: `missing` is its message when blank; 0 stands in for a
    /// refused one (`finish()` throws before it is used).
    mutating func number(_ key: String, _ quantity: Quantity, missing: String) -> Double {
        guard let value = number(key, quantity) else {
            refuse(key, missing)
            return 0
        }
        return value
    }

    /// A whole number checked against what it means; nil when blank or refused (the refusal kept).
    mutating func whole(_ key: String, _ quantity: Quantity) -> Int? {
        let form = form
        return check(key) { try form.whole(key, quantity) } ?? nil
    }

    /// A value read by a rule (a day, a time, a choice): the rule's refusal is kept as a problem
    /// of `key`, the field the page shows it beside (a rule may name its own, such as
    /// `activeHours`), and the value is nil.
    mutating func check<Value>(_ key: String, _ read: () throws -> Value) -> Value? {
        do {
            return try read()
        } catch AlmanacError.fields(let problems) {
            for problem in problems { refuse(problem.field, problem.message) }
        } catch let error as AlmanacError {
            refuse(key, error.message)
        } catch {
            refuse(key, "This field could not be read.")
        }
        return nil
    }

    /// Keeps a problem with `key` (the first message of a field is the one shown).
    mutating func refuse(_ key: String, _ message: String) {
        guard !problems.contains(where: { $0.field == key }) else { return }
        problems.append(FieldProblem(field: key, message: message))
    }

    /// Throws when a field was wrong: the one field's error as a single refusal, several as
    /// `.fields` with a message per field, in the order they were read.
    func finish() throws {
        guard let first = problems.first else { return }
        if problems.count == 1 { throw AlmanacError.invalid(first.field, first.message) }
        throw AlmanacError.fields(problems)
    }
}
