import AlmanacCore
import AlmanacStore
import Foundation

/// How Lifts writes its numbers.
enum LiftsFormat {
    static func speed(_ value: Double?) -> String { value.map { String(format: "%.2f m/s", $0) } ?? "–" }
    static func kg(_ value: Double) -> String { "\(NumberText.plain(value, decimals: 1)) kg" }
    static func cm(_ value: Double?) -> String { value.map { "\(Int($0.rounded())) cm" } ?? "–" }
    static func percent(_ value: Double?) -> String { value.map { "\(Int($0.rounded())) %" } ?? "–" }
    static func seconds(_ value: Double?) -> String { value.map { String(format: "%.2f s", $0) } ?? "–" }
    static func degrees(_ value: Double) -> String { "\(Int(value.rounded()))°" }
    static func axis(_ value: Double) -> String {
        abs(value) >= 10 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

    /// “5 reps · 100 kg”, or with the goal: “4/5 reps · 100 kg”.
    static func repsAndLoad(_ set: LiftSet) -> String {
        let reps = set.goalReps.map { "\(set.reps)/\($0) reps" } ?? "\(set.reps) rep\(set.reps == 1 ? "" : "s")"
        return "\(reps) · \(kg(set.loadKg))"
    }

    /// Mann's zone of a mean velocity, in words.
    static func zone(_ velocity: Double?) -> String {
        guard let velocity else { return "–" }
        if let zone = VelocityZone.allCases.first(where: { $0.range.contains(velocity) }) { return zone.name }
        return velocity < VelocityZone.absoluteStrength.range.lowerBound ? "below absolute strength (a grinder)" : "faster than the zones"
    }

    static let liftOptions: [(value: String, label: String)] = LiftKind.allCases.map { ($0.rawValue, $0.name) }
}

/// One set in a list: its name, reps and load, best velocity and loss, linking to the set page.
struct LiftSetRow: Component {
    var set: LiftSet

    var body: Component {
        ListItem {
            Link(url: LiftsRoutes.set.href(set.id)) {
                Span(set.name).class("lift-set-name")
                Span(LiftsFormat.repsAndLoad(set)).class("lift-set-reps")
            }
            Span {
                Span("best \(LiftsFormat.speed(set.bestVelocity))")
                Span("loss \(LiftsFormat.percent(set.velocityLoss))")
                if set.adviceCount > 0 { Span("\(set.adviceCount) advice").class("lift-advice-count") }
            }
            .class("lift-set-figures")
        }
        .class("lift-set-row")
    }
}

/// A definition list of figures.
struct LiftFacts: Component {
    var facts: [(String, String)]

    var body: Component {
        Element(name: "dl") {
            for (term, value) in facts {
                Div {
                    Element(name: "dt") { Text(term) }
                    Element(name: "dd") { Text(value) }
                }
            }
        }
        .class("lift-facts")
    }
}
