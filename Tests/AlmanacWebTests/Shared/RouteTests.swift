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
}
