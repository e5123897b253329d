import AlmanacCore
import Foundation
import Testing

@Suite struct PactRulesTests {
    @Test func onlyAHigherAmountOrALongerDelayTightens() {
        let base = PactTerms(text: "No phone", amount: 20, consequence: "to Sam")
        #expect(PactRules.tightens(from: base, delayHours: 24, to: base, delayHours: 48))
        #expect(
            PactRules.tightens(
                from: base, delayHours: 24, to: PactTerms(text: "No phone", amount: 25, consequence: "to Sam"), delayHours: 24))
        #expect(
            !PactRules.tightens(
                from: base, delayHours: 24, to: PactTerms(text: "No phone", amount: 19, consequence: "to Sam"), delayHours: 24))
        #expect(!PactRules.tightens(from: base, delayHours: 24, to: base, delayHours: 23))
        #expect(
            !PactRules.tightens(
                from: base, delayHours: 24, to: PactTerms(text: "No phone at all", amount: 20, consequence: "to Sam"), delayHours: 24))
        #expect(
            !PactRules.tightens(
                from: base, delayHours: 24, to: PactTerms(text: "No phone", amount: 20, consequence: "to Kim"), delayHours: 24))
    }

    @Test func amountsAreCheckedNumbersAndNothingTraps() throws {
        #expect(try PactRules.parseAmount("12,50") == Decimal(string: "12.5"))
        #expect(try PactRules.parseAmount(" ") == nil)
        for bad in ["1e400", "-3", "abc", "0", "2000000", "NaN", "１２"] {
            #expect(throws: AlmanacError.self, "\(bad)") { try PactRules.parseAmount(bad) }
        }
        #expect(throws: AlmanacError.invalid("consequence", "Say what happens with the amount, e.g. “I give it to Sam”.")) {
            try PactRules.terms(kind: .price, PactTerms(text: "x", amount: 5, consequence: "  "))
        }
    }

    @Test func aPendingChangeAppliesOnlyOnceItsTimeHasCome() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var pact = Pact(id: "p", kind: .effort, terms: PactTerms(text: "A"), delayHours: 2, createdAt: start)
        #expect(try !pact.change(to: PactTerms(text: "B"), delayHours: 2, at: start))
        #expect(pact.settled(at: start.addingTimeInterval(7_199))?.terms.text == "A")
        #expect(pact.settled(at: start.addingTimeInterval(7_200))?.terms.text == "B")
        pact.requestDeletion(at: start)
        #expect(pact.settled(at: start.addingTimeInterval(7_200)) == nil)
    }

    @Test func onlyAnUrgeFromInsideIsSurfed() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var intention = try Intention.start(id: "i", what: "Write", plannedMinutes: 25, at: start)
        try intention.logDistraction(trigger: .internal, urgePassed: true, at: start.addingTimeInterval(60))
        #expect(
            throws: AlmanacError.invalid(
                "urgePassed", "Only an urge from inside is surfed: pick “An urge from inside”, or leave the urge unsurfed.")
        ) {
            try intention.logDistraction(trigger: .external, urgePassed: false, at: start.addingTimeInterval(120))
        }
        #expect(DistractionTally(intention.distractions).urgesPassed == 1)
    }

    /// Attaching a free pact or naming a referee where there was none tightens; moving, removing
    /// or changing either loosens.
    @Test func aLinkOrARefereeAddedTightensAndMovedOrRemovedLoosens() throws {
        let goal = PactLink(kind: .goal, id: "g1")
        let free = PactTerms(text: "No phone")
        let attached = PactTerms(text: "No phone", link: goal, referee: "sam@example.org")
        #expect(PactRules.tightens(from: free, delayHours: 24, to: attached, delayHours: 24))
        #expect(PactRules.tightens(from: attached, delayHours: 24, to: attached, delayHours: 24))
        #expect(!PactRules.tightens(from: attached, delayHours: 24, to: free, delayHours: 24))
        #expect(
            !PactRules.tightens(
                from: attached, delayHours: 24,
                to: PactTerms(text: "No phone", link: PactLink(kind: .habit, id: "h1"), referee: "sam@example.org"),
                delayHours: 24))
        #expect(
            !PactRules.tightens(
                from: attached, delayHours: 24, to: PactTerms(text: "No phone", link: goal, referee: "kim@example.org"), delayHours: 24))
        #expect(try PactRules.link("habit:0193abc") == PactLink(kind: .habit, id: "0193abc"))
        #expect(try PactRules.link(" ") == nil)
        for bad in ["goal", "goal:", "task:1", ":1", "habit:" + String(repeating: "x", count: 65)] {
            #expect(throws: AlmanacError.self, "\(bad)") { try PactRules.link(bad) }
        }
    }

    @Test func aRefereeIsAnEmailAddressOrNone() throws {
        #expect(try PactRules.referee(" sam.o'neil+pacts@mail.example.org ") == "sam.o'neil+pacts@mail.example.org")
        #expect(try PactRules.referee("") == nil)
        #expect(try PactRules.referee(nil) == nil)
        let bad = [
            "sam", "sam@", "@example.org", "sam@example", "sam@@example.org", "sam @example.org", "sam@exa mple.org", ".sam@example.org",
            "sa..m@example.org", "sam@-example.org", "sam@example.o1", "<sam@example.org>", "sam@example..org", "sám@example.org",
            String(repeating: "a", count: 250) + "@example.org",
        ]
        for value in bad {
            #expect(throws: AlmanacError.self, "\(value)") { try PactRules.referee(value) }
        }
        #expect(throws: AlmanacError.invalid("referee", "The referee is an e-mail address such as sam@example.org; “sam” is not one.")) {
            try PactRules.terms(kind: .effort, PactTerms(text: "No phone", referee: "sam"))
        }
    }
}
