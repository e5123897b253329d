import AlmanacCore
import AlmanacStore
import Foundation

struct PastWeeksView: Component {
    var rows: [PastWeekRow]

    var body: Component {
        ComponentGroup {
            H1("Past weeks")
            if rows.isEmpty {
                Paragraph("No weeks planned yet.").class("empty")
            } else {
                List(rows) { row in
                    ListItem {
                        Link(SystemText.period(row.period), url: WeekRoutes.day.href(row.period.start))
                        Span(
                            "\(row.done)/\(row.goals) goals done · \(SystemText.hours(row.estimatedHours)) estimated of \(SystemText.hours(row.capacityHours))\(row.started ? "" : " · not started")"
                        ).class("hint")
                    }
                }
                .class("past-weeks card")
            }
        }
    }
}
