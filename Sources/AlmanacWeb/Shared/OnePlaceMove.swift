import AlmanacCore
import AlmanacStore
import Hummingbird

/// "Move one place up/down", as the ↑ and ↓ buttons of a list post it (`direction`: up or down):
/// where the item goes (past its neighbour) and the flash that says what happened. Tasks' lists
/// and headings, habits and timelines share it.
struct OnePlaceMove {
    var up: Bool

    init(_ form: FormData) { up = FormReader(form).text("direction") == "up" }

    /// Where `id` goes among `ids` (in their order): before the one above it, or after the one
    /// below; nil when it is already first (last), or not among them.
    func placement(of id: String, among ids: [String]) -> TaskPlacement? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        let neighbour = up ? index - 1 : index + 1
        guard ids.indices.contains(neighbour) else { return nil }
        return up ? .before(ids[neighbour]) : .after(ids[neighbour])
    }

    /// Moves `id` (shown as `name`) one place among `ids` with `move`, then redirects to `back`
    /// with a flash: "Moved … up", or "… is already first" when there is no place to go.
    func respond(
        id: String, name: String, among ids: [String], back: Href, move: (TaskPlacement) async throws -> Void
    ) async throws -> Response {
        guard let placement = placement(of: id, among: ids) else {
            return .seeOther(back, flash: .success("“\(name)” is already \(up ? "first" : "last")."))
        }
        return try await .formAction(back: back) {
            try await move(placement)
            return .seeOther(back, flash: .success("Moved “\(name)” \(up ? "up" : "down").", undo: true))
        }
    }
}

/// A move the API is sent: exactly one of `before` or `after` (another item's id) or `to` (`top`,
/// `bottom`). A to-do's and a habit's move requests share the rule and its messages.
protocol MoveRequest {
    var before: String? { get }
    var after: String? { get }
    var to: String? { get }
}

extension MoveRequest {
    var placement: TaskPlacement {
        get throws {
            guard [before != nil, after != nil, to != nil].filter({ $0 }).count == 1 else {
                throw AlmanacError.invalid("before", "Send exactly one of before, after or to.")
            }
            if let before { return .before(before) }
            if let after { return .after(after) }
            switch to {
            case "top": return .top
            case "bottom": return .bottom
            default: throw AlmanacError.invalid("to", "to is \"top\" or \"bottom\".")
            }
        }
    }
}
