import AlmanacCore
import AlmanacStore
import Hummingbird

/// 404, 500 and every other refused page: a plain sentence and a way back, never a stack trace.
enum ErrorPage {
    static func response(status: HTTPResponse.Status, error: AlmanacError, user: User?, csrf: String) -> Response {
        let title = status == .notFound ? "Not found" : (status == .internalServerError ? "Something went wrong" : "That did not work")
        let chrome = PageChrome(user: user, csrf: csrf, path: "", flash: nil)
        let content = Div {
            H1(title)
            Paragraph(error.message)
            Paragraph { Link("Back to \(Modules.landing.name)", url: Modules.landing.route.href) }
        }
        .class("card narrow error-page")
        return .html(Pages.document(title: title, chrome: chrome, content: content), status: status)
    }
}
