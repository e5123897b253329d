/// A note written in Markdown (a to-do's notes, a timeline event's, a journal entry), read into a
/// tree. The web layer draws the tree through its escaped HTML path, so no markup is ever made from
/// the text: HTML typed in a note is text like any other.
///
/// What is read is what people type in notes, in CommonMark's words: paragraphs, hard line breaks
/// (two spaces or a backslash at the end of a line), ATX headings, emphasis, strong, `~~`
/// strikethrough, code spans, fenced and indented code blocks, block quotes, bullet and ordered
/// lists (nested), tables with column alignment, links and images (inline and by reference
/// definition), horizontal rules and backslash escapes. Not read: setext headings, raw HTML,
/// autolinks, entities (`&copy;` shows as typed) and task-list boxes (`- [ ] milk` shows the
/// brackets), as Ink did not read them either.
///
/// Containers nest at most `maximumDepth` deep and emphasis `maximumDepth` deep; deeper, the marks
/// are text. So no input, however long or odd, makes a tree that is costly to walk.
public struct MarkdownDocument: Sendable, Equatable {
    public var blocks: [MarkdownBlock]

    public static let maximumDepth = 16

    public init(parsing text: String) {
        var parser = MarkdownBlockParser()
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let lines = normalized.split(separator: "\n", omittingEmptySubsequences: false).map(MarkdownBlockParser.expandingLeadingTabs)
        let raw = parser.blocks(lines[...], depth: 0)
        let inlines = MarkdownInlineParser(definitions: parser.definitions)
        blocks = raw.map { inlines.resolve($0) }
    }
}

public indirect enum MarkdownBlock: Sendable, Equatable {
    case paragraph([MarkdownInline])
    /// Level 1 to 6.
    case heading(level: Int, [MarkdownInline])
    /// `language` is the first word after the opening fence, as typed (the view decides what it may show).
    case code(language: String, text: String)
    case quote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case rule
}

public struct MarkdownList: Sendable, Equatable {
    /// The first number of an ordered list; nil for bullets.
    public var start: Int?
    /// A tight list (no blank line between its items) shows its paragraphs without `<p>`.
    public var isTight: Bool
    public var items: [[MarkdownBlock]]
}

public struct MarkdownTable: Sendable, Equatable {
    public enum Alignment: String, Sendable { case none, left, center, right }
    public var alignments: [Alignment]
    public var header: [[MarkdownInline]]
    /// Each as many cells as the header.
    public var rows: [[[MarkdownInline]]]
}

public indirect enum MarkdownInline: Sendable, Equatable {
    case text(String)
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case strikethrough([MarkdownInline])
    /// `source` is the link as typed, to show as text when the target is not allowed.
    case link(target: String, content: [MarkdownInline], source: String)
    case image(target: String, alt: String, source: String)
    case lineBreak

    /// The text a reader sees (an image's alt text, a heading's plain form).
    public static func plainText(_ inlines: [MarkdownInline]) -> String {
        inlines.map { inline in
            switch inline {
            case .text(let text), .code(let text): text
            case .emphasis(let content), .strong(let content), .strikethrough(let content), .link(_, let content, _): plainText(content)
            case .image(_, let alt, _): alt
            case .lineBreak: " "
            }
        }
        .joined()
    }
}

// MARK: - Blocks

/// Reads lines into blocks. Inline content is kept as its raw text (`.text`) until every reference
/// definition is known, then `MarkdownInlineParser.resolve` reads it.
struct MarkdownBlockParser {
    /// `[label]: target`, by normalized label; the first definition of a label wins.
    var definitions: [String: String] = [:]

    static func expandingLeadingTabs(_ line: Substring) -> Substring {
        guard line.first == "\t" || (line.first == " " && line.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t")) else {
            return line
        }
        var column = 0
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "\t" {
            column = line[index] == "\t" ? (column / 4 + 1) * 4 : column + 1
            index = line.index(after: index)
        }
        return Substring(String(repeating: " ", count: column) + line[index...])
    }

    static func indentation(_ line: Substring) -> Int {
        var count = 0
        for character in line {
            guard character == " " else { break }
            count += 1
        }
        return count
    }

    static func isBlank(_ line: Substring) -> Bool { line.allSatisfy(\.isWhitespace) }

    static func dropping(_ spaces: Int, from line: Substring) -> Substring {
        line.dropFirst(min(spaces, indentation(line)))
    }

    mutating func blocks(_ lines: ArraySlice<Substring>, depth: Int) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            if Self.isBlank(line) {
                index += 1
                continue
            }
            let indent = Self.indentation(line)
            let content = line.dropFirst(indent)
            if indent >= 4 {
                var end = index
                while end < lines.endIndex, Self.isBlank(lines[end]) || Self.indentation(lines[end]) >= 4 { end += 1 }
                while Self.isBlank(lines[end - 1]) { end -= 1 }
                let code = lines[index..<end].map { Self.dropping(4, from: $0) }.joined(separator: "\n") + "\n"
                blocks.append(.code(language: "", text: code))
                index = end
            } else if let fence = Self.openingFence(content) {
                var end = index + 1
                var code: [Substring] = []
                while end < lines.endIndex, !Self.isClosingFence(lines[end], of: fence) {
                    code.append(Self.dropping(indent, from: lines[end]))
                    end += 1
                }
                blocks.append(.code(language: fence.language, text: code.isEmpty ? "" : code.joined(separator: "\n") + "\n"))
                index = min(end + 1, lines.endIndex)
            } else if let heading = Self.heading(content) {
                blocks.append(.heading(level: heading.level, [.text(heading.text)]))
                index += 1
            } else if Self.isRule(content) {
                blocks.append(.rule)
                index += 1
            } else if content.first == ">", depth < MarkdownDocument.maximumDepth {
                var inner: [Substring] = []
                while index < lines.endIndex {
                    let next = lines[index]
                    let nextIndent = Self.indentation(next)
                    if nextIndent <= 3, next.dropFirst(nextIndent).first == ">" {
                        let rest = next.dropFirst(nextIndent + 1)
                        inner.append(rest.first == " " ? rest.dropFirst() : rest)
                    } else if let last = inner.last, !Self.isBlank(last), !Self.isBlank(next), !Self.startsBlock(next) {
                        inner.append(next)  // a paragraph's lazy continuation
                    } else {
                        break
                    }
                    index += 1
                }
                blocks.append(.quote(self.blocks(inner[...], depth: depth + 1)))
            } else if let marker = Self.listMarker(line), depth < MarkdownDocument.maximumDepth {
                let (list, end) = self.list(lines, from: index, first: marker, depth: depth)
                blocks.append(.list(list))
                index = end
            } else if case (let table, let end)? = Self.table(lines, from: index) {
                blocks.append(.table(table))
                index = end
            } else if case (let label, let target)? = Self.definition(content) {
                if definitions[label] == nil { definitions[label] = target }
                index += 1
            } else {
                var paragraph = [content]
                index += 1
                while index < lines.endIndex, !Self.isBlank(lines[index]), !Self.startsBlock(lines[index]) {
                    paragraph.append(lines[index].drop(while: { $0 == " " }))
                    index += 1
                }
                let text = paragraph.joined(separator: "\n")
                blocks.append(.paragraph([.text(String(Substring(text).trimmingWhitespace()))]))
            }
        }
        return blocks
    }

    // MARK: Lists

    struct ListMarker {
        var indent: Int
        /// `-`, `*`, `+`, or the `.` or `)` after a number.
        var symbol: Character
        var start: Int?
        /// Where the item's content starts: the marker, then one to four spaces.
        var contentIndent: Int
        var isEmpty: Bool
    }

    static func listMarker(_ line: Substring) -> ListMarker? {
        let indent = indentation(line)
        guard indent <= 3 else { return nil }
        let content = line.dropFirst(indent)
        guard let first = content.first else { return nil }
        let symbol: Character
        let start: Int?
        let width: Int
        if "-*+".contains(first) {
            guard !isRule(content) else { return nil }
            symbol = first
            start = nil
            width = 1
        } else {
            let digits = content.prefix(while: { $0.isASCII && $0.isNumber })
            guard (1...9).contains(digits.count), let delimiter = content.dropFirst(digits.count).first,
                delimiter == "." || delimiter == ")"
            else { return nil }
            symbol = delimiter
            start = Int(digits)
            width = digits.count + 1
        }
        let rest = content.dropFirst(width)
        guard rest.isEmpty || rest.first == " " else { return nil }
        let spaces = indentation(rest)
        let isEmpty = isBlank(rest)
        let gap = isEmpty || spaces > 4 ? 1 : spaces
        return ListMarker(indent: indent, symbol: symbol, start: start, contentIndent: indent + width + gap, isEmpty: isEmpty)
    }

    mutating func list(_ lines: ArraySlice<Substring>, from first: Int, first marker: ListMarker, depth: Int) -> (MarkdownList, Int) {
        var items: [[MarkdownBlock]] = []
        var isTight = true
        var index = first
        var current = marker
        while true {
            var itemLines: [Substring] = [current.isEmpty ? "" : lines[index].dropFirst(current.contentIndent)]
            index += 1
            while index < lines.endIndex {
                let line = lines[index]
                let indent = Self.indentation(line)
                if Self.isBlank(line) {
                    itemLines.append("")
                } else if indent >= current.contentIndent {
                    itemLines.append(line.dropFirst(current.contentIndent))
                } else if indent > current.indent, Self.listMarker(line.dropFirst(indent)) != nil {
                    itemLines.append(line.dropFirst(indent))  // a nested item indented less than this item's text
                } else if let last = itemLines.last, !Self.isBlank(last), !Self.startsBlock(line), Self.listMarker(line) == nil {
                    itemLines.append(line.dropFirst(indent))  // a paragraph's lazy continuation
                } else {
                    break
                }
                index += 1
            }
            var endsWithBlank = false
            while let last = itemLines.last, Self.isBlank(last) {
                itemLines.removeLast()
                endsWithBlank = true
            }
            let blocks = self.blocks(itemLines[...], depth: depth + 1)
            // Two blocks of the item itself with a blank line between make the list loose.
            if blocks.count > 1, zip(itemLines, itemLines.dropFirst()).contains(where: { Self.isBlank($0) && Self.indentation($1) == 0 }) {
                isTight = false
            }
            items.append(blocks)
            guard index < lines.endIndex, let next = Self.listMarker(lines[index]), next.symbol == marker.symbol else { break }
            if endsWithBlank { isTight = false }
            current = next
        }
        return (MarkdownList(start: marker.start, isTight: isTight, items: items), index)
    }

    // MARK: Other blocks

    struct Fence {
        var character: Character
        var count: Int
        var language: String
    }

    static func openingFence(_ content: Substring) -> Fence? {
        guard let first = content.first, first == "`" || first == "~" else { return nil }
        let count = content.prefix(while: { $0 == first }).count
        guard count >= 3 else { return nil }
        let info = content.dropFirst(count).trimmingWhitespace()
        if first == "`", info.contains("`") { return nil }
        return Fence(character: first, count: count, language: String(info.prefix(while: { !$0.isWhitespace })))
    }

    static func isClosingFence(_ line: Substring, of fence: Fence) -> Bool {
        let indent = indentation(line)
        guard indent <= 3 else { return false }
        let content = line.dropFirst(indent)
        let count = content.prefix(while: { $0 == fence.character }).count
        return count >= fence.count && isBlank(content.dropFirst(count))
    }

    static func heading(_ content: Substring) -> (level: Int, text: String)? {
        let level = content.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(level) else { return nil }
        let rest = content.dropFirst(level)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.trimmingWhitespace()
        // A closing run of `#`, after a space or alone.
        let closing = text.reversed().prefix(while: { $0 == "#" }).count
        if closing == text.count {
            text = ""
        } else if closing > 0, text.dropLast(closing).last == " " {
            text = text.dropLast(closing).trimmingWhitespace()
        }
        return (level, String(text))
    }

    static func isRule(_ content: Substring) -> Bool {
        guard let first = content.first, "-*_".contains(first) else { return false }
        var count = 0
        for character in content {
            if character == first {
                count += 1
            } else if character != " " {
                return false
            }
        }
        return count >= 3
    }

    /// Starts a block other than a paragraph, so it ends the paragraph before it. An ordered item
    /// interrupts a paragraph only from 1 ("in\n1985 we moved" stays a paragraph), as in CommonMark.
    static func startsBlock(_ line: Substring) -> Bool {
        let indent = indentation(line)
        guard indent <= 3 else { return false }
        let content = line.dropFirst(indent)
        if openingFence(content) != nil || heading(content) != nil || isRule(content) || content.first == ">" { return true }
        if let marker = listMarker(line), !marker.isEmpty { return marker.start == nil || marker.start == 1 }
        return false
    }

    static func table(_ lines: ArraySlice<Substring>, from index: Int) -> (MarkdownTable, Int)? {
        guard index + 1 < lines.endIndex, lines[index].contains("|"), lines[index + 1].contains("|") || lines[index + 1].contains("-")
        else { return nil }
        let delimiters = cells(lines[index + 1])
        var alignments: [MarkdownTable.Alignment] = []
        for cell in delimiters {
            let dashes = cell.drop(while: { $0 == ":" })
            guard !cell.isEmpty, dashes.first == "-", dashes.drop(while: { $0 == "-" }).allSatisfy({ $0 == ":" }),
                dashes.drop(while: { $0 == "-" }).count <= 1
            else { return nil }
            switch (cell.first == ":", cell.last == ":") {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(.none)
            }
        }
        let header = cells(lines[index])
        guard header.count == alignments.count else { return nil }
        func row(_ cells: [Substring]) -> [[MarkdownInline]] {
            (0..<alignments.count).map { [MarkdownInline.text(String($0 < cells.count ? cells[$0] : ""))] }
        }
        var rows: [[[MarkdownInline]]] = []
        var end = index + 2
        while end < lines.endIndex, !isBlank(lines[end]), lines[end].contains("|"), !startsBlock(lines[end]) {
            rows.append(row(cells(lines[end])))
            end += 1
        }
        return (MarkdownTable(alignments: alignments, header: row(header), rows: rows), end)
    }

    /// A table row's cells: split at each `|` not escaped, the outer ones dropped, each trimmed.
    static func cells(_ line: Substring) -> [Substring] {
        var text = line.trimmingWhitespace()
        if text.first == "|" { text = text.dropFirst() }
        if text.last == "|", text.dropLast().last != "\\" { text = text.dropLast() }
        var cells: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if text[index] == "|" {
                cells.append(text[start..<index].trimmingWhitespace())
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        cells.append(text[start...].trimmingWhitespace())
        return cells
    }

    /// `[label]: target`, optionally with a title (read and left out), and nothing else on the line.
    static func definition(_ content: Substring) -> (String, String)? {
        guard content.first == "[", let close = content.firstIndex(of: "]") else { return nil }
        let label = content[content.index(after: content.startIndex)..<close]
        guard !label.isEmpty, label.count <= 999, !label.contains("["), content[close...].dropFirst().first == ":" else { return nil }
        let rest = content[close...].dropFirst(2).drop(while: { $0 == " " })
        let target: Substring
        let after: Substring
        if rest.first == "<" {
            guard let end = rest.firstIndex(of: ">") else { return nil }
            target = rest[rest.index(after: rest.startIndex)..<end]
            after = rest[end...].dropFirst()
        } else {
            target = rest.prefix(while: { !$0.isWhitespace })
            after = rest.dropFirst(target.count)
        }
        guard !target.isEmpty || rest.first == "<" else { return nil }
        let title = after.trimmingWhitespace()
        if !title.isEmpty {
            guard after.first == " ", title.count >= 2, let open = title.first, let close = title.last,
                (open == "\"" && close == "\"") || (open == "'" && close == "'") || (open == "(" && close == ")")
            else { return nil }
        }
        return (normalizedLabel(label), MarkdownInlineParser.unescaping(target))
    }

    /// Labels match without regard to case or runs of whitespace.
    static func normalizedLabel(_ label: Substring) -> String {
        label.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
