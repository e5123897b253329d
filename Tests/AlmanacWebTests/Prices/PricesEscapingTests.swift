import Foundation
import HummingbirdTesting
import Testing

/// Stored text on every Prices page is shown as text, never as markup (issue 19).
@Suite struct PricesEscapingTests {
    @Test func storedNamesAndStoresAreEscapedOnEveryPricesPage() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let body = """
                {"name": \(json(Payload.text)), "unitSystem": "metric", "products": [
                  {"name": \(json(Payload.text)), "store": \(json(Payload.text)), "price": "3.49", "quantity": "500", "unit": "g"},
                  {"name": "Big jar", "store": \(json(Payload.entity)), "price": "5.99", "quantity": "1", "unit": "kg"}]}
                """
            let id = try #require(try await visitor.apiOK(.post, "/api/v1/prices/comparisons", json: body)["id"] as? String)
            try await expectPayloadsEscaped(&visitor, "/prices/saved")
            try await expectPayloadsEscaped(&visitor, "/prices/saved/\(id)")
            try await expectPayloadsEscaped(&visitor, "/prices", shows: [])
            // The calculator shows what was typed when it refuses or ranks it.
            let form = [
                "name": Payload.text, "store": Payload.text, "price": "2", "quantity": "1", "unit": "kg", "action": "add",
                "comparisonName": Payload.text,
            ]
            let posted = try await visitor.post("/prices", form: form)
            expectPayloadsEscaped(in: posted.text, page: "POST /prices")
        }
    }
}
