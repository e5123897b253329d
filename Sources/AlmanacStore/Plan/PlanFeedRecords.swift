import AlmanacCore
import Foundation
import GRDB

/// A published iCalendar feed of a person's blocks (all, or one area's): only the SHA-256 of its
/// secret is stored; the address is shown once, when it is made.
public struct PlanFeed: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "plan_feeds"
    public var id: String
    public var ownerId: String
    /// Nil: every block; otherwise only this area's.
    public var areaId: String?
    public var tokenHash: String
    public var createdAt: Date
    public var lastUsedAt: Date?
    public var revokedAt: Date?
}

/// What a feed's address answers: the person's blocks of the feed's window, as iCalendar text.
public struct PlanFeedCalendar: Sendable {
    public var feed: PlanFeed
    public var text: String
}
