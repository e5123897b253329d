import AlmanacCore
import AlmanacStore
import Foundation

/// /lifts/settings?lift=squat: a lift's default settings — how the clip's stream is read and how
/// a set is judged. A set records with these unless its form says otherwise.
struct LiftSettingsView: Component {
    struct Model {
        var csrf: String
        var page: LiftSettingsPageData
        /// The form as typed (kept after a refusal).
        var form: FormData?
        var error: AlmanacError?
    }
    var model: Model

    var defaults: LiftDefaults { model.page.defaults }
    var kind: LiftKind { defaults.kind }

    func value(_ name: String, _ stored: String) -> String { model.form?[name] ?? stored }
    func error(_ field: String) -> String? { errorMessage(model.error, for: field) }

    var body: Component {
        Div {
            Paragraph { Link("← Lifts", url: LiftsRoutes.home.href) }
            H1("\(kind.name) settings")
            Navigation {
                Element(name: "ul") {
                    for other in model.page.all {
                        ListItem {
                            Link(
                                other.isStored ? "\(other.kind.name) (changed)" : other.kind.name,
                                url: LiftsRoutes.settings.href(query: ["lift": other.kind.rawValue])
                            )
                            .attribute(named: "aria-current", value: other.kind == kind ? "page" : nil)
                        }
                    }
                }
            }
            .class("lift-kinds")
            .accessibilityLabel("Lifts")
            Paragraph(
                "Every \(kind.name.lowercased()) set is read and judged with these unless its form says otherwise; analysing a set again keeps the settings it was recorded with."
            )
            .class("hint")
            Form(url: LiftsRoutes.settings.href, method: .post) {
                CSRFField(token: model.csrf)
                ErrorSummary(error: model.error)
                Hidden("lift", kind.rawValue)
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("The clip") }
                    Div {
                        Field(
                            label: "Sample rate (Hz)", name: "rate", value: value("rate", NumberText.plain(defaults.rateHz)),
                            required: true,
                            hint: "For lines without timestamps.", error: error("rate"), inputmode: "decimal")
                        SelectField(
                            label: "Unit", name: "unit", options: LengthUnit.allCases.map { (value: $0.rawValue, label: $0.rawValue) },
                            selected: value("unit", defaults.unit.rawValue), error: error("unit"))
                    }
                    .class("lift-pair")
                }
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Judging a set") }
                    Field(
                        label: "Minimum range of a rep (cm)", name: "minimumRange",
                        value: value("minimumRange", NumberText.plain(defaults.minimumRangeCm)), required: true,
                        hint: "Shorter upward movements are not reps.", error: error("minimumRange"), inputmode: "decimal")
                    Field(
                        label: "Minimum velocity (m/s)", name: "minimumVelocity",
                        value: value("minimumVelocity", NumberText.plain(defaults.minimumVelocity)), required: true,
                        hint:
                            "The speed of your one-rep max (\(LiftsFormat.speed(kind.defaultMinimumVelocity)) from the literature): reps in reserve and the estimated 1RM.",
                        error: error("minimumVelocity"), inputmode: "decimal")
                    Field(
                        label: "Tilt limit (°)", name: "tiltLimit", value: value("tiltLimit", NumberText.plain(defaults.tiltLimitDegrees)),
                        required: true, hint: "Pitch or roll past this during a rep is called a tilted bar.", error: error("tiltLimit"),
                        inputmode: "decimal")
                    Field(
                        label: "Stop the set after losing (%)", name: "velocityLossTarget",
                        value: value("velocityLossTarget", NumberText.plain(defaults.velocityLossTarget)), required: true,
                        hint: "Velocity loss from the fastest rep past which the advice says stop.", error: error("velocityLossTarget"),
                        inputmode: "decimal")
                    SelectField(
                        label: "Target zone", name: "zone",
                        options: [(value: "", label: "None")] + LiftRecordView.zoneOptions.dropFirst(),
                        selected: value("zone", defaults.targetZone?.rawValue ?? ""), error: error("zone"))
                }
                SubmitRow(title: "Save \(kind.name.lowercased()) settings")
            }
            .class("lift-settings")
        }
        .class("stack lifts")
    }
}
