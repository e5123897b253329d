import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

@testable import AlmanacWeb

/// The registered routes of a router, to tell whether a (method, path) reaches a handler.
/// (Unchecked: the compiled regexes are immutable after `init`.)
struct RegisteredRoutes: @unchecked Sendable {
    struct Entry {
        var method: HTTPRequest.Method
        var pattern: String
        var segments: [Regex<Substring>]
        var catchAll: Bool
    }

    let entries: [Entry]

    init(_ router: Router<AppRequestContext>) {
        entries = router.routes.map { route in
            let parts = route.path.description.split(separator: "/").map(String.init)
            let catchAll = parts.last == "**"
            let segments = (catchAll ? parts.dropLast() : parts[...]).map { part -> Regex<Substring> in
                // A segment is literal text with `{name}` captures and `*` wildcards.
                var pattern = ""
                var rest = Substring(part)
                while let open = rest.firstIndex(where: { $0 == "{" || $0 == "*" }) {
                    pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open]))
                    if rest[open] == "*" {
                        rest = rest[rest.index(after: open)...]
                    } else {
                        let close = rest[open...].firstIndex(of: "}") ?? rest.endIndex
                        rest = close == rest.endIndex ? "" : rest[rest.index(after: close)...]
                    }
                    pattern += "[^/]+"
                }
                pattern += NSRegularExpression.escapedPattern(for: String(rest))
                return try! Regex(pattern, as: Substring.self)
            }
            return Entry(method: route.method, pattern: route.path.description, segments: segments, catchAll: catchAll)
        }
    }

    /// The most specific route for a method and path (without query): the one with the most literal segments.
    func route(_ method: HTTPRequest.Method, _ path: String) -> Entry? {
        let parts = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        return entries.filter { entry in
            entry.method == method
                && (entry.catchAll ? parts.count >= entry.segments.count : parts.count == entry.segments.count)
                && zip(entry.segments, parts).allSatisfy { (try? $0.wholeMatch(in: $1)) != nil }
        }
        .max { $0.pattern.filter { $0 == "{" }.count > $1.pattern.filter { $0 == "{" }.count }
    }
}

/// Every same-origin link and form action of an HTML page.
struct PageLinks {
    struct Action: Hashable {
        var method: String
        var path: String
    }

    var links: [String] = []
    var actions: [Action] = []

    init(html: String, page: String) {
        let tag = try! Regex(#"<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^>]*?)?)\s*/?>"#)
        // A name with a quoted value, or a name alone (`hidden`).
        let attribute = try! Regex(#"([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?"#)
        var formMethod = "GET"
        var formAction = page
        var formMethods: [String: String] = [:]
        for match in html.matches(of: tag) {
            let closing = !(match.output[1].substring?.isEmpty ?? true)
            let name = String(match.output[2].substring ?? "").lowercased()
            if closing {
                if name == "form" { (formMethod, formAction) = ("GET", page) }
                continue
            }
            var attributes: [String: String] = [:]
            for pair in String(match.output[3].substring ?? "").matches(of: attribute) {
                let value = pair.output[2].substring ?? pair.output[3].substring ?? ""
                attributes[String(pair.output[1].substring ?? "").lowercased()] = Self.unescape(String(value))
            }
            if name == "form" {
                formMethod = (attributes["method"] ?? "get").uppercased()
                formAction = attributes["action"].flatMap { $0.isEmpty ? nil : $0 } ?? page
                if let id = attributes["id"] { formMethods[id] = formMethod }
                // A hidden form is posted only by buttons elsewhere that name it, each with its own
                // formaction (a page's to-do rows); its own action is never asked.
                if attributes["hidden"] == nil, let path = Self.sameOrigin(formAction) {
                    actions.append(Action(method: formMethod, path: path))
                }
            }
            if ["button", "input"].contains(name), let action = attributes["formaction"], let path = Self.sameOrigin(action) {
                let method = attributes["formmethod"] ?? attributes["form"].flatMap { formMethods[$0] } ?? formMethod
                actions.append(Action(method: method.uppercased(), path: path))
            }
            for key in ["href", "src"] {
                if let value = attributes[key], let link = Self.sameOrigin(value) { links.append(link) }
            }
        }
    }

    /// The path (and query) of a link inside Almanac, without its fragment; nil for another origin or scheme.
    static func sameOrigin(_ value: String) -> String? {
        guard value.hasPrefix("/"), !value.hasPrefix("//") else { return nil }
        let withoutFragment = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return String(withoutFragment)
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return
            text
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// Visits every page reachable from a start page, breadth first, following same-origin links
/// (GET only: forms are checked against the routes, never posted, so the data stays as it is).
struct Crawl {
    /// The pages read for links, in the order visited: one per route, and one more per query name of that route.
    var pages: [String] = []
    /// Every link checked, with the first page that links to it.
    var links: [String: String] = [:]
    var actions: [PageLinks.Action: String] = [:]
    var problems: [String] = []

    static func pathOnly(_ uri: String) -> String { String(uri.split(separator: "?", maxSplits: 1).first ?? "") }

    static func queryNames(_ uri: String) -> [String] {
        guard let query = uri.split(separator: "?", maxSplits: 1).dropFirst().first else { return [] }
        return Set(query.split(separator: "&").map { String($0.split(separator: "=")[0]) }).sorted()
    }

    /// A date written in the other order than the person's: "November 30" or "Nov 30" when they
    /// write the day first, "30 November" or "30 Nov" when they write the month first.
    static func wrongOrder(for order: DateOrder) throws -> Regex<AnyRegexOutput> {
        let month =
            "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
        return try Regex(order == .dayMonth ? #"\b"# + month + #"\.? \d{1,2}\b(?![:\d])"# : #"\b\d{1,2} "# + month + #"\b"#)
    }

    /// Crawls from `start`; with `dateOrder`, a page that writes a date in the other order is a problem.
    static func run(from start: String, visitor: inout Visitor, routes: RegisteredRoutes, dateOrder: DateOrder? = nil) async throws -> Crawl
    {
        let wrongDates = try dateOrder.map(wrongOrder(for:))
        var crawl = Crawl()
        var queue: [(uri: String, from: String)] = [(start, "(start)")]
        var expanded: Set<String> = []
        crawl.links[start] = "(start)"
        while !queue.isEmpty {
            let (uri, from) = queue.removeFirst()
            let response = try await visitor.get(uri)
            let status = response.status.code
            if status == 404 || status == 405 || status >= 500 {
                crawl.problems.append("GET \(uri) answers \(status) (linked from \(from))")
                continue
            }
            func enqueue(_ link: String, from page: String) {
                guard crawl.links[link] == nil else { return }
                crawl.links[link] = page
                queue.append((link, page))
            }
            if (300..<400).contains(status), let location = response.headers[.location], let link = PageLinks.sameOrigin(location) {
                enqueue(link, from: uri)
                continue
            }
            guard status == 200, response.headers[.contentType]?.hasPrefix("text/html") == true,
                let route = routes.route(.get, pathOnly(uri))
            else { continue }
            // A page is read for links when its route is new, or one of its query names is new for
            // that route: the day before yesterday's page has the same links as yesterday's, and the
            // filters of a list combine into more pages than they change.
            let keys = [route.pattern] + queryNames(uri).map { route.pattern + "?" + $0 }
            guard !expanded.isSuperset(of: keys) else { continue }
            expanded.formUnion(keys)
            crawl.pages.append(uri)
            let html = String(buffer: response.body)
            // The CSP allows no style attribute (a colour is an SVG attribute or set by js/colors.js).
            if html.contains(#/<[a-zA-Z][^>]*\sstyle\s*=/#) { crawl.problems.append("a style attribute on \(uri): the CSP refuses it") }
            // No diagnosis and no claim of treatment anywhere (issue 32's safety rules): Almanac
            // is a notebook for one's own plans, not care.
            let words = html.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression).lowercased()
            for word in ["diagnos", "treatment"] where words.contains(word) {
                crawl.problems.append("“\(word)” on \(uri): Almanac claims no diagnosis or treatment")
            }
            // Settings shows both orders, to choose from.
            if let wrongDates, let order = dateOrder, pathOnly(uri) != "/settings" {
                let text = PageLinks.unescape(html.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression))
                if let match = text.firstMatch(of: wrongDates) {
                    crawl.problems.append(
                        "“\(text[match.range])” on \(uri): written in the other order than the person's \(order.rawValue)")
                }
            }
            let found = PageLinks(html: html, page: pathOnly(uri))
            for link in found.links { enqueue(link, from: uri) }
            for action in found.actions where crawl.actions[action] == nil {
                crawl.actions[action] = uri
                let method = HTTPRequest.Method(action.method) ?? .get
                if routes.route(method, pathOnly(action.path)) == nil {
                    crawl.problems.append("form \(action.method) \(action.path) reaches no registered route (on \(uri))")
                }
            }
        }
        return crawl
    }
}
