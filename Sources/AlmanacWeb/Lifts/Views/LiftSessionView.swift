import AlmanacCore
import AlmanacStore
import Foundation

/// One session: its sets in order with their figures, the next set, and delete.
struct LiftSessionView: Component {
    struct Model {
        var csrf: String
        var session: LiftSessionWithSets
    }
    var model: Model

    var body: Component {
        Div {
            Paragraph { Link("← Lifts", url: LiftsRoutes.home.href) }
            Header {
                H1(model.session.session.name)
                Paragraph(
                    "\(Dates.stored(model.session.session.day)) · \(model.session.sets.count) set\(model.session.sets.count == 1 ? "" : "s") · \(model.session.sets.reduce(0) { $0 + $1.reps }) reps"
                )
                .class("lead")
            }
            Link("Next set", url: LiftsRoutes.record.href(query: ["session": model.session.session.id])).class("button primary big")
            if model.session.sets.isEmpty {
                Paragraph("No sets in this session yet.").class("empty")
            } else {
                Div {
                    Element(name: "table") {
                        Element(name: "thead") {
                            Element(name: "tr") {
                                for heading in ["Set", "Lift", "Reps", "Load", "Best", "Last", "Loss", "ROM"] {
                                    Element(name: "th") { Text(heading) }.attribute(named: "scope", value: "col")
                                }
                            }
                        }
                        Element(name: "tbody") {
                            for set in model.session.sets {
                                Element(name: "tr") {
                                    Element(name: "td") { Link("\(set.position + 1)", url: LiftsRoutes.set.href(set.id)) }
                                    Element(name: "td") { Text(set.name) }
                                    Element(name: "td") { Text(set.goalReps.map { "\(set.reps)/\($0)" } ?? "\(set.reps)") }
                                    Element(name: "td") { Text(LiftsFormat.kg(set.loadKg)) }
                                    Element(name: "td") { Text(LiftsFormat.speed(set.bestVelocity)) }
                                    Element(name: "td") { Text(LiftsFormat.speed(set.lastVelocity)) }
                                    Element(name: "td") { Text(LiftsFormat.percent(set.velocityLoss)) }
                                    Element(name: "td") { Text(LiftsFormat.cm(set.meanRomCm)) }
                                }
                            }
                        }
                    }
                    .class("lift-table")
                }
                .class("table-scroll")
            }
            Form(url: LiftsRoutes.deleteSession.href(model.session.session.id), method: .post) {
                CSRFField(token: model.csrf)
                Button { Text("Delete this session") }.attribute(named: "type", value: "submit").class("danger")
            }
            .class("inline")
        }
        .class("stack lifts")
    }
}
