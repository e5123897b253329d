import Foundation
import Testing

@testable import AlmanacCore

/// A stored entry reads the same through the one-pass reading of logged foods as through
/// `JSONDecoder`, and whatever that reading does not take goes to `JSONDecoder`.
struct StoredLedgerEntryTests {
    /// The store's encoder (`JSONEncoder.almanac`): sorted keys, slashes as they are.
    func stored(_ entry: LedgerEntry) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entry), as: UTF8.self)
    }

    func decoded(_ json: String) throws -> LedgerEntry {
        try JSONDecoder().decode(LedgerEntry.self, from: Data(json.utf8))
    }

    @Test func aLoggedFoodIsReadInOnePassAsJSONDecoderReadsIt() throws {
        var generator = SystemRandomNumberGenerator()
        var amounts = [0, 1, 0.1 + 0.2, 1e-7, 123_456.789, 13.979700000000001, 5e-324, 1.7976931348623157e308, 18.4632]
        amounts += (0..<200).map { _ in Double.random(in: 0...1000, using: &generator) }
        for (index, grams) in amounts.enumerated() {
            let nutrients = Dictionary(
                uniqueKeysWithValues: amounts.prefix(index % 120).enumerated().map { ("\(200 + $0.offset)", $0.element) })
            for ndb in [String?.none, "09040"] {
                let food = EatenFood(
                    foodId: "01a2221f-9ef6", ndb: ndb, name: "Crème brûlée, 2/3 cup — “home-made” 🍮", grams: grams,
                    meal: Meal.allCases[index % 4], nutrients: nutrients)
                let json = try stored(.eaten(food))
                let scanned = try #require(LedgerEntry.scannedEatenFood(json), "\(json)")
                #expect(scanned == food)
                #expect(LedgerEntry.eaten(scanned) == (try decoded(json)))
            }
        }
    }

    @Test func whatTheOnePassDoesNotTakeGoesToJSONDecoder() throws {
        // Escapes, spaces, a null ndb, other kinds of entry: read as JSONDecoder reads them.
        let read = [
            #"{"eaten":{"_0":{"foodId":"x","grams":1,"meal":"lunch","name":"Say \"cheese\"\n","ndb":null,"nutrients":{"208":2}}}}"#,
            #" { "eaten" : { "_0" : { "nutrients" : { } , "name" : "a" , "meal" : "snack" , "grams" : 0.5e1 , "foodId" : "y" } } } "#,
            #"{"weight":{"kilograms":71.6}}"#,
            #"{"quickAdd":{"kcal":137,"meal":"snack","note":""}}"#,
            #"{"activity":{"kcal":196,"minutes":40,"name":"Walk"}}"#,
            // A trailing comma, which JSONDecoder takes and the one pass leaves to it.
            #"{"eaten":{"_0":{"foodId":"x","grams":1,"meal":"lunch","name":"a","nutrients":{"208":1,}}}}"#,
        ]
        for json in read { #expect(try LedgerEntry.decodeStored(json) == (try decoded(json)), "\(json)") }
        #expect(LedgerEntry.scannedEatenFood(read[1]) != nil)
        #expect(LedgerEntry.scannedEatenFood(read[0]) == nil && LedgerEntry.scannedEatenFood(read[5]) == nil)

        // JSON that JSONDecoder refuses is refused, not read differently by the one pass.
        let refused = [
            #"{"eaten":{"_0":{"foodId":"x","grams":01,"meal":"lunch","name":"a","nutrients":{}}}}"#,
            #"{"eaten":{"_0":{"foodId":"x","grams":+1,"meal":"lunch","name":"a","nutrients":{}}}}"#,
            #"{"eaten":{"_0":{"foodId":"x","grams":.5,"meal":"lunch","name":"a","nutrients":{}}}}"#,
            #"{"eaten":{"_0":{"foodId":"x","grams":1,"meal":"brunch","name":"a","nutrients":{}}}}"#,
            #"{"eaten":{"_0":{"foodId":"x","grams":1,"meal":"lunch","nutrients":{}}}}"#,
            #"{"eaten":{"_0":{"foodId":"x","grams":1,"meal":"lunch","name":"a","nutrients":{"208":1e999}}}}"#,
            #"{"eaten":{"_0":{"foodId":"x","grams":1,"meal":"lunch","name":"a","nutrients":{}}}} x"#,
        ]
        for json in refused {
            #expect(LedgerEntry.scannedEatenFood(json) == nil, "\(json)")
            #expect(throws: (any Error).self, "\(json)") { try LedgerEntry.decodeStored(json) }
        }
    }
}
