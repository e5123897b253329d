import AlmanacCore
import AlmanacStore
import Foundation

/// Subscribing from a phone's calendar: the live feeds (when made, last read, Revoke) and the
/// form that makes a new secret address (all blocks or one area's), shown once in the flash.
struct PlanFeedSettings: Component {
    var page: PlanPageData
    var csrf: String

    var body: Component {
        let areaNames = Dictionary(page.areas.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return Element(name: "section") {
            H2("Subscribe from your calendar")
            Paragraph(
                "A secret address of your blocks (a month back, three ahead) for your phone's calendar. Anyone with the address sees them; making a new one ends the old one."
            ).class("hint")
            if !page.feeds.isEmpty {
                List(page.feeds) { feed in
                    let scope = feed.areaId.map { areaNames[$0] ?? "One area" } ?? "All blocks"
                    return ListItem {
                        Span(scope).class("token-name")
                        Span(
                            "made \(Dates.instant(feed.createdAt, in: page.zone)) · "
                                + (feed.lastUsedAt.map { "last read \(Dates.instant($0, in: page.zone))" } ?? "not read yet")
                        ).class("hint")
                        Form(url: PlanRoutes.revokeFeed.href(feed.id), method: .post) {
                            CSRFField(token: csrf)
                            Button { Text("Revoke") }.attribute(named: "type", value: "submit").class("danger")
                                .attribute(named: "aria-label", value: "Revoke the feed of \(scope)")
                        }
                        .class("inline")
                    }
                }
                .class("tokens")
            }
            Form(url: PlanRoutes.feeds.href, method: .post) {
                CSRFField(token: csrf)
                SelectField(
                    label: "Blocks", name: "area", options: [("", "All blocks")] + page.areas.map { ($0.id, $0.name) }, selected: "")
                SubmitRow(title: "Make a new address")
            }
            .class("stack")
        }
        .class("plan-feeds stack").id("feeds")
    }
}
