/// The cards of the Today page. Their order is a person's setting; the standard one leads with
/// what a person acts on (the to-dos, then the intention), then the rest.
public enum TodayCard: String, CaseIterable, Codable, Sendable {
    case todos, focus, habits, standup, goals, onThisDay, modules

    public var title: String {
        switch self {
        case .todos: "Today's to-dos"
        case .focus: "Focus and presence"
        case .habits: "Habits"
        case .standup: "Daily standup"
        case .goals: "This week's goals"
        case .onThisDay: "On this day"
        case .modules: "Day modules"
        }
    }

    public static let standardOrder: [TodayCard] = [.todos, .focus, .habits, .standup, .goals, .onThisDay, .modules]

    /// An order as a person sets it: every name a card, each at most once; the cards not named
    /// follow in their standard order, so a new card never goes missing.
    public static func order(_ names: [String]) throws(AlmanacError) -> [TodayCard] {
        var chosen: [TodayCard] = []
        for name in names {
            guard let card = TodayCard(rawValue: name) else {
                throw .invalid("todayCards", "The cards of Today are \(allCases.map(\.rawValue).joined(separator: ", ")), not “\(name)”.")
            }
            guard !chosen.contains(card) else { throw .invalid("todayCards", "“\(card.title)” is chosen twice; put each card once.") }
            chosen.append(card)
        }
        return chosen + standardOrder.filter { !chosen.contains($0) }
    }

    /// The order as stored, read leniently: unknown or repeated names are skipped.
    public static func stored(_ names: [String]) -> [TodayCard] {
        var chosen: [TodayCard] = []
        for card in names.compactMap(TodayCard.init(rawValue:)) where !chosen.contains(card) { chosen.append(card) }
        return chosen + standardOrder.filter { !chosen.contains($0) }
    }
}
