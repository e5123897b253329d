import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON shapes of headings inside a list.
extension TasksJSON {
    public struct HeadingJSON: APIType, Codable {
        var id: String
        var listId: String
        var title: String
        var archived: Bool
        /// The heading's place among its list's headings: they are ordered by this key.
        var orderKey: String

        public init(_ heading: TaskHeading) {
            id = heading.id
            listId = heading.listId
            title = heading.title
            archived = heading.archived
            orderKey = heading.orderKey
        }
    }

    /// `POST /lists/{id}/headings`.
    struct CreateHeading: APIType, Codable {
        var title: String
        var before: String?
        var after: String?

        var placement: TaskPlacement {
            get throws {
                if before != nil, after != nil { throw AlmanacError.invalid("before", "Send before or after, not both.") }
                return before.map { .before($0) } ?? after.map { .after($0) } ?? .bottom
            }
        }

        static let fieldNotes: [String: Schema] = ["title": .title]
    }

    /// `PATCH /headings/{id}`.
    struct PatchHeading: APIType, Codable {
        var title: String?
        var archived: Bool?
        static let fieldNotes: [String: Schema] = ["title": .title]
    }

    /// `GET /lists/{id}/headings`: the headings in their order, and the open to-dos grouped under
    /// them (those under no heading first).
    /// (`almanac tasks heading list --json` prints it too.)
    public struct ListHeadingsJSON: APIType, Codable {
        struct Group: Codable {
            var heading: HeadingJSON?
            var tasks: [TaskJSON]
        }
        var headings: [HeadingJSON]
        var groups: [Group]

        public init(headings: [TaskHeading], sections: [TaskSection]) {
            self.headings = headings.map(HeadingJSON.init)
            groups = sections.map { Group(heading: $0.heading.map(HeadingJSON.init), tasks: $0.tasks.map(TaskJSON.init)) }
        }
    }
}
