import AlmanacCore
import Foundation
import GRDB

// The data of each Prices page, read in one transaction. The calculator itself reads nothing:
// its state travels in the form.

/// The saved comparisons, most recently changed first.
public struct SavedComparisonsPageData: Sendable {
    public var comparisons: [SavedComparison]
}

extension AppDatabase {
    public func savedComparisonsPage(owner: String) async throws -> SavedComparisonsPageData {
        SavedComparisonsPageData(comparisons: try await savedComparisons(owner: owner))
    }

    /// One saved comparison, opened in the calculator.
    public func comparisonPage(owner: String, id: String) async throws -> SavedComparison {
        try await savedComparison(owner: owner, id: id)
    }
}
