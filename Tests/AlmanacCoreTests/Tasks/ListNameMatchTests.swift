import Testing

@testable import AlmanacCore

/// Issue 30: `#shopping` made a new list without a word; the preview offers the list meant.
@Suite struct ListNameMatchTests {
    static let lists = ["Groceries", "Shopping list", "Work", "Home", "Books to read", "Shop"]

    @Test(arguments: [
        ("shoping", "Shop"),  // it starts with "Shop"; "Shopping list" is two edits and more away
        ("groc", "Groceries"),
        ("grocereis", "Groceries"),  // a swap of neighbours is one edit
        ("Grocries", "Groceries"),
        ("wrok", "Work"),
        ("homes", "Home"),
        ("books", "Books to read"),
        ("shopping", "Shopping list"),  // a list that starts with it comes before one it starts with ("Shop")
        ("shopp", "Shopping list"),
    ])
    func theClosestListIsOffered(_ typed: String, _ expected: String) {
        #expect(ListNameMatch.closest(to: typed, among: Self.lists) == expected)
    }

    @Test(arguments: ["garden", "x", "", "   ", "errands"])
    func nothingIsOfferedWhenNothingIsClose(_ typed: String) {
        #expect(ListNameMatch.closest(to: typed, among: Self.lists) == nil)
    }

    @Test func anExistingListIsNotNewAndNeedsNoOffer() {
        #expect(ListNameMatch.existing("WORK", among: Self.lists) == "Work")
        #expect(ListNameMatch.closest(to: "work", among: Self.lists) == nil)
        #expect(ListNameMatch.closest(to: "work", among: []) == nil)
    }

    /// The distance agrees with a plain recursive definition on short words.
    @Test func theEditDistanceMatchesItsDefinition() {
        func reference(_ a: [Character], _ b: [Character]) -> Int {
            if a.isEmpty { return b.count }
            if b.isEmpty { return a.count }
            var best = min(
                reference(Array(a.dropLast()), b) + 1, reference(a, Array(b.dropLast())) + 1,
                reference(Array(a.dropLast()), Array(b.dropLast())) + (a.last == b.last ? 0 : 1))
            if a.count > 1, b.count > 1, a[a.count - 1] == b[b.count - 2], a[a.count - 2] == b[b.count - 1] {
                best = min(best, reference(Array(a.dropLast(2)), Array(b.dropLast(2))) + 1)
            }
            return best
        }
        let words = ["", "a", "ab", "ba", "abc", "acb", "shop", "hsop", "sohp", "work", "wrok", "wok"]
        for a in words {
            for b in words {
                #expect(ListNameMatch.editDistance(Array(a), Array(b)) == reference(Array(a), Array(b)), "\(a) → \(b)")
            }
        }
    }
}
