import AlmanacCore
import AlmanacStore
import Foundation

/// The habits due on a Today page's day, each with its one-tap check-in, and the week's grid.
struct TodayHabitsSection: Component {
    var csrf: String
    var data: HabitsDayData
    var day: LocalDay

    var body: Component {
        guard !data.habits.isEmpty else { return EmptyComponent() }
        let due = data.due(on: day)
        return Element(name: "section") {
            H2("Habits")
            if due.isEmpty {
                Paragraph("No habit is due \(day == data.today ? "today" : "that day").").class("empty")
            }
            Element(name: "ul") {
                for summary in due {
                    ListItem {
                        Div {
                            HabitChip(habit: summary.habit)
                            Span(HabitText.streakLine(summary)).class("hint")
                        }
                        .class("habit-title")
                        if day <= data.today {
                            HabitCheckInControl(csrf: csrf, summary: summary, day: day, back: .today)
                        }
                    }
                    .class("habit-today-row")
                }
            }
            .class("habit-today")
            Element(name: "details") {
                Element(name: "summary") { Text("This week") }
                HabitWeekGrid(csrf: csrf, data: data, back: .today)
            }
            PracticeDaysLine(days: data.practiceDays)
            Paragraph { Link("All habits", url: HabitsRoutes.list.href) }.class("hint")
        }
        .class("card").id("habits")
    }
}

/// The week's habit grid on the Week page (its check-ins planned and done per area are in the
/// retrospective's metrics).
struct WeekHabitsSection: Component {
    var csrf: String
    var data: HabitsDayData

    var body: Component {
        guard !data.habits.isEmpty else { return EmptyComponent() }
        return Element(name: "section") {
            H2("Habits")
            HabitWeekGrid(csrf: csrf, data: data, back: .week)
            PracticeDaysLine(days: data.practiceDays)
            Paragraph {
                Link("All habits", url: HabitsRoutes.list.href)
                Text(" · done against planned in ")
                Link("the metrics", url: WeekRoutes.day.href(data.days.first ?? data.today).fragment("metrics"))
            }
            .class("hint")
        }
        .class("card").id("habits")
    }
}

/// The week's days practised (meditation, breathing), a count beside the habits: no run of days,
/// nothing to keep up.
struct PracticeDaysLine: Component {
    var days: Int

    var body: Component {
        Paragraph {
            Link("Practice", url: FocusRoutes.practice.href)
            Text(": \(days == 0 ? "no day" : days == 1 ? "1 day" : "\(days) days") practised this week.")
        }
        .class("hint practice-days")
    }
}
