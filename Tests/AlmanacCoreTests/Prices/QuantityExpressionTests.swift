import Foundation
import Testing

@testable import AlmanacCore

private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// The error `body` throws, or nil.
private func almanacError(_ body: () throws(AlmanacError) -> Void) -> AlmanacError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

@Suite("Quantity expressions")
struct QuantityExpressionTests {
    @Test(
        "Arithmetic typed at the shelf evaluates exactly",
        arguments: [
            ("6x330", "1980"), ("6 × 330", "1980"), ("6X330", "1980"), ("6*330", "1980"),
            ("2*250+100", "600"), ("(3+1)*125", "500"), ("12.99/2", "6.495"), ("2+3*4", "14"),
            ("(2+3)*4", "20"), ("10-4-3", "3"), ("100/4/5", "5"), ("-5+10", "5"), ("−2·−3", "6"),
            ("24÷8", "3"), ("2 - -3", "5"), ("((1))", "1"), ("3,49", "3.49"), ("0,125", "0.125"),
            ("1,5", "1.5"), (".5", "0.5"), ("3.", "3"), ("  4.20 ", "4.2"), ("0.1+0.2", "0.3"),
            ("1000000000000", "1000000000000"), ("4 x 1.5 + 2 × 0.25", "6.5"),
        ])
    func evaluates(text: String, expected: String) throws {
        #expect(try QuantityExpression.evaluate(text, field: "quantity") == decimal(expected))
    }

    @Test(
        "Malformed input is refused with a message that says where",
        arguments: [
            ("", "Enter a number"),
            ("   ", "Enter a number"),
            ("12+3)", "Unexpected ')' at position 5"),
            ("(3+1", "The '(' at position 1 is never closed"),
            ("2*(3+", "A number is missing after '+' at position 5"),
            ("2**3", "Unexpected '*' at position 3"),
            ("*3", "Unexpected '*' at position 1"),
            ("2(3)", "Unexpected '(' at position 2"),
            ("1 000", "Unexpected '000' at position 3"),
            ("()", "Unexpected ')' at position 2"),
            (".", "Unexpected '.' at position 1"),
            ("500g", "'g' at position 4 is not a number or an operator"),
            ("1e30", "'e' at position 2 is not a number or an operator"),
            ("2,500", "could mean 2500 or 2.500"),
            ("1,234.5", "without thousands separators"),
            ("1.2.3", "without thousands separators"),
            ("1/0", "Division by zero at position 2"),
            ("5/(2-2)", "Division by zero at position 2"),
            ("1000000000001", "larger than 1000000000000"),
            ("1000000*1000000*1000000*1000000*1000000", "larger than 1000000000000"),
            ("100000000000000000000000000000", "larger than 1000000000000"),
            ("1000000000000000000000000000000", "31 digits; the limit is 30"),
            ("1/0.0000001/0.0000001", "larger than 1000000000000"),
        ])
    func refuses(text: String, message: String) {
        let error = almanacError { () throws(AlmanacError) in
            _ = try QuantityExpression.evaluate(text, field: "products[2].quantity")
        }
        #expect(error?.field == "products[2].quantity")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func longInputIsRefusedBeforeParsing() {
        let text = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        let error = almanacError { () throws(AlmanacError) in _ = try QuantityExpression.evaluate(text, field: "price") }
        #expect(error?.message.contains("the limit is 200") == true)
    }

    @Test func keepsFullPrecision() throws {
        // Money is Decimal: 0.1 + 0.2 is 0.3 and a third keeps 38 digits, rounded only for display.
        let third = try QuantityExpression.evaluate("1/3", field: "price")
        #expect(third.rounded(places: 30) == decimal("0.333333333333333333333333333333"))
        #expect(QuantityExpression.isValid("6x330"))
        #expect(!QuantityExpression.isValid("6x"))
    }
}
