import Foundation
import Testing

@testable import AlmanacWeb

/// Markdown never becomes markup (issue 29): every link, image and code block is drawn through the
/// escaped path, to allowed targets only (since issue 35 the whole note is).
@Suite struct MarkdownTests {
    /// The payload corpus, shared with the browser test (`Tests/e2e/test_markdown.py`).
    static let corpus: [String] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../e2e/markdown_payloads.json")
        guard let data = try? Data(contentsOf: file), let corpus = try? JSONDecoder().decode([String].self, from: data) else { return [] }
        return corpus
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.corpus.count >= 50)
    }

    @Test(arguments: MarkdownTests.corpus) func noPayloadBecomesMarkup(_ payload: String) {
        // Alone, and among ordinary Markdown (a list, a paragraph after).
        for markdown in [payload, "- one\n- \(payload)\n\nAfter *that*: \(payload)"] {
            let problems = Self.problems(in: Markdown.safeHTML(markdown).rendered)
            #expect(problems.isEmpty, "\(markdown.debugDescription): \(problems)")
        }
    }

    @Test func theIssuesPayloadsAreShownAsText() {
        for payload in [
            #"[x](http://x"onmouseover="alert(1))"#, #"![a"onerror="alert(2)](http://x)"#,
            #"[x](https://x/"><meta/http-equiv="refresh"/content="0;url=https://evil.example/">)"#,
            #"[x](http://x"style="position:fixed;inset:0)"#, "[x](//evil.example)", #"[x](/\evil.example)"#,
        ] {
            let html = Markdown.safeHTML(payload).rendered
            #expect(!html.contains("<a"), "\(payload): \(html)")
            #expect(!html.contains("<img"), "\(payload): \(html)")
            #expect(html.contains("x"))
        }
    }

    @Test func allowedLinksKeepTheirTargetEscaped() {
        #expect(
            Markdown.safeHTML("[a](https://example.com/a?b=1&c=2)").rendered == #"<p><a href="https://example.com/a?b=1&amp;c=2">a</a></p>"#
        )
        #expect(
            Markdown.safeHTML("[*a*](http://example.com:8080/x)").rendered == #"<p><a href="http://example.com:8080/x"><em>a</em></a></p>"#)
        #expect(Markdown.safeHTML("[mail](mailto:ada@example.com)").rendered == #"<p><a href="mailto:ada@example.com">mail</a></p>"#)
        #expect(Markdown.safeHTML("[list](/tasks/lists/1#top)").rendered == #"<p><a href="/tasks/lists/1#top">list</a></p>"#)
        #expect(
            Markdown.safeHTML("[w](https://en.wikipedia.org/wiki/Swift_(language))").rendered.contains(
                #"href="https://en.wikipedia.org/wiki/Swift_(language)""#))
        #expect(
            Markdown.safeHTML("[x][Docs]\n\n[docs]: https://example.com/docs").rendered.contains(
                #"<a href="https://example.com/docs">x</a>"#))
    }

    @Test func imagesAreThisSitesOnlyWithTheirAltTextEscaped() {
        #expect(
            Markdown.safeHTML("![cat *fluffy* & \"co\"](/journal/photo.jpg)").rendered
                == #"<p><img src="/journal/photo.jpg" alt="cat fluffy &amp; &quot;co&quot;"/></p>"#)
        // An https picture elsewhere is a link to it: the CSP would not load it, and loading it
        // would tell its host who reads the note.
        #expect(
            Markdown.safeHTML("See ![chart](https://example.com/c.png)").rendered
                == #"<p>See <a href="https://example.com/c.png">chart</a></p>"#)
        #expect(!Markdown.safeHTML("![x](http://example.com/c.png)").rendered.contains("<img"))
    }

    @Test func aCodeBlocksLanguageIsAPlainClass() {
        #expect(
            Markdown.safeHTML("```swift\nlet a = \"<b>\"\n```").rendered
                == "<pre><code class=\"language-swift\">let a = &quot;&lt;b&gt;&quot;\n</code></pre>")
        #expect(Markdown.safeHTML("```x\" onmouseover=\"alert(1)\ncode\n```").rendered == "<pre><code>code\n</code></pre>")
    }

    @Test func ordinaryMarkdownIsKept() {
        let html = Markdown.safeHTML("# Plan\n\n1. one\n2. **two**\n\n> quoted\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n---\n\n`code` ~~old~~")
            .rendered
        for part in [
            "<h1>Plan</h1>", "<ol><li>one</li><li><strong>two</strong></li></ol>", "<blockquote>", #"<td align="left">1</td>"#, "<hr/>",
            "<code>code</code>", "<s>old</s>",
        ] {
            #expect(html.contains(part), "\(part) in \(html)")
        }
    }

    // MARK: - The check, independent of the renderer's own

    static let allowedAttributes: Set<String> = ["href", "src", "alt", "class", "start", "align"]

    /// What is wrong with the rendered HTML: a tag that is not a plain tag with quoted attributes
    /// of the allowed names, an element that loads or runs something, or a link or image target
    /// (as the browser reads it) that is not http(s), mailto or a path on this site.
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        let tag = #/<(/?)([a-zA-Z0-9]+)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*/?>/#
        let attribute = #/\s+([a-zA-Z-]+)="([^"]*)"/#
        var index = html.startIndex
        while let open = html[index...].firstIndex(of: "<") {
            guard let match = html[open...].prefixMatch(of: tag) else {
                problems.append("not a plain tag: \(html[open...].prefix(60))")
                break
            }
            index = match.range.upperBound
            let name = match.output.2.lowercased()
            if ["script", "meta", "iframe", "svg", "style", "link", "base", "form", "object", "embed", "div", "span"].contains(name) {
                problems.append("element \(name)")
            }
            for found in match.output.3.matches(of: attribute) {
                let attributeName = found.output.1.lowercased()
                if !allowedAttributes.contains(attributeName) { problems.append("attribute \(attributeName)") }
                if attributeName == "href" || attributeName == "src",
                    let reason = refusal(of: String(found.output.2), image: attributeName == "src")
                {
                    problems.append("\(attributeName)=\(found.output.2): \(reason)")
                }
            }
        }
        return problems
    }

    /// Why a target is not allowed, read as a browser reads it: entities decoded, tabs and
    /// newlines removed, leading and trailing spaces and controls dropped, scheme in any case.
    static func refusal(of value: String, image: Bool) -> String? {
        var decoded = value
        for (entity, character) in [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">")] {
            decoded = decoded.replacingOccurrences(of: entity, with: character)
        }
        decoded = decoded.replacingOccurrences(of: "&amp;", with: "&")
        if decoded.contains("&#") { return "a numeric entity" }
        let browser = String(String.UnicodeScalarView(decoded.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        if browser.contains("\\") { return "a backslash" }
        if browser.hasPrefix("//") { return "another site" }
        // A scheme is what comes before the first ":" when no "/", "?" or "#" comes before it
        // ("a/b:c" is a path on this site).
        if let colon = browser.firstIndex(of: ":"), !browser[..<colon].contains("/"), !browser[..<colon].contains("?"),
            !browser[..<colon].contains("#")
        {
            let scheme = browser[..<colon]
            if image { return "an image elsewhere (\(scheme))" }
            guard ["http", "https", "mailto"].contains(scheme) else { return "scheme \(scheme)" }
        }
        return nil
    }
}
