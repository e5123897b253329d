import Testing

@testable import AlmanacCore

struct FoodSearchTests {
    static let foods: [SearchableFood] = [
        FoodRecord(ndb: "09040", longDesc: "Bananas, raw", isSurvey: true, groupCode: "0900"),
        FoodRecord(ndb: "11819", longDesc: "Peppers, banana, raw", groupCode: "1100"),
        FoodRecord(ndb: "18214", longDesc: "Crackers, milk", groupCode: "1800"),
        FoodRecord(
            ndb: "01079", longDesc: "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D", isSurvey: true,
            groupCode: "0100"),
        FoodRecord(ndb: "01015", longDesc: "Cheese, cottage, lowfat, 2% milkfat", isSurvey: true, groupCode: "0100"),
        FoodRecord(ndb: "11090", longDesc: "Broccoli, raw", isSurvey: true, groupCode: "1100"),
        FoodRecord(ndb: "11165", longDesc: "Coriander (cilantro) leaves, raw", isSurvey: true, groupCode: "1100"),
        FoodRecord(ndb: "02012", longDesc: "Spices, coriander leaf, dried", comName: "Chinese parsley, cilantro", groupCode: "0200"),
        FoodRecord(ndb: "03117", longDesc: "Babyfood, fruit, bananas and tapioca, strained", isSurvey: true, groupCode: "0300"),
        FoodRecord(ndb: "21107", longDesc: "Fast foods, hamburger; single, regular patty; plain", groupCode: "2100"),
        FoodRecord(ndb: "13000", longDesc: "Beef, ground, 85% lean meat / 15% fat, raw", groupCode: "1300"),
        FoodRecord(ndb: "14148", longDesc: "Beverages, carbonated, cola, regular", isSurvey: true, groupCode: "1400"),
        FoodRecord(ndb: "16120", longDesc: "Soymilk, original and vanilla, unfortified", isSurvey: true, groupCode: "1600"),
    ].map(SearchableFood.init)

    let index = FoodSearchIndex(foods: FoodSearchTests.foods)

    func top(_ query: String, history: [String: Int] = [:]) -> String? {
        index.search(query, limit: 5, history: history).first?.ndb
    }

    @Test(arguments: [
        ("banana", "09040"), ("Bananas", "09040"), ("brocoli", "11090"), ("broccolli", "11090"), ("2% milk", "01079"),
        ("cilantro", "11165"), ("soda", "14148"), ("soy milk", "16120"), ("ground beef", "13000"), ("milk", "01079"),
    ])
    func findsTheEverydayFoodFirst(query: String, expected: String) {
        #expect(top(query) == expected)
    }

    @Test func headNounBeatsAQualifier() {
        let hits = index.search("banana", limit: 5).compactMap(\.ndb)
        #expect(hits.firstIndex(of: "09040")! < hits.firstIndex(of: "11819")!)
        let milk = index.search("milk", limit: 5).compactMap(\.ndb)
        #expect(milk.firstIndex(of: "01079")! < milk.firstIndex(of: "18214")!)
    }

    @Test func babyFoodRanksBelowTheSameWordElsewhere() {
        let hits = index.search("banana", limit: 5).compactMap(\.ndb)
        #expect(hits.firstIndex(of: "03117")! > hits.firstIndex(of: "11819")!)
    }

    @Test func foodsTheUserLogsOftenComeFirst() {
        #expect(top("banana") == "09040")
        #expect(top("banana", history: ["11819": 12]) == "11819")
        // History lifts only foods that match the query.
        #expect(top("banana", history: ["11090": 50]) == "09040")
    }

    @Test func searchesCustomFoodsAndRecipesTogether() {
        let recipe = SearchableFood(id: "0190a1b2-0000-7000-8000-000000000001", name: "Grandma's banana bread", flags: [.recipe])
        let index = FoodSearchIndex(foods: Self.foods + [recipe])
        let hit = index.search("banana bread", limit: 3).first
        #expect(hit?.id == recipe.id)
        #expect(hit?.ndb == nil)
    }

    @Test func findsWordsBeingTyped() {
        #expect(top("brocc") == "11090")
    }

    @Test func emptyAndUnknownQueriesFindNothing() {
        #expect(index.search("", limit: 5).isEmpty)
        #expect(index.search("   ", limit: 5).isEmpty)
        #expect(index.search("zzzzqqq", limit: 5).isEmpty)
    }

    @Test(arguments: [
        ("bananas", "banana"), ("berries", "berry"), ("tomatoes", "tomato"), ("peaches", "peach"), ("cookies", "cooky"),
        ("cookie", "cooky"), ("asparagus", "asparagus"), ("grass", "grass"),
    ])
    func foldsPlurals(word: String, folded: String) {
        #expect(FoodSearchIndex.normalize(word) == folded)
    }

    @Test func editDistanceIsBounded() {
        func distance(_ a: String, _ b: String, _ limit: Int) -> Int? {
            FoodSearchIndex.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
        }
        #expect(distance("brocoli", "broccoli", 2) == 1)
        #expect(distance("bananna", "banana", 1) == 1)
        #expect(distance("teh", "the", 1) == 1)
        #expect(distance("apple", "orange", 2) == nil)
    }

    @Test func benchmarkCountsTopOneAndTopThree() {
        let queries = [
            FoodBenchmarkQuery(query: "banana", acceptableNdbs: ["09040"]),
            FoodBenchmarkQuery(query: "milk", acceptableNdbs: ["nope"]),
        ]
        var tick: UInt64 = 0
        let result = FoodSearchBenchmark.run(
            ranker: "test", queries: queries, repetitions: 1,
            clock: {
                tick += 1000
                return tick
            }, ranker: FoodSearchBenchmark.ranker(for: index))
        #expect(result.top1Rate == 0.5)
        #expect(result.top3Rate == 0.5)
        #expect(result.p50Microseconds == 1)
        #expect(result.misses.map(\.query) == ["milk"])
        let substring = FoodSearchBenchmark.substringRanker(foods: Self.foods)
        #expect(substring("banana", 3) == ["09040", "11819", "03117"])
    }

    @Test func parsesTheQueryFile() throws {
        let queries = try FoodSearchBenchmark.parseQueries("# comment\n\n2% milk\t01079,01174\nbanana\t09040\n")
        #expect(
            queries == [.init(query: "2% milk", acceptableNdbs: ["01079", "01174"]), .init(query: "banana", acceptableNdbs: ["09040"])])
        #expect(throws: AlmanacError.self) { try FoodSearchBenchmark.parseQueries("banana\n") }
    }
}

/// The index a CLI command loads from disk instead of building it.
struct FoodSearchIndexSerializedTests {
    let index = FoodSearchIndex(foods: FoodSearchTests.foods + [SearchableFood(id: "u1", name: "Grandma's banana bread", flags: .custom)])
    let queries = ["banana", "brocoli", "2% milk", "milk", "cilantro", "soy milk", "ground beef", "soda", "ban", "grandma", "xyz"]

    @Test func aLoadedIndexAnswersEveryQueryExactlyAsTheBuiltOne() throws {
        let loaded = try #require(FoodSearchIndex(serialized: index.serialized(tag: "t1"), tag: "t1"))
        for query in queries {
            #expect(loaded.search(query, limit: 10) == index.search(query, limit: 10), "\(query)")
            #expect(loaded.search(query, limit: 10, history: ["u1": 3]) == index.search(query, limit: 10, history: ["u1": 3]))
        }
        #expect(loaded.food(id: "u1")?.flags == .custom)
        #expect(loaded.food(id: "09040")?.ndb == "09040")
    }

    @Test func anotherTagIsAMiss() {
        #expect(FoodSearchIndex(serialized: index.serialized(tag: "catalogue v1"), tag: "catalogue v2") == nil)
    }

    @Test func brokenBytesAreAMissNeverATrap() {
        let bytes = index.serialized(tag: "t")
        // Every cut-off file, and files with a byte changed, load as nil or as a whole index.
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(FoodSearchIndex(serialized: Array(bytes[..<length]), tag: "t") == nil)
        }
        for position in stride(from: 0, to: bytes.count, by: 13) {
            var changed = bytes
            changed[position] ^= 0xFF
            if let loaded = FoodSearchIndex(serialized: changed, tag: "t") { _ = loaded.search("banana milk", limit: 5) }
        }
        #expect(FoodSearchIndex(serialized: bytes + [0], tag: "t") == nil)
    }
}
