import AlmanacCore
import Foundation
import Testing

/// Every text a template ships: name, summary, warning signs, steps.
private func texts(_ template: RunbookTemplate) -> [String] {
    [template.name, template.summary] + template.warningSigns + template.steps.map(\.text)
}

/// Digits that could be dialled: three or more digits once the separators people write between
/// them (spaces, dashes, dots, brackets, slashes, plus) are taken out ("1 1 2", "(0)30-12").
func dialableRuns(in text: String) -> [String] {
    var runs: [String] = []
    var current = ""
    for character in text {
        if character.isNumber {
            current.append(character)
        } else if !" -.()/+".contains(character) {
            if current.count >= 3 { runs.append(current) }
            current = ""
        }
    }
    if current.count >= 3 { runs.append(current) }
    return runs
}

/// Words that name means or methods of self-harm: none may appear in a template.
let meansWords: Set<String> = [
    "pill", "pills", "tablet", "tablets", "medication", "medications", "medicine", "overdose", "drug", "drugs", "poison", "gun", "guns",
    "firearm", "firearms", "weapon", "weapons", "knife", "knives", "blade", "blades", "razor", "razors", "rope", "ropes", "hang",
    "hanging", "jump", "jumping", "bridge", "bridges", "ledge", "cliff", "roof", "cut", "cutting", "bleach", "gas", "car", "train",
    "alcohol", "ligature", "lethal", "means", "method", "methods",
]

@Suite struct RunbookTemplateTests {
    @Test func theDialRuleFindsNumbersHoweverTheyAreWritten() {
        #expect(dialableRuns(in: "call 112 now") == ["112"])
        #expect(dialableRuns(in: "ring 1 1 2") == ["112"])
        #expect(dialableRuns(in: "(030) 12-34") == ["0301234"])
        #expect(dialableRuns(in: "+44 20 7946 0958") == ["442079460958"])
        #expect(dialableRuns(in: "in for four, 15 minutes, 5 things").isEmpty)
        #expect(dialableRuns(in: "5-4-3-2-1") == ["54321"])
    }

    @Test func noTemplateShipsAPhoneNumber() {
        for template in RunbookTemplate.all {
            for text in texts(template) {
                #expect(dialableRuns(in: text).isEmpty, "\(template.key): “\(text)”")
            }
        }
    }

    @Test func noTemplateNamesMeansOrMethods() {
        for template in RunbookTemplate.all {
            for text in texts(template) {
                let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
                let found = words.filter { meansWords.contains($0) }
                #expect(found.isEmpty, "\(template.key): \(found) in “\(text)”")
            }
        }
    }

    @Test func theMeansWordCheckWouldCatchOne() {
        let words = "Put the pills away".lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        #expect(words.contains { meansWords.contains($0) })
    }

    @Test func theSafetyPlanFollowsTheSixStanleyBrownSteps() throws {
        let plan = try #require(RunbookTemplate.named("safety-plan"))
        let text = plan.steps.map(\.text).joined(separator: "\n").lowercased()
        for step in ["warning signs", "on my own", "places", "ask for help", "professionals and crisis lines", "surroundings safer"] {
            #expect(text.contains(step), "the safety plan lacks “\(step)”")
        }
        #expect(plan.steps.contains { $0.kind == .contact })
        #expect(Set(RunbookTemplate.all.map(\.key)) == ["anxiety", "procrastination", "negative-thoughts", "safety-plan"])
    }

    @Test func everyTemplatePassesTheRulesAPersonsRunbookMeets() throws {
        for template in RunbookTemplate.all {
            #expect(try RunbookRules.name(template.name) == template.name)
            _ = try RunbookRules.warningSigns(template.warningSigns.joined(separator: "\n"))
            for step in template.steps { _ = try RunbookRules.stepText(step.text, kind: step.kind) }
        }
    }
}
