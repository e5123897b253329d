import Foundation

/// The runbooks a person can start from, in the project's own words. They hold no phone number
/// (the person enters their own contacts and crisis line) and never name means or methods;
/// `RunbookTemplateTests` checks both.
public struct RunbookTemplate: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var kind: RunbookStepKind
        public var text: String
        public var breathing: BreathingPattern?

        init(_ kind: RunbookStepKind, _ text: String, breathing: BreathingPattern? = nil) {
            self.kind = kind
            self.text = text
            self.breathing = breathing
        }
    }

    public var key: String
    public var name: String
    public var summary: String
    public var warningSigns: [String]
    public var steps: [Step]

    public static let all: [RunbookTemplate] = [anxiety, procrastination, negativeThoughts, safetyPlan]

    public static func named(_ key: String) -> RunbookTemplate? { all.first { $0.key == key } }

    static let anxiety = RunbookTemplate(
        key: "anxiety", name: "When I'm anxious", summary: "Slow the body down first, then look at what is in front of you.",
        warningSigns: ["My chest is tight and my breathing is quick", "I keep going over what could go wrong"],
        steps: [
            Step(.text, "This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now."),
            Step(.breathing, "Breathe slowly with the timer until the count feels easy.", breathing: .box),
            Step(.grounding, "Name what is around me, one sense at a time."),
            Step(.text, "What is one small thing I can do in the next ten minutes? Do only that."),
            Step(.contact, "If it does not ease, talk to someone I trust."),
        ])

    static let procrastination = RunbookTemplate(
        key: "procrastination", name: "When I can't start", summary: "Make the first step so small that starting is easy.",
        warningSigns: ["I have opened and closed the same thing several times", "I am tidying instead of doing the task"],
        steps: [
            Step(.text, "Notice the feeling under the avoidance: boredom, fear of doing it badly, not knowing where to begin."),
            Step(.urge, "Stay with the urge to escape for a few minutes without acting on it."),
            Step(.text, "Write the very first physical action: open the file, write one sentence, put on my shoes."),
            Step(.intention, "Work on that one action for a short, fixed time. Stopping afterwards is allowed."),
        ])

    static let negativeThoughts = RunbookTemplate(
        key: "negative-thoughts", name: "When my thoughts turn on me",
        summary: "Write the thought down, weigh it, and find a fairer way to say it.",
        warningSigns: ["I call myself names", "One mistake feels like proof about all of me"],
        steps: [
            Step(.breathing, "A few slow breaths before anything else.", breathing: .sigh),
            Step(.thoughtRecord, "Write the situation, the thought, what speaks for and against it, and a kinder thought."),
            Step(.text, "What would I say to a friend who thought this about themselves?"),
            Step(.text, "Do one thing that takes care of me: drink water, step outside, eat something."),
        ])

    /// The six steps of the Stanley–Brown Safety Planning Intervention, each for the person to fill in.
    static let safetyPlan = RunbookTemplate(
        key: "safety-plan", name: "My safety plan",
        summary: "Six steps, written while calm, to follow when things get very hard. Fill in your own people and lines.",
        warningSigns: [
            "Write the thoughts, moods or situations that tell you a crisis may be starting"
        ],
        steps: [
            Step(.text, "Warning signs: I check the signs above. If I notice them, I follow this plan step by step."),
            Step(.text, "Things I can do on my own to take my mind off it: (write yours: a walk, music, a shower, a game)."),
            Step(.breathing, "Breathe slowly with the timer.", breathing: .box),
            Step(.text, "People and places that help me think about something else: (write yours: a friend, a café, a park)."),
            Step(.contact, "People I can ask for help: call or text someone from my contacts."),
            Step(.contact, "Professionals and crisis lines I entered myself: call one of them."),
            Step(
                .text,
                "Make my surroundings safer: with someone I trust, put away anything I could hurt myself with, or go to a place where I feel safe."
            ),
            Step(.text, "If I am in danger now, I call my emergency number shown on this page."),
        ])
}

/// A runbook written out as Markdown, to print or to give to a trusted person.
public enum RunbookMarkdown {
    public struct Contact: Sendable {
        public var name: String
        public var phone: String
        public var note: String
        public var checkedOn: LocalDay?

        public init(name: String, phone: String, note: String, checkedOn: LocalDay?) {
            self.name = name
            self.phone = phone
            self.note = note
            self.checkedOn = checkedOn
        }
    }

    public struct Step: Sendable {
        public var kind: RunbookStepKind
        public var text: String
        public var contact: Contact?

        public init(kind: RunbookStepKind, text: String, contact: Contact?) {
            self.kind = kind
            self.text = text
            self.contact = contact
        }
    }

    public static func render(name: String, warningSigns: [String], steps: [Step], contacts: [Contact], emergencyNumber: String?)
        -> String
    {
        var lines = ["# \(name)", ""]
        if let emergencyNumber {
            lines += ["**If you are in danger now, call \(emergencyNumber).**", ""]
        }
        if !warningSigns.isEmpty {
            lines += ["## Warning signs", ""] + warningSigns.map { "- \($0)" } + [""]
        }
        lines += ["## Steps", ""]
        for (index, step) in steps.enumerated() {
            var text = step.text.isEmpty ? step.kind.label : step.text
            if step.kind != .text && !step.text.isEmpty { text = "\(step.kind.label): \(step.text)" }
            if let contact = step.contact { text += " — \(contact.name), \(contact.phone)" }
            lines.append("\(index + 1). \(text.replacingOccurrences(of: "\n", with: " "))")
        }
        if !contacts.isEmpty {
            lines += ["", "## Contacts", ""]
            for contact in contacts {
                let note = contact.note.isEmpty ? "" : " (\(contact.note))"
                let checked = contact.checkedOn.map { ", checked \($0)" } ?? ""
                lines.append("- \(contact.name)\(note): \(contact.phone)\(checked)")
            }
        }
        lines += ["", "_Written in Almanac: a notebook for one's own plans, not care._", ""]
        return lines.joined(separator: "\n")
    }
}
