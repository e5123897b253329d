import AlmanacCore
import AlmanacStore
import Foundation

/// One set: the figures, the advice, the mean velocity of each rep, every rep's metrics, and the
/// position, velocity, acceleration and tilt traces.
struct LiftSetView: Component {
    struct Model {
        var csrf: String
        var page: LiftSetPageData
        var analysis: LiftAnalysis
        /// The clean signal, drawn from the stored stream.
        var traces: [LiftTrace]
        var tilts: [LiftStream.Tilt]
        /// The user's time zone, for the time the set was recorded.
        var zone: TimeZone
    }
    var model: Model

    var set: LiftSet { model.page.set }
    var analysis: LiftAnalysis { model.analysis }
    var recordedTime: String { WallClockTime.of(set.recordedAt, in: model.zone).description }
    var startMs: Double { model.traces.first?.startMs ?? model.tilts.first?.timeMs ?? 0 }

    var body: Component {
        Div {
            Paragraph {
                Link("← \(model.page.session.name) (\(model.page.session.day))", url: LiftsRoutes.session.href(model.page.session.id))
            }
            Header {
                H1(set.name)
                Paragraph("Set \(set.position + 1) · \(LiftsFormat.repsAndLoad(set))").class("lead")
            }
            // The rest timer: lifts.js counts up from the time the set was recorded.
            Paragraph {
                Text("Rest ")
                Element(name: "time") { Text("since \(recordedTime)") }
                    .attribute(named: "datetime", value: Timestamp.text(set.recordedAt))
                    .attribute(named: "data-role", value: "rest")
            }
            .class("lift-rest")
            .attribute(named: "data-widget", value: "lifts")
            .attribute(named: "data-rest-since", value: Timestamp.text(set.recordedAt))
            LiftFacts(facts: [
                ("Reps", "\(analysis.reps.count)"),
                ("Best mean velocity", LiftsFormat.speed(analysis.set.bestMeanVelocity)),
                ("Last rep", LiftsFormat.speed(analysis.set.lastMeanVelocity)),
                ("Velocity loss", LiftsFormat.percent(analysis.set.velocityLossPercent)),
                ("Zone (rep 1)", LiftsFormat.zone(analysis.reps.first?.meanVelocity)),
                ("Reps in reserve", analysis.set.repsInReserveText ?? "–"),
            ])
            advice
            if !analysis.reps.isEmpty {
                LiftCharts.repBars(analysis.reps, lossTarget: set.liftSettings.velocityLossTarget)
                repTable
            } else {
                Paragraph(
                    "No rep found: a rep is the bar rising faster than 0.05 m/s over at least \(Int(set.liftSettings.minimumRangeCm.rounded())) cm. Check the sample rate and unit."
                )
                .class("empty")
            }
            Element(name: "section") {
                H2("The set over time")
                LiftCharts.trace(
                    id: "velocity", title: "Velocity", unit: "m/s", series: [series("Velocity", "velocity", \.velocity)],
                    reps: analysis.reps,
                    startMs: startMs, zeroLine: true)
                LiftCharts.trace(
                    id: "position", title: "Bar height", unit: "cm", series: [series("Height", "position", \.position)],
                    reps: analysis.reps,
                    startMs: startMs)
                LiftCharts.trace(
                    id: "acceleration", title: "Acceleration", unit: "m/s²",
                    series: [series("Acceleration", "acceleration", \.acceleration)],
                    reps: analysis.reps, startMs: startMs, zeroLine: true)
                if !model.tilts.isEmpty {
                    LiftCharts.trace(
                        id: "tilt", title: "Pitch and roll", unit: "°",
                        series: [
                            .init(
                                name: "pitch", className: "pitch",
                                points: model.tilts.map { (x: ($0.timeMs - startMs) / 1000, y: Optional($0.pitch)) }),
                            .init(
                                name: "roll", className: "roll",
                                points: model.tilts.map { (x: ($0.timeMs - startMs) / 1000, y: Optional($0.roll)) }),
                        ], reps: analysis.reps, startMs: startMs, zeroLine: true)
                }
                Paragraph(
                    "\(analysis.samples) sonar readings at \(NumberText.plain(set.rateHz)) Hz (\(set.unit.rawValue)); \(analysis.skippedLines) unreadable line\(analysis.skippedLines == 1 ? "" : "s") skipped."
                )
                .class("hint")
            }
            .class("stack")
            Div {
                Link("Next set", url: LiftsRoutes.record.href(query: ["session": set.sessionId])).class("button primary big")
                Link("Download the stream", url: LiftsRoutes.setStream.href(set.id)).class("button")
                Form(url: LiftsRoutes.reanalyzeSet.href(set.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("Analyse again") }.attribute(named: "type", value: "submit")
                }
                .class("inline")
                Form(url: LiftsRoutes.deleteSet.href(set.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("Delete set") }.attribute(named: "type", value: "submit").class("danger")
                }
                .class("inline")
            }
            .class("actions")
        }
        .class("stack lifts")
    }

    func series(_ name: String, _ className: String, _ values: KeyPath<LiftTrace, [Double?]>) -> LiftCharts.Series {
        var points: [(x: Double, y: Double?)] = []
        for trace in model.traces {
            if !points.isEmpty { points.append((x: points[points.count - 1].x, y: nil)) }
            for (index, value) in trace[keyPath: values].enumerated() {
                points.append((x: (trace.timeMs(index) - startMs) / 1000, y: value))
            }
        }
        return LiftCharts.Series(name: name, className: className, points: points)
    }

    var advice: Component {
        Element(name: "section") {
            H2("Advice")
            if analysis.advice.isEmpty {
                Paragraph(analysis.reps.isEmpty ? "Nothing to say without reps." : "Clean set: level bar, even depth, no big slowdown.")
                    .class("empty")
            } else {
                Element(name: "ul") {
                    for item in analysis.advice {
                        ListItem {
                            Span(Self.title(item.kind)).class("lift-advice-kind")
                            Text(" ")
                            Text(item.message)
                        }
                        .class("lift-advice lift-advice-\(item.kind.rawValue)")
                    }
                }
                .class("lift-advice-list")
            }
        }
        .class("card")
        .id("advice")
    }

    static func title(_ kind: LiftAdvice.Kind) -> String {
        switch kind {
        case .tilt: "Bar tilt"
        case .shortRange: "Short range"
        case .slowOutOfBottom: "Explosiveness"
        case .stickingPoint: "Sticking point"
        case .velocityLoss: "Stop the set"
        case .loadZone: "Load"
        }
    }

    var repTable: Component {
        Div {
            Element(name: "table") {
                Element(name: "caption") { Text("Each rep's concentric phase") }
                Element(name: "thead") {
                    Element(name: "tr") {
                        for heading in ["Rep", "ROM", "Mean", "Peak", "Propulsive", "To peak", "Sticking point", "Tilt", "Tempo"] {
                            Element(name: "th") { Text(heading) }.attribute(named: "scope", value: "col")
                        }
                    }
                }
                Element(name: "tbody") {
                    for rep in analysis.reps {
                        Element(name: "tr") {
                            Element(name: "th") { Text("\(rep.number)") }.attribute(named: "scope", value: "row")
                            Element(name: "td") { Text(LiftsFormat.cm(rep.romCm)) }
                            Element(name: "td") { Text(LiftsFormat.speed(rep.meanVelocity)) }
                            Element(name: "td") { Text(LiftsFormat.speed(rep.peakVelocity)) }
                            Element(name: "td") { Text(LiftsFormat.speed(rep.meanPropulsiveVelocity)) }
                            Element(name: "td") { Text(LiftsFormat.seconds(rep.timeToPeakVelocityS)) }
                            Element(name: "td") {
                                Text(
                                    rep.stickingPoint.map { "\(LiftsFormat.cm($0.heightCm)) up, \(LiftsFormat.speed($0.velocity))" } ?? "–")
                            }
                            Element(name: "td") {
                                Text("\(LiftsFormat.degrees(rep.maxRollDeg)) roll, \(LiftsFormat.degrees(rep.maxPitchDeg)) pitch")
                            }
                            Element(name: "td") {
                                Text(
                                    [rep.tempo.eccentricS, rep.tempo.pauseS, rep.tempo.concentricS].map {
                                        $0.map { String(format: "%.1f", $0) } ?? "–"
                                    }
                                    .joined(separator: " / ") + " s")
                            }
                        }
                    }
                }
            }
            .class("lift-table")
        }
        .class("table-scroll")
    }
}
