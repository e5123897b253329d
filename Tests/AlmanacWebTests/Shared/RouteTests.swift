import Foundation
import Testing

@testable import AlmanacWeb

@Suite struct RouteTests {
    @Test func aLinkFillsTheParametersInOrderAndEscapesEachAsOneSegment() {
        let route = Route("/timelines/{timeline}/events/{id}")
        #expect(route.parameterNames == ["timeline", "id"])
        #expect(route.href("a b", "x/y?z").description == "/timelines/a%20b/events/x%2Fy%3Fz")
    }

    @Test func queryItemsAreEscapedAndNilOnesLeftOut() {
        let href = Route("/food/{day}").href("2026-11-24", query: ["tab": "a&b=c", "q": nil])
        #expect(href.description == "/food/2026-11-24?tab=a%26b%3Dc")
        #expect(href.adding("from", "x y").description == "/food/2026-11-24?tab=a%26b%3Dc&from=x%20y")
        #expect(Route("/today").href.fragment("standup").description == "/today#standup")
    }

    /// A query value made only of path characters is kept as it is (the fast path for a page to
    /// come back to); every value is encoded as Foundation encodes it for a query.
    @Test func aQueryValueIsEncodedAsFoundationEncodesIt() {
        let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+?#"))
        for value in ["/tasks/anytime", "/tasks/item/01a2?back=/x", "a:b@c/d", "a b", "é/ü", "100%", "x#y", "/a+b", "~._-"] {
            let expected = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
            #expect(Href.encodeQuery(value) == expected, "\(value)")
        }
        #expect(Route("/tasks/item/{id}").href("t1", query: ["back": "/tasks/anytime"]).description == "/tasks/item/t1?back=/tasks/anytime")
    }
}
