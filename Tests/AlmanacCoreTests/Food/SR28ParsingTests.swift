import Foundation
import Testing

@testable import AlmanacCore

/// A few real SR28 lines, as the release ships them (CRLF, `~` text, `^` fields).
enum SR28Sample {
    static let groups = "~0100~^~Dairy and Egg Products~\r\n~0900~^~Fruits and Fruit Juices~\r\n"
    static let nutrientDefinitions =
        "~203~^~g~^~PROCNT~^~Protein~^~2~^~600~\r\n~208~^~kcal~^~ENERC_KCAL~^~Energy~^~0~^~300~\r\n~418~^~\u{B5}g~^~VITB12~^~Vitamin B-12~^~2~^~7300~\r\n"
    static let foods =
        "~01079~^~0100~^~Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D~^~MILK,RED FAT,FLUID,2% MILKFAT,W/ ADDED VIT A & VITAMIN D~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87\r\n"
        + "~09040~^~0900~^~Bananas, raw~^~BANANAS,RAW~^~~^~~^~Y~^~Skin~^36^~Musa acuminata Colla~^6.25^3.36^8.37^3.60\r\n"
    static let nutrientData =
        "~01079~^~203~^3.3^48^0.025^~1~^~~^~~^~~^^^^^^^~~^11/2002^\r\n~01079~^~208~^50^0^^~4~^~NC~^~~^~~^^^^^^^~~^11/2002^\r\n"
        + "~09040~^~208~^89^0^^~4~^~NC~^~~^~~^^^^^^^~~^08/2008^\r\n~09040~^~418~^0.00^0^^~7~^~Z~^~~^~~^^^^^^^~~^08/2008^\r\n"
    static let weights =
        "~01079~^1^1^~cup~^244^^\r\n~01079~^2^1^~quart~^976^^\r\n~09040~^1^1^~cup, mashed~^225^^\r\n~09040~^2^1^~medium (7\" to 7-7/8\" long)~^118^^\r\n"

    static func database() throws -> FoodDatabase {
        try SR28.parse(
            foodDescriptions: foods, groups: groups, nutrientDefinitions: nutrientDefinitions, nutrientData: nutrientData, weights: weights)
    }
}

struct SR28ParsingTests {
    @Test func readsFoodsWithTheirGroupNutrientsAndPortions() throws {
        let database = try SR28Sample.database()
        #expect(database.foods.count == 2)
        let milk = try #require(database.foods.first)
        #expect(milk.ndb == "01079")
        #expect(milk.longDesc == "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D")
        #expect(milk.isSurvey)
        #expect(milk.groupCode == "0100" && milk.groupName == "Dairy and Egg Products")
        #expect(milk.nutrients == ["203": 3.3, "208": 50])
        #expect(milk.kcalPer100g == 50)
        #expect(
            milk.portions == [
                FoodPortion(amount: 1, description: "cup", grams: 244), FoodPortion(amount: 1, description: "quart", grams: 976),
            ])
        let banana = database.foods[1]
        #expect(banana.refusePercent == 36)
        #expect(banana.portions[1].description == "medium (7\" to 7-7/8\" long)")
        #expect(banana.nutrients["418"] == 0)
    }

    @Test func readsNutrientDefinitions() throws {
        let definitions = try SR28Sample.database().nutrients
        #expect(
            definitions[1] == NutrientDefinition(number: "208", unit: "kcal", tag: "ENERC_KCAL", name: "Energy", decimals: 0, order: 300))
        #expect(definitions[2].unit == "µg")
    }

    @Test func decodesWindows1252Bytes() {
        // 0xB5 is µ, 0x92 a right single quote, 0xE9 é in Windows-1252.
        let bytes = Data([0x7E, 0xB5, 0x67, 0x7E, 0x5E, 0x7E, 0x92, 0x7E, 0x5E, 0x7E, 0x72, 0xE9, 0x7E])
        let fields = SR28.records(SR28.decodeWindows1252(bytes))
        #expect(fields.map { $0.map(String.init) } == [["µg", "\u{2019}", "ré"]])
    }

    @Test func keepsACaretInsideText() {
        let records = SR28.records("~a^b~^12^~~\r\n")
        #expect(records.map { $0.map(String.init) } == [["a^b", "12", ""]])
    }

    @Test func refusesATruncatedLineNamingFileAndLine() {
        #expect(throws: AlmanacError.invalid("file", "FD_GROUP line 2 has 1 fields; an SR28 FD_GROUP line has at least 2.")) {
            try SR28.parseGroups("~0100~^~Dairy~\r\n~0200~\r\n")
        }
    }
}

struct FoodDatabaseTextTests {
    @Test func roundTripsTheSample() throws {
        let database = try SR28Sample.database()
        let text = FoodDatabaseText.encode(database)
        #expect(try FoodDatabaseText.decode(text) == database)
    }

    @Test func roundTripsAwkwardTextAndEveryNutrient() throws {
        let definitions = (0..<150).map {
            NutrientDefinition(number: String(200 + $0), unit: "g", tag: "T\($0)", name: "Nutrient \($0)", decimals: 2, order: $0)
        }
        let food = FoodRecord(
            ndb: "99999", longDesc: "Tab\there, newline\nthere, back\\slash", shortDesc: "", comName: "a=b c", manufacturer: "Ünïcødé ™",
            isSurvey: false, groupCode: "0100", groupName: "Dairy", refusePercent: 12.5,
            nutrients: Dictionary(uniqueKeysWithValues: definitions.map { ($0.number, Double($0.order) * 0.37 + 1e-7) }),
            portions: [FoodPortion(amount: 0.5, description: "cup\t(packed)", grams: 113.4)])
        let custom = FoodRecord(ndb: "c-1", longDesc: "Odd keys", nutrients: ["my nutrient=x": 1.25])
        let database = FoodDatabase(groups: [FoodGroup(code: "0100", name: "Dairy")], nutrients: definitions, foods: [food, custom])
        let decoded = try FoodDatabaseText.decode(FoodDatabaseText.encode(database))
        #expect(decoded == database)
        #expect(decoded.foods[0].nutrients.count == 150)
    }

    @Test func refusesSomethingElse() {
        #expect(throws: AlmanacError.self) { try FoodDatabaseText.decode("hello\n") }
        #expect(throws: AlmanacError.self) { try FoodDatabaseText.decode("almanac-foods\t1\nF\t1\n") }
    }
}
