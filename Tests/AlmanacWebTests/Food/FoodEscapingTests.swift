import Foundation
import HummingbirdTesting
import Testing

/// Stored text on every Food page is shown as text, never as markup (issue 19).
@Suite struct FoodEscapingTests {
    @Test func foodsRecipesEntriesAndActivitiesAreEscapedOnEveryFoodPage() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let custom = """
                {"name": \(json(Payload.text)), "nutrients": {"208": 250},
                 "portions": [{"amount": 1, "description": \(json(Payload.text)), "grams": 30}]}
                """
            let food = try #require(try await visitor.apiOK(.post, "/api/v1/custom-foods", json: custom)["id"] as? String)
            let recipeBody = #"{"name": \#(json(Payload.text)), "servings": 2, "ingredients": [{"foodId": "\#(food)", "grams": 100}]}"#
            let recipe = try #require(try await visitor.apiOK(.post, "/api/v1/recipes", json: recipeBody)["id"] as? String)
            _ = try await visitor.apiOK(.post, "/api/v1/food/entries", json: #"{"foodId": "\#(food)", "grams": 50, "meal": "lunch"}"#)
            _ = try await visitor.apiOK(.post, "/api/v1/food/entries", json: #"{"foodId": "\#(recipe)", "grams": 50, "meal": "dinner"}"#)
            _ = try await visitor.apiOK(
                .post, "/api/v1/food/quick-add", json: #"{"kcal": 100, "meal": "snack", "note": \#(json(Payload.text))}"#)
            _ = try await visitor.apiOK(.post, "/api/v1/activities", json: #"{"name": \#(json(Payload.text)), "minutes": 30, "kcal": 200}"#)
            _ = try await visitor.apiOK(.post, "/api/v1/weights", json: #"{"kilograms": 70}"#)

            for path in [
                "/food", "/food?food=\(food)", "/food/foods/\(food)", "/food/custom", "/food/custom/\(food)/edit", "/food/recipes",
                "/food/recipes/\(recipe)", "/food/recipes/\(recipe)/edit",
            ] {
                try await expectPayloadsEscaped(&visitor, path)
            }
            try await expectPayloadsEscaped(&visitor, "/food?q=\(Visitor.encode(Payload.text))")
            try await expectPayloadsEscaped(&visitor, "/food/history", shows: [])
            try await expectPayloadsEscaped(&visitor, "/food/weight", shows: [])
            // A refused recipe comes back with the lines as typed.
            let refused = try await visitor.post(
                "/food/recipes", form: ["name": Payload.text, "servings": "2", "ingredients": "\(Payload.text)\n\(Payload.textarea)"])
            expectPayloadsEscaped(in: refused.text, page: "POST /food/recipes")
        }
    }
}
