import AlmanacCore

/// Every path of Tasks: the pages and forms, and (in `API`) the JSON operations under /api/v1.
enum TasksRoutes {
    static let home = Route("/tasks")
    static let search = Route("/tasks/search")
    static let list = Route("/tasks/lists/{id}")
    static let tag = Route("/tasks/tags/{name}")
    static let item = Route("/tasks/item/{id}")
    static let view = Route("/tasks/{view}")

    static let add = Route("/tasks/add")
    static let complete = Route("/tasks/item/{id}/complete")
    static let cancel = Route("/tasks/item/{id}/cancel")
    static let reopen = Route("/tasks/item/{id}/reopen")
    static let delete = Route("/tasks/item/{id}/delete")
    static let move = Route("/tasks/item/{id}/move")
    static let addChecklistItem = Route("/tasks/item/{id}/checklist")
    static let toggleChecklistItem = Route("/tasks/checklist/{id}/toggle")
    static let deleteChecklistItem = Route("/tasks/checklist/{id}/delete")
    static let lists = Route("/tasks/lists")
    static let deleteList = Route("/tasks/lists/{id}/delete")
    static let moveList = Route("/tasks/lists/{id}/move")
    static let addHeading = Route("/tasks/lists/{id}/headings")
    static let heading = Route("/tasks/headings/{id}")
    static let moveHeading = Route("/tasks/headings/{id}/move")
    static let deleteHeading = Route("/tasks/headings/{id}/delete")
    static let importPage = Route("/tasks/import")
    static let importConfirm = Route("/tasks/import/confirm")
    static let export = Route("/tasks/export")

    /// The pages a Tasks form may return to (`back`): Tasks' own, and the Today page, which lists
    /// today's to-dos.
    static let returnable = [home.pattern, TodayRoutes.today.pattern]

    /// A built-in view's page (`/tasks/today`).
    static func view(_ view: TaskView) -> Href { Self.view.href(view.rawValue) }

    enum API {
        static let lists = Route("/lists")
        static let list = Route("/lists/{id}")
        static let listTasks = Route("/lists/{id}/tasks")
        static let listHeadings = Route("/lists/{id}/headings")
        static let heading = Route("/headings/{id}")
        static let moveHeading = Route("/headings/{id}/move")
        static let tasks = Route("/tasks")
        static let parse = Route("/tasks/parse")
        static let task = Route("/tasks/{id}")
        static let move = Route("/tasks/{id}/move")
        static let complete = Route("/tasks/{id}/complete")
        static let cancel = Route("/tasks/{id}/cancel")
        static let reopen = Route("/tasks/{id}/reopen")
        static let view = Route("/views/{view}")
        static let imports = Route("/tasks/imports")
        static let importProgress = Route("/tasks/imports/{upload}/progress")
        static let export = Route("/tasks/export")

        /// The full path of an API link, for the page's scripts.
        static func url(_ href: Href) -> String { "/api/v1" + href.description }
    }
}
