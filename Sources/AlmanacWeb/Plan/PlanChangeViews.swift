import AlmanacCore
import AlmanacStore
import Foundation

// The plan's history on the grid: earlier versions of a moved block, the blocks dropped after their
// day started, and the disposition asked of a block that passed without an intention.

/// "First planned 09:00–09:45 · moved: the meeting ran long".
struct PlanVersionsLine: Component {
    var planned: PlannedBlock

    var body: Component {
        guard let first = planned.versions.first else { return EmptyComponent() }
        let reasons = planned.versions.map(\.reason).joined(separator: "; ")
        return Paragraph(
            "First planned \(first.day == planned.block.day ? "" : "\(Dates.stored(first.day)) ")\(first.timeText) · moved: \(reasons)"
        )
        .class("plan-version")
    }
}

/// What became of a block that passed without an intention: asked once, then shown.
struct PlanDispositionPart: Component {
    var planned: PlannedBlock
    var page: PlanPageData
    var csrf: String

    var body: Component {
        let block = planned.block
        if let disposition = block.blockDisposition {
            return Paragraph("Missed: \(disposition.label) · \(block.missCause?.label ?? "")").class("plan-disposition")
        }
        guard planned.needsDisposition(at: page.now, in: page.zone) else { return EmptyComponent() }
        // Folded, as Move is, beside the title: a short block on the grid clips what does not fit, so
        // the form below its text could not be reached by a tap; opening it opens out the block (plan.css).
        return Element(name: "details") {
            Element(name: "summary") { Text("What happened?") }
            form(block)
        }
        .class("plan-dispose")
    }

    func form(_ block: TimeBlock) -> Component {
        Form(url: PlanRoutes.disposeBlock.href(block.id), method: .post) {
            CSRFField(token: csrf)
            SelectField(
                label: "What became of it?", name: "disposition",
                options: [("", "Choose…")] + BlockDisposition.allCases.map { ($0.rawValue, $0.label) }, selected: "")
            SelectField(
                label: "Why?", name: "cause", options: [("", "Choose…")] + MissCause.allCases.map { ($0.rawValue, $0.label) }, selected: "")
            Button { Text("Save") }.attribute(named: "type", value: "submit")
                .attribute(named: "aria-label", value: "Save what became of \(block.title)")
        }
    }
}

/// The reason field of a change once the block's day has started (the earlier version is kept).
struct PlanReasonField: Component {
    var block: TimeBlock
    var page: PlanPageData

    var body: Component {
        guard let day = block.localDay, PlanChangeRules.keepsVersion(blockDay: day, today: page.today) else { return EmptyComponent() }
        return Field(label: "Reason", name: "reason", required: true, hint: "The day has started: the first plan is kept.")
    }
}

/// Blocks dropped after their day started, as they were planned.
struct PlanDroppedList: Component {
    var page: PlanPageData

    var body: Component {
        let dropped = page.dropped.filter { $0.day == page.day.description }
        guard !dropped.isEmpty else { return EmptyComponent() }
        return Element(name: "section") {
            H2("Dropped from the plan")
            Element(name: "ul") {
                for version in dropped { ListItem { Text("\(version.timeText) \(version.title) — \(version.reason)") } }
            }
        }
        .class("plan-dropped")
    }
}
