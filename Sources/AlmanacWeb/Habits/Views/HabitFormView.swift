import AlmanacCore
import AlmanacStore
import Foundation

/// The new/edit form of a habit. A refused post shows it again with the values typed.
struct HabitFormView: Component {
    struct Model {
        var csrf: String
        /// Nil for a new habit.
        var habitId: String?
        var areas: [Area]
        var values: HabitFormValues
        var error: AlmanacError? = nil
    }
    var model: Model

    var values: HabitFormValues { model.values }
    func message(_ field: String) -> String? { errorMessage(model.error, for: field) }

    var body: Component {
        Div {
            Div {
                H1(model.habitId == nil ? "New habit" : "Edit “\(values.name)”")
                Navigation {
                    if let id = model.habitId {
                        Link("← Back to the habit", url: HabitsRoutes.habit.href(id))
                    } else {
                        Link("← All habits", url: HabitsRoutes.list.href)
                    }
                }
                .class("week-nav")
            }
            .class("page-head")
            Form(url: model.habitId.map { HabitsRoutes.habit.href($0) } ?? HabitsRoutes.list.href, method: .post) {
                ErrorSummary(error: model.error)
                CSRFField(token: model.csrf)
                Field(
                    label: "Name", name: "name", value: values.name, required: true, hint: "Read, Walk, Drink water…",
                    error: message("name"))
                Div {
                    Field(label: "Icon", name: "icon", value: values.icon, hint: "Optional, one emoji.", error: message("icon"))
                    Field(label: "Colour", name: "color", type: .color, value: values.color, error: message("color"))
                }
                .class("tl-timeline-fields")
                SelectField(
                    label: "Area of focus", name: "area",
                    options: [("", "None")] + model.areas.map { ($0.id, $0.label) }, selected: values.areaId,
                    hint: "Optional: the week's retrospective counts the habit with this area.", error: message("area"))
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Schedule") }
                    SelectField(
                        label: "How often", name: "kind",
                        options: [
                            ("daily", "Every day"), ("weekly", "A number of times a week"), ("weekdays", "On chosen weekdays"),
                            ("interval", "Every few days"),
                        ], selected: values.kind, error: message("schedule"))
                    // Each part shows only for the schedule it belongs to (js/app.js; every part
                    // shows without JavaScript, its hint saying when it applies).
                    Div {
                        Field(
                            label: "Times a week", name: "times", type: .number, value: values.times,
                            hint: "For “a number of times a week”: 1 to 7.",
                            error: message("times"), inputmode: "numeric")
                    }
                    .attribute(named: "data-shown-for", value: "kind=weekly")
                    Div {
                        Field(
                            label: "Every how many days", name: "days", type: .number, value: values.days,
                            hint: "For “every few days”: 2 to 365.", error: message("days"), inputmode: "numeric")
                    }
                    .attribute(named: "data-shown-for", value: "kind=interval")
                    Div {
                        Paragraph("Weekdays (for “on chosen weekdays”)").class("hint")
                        for weekday in [2, 3, 4, 5, 6, 7, 1] {
                            Element(name: "label") {
                                Input(type: .checkbox, name: "weekday", value: String(weekday))
                                    .attribute(named: "checked", value: values.weekdays.contains(weekday) ? "checked" : nil)
                                Text(" \(HabitSchedule.weekdayNames[weekday - 1].capitalized)")
                            }
                            .class("inline-check")
                        }
                        if let error = message("weekdays") { Paragraph(error).class("field-error") }
                    }
                    .class("field habit-weekdays")
                    .attribute(named: "data-shown-for", value: "kind=weekdays")
                }
                .class("habit-schedule")
                Div {
                    Field(
                        label: "Target each time", name: "target", type: .text, value: values.target,
                        hint: "Optional: makes the habit measurable (20 pages, 8 glasses).", error: message("target"), inputmode: "decimal")
                    Field(label: "Unit", name: "unit", value: values.unit, hint: "pages, glasses, minutes…", error: message("unit"))
                }
                .class("tl-timeline-fields")
                Field(
                    label: "Reminder", name: "reminder", type: .time, value: values.reminder,
                    hint: "Optional: a reminder at this time on the days it is due, outside quiet hours.", error: message("reminder"))
                if model.habitId != nil {
                    Div {
                        Element(name: "label") {
                            Input(type: .checkbox, name: "archived", value: "1").attribute(
                                named: "checked", value: values.archived ? "checked" : nil)
                            Text(" Archived (kept with its history, hidden from the list and Today)")
                        }
                    }
                    .class("field checkbox")
                }
                SubmitRow(title: model.habitId == nil ? "Add habit" : "Save")
            }
            .class("card")
        }
        .class("stack habit-form")
    }
}
