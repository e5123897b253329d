import Ink

/// Notes written in Markdown (to-dos, timeline events, journal entries), shown as HTML.
///
/// Ink makes the markup, but it writes link and image URLs, alt text and a code block's language
/// into attributes as they were typed. So every link, image and code block is made again here
/// through the escaped HTML path, from the target Ink read, and only to targets `MarkdownURL`
/// allows; raw HTML is shown as text. Last, the whole output is checked against the elements and
/// attributes Markdown can make (`MarkdownOutput`): anything else and the note is shown as text.
enum Markdown {
    /// Markdown through Ink, with raw HTML shown as text and only safe link and image targets.
    static func safeHTML(_ markdown: String) -> HTML {
        let definitions = referenceDefinitions(in: markdown)
        var parser = MarkdownParser()
        parser.addModifier(Modifier(target: .html) { _, source in escape(String(source)) })
        parser.addModifier(Modifier(target: .links) { html, source in link(html: html, source: source, definitions: definitions) })
        parser.addModifier(Modifier(target: .images) { html, source in image(html: html, source: source, definitions: definitions) })
        parser.addModifier(Modifier(target: .codeBlocks) { html, source in codeBlock(html: html, source: source) })
        let html = parser.html(from: markdown)
        guard MarkdownOutput.isSafe(html) else { return Paragraph(markdown).render() }
        return .trustedMarkdown(html)
    }

    /// `<a href>` made again around Ink's link text, or the Markdown as text when the target is
    /// not allowed (or cannot be told apart from the text with certainty).
    static func link(html: String, source: Substring, definitions: [String: [Substring]]) -> String {
        guard let (target, rest) = split(html, opening: "<a href=\"", targets: targets(of: source, definitions: definitions), after: "\">"),
            rest.hasSuffix("</a>"), let href = MarkdownURL.link(target)
        else { return escape(String(source)) }
        let text = HTML.trustedMarkdown(String(rest.dropLast("</a>".count)))
        return Element(name: "a", attributes: [Attribute(name: "href", value: href)]) { text }.render().rendered
    }

    /// `<img src alt>` made again; an https image elsewhere becomes a link to it (the CSP loads
    /// only Almanac's own images, and a picture elsewhere would tell its host who reads the note).
    static func image(html: String, source: Substring, definitions: [String: [Substring]]) -> String {
        let refused = escape(String(source))
        guard
            let (target, rest) = split(
                html, opening: "<img src=\"", targets: targets(of: source.dropFirst(), definitions: definitions), after: "\"")
        else { return refused }
        let altHTML: Substring
        if rest == "/>" {
            altHTML = ""
        } else if rest.hasPrefix(" alt=\""), rest.hasSuffix("\"/>") {
            altHTML = rest.dropFirst(" alt=\"".count).dropLast("\"/>".count)
        } else {
            return refused
        }
        let alt = plainText(altHTML)
        if let src = MarkdownURL.image(target) {
            return Element(
                name: "img", attributes: [Attribute(name: "src", value: src), Attribute(name: "alt", value: alt, ignoreIfEmpty: false)]
            ) {}
            .render().rendered
        }
        guard let href = MarkdownURL.link(target), href.lowercased().hasPrefix("https://") else { return refused }
        return Element(name: "a", attributes: [Attribute(name: "href", value: href)]) { Text(alt.isEmpty ? href : alt) }.render().rendered
    }

    /// A code block with its language class made again (letters, digits and `+#._-` only).
    static func codeBlock(html: String, source: Substring) -> String {
        guard !html.hasPrefix("<pre><code>") else { return html }
        let language = source.drop(while: { $0 == "`" }).drop(while: { $0.isWhitespace && !$0.isNewline }).prefix(while: { !$0.isNewline })
        let trimmed = String(language.reversed().drop(while: \.isWhitespace).reversed())
        let opening = "<pre><code class=\"language-\(trimmed)\">"
        guard html.hasPrefix(opening), html.hasSuffix("</code></pre>") else { return escape(String(source)) }
        let code = HTML.trustedMarkdown(String(html.dropFirst(opening.count).dropLast("</code></pre>".count)))
        let isPlain =
            trimmed.count <= 30
            && trimmed.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+#._-".unicodeScalars.contains($0))
            }
        let codeElement = Element(name: "code", attributes: [Attribute(name: "class", value: isPlain ? "language-\(trimmed)" : nil)]) {
            code
        }
        return Element(name: "pre") { codeElement }.render().rendered
    }

    /// The targets Ink may have read for a link's source: the one in `(…)`, or for `[text][name]`
    /// every definition of the name and the name itself (Ink's fallback).
    static func targets(of source: Substring, definitions: [String: [Substring]]) -> [Substring] {
        if source.last == ")" {
            // Ink reads the target up to the first ")" that balances the "(" in it, so the target's
            // "(" is the one that balances the last ")".
            var depth = 0
            var index = source.endIndex
            while index > source.startIndex {
                index = source.index(before: index)
                if source[index] == ")" { depth += 1 }
                if source[index] == "(" {
                    depth -= 1
                    if depth == 0 { return [source[source.index(after: index)..<source.index(before: source.endIndex)]] }
                }
            }
            return []
        }
        guard source.last == "]", let open = source.dropLast().lastIndex(of: "[") else { return [] }
        let name = source[source.index(after: open)..<source.index(before: source.endIndex)]
        return (definitions[name.lowercased()] ?? []) + [name]
    }

    /// Splits Ink's `opening + target + after + rest` at the one target it can be; nil when none
    /// or more than one fits.
    static func split(_ html: String, opening: String, targets: [Substring], after: String) -> (Substring, Substring)? {
        guard html.hasPrefix(opening) else { return nil }
        let body = html.dropFirst(opening.count)
        var found: (Substring, Substring)?
        for target in Set(targets) where body.hasPrefix(target + after) {
            guard found == nil else { return nil }
            found = (target, body.dropFirst(target.count + after.count))
        }
        return found
    }

    /// Every `[name]: target` a line could hold (Ink reads them at the start of a block; any place
    /// is looked at here, so the target Ink used is always among them).
    static func referenceDefinitions(in markdown: String) -> [String: [Substring]] {
        var result: [String: [Substring]] = [:]
        var index = markdown.startIndex
        while let open = markdown[index...].firstIndex(of: "[") {
            index = markdown.index(after: open)
            guard let close = markdown[index...].firstIndex(where: { $0 == "]" || $0.isNewline }), markdown[close] == "]" else { continue }
            let colon = markdown.index(after: close)
            guard colon < markdown.endIndex, markdown[colon] == ":" else { continue }
            let line = markdown[markdown.index(after: colon)...].prefix(while: { !$0.isNewline })
            let target = line.drop(while: { $0.isWhitespace })
            result[markdown[index..<close].lowercased(), default: []].append(target)
        }
        return result
    }

    /// The text of Ink's inline HTML (alt text): tags left out, its three escapes read back.
    static func plainText(_ html: Substring) -> String {
        var text = ""
        var inTag = false
        for character in html {
            switch character {
            case "<": inTag = true
            case ">": inTag = false
            default: if !inTag { text.append(character) }
            }
        }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// Where a Markdown link or image may point. A target is checked as the browser will read it
/// (the attribute is escaped, so what is checked is what the browser parses): no whitespace,
/// control or invisible formatting character anywhere, no backslash or quote; then a scheme of
/// the allowed ones with a host, or a path on this site.
enum MarkdownURL {
    /// http, https (with a host, no user name) and mailto, or a path on this site.
    static func link(_ target: Substring) -> String? {
        check(target, schemes: ["http", "https", "mailto"])
    }

    /// A picture on this site (a relative path) only.
    static func image(_ target: Substring) -> String? {
        check(target, schemes: [])
    }

    static func check(_ target: Substring, schemes: Set<String>) -> String? {
        let text = String(target)
        guard !text.isEmpty, text.unicodeScalars.count <= 2048, text.unicodeScalars.allSatisfy(isAllowed), !hasCharacterReference(text)
        else { return nil }
        if let scheme = scheme(of: text) {
            guard schemes.contains(scheme) else { return nil }
            let rest = text.dropFirst(scheme.count + 1)
            if scheme == "mailto" { return rest.isEmpty ? nil : text }
            guard rest.hasPrefix("//") else { return nil }
            let authority = rest.dropFirst(2).prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
            return isHost(authority) ? text : nil
        }
        // A path on this site: not "//host" (another site), no ":" before the first "/" (it would
        // read as a scheme), and no percent-encoded slash, backslash or control character.
        guard !text.hasPrefix("//") else { return nil }
        let firstSegment = text.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
        guard !firstSegment.contains(":"), !hasEncodedSeparatorOrControl(text) else { return nil }
        return text
    }

    /// A scheme as the URL standard reads one: a letter, then letters, digits, `+`, `-`, `.`, then `:`.
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
        else { return nil }
        let name = text[..<colon]
        guard
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
            })
        else {
            return nil
        }
        return name.lowercased()
    }

    /// A host name (letters and digits of any script, `.`, `-`, `_`) or a bracketed IPv6
    /// address, with an optional port; no user name (`https://good.example@evil.example`).
    static func isHost(_ authority: Substring) -> Bool {
        var host = authority
        if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
            let port = authority[authority.index(after: colon)...]
            guard port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            host = authority[..<colon]
        }
        if host.hasPrefix("[") {
            return host.count > 2 && host.hasSuffix("]")
                && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        return !host.isEmpty && host.first != "."
            && host.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || "._-".unicodeScalars.contains($0)
            }
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: return false
        default: return !scalar.properties.isWhitespace && !"\\\"'<>`".unicodeScalars.contains(scalar)
        }
    }

    /// `&#58;`, `&#x0A;`, `&colon;`: a Markdown tool that decodes them (CommonMark does) would
    /// read another target, so none is allowed.
    static func hasCharacterReference(_ text: String) -> Bool {
        guard !text.contains("&#") else { return true }
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            rest = rest[rest.index(after: ampersand)...]
            let name = rest.prefix(while: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#") })
            if !name.isEmpty, rest.dropFirst(name.count).first == ";" { return true }
        }
        return false
    }

    /// `%2F`, `%5C` and `%00`–`%1F`, `%7F`: a server or browser that decodes them would read
    /// another path, or another site.
    static func hasEncodedSeparatorOrControl(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.count {
            guard let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) else { continue }
            if value < 0x20 || value == 0x7F || value == UInt8(ascii: "/") || value == UInt8(ascii: "\\") { return true }
        }
        return false
    }
}

/// The last check of the Markdown renderer's output: only the elements and attributes Ink and
/// the modifiers above make, attribute values quoted and escaped, and every link and image target
/// allowed. Text in it has `<` escaped, so every `<` starts a tag.
enum MarkdownOutput {
    static let elements: Set<String> = [
        "p", "em", "strong", "s", "code", "pre", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote",
        "table", "thead", "tbody", "tr", "th", "td", "a", "img",
    ]
    static let attributes: [String: Set<String>] = [
        "a": ["href"], "img": ["src", "alt"], "code": ["class"], "ol": ["start"], "th": ["align"], "td": ["align"],
    ]

    static func isSafe(_ html: String) -> Bool {
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.first == "/" { rest = rest.dropFirst() }
            let name = rest.prefix(while: { $0.isASCII && ($0.isLetter || $0.isNumber) })
            guard elements.contains(String(name)) else { return false }
            rest = rest.dropFirst(name.count)
            while true {
                if rest.hasPrefix(">") || rest.hasPrefix("/>") { break }
                guard rest.first == " " else { return false }
                rest = rest.dropFirst()
                let attribute = rest.prefix(while: { $0.isASCII && $0.isLetter })
                guard attributes[String(name)]?.contains(String(attribute)) == true, rest.dropFirst(attribute.count).hasPrefix("=\"") else {
                    return false
                }
                rest = rest.dropFirst(attribute.count + 2)
                guard let close = rest.firstIndex(of: "\"") else { return false }
                let value = rest[..<close]
                guard !value.contains("<"), !value.contains(">") else { return false }
                let target = Substring(unescape(value))
                if attribute == "href", MarkdownURL.link(target) == nil { return false }
                if attribute == "src", MarkdownURL.image(target) == nil { return false }
                rest = rest[rest.index(after: close)...]
            }
        }
        return true
    }

    static func unescape(_ value: Substring) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
