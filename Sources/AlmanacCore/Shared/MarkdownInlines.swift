/// Reads the text of a paragraph, heading or table cell into inlines: CommonMark's code spans,
/// backslash escapes, links and images, hard breaks, and its delimiter rules for `*` and `_`
/// (emphasis and strong; `_` not inside a word) and GitHub's `~~` for strikethrough. Everything
/// else, `<` included, is text.
///
/// Linear in the text: code spans find their closing run and links their closing bracket through
/// tables made in one pass, and emphasis uses CommonMark's delimiter stack with its lower bounds.
struct MarkdownInlineParser {
    var definitions: [String: String]

    /// The block with its raw texts read as inlines.
    func resolve(_ block: MarkdownBlock) -> MarkdownBlock {
        switch block {
        case .paragraph(let raw): return .paragraph(inlines(raw))
        case .heading(let level, let raw): return .heading(level: level, inlines(raw))
        case .code, .rule: return block
        case .quote(let blocks): return .quote(blocks.map(resolve))
        case .list(var list):
            list.items = list.items.map { $0.map(resolve) }
            return .list(list)
        case .table(var table):
            table.header = table.header.map(inlines)
            table.rows = table.rows.map { $0.map(inlines) }
            return .table(table)
        }
    }

    private func inlines(_ raw: [MarkdownInline]) -> [MarkdownInline] {
        guard raw.count == 1, case .text(let text) = raw[0] else { return raw }
        return parse(text)
    }

    func parse(_ text: String, depth: Int = 0, allowLinks: Bool = true) -> [MarkdownInline] {
        var scanner = InlineScanner(scalars: Array(text.unicodeScalars), parser: self, depth: depth, allowLinks: allowLinks)
        scanner.scan()
        scanner.matchDelimiters()
        return scanner.tree()
    }

    /// Backslash escapes of ASCII punctuation removed (a link target, a definition's target).
    static func unescaping(_ text: Substring) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let next = scalars.first, isASCIIPunctuation(next) {
                result.append(next)
                scalars = scalars.dropFirst()
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar)
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIPunctuation(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }

    static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        return scalar.properties.isWhitespace
    }
}

// MARK: - The scan

private enum Style {
    case emphasis, strong, strikethrough

    func marks(_ character: Unicode.Scalar) -> String {
        String(repeating: String(character), count: self == .emphasis ? 1 : 2)
    }
}

private enum Token {
    case text(String)
    case node(MarkdownInline)
    case delimiter(Int)
}

/// A run of `*`, `_` or `~~`, kept in CommonMark's delimiter stack (a list through `previous` and
/// `next` of the runs still active).
private struct Delimiter {
    var character: Unicode.Scalar
    var count: Int
    let length: Int
    let canOpen: Bool
    let canClose: Bool
    var previous: Int?
    var next: Int?
    var isActive = true
    /// Styles this run closes, innermost first, and opens, innermost first.
    var closes: [Style] = []
    var opens: [Style] = []
}

private struct InlineScanner {
    let scalars: [Unicode.Scalar]
    let parser: MarkdownInlineParser
    let depth: Int
    let allowLinks: Bool

    var tokens: [Token] = []
    var delimiters: [Delimiter] = []
    var text = String.UnicodeScalarView()
    var position = 0
    /// Backtick runs by length: their starts, and how far each list has been looked through.
    var backtickRuns: [Int: [Int]] = [:]
    var backtickCursor: [Int: Int] = [:]
    /// The `]` that closes each `[` (escaped brackets left out), found in one pass.
    var closingBracket: [Int: Int] = [:]

    init(scalars: [Unicode.Scalar], parser: MarkdownInlineParser, depth: Int, allowLinks: Bool) {
        self.scalars = scalars
        self.parser = parser
        self.depth = depth
        self.allowLinks = allowLinks
        var openBrackets: [Int] = []
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 1
            case "[": openBrackets.append(index)
            case "]": if let open = openBrackets.popLast() { closingBracket[open] = index }
            default: break
            }
            index += 1
        }
        index = 0
        while index < scalars.count {
            guard scalars[index] == "`" else {
                index += 1
                continue
            }
            let length = run(of: "`", at: index)
            backtickRuns[length, default: []].append(index)
            index += length
        }
    }

    func run(of character: Unicode.Scalar, at index: Int) -> Int {
        var end = index
        while end < scalars.count, scalars[end] == character { end += 1 }
        return end - index
    }

    mutating func flush() {
        guard !text.isEmpty else { return }
        tokens.append(.text(String(text)))
        text = String.UnicodeScalarView()
    }

    mutating func scan() {
        while position < scalars.count {
            let scalar = scalars[position]
            switch scalar {
            case "\\":
                let next = position + 1 < scalars.count ? scalars[position + 1] : nil
                if next == "\n" {
                    flush()
                    tokens.append(.node(.lineBreak))
                    position += 2
                    skipSpaces()
                } else if let next, MarkdownInlineParser.isASCIIPunctuation(next) {
                    text.append(next)
                    position += 2
                } else {
                    text.append(scalar)
                    position += 1
                }
            case "\n":
                let spaces = text.reversed().prefix(while: { $0 == " " }).count
                text.removeLast(spaces)
                if spaces >= 2 {
                    flush()
                    tokens.append(.node(.lineBreak))
                } else {
                    text.append(" ")
                }
                position += 1
                skipSpaces()
            case "`":
                codeSpan()
            case "*", "_", "~":
                delimiterRun(scalar)
            case "!" where position + 1 < scalars.count && scalars[position + 1] == "[" && takeLink(at: position + 1, image: true):
                break
            case "[" where allowLinks && takeLink(at: position, image: false):
                break
            default:
                text.append(scalar)
                position += 1
            }
        }
        flush()
    }

    /// The link or image at `open` as one node, if it is one.
    mutating func takeLink(at open: Int, image: Bool) -> Bool {
        guard depth < MarkdownDocument.maximumDepth, case (let inline, let end)? = link(at: open, image: image) else { return false }
        flush()
        tokens.append(.node(inline))
        position = end
        return true
    }

    mutating func skipSpaces() {
        while position < scalars.count, scalars[position] == " " { position += 1 }
    }

    mutating func codeSpan() {
        let length = run(of: "`", at: position)
        let runs = backtickRuns[length] ?? []
        var cursor = backtickCursor[length] ?? 0
        while cursor < runs.count, runs[cursor] <= position { cursor += 1 }
        backtickCursor[length] = cursor
        // The closing run must be exactly as long; a run that starts inside a longer one is not it.
        guard cursor < runs.count else {
            text.append(contentsOf: String(repeating: "`", count: length).unicodeScalars)
            position += length
            return
        }
        let close = runs[cursor]
        var code = String.UnicodeScalarView(scalars[(position + length)..<close].map { $0 == "\n" ? " " : $0 })
        if code.count >= 2, code.first == " ", code.last == " ", !code.allSatisfy({ $0 == " " }) {
            code = String.UnicodeScalarView(code.dropFirst().dropLast())
        }
        flush()
        tokens.append(.node(.code(String(code))))
        position = close + length
    }

    mutating func delimiterRun(_ character: Unicode.Scalar) {
        let length = run(of: character, at: position)
        let before = position > 0 ? scalars[position - 1] : nil
        let after = position + length < scalars.count ? scalars[position + length] : nil
        let beforeIsSpace = MarkdownInlineParser.isWhitespace(before)
        let afterIsSpace = MarkdownInlineParser.isWhitespace(after)
        let beforeIsPunctuation = before.map(MarkdownInlineParser.isPunctuation) ?? false
        let afterIsPunctuation = after.map(MarkdownInlineParser.isPunctuation) ?? false
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        var canOpen = leftFlanking
        var canClose = rightFlanking
        if character == "_" {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        }
        guard character != "~" || length == 2, canOpen || canClose else {
            text.append(contentsOf: String(repeating: String(character), count: length).unicodeScalars)
            position += length
            return
        }
        flush()
        let index = delimiters.count
        let previous = delimiters.lastIndex(where: \.isActive)
        delimiters.append(
            Delimiter(character: character, count: length, length: length, canOpen: canOpen, canClose: canClose, previous: previous))
        if let previous { delimiters[previous].next = index }
        tokens.append(.delimiter(index))
        position += length
    }

    /// `[text](target "title")`, `[text][label]`, `[text][]` or `[label]`, from the `[` at `open`;
    /// with `image`, the `!` before it is part of the source.
    func link(at open: Int, image: Bool) -> (MarkdownInline, Int)? {
        guard let close = closingBracket[open] else { return nil }
        var target: String?
        var end = close + 1
        if end < scalars.count, scalars[end] == "(", case (let inline, let after)? = inlineTarget(from: end + 1) {
            target = inline
            end = after
        } else if end < scalars.count, scalars[end] == "[",
            let labelEnd = scalars[(end + 1)...].prefix(1000).firstIndex(where: { $0 == "]" || $0 == "[" }), scalars[labelEnd] == "]"
        {
            target = labelEnd == end + 1 ? definition(open + 1..<close) : definition(end + 1..<labelEnd)
            end = labelEnd + 1
        }
        if target == nil {
            end = close + 1
            target = definition(open + 1..<close)
        }
        guard let target else { return nil }
        let label = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
        let source = String(String.UnicodeScalarView(scalars[(image ? open - 1 : open)..<end]))
        if image {
            let alt = MarkdownInline.plainText(parser.parse(label, depth: depth + 1, allowLinks: false))
            return (.image(target: target, alt: alt, source: source), end)
        }
        return (.link(target: target, content: parser.parse(label, depth: depth + 1, allowLinks: false), source: source), end)
    }

    /// The target defined for the label at `range`; labels are at most 999 characters, as in CommonMark.
    func definition(_ range: Range<Int>) -> String? {
        guard !parser.definitions.isEmpty, range.count <= 999 else { return nil }
        return parser.definitions[MarkdownBlockParser.normalizedLabel(Substring(String(String.UnicodeScalarView(scalars[range]))))]
    }

    /// The `target "title")` of an inline link, from just after its `(`: the target (in `<…>` or
    /// without spaces, its parentheses balanced) with escapes read, and the index after the `)`.
    func inlineTarget(from start: Int) -> (String, Int)? {
        var index = skippingWhitespace(from: start)
        var target = String.UnicodeScalarView()
        if index < scalars.count, scalars[index] == "<" {
            index += 1
            while index < scalars.count, scalars[index] != ">" {
                guard scalars[index] != "\n", scalars[index] != "<" else { return nil }
                if scalars[index] == "\\", index + 1 < scalars.count {
                    target.append(scalars[index])
                    index += 1
                }
                target.append(scalars[index])
                index += 1
            }
            guard index < scalars.count else { return nil }
            index += 1
        } else {
            var nesting = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control { break }
                if scalar == "\\", index + 1 < scalars.count {
                    target.append(scalar)
                    index += 1
                } else if scalar == "(" {
                    nesting += 1
                    guard nesting <= 32 else { return nil }
                } else if scalar == ")" {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                target.append(scalars[index])
                index += 1
            }
        }
        let beforeTitle = index
        index = skippingWhitespace(from: index)
        if index < scalars.count, index > beforeTitle, let closing = Self.titleEnd(scalars[index]) {
            index += 1
            while index < scalars.count, scalars[index] != closing {
                if scalars[index] == "\\" { index += 1 }
                index += 1
            }
            guard index < scalars.count else { return nil }
            index = skippingWhitespace(from: index + 1)
        }
        guard index < scalars.count, scalars[index] == ")" else { return nil }
        return (MarkdownInlineParser.unescaping(Substring(String(target))), index + 1)
    }

    static func titleEnd(_ opening: Unicode.Scalar) -> Unicode.Scalar? {
        switch opening {
        case "\"", "'": opening
        case "(": ")"
        default: nil
        }
    }

    func skippingWhitespace(from start: Int) -> Int {
        var index = start
        var newlines = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\n" {
            if scalars[index] == "\n" { newlines += 1 }
            guard newlines <= 1 else { break }
            index += 1
        }
        return index
    }

    // MARK: Emphasis

    /// CommonMark's "process emphasis": each closing run, from the first, is matched with the
    /// nearest opening run of the same character above the lowest place already looked through.
    mutating func matchDelimiters() {
        var lowest: [String: Int] = [:]
        var closer = 0
        while closer < delimiters.count {
            let current = delimiters[closer]
            guard current.isActive, current.canClose, current.count > 0 else {
                closer += 1
                continue
            }
            let key = "\(current.character)\(current.canOpen)\(current.length % 3)"
            let bottom = lowest[key] ?? -1
            var candidate = current.previous
            var opener: Int?
            while let index = candidate, index > bottom {
                if matches(delimiters[index], current) {
                    opener = index
                    break
                }
                candidate = delimiters[index].previous
            }
            guard let opener else {
                lowest[key] = closer - 1
                if !current.canOpen { deactivate(closer) }
                closer += 1
                continue
            }
            let style: Style =
                current.character == "~" ? .strikethrough : (delimiters[opener].count >= 2 && current.count >= 2 ? .strong : .emphasis)
            let used = style == .emphasis ? 1 : 2
            delimiters[opener].count -= used
            delimiters[opener].opens.append(style)
            delimiters[closer].count -= used
            delimiters[closer].closes.append(style)
            var between = delimiters[closer].previous
            while let index = between, index != opener {
                between = delimiters[index].previous
                deactivate(index)
            }
            if delimiters[opener].count == 0 { deactivate(opener) }
            if delimiters[closer].count == 0 {
                deactivate(closer)
                closer += 1
            }
        }
    }

    func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        guard opener.isActive, opener.canOpen, opener.count > 0, opener.character == closer.character else { return false }
        if closer.character == "~" { return opener.count == 2 && closer.count == 2 }
        // The rule of three: `*a**b*` is not `<em>a</em><em>b</em>`.
        if opener.canClose || closer.canOpen, (opener.length + closer.length) % 3 == 0, opener.length % 3 != 0 || closer.length % 3 != 0 {
            return false
        }
        return true
    }

    mutating func deactivate(_ index: Int) {
        let delimiter = delimiters[index]
        guard delimiter.isActive else { return }
        if let previous = delimiter.previous { delimiters[previous].next = delimiter.next }
        if let next = delimiter.next { delimiters[next].previous = delimiter.previous }
        delimiters[index].isActive = false
    }

    // MARK: The tree

    /// The tokens as a tree: each run writes the styles it closes, its unused marks as text, then
    /// the styles it opens. Styles nested deeper than `maximumDepth` are shown as their marks.
    func tree() -> [MarkdownInline] {
        struct Frame {
            var style: Style?
            var marks = ""
            var children: [MarkdownInline] = []
        }
        var stack = [Frame()]
        func append(_ inline: MarkdownInline, to frame: inout Frame) {
            if case .text(let new) = inline, case .text(let old) = frame.children.last {
                frame.children[frame.children.count - 1] = .text(old + new)
            } else {
                frame.children.append(inline)
            }
        }
        for token in tokens {
            switch token {
            case .text(let text): append(.text(text), to: &stack[stack.count - 1])
            case .node(let node): append(node, to: &stack[stack.count - 1])
            case .delimiter(let index):
                let delimiter = delimiters[index]
                for _ in delimiter.closes {
                    let frame = stack.removeLast()
                    let inline: [MarkdownInline]
                    switch frame.style {
                    case .emphasis: inline = [.emphasis(frame.children)]
                    case .strong: inline = [.strong(frame.children)]
                    case .strikethrough: inline = [.strikethrough(frame.children)]
                    case nil: inline = [.text(frame.marks)] + frame.children + [.text(frame.marks)]
                    }
                    for part in inline { append(part, to: &stack[stack.count - 1]) }
                }
                if delimiter.count > 0 {
                    append(.text(String(repeating: String(delimiter.character), count: delimiter.count)), to: &stack[stack.count - 1])
                }
                for style in delimiter.opens.reversed() {
                    let shown = stack.count + depth <= MarkdownDocument.maximumDepth
                    stack.append(Frame(style: shown ? style : nil, marks: style.marks(delimiter.character)))
                }
            }
        }
        return stack.first?.children ?? []
    }
}
