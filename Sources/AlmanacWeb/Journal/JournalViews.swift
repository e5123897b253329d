import AlmanacCore
import AlmanacStore
import Foundation

/// Dates and names as the journal writes them.
enum JournalText {
    /// "Friday 3 May 2024".
    static func date(_ day: LocalDay) -> String { Dates.longWithYear(day) }
    /// "May 2024".
    static func month(year: Int, month: Int) -> String { Dates.month(year: year, month: month) }

    static func title(_ entry: JournalEntry) -> String {
        entry.headline.isEmpty ? "Entry of \(date(entry.day))" : entry.headline
    }

    static func mood(_ feeling: Feeling) -> String { "\(feeling.emoji) \(feeling.rawValue)" }

    /// The text below the title: without its first line when the title shows that line whole
    /// (a heading, or a line short enough), so it is not written twice.
    static func body(_ entry: JournalEntry) -> String {
        let lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return entry.text }
        guard lines[index].hasPrefix("#") || !entry.headline.hasSuffix("…") else { return entry.text }
        return lines[(index + 1)...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The journal's own navigation: timeline, new entry, calendar, search, templates.
struct JournalNav: Component {
    var body: Component {
        Navigation {
            Link("Timeline", url: JournalRoutes.timeline.href)
            Link("Calendar", url: JournalRoutes.calendar.href)
            Link("Search", url: JournalRoutes.search.href)
            Link("Templates", url: JournalRoutes.templates.href)
            Link("New entry", url: JournalRoutes.newEntry.href).class("button primary")
        }
        .class("journal-nav")
        .accessibilityLabel("Journal")
    }
}

/// The date, time, mood, location and tags of an entry.
struct EntryMeta: Component {
    var entry: JournalEntry

    var body: Component {
        Paragraph {
            Element(name: "time") { Text("\(JournalText.date(entry.day)), \(entry.time)") }
                .attribute(named: "datetime", value: Timestamp.text(entry.writtenAt))
            if let mood = entry.mood { Span(" · \(JournalText.mood(mood))").class("journal-mood") }
            if let location = entry.location { Span(" · 📍 \(location)").class("journal-location") }
            if let template = entry.template { Span(" · \(template.title)").class("journal-template") }
        }
        .class("journal-meta")
    }
}

struct TagLinks: Component {
    var tags: [String]

    var body: Component {
        guard !tags.isEmpty else { return EmptyComponent() }
        return List(tags) { tag in
            ListItem { Link("#\(tag)", url: JournalRoutes.timeline.href(query: ["tag": tag])) }
        }
        .class("journal-tags")
    }
}

/// The photos of an entry as a grid of links to the files (HEIC as a download tile).
struct EntryPhotos: Component {
    var photos: [DayPhoto]

    var body: Component {
        guard !photos.isEmpty else { return EmptyComponent() }
        return List(Array(photos.enumerated())) { index, photo in
            let label = photo.caption ?? "Photo \(index + 1)"
            return ListItem {
                if photo.isViewableInBrowsers {
                    Link(url: TodayRoutes.photo.href(photo.id)) {
                        Image(url: TodayRoutes.photo.href(photo.id).description, description: label).attribute(
                            named: "loading", value: "lazy")
                    }
                    .class("photo-frame")
                } else {
                    Link(url: TodayRoutes.photo.href(photo.id, query: ["download": "1"])) {
                        Span("HEIC").class("photo-kind")
                        Span("Download").class("photo-download")
                    }
                    .class("photo-frame photo-placeholder")
                    .attribute(named: "aria-label", value: "Download \(label) (HEIC)")
                }
            }
            .class("photo-tile")
        }
        .class("photo-grid journal-photos")
    }
}

/// One entry on the timeline: its meta, the Markdown rendered safely, tags and photos.
struct EntryCard: Component {
    var entry: JournalEntry

    var body: Component {
        Element(name: "article") {
            H2 { Link(JournalText.title(entry), url: JournalRoutes.entry.href(entry.id)) }
            EntryMeta(entry: entry)
            let body = JournalText.body(entry)
            if !body.isEmpty { Div { Markdown.safeHTML(body) }.class("journal-text") }
            EntryPhotos(photos: entry.photos)
            TagLinks(tags: entry.tags)
        }
        .class("card journal-entry")
    }
}

/// The filter form of the timeline and search (a GET form, so it works without JavaScript).
struct JournalFilterFields: Component {
    var filter: JournalFilter
    var tags: [String]

    var body: Component {
        ComponentGroup {
            SelectField(
                label: "Tag", name: "tag", options: [("", "Any tag")] + tags.map { ($0, "#\($0)") }, selected: filter.tag ?? "")
            SelectField(
                label: "Mood", name: "mood", options: [("", "Any mood")] + Feeling.allCases.map { ($0.rawValue, JournalText.mood($0)) },
                selected: filter.mood?.rawValue ?? "")
            Div {
                Element(name: "label") {
                    Input(type: .checkbox, name: "photos", value: "1").attribute(
                        named: "checked", value: filter.withPhotos ? "checked" : nil)
                    Text(" With photos")
                }
            }
            .class("field checkbox")
        }
    }
}
