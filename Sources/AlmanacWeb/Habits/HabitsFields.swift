import AlmanacCore
import AlmanacStore
import Foundation

// The habit forms, each read once (`FormReader`): every field checked, every wrong one reported.

/// The habit form's values as typed, kept when a post is refused.
struct HabitFormValues {
    var name = ""
    var icon = ""
    var color = "#2f6f5e"
    var areaId = ""
    var kind = "daily"
    var times = "3"
    var days = "2"
    var weekdays: Set<Int> = [2, 3, 4, 5, 6]
    var target = ""
    var unit = ""
    var reminder = ""
    var archived = false

    init() {}

    init(_ habit: Habit) {
        name = habit.name
        icon = habit.icon
        color = habit.color ?? "#2f6f5e"
        areaId = habit.areaId ?? ""
        let schedule = habit.schedule
        kind = schedule.kind
        switch schedule {
        case .timesPerWeek(let n): times = String(n)
        case .everyNDays(let n): days = String(n)
        case .weekdays(let set): weekdays = set
        case .daily: break
        }
        target = habit.target.map { NumberText.plain($0) } ?? ""
        unit = habit.unit
        reminder = habit.reminder ?? ""
        archived = habit.archived
    }

    init(form: FormData) {
        let fields = FormReader(form)
        name = fields.text("name")
        icon = fields.text("icon")
        color = fields.text("color")
        areaId = fields.text("area")
        kind = fields.raw("kind") ?? "daily"
        times = fields.text("times")
        days = fields.text("days")
        weekdays = Set(fields.all("weekday").compactMap { Int($0) }.filter { (1...7).contains($0) })
        target = fields.text("target")
        unit = fields.text("unit")
        reminder = fields.text("reminder")
        archived = fields.text("archived") == "1"
    }
}

/// The habit form (`HabitsRoutes.create`, `HabitsRoutes.update`): the schedule, target and
/// reminder checked here, all at once; the Store checks the name, icon, colour and area.
struct HabitFields {
    var draft: HabitDraft

    init(_ values: HabitFormValues) throws {
        var fields = FormReader(FormData([]))
        let countField = values.kind == "weekly" ? "times" : "days"
        let countText = values.kind == "weekly" ? values.times : values.days
        var count: Int? = 0
        if values.kind == "weekly" || values.kind == "interval" {
            count = fields.check(countField) { try HabitDraft.scheduleCountQuantity.parseWhole(countText, field: countField) }
        }
        var schedule = HabitSchedule.daily
        if let count {
            do {
                schedule = try HabitSchedule.make(kind: values.kind, count: count, weekdays: values.weekdays)
            } catch {
                fields.refuse(error.field ?? "schedule", error.message)
            }
        }
        let target = fields.check("target") { try HabitDraft.targetQuantity.parse(optional: values.target, field: "target") } ?? nil
        let reminderText = values.reminder.trimmingCharacters(in: .whitespaces)
        let reminder = reminderText.isEmpty ? nil : fields.check("reminder") { try WallClockTime(reminderText, field: "reminder") }
        draft = HabitDraft(
            name: values.name, icon: values.icon, color: values.color, areaId: values.areaId, schedule: schedule, target: target,
            unit: values.unit, reminder: reminder)
        try fields.finish()
    }
}

/// A check-in, a check-in taken back or a rest day (`HabitsRoutes.checkIn`…): the day (none:
/// today), the amount, and the page to go back to. The day and the amount are read when the
/// action needs them, so that a page can be shown again with what was typed.
struct HabitDayFields {
    /// `back`: list, today, week or rest (`HabitsController.back`); anything else, the habit's history.
    var back: String?
    var amountText: String?
    /// "yes": an amount far from the usual was confirmed.
    var confirmed: Bool
    private var dayText: String?

    init(_ form: FormData) {
        let fields = FormReader(form)
        back = fields.raw("back")
        amountText = fields.raw("amount")
        confirmed = fields.text("confirmed") == "yes"
        dayText = fields.optional("day")
    }

    /// The day named, nil for today; an unreadable day is refused.
    func day() throws -> LocalDay? {
        guard let dayText else { return nil }
        return try DayReference.date(dayText)
    }

    func amount() throws -> Double? {
        try HabitDraft.amountQuantity.parse(optional: amountText, field: "amount")
    }
}
