/// Which number comes first in a numeric date such as `12/11`: the month (US) or the day.
public enum DateOrder: String, Codable, Sendable, CaseIterable {
    case monthDay, dayMonth

    /// The setting as sent by a form or the API; anything else is refused naming the field.
    public static func parse(_ text: String) throws(AlmanacError) -> DateOrder {
        guard let order = DateOrder(rawValue: text) else {
            throw .invalid("dateOrder", "Dates are written dayMonth (30/11) or monthDay (11/30), not \(text).")
        }
        return order
    }

    /// The order people in `timeZone` most likely mean until they choose: month/day only in the
    /// United States' zones, day/month everywhere else (12/11 is 12 November in Berlin).
    public static func usual(inTimeZone timeZone: String) -> DateOrder {
        if timeZone.hasPrefix("US/") || usZones.contains(timeZone) { return .monthDay }
        if timeZone.hasPrefix("America/Indiana/") || timeZone.hasPrefix("America/Kentucky/")
            || timeZone.hasPrefix("America/North_Dakota/")
        {
            return .monthDay
        }
        return .dayMonth
    }

    static let usZones: Set<String> = [
        "America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage",
        "America/Adak", "America/Boise", "America/Detroit", "America/Juneau", "America/Menominee", "America/Metlakatla",
        "America/Nome", "America/Sitka", "America/Yakutat", "America/Indianapolis", "America/Louisville", "America/Shiprock",
        "Pacific/Honolulu", "Navajo",
    ]
}

/// What a line of quick entry means. The title may be empty only when the text was empty;
/// the store refuses an empty title as usual.
public struct QuickEntryResult: Equatable, Sendable {
    public var title: String
    public var start: TaskWhen?
    public var reminder: WallClockTime?
    public var listName: String?
    /// A heading of that list: `#Home/Kitchen`.
    public var headingName: String?
    public var tags: [String]
    public var deadline: LocalDay?
    public var repeatRule: RepeatRule?

    public init(
        title: String, start: TaskWhen? = nil, reminder: WallClockTime? = nil, listName: String? = nil,
        tags: [String] = [], deadline: LocalDay? = nil, repeatRule: RepeatRule? = nil, headingName: String? = nil
    ) {
        self.headingName = headingName
        self.title = title
        self.start = start
        self.reminder = reminder
        self.listName = listName
        self.tags = tags
        self.deadline = deadline
        self.repeatRule = repeatRule
    }
}

/// The quick-entry line: `Call mom tomorrow 5pm #Family @phone`.
///
/// Rules (see `QuickEntryTests` for the full table):
/// - Words it understands are taken out; every other word stays in the title, in order. It never fails.
/// - When the same kind of thing appears twice (two dates, two lists…), the last one counts and the
///   earlier words stay in the title: `Book flights for friday tomorrow` starts tomorrow.
/// - A weekday name means its next occurrence after today (typing `wednesday` on a Wednesday means
///   next week; use `today` for today). `next friday` is the Friday of next week. `sat`, `sun` and
///   `wed` count only after `on`, `next`, `every`, `deadline` or `!`, being ordinary words too.
/// - A date without a year that has passed this year means next year.
/// - A time without a day means today; "tonight at 8" means 20:00.
/// - A repeat without a start starts on its first scheduled day from today.
/// - If nothing but keywords remains, the whole text becomes the title and nothing is parsed, so
///   no typed word is ever lost.
public enum QuickEntry {
    public static func parse(
        _ text: String, today: LocalDay, locale order: DateOrder, weekStart: Int
    ) -> QuickEntryResult {
        let scanner = QuickEntryScanner(text: text, today: today, order: order, weekStart: weekStart)
        return scanner.result()
    }
}

private enum RepeatSpec {
    case days(Int)
    case weeks(Int, on: [Int]?)
    case months(Int, day: Int?)
    case years(Int, month: Int?, day: Int?)
    case afterCompletion(days: Int)
}

/// A part of the day after a day or a repeat (Todoist's times: morning 9:00, afternoon 12:00);
/// evening and night are Almanac's This Evening.
private enum DayPart {
    case morning, afternoon, evening

    init?(_ word: String?) {
        switch word {
        case "morning": self = .morning
        case "afternoon": self = .afternoon
        case "evening", "night", "tonight": self = .evening
        default: return nil
        }
    }

    var hour: Int? {
        switch self {
        case .morning: 9
        case .afternoon: 12
        case .evening: nil
        }
    }
}

private enum Piece {
    case start(TaskWhen, part: DayPart? = nil)
    case time(hour: Int, minute: Int, hasMeridiem: Bool)
    case deadline(LocalDay)
    case repeating(RepeatSpec, part: DayPart? = nil)
    case list(String, heading: String?)
    case tag(String)

    /// Pieces of the same kind replace each other; tags add up (nil).
    var kind: Int? {
        switch self {
        case .start: 0
        case .time: 1
        case .deadline: 2
        case .repeating: 3
        case .list: 4
        case .tag: nil
        }
    }
}

private struct QuickEntryScanner {
    let text: String
    let today: LocalDay
    let order: DateOrder
    let weekStart: Int
    /// The words as typed, and as compared (lowercased, trailing punctuation removed).
    let originals: [String]
    var words: [String]

    init(text: String, today: LocalDay, order: DateOrder, weekStart: Int) {
        self.text = text
        self.today = today
        self.order = order
        self.weekStart = weekStart
        originals = Self.tokenize(text)
        words = originals.map { Self.trimmingPunctuation($0.lowercased()) }
    }

    func result() -> QuickEntryResult {
        var matches: [(range: Range<Int>, piece: Piece)] = []
        var index = 0
        while index < words.count {
            if let (length, piece) = match(at: index) {
                matches.append((index..<index + length, piece))
                index += length
            } else {
                index += 1
            }
        }
        // The last piece of each kind counts; earlier ones go back to the title.
        var seenKinds = Set<Int>()
        var kept: [(range: Range<Int>, piece: Piece)] = []
        for match in matches.reversed() {
            if let kind = match.piece.kind {
                if seenKinds.contains(kind) { continue }
                seenKinds.insert(kind)
            }
            kept.insert(match, at: 0)
        }
        let taken = Set(kept.flatMap { Array($0.range) })
        let titleWords = originals.indices.filter { !taken.contains($0) }.map { originals[$0] }
        let title = Self.trimmingPunctuation(titleWords.joined(separator: " "), marks: ",;:-")
        guard !title.isEmpty else {
            return QuickEntryResult(title: originals.joined(separator: " "))
        }

        var result = QuickEntryResult(title: title)
        var time: (hour: Int, minute: Int, hasMeridiem: Bool)?
        var repeatSpec: RepeatSpec?
        var part: DayPart?
        for (_, piece) in kept {
            switch piece {
            case .start(let when, let dayPart):
                result.start = when
                if let dayPart { part = dayPart }
            case .time(let hour, let minute, let hasMeridiem): time = (hour, minute, hasMeridiem)
            case .deadline(let day): result.deadline = day
            case .repeating(let spec, let dayPart):
                repeatSpec = spec
                if let dayPart { part = dayPart }
            case .list(let name, let heading):
                result.listName = name
                result.headingName = heading
            case .tag(let tag):
                if !result.tags.contains(where: { $0.lowercased() == tag.lowercased() }) { result.tags.append(tag) }
            }
        }
        if let repeatSpec {
            let rule = resolve(repeatSpec, anchor: result.start?.day ?? today)
            result.repeatRule = rule
            if result.start == nil { result.start = .day(rule.firstOccurrence(onOrAfter: today)) }
        }
        // A part of the day: the evening is This Evening; a morning or afternoon is its time
        // unless a time was typed.
        if let part {
            if part == .evening, let day = result.start?.day { result.start = .evening(day) }
            if let hour = part.hour, time == nil { time = (hour, 0, true) }
        }
        if var time {
            if result.start?.isEvening == true, !time.hasMeridiem, (1...11).contains(time.hour) { time.hour += 12 }
            result.reminder = try? WallClockTime(hour: time.hour, minute: time.minute)
            if result.start == nil { result.start = .day(today) }
        }
        return result
    }

    private func resolve(_ spec: RepeatSpec, anchor: LocalDay) -> RepeatRule {
        switch spec {
        case .days(let every): .daily(every: every)
        case .weeks(let every, let weekdays): .weekly(every: every, on: weekdays ?? [anchor.weekday])
        case .months(let every, let day): .monthly(every: every, day: day ?? anchor.day)
        case .years(let every, let month, let day):
            .yearly(every: every, month: month ?? anchor.month, day: day ?? anchor.day)
        case .afterCompletion(let days): .afterCompletion(days: days)
        }
    }

    // MARK: - Matching, word by word

    private func match(at index: Int) -> (Int, Piece)? {
        let word = words[index]
        let original = Self.trimmingPunctuation(originals[index])
        if original.hasPrefix("#") {
            let name = String(original.dropFirst()).trimmingCharacters(in: ["\""])
            // `#123` is an issue number, not a list.
            guard !name.isEmpty, !name.allSatisfy(\.isNumber) else { return nil }
            // `#Home/Kitchen`: the heading Kitchen of the list Home (`#Home/` is the list alone).
            if let slash = name.firstIndex(of: "/") {
                let list = name[..<slash].trimmingCharacters(in: .whitespaces)
                let heading = name[name.index(after: slash)...].trimmingCharacters(in: .whitespaces)
                guard !list.isEmpty, !list.allSatisfy(\.isNumber) else { return nil }
                return (1, .list(list, heading: heading.isEmpty ? nil : heading))
            }
            return (1, .list(name, heading: nil))
        }
        if original.hasPrefix("@") {
            let tag = String(original.dropFirst())
            return tag.isEmpty ? nil : (1, .tag(tag))
        }
        if word == "deadline" || word == "due" {
            var next = index + 1
            if self.word(next) == "on" || self.word(next) == "by" { next += 1 }
            if let (when, length) = datePhrase(at: next, strict: false), let day = when.day {
                return (next - index + length, .deadline(day))
            }
        }
        if word.hasPrefix("!"), word.count > 1 {
            var deadlineWords = self
            deadlineWords.words[index] = String(word.dropFirst())
            if let (when, length) = deadlineWords.datePhrase(at: index, strict: false), let day = when.day {
                return (length, .deadline(day))
            }
        }
        if word == "every" || word == "ev" {
            // Every morning / afternoon / evening / night: daily at that part of the day.
            if let part = DayPart(self.word(index + 1)), self.word(index + 1) != "tonight" { return (2, .repeating(.days(1), part: part)) }
            if let (spec, length) = repeatPhrase(at: index + 1) {
                let part = DayPart(self.word(index + 1 + length))
                return (1 + length + (part == nil ? 0 : 1), .repeating(spec, part: part))
            }
        }
        // `daily`, `weekly`, `monthly`, `yearly` after the first word ("Monthly report" is a title).
        if index > 0, let spec = Self.adverbRepeat(word) { return (1, .repeating(spec)) }
        // `starting Dec 1`, `starting tomorrow`: where a repeat (or the to-do) starts.
        if ["starting", "starts"].contains(word), let (when, length) = datePhrase(at: index + 1, strict: false) {
            return (1 + length, .start(when))
        }
        if word == "at", let (piece, length) = timePhrase(at: index + 1, bareHourAllowed: true) {
            return (1 + length, piece)
        }
        if let (piece, length) = timePhrase(at: index, bareHourAllowed: false) {
            return (length, piece)
        }
        if word == "this", let part = DayPart(self.word(index + 1)), part.hour != nil {
            return (2, .start(.day(today), part: part))
        }
        if word == "on", let (when, length) = datePhrase(at: index + 1, strict: false) {
            return withPart(when, from: index, length: 1 + length)
        }
        if let (when, length) = datePhrase(at: index, strict: true) {
            return withPart(when, from: index, length: length)
        }
        return nil
    }

    /// A start followed by a part of the day: `tomorrow morning`, `friday evening`.
    private func withPart(_ when: TaskWhen, from index: Int, length: Int) -> (Int, Piece) {
        guard when.day != nil, !when.isEvening, let part = DayPart(word(index + length)), word(index + length) != "tonight" else {
            return (length, .start(when))
        }
        return (length + 1, .start(when, part: part))
    }

    private func word(_ index: Int) -> String? {
        index < words.count ? words[index] : nil
    }

    /// A start: today, tonight, this evening, tomorrow (evening), someday, a weekday, next
    /// week/month/year/weekday, in N days/weeks/months/years, or a calendar date.
    private func datePhrase(at index: Int, strict: Bool) -> (TaskWhen, Int)? {
        guard let word = word(index) else { return nil }
        let next = self.word(index + 1)
        switch word {
        case "today":
            return (.day(today), 1)
        case "tonight":
            return (.evening(today), 1)
        case "this":
            if next == "evening" { return (.evening(today), 2) }
            if next == "weekend" { return (.day(Self.weekend(from: today)), 2) }
            if let next, let weekday = Self.weekday(next, strict: false) {
                return (.day(TaskDates.next(weekday, after: today)), 2)
            }
        case "tomorrow", "tmrw", "tmr":
            let tomorrow = today.adding(days: 1)
            if next == "evening" || next == "night" { return (.evening(tomorrow), 2) }
            return (.day(tomorrow), 1)
        case "someday":
            return (.someday, 1)
        case "end":
            // `end of month`, `end of the month`: its last day.
            var next = index + 1
            if self.word(next) == "of" { next += 1 }
            if self.word(next) == "the" { next += 1 }
            if next > index + 1, self.word(next) == "month" {
                return (.day(TaskDates.day(31, monthsAfter: 0, from: today)), next + 1 - index)
            }
        case "some":
            if next == "day" { return (.someday, 2) }
        case "next":
            let nextWeek = TaskDates.nextWeekStart(after: today, weekStart: weekStart)
            switch next {
            case "week": return (.day(nextWeek), 2)
            case "weekend": return (.day(Self.weekend(from: today).adding(days: 7)), 2)
            case "month": return (.day(TaskDates.day(1, monthsAfter: 1, from: today)), 2)
            case "year": return (.day(LocalDay(year: today.year + 1, month: 1, day: 1)), 2)
            default:
                if let next, let weekday = Self.weekday(next, strict: false) {
                    return (.day(nextWeek.adding(days: (weekday - weekStart + 7) % 7)), 2)
                }
            }
        case "in":
            if let next, let count = Self.count(next), let unit = self.word(index + 2).flatMap(Self.unit) {
                let day =
                    switch unit {
                    case .day: today.adding(days: count)
                    case .week: today.adding(days: 7 * count)
                    case .month: TaskDates.adding(months: count, to: today)
                    case .year: TaskDates.adding(months: 12 * count, to: today)
                    }
                return (.day(day), 3)
            }
        default:
            break
        }
        if let weekday = Self.weekday(word, strict: strict) {
            return (.day(TaskDates.next(weekday, after: today)), 1)
        }
        if let (day, length) = calendarDate(at: index) {
            return (.day(day), length)
        }
        return nil
    }

    /// 2026-12-24, 12/24 or 24/12 (by locale), 12/24/2026, 24 Dec, 24th December, Dec 24, Dec 24 2027.
    private func calendarDate(at index: Int) -> (LocalDay, Int)? {
        guard let word = word(index) else { return nil }
        if let day = DayReference.written(word) { return (day, 1) }
        let slashParts = word.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if (2...3).contains(slashParts.count), slashParts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            slashParts[0].count <= 2, slashParts[1].count <= 2,
            let first = Int(slashParts[0]), let second = Int(slashParts[1])
        {
            let (month, day) = order == .monthDay ? (first, second) : (second, first)
            var year: Int?
            if slashParts.count == 3 {
                guard [2, 4].contains(slashParts[2].count), let written = Int(slashParts[2]) else { return nil }
                year = written < 100 ? 2000 + written : written
            }
            return resolve(month: month, day: day, year: year).map { ($0, 1) }
        }
        if let (month, day, length) = monthAndDay(at: index) {
            if let yearWord = self.word(index + length), yearWord.count == 4, let year = Int(yearWord) {
                return resolve(month: month, day: day, year: year).map { ($0, length + 1) }
            }
            return resolve(month: month, day: day, year: nil).map { ($0, length) }
        }
        return nil
    }

    /// `24 Dec` / `24th December` / `Dec 24` / `December 24th`, in either order.
    private func monthAndDay(at index: Int) -> (month: Int, day: Int, length: Int)? {
        guard let first = word(index), let second = word(index + 1) else { return nil }
        if let day = Self.dayOfMonth(first), let month = Self.month(second) { return (month, day, 2) }
        if let month = Self.month(first), let day = Self.dayOfMonth(second) { return (month, day, 2) }
        return nil
    }

    /// The day itself with a year; without one, the next such day from today on.
    private func resolve(month: Int, day: Int, year: Int?) -> LocalDay? {
        guard (1...12).contains(month), day >= 1 else { return nil }
        if let year {
            return day <= LocalDay.daysIn(month: month, year: year) ? LocalDay(year: year, month: month, day: day) : nil
        }
        // 29 February may be a few years away.
        for year in today.year...today.year + 8 where day <= LocalDay.daysIn(month: month, year: year) {
            let candidate = LocalDay(year: year, month: month, day: day)
            if candidate >= today { return candidate }
        }
        return nil
    }

    /// 5pm, 5 pm, 5:30pm, 17:00, noon, midnight; with `at` before it also a bare hour (`at 9`).
    private func timePhrase(at index: Int, bareHourAllowed: Bool) -> (Piece, Int)? {
        guard let word = word(index) else { return nil }
        if word == "noon" { return (.time(hour: 12, minute: 0, hasMeridiem: true), 1) }
        if word == "midnight" { return (.time(hour: 0, minute: 0, hasMeridiem: true), 1) }
        var rest = Substring(word)
        let hourText = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...2).contains(hourText.count), var hour = Int(hourText) else { return nil }
        rest = rest.dropFirst(hourText.count)
        var minute: Int?
        if rest.first == ":" {
            let minuteText = rest.dropFirst().prefix(while: { $0.isASCII && $0.isNumber })
            guard minuteText.count == 2, let value = Int(minuteText) else { return nil }
            minute = value
            rest = rest.dropFirst(3)
        }
        var length = 1
        var meridiem: String?
        if !rest.isEmpty {
            guard let suffix = Self.meridiem(String(rest)) else { return nil }
            meridiem = suffix
        } else if let next = self.word(index + 1), let suffix = Self.meridiem(next) {
            meridiem = suffix
            length = 2
        }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        } else {
            guard minute != nil || bareHourAllowed, (0...23).contains(hour) else { return nil }
        }
        guard (0...59).contains(minute ?? 0) else { return nil }
        return (.time(hour: hour, minute: minute ?? 0, hasMeridiem: meridiem != nil), length)
    }

    /// After `every`: day, 3 days, other week, 2 weeks (on Mon, Thu), monday (and thursday),
    /// weekday, weekend, month (on the 1st / on the last day), year (on Dec 24),
    /// N days/weeks after completion.
    private func repeatPhrase(at index: Int) -> (RepeatSpec, Int)? {
        guard let word = word(index) else { return nil }
        if ["weekday", "weekdays", "workday", "workdays"].contains(word) { return (.weeks(1, on: [2, 3, 4, 5, 6]), 1) }
        // `every 15th`, `every 1st` (an ordinal, so `every 2` stays words): that day of each month.
        if word.count > 2, ["st", "nd", "rd", "th"].contains(String(word.suffix(2))), let day = Self.dayOfMonth(word),
            Self.unit(self.word(index + 1) ?? "") == nil
        {
            return (.months(1, day: day), 1)
        }
        // `every last day (of the month)`.
        if word == "last", self.word(index + 1) == "day" {
            var length = 2
            if self.word(index + 2) == "of" {
                if self.word(index + 3) == "the", self.word(index + 4) == "month" {
                    length = 5
                } else if self.word(index + 3) == "month" {
                    length = 4
                }
            }
            return (.months(1, day: 31), length)
        }
        // `every jan 27th`, `every 24 dec`: that day of each year.
        if let (month, day, length) = monthAndDay(at: index) { return (.years(1, month: month, day: day), length) }
        if word == "weekend" || word == "weekends" { return (.weeks(1, on: [7, 1]), 1) }
        if let (weekdays, length) = weekdayList(at: index) { return (.weeks(1, on: weekdays), length) }

        var next = index
        var every = 1
        if word == "other" {
            every = 2
            next += 1
        } else if let count = Int(word) ?? Self.numberWords[word], (1...RepeatRule.maxInterval).contains(count) {
            every = count
            next += 1
        }
        // `every other friday`, `every 2 mon, thu`.
        if next > index, let (weekdays, length) = weekdayList(at: next) { return (.weeks(every, on: weekdays), next + length - index) }
        guard let unit = self.word(next).flatMap(Self.unit) else { return nil }
        next += 1
        let afterCompletion = self.word(next) == "after" && ["completion", "completing", "done"].contains(self.word(next + 1))
        switch unit {
        case .day:
            if afterCompletion { return (.afterCompletion(days: every), next + 2 - index) }
            return (.days(every), next - index)
        case .week:
            if self.word(next) == "on", let (weekdays, length) = weekdayList(at: next + 1) {
                return (.weeks(every, on: weekdays), next + 1 + length - index)
            }
            if afterCompletion { return (.afterCompletion(days: 7 * every), next + 2 - index) }
            return (.weeks(every, on: nil), next - index)
        case .month:
            if self.word(next) == "on" {
                var dayIndex = next + 1
                if self.word(dayIndex) == "the" { dayIndex += 1 }
                if let day = self.word(dayIndex).flatMap(Self.dayOfMonth) {
                    return (.months(every, day: day), dayIndex + 1 - index)
                }
                if self.word(dayIndex) == "last", self.word(dayIndex + 1) == "day" {
                    return (.months(every, day: 31), dayIndex + 2 - index)
                }
            }
            return (.months(every, day: nil), next - index)
        case .year:
            if self.word(next) == "on", let (month, day, length) = monthAndDay(at: next + 1) {
                return (.years(every, month: month, day: day), next + 1 + length - index)
            }
            return (.years(every, month: nil, day: nil), next - index)
        }
    }

    /// `monday`, `mon, thu`, `mon,thu`, `monday and thursday`.
    private func weekdayList(at index: Int) -> ([Int], Int)? {
        var weekdays: [Int] = []
        var next = index
        while let word = word(next) {
            if !weekdays.isEmpty, word == "and" || word == "&",
                let following = self.word(next + 1), Self.weekday(following, strict: false) != nil
            {
                next += 1
                continue
            }
            let parts = word.split(separator: ",").map(String.init)
            let days = parts.compactMap { Self.weekday($0, strict: false) }
            guard !parts.isEmpty, days.count == parts.count else { break }
            weekdays += days
            next += 1
        }
        guard !weekdays.isEmpty else { return nil }
        return (Array(Set(weekdays)).sorted(), next - index)
    }

    // MARK: - Word lists

    private enum Unit { case day, week, month, year }

    private static func unit(_ word: String) -> Unit? {
        switch word {
        case "day", "days": .day
        case "week", "weeks": .week
        case "month", "months": .month
        case "year", "years": .year
        default: nil
        }
    }

    /// Numbers written as words, as in `in two weeks`.
    private static let numberWords: [String: Int] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
        "twelve": 12,
    ]

    /// `daily`, `weekly`, `monthly`, `yearly` (`annually`).
    private static func adverbRepeat(_ word: String) -> RepeatSpec? {
        switch word {
        case "daily": .days(1)
        case "weekly": .weeks(1, on: nil)
        case "monthly": .months(1, day: nil)
        case "yearly", "annually": .years(1, month: nil, day: nil)
        default: nil
        }
    }

    /// The weekend's Saturday from `day` on (the day itself on a Sunday, whose weekend it still is).
    private static func weekend(from day: LocalDay) -> LocalDay {
        if day.weekday == 1 { return day }
        return day.adding(days: (7 - day.weekday + 7) % 7)
    }

    private static func count(_ word: String) -> Int? {
        if word == "a" || word == "an" || word == "one" { return 1 }
        if let number = numberWords[word] { return number }
        guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word), (1...9999).contains(value) else {
            return nil
        }
        return value
    }

    private static let weekdays: [String: Int] = [
        "sunday": 1, "monday": 2, "tuesday": 3, "wednesday": 4, "thursday": 5, "friday": 6, "saturday": 7,
        "mon": 2, "tue": 3, "tues": 3, "thu": 5, "thur": 5, "thurs": 5, "fri": 6,
    ]
    /// Abbreviations that are also ordinary English words.
    private static let ambiguousWeekdays: [String: Int] = ["sun": 1, "wed": 4, "weds": 4, "sat": 7]

    private static func weekday(_ word: String, strict: Bool) -> Int? {
        weekdays[word] ?? (strict ? nil : ambiguousWeekdays[word])
    }

    private static let months: [String: Int] = [
        "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
        "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
        "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
    ]

    private static func month(_ word: String) -> Int? { months[word] }

    /// 1 to 31, optionally with an ordinal suffix: 24, 24th, 1st, 2nd, 3rd.
    private static func dayOfMonth(_ word: String) -> Int? {
        var digits = Substring(word)
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
            digits = digits.dropLast(2)
            break
        }
        guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let day = Int(digits), (1...31).contains(day)
        else { return nil }
        return day
    }

    private static func meridiem(_ word: String) -> String? {
        switch word {
        case "am", "a.m": "am"
        case "pm", "p.m": "pm"
        default: nil
        }
    }

    // MARK: - Text

    /// Splits on white space, keeping `#"Two words"` together.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if quoted {
                current.append(character)
                if character == "\"" { quoted = false }
                continue
            }
            if character.isWhitespace {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                continue
            }
            if current == "#", character == "\"" { quoted = true }
            current.append(character)
        }
        if quoted {
            // No closing quote: ordinary words after all.
            tokens += current.split(whereSeparator: \.isWhitespace).map(String.init)
        } else if !current.isEmpty {
            tokens.append(current)
        }
        return tokens
    }

    static func trimmingPunctuation(_ text: String, marks: String = ",;.!?") -> String {
        let marks = Set(marks)
        var result = Substring(text)
        while let last = result.last, marks.contains(last) || last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
