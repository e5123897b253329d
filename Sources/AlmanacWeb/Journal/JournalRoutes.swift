/// Every path of the Journal: the timeline, entries and their editor, the calendar, search and
/// templates, and (in `API`) the JSON operations under /api/v1.
enum JournalRoutes {
    static let timeline = Route("/journal")
    static let newEntry = Route("/journal/new")
    static let entries = Route("/journal/entries")
    static let entry = Route("/journal/entries/{id}")
    static let editEntry = Route("/journal/entries/{id}/edit")
    static let deleteEntry = Route("/journal/entries/{id}/delete")
    static let entryPhotos = Route("/journal/entries/{id}/photos")
    static let discardDraft = Route("/journal/draft/discard")
    static let calendar = Route("/journal/calendar")
    static let search = Route("/journal/search")
    static let templates = Route("/journal/templates")

    /// Relative to /api/v1.
    enum API {
        static let entries = Route("/journal/entries")
        static let entry = Route("/journal/entries/{id}")
        static let search = Route("/journal/search")
        static let draft = Route("/journal/draft")
        static let templates = Route("/journal/templates")
        static let template = Route("/journal/templates/{kind}")
        static let onThisDay = Route("/journal/on-this-day")
    }
}
