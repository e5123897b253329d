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
                    ("Sets", "\(fit.points)"),
                ])
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
                                    "Week of \(week.start): \(LiftsFormat.kg(week.estimatedOneRepMax)) (\(week.points) sets, last four weeks)"
                                )
                            }
                        }
                    }
                }
                .class("card")
            }
            Paragraph(
                "The minimum velocity is the speed of a one-rep max: \(LiftsFormat.speed(report.kind.defaultMinimumVelocity)) for the \(report.kind.name.lowercased()) unless you change it (add ?minimumVelocity= to the address)."
            )
            .class("hint")
        }
        .class("stack lifts")
    }
}
