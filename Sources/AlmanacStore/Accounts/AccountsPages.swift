import AlmanacCore
import Foundation
import GRDB

/// What the Settings page shows: the user's live tokens and their date order for quick entry.
public struct SettingsPageData: Sendable {
    public var tokens: [APIToken]
    public var dateOrder: DateOrder
}

extension AppDatabase {
    /// The Settings page's data, read in one transaction.
    public func settingsPage(owner: String) async throws -> SettingsPageData {
        let now = now()
        return try await read { db in
            SettingsPageData(
                tokens: try Self.liveTokens(owner: owner, db), dateOrder: try Self.taskCalendar(owner: owner, at: now, db).dateOrder)
        }
    }
}
