import AlmanacCore
import AlmanacStore
import Foundation

// The Lifts forms, each read once: every field checked, every wrong one reported (`FormReader`).
// (A refused field leaves a stand-in value: `FormReader.finish()` throws before anyone reads it.)

extension FormReader {
    /// A number that must be there, refused with its quantity's own message ("Load must be a
    /// number; “” is not one.") when blank or wrong; 0 stands in for a refused one.
    fileprivate mutating func required(_ key: String, _ quantity: Quantity) -> Double {
        let text = self.text(key)
        return check(key) { try quantity.parse(text, field: key) } ?? 0
    }
}

/// A template's form (`LiftsRoutes.templates`, `LiftsRoutes.template`): a blank name is made from
/// the numbers by the Store.
struct LiftTemplateFields {
    /// Absent on a new template: the Store names it.
    var name: String?
    var kind: LiftKind
    var loadKg: Double
    var goalReps: Int
    var sets: Int

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        name = fields.raw("name")
        let kindText = fields.raw("lift")
        kind = fields.check("lift") { try LiftKind.parse(kindText) } ?? .squat
        loadKg = fields.required("load", .liftLoad)
        goalReps = Int(fields.required("goalReps", .liftGoalReps))
        let setsText = fields.raw("sets")
        sets = Int(fields.check("sets") { try Quantity.liftTemplateSets.parse(optional: setsText, field: "sets") ?? 1 } ?? 1)
        try fields.finish()
    }
}

/// One lift's defaults (`LiftsRoutes.settings`): the form sends every field; a blank zone clears it.
struct LiftSettingsFields {
    var change: LiftDefaultsChange

    /// The lift the settings are of (`lift`); an unknown one is refused before the form is read.
    static func kind(_ form: FormData) throws -> LiftKind { try LiftKind.parse(FormReader(form).raw("lift")) }

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        var change = LiftDefaultsChange()
        change.rateHz = fields.required("rate", .liftRate)
        let unitText = fields.raw("unit")
        change.unit = fields.check("unit") { try LengthUnit.parse(unitText) }
        change.minimumRangeCm = fields.required("minimumRange", .liftMinimumRange)
        change.minimumVelocity = fields.required("minimumVelocity", .liftMinimumVelocity)
        change.tiltLimitDegrees = fields.required("tiltLimit", .liftTiltLimit)
        change.velocityLossTarget = fields.required("velocityLossTarget", .liftVelocityLossTarget)
        let zoneText = fields.raw("zone")
        change.targetZone = fields.check("zone") { try VelocityZone.parse(zoneText) }
        self.change = change
        try fields.finish()
    }
}

/// A set's fields as the record form, an API query or the CLI gives them (`field` answers a
/// field's text, nil when absent), each checked against what it means and every wrong one kept.
/// The record form names them all at once (`everyProblem`); the API answers the first field's own
/// error (`firstProblem`), as its clients expect. One wrong field is its own error either way (a
/// number out of range stays 422).
struct LiftSetFields {
    private var reader = FormReader(FormData([]))
    private var firstError: AlmanacError?
    private var input: LiftSetInput?

    init(_ field: (String) -> String?, stream: String) {
        func checked<Value>(_ name: String, _ read: () throws -> Value) -> Value? {
            do {
                return try read()
            } catch {
                if firstError == nil { firstError = error as? AlmanacError ?? .invalid(name, "This field could not be read.") }
                return reader.check(name) { throw error }
            }
        }
        func number(_ name: String, _ quantity: Quantity) -> Double? {
            checked(name) { try quantity.parse(optional: field(name), field: name) } ?? nil
        }
        let kind = checked("lift") { try LiftKind.parse(field("lift")) }
        let loadKg = number("load", .liftLoad)
        let goalReps = number("goalReps", .liftGoalReps)
        let rateHz = number("rate", .liftRate)
        let unitText = field("unit").flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        let unit = checked("unit") { try unitText.map { try LengthUnit.parse($0) } } ?? nil
        let velocityLossTarget = number("velocityLossTarget", .liftVelocityLossTarget)
        let minimumVelocity = number("minimumVelocity", .liftMinimumVelocity)
        let zoneText = field("zone")
        let zone = checked("zone") { try VelocityZone.parse(zoneText) } ?? nil
        input = kind.map { kind in
            LiftSetInput(
                kind: kind, name: field("name"), loadKg: loadKg ?? 0, goalReps: goalReps.map { Int($0) }, rateHz: rateHz, unit: unit,
                velocityLossTarget: velocityLossTarget, minimumVelocity: minimumVelocity, targetZone: zone, stream: stream)
        }
    }

    /// The set, or every wrong field at once (`.fields` when several).
    func everyProblem() throws -> LiftSetInput {
        if reader.problems.count > 1 { try reader.finish() }
        return try firstProblem()
    }

    /// The set, or the first wrong field's own error.
    func firstProblem() throws -> LiftSetInput {
        if let firstError { throw firstError }
        guard let input else { throw AlmanacError.invalid("lift", "Choose a lift.") }
        return input
    }
}

/// The record form (`LiftsRoutes.record`, multipart/form-data so a file can come with it): the
/// set's fields, the session it joins, and the stream, the chosen file else the text area. The set
/// itself is read by `LiftSetFields`, which the API and the CLI share.
struct LiftRecordFields {
    static let setFields = ["lift", "name", "load", "goalReps", "rate", "unit", "zone", "velocityLossTarget"]

    /// The values typed, shown again after a refusal (the pasted stream only when no file came
    /// and it is short enough to show).
    var values: [String: String] = [:]
    var sessionId: String?
    var stream: String

    init(_ form: MultipartForm) {
        for name in Self.setFields { values[name] = form[name] }
        sessionId = form["session"].flatMap { $0.isEmpty ? nil : $0 }
        let file = form.files(named: "file").first
        let pasted = form["stream"] ?? ""
        values["stream"] = file == nil && pasted.utf8.count <= 64 * 1024 ? pasted : ""
        stream = file?.text ?? pasted
    }

    /// The set described, its numbers checked against their ranges.
    func input() throws -> LiftSetInput {
        try LiftSetFields({ values[$0].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } }, stream: stream)
            .everyProblem()
    }
}
