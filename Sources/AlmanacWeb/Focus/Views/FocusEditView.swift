import AlmanacCore
import AlmanacStore
import Foundation

struct FocusEditView: Component {
    struct Model {
        var csrf: String
        var intention: Intention
        var zone: TimeZone
        var areas: [Area]
        var goals: [GoalRecord]
        var error: AlmanacError?
    }
    var model: Model

    func local(_ date: Date) -> String {
        let day = LocalDay(containing: date, in: model.zone)
        return "\(day)T\(SystemText.clock(date, model.zone))"
    }

    var body: Component {
        let intention = model.intention
        let selected = intention.goalId.map { "goal:\($0)" } ?? intention.areaId.map { "area:\($0)" }
        return Div {
            H1("Edit intention")
            Form(url: FocusRoutes.edit.href(intention.id), method: .post) {
                ErrorSummary(error: model.error)
                CSRFField(token: model.csrf)
                Field(
                    label: "What", name: "what", value: intention.what, required: true,
                    error: errorMessage(model.error, for: "what"))
                Field(
                    label: "Started", name: "startedAt", type: .datetimeLocal, value: local(intention.startedAt), required: true,
                    error: errorMessage(model.error, for: "startedAt"))
                Field(
                    label: "Ended", name: "endedAt", type: .datetimeLocal, value: local(intention.endedAt ?? intention.endsAt),
                    required: true,
                    error: errorMessage(model.error, for: "endedAt"))
                SelectField(
                    label: "Goal or area", name: "link", options: linkOptions(goals: model.goals, areas: model.areas), selected: selected)
                Field(
                    label: "Tags", name: "tags", value: intention.tags.joined(separator: ", "), hint: "Separate with commas.",
                    error: errorMessage(model.error, for: "tags"))
                if intention.state.isCompleted {
                    SelectField(
                        label: "How it felt", name: "feeling",
                        options: [("", "Not rated")] + Feeling.allCases.map { ($0.rawValue, "\($0.emoji) \($0.rawValue)") },
                        selected: intention.feeling?.rawValue)
                    ReviewFields(review: intention.review)
                }
                SubmitRow(title: "Save")
            }
        }
        .class("card narrow")
    }
}
