import Testing

@testable import AlmanacCore

struct FriendlyNameTests {
    @Test(arguments: [
        ("Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D", "2% milk (reduced fat)"),
        ("Milk, whole, 3.25% milkfat, with added vitamin D", "3.25% milk (whole)"),
        ("Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)", "Nonfat milk"),
        ("Bananas, raw", "Banana, raw"),
        ("Apples, raw, with skin", "Apple, raw, with skin"),
        ("Chicken, broilers or fryers, breast, meat only, cooked, roasted", "Chicken breast, roasted"),
        ("Chicken, broilers or fryers, thigh, meat and skin, cooked, roasted", "Chicken thigh, meat and skin, roasted"),
        ("Turkey, all classes, wing, meat and skin, cooked, roasted", "Turkey wing, meat and skin, roasted"),
        ("Beverages, coffee, brewed, prepared with tap water", "Coffee, brewed"),
        ("Beverages, tea, black, brewed, prepared with tap water", "Black tea, brewed"),
        ("Beverages, carbonated, cola, regular", "Cola"),
        ("Cheese, blue", "Blue cheese"),
        ("Cheese, cottage, lowfat, 2% milkfat", "2% cottage cheese (lowfat)"),
        ("Yogurt, Greek, plain, nonfat", "Greek yogurt, plain, nonfat"),
        ("Butter, salted", "Salted butter"),
        ("Egg, whole, raw, fresh", "Whole egg, raw, fresh"),
        ("Spices, coriander leaf, dried", "Coriander leaf, dried"),
        ("Fish, salmon, pink, raw", "Pink salmon, raw"),
        ("Nuts, almonds", "Almond"),
        ("Cherries, sour, red, frozen, unsweetened", "Sour cherry, red, frozen, unsweetened"),
        ("Soup, chicken noodle, canned, condensed", "Chicken noodle soup, canned, condensed"),
        ("Milk, buttermilk, dried", "Buttermilk, dried"),
        ("Tomatoes, red, ripe, raw, year round average", "Red tomato, ripe, raw"),
        ("Broccoli, raw", "Broccoli, raw"),
        ("Turnip greens, cooked, boiled, drained, without salt", "Turnip greens, boiled"),
        ("Peaches, yellow, raw", "Yellow peach, raw"),
        ("Babyfood, juice, apple", "Apple juice (baby food)"),
        ("Bread, white, commercially prepared (includes soft bread crumbs)", "White bread"),
        ("Beef, ground, 85% lean meat / 15% fat, raw", "Ground beef, 85% lean meat / 15% fat, raw"),
        ("Oats", "Oats"),
    ])
    func readsLikeWhatPeopleSay(longDescription: String, expected: String) {
        #expect(FriendlyName.make(longDescription: longDescription) == expected)
    }

    @Test func keepsBrandedNamesRecognisable() {
        let name = FriendlyName.make(longDescription: "Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes")
        #expect(name.contains("KELLOGG'S Corn Flakes"))
    }
}
