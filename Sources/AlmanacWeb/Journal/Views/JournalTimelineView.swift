import AlmanacCore
import AlmanacStore
import Foundation

/// `/journal`: on this day, the filter, the entries newest first and a plain "Older" link.
struct JournalTimelineView: Component {
    struct Model {
        var page: JournalTimelinePageData
    }
    var model: Model

    var filterQuery: KeyValuePairs<String, String?> {
        [
            "tag": model.page.filter.tag, "mood": model.page.filter.mood?.rawValue, "photos": model.page.filter.withPhotos ? "1" : nil,
            "day": model.page.filter.day?.description, "before": model.page.olderAfter,
        ]
    }

    var body: Component {
        let filter = model.page.filter
        return ComponentGroup {
            Div {
                H1("Journal")
                Paragraph(
                    filter.day.map { "Entries of \(JournalText.date($0))." }
                        ?? "Your entries, newest first. Write about today, or catch up on a day gone by."
                ).class("lead")
                JournalNav()
            }
            .class("page-head")
            OnThisDayView(memories: model.page.onThisDay)
            Form(url: JournalRoutes.timeline.href, method: .get) {
                JournalFilterFields(filter: filter, tags: model.page.tags)
                Div {
                    Button { Text("Filter") }.attribute(named: "type", value: "submit")
                    if !filter.isEmpty { Link("Show all", url: JournalRoutes.timeline.href) }
                }
                .class("actions")
            }
            .class("journal-filter")
            if model.page.entries.isEmpty {
                Paragraph {
                    Text(filter.isEmpty ? "No entries yet. " : "No entries match. ")
                    Link("Write the first one", url: JournalRoutes.newEntry.href)
                }
                .class("empty")
            } else {
                Div {
                    for entry in model.page.entries { EntryCard(entry: entry) }
                }
                .class("stack journal-timeline")
            }
            if model.page.olderAfter != nil {
                Navigation {
                    Link("Older entries →", url: JournalRoutes.timeline.href(query: filterQuery)).attribute(named: "rel", value: "next")
                }
                .class("pager")
            }
        }
    }
}
