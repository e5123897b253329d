import AlmanacCore

/// Every path of Runbooks: the pages and forms, and (in `API`) the JSON operations under /api/v1.
enum RunbooksRoutes {
    static let list = Route("/runbooks")
    static let fromTemplate = Route("/runbooks/from-template")
    static let contacts = Route("/runbooks/contacts")
    static let contact = Route("/runbooks/contacts/{id}")
    static let deleteContact = Route("/runbooks/contacts/{id}/delete")
    static let emergency = Route("/runbooks/emergency-number")
    static let runbook = Route("/runbooks/{id}")
    static let edit = Route("/runbooks/{id}/edit")
    static let delete = Route("/runbooks/{id}/delete")
    static let uses = Route("/runbooks/{id}/uses")
    static let thoughtRecord = Route("/runbooks/{id}/thought-record")
    static let print = Route("/runbooks/{id}/print")
    static let markdown = Route("/runbooks/{id}/markdown")
    static let steps = Route("/runbooks/{id}/steps")
    static let step = Route("/runbooks/{id}/steps/{step}")
    static let moveStep = Route("/runbooks/{id}/steps/{step}/move")
    static let deleteStep = Route("/runbooks/{id}/steps/{step}/delete")
    static let pacts = Route("/runbooks/pacts")
    static let pact = Route("/runbooks/pacts/{id}")
    static let markPact = Route("/runbooks/pacts/{id}/mark")
    static let keepPact = Route("/runbooks/pacts/{id}/keep")
    static let deletePact = Route("/runbooks/pacts/{id}/delete")

    /// Relative to /api/v1.
    enum API {
        static let runbooks = Route("/runbooks")
        static let runbook = Route("/runbooks/{id}")
        static let uses = Route("/runbooks/{id}/uses")
        static let contacts = Route("/runbook-contacts")
        static let contact = Route("/runbook-contacts/{id}")
        static let emergency = Route("/runbook-settings")
        static let pacts = Route("/pacts")
        static let pact = Route("/pacts/{id}")
        static let pactMarks = Route("/pacts/{id}/marks")
        static let keepPact = Route("/pacts/{id}/keep")

        static func url(_ href: Href) -> String { "/api/v1" + href.description }
    }
}
