import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

private let jars = #"""
    {"unitSystem": "metric", "products": [
      {"name": "Small jar", "price": "3.49", "quantity": "500", "unit": "g"},
      {"name": "Big jar", "store": "Aldi", "price": "5.99", "quantity": "1", "unit": "kg"}]}
    """#

extension TestResponse {
    var products: [[String: Any]] { json["products"] as? [[String: Any]] ?? [] }
}

@Suite struct PricesWebTests {
    @Test func compareRanksCheapestPerUnitFirst() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let response = try await visitor.api(.post, "/api/v1/prices/compare", json: jars)
            #expect(response.status == .ok)
            #expect(response.json["kind"] as? String == "mass")
            #expect(response.json["displayUnit"] as? String == "kg")
            #expect(response.json["displayUnits"] as? [String] == ["kg", "100 g"])
            let products = response.products
            #expect(products.map { $0["name"] as? String } == ["Big jar", "Small jar"])
            #expect(products.map { $0["pricePerDisplayUnit"] as? String } == ["5.99", "6.98"])
            #expect(products.map { $0["percentAboveBest"] as? Int } == [0, 17])
            #expect(products.map { $0["rank"] as? Int } == [1, 2])
            #expect(products.map { $0["displayUnit"] as? String } == ["kg", "kg"])
            #expect(products[0]["store"] as? String == "Aldi")

            let per100 = try await visitor.api(
                .post, "/api/v1/prices/compare",
                json: #"""
                    {"products": [{"price": "4.99", "quantity": "6x330", "unit": "ml"}, {"price": "1.99", "quantity": "2", "unit": "L"}],
                     "displayUnit": "100 ml"}
                    """#)
            #expect(per100.json["kind"] as? String == "volume")
            #expect(per100.products.map { $0["pricePerDisplayUnitText"] as? String } == ["0.0995", "0.25"])
            #expect(per100.products.map { $0["index"] as? Int } == [1, 0])
        }
    }

    @Test func theUnitSystemDefaultsToTheUsersSetting() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let user = try await database.user(named: "ada")
            var preferences = user.preferences
            preferences.unitSystem = .us
            _ = try await database.updateProfile(owner: user.id, displayName: user.displayName, preferences: preferences)
            let body = #"{"products": [{"price": "3", "quantity": "16", "unit": "oz"}]}"#
            let response = try await visitor.api(.post, "/api/v1/prices/compare", json: body)
            #expect(response.json["displayUnit"] as? String == "lb")
            let metric = try await visitor.api(
                .post, "/api/v1/prices/compare",
                json: #"{"unitSystem": "metric", "products": [{"price": "3", "quantity": "16", "unit": "oz"}]}"#)
            #expect(metric.json["displayUnit"] as? String == "kg")
        }
    }

    @Test(
        "Refusals name the product and the field",
        arguments: [
            (
                #"{"products": [{"price": "3", "quantity": "12", "unit": "oz"}, {"price": "3", "quantity": "12", "unit": "fl oz"}]}"#,
                "products[1].unit", "fl oz is a volume; this comparison is by mass."
            ),
            (#"{"products": [{"price": "3.49)", "quantity": "1", "unit": "kg"}]}"#, "products[0].price", "Unexpected ')' at position 5"),
            (
                #"{"products": [{"price": "1", "quantity": "1", "unit": "kg"}, {"price": "1", "quantity": "2", "unit": "kg"}, {"price": "1", "quantity": "6/0", "unit": "kg"}]}"#,
                "products[2].quantity", "Division by zero"
            ),
            (#"{"products": [{"price": "1", "quantity": "0", "unit": "kg"}]}"#, "products[0].quantity", "more than 0"),
            (#"{"products": [{"price": "1", "quantity": "1", "unit": "stone"}]}"#, "products[0].unit", "'stone' is not a unit I know"),
            (#"{"products": []}"#, "products", "at least one product"),
            (
                #"{"products": [{"price": "1", "quantity": "1", "unit": "l"}], "displayUnit": "lb"}"#, "displayUnit",
                "this comparison is by volume"
            ),
            (#"{"products": [{"price": 3.49, "quantity": "1", "unit": "kg"}]}"#, "products[0].price", "must be a string"),
            (#"{"products": [{"price": "3.49", "unit": "kg"}]}"#, "products[0].quantity", "is required"),
            (#"{"unitSystem": "imperial", "products": [{"price": "1", "quantity": "1", "unit": "kg"}]}"#, "unitSystem", "unitSystem"),
            (#"{"products": "many"}"#, "products", "must be an array"),
            (#"not json"#, "body", "not valid JSON"),
        ])
    func refusals(body: String, field: String, message: String) async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let response = try await visitor.api(.post, "/api/v1/prices/compare", json: body)
            #expect(response.status == .badRequest)
            #expect(response.errorCode == "validation_failed")
            #expect(response.errorField == field)
            let text = (response.json["error"] as? [String: Any])?["message"] as? String ?? ""
            #expect(text.contains(message), "\(text)")
        }
    }

    @Test func compareNeedsASignedInUser() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            _ = try await visitor.get("/signin")
            #expect(try await visitor.api(.post, "/api/v1/prices/compare", json: jars).status == .unauthorized)
        }
    }

    @Test func savedComparisonsThroughTheAPI() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let body =
                #"{"name": "Jam", "unitSystem": "metric", "displayUnit": "per 100g", "products": [{"name": "Small jar", "price": "3.49", "quantity": "500", "unit": "grams"}, {"name": "Big jar", "price": "5.99", "quantity": "1", "unit": "kg"}]}"#
            let created = try await visitor.api(.post, "/api/v1/prices/comparisons", json: body)
            #expect(created.status == .created)
            let id = try #require(created.json["id"] as? String)
            #expect(created.json["name"] as? String == "Jam")
            #expect(created.json["displayUnit"] as? String == "100 g")
            #expect((created.json["products"] as? [[String: Any]])?.first?["unit"] as? String == "grams")
            let result = created.json["result"] as? [String: Any]
            #expect(((result?["products"] as? [[String: Any]])?.first)?["pricePerDisplayUnitText"] as? String == "0.60")

            let list = try await visitor.api(.get, "/api/v1/prices/comparisons")
            #expect(list.jsonArray.map { $0["id"] as? String } == [id])
            #expect(list.jsonArray.first?["result"] != nil)

            let fetched = try await visitor.api(.get, "/api/v1/prices/comparisons/\(id)")
            #expect(fetched.json["name"] as? String == "Jam")

            let updated = try await visitor.api(
                .put, "/api/v1/prices/comparisons/\(id)",
                json: #"{"name": "Jam jars", "products": [{"price": "2", "quantity": "1", "unit": "lb"}]}"#)
            #expect(updated.status == .ok)
            #expect(updated.json["name"] as? String == "Jam jars")
            #expect(updated.json["displayUnit"] == nil)
            #expect(((updated.json["result"] as? [String: Any])?["products"] as? [[String: Any]])?.count == 1)

            let refused = try await visitor.api(
                .put, "/api/v1/prices/comparisons/\(id)",
                json:
                    #"{"name": "Jam jars", "products": [{"price": "2", "quantity": "1", "unit": "lb"}, {"price": "2", "quantity": "1", "unit": "l"}]}"#
            )
            #expect(refused.status == .badRequest && refused.errorField == "products[1].unit")
            let blankName = try await visitor.api(
                .post, "/api/v1/prices/comparisons", json: #"{"name": " ", "products": [{"price": "2", "quantity": "1", "unit": "lb"}]}"#)
            #expect(blankName.status == .badRequest && blankName.errorField == "name")

            #expect(try await visitor.api(.delete, "/api/v1/prices/comparisons/\(id)").status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/prices/comparisons/\(id)").status == .notFound)
            let undo = try await visitor.api(.post, "/api/v1/undo")
            #expect(undo.json["summary"] as? String == "Deleted the comparison “Jam jars”")
            #expect(try await visitor.api(.get, "/api/v1/prices/comparisons/\(id)").json["name"] as? String == "Jam jars")
            let user = try await database.user(named: "ada")
            #expect(try await database.history(owner: user.id).contains { $0.origin == .api && $0.entity == "price_comparisons" })
        }
    }

    @Test func anotherUsersComparisonIsNotFound() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let created = try await visitor.api(
                .post, "/api/v1/prices/comparisons",
                json: #"{"name": "Rice", "products": [{"price": "1.99", "quantity": "1", "unit": "kg"}]}"#)
            let id = try #require(created.json["id"] as? String)
            let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
            let token = try await database.createToken(owner: bob.id, name: "bob").secret
            #expect(try await visitor.api(.get, "/api/v1/prices/comparisons/\(id)", token: token).status == .notFound)
            let put = try await visitor.api(
                .put, "/api/v1/prices/comparisons/\(id)",
                json: #"{"name": "Mine", "products": [{"price": "1", "quantity": "1", "unit": "kg"}]}"#,
                token: token)
            #expect(put.status == .notFound)
            #expect(try await visitor.api(.delete, "/api/v1/prices/comparisons/\(id)", token: token).status == .notFound)
            #expect(try await visitor.api(.get, "/api/v1/prices/comparisons", token: token).jsonArray.isEmpty)
            #expect(try await visitor.get("/prices/saved/\(id)").status == .ok)
            let ada = try await database.user(named: "ada")
            #expect(try await database.savedComparison(owner: ada.id, id: id).name == "Rice")
        }
    }

    @Test func theCalculatorWorksWithoutJavaScript() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let page = try await visitor.get("/prices")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"data-widget="prices""#))
            #expect(page.text.contains(#"inputmode="decimal""#))
            #expect(!page.text.contains("not built yet"))

            // Add a first product: it is ranked and kept in hidden inputs.
            let first = try await visitor.post(
                "/prices",
                form: ["action": "add", "entry.name": "Small jar", "entry.price": "3.49", "entry.quantity": "500", "entry.unit": "g"])
            #expect(first.status == .ok)
            #expect(first.text.contains(#"name="products[0].price" value="3.49""#))
            #expect(first.text.contains("6.98"))
            // The unit stays for the next product.
            #expect(first.text.contains(#"name="entry.unit" value="g""#))

            // Add a second; the form carries the first along.
            var form = [
                "action": "add", "products[0].name": "Small jar", "products[0].price": "3.49", "products[0].quantity": "500",
                "products[0].unit": "g", "entry.name": "Big jar", "entry.price": "11.98/2", "entry.quantity": "1", "entry.unit": "kg",
            ]
            let second = try await visitor.post("/prices", form: form)
            #expect(second.status == .ok)
            let big = try #require(second.text.range(of: "Big jar</span>"))
            let small = try #require(second.text.range(of: "Small jar</span>"))
            #expect(big.lowerBound < small.lowerBound)
            #expect(second.text.contains("+17\u{00A0}%"))
            #expect(second.text.contains("1 kg · 5.99"))

            // A unit of the wrong kind is refused at the field, and nothing is added.
            form = [
                "action": "add", "products[0].price": "3.49", "products[0].quantity": "500", "products[0].unit": "g",
                "entry.price": "1.99", "entry.quantity": "1", "entry.unit": "ml",
            ]
            let wrong = try await visitor.post("/prices", form: form)
            #expect(wrong.status == .badRequest)
            #expect(wrong.text.contains("ml is a volume; this comparison is by mass."))
            #expect(!wrong.text.contains("products[1]"))
            #expect(wrong.text.contains(#"name="entry.price" value="1.99""#))

            // Per 100 g on request; remove and edit.
            form = [
                "action": "compare", "displayUnit": "100 g", "products[0].price": "3.49", "products[0].quantity": "500",
                "products[0].unit": "g",
            ]
            #expect(try await visitor.post("/prices", form: form).text.contains("0.70"))
            form["action"] = "edit:0"
            let edit = try await visitor.post("/prices", form: form)
            #expect(edit.text.contains(#"name="entry.quantity" value="500""#))
            #expect(!edit.text.contains("products[0]"))

            // Save, typed product included.
            form = [
                "action": "save", "comparisonName": "Jam", "products[0].price": "3.49", "products[0].quantity": "500",
                "products[0].unit": "g", "entry.price": "5.99", "entry.quantity": "1", "entry.unit": "kg",
            ]
            let saved = try await visitor.post("/prices", form: form)
            #expect(saved.status == .seeOther)
            let location = try #require(saved.headers[.location])
            #expect(location.hasPrefix("/prices/saved/"))
            let opened = try await visitor.get(location)
            #expect(opened.text.contains("Saved “Jam”."))
            #expect(opened.text.contains(#"name="products[1].price" value="5.99""#))
            let user = try await database.user(named: "ada")
            #expect(try await database.savedComparisons(owner: user.id).first?.products.count == 2)
        }
    }

    @Test func savingNeedsANameAndEditingUpdatesInPlace() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let product = ["products[0].price": "1.99", "products[0].quantity": "1", "products[0].unit": "kg"]
            let unnamed = try await visitor.post("/prices", form: product.merging(["action": "save", "comparisonName": ""]) { $1 })
            #expect(unnamed.status == .badRequest)
            #expect(unnamed.text.contains(#"id="comparisonName-error""#))
            let empty = try await visitor.post("/prices", form: ["action": "save", "comparisonName": "Nothing"])
            #expect(empty.status == .badRequest)
            #expect(empty.text.contains("Add at least one product to compare."))
            let user = try await database.user(named: "ada")
            #expect(try await database.savedComparisons(owner: user.id).isEmpty)

            let saved = try await visitor.post("/prices", form: product.merging(["action": "save", "comparisonName": "Rice"]) { $1 })
            let location = try #require(saved.headers[.location])
            let changed = try await visitor.post(
                location,
                form: product.merging(["action": "save", "comparisonName": "Basmati", "products[0].price": "2.49"]) { $1 })
            #expect(changed.headers[.location] == location)
            let all = try await database.savedComparisons(owner: user.id)
            #expect(all.map(\.name) == ["Basmati"])
            #expect(all.first?.products.first?.price == "2.49")
        }
    }

    @Test func savedListDeleteAndUndo() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            #expect(try await visitor.get("/prices/saved").text.contains("Nothing saved yet."))
            let user = try await database.user(named: "ada")
            let saved = try await database.saveComparison(
                owner: user.id, name: "Olive oil",
                request: .init(unitSystem: .metric, products: [.init(name: "Bertolli", price: "8.99", quantity: "750", unit: "ml")]))
            let list = try await visitor.get("/prices/saved")
            #expect(list.text.contains("Olive oil"))
            #expect(list.text.contains("1 product · best: Bertolli 11.99 / l"))

            let deleted = try await visitor.post("/prices/saved/\(saved.id)/delete", form: [:])
            #expect(deleted.headers[.location] == "/prices/saved")
            let after = try await visitor.get("/prices/saved")
            #expect(after.text.contains("Deleted “Olive oil”."))
            #expect(after.text.contains(">Undo</button>"))
            #expect(try await visitor.get("/prices/saved/\(saved.id)").status == .notFound)
            _ = try await visitor.post("/undo", form: ["next": "/prices/saved"])
            #expect(try await visitor.get("/prices/saved/\(saved.id)").status == .ok)
            #expect(try await database.savedComparison(owner: user.id, id: saved.id) == saved)

            #expect(try await visitor.post("/prices/saved/no-such-id/delete", form: [:]).status == .notFound)
        }
    }
}
