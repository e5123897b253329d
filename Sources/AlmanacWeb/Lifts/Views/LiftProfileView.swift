import AlmanacCore
import AlmanacStore
import Foundation

/// A lift's load–velocity profile: the fit, r², the estimated 1RM and its trend by week, the chart.
struct LiftProfileView: Component {
    struct Model {
        var page: LiftProfilePageData
    }
    var model: Model

    var report: LiftProfileReport { model.page.report }

    var body: Component {
        Div {
            Paragraph { Link("← Lifts", url: LiftsRoutes.home.href) }
            H1("\(report.kind.name): load and velocity")
            Navigation {
                Element(name: "ul") {
                    for kind in LiftKind.allCases {
                        ListItem {
                            Link(
                                "\(kind.name) (\(model.page.setsByKind[kind] ?? 0))",
                                url: LiftsRoutes.profile.href(query: ["lift": kind.rawValue])
                            )
                            .attribute(named: "aria-current", value: kind == report.kind ? "page" : nil)
                        }
                    }
                }
            }
            .class("lift-kinds")
            .accessibilityLabel("Lifts")
            if let fit = report.profile {
                LiftFacts(facts: [
                    ("Estimated 1RM", fit.estimatedOneRepMax.map(LiftsFormat.kg) ?? "– (velocity does not fall with load yet)"),
                    ("At minimum velocity", LiftsFormat.speed(report.minimumVelocity)),
                    ("Fit", String(format: "v = %.3f %@ %.4f × kg", fit.intercept, fit.slope < 0 ? "−" : "+", abs(fit.slope))),
                    ("r²", String(format: "%.2f", fit.rSquared)),
                    ("Sets", "\(fit.points) on \(report.days) day\(report.days == 1 ? "" : "s")"),
                ])
                if let note = report.thinDataNote {
                    Paragraph(note).class("hint").attribute(named: "role", value: "note")
                }
                LiftCharts.profile(report)
            } else {
                Paragraph(
                    "A profile needs sets at two or more loads. Record \(report.kind.name.lowercased()) sets at a light, a medium and a heavy load; each set's fastest rep becomes a point."
                )
                .class("empty")
            }
            if !report.weeks.isEmpty {
                Element(name: "section") {
                    H2("Estimated 1RM by week")
                    Element(name: "ul") {
                        for week in report.weeks.reversed() {
                            ListItem {
                                Text(
                                    "Week of \(Dates.dayMonth(week.start)): \(LiftsFormat.kg(week.estimatedOneRepMax)) (\(week.points) sets, last four weeks)"
                                )
                            }
                        }
                    }
                }
                .class("card")
            }
            if !report.points.isEmpty {
                Element(name: "section") {
                    H2("Sets over time")
                    Div {
                        Element(name: "table") {
                            Element(name: "thead") {
                                Element(name: "tr") {
                                    Element(name: "th") { Text("Day") }
                                    Element(name: "th") { Text("Load") }
                                    Element(name: "th") { Text("Best mean velocity") }
                                }
                            }
                            Element(name: "tbody") {
                                for point in report.points.sorted(by: { ($0.day, $0.setId) > ($1.day, $1.setId) }) {
                                    Element(name: "tr") {
                                        Element(name: "td") { Link(Dates.withYear(point.day), url: LiftsRoutes.set.href(point.setId)) }
                                        Element(name: "td") { Text(LiftsFormat.kg(point.loadKg)) }
                                        Element(name: "td") { Text(LiftsFormat.speed(point.velocity)) }
                                    }
                                }
                            }
                        }
                        .class("lift-table")
                    }
                    .class("table-scroll")
                }
                .id("sets")
            }
            Paragraph {
                Text(
                    "The minimum velocity is the speed of a one-rep max: \(LiftsFormat.speed(report.kind.defaultMinimumVelocity)) for the \(report.kind.name.lowercased()) from the literature, unless you change it in the "
                )
                Link("\(report.kind.name.lowercased()) settings", url: LiftsRoutes.settings.href(query: ["lift": report.kind.rawValue]))
                Text(" (or add ?minimumVelocity= to the address).")
            }
            .class("hint")
        }
        .class("stack lifts")
    }
}
