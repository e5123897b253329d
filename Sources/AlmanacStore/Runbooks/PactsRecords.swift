import AlmanacCore
import Foundation
import GRDB

/// A pact row: its terms, its delay and the loosening or deletion that waits (`pending_*`).
public struct PactRecord: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "pacts"
    public var id: String
    public var ownerId: String
    public var kind: String
    public var text: String
    public var amount: String?
    public var consequence: String?
    public var delayHours: Int
    public var pendingText: String?
    public var pendingAmount: String?
    public var pendingConsequence: String?
    public var pendingDelayHours: Int?
    public var pendingDelete: Bool
    public var pendingAt: Date?
    public var createdAt: Date
    public var updatedAt: Date
    public var linkKind: String? = nil
    public var linkId: String? = nil
    public var referee: String? = nil
    public var pendingLinkKind: String? = nil
    public var pendingLinkId: String? = nil
    public var pendingReferee: String? = nil

    /// The pact as stored (a stored row always holds valid values; an unreadable amount is none).
    public var pact: Pact {
        let pending = pendingAt.map { at in
            PactPendingChange(
                terms: pendingText.map {
                    PactTerms(
                        text: $0, amount: Self.decimal(pendingAmount), consequence: pendingConsequence,
                        link: Self.link(pendingLinkKind, pendingLinkId), referee: pendingReferee)
                },
                delayHours: pendingDelayHours, deletes: pendingDelete, effectiveAt: at)
        }
        return Pact(
            id: id, kind: PactKind(rawValue: kind) ?? .effort,
            terms: PactTerms(
                text: text, amount: Self.decimal(amount), consequence: consequence, link: Self.link(linkKind, linkId), referee: referee),
            delayHours: delayHours, pending: pending, createdAt: createdAt)
    }

    /// Writes `pact`'s terms and pending change into the row.
    mutating func store(_ pact: Pact, at now: Date) {
        text = pact.terms.text
        amount = pact.terms.amount.map { "\($0)" }
        consequence = pact.terms.consequence
        linkKind = pact.terms.link?.kind.rawValue
        linkId = pact.terms.link?.id
        referee = pact.terms.referee
        delayHours = pact.delayHours
        pendingText = pact.pending?.terms?.text
        pendingAmount = pact.pending?.terms?.amount.map { "\($0)" }
        pendingConsequence = pact.pending?.terms?.consequence
        pendingLinkKind = pact.pending?.terms?.link?.kind.rawValue
        pendingLinkId = pact.pending?.terms?.link?.id
        pendingReferee = pact.pending?.terms?.referee
        pendingDelayHours = pact.pending?.delayHours
        pendingDelete = pact.pending?.deletes ?? false
        pendingAt = pact.pending?.effectiveAt
        updatedAt = now
    }

    static func link(_ kind: String?, _ id: String?) -> PactLink? {
        guard let kind = kind.flatMap(PactLinkKind.init(rawValue:)), let id else { return nil }
        return PactLink(kind: kind, id: id)
    }

    static func decimal(_ text: String?) -> Decimal? {
        text.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
    }
}

/// One day of a pact, kept or broken, with an optional reason.
public struct PactMarkRecord: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "pact_marks"
    public var id: String
    public var ownerId: String
    public var pactId: String
    public var day: String
    public var kept: Bool
    public var reason: String?
    public var createdAt: Date

    /// The mark (nil for a day that does not read as YYYY-MM-DD, which no write stores).
    public var mark: PactMark? { LocalDay(day).map { PactMark(day: $0, kept: kept, reason: reason) } }
}
