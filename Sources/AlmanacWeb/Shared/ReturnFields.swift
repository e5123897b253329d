import Foundation

/// Where a form returns to, as posted: `next` (after an add, a tick or a delete) or `back` (the page
/// a tap came from), each checked by `AccountsController.safeNext` before anyone is sent there.
enum ReturnFields {
    /// `next` as posted (after signing in or undoing); none, or a path off this origin, goes home.
    static func next(_ form: FormData) -> String {
        AccountsController.safeNext(FormReader(form).raw("next"))
    }

    /// `next`, or `fallback` when the form has none; a path off this origin becomes Today.
    static func next(_ form: FormData, or fallback: Href) -> String {
        AccountsController.safeNext(FormReader(form).raw("next") ?? fallback.description)
    }

    /// `back`, or `fallback` when the form has none; a path off this origin becomes Today.
    static func back(_ form: FormData, or fallback: Href) -> String {
        AccountsController.safeNext(FormReader(form).raw("back") ?? fallback.description)
    }
}
