import AlmanacCore
import AlmanacStore
import Foundation

/// A check-in refused for its amount, shown again as typed: correct it, or (when it is only
/// more than 10× the target) tick that it is right and log it.
struct HabitAmountCheckView: Component {
    struct Model {
        var csrf: String
        var habit: Habit
        /// The day the check-in was for; nil for today.
        var day: LocalDay?
        var back: String
        var amount: String
        var error: AlmanacError
    }
    var model: Model

    /// The typed amount when it is only implausible (not unreadable or out of range).
    var implausible: Double? {
        guard let value = try? HabitDraft.amountQuantity.parse(optional: model.amount, field: "amount"),
            HabitDraft.needsConfirmation(amount: value, target: model.habit.target)
        else { return nil }
        return value
    }

    var body: Component {
        let habit = model.habit
        return Div {
            H1("Check the amount")
            Paragraph { HabitChip(habit: habit) }
            Form(url: HabitsRoutes.checkIn.href(habit.id), method: .post) {
                ErrorSummary(error: model.error)
                CSRFField(token: model.csrf)
                if let day = model.day { Input(type: .hidden, name: "day", value: day.description) }
                Input(type: .hidden, name: "back", value: model.back)
                Div {
                    Label("Amount (\(habit.unit.isEmpty ? "of \(habit.targetText ?? "")" : habit.unit))") {
                        Input(type: .text, name: "amount", value: model.amount, placeholder: habit.target.map { NumberText.plain($0) })
                            .attribute(named: "inputmode", value: "decimal")
                            .fieldState(name: "amount", error: model.error.message)
                    }
                    FieldMessage(name: "amount", error: model.error.message)
                }
                .class("field")
                if let value = implausible {
                    Div {
                        Label("") {
                            Input(type: .checkbox, name: "confirmed", value: "yes")
                            Text(" Yes, \(HabitText.amount(value, habit)) is right")
                        }
                    }
                    .class("field checkbox")
                }
                SubmitRow(title: "Log")
            }
        }
        .class("card narrow")
    }
}
