import AlmanacCore
import AlmanacStore
import Foundation

/// Search over text and tags; each result shows its snippet with the matches in `<mark>`,
/// built from plain pieces (the entry's text is never trusted as HTML).
struct JournalSearchView: Component {
    var page: JournalSearchPageData

    var body: Component {
        ComponentGroup {
            Div {
                H1("Search the journal")
                JournalNav()
            }
            .class("page-head")
            Form(url: JournalRoutes.search.href, method: .get) {
                Div {
                    Label("Search") {
                        Input(type: .search, name: "q", value: page.query).attribute(
                            named: "autofocus", value: page.query.isEmpty ? "autofocus" : nil)
                    }
                }
                .class("field")
                JournalFilterFields(filter: page.filter, tags: page.tags)
                SubmitRow(title: "Search")
            }
            .class("journal-filter")
            if !page.query.trimmingCharacters(in: .whitespaces).isEmpty {
                Paragraph(
                    page.hits.isEmpty
                        ? "Nothing found for “\(page.query)”."
                        : page.hits.count == 1
                            ? "1 entry found for “\(page.query)”." : "\(page.hits.count) entries found for “\(page.query)”."
                ).class("hint").attribute(named: "role", value: "status")
                List(page.hits) { hit in
                    ListItem {
                        H2 { Link(JournalText.title(hit.entry), url: JournalRoutes.entry.href(hit.entry.id)) }
                        EntryMeta(entry: hit.entry)
                        Paragraph {
                            for piece in hit.snippet.pieces {
                                if piece.highlighted { Element(name: "mark") { Text(piece.text) } } else { Text(piece.text) }
                            }
                        }
                        .class("snippet")
                        TagLinks(tags: hit.entry.tags)
                    }
                    .class("card")
                }
                .class("stack search-results")
            }
        }
    }
}
