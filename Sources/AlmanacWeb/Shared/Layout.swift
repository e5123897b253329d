import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird

/// A message shown once at the top of the next page (post/redirect/get), with an Undo
/// button after destructive actions.
struct Flash: Codable, Sendable {
    enum Kind: String, Codable, Sendable { case success, error, info }
    var kind: Kind
    var message: String
    var offerUndo = false
    /// A secret shown once with the message (a new API token), never stored elsewhere.
    var secret: String? = nil
    /// A refusal of several fields: each field's message, listed under `message` as the form's
    /// `ErrorSummary` lists them (nil for one message).
    var problems: [String]? = nil

    static let cookieName = "almanac_flash"

    static func success(_ message: String, undo: Bool = false) -> Flash { Flash(kind: .success, message: message, offerUndo: undo) }
    static func error(_ message: String) -> Flash { Flash(kind: .error, message: message) }

    /// A refused action: its message, or, when several fields were wrong, every field's message
    /// under the summary's "3 fields need a change:" (the page it returns to has no form to show
    /// them beside).
    static func error(_ error: AlmanacError) -> Flash {
        guard case .fields(let problems) = error, problems.count > 1 else { return .error(error.message) }
        var flash = Flash(kind: .error, message: ErrorSummary.heading(count: problems.count))
        flash.problems = problems.map(\.message)
        // A browser drops a cookie over 4 KB, and the message with it: long messages (text typed
        // quoted back) give the first one and how many more.
        guard flash.cookieValue.utf8.count <= Self.largestCookie else {
            return .error("\(error.message) (and \(problems.count - 1) more \(problems.count == 2 ? "field" : "fields") to change)")
        }
        return flash
    }

    /// The longest flash cookie value sent (its name and attributes fit in the rest of 4 KB).
    static let largestCookie = 3_500

    var cookieValue: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return data.base64EncodedString().replacingOccurrences(of: "=", with: "")
    }

    init(kind: Kind, message: String, offerUndo: Bool = false, secret: String? = nil) {
        self.kind = kind
        self.message = message
        self.offerUndo = offerUndo
        self.secret = secret
    }

    init?(cookie: String) {
        var text = cookie
        while text.count % 4 != 0 { text += "=" }
        guard let data = Data(base64Encoded: text), let flash = try? JSONDecoder().decode(Flash.self, from: data) else { return nil }
        self = flash
    }
}

extension Response {
    /// Runs a form's action; a refusal comes back to `back` as an error flash (post/redirect/get),
    /// except "not found", which stays the 404 page.
    static func formAction(back: Href, _ action: () async throws -> Response) async throws -> Response {
        try await formAction(back: back.description, action)
    }

    /// Redirects after a form post and shows `flash` on the next page.
    static func seeOther(_ location: Href, flash: Flash) -> Response { seeOther(location.description, flash: flash) }

    static func formAction(back: String, _ action: () async throws -> Response) async throws -> Response {
        do {
            return try await action()
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return .seeOther(back, flash: .error(error))
        }
    }

    static func seeOther(_ location: String, flash: Flash) -> Response {
        var response = Response.seeOther(location)
        response.setCookie(Cookie(name: Flash.cookieName, value: flash.cookieValue, path: "/", httpOnly: true))
        return response
    }
}

/// What every page's frame needs: who is signed in, the CSRF token, where we are, the flash.
struct PageChrome: Sendable {
    var user: User?
    var csrf: String
    var path: String
    var flash: Flash?
}

/// The `Server-Timing` header of a page: how long its pure render took (the view from the page's
/// data to HTML, no I/O), which the browser's developer tools and `almanac bench render` read.
enum ServerTiming {
    static func render(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return "render;dur=" + NumberText.plain(milliseconds, decimals: 3)
    }
}

extension HTTPField.Name {
    static let serverTiming = HTTPField.Name("Server-Timing")!
}

/// Renders full pages: the shell (navigation, flash) around a page's own component.
enum Pages {
    /// Renders a page for `request`, consuming its flash message.
    static func render(
        _ title: String, request: Request, context: some AlmanacRequestContext, status: HTTPResponse.Status = .ok,
        @ComponentBuilder content: () -> Component
    ) -> Response {
        let flash = request.cookies[Flash.cookieName].flatMap { Flash(cookie: $0.value) }
        let chrome = PageChrome(user: context.identity, csrf: context.csrfToken, path: request.uri.path, flash: flash)
        let started = ContinuousClock.now
        let html = document(title: title, chrome: chrome, content: content())
        var response = Response.html(html, status: status)
        response.headers[.serverTiming] = ServerTiming.render(ContinuousClock.now - started)
        if request.cookies[Flash.cookieName] != nil {
            response.setCookie(Cookie(name: Flash.cookieName, value: "", maxAge: 0, path: "/", httpOnly: true))
        }
        return response
    }

    static func document(title: String, chrome: PageChrome, content: Component) -> HTML {
        let html: HTML = """
            <!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"/><title>\(title) · Almanac</title>\
            <meta name="viewport" content="width=device-width, initial-scale=1.0"/>\
            <meta name="csrf-token" content="\(chrome.csrf)"/><meta name="color-scheme" content="light dark"/>\
            <link rel="icon" href="\(ShellRoutes.icon.href.description)" type="image/svg+xml"/>\
            <link rel="manifest" href="\(OfflineRoutes.manifest.href.description)"/>\
            <link rel="apple-touch-icon" href="\(OfflineRoutes.appleTouchIcon.href.description)"/>\
            <meta name="theme-color" content="\(WebAppManifest.Colors.lightBackground)" media="(prefers-color-scheme: light)"/>\
            <meta name="theme-color" content="\(WebAppManifest.Colors.darkBackground)" media="(prefers-color-scheme: dark)"/>\
            <meta name="mobile-web-app-capable" content="yes"/><meta name="apple-mobile-web-app-capable" content="yes"/>\
            <meta name="apple-mobile-web-app-status-bar-style" content="default"/><meta name="apple-mobile-web-app-title" content="Almanac"/>\
            <link rel="stylesheet" href="\(ShellRoutes.stylesheet.href.description)" type="text/css"/>\
            <script src="\(ShellRoutes.script.href.description)" type="module"></script></head>\
            <body class="\(chrome.user == nil ? "signed-out" : "signed-in")">\
            \(Shell(chrome: chrome, title: title, content: content))</body></html>
            """
        return html
    }
}

/// The frame around every page: skip link, header with navigation, flash, main content.
struct Shell: Component {
    var chrome: PageChrome
    var title: String
    var content: Component

    var body: Component {
        ComponentGroup {
            Link("Skip to content", url: Href(path: "#main")).class("skip-link")
            Header {
                Link(url: ShellRoutes.home.href) { Text("Almanac") }.class("brand")
                if let user = chrome.user {
                    Navigation {
                        List(Modules.all) { module in
                            Link(module.name, url: module.route.href)
                                .attribute(named: "aria-current", value: module.isCurrent(chrome.path) ? "page" : nil)
                        }
                    }
                    .class("modules")
                    .accessibilityLabel("Modules")
                    Div {
                        Link("Settings", url: AccountsRoutes.settings.href)
                            .attribute(
                                named: "aria-current", value: chrome.path.hasPrefix(AccountsRoutes.settings.pattern) ? "page" : nil)
                        Form(url: AccountsRoutes.signOut.href, method: .post) {
                            CSRFField(token: chrome.csrf)
                            Button { Text("Sign out") }.class("link-button").attribute(named: "type", value: "submit")
                        }
                        .attribute(named: "data-role", value: "sign-out")
                        Span(user.displayName).class("who").attribute(named: "title", value: "Signed in as \(user.username)")
                    }
                    .class("account")
                }
            }
            .class("top")
            if chrome.user != nil { PhoneBar(path: chrome.path) }
            Element(name: "main") {
                SyncStatus(user: chrome.user)
                if let flash = chrome.flash {
                    FlashBanner(flash: flash, csrf: chrome.csrf, back: chrome.path)
                }
                content
            }
            .id("main")
        }
    }
}

/// The phone's navigation (narrow screens only; wide ones keep the sidebar): a bottom bar with
/// the main modules and "More", a `<details>` sheet listing every module and Settings, so it
/// works without JavaScript. The current module is marked in the bar, or on "More" when it is
/// one of the others.
struct PhoneBar: Component {
    var path: String

    var body: Component {
        let current = Modules.all.first { $0.isCurrent(path) }
        let inMore = current.map { !$0.inPhoneBar } ?? path.hasPrefix(AccountsRoutes.settings.pattern)
        return Navigation {
            List {
                for module in Modules.phoneBar {
                    ListItem {
                        Link(module.name, url: module.route.href)
                            .attribute(named: "aria-current", value: module.isCurrent(path) ? "page" : nil)
                    }
                }
                ListItem {
                    Element(name: "details") {
                        Element(name: "summary") {
                            Text("More")
                            if inMore { Span(" (here: \(current?.name ?? "Settings"))").class("visually-hidden") }
                        }
                        .class(inMore ? "is-current" : "")
                        Div {
                            List {
                                for module in Modules.all {
                                    ListItem {
                                        Link(module.name, url: module.route.href)
                                            .attribute(named: "aria-current", value: module.isCurrent(path) ? "page" : nil)
                                    }
                                }
                                ListItem {
                                    Link("Settings", url: AccountsRoutes.settings.href)
                                        .attribute(
                                            named: "aria-current", value: path.hasPrefix(AccountsRoutes.settings.pattern) ? "page" : nil)
                                }
                            }
                        }
                        .class("more-sheet")
                    }
                    .class("more")
                }
            }
        }
        .class("phone-bar")
        .accessibilityLabel("Sections")
    }
}

struct FlashBanner: Component {
    var flash: Flash
    var csrf: String
    var back: String

    var body: Component {
        Div {
            Span(flash.message)
            if let problems = flash.problems, !problems.isEmpty { List(problems) { Text($0) } }
            if let secret = flash.secret {
                Element(name: "code") { Text(secret) }.class("token").id("new-token")
            }
            if flash.offerUndo {
                Form(url: ShellRoutes.undo.href, method: .post) {
                    CSRFField(token: csrf)
                    Input(type: .hidden, name: "next", value: back)
                    Button { Text("Undo") }.attribute(named: "type", value: "submit").class("secondary")
                }
                .class("inline")
            }
        }
        // Several messages read as the form's own summary does: the heading, then the list.
        .class("flash \(flash.kind.rawValue)\(flash.problems == nil ? "" : " error-summary")")
        .attribute(named: "role", value: flash.kind == .error ? "alert" : "status")
    }
}
