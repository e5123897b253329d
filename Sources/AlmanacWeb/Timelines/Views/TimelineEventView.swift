import AlmanacCore
import AlmanacStore
import Foundation

// MARK: - Event detail

struct TimelineEventView: Component {
    struct Model {
        var csrf: String
        var reference: TimelineCrossReference
    }
    var model: Model

    var event: TimelineEvent { model.reference.pivot }
    var today: LocalDay { model.reference.today }
    func timeline(_ id: String) -> Timeline? { model.reference.timelines.first { $0.id == id } }

    var body: Component {
        Div {
            Element(name: "article") {
                Paragraph {
                    Link(url: TimelinesRoutes.list.href(query: ["timeline": event.timelineId])) {
                        TimelineChip(timeline: timeline(event.timelineId))
                    }
                }
                H1(event.title)
                Paragraph(TimelinesFormat.dates(event)).class("tl-dates lead")
                Element(name: "dl") {
                    fact(
                        event.start.earliest > today ? "Starts" : (event.shape == .single ? "When" : "Started"),
                        TimelinesFormat.relative(event.start, today: today))
                    if let end = event.end {
                        fact(end.earliest > today ? "Ends" : "Ended", TimelinesFormat.relative(end, today: today))
                    }
                    if let duration = event.duration(today: today) {
                        fact(event.ongoing ? "Going on for" : "Lasted", duration.text)
                    }
                }
                .class("tl-facts")
                if !event.tags.isEmpty {
                    Element(name: "ul") {
                        for tag in event.tags {
                            ListItem { Link("#\(tag)", url: TimelineListParameters(filter: TimelineFilter(tag: tag)).url()) }
                        }
                    }
                    .class("tl-tags")
                    .attribute(named: "aria-label", value: "Tags")
                }
                if let notes = event.notes, !notes.isEmpty {
                    Div { Markdown.safeHTML(notes) }.class("tl-notes")
                }
                Div {
                    Link("Edit", url: TimelinesRoutes.editEvent.href(event.id)).class("button")
                    Link(
                        "Show on the graph",
                        url: TimelinesRoutes.graph.href(query: [
                            "from": String(event.start.year), "to": String(event.span(today: today).last.year),
                        ])
                    )
                    .class("button")
                    Form(url: TimelinesRoutes.deleteEvent.href(event.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                    }
                    .class("inline")
                }
                .class("actions")
            }
            .class("card")
            Element(name: "section") {
                H2("What was happening then")
                if model.reference.groups.isEmpty {
                    Paragraph("Nothing else on your timelines overlaps \(TimelinesFormat.dates(event)).").class("empty")
                } else {
                    for group in model.reference.groups {
                        Div {
                            H3 { TimelineChip(timeline: timeline(group.timelineId)) }
                            Element(name: "ul") {
                                for other in group.events {
                                    ListItem {
                                        Link(other.title, url: TimelinesRoutes.event.href(other.id))
                                        Span(TimelinesFormat.dates(other)).class("tl-date")
                                    }
                                }
                            }
                        }
                        .class("tl-group")
                    }
                    Link(
                        "Open as a list",
                        url: TimelineListParameters(filter: TimelineFilter(overlappingEventId: event.id), order: .oldestFirst).url())
                }
            }
            .class("card tl-crossref")
            .id("what-was-happening")
        }
        .class("stack tl-event")
    }

    func fact(_ term: String, _ value: String) -> Component {
        ComponentGroup {
            Element(name: "dt") { Text(term) }
            Element(name: "dd") { Text(value) }
        }
    }
}
