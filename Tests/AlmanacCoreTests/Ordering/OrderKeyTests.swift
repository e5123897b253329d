import Testing

@testable import AlmanacCore

@Suite struct OrderKeyTests {
    func expectBetween(_ key: String, _ a: String?, _ b: String?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(OrderKey.isValid(key), "\(key) is not valid", sourceLocation: sourceLocation)
        if let a { #expect(OrderKey.precedes(a, key), "\(a) < \(key)", sourceLocation: sourceLocation) }
        if let b { #expect(OrderKey.precedes(key, b), "\(key) < \(b)", sourceLocation: sourceLocation) }
        #expect(!key.hasSuffix("0"), sourceLocation: sourceLocation)
    }

    @Test func firstKeyOfAnEmptyContainer() {
        #expect(OrderKey.between(nil, nil) == "a1")
    }

    @Test func beforeTheFirstAndAfterTheLast() {
        #expect(OrderKey.between(nil, "a1") == "Zz")
        #expect(OrderKey.between("a1", nil) == "a2")
        #expect(OrderKey.between("az", nil) == "b01")  // skips "b00": no key ends in 0
        #expect(OrderKey.between(nil, "b01") == "az")
        #expect(OrderKey.between(nil, "Z1") == "Yzz")
        #expect(OrderKey.between("Zz", nil) == "a1")
        // A key with a fraction: the next integer is after it, its own integer is before it.
        #expect(OrderKey.between("a1V", nil) == "a2")
        #expect(OrderKey.between(nil, "a1V") == "a1")
    }

    @Test(arguments: [
        ("a1", "a2", "a1V"),
        ("a1", "a1V", "a1G"),
        ("a1V", "a2", "a1l"),
        ("a1", "a11", "a10V"),  // adjacent: only room by going deeper
        ("a1", "a101", "a100V"),
        ("a1z", "a2", "a1zV"),
        ("az", "b01", "azV"),
        ("Zz", "a1", "ZzV"),
        ("a1", "a3", "a2"),
    ])
    func betweenNeighbours(a: String, b: String, expected: String) {
        let key = OrderKey.between(a, b)
        #expect(key == expected)
        expectBetween(key, a, b)
    }

    @Test func validity() {
        #expect(OrderKey.isValid("a1"))
        #expect(OrderKey.isValid("a1V"))
        #expect(OrderKey.isValid("Zz"))
        #expect(!OrderKey.isValid(""))
        #expect(!OrderKey.isValid("a"))  // integer part too short
        #expect(!OrderKey.isValid("a10"))  // trailing zero
        #expect(!OrderKey.isValid("a1-"))
        #expect(!OrderKey.isValid("01"))  // no integer head
    }

    @Test func byteOrderIsNotCaseInsensitiveOrder() {
        // Upper case sorts before lower case, as in SQLite's BINARY collation.
        #expect(OrderKey.precedes("Zz", "a1"))
        #expect(OrderKey.precedes("a1Z", "a1a"))
        #expect(!OrderKey.precedes("a1", "a1"))
    }

    @Test func hundredThousandAppendsAndPrependsStayShort() {
        var last: String? = nil
        var longest = 0
        for _ in 0..<100_000 {
            let key = OrderKey.between(last, nil)
            if let last, !OrderKey.precedes(last, key) { Issue.record("\(key) is not after \(last)") }
            longest = max(longest, key.utf8.count)
            last = key
        }
        #expect(longest <= 4)

        var first: String? = nil
        longest = 0
        for _ in 0..<100_000 {
            let key = OrderKey.between(nil, first)
            if let first, !OrderKey.precedes(key, first) { Issue.record("\(key) is not before \(first)") }
            longest = max(longest, key.utf8.count)
            first = key
        }
        #expect(longest <= 4)
    }

    @Test func evenlySpacedKeysAreIncreasingShortAndLeaveRoom() {
        #expect(OrderKey.evenlySpaced(count: 0).isEmpty)
        #expect(OrderKey.evenlySpaced(count: 3) == ["a1", "a2", "a3"])
        let keys = OrderKey.evenlySpaced(count: 10_000)
        #expect(keys.count == 10_000)
        #expect(Set(keys).count == 10_000)
        for (a, b) in zip(keys, keys.dropFirst()) {
            #expect(OrderKey.precedes(a, b))
            #expect(OrderKey.isValid(b))
            #expect(OrderKey.between(a, b).utf8.count <= 5)
        }
        #expect(keys.map(\.utf8.count).max()! <= 4)
    }

    /// Inserting again and again into the same gap bisects it: about one more character every six
    /// inserts. The store rewrites the container when a key passes `maxLength`; this shows how often.
    @Test func tenThousandInsertsIntoTheSameGap() {
        var keys = OrderKey.evenlySpaced(count: 2)
        var rebalances = 0
        var insertsSinceRebalance = 0
        var fewestInsertsBetweenRebalances = Int.max
        var rowsWritten = 0
        for _ in 0..<10_000 {
            // Always just after the first item: the gap keeps halving.
            let key = OrderKey.between(keys[0], keys[1])
            expectBetween(key, keys[0], keys[1])
            keys.insert(key, at: 1)
            rowsWritten += 1
            insertsSinceRebalance += 1
            if OrderKey.needsRebalancing(key) {
                fewestInsertsBetweenRebalances = min(fewestInsertsBetweenRebalances, insertsSinceRebalance)
                keys = OrderKey.evenlySpaced(count: keys.count)
                rowsWritten += keys.count
                rebalances += 1
                insertsSinceRebalance = 0
            }
            #expect(keys.last!.utf8.count <= OrderKey.maxLength)
        }
        // From a fresh 3-character gap to 48 characters takes more than 250 inserts.
        #expect(fewestInsertsBetweenRebalances > 250)
        #expect(rebalances <= 10_000 / 250)
        #expect(rowsWritten < 10_000 + rebalances * 10_001)
        // Growth: the first 60 inserts into one gap stay under 3 + 60 / 5 characters.
        var a = "a1"
        let b = "a2"
        var lengths: [Int] = []
        for _ in 0..<60 {
            a = OrderKey.between(a, b)
            lengths.append(a.utf8.count)
        }
        #expect(lengths.last! <= 3 + 60 / 5)
        #expect(lengths.last! >= 3 + 60 / 7)
    }

    @Test func jitterStaysInsideTheGapAndSeparatesConcurrentInserts() {
        var generator = SeededRandom(seed: 7)
        let gaps: [(String?, String?)] = [(nil, nil), ("a1", "a2"), ("a1", "a11"), ("a1", "a101"), (nil, "a1"), ("az", nil), ("a1", "a1V")]
        for (a, b) in gaps {
            var seen = Set<String>()
            for _ in 0..<200 {
                let key = OrderKey.between(a, b, jitter: 3, using: &generator)
                expectBetween(key, a, b)
                seen.insert(key)
            }
            // Two hundred "clients" in one gap: almost all keys differ (62^3 choices).
            #expect(seen.count >= 195)
        }
        #expect(OrderKey.between("a1", "a2", jitter: 0, using: &generator) == "a1V")
    }

    /// Random inserts, moves and deletes against an array model: after every step the keys sort
    /// into exactly the model's order.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomOperationsKeepTheModelOrder(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        var model: [Int] = []  // item ids in the user's order
        var keys: [Int: String] = [:]
        var nextId = 0
        var rebalances = 0
        let hotAnchor = 0  // inserts just after this item keep halving one gap

        func key(forInsertAt index: Int, useJitter: Bool) -> String {
            let before = index > 0 ? keys[model[index - 1]] : nil
            let after = index < model.count ? keys[model[index]] : nil
            return useJitter
                ? OrderKey.between(before, after, jitter: 2, using: &generator) : OrderKey.between(before, after)
        }

        for step in 0..<6_000 {
            let roll = Int.random(in: 0..<10, using: &generator)
            var placed: Int? = nil  // the index whose key changed
            if model.isEmpty || roll < 4 {
                // Insert anywhere; often at the ends or into one "hot" gap.
                let index =
                    switch Int.random(in: 0..<5, using: &generator) {
                    case 0: 0
                    case 1: model.count
                    case 2: (model.firstIndex(of: hotAnchor) ?? -1) + 1  // just after one item, again and again
                    default: Int.random(in: 0...model.count, using: &generator)
                    }
                let newKey = key(forInsertAt: index, useJitter: roll == 0)
                model.insert(nextId, at: index)
                keys[nextId] = newKey
                nextId += 1
                placed = index
            } else {
                let picked = Int.random(in: 0..<model.count, using: &generator)
                if model[picked] == hotAnchor { continue }  // the anchor of the hot gap stays put
                let id = model.remove(at: picked)
                if roll < 7 {
                    // Move: take it out, put it anywhere.
                    let index = Int.random(in: 0...model.count, using: &generator)
                    let newKey = key(forInsertAt: index, useJitter: false)
                    model.insert(id, at: index)
                    keys[id] = newKey
                    placed = index
                } else {
                    keys[id] = nil
                }
            }
            if let placed {
                let key = keys[model[placed]]!
                if !OrderKey.isValid(key) { Issue.record("step \(step): \(key) is not a valid key") }
                if placed > 0, !OrderKey.precedes(keys[model[placed - 1]]!, key) {
                    Issue.record("step \(step): \(key) is not after \(keys[model[placed - 1]]!)")
                }
                if placed + 1 < model.count, !OrderKey.precedes(key, keys[model[placed + 1]]!) {
                    Issue.record("step \(step): \(key) is not before \(keys[model[placed + 1]]!)")
                }
                if OrderKey.needsRebalancing(key) {
                    for (id, newKey) in zip(model, OrderKey.evenlySpaced(count: model.count)) { keys[id] = newKey }
                    rebalances += 1
                }
            }
            // The model check: sorting by key (then id, as the store reads) gives the model's order.
            if step % 250 == 0 {
                let sorted = keys.sorted { ($0.value.utf8.lexicographicallyPrecedes($1.value.utf8)) }.map(\.key)
                #expect(sorted == model)
                #expect(keys.values.allSatisfy(OrderKey.isValid))
            }
        }
        // The hot gap forced at least one rewrite, so the rewrite path was checked too.
        #expect(rebalances > 0)
    }
}
