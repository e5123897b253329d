import AlmanacCore
import AlmanacStore
import Foundation

/// A month of the journal: a grid of days (weeks from Monday) with a dot on each day that has
/// entries, linking to that day's entries; the months before and after.
struct JournalCalendarView: Component {
    var page: JournalCalendarPageData

    static func monthText(_ year: Int, _ month: Int) -> String { String(format: "%04d-%02d", year, month) }

    var body: Component {
        let first = LocalDay(year: page.year, month: page.month, day: 1)
        let days = LocalDay.daysIn(month: page.month, year: page.year)
        // Weekday 1 = Sunday … 7 = Saturday; the grid starts on Monday.
        let leading = (first.weekday + 5) % 7
        let cells: [LocalDay?] =
            Array(repeating: nil, count: leading) + (1...days).map { Optional(LocalDay(year: page.year, month: page.month, day: $0)) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        let previous = page.month == 1 ? (page.year - 1, 12) : (page.year, page.month - 1)
        let next = page.month == 12 ? (page.year + 1, 1) : (page.year, page.month + 1)
        let total = page.counts.values.reduce(0, +)
        return ComponentGroup {
            Div {
                H1(JournalText.month(year: page.year, month: page.month))
                Paragraph(total == 0 ? "No entries this month." : total == 1 ? "1 entry this month." : "\(total) entries this month.")
                    .class("lead")
                JournalNav()
                Navigation {
                    Link(
                        "← \(JournalText.month(year: previous.0, month: previous.1))",
                        url: JournalRoutes.calendar.href(query: ["month": Self.monthText(previous.0, previous.1)]))
                    Link("This month", url: JournalRoutes.calendar.href)
                    Link(
                        "\(JournalText.month(year: next.0, month: next.1)) →",
                        url: JournalRoutes.calendar.href(query: ["month": Self.monthText(next.0, next.1)]))
                }
                .class("week-nav")
            }
            .class("page-head")
            Element(name: "table") {
                Element(name: "thead") {
                    Element(name: "tr") {
                        for name in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] {
                            Element(name: "th") { Text(name) }.attribute(named: "scope", value: "col")
                        }
                    }
                }
                Element(name: "tbody") {
                    for week in weeks {
                        Element(name: "tr") {
                            for cell in week + Array(repeating: nil, count: 7 - week.count) {
                                Element(name: "td") {
                                    if let day = cell {
                                        if let count = page.counts[day] {
                                            Link(url: JournalRoutes.timeline.href(query: ["day": day.description])) {
                                                Span(String(day.day)).class("calendar-day")
                                                Span("●").class("calendar-dot").attribute(named: "aria-hidden", value: "true")
                                                Span(count == 1 ? " 1 entry" : " \(count) entries").class("visually-hidden")
                                            }
                                        } else {
                                            Span(String(day.day)).class("calendar-day")
                                        }
                                    }
                                }
                                .class(cell == page.today ? "today" : (cell == nil ? "blank" : "day"))
                            }
                        }
                    }
                }
            }
            .class("journal-calendar card")
        }
    }
}
