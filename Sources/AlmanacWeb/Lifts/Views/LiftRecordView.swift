import AlmanacCore
import AlmanacStore
import Foundation

/// The record page: the lift, load and goal, then the stream — live from the clip where the
/// browser can read it (Web Serial, Web Bluetooth; `lifts.js`), or a file, or pasted text. The
/// form works without JavaScript: the live part stays hidden then.
struct LiftRecordView: Component {
    struct Model {
        var csrf: String
        var page: LiftRecordPageData
        /// The form's values (a template, the last set, or what was typed before a refusal).
        var values: [String: String]
        var error: AlmanacError?
    }
    var model: Model

    func value(_ name: String) -> String? { model.values[name] }

    static let zoneOptions: [(value: String, label: String)] =
        [(value: "", label: "The lift's setting (none unless you set one)")]
        + VelocityZone.allCases.map { zone in
            (value: zone.rawValue, label: "\(zone.name) (\(String(format: "%.2f–%.2f", zone.range.lowerBound, zone.range.upperBound)) m/s)")
        }
    func error(_ field: String) -> String? { errorMessage(model.error, for: field) }

    var body: Component {
        Div {
            Header {
                H1("Record a set")
                if let session = model.page.session {
                    Paragraph {
                        Text("Goes to ")
                        Link(session.name, url: LiftsRoutes.session.href(session.id))
                        Text(" (\(Dates.stored(session.day))).")
                    }
                } else {
                    Paragraph("Goes to today's workout.").class("muted")
                }
            }
            Form(url: LiftsRoutes.record.href(query: ["_csrf": model.csrf]), method: .post) {
                ErrorSummary(error: model.error)
                Input(type: .hidden, name: "session", value: model.page.session?.id)
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("The set") }
                    SelectField(
                        label: "Lift", name: "lift", options: LiftsFormat.liftOptions, selected: value("lift"), error: error("lift"))
                    Field(
                        label: "Name (optional)", name: "name", value: value("name"), hint: "Low-bar squat, paused bench…",
                        error: error("name"))
                    Div {
                        Field(label: "Load (kg)", name: "load", value: value("load"), error: error("load"), inputmode: "decimal")
                        Field(label: "Goal reps", name: "goalReps", type: .number, value: value("goalReps"), error: error("goalReps"))
                    }
                    .class("lift-pair")
                }
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Live from the clip") }
                    Paragraph("Connect the clip, press Start lifting, lift, then Complete lift.").class("hint")
                    Div {
                        Button { Text("Start lifting (USB)") }.attribute(named: "type", value: "button").attribute(
                            named: "data-action", value: "serial"
                        )
                        .class("primary big")
                        Button { Text("Start lifting (Bluetooth)") }.attribute(named: "type", value: "button")
                            .attribute(named: "data-action", value: "bluetooth").class("primary big")
                        Button { Text("Try the simulator") }.attribute(named: "type", value: "button").attribute(
                            named: "data-action", value: "simulate"
                        )
                        .class("big")
                        Button { Text("Complete lift") }.attribute(named: "type", value: "button").attribute(
                            named: "data-action", value: "complete"
                        )
                        .class("primary big").attribute(named: "hidden", value: "hidden")
                    }
                    .class("actions lift-live-actions")
                    Paragraph("").class("lift-live-status").attribute(named: "role", value: "status").attribute(
                        named: "aria-live", value: "polite")
                    Div {
                        Span("0").class("lift-rep-counter").attribute(named: "data-role", value: "reps")
                        Span("reps").class("muted")
                    }
                    .class("lift-live-counter").attribute(named: "hidden", value: "hidden")
                    SVG(
                        "svg",
                        [
                            "class": "lift-chart lift-live-trace", "viewBox": "0 0 640 160", "role": "img", "aria-label": "Live bar height",
                            "preserveAspectRatio": "none", "hidden": "hidden",
                        ])
                }
                .class("lift-live")
                .attribute(named: "hidden", value: "hidden")
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Or a stream file") }
                    Div {
                        Label("Stream file from the clip") {
                            Input(type: .file, name: "file").attribute(named: "accept", value: ".txt,.log,.csv,text/plain")
                                .attribute(named: "aria-describedby", value: "file-hint")
                        }
                        Paragraph(
                            "Text lines like s:123 (height in cm) and a:1.5:-2 (pitch and roll), optionally after a millisecond timestamp; up to 20 MB."
                        )
                        .class("hint").id("file-hint")
                        if let message = error("stream") { Paragraph(message).class("field-error").id("stream-error") }
                    }
                    .class("field")
                    Div {
                        Label("…or paste it") {
                            TextArea(text: value("stream") ?? "", name: "stream", numberOfRows: 6)
                                .attribute(named: "spellcheck", value: "false")
                                .fieldState(name: "stream", error: error("stream"))
                        }
                    }
                    .class("field")
                }
                Element(name: "details") {
                    Element(name: "summary") { Text("How to read the stream, and your targets") }
                    Field(
                        label: "Sample rate (Hz)", name: "rate", value: value("rate"),
                        hint: "Used when lines have no timestamps. Blank: the lift's setting (20 Hz unless you changed it).",
                        error: error("rate"), inputmode: "decimal")
                    SelectField(
                        label: "Unit", name: "unit",
                        options: [(value: "", label: "The lift's setting")]
                            + LengthUnit.allCases.map { (value: $0.rawValue, label: $0.rawValue) },
                        selected: value("unit"),
                        error: error("unit"))
                    SelectField(
                        label: "Today's target zone", name: "zone",
                        options: Self.zoneOptions,
                        selected: value("zone"), error: error("zone"))
                    Field(
                        label: "Stop the set after losing (%)", name: "velocityLossTarget", value: value("velocityLossTarget"),
                        hint: "Blank: the lift's setting (20 % unless you changed it).",
                        error: error("velocityLossTarget"), inputmode: "decimal")
                    Paragraph {
                        Text("Each lift's defaults are in ")
                        Link("Lift settings", url: LiftsRoutes.settings.href)
                        Text(".")
                    }
                    .class("hint")
                }
                SubmitRow(title: "Analyse and save")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
            .class("lift-record")
            .attribute(named: "data-widget", value: "lifts")
            .attribute(named: "data-analyze", value: LiftsRoutes.API.url(LiftsRoutes.API.analyze.href))
            .attribute(named: "data-simulate", value: LiftsRoutes.API.url(LiftsRoutes.API.simulate.href))
        }
        .class("stack lifts")
    }
}
