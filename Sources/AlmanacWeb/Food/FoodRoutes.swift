import AlmanacCore

/// Every path of Food: the day page and its forms, foods, history, weight, your foods, recipes.
enum FoodRoutes {
    static let day = Route("/food")
    /// The search results list alone (HTML), for the day page's live search.
    static let searchResults = Route("/food/search")
    static let log = Route("/food/log")
    static let quickAdd = Route("/food/quick-add")
    static let activity = Route("/food/activity")
    static let copyMeal = Route("/food/copy-meal")
    static let editEntry = Route("/food/entries/{id}/edit")
    static let deleteEntry = Route("/food/entries/{id}/delete")
    static let food = Route("/food/foods/{id}")
    static let history = Route("/food/history")
    static let targets = Route("/food/targets")
    static let weight = Route("/food/weight")
    static let profile = Route("/food/profile")
    static let customFoods = Route("/food/custom")
    static let customFood = Route("/food/custom/{id}")
    static let editCustomFood = Route("/food/custom/{id}/edit")
    static let deleteCustomFood = Route("/food/custom/{id}/delete")
    static let recipes = Route("/food/recipes")
    static let recipe = Route("/food/recipes/{id}")
    static let editRecipe = Route("/food/recipes/{id}/edit")
    static let deleteRecipe = Route("/food/recipes/{id}/delete")

    /// The day page of `day`: plain /food for today.
    static func day(_ day: LocalDay, today: LocalDay) -> Href {
        day == today ? Self.day.href : Self.day.href(query: ["day": day.description])
    }

    /// Paths under /api/v1.
    enum API {
        static let search = Route("/foods/search")
        static let food = Route("/foods/{id}")
        static let portions = Route("/foods/{id}/portions")
        static let customFoods = Route("/custom-foods")
        static let customFood = Route("/custom-foods/{id}")
        static let recipes = Route("/recipes")
        static let recipe = Route("/recipes/{id}")
        static let entries = Route("/food/entries")
        static let entry = Route("/food/entries/{id}")
        static let quickAdd = Route("/food/quick-add")
        static let day = Route("/food/days/{day}")
        static let log = Route("/food/log")
        static let weights = Route("/weights")
        static let activities = Route("/activities")
        static let energySamples = Route("/energy-samples")
        static let profile = Route("/food/profile")
        static let target = Route("/food/targets/{nutrient}")
    }
}
