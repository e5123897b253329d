import Foundation

/// Arithmetic typed into a price or quantity field at the shelf: `6x330`, `2*250+100`, `(3+1)*125`,
/// `12.99/2`. Evaluated exactly with `Decimal` (never `Double`), with normal precedence,
/// parentheses and unary minus.
///
/// - Operators: `+`, `-` or `−` (U+2212); `*`, `x`, `X`, `×`, `·`, `⋅` for times; `/` or `÷`.
/// - Numbers: digits with a decimal point (`3.49`, `.5`, `3.`). A decimal comma is accepted when it
///   cannot be a thousands separator: `3,49` and `0,125` are decimals, but `2,500` is refused as
///   ambiguous, and so is any number with both a comma and a point. No exponents (`1e30`).
/// - Limits: every number and every intermediate result must be within ±`maximumMagnitude` (10¹²),
///   so nonsense such as 10³⁰ is refused and no later arithmetic can overflow; a number has at most
///   `maximumDigits` digits; the text at most `maximumLength` characters.
///
/// Errors are `AlmanacError.validation` with the caller's `field`, and positions are 1-based
/// characters, so the page can say "Unexpected ')' at position 5." next to the input.
public enum QuantityExpression {
    public static let maximumMagnitude: Decimal = 1_000_000_000_000
    public static let maximumDigits = 30
    public static let maximumLength = 200

    public static func evaluate(_ text: String, field: String) throws(AlmanacError) -> Decimal {
        let characters = Array(text)
        guard characters.count <= maximumLength else {
            throw .invalid(field, "This is \(characters.count) characters long; the limit is \(maximumLength).")
        }
        let tokens = try tokenize(characters, field: field)
        var parser = Parser(tokens: tokens, field: field)
        return try parser.parseAll()
    }

    /// Whether `text` evaluates, for live checks such as enabling the Add button.
    public static func isValid(_ text: String) -> Bool {
        (try? evaluate(text, field: "")) != nil
    }

    // MARK: - Tokens

    enum Operator: Equatable {
        case plus, minus, times, divide
    }

    enum TokenKind: Equatable {
        case number(Decimal)
        case op(Operator)
        case open
        case close
    }

    struct Token: Equatable {
        let kind: TokenKind
        /// As typed, for messages.
        let text: String
        /// 1-based character position of the token's first character.
        let position: Int
    }

    static func tokenize(_ characters: [Character], field: String) throws(AlmanacError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let position = index + 1
            if character.isWhitespace {
                index += 1
                continue
            }
            if character.isASCII, character.isNumber || character == "." || character == "," {
                var end = index
                while end < characters.count, characters[end].isASCII,
                    characters[end].isNumber || characters[end] == "." || characters[end] == ","
                {
                    end += 1
                }
                let literal = String(characters[index..<end])
                let value = try number(from: literal, at: position, field: field)
                tokens.append(Token(kind: .number(value), text: literal, position: position))
                index = end
                continue
            }
            let kind: TokenKind
            switch character {
            case "+": kind = .op(.plus)
            case "-", "−": kind = .op(.minus)
            case "*", "x", "X", "×", "·", "⋅": kind = .op(.times)
            case "/", "÷": kind = .op(.divide)
            case "(": kind = .open
            case ")": kind = .close
            default:
                throw .invalid(field, "'\(character)' at position \(position) is not a number or an operator (+ − × ÷ and parentheses).")
            }
            tokens.append(Token(kind: kind, text: String(character), position: position))
            index += 1
        }
        return tokens
    }

    /// Reads one literal made of ASCII digits, `.` and `,` (see the type's comment for the comma rule).
    static func number(from literal: String, at position: Int, field: String) throws(AlmanacError) -> Decimal {
        let digitCount = literal.filter(\.isNumber).count
        guard digitCount > 0 else {
            throw .invalid(field, "Unexpected '\(literal)' at position \(position); a number has digits.")
        }
        guard digitCount <= maximumDigits else {
            throw .invalid(field, "The number at position \(position) has \(digitCount) digits; the limit is \(maximumDigits).")
        }
        let points = literal.filter { $0 == "." }.count
        let commas = literal.filter { $0 == "," }.count
        var normalized = literal
        if points + commas > 1 {
            throw .invalid(
                field,
                "'\(literal)' at position \(position) is not a number I can read; write it without thousands separators, like 1234.5.")
        }
        if commas == 1 {
            let parts = literal.split(separator: ",", omittingEmptySubsequences: false)
            let whole = parts[0]
            let fraction = parts[1]
            // "2,500" is 2500 in English and 2.5 in German; refuse rather than guess.
            if fraction.count == 3, !whole.isEmpty, whole.contains(where: { $0 != "0" }) {
                throw .invalid(
                    field,
                    "'\(literal)' at position \(position) could mean \(whole)\(fraction) or \(whole).\(fraction); write it without the comma, or with a point for decimals."
                )
            }
            normalized = literal.replacingOccurrences(of: ",", with: ".")
        }
        guard let value = Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX")) else {
            throw .invalid(field, "'\(literal)' at position \(position) is not a number I can read.")
        }
        return try checked(value, at: position, field: field)
    }

    static func checked(_ value: Decimal, at position: Int, field: String) throws(AlmanacError) -> Decimal {
        guard !value.isNaN else {
            throw .invalid(field, "The arithmetic at position \(position) cannot be computed.")
        }
        guard abs(value) <= maximumMagnitude else {
            throw .invalid(
                field, "The value at position \(position) is larger than 1000000000000 (10^12), the largest number accepted here.")
        }
        return value
    }

    // MARK: - Parser

    /// Recursive descent: expression = term {(+|−) term}; term = factor {(×|÷) factor};
    /// factor = (+|−) factor | number | "(" expression ")".
    struct Parser {
        let tokens: [Token]
        let field: String
        var index = 0

        init(tokens: [Token], field: String) {
            self.tokens = tokens
            self.field = field
        }

        mutating func parseAll() throws(AlmanacError) -> Decimal {
            guard !tokens.isEmpty else {
                throw .invalid(field, "Enter a number, like 2.5 or 6x330.")
            }
            let value = try parseExpression()
            if index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .close:
                    throw .invalid(field, "Unexpected ')' at position \(token.position); it closes nothing.")
                default:
                    throw .invalid(field, "Unexpected '\(token.text)' at position \(token.position); an operator is missing before it.")
                }
            }
            return value
        }

        var current: Token? { index < tokens.count ? tokens[index] : nil }

        mutating func parseExpression() throws(AlmanacError) -> Decimal {
            var value = try parseTerm()
            while let token = current, case .op(let op) = token.kind, op == .plus || op == .minus {
                index += 1
                let right = try parseTerm()
                value = try QuantityExpression.checked(op == .plus ? value + right : value - right, at: token.position, field: field)
            }
            return value
        }

        mutating func parseTerm() throws(AlmanacError) -> Decimal {
            var value = try parseFactor()
            while let token = current, case .op(let op) = token.kind, op == .times || op == .divide {
                index += 1
                let right = try parseFactor()
                if op == .divide {
                    guard right != 0 else {
                        throw .invalid(field, "Division by zero at position \(token.position).")
                    }
                    value = try QuantityExpression.checked(value.dividedPrecisely(by: right), at: token.position, field: field)
                } else {
                    value = try QuantityExpression.checked(value * right, at: token.position, field: field)
                }
            }
            return value
        }

        mutating func parseFactor() throws(AlmanacError) -> Decimal {
            guard let token = current else {
                let last = tokens[tokens.count - 1]
                throw .invalid(field, "A number is missing after '\(last.text)' at position \(last.position).")
            }
            switch token.kind {
            case .op(.minus):
                index += 1
                return -(try parseFactor())
            case .op(.plus):
                index += 1
                return try parseFactor()
            case .op:
                throw .invalid(field, "Unexpected '\(token.text)' at position \(token.position); a number is missing before it.")
            case .number(let value):
                index += 1
                return value
            case .open:
                index += 1
                let value = try parseExpression()
                guard let closing = current else {
                    throw .invalid(field, "The '(' at position \(token.position) is never closed.")
                }
                guard closing.kind == .close else {
                    throw .invalid(
                        field, "Unexpected '\(closing.text)' at position \(closing.position); an operator or ')' is missing before it.")
                }
                index += 1
                return value
            case .close:
                throw .invalid(field, "Unexpected ')' at position \(token.position); a number is missing before it.")
            }
        }
    }
}
