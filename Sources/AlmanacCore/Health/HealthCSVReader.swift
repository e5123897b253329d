import Foundation

/// The generic health CSV (what apps that read Android's Health Connect write, in one shape):
/// a header `type,start,end,value,unit,source`, then one sample per line. `type` is a
/// `HealthKind` name (activeEnergy, basalEnergy, dietaryEnergy, steps, bodyMass,
/// restingHeartRate, heartRateVariability, sleep, workout); start and end are ISO 8601 with an
/// offset (`2024-03-10T08:00:00+01:00` or `...Z`); `unit` one of the units the kind accepts
/// (sleep and workout values are minutes asleep or moving, unit `min`). Read line by line, so a
/// quoted field cannot span lines.
public enum HealthCSVReader {
    public static let header = ["type", "start", "end", "value", "unit", "source"]

    static func fault(_ line: Int, _ message: String) -> AlmanacError {
        .invalid("file", "Line \(line): \(message) Nothing was imported.")
    }

    /// Reads every line of the input (in chunks from `chunks`) into `reading`.
    public static func read(
        chunks: HealthExportReader.Chunks, progress: (Int64) -> Void = { _ in }, into reading: inout HealthReading
    ) throws {
        var pending: [UInt8] = []
        var line = 0
        var consumed: Int64 = 0
        var reported: Int64 = 0
        var columns: [String: Int]?
        func handle(_ bytes: ArraySlice<UInt8>) throws {
            line += 1
            var text = String(decoding: bytes, as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            if line == 1, text.hasPrefix("\u{FEFF}") { text = String(text.unicodeScalars.dropFirst()) }
            if text.trimmingCharacters(in: .whitespaces).isEmpty { return }
            let fields: [String]
            do { fields = try CSVTable.parse(text).first?.fields ?? [] } catch { throw fault(line, "this line is not valid CSV.") }
            guard let map = columns else {
                var found: [String: Int] = [:]
                for (index, name) in fields.enumerated() { found[name.trimmingCharacters(in: .whitespaces).lowercased()] = index }
                let missing = header.filter { found[$0] == nil }
                guard missing.isEmpty else {
                    throw fault(line, "the header lacks \(missing.joined(separator: ", ")); it must be \(header.joined(separator: ",")).")
                }
                columns = found
                return
            }
            func field(_ name: String) -> String {
                let index = map[name]!
                return index < fields.count ? fields[index].trimmingCharacters(in: .whitespaces) : ""
            }
            guard let kind = HealthKind(name: field("type")) else {
                throw fault(line, "unknown type “\(field("type"))”; use one of \(HealthKind.allCases.map(\.name).joined(separator: ", ")).")
            }
            guard let start = HealthTimestamp.parse(field("start")) else {
                throw fault(line, "start “\(field("start"))” is not a timestamp with an offset (2024-03-10T08:00:00+01:00).")
            }
            guard let end = HealthTimestamp.parse(field("end")) else {
                throw fault(line, "end “\(field("end"))” is not a timestamp with an offset (2024-03-10T08:30:00+01:00).")
            }
            guard end >= start else { throw fault(line, "the sample ends before it starts.") }
            guard let value = Double(field("value")), value.isFinite, value >= 0 else {
                throw fault(line, "value “\(field("value"))” is not a number of 0 or more.")
            }
            guard let factor = HealthUnits.factor(field("unit"), for: kind) else {
                throw fault(line, "the unit “\(field("unit"))” does not measure \(kind.name) (use \(kind.unit)).")
            }
            let source = field("source")
            let problem = reading.add(
                kind, source: source.isEmpty ? "CSV" : source, start: start, end: end, value: factor == 1 ? value : value * factor)
            if let problem { throw fault(line, problem + ".") }
        }
        while let chunk = try chunks() {
            consumed += Int64(chunk.count)
            pending.append(contentsOf: chunk)
            var from = pending.startIndex
            while let newline = pending[from...].firstIndex(of: 10) {
                try handle(pending[from..<newline])
                from = newline + 1
            }
            pending.removeFirst(from)
            if consumed - reported >= 8 << 20 {
                reported = consumed
                progress(consumed)
            }
        }
        if !pending.isEmpty { try handle(pending[...]) }
        if columns == nil { throw fault(max(line, 1), "the file is empty; it needs the header \(header.joined(separator: ",")).") }
        reading.bytes = consumed
        reading.lines = line
        progress(consumed)
    }
}
