extension String {
    /// `value` in decimal with zeros before it up to `width` digits (`7, width: 2` is "07"), as
    /// `String(format: "%0*d")` writes a number that is not negative, without Foundation's
    /// formatter (which dates, times and timeline rows spent most of their text in). A negative
    /// value is written as `String(value)`.
    public init(_ value: Int, zeroPaddedTo width: Int) {
        let digits = String(value)
        self = value < 0 || digits.utf8.count >= width ? digits : String(repeating: "0", count: width - digits.utf8.count) + digits
    }
}
