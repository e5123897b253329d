import AlmanacCore
import Foundation
import Testing

@Suite struct NumberTextTests {
    /// `fixed` writes what `String(format: "%.Nf")` writes, character for character: exact halves
    /// (0.25, 2.5, 0.125), values just beside them (0.35 is 0.34999…), negatives rounding to 0,
    /// -0, large and tiny values, and random coordinates and weights at 0 to 3 decimals.
    @Test func fixedWritesWhatPrintfWrites() {
        var values: [Double] = [
            0, -0.0, 0.25, 0.35, 0.45, 2.5, 3.5, -2.5, 0.125, 0.375, 1.005, 2.675, -0.04, -0.05, 0.05, 0.95, 9.95, 99.95, 599.95,
            1e-300, 5e-324, 123_456_789.25, 4_503_599_627_370_495.5, 1e15, 1e20, .nan, .infinity, -.infinity, .greatestFiniteMagnitude,
        ]
        var generator = SeededRandom(seed: 34)
        for _ in 0..<4000 {
            values.append(Double.random(in: -700...700, using: &generator))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000)
            values.append(Double(Int.random(in: -4000...4000, using: &generator)) / 8)
            values.append(Double.random(in: 20...400, using: &generator))
        }
        for value in values {
            for decimals in 0...3 {
                #expect(NumberText.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value), "\(value) \(decimals)")
            }
        }
    }

    /// `plain` writes what it wrote with `String(format:)` before it wrote through `fixed`: the
    /// fraction rounded to at most `decimals` digits, trailing zeros and a bare point dropped,
    /// "-0" as "0", whole numbers as digits.
    @Test func plainWritesWhatPrintfWithTrailingZerosDroppedWrites() {
        func printfPlain(_ value: Double, decimals: Int) -> String {
            if value == value.rounded() { return String(Int64(value)) }
            var text = String(format: "%.\(max(0, min(decimals, 6)))f", value)
            while text.contains("."), text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
        var values: [Double] = [0.25, 0.35, -0.004, -0.005, 1.005, 2.675, 0.1, 0.7, 99.995, -12.5, 1e-7, 123_456.125]
        var generator = SeededRandom(seed: 134)
        for _ in 0..<4000 {
            values.append(Double.random(in: -700...700, using: &generator))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000)
            values.append(Double.random(in: -1e12...1e12, using: &generator))
        }
        for value in values {
            for decimals in 0...6 {
                #expect(NumberText.plain(value, decimals: decimals) == printfPlain(value, decimals: decimals), "\(value) \(decimals)")
            }
        }
        #expect(NumberText.plain(-0.004) == "0")
        #expect(NumberText.plain(2.50) == "2.5")
        #expect(NumberText.plain(7, decimals: 1) == "7")
    }
}
