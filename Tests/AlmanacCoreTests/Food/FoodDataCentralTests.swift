import Foundation
import Testing

@testable import AlmanacCore

/// Rows shaped like FoodData Central's CSV download (quoted fields, header rows): banana from SR
/// Legacy, hummus from Foundation (energy only as Atwater 957), a survey banana without an SR
/// number, a branded food that is left out, and a Foundation food claiming the banana's SR number.
enum FDCSample {
    static let files: [String: String] = [
        "food.csv": """
        "fdc_id","data_type","description","food_category_id","publication_date"
        "173944","sr_legacy_food","Bananas, raw","9","2019-04-01"
        "321358","foundation_food","Hummus, commercial","16","2019-04-01"
        "1102653","survey_fndds_food","Banana, raw","","2020-10-30"
        "2000001","branded_food","CHOCO BITES","","2021-10-28"
        "999999","foundation_food","Bananas, ripe and slightly ripe, raw","9","2020-04-01"

        """,
        "sr_legacy_food.csv": "\"fdc_id\",\"NDB_number\"\n\"173944\",\"9040\"\n",
        "foundation_food.csv": "\"fdc_id\",\"NDB_number\",\"footnote\"\n\"321358\",\"16158\",\"\"\n\"999999\",\"9040\",\"\"\n",
        "food_category.csv": """
        "id","code","description"
        "9","0900","Fruits and Fruit Juices"
        "16","1600","Legumes and Legume Products"

        """,
        "nutrient.csv": """
        "id","name","unit_name","nutrient_nbr","rank"
        "1003","Protein","G","203","600"
        "1008","Energy","KCAL","208","300"
        "2047","Energy (Atwater General Factors)","KCAL","957","280"
        "1162","Vitamin C, total ascorbic acid","MG","401","6300"
        "1178","Vitamin B-12","UG","418.0","7300"
        "2058","Beta-glucan","G","","9000"

        """,
        "food_nutrient.csv": """
        "id","fdc_id","nutrient_id","amount","data_points","derivation_id","min","max","median","footnote","min_year_acquired"
        "1","173944","1008","89","","","","","","",""
        "2","173944","1003","1.09","","","","","","",""
        "3","173944","1162","8.7","","","","","","",""
        "4","321358","2047","229","","","","","","",""
        "5","321358","1003","7.35","","","","","","",""
        "6","1102653","1008","89","","","","","","",""
        "7","1102653","1178","0","","","","","","",""
        "8","2000001","1008","500","","","","","","",""
        "9","173944","2058","1","","","","","","",""

        """,
        "measure_unit.csv": "\"id\",\"name\"\n\"1000\",\"cup\"\n\"9999\",\"undetermined\"\n",
        "food_portion.csv": """
        "id","fdc_id","seq_num","amount","measure_unit_id","portion_description","modifier","gram_weight","data_points","footnote","min_year_acquired"
        "1","173944","2","1","9999","","medium (7"" to 7-7/8"" long)","118","","",""
        "2","173944","1","1","9999","","cup, mashed","225","","",""
        "3","321358","1","1","1000","","","246","","",""
        "4","1102653","1","","9999","1 medium (7"" to 7-7/8"" long)","","118","","",""
        "5","1102653","2","","9999","Quantity not specified","","118","","",""

        """,
    ]
}

struct FoodDataCentralTests {
    @Test func keepsSRNumbersAsIdsAndLeavesBrandedFoodsOut() throws {
        let database = try FoodDataCentral.parse(FDCSample.files)
        #expect(database.foods.map(\.ndb) == ["09040", "16158", "fdc-999999", "fdc-1102653"])
        let banana = try #require(database.foods.first)
        #expect(banana.longDesc == "Bananas, raw")
        #expect(banana.groupCode == "0900" && banana.groupName == "Fruits and Fruit Juices")
        #expect(banana.kcalPer100g == 89)
        #expect(banana.nutrients["401"] == 8.7)
        #expect(
            banana.portions == [
                FoodPortion(amount: 1, description: "cup, mashed", grams: 225),
                FoodPortion(amount: 1, description: "medium (7\" to 7-7/8\" long)", grams: 118),
            ])
    }

    @Test func energyFallsBackToAtwaterAndUnitsAreSpelledAsInSR28() throws {
        let database = try FoodDataCentral.parse(FDCSample.files)
        let hummus = try #require(database.foods.first { $0.ndb == "16158" })
        #expect(hummus.kcalPer100g == 229)
        #expect(hummus.portions == [FoodPortion(amount: 1, description: "cup", grams: 246)])
        let survey = try #require(database.foods.first { $0.ndb == "fdc-1102653" })
        #expect(survey.isSurvey)
        #expect(survey.portions.map(\.description) == ["medium (7\" to 7-7/8\" long)"])
        #expect(database.nutrients.first { $0.number == "418" }?.unit == "µg")
        #expect(!database.nutrients.contains { $0.name == "Beta-glucan" })
    }

    @Test func aFolderWithoutTheNeededFilesOrColumnsIsRefusedByName() throws {
        var files = FDCSample.files
        files["food_nutrient.csv"] = nil
        #expect(
            throws: AlmanacError.invalid(
                "folder", "A FoodData Central CSV folder holds food.csv, nutrient.csv, food_nutrient.csv; food_nutrient.csv is missing.")
        ) {
            try FoodDataCentral.parse(files)
        }
        files = FDCSample.files
        files["nutrient.csv"] = "\"id\",\"name\"\n\"1008\",\"Energy\"\n"
        #expect(throws: AlmanacError.invalid("folder", "nutrient.csv has no unit_name column; is this a FoodData Central CSV download?")) {
            try FoodDataCentral.parse(files)
        }
        files = FDCSample.files
        files["food.csv"] = "\"fdc_id\",\"data_type\",\"description\"\n\"1\",\"branded_food\",\"X\"\n"
        #expect(throws: AlmanacError.self) { try FoodDataCentral.parse(files) }
    }
}
