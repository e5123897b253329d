import AlmanacCore
import AlmanacStore
import Foundation

// The pieces every habit view shares: the chip, the streak and strength, the check-in control,
// and the week's grid (Habits, Today and Week use them).

/// Where a check-in form comes back to (`HabitsController.back`).
enum HabitsBack: String {
    case list, habit, today, week, rest
}

/// A habit's emoji and name, with its colour.
struct HabitChip: Component {
    var habit: Habit
    var link = true

    var body: Component {
        Span {
            ColorDot(color: habit.color)
            if link {
                Link(habit.label, url: HabitsRoutes.habit.href(habit.id))
            } else {
                Text(habit.label)
            }
        }
        .class("tl-chip habit-chip")
    }
}

enum HabitText {
    /// "12 days", "3 weeks", "1 time".
    static func streak(_ count: Int, _ schedule: HabitSchedule) -> String { "\(count) \(schedule.unit(count))" }

    /// The streak in words that never scold: a running streak, or an invitation to start one.
    static func streakLine(_ summary: HabitSummary) -> String {
        let s = summary.progress.streaks
        let schedule = summary.habit.schedule
        if s.current > 0 {
            let best = s.best > s.current ? " · best \(streak(s.best, schedule))" : ""
            return "Streak \(streak(s.current, schedule))\(best)"
        }
        if s.best > 0 { return "A new streak starts with the next check-in · best \(streak(s.best, schedule))" }
        return "No streak yet: the first check-in starts one"
    }

    /// Freezes banked, and the days one covered in this streak.
    static func freezeLine(_ summary: HabitSummary) -> String? {
        let s = summary.progress.streaks
        var parts: [String] = []
        if !s.frozenInCurrent.isEmpty {
            let days = s.frozenInCurrent.suffix(3).map { "\(SystemText.weekday($0)) \(SystemText.dayMonth($0))" }
            parts.append("A freeze kept the streak on \(days.joined(separator: ", "))")
        }
        if s.freezesBanked > 0 { parts.append("❄ \(s.freezesBanked) \(s.freezesBanked == 1 ? "freeze" : "freezes") banked") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// This week's or this run's progress for schedules counted in periods: "2 of 3 this week".
    static func periodLine(_ summary: HabitSummary) -> String? {
        let s = summary.progress.streaks
        switch summary.habit.schedule {
        case .timesPerWeek: return "\(s.openDone) of \(s.openQuota) this week"
        case .everyNDays: return s.openDone > 0 ? "Done for this run" : "Due in this run"
        case .daily, .weekdays: return nil
        }
    }

    static func amount(_ value: Double, _ habit: Habit) -> String {
        "\(NumberText.plain(value))\(habit.unit.isEmpty ? "" : " \(habit.unit)")"
    }
}

/// Strength as a percentage and a bar.
struct HabitStrengthBar: Component {
    var summary: HabitSummary

    var body: Component {
        let percent = summary.progress.strengthPercent
        return Div {
            Span("Strength \(percent) %").class("hint")
            BarGraphic(percent: percent, color: summary.habit.color).class("habit-bar").attribute(named: "aria-hidden", value: "true")
        }
        .class("habit-strength")
    }
}

/// One-tap check-in for `day`: a button (or an amount and a button for a measurable habit), and
/// Undo once done.
struct HabitCheckInControl: Component {
    var csrf: String
    var summary: HabitSummary
    var day: LocalDay
    var back: HabitsBack

    var body: Component {
        let habit = summary.habit
        let amount = summary.checkIns[day]
        let done = summary.isDone(day)
        return Div {
            if done {
                Span("✓ Done\(amount.map { habit.isMeasurable ? " · \(HabitText.amount($0, habit))" : "" } ?? "")").class("habit-done")
                form(HabitsRoutes.uncheck, label: "Undo", aria: "Take back \(habit.name) on \(day)", primary: false)
            } else if habit.isMeasurable {
                Form(url: HabitsRoutes.checkIn.href(habit.id), method: .post) {
                    hidden
                    Element(name: "label") {
                        Span("\(habit.unit.isEmpty ? "Amount" : habit.unit.capitalized) for \(habit.name)").class("visually-hidden")
                        // Empty, the target as a placeholder: a pre-filled "20" turned a typed 24 into 2024.
                        Input(type: .number, name: "amount", placeholder: NumberText.plain(habit.target ?? 1)).attribute(
                            named: "step", value: "any"
                        )
                        .attribute(named: "min", value: "0").attribute(named: "inputmode", value: "decimal")
                    }
                    Button { Text("Log") }.attribute(named: "type", value: "submit").class("primary")
                        .attribute(named: "aria-label", value: "Log \(habit.name) for \(Dates.short(day))")
                }
                .class("habit-amount-form")
                if let amount { Span("\(HabitText.amount(amount, habit)) so far").class("hint") }
            } else {
                form(HabitsRoutes.checkIn, label: "Check in", aria: "Check in \(habit.name) for \(day)", primary: true)
            }
        }
        .class("habit-check")
    }

    var hidden: Component {
        ComponentGroup {
            CSRFField(token: csrf)
            Input(type: .hidden, name: "day", value: day.description)
            Input(type: .hidden, name: "back", value: back.rawValue)
        }
    }

    func form(_ route: Route, label: String, aria: String, primary: Bool) -> Component {
        Form(url: route.href(summary.habit.id), method: .post) {
            hidden
            Button { Text(label) }.attribute(named: "type", value: "submit").class(primary ? "primary" : "")
                .attribute(named: "aria-label", value: aria)
        }
        .class("inline")
    }
}

/// A week of check-ins, one row per habit: ✓ done, ◐ partly, – rest, · not done; today can be
/// checked in from the grid.
struct HabitWeekGrid: Component {
    var csrf: String
    var data: HabitsDayData
    var back: HabitsBack

    var body: Component {
        Element(name: "table") {
            Element(name: "caption") { Text("Habits this week") }.class("visually-hidden")
            Element(name: "thead") {
                Element(name: "tr") {
                    Element(name: "th") { Text("Habit") }.attribute(named: "scope", value: "col")
                    for day in data.days {
                        Element(name: "th") {
                            Span(String(SystemText.weekday(day).prefix(2))).attribute(named: "aria-hidden", value: "true")
                            Span(SystemText.dayShort(day)).class("visually-hidden")
                        }
                        .attribute(named: "scope", value: "col")
                        .class(day == data.today ? "today" : "")
                    }
                }
            }
            Element(name: "tbody") {
                for summary in data.habits {
                    Element(name: "tr") {
                        Element(name: "th") { HabitChip(habit: summary.habit) }.attribute(named: "scope", value: "row")
                        for day in data.days { cell(summary, day) }
                    }
                }
            }
        }
        .class("habit-grid")
    }

    func cell(_ summary: HabitSummary, _ day: LocalDay) -> Component {
        let (mark, words): (String, String) =
            if summary.isDone(day) {
                ("✓", "done")
            } else if summary.checkIns[day] != nil {
                ("◐", "partly done")
            } else if summary.restDays.contains(day) {
                ("–", "rest day")
            } else if summary.progress.streaks.frozen.contains(day) {
                ("❄", "kept by a freeze")
            } else if !summary.habit.schedule.isScheduled(on: day) {
                ("", "not scheduled")
            } else {
                ("·", day > data.today ? "to come" : "not checked in")
            }
        return Element(name: "td") {
            Span(mark).attribute(named: "aria-hidden", value: "true")
            Span("\(summary.habit.name), \(SystemText.dayShort(day)): \(words)").class("visually-hidden")
        }
        .class(mark == "✓" ? "done" : day == data.today ? "today" : "")
    }
}
