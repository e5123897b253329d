import Foundation

/// What a reader collected from a file: the samples it understood, the names of their sources,
/// and what it read. Memory holds 32 bytes per sample and nothing of the document.
public struct HealthReading: Sendable {
    public var sources: [String] = []
    public var samples: [HealthSample] = []
    /// Records read per kind (before duplicates are dropped).
    public var recordsByKind: [HealthKind: Int] = [:]
    /// Elements the reader skipped (other types: heart rate, distance, ...).
    public var otherRecords = 0
    /// Records left out for lasting longer than their kind plausibly can (`longestPlausibleSeconds`).
    public var tooLongRecords = 0
    public var bytes: Int64 = 0
    public var lines = 0
    var sourceIndex: [String: Int32] = [:]

    public init() {}

    /// A reading of a file of `bytes`, with room for as many samples as it could hold (a record
    /// takes more than 128 bytes), so the array never grows by copying itself: the room is
    /// address space only until a sample is written into it.
    public init(expectedBytes bytes: Int64) {
        samples.reserveCapacity(Int(clamping: max(0, bytes) / 128))
    }

    public var records: Int { recordsByKind.values.reduce(0, +) }

    /// The index of `name` in `sources`, added on first sight; nil when `HealthSample.mostSources`
    /// names are already taken.
    public mutating func source(_ name: String) -> Int32? {
        if let index = sourceIndex[name] { return index }
        guard sources.count < HealthSample.mostSources else { return nil }
        let index = Int32(sources.count)
        sources.append(name)
        sourceIndex[name] = index
        return index
    }

    /// Adds a sample from the source called `name`, or returns why it cannot be kept (a record
    /// longer than `HealthSample.longestDuration`, one source too many).
    public mutating func add(_ kind: HealthKind, source name: String, start: Int64, end: Int64, value: Double) -> String? {
        guard end - start <= HealthSample.longestDuration else { return "a record that lasts longer than 136 years" }
        if let longest = kind.longestPlausibleSeconds, end - start > longest {
            tooLongRecords += 1
            return nil
        }
        guard let source = source(name) else { return "more than \(HealthSample.mostSources) different sources" }
        add(HealthSample(kind: kind, source: source, start: start, end: end, value: value))
        return nil
    }

    public mutating func add(_ sample: HealthSample) {
        samples.append(sample)
        recordsByKind[sample.kind, default: 0] += 1
    }
}

/// A streaming pull parser for the Apple Health `export.xml`: it reads bytes in chunks from
/// `next` (nil at the end), finds each start tag, and reads the attributes of `Record` and
/// `Workout` only. It checks what it needs to trust the file (tags closed, attributes quoted, a
/// `HealthData` root that ends with `</HealthData>`, dates and units it can read) and throws an
/// error that names the line of the first fault.
public struct HealthExportReader {
    public typealias Chunks = () throws -> [UInt8]?

    var buffer: [UInt8] = []
    var position = 0
    var line = 1
    var ended = false
    let nextChunk: Chunks
    /// Called now and then with the bytes read so far.
    let progress: (Int64) -> Void
    var consumed: Int64 = 0
    var lastReported: Int64 = 0
    /// The longest tag accepted (a longer one is not a health export).
    static let maxTag = 1 << 20

    public init(chunks: @escaping Chunks, progress: @escaping (Int64) -> Void = { _ in }) {
        self.nextChunk = chunks
        self.progress = progress
    }

    /// Reads `path` (an `export.xml`) in 1 MiB chunks.
    public static func chunks(of handle: FileHandle, size: Int = 1 << 20) -> Chunks {
        {
            let data = try handle.read(upToCount: size) ?? Data()
            return data.isEmpty ? nil : [UInt8](data)
        }
    }

    static func fault(_ line: Int, _ message: String) -> AlmanacError {
        .invalid("file", "Line \(line): \(message) Nothing was imported.")
    }

    /// Appends the next chunk; false at the end of the input.
    mutating func refill() throws -> Bool {
        if ended { return false }
        guard let chunk = try nextChunk(), !chunk.isEmpty else {
            ended = true
            return false
        }
        consumed += Int64(chunk.count)
        buffer.append(contentsOf: chunk)
        if consumed - lastReported >= 8 << 20 {
            lastReported = consumed
            progress(consumed)
        }
        return true
    }

    /// The byte at `index`, reading more when needed; nil at the end of the input.
    @inline(__always) mutating func byte(at index: Int) throws -> UInt8? {
        while index >= buffer.count { if try !refill() { return nil } }
        return buffer[index]
    }

    /// Reads the whole input into `reading`.
    public mutating func read(into reading: inout HealthReading) throws {
        var sawRoot = false
        var closedRoot = false
        var attributes: [(name: Range<Int>, value: Range<Int>)] = []
        while true {
            if position > 1 << 20 {
                buffer.removeFirst(position)
                position = 0
            }
            // Text up to the next tag.
            var index = position
            while true {
                guard let b = try byte(at: index) else {
                    reading.bytes = consumed
                    reading.lines = line
                    progress(consumed)
                    if !sawRoot { throw Self.fault(line, "this is not an Apple Health export (no <HealthData> element).") }
                    if !closedRoot { throw Self.fault(line, "the file ends before </HealthData>: it was cut short.") }
                    return
                }
                if b == UInt8(ascii: "<") { break }
                if b == 10 { line += 1 }
                index += 1
            }
            let tagLine = line
            position = index
            guard let first = try byte(at: index + 1) else { throw Self.fault(tagLine, "the file ends inside a tag.") }
            switch first {
            case UInt8(ascii: "?"):
                position = try skip(past: Array("?>".utf8), from: index + 2, tagLine: tagLine)
            case UInt8(ascii: "!"):
                if try matches(Array("<!--".utf8), at: index) {
                    position = try skip(past: Array("-->".utf8), from: index + 4, tagLine: tagLine)
                } else if try matches(Array("<![CDATA[".utf8), at: index) {
                    position = try skip(past: Array("]]>".utf8), from: index + 9, tagLine: tagLine)
                } else {
                    position = try skipDeclaration(from: index + 2, tagLine: tagLine)
                }
            case UInt8(ascii: "/"):
                let end = try tagEnd(from: index + 2, tagLine: tagLine)
                if buffer[(index + 2)..<end].elementsEqual("HealthData".utf8) { closedRoot = true }
                position = end + 1
            default:
                var cursor = index + 1
                while let b = try byte(at: cursor), !Self.isNameEnd(b) { cursor += 1 }
                let name = buffer[(index + 1)..<cursor]
                if name.isEmpty { throw Self.fault(tagLine, "a “<” that does not start a tag.") }
                let wanted = name.elementsEqual("Record".utf8) || name.elementsEqual("Workout".utf8)
                if !sawRoot {
                    guard name.elementsEqual("HealthData".utf8) else {
                        throw Self.fault(
                            tagLine, "this is not an Apple Health export (it starts with <\(String(decoding: name, as: UTF8.self))>).")
                    }
                    sawRoot = true
                }
                attributes.removeAll(keepingCapacity: true)
                position = try readAttributes(from: cursor, tagLine: tagLine, collect: wanted, into: &attributes)
                if wanted {
                    try record(
                        isWorkout: name.elementsEqual("Workout".utf8), attributes, line: tagLine, into: &reading)
                }
            }
        }
    }

    static func isNameEnd(_ b: UInt8) -> Bool {
        b == 32 || b == 9 || b == 10 || b == 13 || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
    }

    mutating func matches(_ literal: [UInt8], at index: Int) throws -> Bool {
        for (offset, expected) in literal.enumerated() {
            guard let b = try byte(at: index + offset), b == expected else { return false }
        }
        return true
    }

    /// The index just past `terminator`, counting lines.
    mutating func skip(past terminator: [UInt8], from start: Int, tagLine: Int) throws -> Int {
        var index = start
        while true {
            guard let b = try byte(at: index) else { throw Self.fault(tagLine, "the file ends inside a tag that starts here.") }
            if b == 10 { line += 1 }
            if b == terminator[0], try matches(terminator, at: index) { return index + terminator.count }
            index += 1
        }
    }

    /// A `<!DOCTYPE ...[ ... ]>` declaration, with its internal subset.
    mutating func skipDeclaration(from start: Int, tagLine: Int) throws -> Int {
        var index = start
        var depth = 0
        var quote: UInt8 = 0
        while true {
            guard let b = try byte(at: index) else { throw Self.fault(tagLine, "the file ends inside a declaration that starts here.") }
            if b == 10 { line += 1 }
            if quote != 0 {
                if b == quote { quote = 0 }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "<"), try matches(Array("<!--".utf8), at: index) {
                index = try skip(past: Array("-->".utf8), from: index + 4, tagLine: tagLine)
                continue
            } else if b == UInt8(ascii: "[") {
                depth += 1
            } else if b == UInt8(ascii: "]") {
                depth -= 1
            } else if b == UInt8(ascii: ">"), depth <= 0 {
                return index + 1
            }
            index += 1
        }
    }

    /// The index of the `>` closing a tag without attributes.
    mutating func tagEnd(from start: Int, tagLine: Int) throws -> Int {
        var index = start
        while true {
            guard let b = try byte(at: index) else { throw Self.fault(tagLine, "the file ends inside a tag that starts here.") }
            if b == UInt8(ascii: ">") { return index }
            if b == 10 { line += 1 }
            if b == UInt8(ascii: "<") { throw Self.fault(tagLine, "a tag is not closed with “>”.") }
            index += 1
        }
    }

    /// Reads `name="value"` pairs up to `>` or `/>`; returns the index past the tag.
    mutating func readAttributes(
        from start: Int, tagLine: Int, collect: Bool, into attributes: inout [(name: Range<Int>, value: Range<Int>)]
    ) throws -> Int {
        var index = start
        func fail(_ message: String) -> AlmanacError { Self.fault(tagLine, message) }
        while true {
            guard var b = try byte(at: index) else { throw fail("the file ends inside a tag that starts here.") }
            if index - start > Self.maxTag { throw fail("a tag longer than 1 MiB: this is not a health export.") }
            switch b {
            case 32, 9, 13: index += 1
            case 10:
                line += 1
                index += 1
            case UInt8(ascii: ">"): return index + 1
            case UInt8(ascii: "/"):
                guard try byte(at: index + 1) == UInt8(ascii: ">") else { throw fail("a “/” inside a tag.") }
                return index + 2
            default:
                let nameStart = index
                while !(b == UInt8(ascii: "=") || b == 32 || b == 9 || b == 10 || b == 13 || b == UInt8(ascii: ">")) {
                    index += 1
                    guard let next = try byte(at: index) else { throw fail("the file ends inside a tag that starts here.") }
                    b = next
                }
                let nameEnd = index
                while b == 32 || b == 9 || b == 10 || b == 13 {
                    if b == 10 { line += 1 }
                    index += 1
                    guard let next = try byte(at: index) else { throw fail("the file ends inside a tag that starts here.") }
                    b = next
                }
                guard b == UInt8(ascii: "=") else { throw fail("an attribute without a value.") }
                index += 1
                guard var q = try byte(at: index) else { throw fail("the file ends inside a tag that starts here.") }
                while q == 32 || q == 9 || q == 10 || q == 13 {
                    if q == 10 { line += 1 }
                    index += 1
                    guard let next = try byte(at: index) else { throw fail("the file ends inside a tag that starts here.") }
                    q = next
                }
                guard q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") else { throw fail("an attribute value without quotes.") }
                index += 1
                let valueStart = index
                while true {
                    guard let v = try byte(at: index) else { throw fail("the file ends inside a tag that starts here.") }
                    if v == q { break }
                    if v == 10 { line += 1 }
                    if v == UInt8(ascii: "<") { throw fail("a “<” inside an attribute value.") }
                    index += 1
                }
                if collect { attributes.append((nameStart..<nameEnd, valueStart..<index)) }
                index += 1
            }
        }
    }

    /// Turns one `Record` or `Workout` element into a sample, or counts it as other.
    func record(
        isWorkout: Bool, _ attributes: [(name: Range<Int>, value: Range<Int>)], line: Int, into reading: inout HealthReading
    ) throws {
        func value(_ name: String) -> ArraySlice<UInt8>? {
            attributes.first { buffer[$0.name].elementsEqual(name.utf8) }.map { buffer[$0.value] }
        }
        func text(_ bytes: ArraySlice<UInt8>) -> String { Self.decodeEntities(String(decoding: bytes, as: UTF8.self)) }
        let kind: HealthKind
        if isWorkout {
            kind = .workout
        } else {
            guard let type = value("type") else { throw Self.fault(line, "a <Record> without a type.") }
            guard let known = Self.kinds.first(where: { type.elementsEqual($0.1) })?.0 else {
                reading.otherRecords += 1
                return
            }
            kind = known
        }
        guard let startText = value("startDate"), let start = HealthTimestamp.parse(startText) else {
            throw Self.fault(line, "a \(kind.appleIdentifier) record without a readable startDate.")
        }
        guard let endText = value("endDate"), let end = HealthTimestamp.parse(endText) else {
            throw Self.fault(line, "a \(kind.appleIdentifier) record without a readable endDate.")
        }
        guard end >= start else { throw Self.fault(line, "a \(kind.appleIdentifier) record that ends before it starts.") }
        // Exports of iOS 8 name the source `source`.
        let source = text(value("sourceName") ?? value("source") ?? [])
        let amount: Double
        switch kind {
        case .workout, .sleep:
            if kind == .sleep {
                // Only the asleep stages count as sleep (in bed and awake do not): by name, or by the
                // raw value older exports write (1 asleep, 3 core, 4 deep, 5 REM; 0 in bed, 2 awake).
                guard let stage = value("value") else { throw Self.fault(line, "a sleep record without a value.") }
                guard stage.starts(with: "HKCategoryValueSleepAnalysisAsleep".utf8) || Self.asleepRawValues.contains(Array(stage))
                else {
                    reading.otherRecords += 1
                    return
                }
            }
            amount = Double(end - start) / 60
        default:
            guard let valueText = value("value"), let number = Double(String(decoding: valueText, as: UTF8.self)), number.isFinite,
                number >= 0
            else {
                throw Self.fault(line, "a \(kind.appleIdentifier) record without a readable value.")
            }
            let unit = String(decoding: value("unit") ?? [], as: UTF8.self)
            guard let factor = HealthUnits.factor(unit, for: kind) else {
                throw Self.fault(line, "the unit “\(unit)” does not measure \(kind.appleIdentifier).")
            }
            amount = factor == 1 ? number : number * factor
        }
        if let problem = reading.add(kind, source: source, start: start, end: end, value: amount) { throw Self.fault(line, problem + ".") }
    }

    /// `HKCategoryValueSleepAnalysis` raw values of the asleep stages.
    static let asleepRawValues: [[UInt8]] = ["1", "3", "4", "5"].map { Array($0.utf8) }

    static let kinds: [(HealthKind, [UInt8])] = HealthKind.allCases.filter { $0 != .workout }.map { ($0, Array($0.appleIdentifier.utf8)) }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += rest[amp...semi]
                }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }
}
