/// The unit the clip's sonar readings are written in.
public enum LengthUnit: String, Codable, Sendable, CaseIterable {
    case centimetres = "cm"
    case millimetres = "mm"
    case inches = "in"

    public var centimetresPerUnit: Double {
        switch self {
        case .centimetres: 1
        case .millimetres: 0.1
        case .inches: 2.54
        }
    }
}

/// How to read a stream: the sample rate used when lines carry no timestamp, and the unit.
public struct StreamOptions: Sendable, Equatable {
    public var rateHz: Double
    public var unit: LengthUnit

    /// The sonar's range: a reading outside it (or 0) is a dropout, not a position.
    public static let sensorRangeCm: ClosedRange<Double> = 2...400
    public static let rates: ClosedRange<Double> = 1...1000

    public init(rateHz: Double = 20, unit: LengthUnit = .centimetres) {
        self.rateHz = rateHz
        self.unit = unit
    }
}

/// The clip's text stream, read: `s:<distance>` and `a:<pitch>:<roll>` lines, each optionally
/// prefixed by a millisecond timestamp and a space (`1520 s:123`). Blank, `\r\n` and garbage
/// lines are skipped and counted, never fatal.
public struct LiftStream: Sendable, Equatable {
    /// One sonar reading: the bar's height above the floor, nil for a dropout.
    public struct Distance: Sendable, Equatable {
        public var timeMs: Double
        public var centimetres: Double?

        public init(timeMs: Double, centimetres: Double?) {
            self.timeMs = timeMs
            self.centimetres = centimetres
        }
    }

    /// The bar's pitch and roll in degrees at a time.
    public struct Tilt: Sendable, Equatable {
        public var timeMs: Double
        public var pitch: Double
        public var roll: Double

        public init(timeMs: Double, pitch: Double, roll: Double) {
            self.timeMs = timeMs
            self.pitch = pitch
            self.roll = roll
        }
    }

    public var distances: [Distance] = []
    public var tilts: [Tilt] = []
    public var skippedLines = 0

    public init(distances: [Distance] = [], tilts: [Tilt] = [], skippedLines: Int = 0) {
        self.distances = distances
        self.tilts = tilts
        self.skippedLines = skippedLines
    }

    /// Reads `text` line by line. Without timestamps, sonar samples are spaced by the sample
    /// rate and an `a:` line takes the time of the latest `s:` line.
    public static func parse(_ text: String, options: StreamOptions = StreamOptions()) -> LiftStream {
        var stream = LiftStream()
        let period = 1000 / min(max(options.rateHz, StreamOptions.rates.lowerBound), StreamOptions.rates.upperBound)
        let scale = options.unit.centimetresPerUnit
        var lastSonarTime: Double?
        var utf8 = text.utf8
        utf8.withContiguousStorageIfAvailableOrCopy { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                if start < bytes.count || end > start {
                    read(line: bytes[start..<end])
                }
                start = end + 1
            }
        }

        func read(line: Slice<UnsafeBufferPointer<UInt8>>) {
            var line = line
            while let last = line.last, last == 13 || last == 32 || last == 9 { line = line.dropLast() }
            while let first = line.first, first == 32 || first == 9 { line = line.dropFirst() }
            if line.isEmpty { return }
            var timestamp: Double?
            if let space = line.firstIndex(of: 32) {
                guard let time = number(line[line.startIndex..<space]), time >= 0, time.isFinite else {
                    stream.skippedLines += 1
                    return
                }
                timestamp = time
                line = line[(space + 1)...]
                while let first = line.first, first == 32 { line = line.dropFirst() }
            }
            guard line.count >= 3, line[line.startIndex + 1] == 58 else {
                stream.skippedLines += 1
                return
            }
            let body = line[(line.startIndex + 2)...]
            switch line.first {
            case 115:  // s
                guard let value = number(body), value.isFinite else {
                    stream.skippedLines += 1
                    return
                }
                let time = timestamp ?? lastSonarTime.map { $0 + period } ?? 0
                lastSonarTime = time
                let centimetres = value * scale
                let valid = centimetres != 0 && StreamOptions.sensorRangeCm.contains(centimetres)
                stream.distances.append(Distance(timeMs: time, centimetres: valid ? centimetres : nil))
            case 97:  // a
                guard let colon = body.firstIndex(of: 58), let pitch = number(body[body.startIndex..<colon]),
                    let roll = number(body[(colon + 1)...]), pitch.isFinite, roll.isFinite, abs(pitch) <= 360, abs(roll) <= 360
                else {
                    stream.skippedLines += 1
                    return
                }
                stream.tilts.append(Tilt(timeMs: timestamp ?? lastSonarTime ?? 0, pitch: pitch, roll: roll))
            default:
                stream.skippedLines += 1
            }
        }
        return stream
    }

    /// A decimal number written with an optional sign, digits and an optional fraction; nil for
    /// anything else (no exponents, no hex, no words).
    static func number(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        var index = bytes.startIndex
        guard index < bytes.endIndex else { return nil }
        var negative = false
        if bytes[index] == 45 || bytes[index] == 43 {
            negative = bytes[index] == 45
            index += 1
        }
        var value = 0.0
        var digits = 0
        while index < bytes.endIndex, bytes[index] >= 48, bytes[index] <= 57 {
            if digits < 15 { value = value * 10 + Double(bytes[index] - 48) } else { return nil }
            digits += 1
            index += 1
        }
        if index < bytes.endIndex, bytes[index] == 46 {
            index += 1
            var scale = 0.1
            while index < bytes.endIndex, bytes[index] >= 48, bytes[index] <= 57 {
                value += Double(bytes[index] - 48) * scale
                scale /= 10
                digits += 1
                index += 1
            }
        }
        guard digits > 0, index == bytes.endIndex else { return nil }
        return negative ? -value : value
    }
}

extension String.UTF8View {
    /// Runs `body` over the bytes, copying them first only when the string is not contiguous.
    fileprivate mutating func withContiguousStorageIfAvailableOrCopy(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if withContiguousStorageIfAvailable(body) == nil {
            Array(self).withUnsafeBufferPointer(body)
        }
    }
}
