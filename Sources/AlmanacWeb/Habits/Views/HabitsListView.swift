import AlmanacCore
import AlmanacStore
import Foundation

/// /habits: every habit with today's check-in, its streak and its strength.
struct HabitsListView: Component {
    struct Model {
        var csrf: String
        var page: HabitsListPageData
    }
    var model: Model

    var body: Component {
        Div {
            Div {
                H1("Habits")
                Paragraph(
                    "\(SystemText.dayTitle(model.page.today)). Streaks that forgive: freezes cover a missed day, rest days never count against you."
                )
                .class("lead")
                Paragraph { Link("New habit", url: HabitsRoutes.new.href).class("button primary") }
            }
            .class("page-head")
            if model.page.habits.isEmpty {
                Div {
                    Paragraph("No habits yet. Start with one small thing you want to do most days: read 20 pages, drink 8 glasses, walk.")
                        .class("empty")
                }
                .class("card")
            }
            Element(name: "ul") {
                for (index, summary) in model.page.habits.enumerated() {
                    row(summary, first: index == 0, last: index == model.page.habits.count - 1)
                }
            }
            .class("habit-list")
            if !model.page.archived.isEmpty {
                Element(name: "section") {
                    H2("Archived")
                    List(model.page.archived) { summary in HabitChip(habit: summary.habit) }
                }
                .class("card")
            }
        }
        .class("stack habits")
    }

    func row(_ summary: HabitSummary, first: Bool, last: Bool) -> Component {
        let habit = summary.habit
        let today = model.page.today
        return ListItem {
            Div {
                H2 { HabitChip(habit: habit) }
                Paragraph {
                    Text(habit.schedule.description)
                    if let target = habit.targetText { Text(" · \(target)") }
                    if let area = summary.area { Text(" · \(area.label)") }
                    if let period = HabitText.periodLine(summary) { Text(" · \(period)") }
                }
                .class("hint")
            }
            .class("habit-title")
            Div {
                Paragraph(HabitText.streakLine(summary)).class("habit-streak")
                if let freezes = HabitText.freezeLine(summary) { Paragraph(freezes).class("hint habit-freeze") }
                HabitStrengthBar(summary: summary)
            }
            .class("habit-stats")
            if summary.restDays.contains(today) {
                Paragraph("Rest day today").class("hint habit-rest")
            } else if habit.schedule.isScheduled(on: today) {
                HabitCheckInControl(csrf: model.csrf, summary: summary, day: today, back: .list)
            } else {
                Paragraph("Not scheduled today").class("hint")
            }
            if !(first && last) {
                // Plain buttons, so the order can be changed without JavaScript (as lists in Tasks).
                Form(url: HabitsRoutes.move.href(habit.id), method: .post) {
                    CSRFField(token: model.csrf)
                    if !first {
                        Button("↑").attribute(named: "type", value: "submit").attribute(named: "name", value: "direction")
                            .attribute(named: "value", value: "up").attribute(named: "aria-label", value: "Move “\(habit.name)” up")
                            .attribute(named: "title", value: "Move up")
                    }
                    if !last {
                        Button("↓").attribute(named: "type", value: "submit").attribute(named: "name", value: "direction")
                            .attribute(named: "value", value: "down").attribute(named: "aria-label", value: "Move “\(habit.name)” down")
                            .attribute(named: "title", value: "Move down")
                    }
                }
                .class("habit-order")
            }
        }
        .class("card habit-row")
    }
}
