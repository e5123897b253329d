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
                for summary in model.page.habits { row(summary) }
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

    func row(_ summary: HabitSummary) -> Component {
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
        }
        .class("card habit-row")
    }
}
