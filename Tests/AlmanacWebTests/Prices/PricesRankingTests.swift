import Foundation
import HummingbirdTesting
import Testing

/// The ranking the calculator's script shows as you type is the server's markup: the same rows
/// as the page, the product being typed ranked in place as a preview, its error at its field.
@Suite struct PricesRankingTests {
    static let added: [(String, String)] = [
        ("products[0].name", "Small jar"), ("products[0].price", "3.49"), ("products[0].quantity", "500"), ("products[0].unit", "g"),
        ("unitSystem", "metric"),
    ]

    @Test func theProductBeingTypedIsRankedAsAPreview() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let response = try await visitor.post(
                "/prices/ranking",
                pairs: Self.added + [("entry.name", "Big jar"), ("entry.price", "11.98/2"), ("entry.quantity", "1"), ("entry.unit", "kg")])
            #expect(response.status == .ok)
            let html = response.text
            #expect(html.contains("data-can-add=\"true\""))
            // Big jar (5.99 / kg) first, as the preview without Edit and Remove; Small jar second.
            let big = try #require(html.range(of: "Big jar"))
            let small = try #require(html.range(of: "Small jar"))
            #expect(big.lowerBound < small.lowerBound)
            #expect(html.contains("class=\"ranked best preview\""))
            #expect(html.contains("Not added yet"))
            #expect(html.contains("aria-label=\"Remove Small jar\""))
            #expect(!html.contains("aria-label=\"Remove Big jar\""))
            #expect(html.contains("+17\u{00A0}%"))
        }
    }

    @Test func aWrongFieldIsExplainedAndTheAddedProductsStillRank() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let wrong = try await visitor.post(
                "/prices/ranking", pairs: Self.added + [("entry.price", "3.49)"), ("entry.quantity", "250"), ("entry.unit", "g")])
            #expect(wrong.text.contains("data-can-add=\"false\""))
            #expect(wrong.text.contains("Unexpected &#39;)&#39; at position 5") || wrong.text.contains("Unexpected ')' at position 5"))
            #expect(wrong.text.contains("Small jar"))
            #expect(!wrong.text.contains("preview"))
            // A field not filled in yet only keeps Add off: no message.
            let unfinished = try await visitor.post("/prices/ranking", pairs: Self.added + [("entry.price", "2.99")])
            #expect(unfinished.text.contains("data-can-add=\"false\""))
            #expect(!unfinished.text.contains("class=\"field-error\" id=\"entry.quantity-error\">"))
            #expect(unfinished.text.contains("Small jar"))
        }
    }
}
