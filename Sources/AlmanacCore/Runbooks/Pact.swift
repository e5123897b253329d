import Foundation

/// Indistractable's three precommitments.
public enum PactKind: String, Codable, Sendable, CaseIterable {
    /// A rule the person sets themselves ("no phone in the bedroom").
    case effort
    /// An amount they give to someone they name if they break it (an honour ledger: Almanac moves no money).
    case price
    /// "I am someone who …", counted as acts kept.
    case identity

    public var label: String {
        switch self {
        case .effort: "Effort pact"
        case .price: "Price pact"
        case .identity: "Identity pact"
        }
    }
}

/// What a pact can be attached to: one weekly goal, one habit or one block of a day's plan.
public enum PactLinkKind: String, Codable, Sendable, CaseIterable {
    case goal, habit, block

    public var label: String {
        switch self {
        case .goal: "goal"
        case .habit: "habit"
        case .block: "block"
        }
    }
}

/// The goal, habit or block a pact holds for.
public struct PactLink: Hashable, Codable, Sendable {
    public var kind: PactLinkKind
    public var id: String

    public init(kind: PactLinkKind, id: String) {
        self.kind = kind
        self.id = id
    }

    /// The form's and the CLI's spelling: "goal:ID", "habit:ID", "block:ID"; empty is none.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = PactLinkKind(rawValue: parts[0]), !parts[1].isEmpty, parts[1].count <= 64 else { return nil }
        self.init(kind: kind, id: parts[1])
    }

    public var description: String { "\(kind.rawValue):\(id)" }
}

/// What a pact says: its words and, for a price pact, the amount and what happens with it; the
/// goal, habit or block it is attached to and the referee shown on it (both optional).
public struct PactTerms: Equatable, Codable, Sendable {
    public var text: String
    public var amount: Decimal?
    public var consequence: String?
    public var link: PactLink?
    /// A referee's e-mail address, shown on the pact (Almanac sends nothing by mail).
    public var referee: String?

    public init(text: String, amount: Decimal? = nil, consequence: String? = nil, link: PactLink? = nil, referee: String? = nil) {
        self.text = text
        self.amount = amount
        self.consequence = consequence
        self.link = link
        self.referee = referee
    }
}

/// A change the person asked for that loosens a pact: it waits until `effectiveAt`.
public struct PactPendingChange: Equatable, Codable, Sendable {
    /// The new terms, or nil when only the delay or a deletion waits.
    public var terms: PactTerms?
    public var delayHours: Int?
    public var deletes: Bool
    public var effectiveAt: Date

    public init(terms: PactTerms? = nil, delayHours: Int? = nil, deletes: Bool = false, effectiveAt: Date) {
        self.terms = terms
        self.delayHours = delayHours
        self.deletes = deletes
        self.effectiveAt = effectiveAt
    }
}

/// A pact as it stands at one instant, with the loosening that waits (if any).
public struct Pact: Equatable, Sendable, Identifiable {
    public var id: String
    public var kind: PactKind
    public var terms: PactTerms
    public var delayHours: Int
    public var pending: PactPendingChange?
    public var createdAt: Date

    public init(id: String, kind: PactKind, terms: PactTerms, delayHours: Int, pending: PactPendingChange? = nil, createdAt: Date) {
        self.id = id
        self.kind = kind
        self.terms = terms
        self.delayHours = delayHours
        self.pending = pending
        self.createdAt = createdAt
    }

    /// The pact at `now`: a pending change whose time has come is applied; nil when a deletion has.
    public func settled(at now: Date) -> Pact? {
        guard let pending, pending.effectiveAt <= now else { return self }
        if pending.deletes { return nil }
        var value = self
        if let terms = pending.terms { value.terms = terms }
        if let hours = pending.delayHours { value.delayHours = hours }
        value.pending = nil
        return value
    }

    /// Asks for new terms and delay at `now`. A change that only tightens (a higher amount, a
    /// longer delay, the same words) takes effect at once; any other (new words, a lower amount,
    /// a shorter delay) waits the pact's delay, measured in elapsed hours (a DST change does not
    /// shorten it). A new request replaces one that waits. Returns whether it took effect now.
    @discardableResult
    public mutating func change(to newTerms: PactTerms, delayHours newDelay: Int, at now: Date) throws(AlmanacError) -> Bool {
        let terms = try PactRules.terms(kind: kind, newTerms)
        let delay = try PactRules.delay(newDelay)
        if terms == self.terms && delay == delayHours {
            pending = nil
            return true
        }
        if PactRules.tightens(from: self.terms, delayHours: delayHours, to: terms, delayHours: delay) {
            self.terms = terms
            delayHours = delay
            pending = nil
            return true
        }
        pending = PactPendingChange(
            terms: terms == self.terms ? nil : terms, delayHours: delay == delayHours ? nil : delay, effectiveAt: effectiveAt(from: now))
        return false
    }

    /// Asks to delete the pact: it goes once the delay has passed.
    public mutating func requestDeletion(at now: Date) {
        pending = PactPendingChange(deletes: true, effectiveAt: effectiveAt(from: now))
    }

    /// Withdraws a waiting loosening or deletion: keeping the pact as it is tightens, so at once.
    public mutating func keepAsItIs() {
        pending = nil
    }

    /// When a loosening asked for at `now` takes effect: the delay in elapsed hours.
    public func effectiveAt(from now: Date) -> Date {
        now.addingTimeInterval(TimeInterval(delayHours) * 3_600)
    }
}

/// One day's mark: kept or broken, with an optional reason.
public struct PactMark: Equatable, Codable, Sendable {
    public var day: LocalDay
    public var kept: Bool
    public var reason: String?

    public init(day: LocalDay, kept: Bool, reason: String? = nil) {
        self.day = day
        self.kept = kept
        self.reason = reason
    }
}

/// A pact over a span of days (the week of the retrospective): the days kept and broken.
public struct PactWeek: Equatable, Sendable {
    public var pact: Pact
    public var marks: [PactMark]

    public init(pact: Pact, marks: [PactMark]) {
        self.pact = pact
        self.marks = marks
    }

    public var kept: Int { marks.filter(\.kept).count }
    public var broken: Int { marks.filter { !$0.kept }.count }
    /// The honour ledger of a price pact: its amount for each broken day.
    public var owed: Decimal? { pact.terms.amount.map { $0 * Decimal(broken) } }
    /// How the marked days add up, as the Pacts page and the retrospective say it: an identity
    /// pact ("I am someone who …") counts acts, never days in a row or days missed; the others,
    /// days kept and broken.
    public var tally: String {
        pact.kind == .identity ? "\(kept) \(kept == 1 ? "act" : "acts")" : "\(kept) kept, \(broken) broken"
    }
}

/// The rules of pacts, checked once here for the web, the API and the CLI.
public enum PactRules {
    public static let textLimit = 500
    public static let consequenceLimit = 500
    public static let reasonLimit = 500
    /// Hours before a loosening takes effect: from one hour to 90 days; a week unless chosen.
    public static let delayHours = Quantity("hours before loosening a pact takes effect", unit: "h", 1...2_160, isWhole: true)
    public static let standardDelayHours = 168
    /// An amount of a price pact, in the person's own currency.
    public static let amount = Quantity("the amount of a price pact", 0...1_000_000, excludesMinimum: true)

    public static func delay(_ hours: Int) throws(AlmanacError) -> Int {
        try delayHours.check(hours, field: "delayHours")
    }

    /// Checked terms: the words required; a price pact needs an amount and what happens with it,
    /// the other kinds have neither. The referee, if any, is an e-mail address.
    public static func terms(kind: PactKind, _ terms: PactTerms) throws(AlmanacError) -> PactTerms {
        var checked = try wordsAndPrice(kind: kind, terms)
        checked.link = terms.link
        checked.referee = try referee(terms.referee)
        return checked
    }

    static func wordsAndPrice(kind: PactKind, _ terms: PactTerms) throws(AlmanacError) -> PactTerms {
        let text = try Validate.title(terms.text, field: "text", max: textLimit)
        var consequence: String?
        if let value = terms.consequence {
            let line = try Validate.line(value, field: "consequence", max: consequenceLimit)
            consequence = line.isEmpty ? nil : line
        }
        guard kind == .price else {
            if terms.amount != nil { throw .invalid("amount", "Only a price pact has an amount.") }
            if consequence != nil { throw .invalid("consequence", "Only a price pact says what happens with the amount.") }
            return PactTerms(text: text)
        }
        guard let amount = terms.amount else { throw .invalid("amount", "A price pact needs the amount you would give.") }
        let checked = try Self.amount.check(NSDecimalNumber(decimal: amount).doubleValue, field: "amount")
        guard checked > 0 else { throw .invalid("amount", "A price pact needs an amount more than 0.") }
        guard let consequence else {
            throw .invalid("consequence", "Say what happens with the amount, e.g. “I give it to Sam”.")
        }
        return PactTerms(text: text, amount: amount, consequence: consequence)
    }

    /// An amount as typed: digits with a decimal point or comma.
    public static func parseAmount(_ text: String?) throws(AlmanacError) -> Decimal? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let normalized = text.contains(".") ? text : text.replacingOccurrences(of: ",", with: ".")
        guard normalized.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX"))
        else { throw .invalid("amount", "The amount must be a number such as 20 or 12.50; “\(text)” is not one.") }
        try amount.check(NSDecimalNumber(decimal: value).doubleValue, field: "amount")
        return value
    }

    /// A link as the form, the API and the CLI spell it ("goal:ID", "habit:ID", "block:ID");
    /// nil or empty is none.
    public static func link(_ text: String?) throws(AlmanacError) -> PactLink? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let link = PactLink(parsing: text) else {
            throw .invalid("link", "Attach a pact to goal:ID, habit:ID or block:ID, or to nothing; “\(text.prefix(80))” is none of them.")
        }
        return link
    }

    /// The longest e-mail address (RFC 5321's path limit).
    public static let refereeLimit = 254

    /// A referee's e-mail address as typed: trimmed, empty is none; else one `@` between a local
    /// part and a domain of at least two dot-separated labels, no spaces, at most 254 characters.
    public static func referee(_ value: String?) throws(AlmanacError) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        let refusal = AlmanacError.invalid(
            "referee", "The referee is an e-mail address such as sam@example.org; “\(value.prefix(80))” is not one.")
        guard value.count <= refereeLimit else {
            throw .invalid("referee", "The referee's e-mail address is at most \(refereeLimit) characters.")
        }
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty, local.count <= 64 else { throw refusal }
        let localAllowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-")
        guard local.allSatisfy(localAllowed.contains), !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..") else {
            throw refusal
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2,
            labels.allSatisfy({ label in
                !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }),
            labels.last?.allSatisfy(\.isLetter) == true
        else { throw refusal }
        return value
    }

    /// True when going from the old terms and delay to the new ones only makes the pact stricter:
    /// the same words and consequence, an amount no lower, a delay no shorter, and the attachment
    /// and referee kept or newly added (attaching a free pact to a goal, habit or block, or naming
    /// a referee where there was none, holds at once; moving, removing or changing them loosens,
    /// so it waits). New words cannot be judged stricter by a program, so they wait.
    public static func tightens(from old: PactTerms, delayHours oldDelay: Int, to new: PactTerms, delayHours newDelay: Int) -> Bool {
        guard old.text == new.text, old.consequence == new.consequence, newDelay >= oldDelay else { return false }
        guard old.link == nil || old.link == new.link, old.referee == nil || old.referee == new.referee else { return false }
        switch (old.amount, new.amount) {
        case (nil, nil): return true
        case (let old?, let new?): return new >= old
        default: return false
        }
    }

    /// A day's reason: optional, one line.
    public static func reason(_ value: String?) throws(AlmanacError) -> String? {
        guard let value else { return nil }
        let text = try Validate.line(value, field: "reason", max: reasonLimit)
        return text.isEmpty ? nil : text
    }

    /// A day may be marked from the day the pact was made to today (the person's day), not ahead.
    public static func markable(_ day: LocalDay, madeOn: LocalDay, today: LocalDay) throws(AlmanacError) {
        guard day <= today else { throw .invalid("day", "A day can be marked once it has come; \(day) is after today.") }
        guard day >= madeOn else { throw .invalid("day", "The pact was made on \(madeOn); \(day) is before it.") }
    }
}
