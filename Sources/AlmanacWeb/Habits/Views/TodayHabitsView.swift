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
            Paragraph { Link("All habits", url: HabitsRoutes.list.href) }.class("hint")
        }
        .class("card").id("habits")
    }
}

/// The week's habit grid on the Week page.
struct WeekHabitsSection: Component {
    var csrf: String
    var data: HabitsDayData

    var body: Component {
        guard !data.habits.isEmpty else { return EmptyComponent() }
        let lines = Self.byArea(data)
        return Element(name: "section") {
            H2("Habits")
            HabitWeekGrid(csrf: csrf, data: data, back: .week)
            Element(name: "table") {
                Element(name: "caption") { Text("Habit check-ins this week: planned and done, by area") }.class("hint")
                Element(name: "thead") {
                    Element(name: "tr") {
                        Element(name: "th") { Text("Area") }.attribute(named: "scope", value: "col")
                        Element(name: "th") { Text("Done / planned") }.attribute(named: "scope", value: "col").class("num")
                    }
                }
                Element(name: "tbody") {
                    for line in lines {
                        Element(name: "tr") {
                            Element(name: "td") { Text(line.area) }
                            Element(name: "td") { Text("\(line.done)/\(line.planned)") }.class("num")
                        }
                    }
                }
            }
            .class("habit-tally")
            Paragraph { Link("All habits", url: HabitsRoutes.list.href) }.class("hint")
        }
        .class("card").id("habits")
    }

    /// Planned and done check-ins of the week per area of focus (habits without one last).
    static func byArea(_ data: HabitsDayData) -> [(area: String, planned: Int, done: Int)] {
        guard let first = data.days.first, let last = data.days.last else { return [] }
        var lines: [(key: String, area: String, planned: Int, done: Int)] = []
        for summary in data.habits {
            let done = Set(summary.checkIns.keys.filter { summary.isDone($0) })
            let tally = HabitTally.tally(
                schedule: summary.habit.schedule, from: first, through: last, anchor: summary.habit.start,
                weekStart: first.weekday, doneDays: done, restDays: summary.restDays)
            let key = summary.area?.id ?? ""
            if let index = lines.firstIndex(where: { $0.key == key }) {
                lines[index].planned += tally.planned
                lines[index].done += tally.done
            } else {
                lines.append((key, summary.area?.label ?? "No area", tally.planned, tally.done))
            }
        }
        return lines.sorted { ($0.key.isEmpty ? 1 : 0, $0.area) < ($1.key.isEmpty ? 1 : 0, $1.area) }.map { ($0.area, $0.planned, $0.done) }
    }
}
