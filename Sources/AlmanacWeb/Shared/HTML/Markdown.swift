import AlmanacCore

/// Notes written in Markdown (to-dos, timeline events, journal entries), shown as HTML.
///
/// `MarkdownDocument` (Core) reads the note into a tree, and every node is drawn here through the
/// same components as every page (`Element`, `Attribute`, `Text`), so every text and attribute is
/// escaped by construction and the only elements are the ones named below. A link or image goes
/// only to a target `MarkdownURL` allows; any other is shown as it was typed.
enum Markdown {
    /// The note as HTML.
    static func safeHTML(_ markdown: String) -> HTML {
        component(MarkdownDocument(parsing: markdown)).render()
    }

    static func component(_ document: MarkdownDocument) -> Component {
        ComponentGroup(members: document.blocks.map { block($0) })
    }

    static func block(_ block: MarkdownBlock, tight: Bool = false) -> Component {
        switch block {
        case .paragraph(let content):
            // In a tight list an item's paragraph is its text alone, as CommonMark draws it.
            return tight ? inlines(content) : Element(name: "p") { inlines(content) }
        case .heading(let level, let content):
            return Element(name: "h\(min(max(level, 1), 6))") { inlines(content) }
        case .code(let language, let text):
            let code = Element(name: "code", attributes: [Attribute(name: "class", value: codeClass(language))]) { Text(text) }
            return Element(name: "pre") { code }
        case .quote(let blocks):
            return Element(name: "blockquote") { ComponentGroup(members: blocks.map { self.block($0) }) }
        case .list(let list):
            let items = list.items.map { item in
                Element(name: ListItem.elementName) { ComponentGroup(members: item.map { self.block($0, tight: list.isTight) }) }
                    as Component
            }
            guard let start = list.start else { return Element(name: "ul") { ComponentGroup(members: items) } }
            let attributes = [Attribute(name: "start", value: start == 1 ? nil : String(start))]
            return Element(name: "ol", attributes: attributes) { ComponentGroup(members: items) }
        case .table(let table):
            return self.table(table)
        case .rule:
            return Element(name: "hr")
        }
    }

    /// `language-swift`: letters, digits and `+#._-` only, at most 30 of them; nil otherwise.
    static func codeClass(_ language: String) -> String? {
        let isPlain =
            !language.isEmpty && language.count <= 30
            && language.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+#._-".unicodeScalars.contains($0))
            }
        return isPlain ? "language-\(language)" : nil
    }

    static func table(_ table: MarkdownTable) -> Component {
        func row(_ cells: [[MarkdownInline]], cell name: String) -> Component {
            Element(name: "tr") {
                ComponentGroup(
                    members: cells.enumerated().map { index, content in
                        let alignment = index < table.alignments.count ? table.alignments[index] : .none
                        let attributes = [Attribute(name: "align", value: alignment == .none ? nil : alignment.rawValue)]
                        return Element(name: name, attributes: attributes) { inlines(content) }
                    })
            }
        }
        return Element(name: "table") {
            Element(name: "thead") { row(table.header, cell: "th") }
            if !table.rows.isEmpty {
                Element(name: "tbody") { ComponentGroup(members: table.rows.map { row($0, cell: "td") }) }
            }
        }
    }

    static func inlines(_ inlines: [MarkdownInline]) -> ComponentGroup {
        ComponentGroup(members: inlines.map(inline))
    }

    static func inline(_ inline: MarkdownInline) -> Component {
        switch inline {
        case .text(let text): return Text(text)
        case .code(let code): return Element(name: "code") { Text(code) }
        case .emphasis(let content): return Element(name: "em") { inlines(content) }
        case .strong(let content): return Element(name: "strong") { inlines(content) }
        case .strikethrough(let content): return Element(name: "s") { inlines(content) }
        case .lineBreak: return Element(name: "br")
        case .link(let target, let content, let source):
            guard let href = MarkdownURL.link(Substring(target)) else { return Text(source) }
            return Element(name: "a", attributes: [Attribute(name: "href", value: href)]) { inlines(content) }
        case .image(let target, let alt, let source):
            if let src = MarkdownURL.image(Substring(target)) {
                return Element(
                    name: "img", attributes: [Attribute(name: "src", value: src), Attribute(name: "alt", value: alt, ignoreIfEmpty: false)]
                ) {}
            }
            // An https picture elsewhere becomes a link to it: the CSP loads only Almanac's own
            // images, and a picture elsewhere would tell its host who reads the note.
            guard let href = MarkdownURL.link(Substring(target)), href.lowercased().hasPrefix("https://") else { return Text(source) }
            return Element(name: "a", attributes: [Attribute(name: "href", value: href)]) { Text(alt.isEmpty ? href : alt) }
        }
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
