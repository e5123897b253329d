import AlmanacCore
import AlmanacStore

/// Five SR28 foods with their real values: a catalogue small enough for tests (loading all 8,789
/// foods takes seconds; most tests need a banana and a glass of milk).
public enum SampleFoods {
    public static let database = FoodDatabase(
        groups: [
            FoodGroup(code: "0100", name: "Dairy and Egg Products"), FoodGroup(code: "0500", name: "Poultry Products"),
            FoodGroup(code: "0800", name: "Breakfast Cereals"), FoodGroup(code: "0900", name: "Fruits and Fruit Juices"),
            FoodGroup(code: "1100", name: "Vegetables and Vegetable Products"),
        ],
        nutrients: [
            NutrientDefinition(number: "203", unit: "g", tag: "PROCNT", name: "Protein", decimals: 2, order: 600),
            NutrientDefinition(number: "204", unit: "g", tag: "FAT", name: "Total lipid (fat)", decimals: 2, order: 800),
            NutrientDefinition(number: "205", unit: "g", tag: "CHOCDF", name: "Carbohydrate, by difference", decimals: 2, order: 1100),
            NutrientDefinition(number: "208", unit: "kcal", tag: "ENERC_KCAL", name: "Energy", decimals: 0, order: 300),
            NutrientDefinition(number: "269", unit: "g", tag: "SUGAR", name: "Sugars, total", decimals: 2, order: 1500),
            NutrientDefinition(number: "291", unit: "g", tag: "FIBTG", name: "Fiber, total dietary", decimals: 1, order: 1200),
            NutrientDefinition(number: "307", unit: "mg", tag: "NA", name: "Sodium, Na", decimals: 0, order: 5800),
            NutrientDefinition(number: "401", unit: "mg", tag: "VITC", name: "Vitamin C, total ascorbic acid", decimals: 1, order: 6300),
        ],
        foods: [
            FoodRecord(
                ndb: "01079", longDesc: "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D",
                shortDesc: "MILK,RED FAT,FLUID,2% MILKFAT,W/ ADDED VIT A & VITAMIN D",
                isSurvey: true, groupCode: "0100", groupName: "Dairy and Egg Products",
                nutrients: ["208": 50, "203": 3.3, "204": 1.98, "205": 4.8, "269": 5.06, "291": 0, "307": 47, "401": 0.2],
                portions: [
                    FoodPortion(amount: 1, description: "cup", grams: 244), FoodPortion(amount: 1, description: "quart", grams: 976),
                ]),
            FoodRecord(
                ndb: "05064", longDesc: "Chicken, broilers or fryers, breast, meat only, cooked, roasted", isSurvey: true,
                groupCode: "0500",
                groupName: "Poultry Products", nutrients: ["208": 165, "203": 31.02, "204": 3.57, "205": 0, "307": 74],
                portions: [FoodPortion(amount: 0.5, description: "breast, bone and skin removed", grams: 86)]),
            FoodRecord(
                ndb: "08120", longDesc: "Cereals, oats, regular and quick, not fortified, dry", isSurvey: true, groupCode: "0800",
                groupName: "Breakfast Cereals",
                nutrients: ["208": 379, "203": 13.15, "204": 6.52, "205": 67.7, "269": 0.99, "291": 10.1, "307": 6],
                portions: [FoodPortion(amount: 1, description: "cup", grams: 81)]),
            FoodRecord(
                ndb: "09040", longDesc: "Bananas, raw", isSurvey: true, groupCode: "0900", groupName: "Fruits and Fruit Juices",
                refusePercent: 36,
                nutrients: ["208": 89, "203": 1.09, "204": 0.33, "205": 22.84, "269": 12.23, "291": 2.6, "307": 1, "401": 8.7],
                portions: [
                    FoodPortion(amount: 1, description: "cup, mashed", grams: 225),
                    FoodPortion(amount: 1, description: "medium (7\" to 7-7/8\" long)", grams: 118),
                    FoodPortion(amount: 1, description: "large (8\" to 8-7/8\" long)", grams: 136),
                ]),
            FoodRecord(
                ndb: "11090", longDesc: "Broccoli, raw", isSurvey: true, groupCode: "1100", groupName: "Vegetables and Vegetable Products",
                nutrients: ["208": 34, "203": 2.82, "204": 0.37, "205": 6.64, "269": 1.7, "291": 2.6, "307": 33, "401": 89.2],
                portions: [FoodPortion(amount: 1, description: "cup chopped", grams: 91)]),
        ])
}
