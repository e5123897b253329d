import AlmanacCore
import Testing

@testable import AlmanacWeb

/// The one HTML path: every text and attribute value escaped, only the Markdown renderer trusted.
@Suite struct EscapingTests {
    /// The one-pass writer gives the markup the tree of nodes gives: groups, attributes set from
    /// outside (replaced, classes added, on each element of a group, nested), void elements with
    /// and without content, list items resolved and put back or written straight, interpolated
    /// components.
    @Test func theOnePassWriterWritesWhatTheNodesWrite() {
        let inner = ComponentGroup {
            Div { Span("a & b").class("x") }.class("y").id("first")
            Text("between <")
            Input(type: .text, name: "n", value: "v\"").attribute(named: "value", value: "w").class("c")
            Element(name: "br")
            Element(name: "img") { Text("not empty") }
        }
        let page = Element(name: "main") {
            inner.class("outer").attribute(named: "data-k", value: "1")
            List(["one", "two <"])
            List {
                Element(name: "li") { Text("kept") }.class("li")
                Paragraph("wrapped")
            }
            // Items written straight (`writeListItems`): an item of two nodes, one an `<li>`, with
            // attributes from outside on each; markup, a node put back, nothing, a list in a list.
            List([1, 2]) { number -> Component in
                ComponentGroup {
                    ListItem { Text("item \(number)") }
                    Span("beside <\(number)>")
                    Text("text")
                }
                .class("n\(number)")
            }
            .class("numbers").id("list")
            List {
                HTML("<li>markup is wrapped</li>")
                RenderedNode(node: .element(name: "li", attributes: [], children: [.text("node")]))
                RenderedNode(node: .text("text node"))
                Optional<Span>.none
                ListItem { List(["nested"]) }.attribute(named: "data-n", value: "1")
            }
            HTML("<section>\(Span("x").id("y"))</section>")
            Div().class("a").class("b", replaceExisting: true).attribute(named: "hidden", value: "", ignoreValueIfEmpty: false)
        }
        .class("page")
        var written = MarkupBytes()
        for node in resolve(page) { node.write(into: &written) }
        let nodes = written.text
        #expect(page.render().rendered == nodes)
        #expect(nodes.contains(#"<div class="y outer" id="first" data-k="1"><span class="x">a &amp; b</span></div>"#))
        #expect(nodes.contains(#"<br class="outer" data-k="1"/><img class="outer" data-k="1">not empty</img>"#))
    }

    @Test func textIsEscapedFully() {
        #expect(Paragraph(Payload.tag).render().rendered == "<p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>")
        #expect(Span("it's <b> & co").render().rendered == "<span>it&#39;s &lt;b&gt; &amp; co</span>")
    }

    /// Escaping copies bytes run by run: what it writes for any text (every special character,
    /// next to and inside multi-byte characters, combining marks, emoji, control characters) is
    /// what escaping character by character writes, and it is valid text.
    @Test func anyTextIsEscapedAsCharacterByCharacter() {
        func byCharacter(_ text: String) -> String {
            var out = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
        let pieces = ["&", "<", ">", "\"", "'", "a", " ", "é", "e\u{301}", "💬", "👩‍👩‍👧", "\u{0}", "\n", "日本", "\u{FFFD}", "&amp;", "Ω"]
        var generator = SeededRandom(seed: 7)
        var texts = ["", "plain text with nothing to escape", String(repeating: "<&>", count: 300)]
        for _ in 0..<2000 {
            texts.append((0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(escape(text) == byCharacter(text), "\(text.debugDescription)")
            #expect(Text(text).render().rendered == byCharacter(text))
        }
        // A piece of a text is escaped the same way.
        let substring = "x<é>&y".dropFirst()
        #expect(HTML("\(substring)").rendered == "&lt;é&gt;&amp;y")
    }

    @Test func textThatLooksLikeAnEntityShowsAsTyped() {
        #expect(Text("Tom &quot;Jerry&quot; &amp; &#39;").render().rendered == "Tom &amp;quot;Jerry&amp;quot; &amp;amp; &amp;#39;")
    }

    @Test func attributeValuesAreEscapedFully() {
        let input = Input(type: .text, name: "name", value: Payload.tag).attribute(named: "aria-label", value: Payload.quote)
        #expect(
            input.render().rendered
                == #"<input type="text" name="name" value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" aria-label="&#39;onmouseover=&#39;x"/>"#
        )
        #expect(Link("x", url: Href(path: "/a?b=1&c=\"2\"")).render().rendered == #"<a href="/a?b=1&amp;c=&quot;2&quot;">x</a>"#)
        #expect(Div().class("a").class("b\"c").id("&quot;").render().rendered == #"<div class="a b&quot;c" id="&amp;quot;"></div>"#)
    }

    @Test func elementAndAttributeNamesCannotOpenMarkup() {
        let element = Element(name: "div><script") { Text("x") }.attribute(named: "title\" onload=\"alert(1)", value: "v")
        #expect(element.render().rendered == #"<divscript titleonloadalert1="v">x</divscript>"#)
    }

    @Test func textAreaContentCannotCloseTheTextArea() {
        #expect(
            TextArea(text: Payload.textarea, name: "notes").render().rendered
                == #"<textarea name="notes">&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>"#)
    }

    @Test func emptyAndBooleanAttributes() {
        #expect(Input(type: .hidden, name: "a", value: "").render().rendered == #"<input type="hidden" name="a"/>"#)
        #expect(Input(type: .text, name: "a", isRequired: true).render().rendered == #"<input type="text" name="a" required/>"#)
        #expect(Option("None", value: "").render().rendered == #"<option value="">None</option>"#)
        #expect(Div().attribute(named: "hidden", value: nil).render().rendered == "<div></div>")
    }

    @Test func interpolatedTextIsEscapedAndLiteralsAndHTMLAreMarkup() {
        let name = Payload.tag
        let chip: HTML = "<b>\(name)</b>"
        let row: HTML = "<li title=\"\(Payload.quote)\">\(chip) \(3) \(2.5)</li>"
        #expect(chip.rendered == "<b>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</b>")
        #expect(row.rendered == "<li title=\"&#39;onmouseover=&#39;x\"><b>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</b> 3 2.5</li>")
        #expect(([chip, chip] as [HTML]).joined(separator: ", ").rendered == chip.rendered + ", " + chip.rendered)
    }

    @Test func componentsAndHTMLEmbedEachOtherWithoutEscapingTwice() {
        let inner: HTML = "<i>\(Payload.entity)</i>"
        #expect(Div { inner }.render().rendered == "<div><i>Tom &amp;quot;Jerry&amp;quot;</i></div>")
        let outer: HTML = "<section>\(Span(Payload.entity))</section>"
        #expect(outer.rendered == "<section><span>Tom &amp;quot;Jerry&amp;quot;</span></section>")
    }

    @Test func listsWrapItemsOnce() {
        let list = List(["a", "<b>"]) { Text($0) }
        #expect(list.render().rendered == "<ul><li>a</li><li>&lt;b&gt;</li></ul>")
        let items = List(["a"]) { ListItem($0).class("x") }
        #expect(items.render().rendered == #"<ul><li class="x">a</li></ul>"#)
    }

    @Test func markdownIsTheOnlyTrustedHTMLAndKeepsRawHTMLAndScriptLinksAsText() {
        let links = Markdown.safeHTML("See *this*: [b](https://example.com), [a](javascript:alert(1))").rendered
        #expect(links.contains("<em>this</em>"))
        #expect(links.contains(#"<a href="https://example.com">b</a>"#))
        #expect(!links.contains("href=\"javascript:"))
        let html = Markdown.safeHTML("Hi <svg onload=alert(1)> [a](javascript:alert(1))").rendered
        #expect(!html.contains("<svg"))
        #expect(!html.contains("href=\"javascript:"))
        #expect(html.contains("&lt;svg onload=alert(1)&gt;"))
    }
}
