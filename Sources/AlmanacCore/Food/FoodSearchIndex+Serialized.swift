/// A built `FoodSearchIndex` as bytes, so a process can load it instead of building it again (the
/// CLI is a new process per command: building the SR28 index takes most of a second, loading it
/// a few milliseconds).
///
/// The bytes start with a format version and a caller's `tag` (what the index was built from); a
/// load with another tag, another version, or bytes that are not a whole, consistent index gives
/// nil, never a trap, and the caller builds the index again.
extension FoodSearchIndex {
    static let formatVersion: UInt32 = 1
    private static let magic: [UInt8] = Array("ALMFSI".utf8)

    public func serialized(tag: String) -> [UInt8] {
        var out = ByteWriter()
        out.bytes.append(contentsOf: Self.magic)
        out.u32(Self.formatVersion)
        out.string(tag)
        out.u32(foods.count)
        for food in foods {
            out.string(food.id)
            out.u8(food.ndb == nil ? 0 : 1)
            out.string(food.ndb ?? "")
            out.string(food.name)
            out.string(food.friendlyName)
            out.string(food.comName)
            out.string(food.groupName)
            out.u32(UInt32(truncatingIfNeeded: food.flags.rawValue))
        }
        out.u32(terms.count)
        for term in terms { out.string(term) }
        for list in postings {
            out.u32(list.count)
            for posting in list {
                out.i32(posting.food)
                out.u32(posting.weight.bitPattern)
            }
        }
        for (_, id) in sortedTerms { out.i32(id) }
        out.u32(trigramTerms.count)
        for (gram, ids) in trigramTerms {
            out.string(gram)
            out.ids(ids)
        }
        for foodHeads in heads {
            out.u32(foodHeads.count)
            for head in foodHeads { out.ids(head) }
        }
        for head in friendlyHeads { out.ids(head) }
        for count in wordCounts { out.u32(UInt32(clamping: count)) }
        for prior in priors { out.u32(prior.bitPattern) }
        return out.bytes
    }

    /// The index in `bytes`, or nil when they hold another tag or version or are not a whole index.
    public init?(serialized bytes: [UInt8], tag: String) {
        var input = ByteReader(bytes: bytes)
        guard input.take(Self.magic.count).map(Array.init) == Self.magic, input.u32() == Self.formatVersion, input.string() == tag,
            let foodCount = input.count()
        else { return nil }
        var foods: [SearchableFood] = []
        foods.reserveCapacity(foodCount)
        for _ in 0..<foodCount {
            guard let id = input.string(), let hasNdb = input.u8(), let ndb = input.string(), let name = input.string(),
                let friendlyName = input.string(), let comName = input.string(), let groupName = input.string(),
                let flags = input.u32()
            else { return nil }
            foods.append(
                SearchableFood(
                    id: id, ndb: hasNdb == 1 ? ndb : nil, name: name, friendlyName: friendlyName, comName: comName,
                    groupName: groupName, flags: SearchableFood.Flags(rawValue: Int(flags))))
        }
        guard let termCount = input.count() else { return nil }
        var terms: [String] = []
        terms.reserveCapacity(termCount)
        for _ in 0..<termCount {
            guard let term = input.string() else { return nil }
            terms.append(term)
        }
        var postings: [[Posting]] = []
        postings.reserveCapacity(termCount)
        for _ in 0..<termCount {
            guard let count = input.count() else { return nil }
            var list: [Posting] = []
            list.reserveCapacity(count)
            for _ in 0..<count {
                guard let food = input.i32(), food >= 0, Int(food) < foodCount, let weight = input.u32() else { return nil }
                list.append(Posting(food: food, weight: Float(bitPattern: weight)))
            }
            postings.append(list)
        }
        var sortedTerms: [(String, Int32)] = []
        sortedTerms.reserveCapacity(termCount)
        for _ in 0..<termCount {
            guard let id = input.i32(), id >= 0, Int(id) < termCount else { return nil }
            sortedTerms.append((terms[Int(id)], id))
        }
        guard let gramCount = input.count() else { return nil }
        var trigramTerms: [String: [Int32]] = [:]
        trigramTerms.reserveCapacity(gramCount)
        for _ in 0..<gramCount {
            guard let gram = input.string(), let ids = input.ids(below: termCount) else { return nil }
            trigramTerms[gram] = ids
        }
        var heads: [[[Int32]]] = []
        heads.reserveCapacity(foodCount)
        for _ in 0..<foodCount {
            guard let count = input.count() else { return nil }
            var foodHeads: [[Int32]] = []
            for _ in 0..<count {
                guard let head = input.ids(below: termCount) else { return nil }
                foodHeads.append(head)
            }
            heads.append(foodHeads)
        }
        var friendlyHeads: [[Int32]] = []
        friendlyHeads.reserveCapacity(foodCount)
        for _ in 0..<foodCount {
            guard let head = input.ids(below: termCount) else { return nil }
            friendlyHeads.append(head)
        }
        var wordCounts: [Int] = []
        var priors: [Float] = []
        for _ in 0..<foodCount {
            guard let count = input.u32() else { return nil }
            wordCounts.append(Int(count))
        }
        for _ in 0..<foodCount {
            guard let prior = input.u32() else { return nil }
            priors.append(Float(bitPattern: prior))
        }
        guard input.isAtEnd else { return nil }
        self.init(
            foods: foods, terms: terms, postings: postings, sortedTerms: sortedTerms, trigramTerms: trigramTerms, heads: heads,
            friendlyHeads: friendlyHeads, wordCounts: wordCounts, priors: priors)
    }
}

/// Little-endian bytes out.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func u32(_ value: Int) { u32(UInt32(clamping: value)) }

    mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }

    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        u32(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    mutating func ids(_ ids: [Int32]) {
        u32(ids.count)
        for id in ids { i32(id) }
    }
}

/// Little-endian bytes in; every read is bounds-checked and gives nil past the end.
private struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= bytes.count - position else { return nil }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    mutating func u8() -> UInt8? { take(1)?.first }

    mutating func u32() -> UInt32? {
        guard let slice = take(4) else { return nil }
        return slice.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func i32() -> Int32? { u32().map { Int32(bitPattern: $0) } }

    /// A count of items that each take at least one byte: never more than the bytes left.
    mutating func count() -> Int? {
        guard let value = u32(), Int(value) <= bytes.count - position else { return nil }
        return Int(value)
    }

    mutating func string() -> String? {
        guard let length = count(), let slice = take(length) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    mutating func ids(below limit: Int) -> [Int32]? {
        guard let count = count() else { return nil }
        var ids: [Int32] = []
        ids.reserveCapacity(count)
        for _ in 0..<count {
            guard let id = i32(), id >= 0, Int(id) < limit else { return nil }
            ids.append(id)
        }
        return ids
    }
}
