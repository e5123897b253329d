import AlmanacCore
import AlmanacStore
import Foundation

/// A habit's page: streak, freezes and strength; the year's heatmap; the last weeks with back-fill
/// and undo; rest days.
struct HabitPageView: Component {
    struct Model {
        var csrf: String
        var page: HabitPageData
    }
    var model: Model

    var summary: HabitSummary { model.page.summary }
    var habit: Habit { summary.habit }
    var today: LocalDay { model.page.today }

    var body: Component {
        Div {
            Div {
                H1(habit.label)
                Paragraph {
                    Text(habit.schedule.description)
                    if let target = habit.targetText { Text(" · \(target) each time") }
                    if let area = summary.area { Text(" · \(area.label)") }
                    if let reminder = habit.reminder { Text(" · reminder at \(reminder)") }
                    if habit.archived { Text(" · archived") }
                }
                .class("lead")
                Navigation {
                    Link("← All habits", url: HabitsRoutes.list.href)
                    Link("Edit", url: HabitsRoutes.edit.href(habit.id))
                }
                .class("week-nav")
            }
            .class("page-head")
            Element(name: "section") {
                Paragraph(HabitText.streakLine(summary)).class("habit-streak")
                if let freezes = HabitText.freezeLine(summary) { Paragraph(freezes).class("hint habit-freeze") }
                Paragraph(
                    "Freezes: one for every \(HabitStreaks.completionsPerFreeze) \(habit.schedule.unit(2)) done (at most \(HabitStreaks.maximumFreezes) banked); \(summary.progress.streaks.towardsNextFreeze) of \(HabitStreaks.completionsPerFreeze) towards the next."
                )
                .class("hint")
                if let period = HabitText.periodLine(summary) { Paragraph(period).class("hint") }
                HabitStrengthBar(summary: summary)
                PactsAttached(pacts: model.page.pacts)
                if summary.restDays.contains(today) {
                    Paragraph("Today is a rest day.").class("hint")
                } else if habit.schedule.isScheduled(on: today) {
                    HabitCheckInControl(csrf: model.csrf, summary: summary, day: today, back: .habit)
                }
            }
            .class("card")
            Element(name: "section") {
                H2("The last year")
                // On a phone the year scrolls sideways, starting at its newest weeks.
                Div { HabitHeatmap(summary: summary, today: today, weekStart: model.page.weekStart) }.class("habit-heatmap-wrap")
                Paragraph(
                    "A full cell is a day done; a light one part of the target; a dashed outline a rest day; a blue outline a day a freeze covered."
                )
                .class("hint")
                if !model.page.strengthByMonth.isEmpty {
                    Paragraph(
                        "Strength by month: "
                            + model.page.strengthByMonth.suffix(6).map {
                                "\(SystemText.dayMonth($0.day)): \(HabitStrength.percent($0.score)) %"
                            }
                            .joined(separator: " · ")
                    )
                    .class("hint")
                }
            }
            .class("card")
            history
            rest
            Element(name: "section") {
                H2("Delete")
                Form(url: HabitsRoutes.delete.href(habit.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("Delete this habit") }.attribute(named: "type", value: "submit").class("danger")
                        .attribute(named: "aria-label", value: "Delete \(habit.name) and its check-ins")
                }
                Paragraph("Its check-ins go with it; Undo brings everything back.").class("hint")
            }
            .class("card")
        }
        .class("stack habit-page")
    }

    /// The last two weeks, newest first, each with its check-in or undo; and a form for any past day.
    var history: Component {
        Element(name: "section") {
            H2("History")
            Form(url: HabitsRoutes.checkIn.href(habit.id), method: .post) {
                CSRFField(token: model.csrf)
                Input(type: .hidden, name: "back", value: HabitsBack.habit.rawValue)
                Field(label: "Back-fill a day", name: "day", type: .date, value: today.adding(days: -1).description)
                if habit.isMeasurable {
                    Div {
                        Label("Amount (\(habit.unit.isEmpty ? "of \(habit.targetText ?? "")" : habit.unit))") {
                            Input(type: .text, name: "amount", placeholder: habit.target.map { NumberText.plain($0) })
                                .attribute(named: "inputmode", value: "decimal")
                        }
                        Paragraph("Empty logs the target.").class("hint")
                    }
                    .class("field")
                }
                SubmitRow(title: "Check in that day")
            }
            .class("habit-backfill")
            Element(name: "ul") {
                for offset in 0..<14 {
                    let day = today.adding(days: -offset)
                    if day >= habit.start.adding(days: -7) || summary.checkIns[day] != nil {
                        ListItem {
                            Span(offset == 0 ? "Today" : offset == 1 ? "Yesterday" : SystemText.dayShort(day)).class("habit-day")
                            Span(status(day)).class("hint")
                            if summary.checkIns[day] != nil {
                                form(HabitsRoutes.uncheck, day: day, label: "Undo", aria: "Take back \(habit.name) on \(day)")
                            } else if habit.schedule.isScheduled(on: day) && !summary.restDays.contains(day) {
                                form(HabitsRoutes.checkIn, day: day, label: "Check in", aria: "Check in \(habit.name) for \(day)")
                            }
                        }
                    }
                }
            }
            .class("habit-history")
        }
        .class("card").id("history")
    }

    func status(_ day: LocalDay) -> String {
        if let amount = summary.checkIns[day] {
            let done = summary.isDone(day)
            return habit.isMeasurable ? "\(HabitText.amount(amount, habit))\(done ? " ✓" : " of \(habit.targetText ?? "")")" : "✓ done"
        }
        if summary.restDays.contains(day) { return "rest day" }
        if summary.progress.streaks.frozen.contains(day) { return "❄ kept by a freeze" }
        if !habit.schedule.isScheduled(on: day) { return "not scheduled" }
        return day == today ? "not yet" : "—"
    }

    func form(_ route: Route, day: LocalDay, label: String, aria: String) -> Component {
        Form(url: route.href(habit.id), method: .post) {
            CSRFField(token: model.csrf)
            Input(type: .hidden, name: "day", value: day.description)
            Input(type: .hidden, name: "back", value: HabitsBack.habit.rawValue)
            Button { Text(label) }.attribute(named: "type", value: "submit").attribute(named: "aria-label", value: aria)
        }
        .class("inline")
    }

    /// Rest days: declared for today or later; the coming ones can be withdrawn.
    var rest: Component {
        let upcoming = summary.restDays.filter { $0 >= today }.sorted()
        return Element(name: "section") {
            H2("Rest days")
            Paragraph("A rest day, declared in advance, neither breaks the streak nor counts in it; strength stays as it is.").class("hint")
            Form(url: HabitsRoutes.restDays.href(habit.id), method: .post) {
                CSRFField(token: model.csrf)
                Field(label: "Rest on", name: "day", type: .date, value: today.adding(days: 1).description)
                SubmitRow(title: "Declare a rest day")
            }
            if upcoming.isEmpty {
                Paragraph("No rest days ahead.").class("empty")
            } else {
                Element(name: "ul") {
                    for day in upcoming {
                        ListItem {
                            Span(SystemText.dayTitle(day))
                            Form(url: HabitsRoutes.deleteRestDay.href(habit.id, day), method: .post) {
                                CSRFField(token: model.csrf)
                                Button { Text("Withdraw") }.attribute(named: "type", value: "submit")
                                    .attribute(named: "aria-label", value: "Withdraw the rest day \(Dates.short(day))")
                            }
                            .class("inline")
                        }
                    }
                }
                .class("habit-history")
            }
        }
        .class("card").id("rest")
    }
}

/// A year of days as an SVG heatmap: a column per week, a row per weekday, the habit's colour for
/// done days, lighter for part of a target, dashed for rest days, ❄ where a freeze kept the streak.
struct HabitHeatmap: Component {
    var summary: HabitSummary
    var today: LocalDay
    var weekStart: Int

    static let weeks = 53
    static let cell = 11
    static let gap = 2
    static let left = 0

    var body: Component {
        let step = Self.cell + Self.gap
        let thisWeek = today.adding(days: -((today.weekday - weekStart + 7) % 7))
        let first = thisWeek.adding(days: -7 * (Self.weeks - 1))
        let width = Self.weeks * step
        let height = 7 * step + 12
        let color = summary.habit.color ?? "#2f6f5e"
        let done = summary.checkIns.keys.filter { $0 >= first }.count
        return SVG(
            "svg",
            [
                "viewBox": "0 0 \(width) \(height)", "class": "habit-heatmap", "role": "img",
                "aria-label": "\(summary.habit.name): \(done) check-ins in the last year",
            ]
        ) {
            for week in 0..<Self.weeks {
                let start = first.adding(days: 7 * week)
                if start.day <= 7 {
                    SVG("text", ["x": "\(week * step)", "y": "\(7 * step + 10)", "class": "habit-heatmap-month"]) {
                        Text(Dates.shortMonth(start.month))
                    }
                }
                for row in 0..<7 {
                    let day = start.adding(days: row)
                    if day <= today {
                        cell(day, x: week * step, y: row * step, color: color)
                    }
                }
            }
        }
    }

    func cell(_ day: LocalDay, x: Int, y: Int, color: String) -> Component {
        let amount = summary.checkIns[day]
        let done = summary.isDone(day)
        let rest = summary.restDays.contains(day)
        let frozen = summary.progress.streaks.frozen.contains(day)
        var attributes: [(String, String)] = [
            ("x", "\(x)"), ("y", "\(y)"), ("width", "\(Self.cell)"), ("height", "\(Self.cell)"), ("rx", "2"),
        ]
        let words: String
        if done {
            attributes += [("fill", color)]
            words = "done"
        } else if let amount {
            attributes += [("fill", color), ("fill-opacity", "0.45")]
            words = HabitText.amount(amount, summary.habit)
        } else if rest {
            attributes += [("class", "habit-heatmap-rest")]
            words = "rest day"
        } else if frozen {
            attributes += [("class", "habit-heatmap-frozen")]
            words = "kept by a freeze"
        } else {
            attributes += [("class", "habit-heatmap-empty")]
            words = summary.habit.schedule.isScheduled(on: day) ? "not checked in" : "not scheduled"
        }
        return Element(name: "rect", attributes: attributes.map { Attribute(name: $0.0, value: $0.1) }) {
            SVG("title", [:]) { Text("\(Dates.short(day)): \(words)") }
        }
    }
}
