import Foundation

/// Anything the food search can find: an SR28 food, a custom food or a recipe.
public struct SearchableFood: Codable, Equatable, Sendable {
    public struct Flags: OptionSet, Codable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let branded = Flags(rawValue: 1 << 0)
        public static let babyFood = Flags(rawValue: 1 << 1)
        public static let fastFood = Flags(rawValue: 1 << 2)
        public static let restaurant = Flags(rawValue: 1 << 3)
        /// In USDA's dietary survey: an everyday food.
        public static let survey = Flags(rawValue: 1 << 4)
        public static let custom = Flags(rawValue: 1 << 5)
        public static let recipe = Flags(rawValue: 1 << 6)
        /// Industrial ingredients, USDA commodities, regional (Alaska Native) foods: rarely meant.
        public static let specialist = Flags(rawValue: 1 << 7)
    }

    /// The id the caller logs with: the NDB for SR28 foods, a UUIDv7 for custom foods and recipes.
    public var id: String
    public var ndb: String?
    /// The catalogue name (SR28's long description, or what the user typed).
    public var name: String
    public var friendlyName: String
    public var comName: String
    public var groupName: String
    public var flags: Flags

    public init(
        id: String, ndb: String? = nil, name: String, friendlyName: String? = nil, comName: String = "", groupName: String = "",
        flags: Flags = []
    ) {
        self.id = id
        self.ndb = ndb
        self.name = name
        self.friendlyName = friendlyName ?? name
        self.comName = comName
        self.groupName = groupName
        self.flags = flags
    }

    /// The searchable form of an SR28 food, its flags read from its group, manufacturer and wording.
    public init(_ food: FoodRecord) {
        var flags: Flags = []
        if food.isSurvey { flags.insert(.survey) }
        if !food.manufacturer.isEmpty || FriendlyName.looksLikeBrand(food.longDesc) { flags.insert(.branded) }
        let lower = food.longDesc.lowercased()
        if food.groupCode == "0300" || lower.hasPrefix("babyfood") || lower.hasPrefix("infant formula") { flags.insert(.babyFood) }
        if food.groupCode == "2100" || lower.hasPrefix("fast food") { flags.insert(.fastFood) }
        if food.groupCode == "3600" || lower.hasPrefix("restaurant") { flags.insert(.restaurant) }
        if food.groupCode == "3500" || lower.contains("industrial") || lower.contains("usda commodity") || lower.contains("alaska native") {
            flags.insert(.specialist)
        }
        self.init(
            id: food.ndb, ndb: food.ndb, name: food.longDesc, friendlyName: FriendlyName.make(longDescription: food.longDesc),
            comName: food.comName, groupName: food.groupName, flags: flags)
    }
}

public struct FoodSearchHit: Codable, Equatable, Sendable {
    public var id: String
    public var ndb: String?
    public var name: String
    public var friendlyName: String
    public var score: Double
}

/// Food search over every food at once, built once and then queried many times.
///
/// Ranking, strongest signal first:
/// - how many query words the food matches (a food missing a word ranks below every food that has all);
/// - where they match: the head (text before the first comma, after headings such as `Beverages`)
///   counts most, later parts less, common names (SR28 ComName) a little less;
/// - how the word matched: exactly or as a plural (1), a synonym (0.9), a typo (0.85, 0.7 for two
///   edits), the start of a longer word (0.6), part of a compound (`soymilk`);
/// - a food whose whole head is what was asked for (`Bananas, raw` for `banana`, not `Pepper, banana`);
/// - plain foods: few words beyond the query, raw/plain/brewed, in USDA's survey;
/// - penalties for baby food, fast food, restaurant, branded and specialist items;
/// - the user's history: foods logged often come first among those that match every word.
public struct FoodSearchIndex: Sendable {
    struct Posting: Sendable {
        var food: Int32
        var weight: Float
    }

    public let foods: [SearchableFood]
    let termIds: [String: Int32]
    let terms: [String]
    let postings: [[Posting]]
    /// Sorted (term, id) for prefix look-ups.
    let sortedTerms: [(String, Int32)]
    let trigramTerms: [String: [Int32]]
    /// Words of each food's head, and of each of its common names: a food whose head (or one of
    /// whose common names) the query covers entirely is what was asked for.
    let heads: [[[Int32]]]
    /// The friendly name's head (`2% milk`, `Buttermilk`): a second, weaker say on what the food is.
    let friendlyHeads: [[Int32]]
    let wordCounts: [Int]
    let priors: [Float]
    let indexById: [String: Int]

    public init(foods: [SearchableFood]) {
        var termIds: [String: Int32] = [:]
        var terms: [String] = []
        var postingsByTerm: [[Posting]] = []
        var heads: [[[Int32]]] = []
        var friendlyHeads: [[Int32]] = []
        var wordCounts: [Int] = []
        var priors: [Float] = []

        func id(of term: String) -> Int32 {
            if let id = termIds[term] { return id }
            let id = Int32(terms.count)
            termIds[term] = id
            terms.append(term)
            postingsByTerm.append([])
            return id
        }

        for (foodIndex, food) in foods.enumerated() {
            var best: [Int32: Float] = [:]
            func add(_ term: String, _ weight: Float) {
                let termId = id(of: term)
                if weight > best[termId, default: 0] { best[termId] = weight }
            }
            let segments = Self.segments(of: food.name)
            var head: [Int32] = []
            // `Nuts, cashew nuts`: the heading's own word does not have to be asked for.
            let headingWords = Set(segments.filter(\.isHeading).flatMap(\.words))
            for segment in segments {
                let weight: Float = segment.isHeading ? 0.4 : (segment.rank == 0 ? 1.0 : segment.rank == 1 ? 0.8 : 0.6)
                for word in segment.words {
                    add(word, weight)
                    if segment.rank == 0 && !segment.isHeading && !Self.isNumber(word) && !headingWords.contains(word) {
                        head.append(id(of: word))
                    }
                }
            }
            let friendly = Self.segments(of: Self.removingParentheses(food.friendlyName))
            var friendlyHead: [Int32] = []
            for segment in friendly {
                for word in segment.words {
                    add(word, segment.rank == 0 ? 1.0 : 0.6)
                    if segment.rank == 0 && !Self.isNumber(word) { friendlyHead.append(id(of: word)) }
                }
            }
            friendlyHeads.append(friendlyHead)
            var foodHeads = head.isEmpty ? [] : [head]
            for commonName in FriendlyName.topLevelParts(food.comName) {
                let words = Self.words(commonName)
                for word in words { add(word, 0.9) }
                if !words.isEmpty && words.count <= 3 { foodHeads.append(words.filter { !Self.isNumber($0) }.map(id(of:))) }
            }
            for (termId, weight) in best {
                postingsByTerm[Int(termId)].append(Posting(food: Int32(foodIndex), weight: weight))
            }
            heads.append(foodHeads)
            // Length counts the words a person reads in the friendly name, not SR28's boilerplate.
            wordCounts.append(friendly.reduce(0) { $0 + $1.words.count })
            priors.append(Self.prior(of: food))
        }

        // Compound words (`soymilk`, `buttermilk`) also answer for their parts, a little weaker,
        // so `soy milk` finds soymilk. Only splits into two words the database itself uses.
        let wordsBeforeCompounds = terms
        for (termIndex, term) in wordsBeforeCompounds.enumerated() where term.count >= 7 {
            let characters = Array(term)
            for cut in 3...(characters.count - 3) {
                let left = String(characters[..<cut])
                let right = String(characters[cut...])
                guard let leftId = termIds[left], let rightId = termIds[right],
                    postingsByTerm[Int(leftId)].count >= 3, postingsByTerm[Int(rightId)].count >= 3
                else { continue }
                for posting in postingsByTerm[termIndex] {
                    postingsByTerm[Int(leftId)].append(Posting(food: posting.food, weight: posting.weight * 0.7))
                    postingsByTerm[Int(rightId)].append(Posting(food: posting.food, weight: posting.weight * 0.7))
                }
                break
            }
        }

        var trigramTerms: [String: [Int32]] = [:]
        for (termIndex, term) in terms.enumerated() where term.count >= 3 {
            for gram in Self.trigrams(term) { trigramTerms[gram, default: []].append(Int32(termIndex)) }
        }

        self.init(
            foods: foods, terms: terms, postings: postingsByTerm,
            sortedTerms: terms.enumerated().map { ($0.element, Int32($0.offset)) }.sorted { $0.0 < $1.0 },
            trigramTerms: trigramTerms, heads: heads, friendlyHeads: friendlyHeads, wordCounts: wordCounts, priors: priors)
    }

    /// An index from its parts (built above, or loaded by `init?(serialized:tag:)`).
    init(
        foods: [SearchableFood], terms: [String], postings: [[Posting]], sortedTerms: [(String, Int32)],
        trigramTerms: [String: [Int32]], heads: [[[Int32]]], friendlyHeads: [[Int32]], wordCounts: [Int], priors: [Float]
    ) {
        self.foods = foods
        self.termIds = Dictionary(terms.enumerated().map { ($0.element, Int32($0.offset)) }, uniquingKeysWith: { a, _ in a })
        self.terms = terms
        self.postings = postings
        self.sortedTerms = sortedTerms
        self.trigramTerms = trigramTerms
        self.heads = heads
        self.friendlyHeads = friendlyHeads
        self.wordCounts = wordCounts
        self.priors = priors
        self.indexById = Dictionary(foods.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    }

    /// The best `limit` foods for `query`. `history` counts how often the user logged each food id.
    public func search(_ query: String, limit: Int = 20, history: [String: Int] = [:]) -> [FoodSearchHit] {
        let queryWords = Self.queryWords(query)
        guard !queryWords.isEmpty, limit > 0 else { return [] }

        var total = [Float](repeating: 0, count: foods.count)
        var matched = [UInt8](repeating: 0, count: foods.count)
        var tokenBest = [Float](repeating: 0, count: foods.count)
        var candidates: [Int32] = []
        // Terms that match a query word outright (not merely as a prefix): these can cover a head.
        var strongTermIds = Set<Int32>()

        for (position, alternatives) in queryWords.enumerated() {
            var touched: [Int32] = []
            for (termId, factor) in expansions(of: alternatives, allowPrefix: position == queryWords.count - 1) {
                if factor >= 0.85 { strongTermIds.insert(termId) }
                for posting in postings[Int(termId)] {
                    let value = factor * posting.weight
                    let food = Int(posting.food)
                    if tokenBest[food] == 0 { touched.append(posting.food) }
                    if value > tokenBest[food] { tokenBest[food] = value }
                }
            }
            for food in touched {
                let f = Int(food)
                if matched[f] == 0 { candidates.append(food) }
                total[f] += tokenBest[f]
                matched[f] += 1
                tokenBest[f] = 0
            }
        }

        let wordCount = queryWords.count
        var scored: [(Int32, Float)] = []
        scored.reserveCapacity(candidates.count)
        for food in candidates {
            let f = Int(food)
            var score = 3 * Float(matched[f]) + 1.2 * total[f] + priors[f]
            if heads[f].contains(where: { !$0.isEmpty && $0.allSatisfy(strongTermIds.contains) }) { score += 1.0 }
            if !friendlyHeads[f].isEmpty && friendlyHeads[f].allSatisfy(strongTermIds.contains) { score += 0.4 }
            score -= 0.08 * Float(max(0, wordCounts[f] - Int(matched[f])))
            if Int(matched[f]) == wordCount, let count = history[foods[f].id], count > 0 {
                score += 2 + Float(log2(Double(count) + 1))
            }
            scored.append((food, score))
        }
        scored.sort { $0.1 != $1.1 ? $0.1 > $1.1 : foods[Int($0.0)].name.count < foods[Int($1.0)].name.count }
        return scored.prefix(limit).map { food, score in
            let item = foods[Int(food)]
            return FoodSearchHit(id: item.id, ndb: item.ndb, name: item.name, friendlyName: item.friendlyName, score: Double(score))
        }
    }

    public func food(id: String) -> SearchableFood? {
        indexById[id].map { foods[$0] }
    }

    // MARK: Query expansion

    /// Terms that stand for one query word, with how much a match on them counts.
    /// Prefixes only for the last word, the one still being typed.
    func expansions(of alternatives: [(String, Float)], allowPrefix: Bool) -> [(Int32, Float)] {
        var result: [Int32: Float] = [:]
        func offer(_ id: Int32, _ factor: Float) {
            if factor > result[id, default: 0] { result[id] = factor }
        }
        for (word, factor) in alternatives {
            if let id = termIds[word] { offer(id, factor) }
            if allowPrefix && word.count >= 3 {
                for (id, _) in termsStarting(with: word) where terms[Int(id)] != word { offer(id, 0.6 * factor) }
            }
            if termIds[word] == nil && alternatives.count == 1 && word.count >= 4 && word.first?.isLetter == true {
                for (id, distance) in typoCandidates(of: word) { offer(id, (distance == 1 ? 0.85 : 0.7) * factor) }
            }
        }
        return result.map { ($0.key, $0.value) }
    }

    func termsStarting(with prefix: String, limit: Int = 40) -> [(Int32, String)] {
        var low = 0
        var high = sortedTerms.count
        while low < high {
            let mid = (low + high) / 2
            if sortedTerms[mid].0 < prefix { low = mid + 1 } else { high = mid }
        }
        var found: [(Int32, String)] = []
        var index = low
        while index < sortedTerms.count, found.count < limit, sortedTerms[index].0.hasPrefix(prefix) {
            found.append((sortedTerms[index].1, sortedTerms[index].0))
            index += 1
        }
        return found
    }

    /// Vocabulary words within one edit (two for words of 6+ letters), found through shared trigrams
    /// so a query never measures edit distance against the whole vocabulary.
    func typoCandidates(of word: String) -> [(Int32, Int)] {
        let grams = Self.trigrams(word)
        var shared: [Int32: Int] = [:]
        for gram in grams {
            for id in trigramTerms[gram] ?? [] { shared[id, default: 0] += 1 }
        }
        let maxEdits = word.count >= 6 ? 2 : 1
        // Each edit spoils at most three trigrams.
        let needed = max(1, grams.count - 3 * maxEdits)
        let query = Array(word.unicodeScalars)
        var found: [(Int32, Int)] = []
        for (id, count) in shared where count >= needed {
            let candidate = Array(terms[Int(id)].unicodeScalars)
            guard abs(candidate.count - query.count) <= maxEdits else { continue }
            if let distance = Self.editDistance(query, candidate, limit: maxEdits) { found.append((id, distance)) }
        }
        return found
    }

    // MARK: Text

    struct Segment {
        var words: [String]
        var rank: Int
        var isHeading: Bool
    }

    /// Comma-separated parts as words, numbered from the head; catalogue headings get rank -1.
    static func segments(of text: String) -> [Segment] {
        var result: [Segment] = []
        var rank = 0
        var stillHeading = true
        for part in FriendlyName.topLevelParts(text) {
            let words = Self.words(part)
            guard !words.isEmpty else { continue }
            if stillHeading, FriendlyName.catalogueHeadings[part.lowercased()] != nil || extraHeadings.contains(part.lowercased()) {
                result.append(Segment(words: words, rank: -1, isHeading: true))
                continue
            }
            stillHeading = false
            result.append(Segment(words: words, rank: rank, isHeading: false))
            rank += 1
        }
        return result
    }

    static let extraHeadings: Set<String> = ["crustaceans", "mollusks", "alcoholic beverage", "game meat", "fast foods"]

    static func removingParentheses(_ text: String) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                out.append(character)
            }
        }
        return out
    }

    static let stopWords: Set<String> = ["and", "or", "with", "of", "the", "a", "an", "in", "to", "for"]

    /// Lower-case words with plurals folded (`bananas` → `banana`, `berries` → `berry`); `%` stays
    /// on its number (`2%`); apostrophes vanish (`kellogg's` → `kelloggs`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || (character == "." && current.last?.isNumber == true) {
                current.append(character)
            } else if character == "%" && !current.isEmpty && current.allSatisfy({ $0.isNumber || $0 == "." }) {
                current.append(character)
            } else if character == "'" || character == "’" {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { normalize($0.hasSuffix(".") ? String($0.dropLast()) : $0) }.filter { !$0.isEmpty && !stopWords.contains($0) }
    }

    /// Folds plurals to one form on both sides of the search, so it need not be good English.
    static func normalize(_ word: String) -> String {
        guard word.count >= 4, word.last == "s", word.first?.isLetter == true else { return foldIe(word) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") || word.hasSuffix("sses") {
            return String(word.dropLast(2))
        }
        return foldIe(String(word.dropLast()))
    }

    private static func foldIe(_ word: String) -> String {
        word.count >= 4 && word.hasSuffix("ie") ? String(word.dropLast(2)) + "y" : word
    }

    /// Query words, each with its alternatives (itself and synonyms) and how much each counts.
    static func queryWords(_ query: String) -> [[(String, Float)]] {
        let words = Self.words(query)
        if words.isEmpty { return [] }
        // Two-word phrases people say differently from the catalogue.
        var index = 0
        var result: [[(String, Float)]] = []
        while index < words.count {
            if index + 1 < words.count, let phrase = FoodSynonyms.phrases[words[index] + " " + words[index + 1]] {
                result.append(contentsOf: phrase.map { [($0, Float(1))] })
                index += 2
                continue
            }
            let word = words[index]
            var alternatives: [(String, Float)] = [(word, 1)]
            for synonym in FoodSynonyms.words[word] ?? [] { alternatives.append((synonym, 0.9)) }
            result.append(alternatives)
            index += 1
        }
        return result
    }

    static func isNumber(_ word: String) -> Bool {
        word.first?.isNumber == true
    }

    static func trigrams(_ word: String) -> [String] {
        let padded = Array("$" + word + "$")
        guard padded.count >= 3 else { return [] }
        return (0...(padded.count - 3)).map { String(padded[$0..<($0 + 3)]) }
    }

    /// Damerau (adjacent swap) edit distance, or nil when above `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        if a == b { return 0 }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where a.count > 0 {
            current[0] = i
            var rowMin = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previousPrevious[j - 2] + 1) }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let distance = a.isEmpty ? b.count : previous[b.count]
        return distance <= limit ? distance : nil
    }

    /// A fixed score shift for what a food is, before any query.
    static func prior(of food: SearchableFood) -> Float {
        var prior: Float = 0
        if food.flags.contains(.survey) { prior += 0.3 }
        if food.flags.contains(.branded) { prior -= 1.0 }
        if food.flags.contains(.babyFood) { prior -= 1.5 }
        if food.flags.contains(.fastFood) { prior -= 1.0 }
        if food.flags.contains(.restaurant) { prior -= 1.0 }
        if food.flags.contains(.specialist) { prior -= 0.8 }
        let lower = food.name.lowercased()
        let words = Set(Self.words(food.name))
        // SR28 marks its everyday or averaged entries with these words.
        if words.contains("raw") { prior += 0.3 }
        if words.contains("plain") { prior += 0.15 }
        prior += 0.15 * Float(words.intersection(everydayWords).count)
        if everydayPhrases.contains(where: lower.contains) { prior += 0.3 }
        // Preserved, processed and imitation forms are rarely what a bare query means.
        prior -= min(0.8, 0.3 * Float(words.intersection(processedWords).count))
        return prior
    }
}

extension FoodSearchIndex {
    static let everydayWords: Set<String> = ["plain", "brewed", "regular", "whole", "fresh"]
    static let everydayPhrases = [
        "all commercial varieties", "all varieties", "all types", "all classes", "mixed species", "year round average",
        "all-purpose",
    ]
    static let processedWords: Set<String> = Set(
        [
            "canned", "dried", "dry", "frozen", "condensed", "powder", "powdered", "mix", "concentrate", "dehydrated",
            "sulfured", "imitation", "meatless", "substitute", "diet", "syrup", "instant", "sweetened", "sodium",
            "chocolate", "vanilla", "strawberry", "flavor", "flavored",
        ].map(normalize))
}

/// The small synonym table: words people say that the catalogue spells differently.
public enum FoodSynonyms {
    public static let words: [String: [String]] = [
        "cilantro": ["coriander"], "coriander": ["cilantro"],
        "soda": ["cola", "carbonated"], "coke": ["cola"], "pop": ["carbonated"],
        "yoghurt": ["yogurt"], "ketchup": ["catsup"], "courgette": ["zucchini"], "aubergine": ["eggplant"],
        "prawn": ["shrimp"], "garbanzo": ["chickpea"], "chickpea": ["garbanzo"],
        "decaf": ["decaffeinated"], "mince": ["ground"], "minced": ["ground"], "porridge": ["oat"],
        "capsicum": ["sweet"], "rocket": ["arugula"], "skim": ["nonfat"], "fries": ["french"],
        "hamburger": ["burger"], "beetroot": ["beet"], "swede": ["rutabaga"], "mangetout": ["snow"],
        "jam": ["jelly", "preserve"], "biscuit": ["cookie"], "crisps": ["chip"], "crisp": ["chip"],
    ].reduce(into: [:]) { table, entry in
        table[FoodSearchIndex.normalize(entry.key)] = entry.value.map(FoodSearchIndex.normalize)
    }

    /// Two-word phrases replaced by the one word the catalogue uses.
    public static let phrases: [String: [String]] = [
        "green onion": ["onion", "scallion"], "spring onion": ["onion", "scallion"], "soy milk": ["soymilk"],
        "bell pepper": ["pepper", "sweet"], "pop corn": ["popcorn"], "hot dog": ["frankfurter"],
    ].reduce(into: [:]) { table, entry in
        let key = FoodSearchIndex.words(entry.key).joined(separator: " ")
        table[key] = entry.value.flatMap(FoodSearchIndex.words)
    }
}
