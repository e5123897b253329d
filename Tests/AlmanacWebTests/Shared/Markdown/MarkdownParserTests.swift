import AlmanacCore
import Foundation
import Testing

@testable import AlmanacWeb

/// Markdown read into a tree and drawn through the escaped components (issue 35): ordinary notes
/// look as they did with Ink, random input makes only the allowed elements and attributes and
/// never traps, and what people type in notes reads as CommonMark reads it.
@Suite struct MarkdownParserTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func load(_ name: String) -> [String] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
            let values = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return values
    }

    /// Ordinary notes (a journal entry, a recipe, a checklist, meeting notes...), written before
    /// the new renderer, and what Ink made of each (`ordinary-notes-ink.json`, recorded with the
    /// old renderer).
    static let notes = load("ordinary-notes.json")
    static let inkHTML = load("ordinary-notes-ink.json")

    /// Where the new output differs from Ink's on purpose, by note, with why.
    static let intendedDifferences: [Int: (html: String, why: String)] = [
        5: (
            "<p>Weekly review</p><ol><li>Clear the inbox</li><li>Look at the calendar for next week</li><li>Update the project list"
                + "<ul><li>Almanac</li><li>Garden shed</li></ul></li><li>Pick three things for Monday</li></ol>",
            "Ink joined item 4 to the nested list's last item (\"Garden shed 4. Pick three…\")"
        ),
        21: (
            "<p>Server notes: the config file is <code>almanac.toml</code>, the data folder is <code>/var/lib/almanac</code>, and"
                + " backups run at 03:00.</p><pre><code>almanac backup --to /mnt/backup\n</code></pre><p>Check the log afterwards.</p>",
            "Ink had no indented code blocks; the command was a paragraph"
        ),
        22: (
            "<p>Score 3 * 4 = 12, and 2 * 5 = 10 — so the second team won.</p>",
            "Ink made emphasis of `*` between spaces (\"3 <em> 4 … 2 </em> 5\"); CommonMark keeps them as text"
        ),
    ]

    /// The HTML as a browser reads it: quotes in text written as characters (Ink left them bare,
    /// the escaped path writes `&quot;` and `&#39;`), void elements in one spelling.
    static func normalized(_ html: String) -> String {
        html.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "<hr>", with: "<hr/>").replacingOccurrences(of: "<br>", with: "<br/>")
    }

    @Test func theCorpusOfOrdinaryNotesIsThere() {
        #expect(Self.notes.count >= 20)
        #expect(Self.inkHTML.count == Self.notes.count)
    }

    @Test(arguments: 0..<MarkdownParserTests.notes.count) func anOrdinaryNoteLooksAsItDidWithInk(_ index: Int) {
        guard index < Self.inkHTML.count else { return }
        let html = Self.normalized(Markdown.safeHTML(Self.notes[index]).rendered)
        let expected = Self.intendedDifferences[index]?.html ?? Self.normalized(Self.inkHTML[index])
        #expect(html == expected, "note \(index): \(Self.notes[index].debugDescription)")
    }

    // MARK: - Random input

    static let pieces: [String] = [
        "*", "**", "_", "__", "~~", "~", "`", "```", "[", "]", "(", ")", "![", "](", "<", ">", "> ", "#", "# ", "- ", "* ", "+ ",
        "1. ", "2) ", "|", "|:-|", ":", "\\", "\n", "\n\n", " ", "  ", "    ", "\t", "a", "word", "http://x", "https://e.example/p?q=1&r",
        "javascript:alert(1)", "/p.png", "//evil", "\"", "'", "&", "&#58;", "&amp;", "---", "[r]: ", "[r]", "<img src=x onerror=1>",
        "<script>", "\u{0}", "\u{202E}", "é", "😀", "\r\n", "=", "onmouseover=",
    ]

    static func randomMarkdown(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...60, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    @Test func randomInputMakesOnlyTheAllowedElementsAndNeverTraps() {
        var random = SeededRandom(seed: 35)
        for _ in 0..<1000 {
            let markdown = Self.randomMarkdown(&random)
            let html = Markdown.safeHTML(markdown).rendered
            let problems = Self.strayMarkup(in: html) + MarkdownTests.problems(in: html)
            #expect(problems.isEmpty, "\(markdown.debugDescription) → \(html): \(problems)")
            if !problems.isEmpty { return }
        }
    }

    static let allowed: [String: Set<String>] = [
        "p": [], "em": [], "strong": [], "s": [], "code": ["class"], "pre": [], "br": [], "hr": [], "h1": [], "h2": [], "h3": [],
        "h4": [], "h5": [], "h6": [], "ul": [], "ol": ["start"], "li": [], "blockquote": [], "table": [], "thead": [], "tbody": [],
        "tr": [], "th": ["align"], "td": ["align"], "a": ["href"], "img": ["src", "alt"],
    ]

    /// Every tag that is not one of `allowed` with its attributes, and every element closed that
    /// was not the last opened.
    static func strayMarkup(in html: String) -> [String] {
        var problems: [String] = []
        var open: [String] = []
        for tag in html.matches(of: #/<(/?)([a-z0-9]+)([^>]*)>/#) {
            let name = String(tag.output.2)
            guard let attributes = allowed[name] else {
                problems.append("element \(name)")
                continue
            }
            for attribute in tag.output.3.matches(of: #/ ([a-z-]+)="/#) where !attributes.contains(String(attribute.output.1)) {
                problems.append("attribute \(attribute.output.1) on \(name)")
            }
            if tag.output.1 == "/" {
                if open.popLast() != name { problems.append("</\(name)> closes nothing open") }
            } else if !tag.output.3.hasSuffix("/") {
                open.append(name)
            }
        }
        if !open.isEmpty { problems.append("left open: \(open)") }
        if html.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression).contains(where: { $0 == "<" || $0 == ">" }) {
            problems.append("a bare < or > in text")
        }
        return problems
    }

    @Test func deepOrLongInputIsTextPastItsLimitsAndDoesNotTrap() {
        let inputs = [
            String(repeating: ">", count: 5000) + " deep", String(repeating: "- ", count: 5000) + "deep",
            String(repeating: "*", count: 5000) + "a" + String(repeating: "*", count: 5000), String(repeating: "[", count: 20000) + "x",
            String(repeating: "*a ", count: 5000), String(repeating: "`", count: 3000) + "a",
            (1...3000).map { String(repeating: "`", count: $0 % 50 + 1) }.joined(separator: "a"),
            String(repeating: "![", count: 5000), String(repeating: "  - x\n", count: 2000), String(repeating: "(", count: 5000),
            String(repeating: "[", count: 30000) + String(repeating: "]", count: 30000) + "\n\n[a]: /x",
            String(repeating: "[a](x \"", count: 20000), String(repeating: "![a](/p.png)", count: 5000),
        ]
        for markdown in inputs {
            let html = Markdown.safeHTML(markdown).rendered
            #expect(Self.strayMarkup(in: html).isEmpty)
            #expect(html.count < markdown.count * 40)
        }
        // Nested deeper than the limit, the rest is text.
        let quotes = Markdown.safeHTML(String(repeating: "> ", count: 40) + "deep").rendered
        #expect(quotes.components(separatedBy: "<blockquote>").count - 1 == MarkdownDocument.maximumDepth)
        #expect(quotes.contains("&gt; &gt; deep") || quotes.contains("&gt;&gt; deep") || quotes.contains("&gt; deep"))
    }

    // MARK: - What people type

    static func html(_ markdown: String) -> String { Markdown.safeHTML(markdown).rendered }

    @Test func blocksAsCommonMarkReadsThem() {
        #expect(Self.html("a\nb") == "<p>a b</p>")
        #expect(Self.html("a  \nb\\\nc") == "<p>a<br/>b<br/>c</p>")
        #expect(Self.html("## Title ##") == "<h2>Title</h2>")
        #expect(Self.html("#hashtag") == "<p>#hashtag</p>")
        #expect(Self.html("    let a = 1\n\n    b\n") == "<pre><code>let a = 1\n\nb\n</code></pre>")
        #expect(Self.html("~~~\n<b>\n~~~") == "<pre><code>&lt;b&gt;\n</code></pre>")
        #expect(Self.html("> a\n>\n> - b") == "<blockquote><p>a</p><ul><li>b</li></ul></blockquote>")
        #expect(Self.html("> a\ncontinued") == "<blockquote><p>a continued</p></blockquote>")
        #expect(Self.html("- a\n  - b\n    - c\n- d") == "<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li><li>d</li></ul>")
        #expect(Self.html("1. a\n\n2. b") == "<ol><li><p>a</p></li><li><p>b</p></li></ol>")
        #expect(Self.html("3) c\n4) d") == #"<ol start="3"><li>c</li><li>d</li></ol>"#)
        #expect(Self.html("In\n1985 we moved.") == "<p>In 1985 we moved.</p>")
        #expect(Self.html("* * *") == "<hr/>")
        #expect(Self.html("- [ ] milk\n- [x] eggs") == "<ul><li>[ ] milk</li><li>[x] eggs</li></ul>")
        #expect(
            Self.html("a | b\n--- | :-:\n1 | 2")
                == #"<table><thead><tr><th>a</th><th align="center">b</th></tr></thead><tbody><tr><td>1</td><td align="center">2</td></tr></tbody></table>"#
        )
    }

    @Test func inlinesAsCommonMarkReadsThem() {
        #expect(Self.html("*a* _b_ **c** __d__ ~~e~~") == "<p><em>a</em> <em>b</em> <strong>c</strong> <strong>d</strong> <s>e</s></p>")
        #expect(Self.html("snake_case_name and 2*3*4") == "<p>snake_case_name and 2<em>3</em>4</p>")
        #expect(Self.html("***both***") == "<p><em><strong>both</strong></em></p>")
        #expect(Self.html("`a <b>` and `` c`d ``") == "<p><code>a &lt;b&gt;</code> and <code>c`d</code></p>")
        #expect(Self.html(#"\*not\* \[x\](y)"#) == "<p>*not* [x](y)</p>")
        #expect(Self.html("<b>bold</b> &copy;") == "<p>&lt;b&gt;bold&lt;/b&gt; &amp;copy;</p>")
        #expect(Self.html(#"[a](https://x.example "Title")"#) == #"<p><a href="https://x.example">a</a></p>"#)
        #expect(Self.html("[a](<https://x.example/a b>)") == "<p>[a](&lt;https://x.example/a b&gt;)</p>")
        #expect(Self.html("[Docs] and [docs][]\n\n[docs]: /help") == #"<p><a href="/help">Docs</a> and <a href="/help">docs</a></p>"#)
        #expect(Self.html("[undefined] stays") == "<p>[undefined] stays</p>")
        #expect(Self.html("[![pic](/p.png)](/album)") == #"<p><a href="/album"><img src="/p.png" alt="pic"/></a></p>"#)
    }
}
