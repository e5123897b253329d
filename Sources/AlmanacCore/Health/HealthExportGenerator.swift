import Foundation

/// Writes a synthetic Apple Health export of about `bytes` and knows its true daily totals: a
/// watch and an iPhone recording the same minutes (the iPhone's covered samples must count 0),
/// iPhone samples in the watch's gaps (they count in full), exact duplicates, a sample across
/// each midnight (split half and half), a daily weigh-in, heart-rate records that are skipped,
/// and days in a zone with daylight saving (23- and 25-hour days). Values are multiples of 1/8,
/// so every sum is exact in binary and the import must match the truth to the last bit.
public struct HealthExportGenerator {
    public struct Truth: Equatable, Sendable {
        public var activeKcal = 0.0
        public var basalKcal = 0.0
        public var steps = 0.0
        public var weightKg: Double?
        public init() {}
    }

    public let zone: TimeZone
    public let firstDay: LocalDay
    public private(set) var truth: [LocalDay: Truth] = [:]
    public private(set) var records = 0
    public private(set) var written: Int64 = 0
    var random: UInt64 = 0x9E37_79B9_7F4A_7C15

    public static let watch = "Ann’s Apple Watch"
    public static let phone = "Ann’s iPhone"

    public init(zone: TimeZone = TimeZone(identifier: "America/New_York")!, firstDay: LocalDay = LocalDay(year: 2019, month: 1, day: 1)) {
        self.zone = zone
        self.firstDay = firstDay
    }

    mutating func roll(_ upTo: Int) -> Int {
        random ^= random << 13
        random ^= random >> 7
        random ^= random << 17
        return Int(random % UInt64(upTo))
    }

    /// Writes the export to `output` in chunks until about `bytes` are written.
    public mutating func write(bytes target: Int64, to output: ([UInt8]) throws -> Void) throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        var flushed: Int64 = 0
        func emit(_ text: String) throws {
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= 1 << 20 {
                flushed += Int64(buffer.count)
                try output(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try emit(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
            <!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED>
            ]>
            <HealthData locale="en_US">
             <ExportDate value="2026-01-01 09:00:00 -0500"/>

            """)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var day = firstDay
        var dayStart = Int64(day.start(in: zone).timeIntervalSince1970)
        while flushed + Int64(buffer.count) < target {
            let next = day.adding(days: 1)
            let dayEnd = Int64(next.start(in: zone).timeIntervalSince1970)
            try generate(day: day, start: dayStart, end: dayEnd, next: next, emit: emit)
            day = next
            dayStart = dayEnd
        }
        try emit("</HealthData>\n")
        written = flushed + Int64(buffer.count)
        try output(buffer)
    }

    func stamp(_ instant: Int64) -> String {
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
        let local = instant + Int64(offset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = local - days * 86_400
        let (y, m, d) = Self.civil(days)
        let sign = offset < 0 ? "-" : "+"
        let o = abs(offset)
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d %@%02d%02d", y, m, d, Int(seconds / 3600), Int(seconds / 60 % 60), Int(seconds % 60),
            sign,
            o / 3600, o / 60 % 60)
    }

    static func civil(_ days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (Int(m <= 2 ? y + 1 : y), Int(m), Int(d))
    }

    func line(_ type: String, _ source: String, _ unit: String, _ start: Int64, _ end: Int64, _ value: String) -> String {
        let device =
            source == Self.watch
            ? "&lt;&lt;HKDevice: 0x600003a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1&gt;"
            : "&lt;&lt;HKDevice: 0x600003b4&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,2, software:17.1&gt;"
        return
            " <Record type=\"\(type)\" sourceName=\"\(source)\" sourceVersion=\"10.1\" device=\"\(device)\" unit=\"\(unit)\" creationDate=\"\(stamp(end))\" startDate=\"\(stamp(start))\" endDate=\"\(stamp(end))\" value=\"\(value)\"/>\n"
    }

    static func eighths(_ k: Int) -> String {
        let whole = k / 8
        let fraction = ["", ".125", ".25", ".375", ".5", ".625", ".75", ".875"][k % 8]
        return "\(whole)\(fraction)"
    }

    mutating func generate(day: LocalDay, start: Int64, end: Int64, next: LocalDay, emit: (String) throws -> Void) throws {
        var t = Truth()
        let active = "HKQuantityTypeIdentifierActiveEnergyBurned"
        // Waking hours: the watch every 5 minutes from 07:00 to 21:00 (local, from the day's start:
        // on a DST day the clock reading differs, the rules do not), with gaps the iPhone fills.
        var slot = start + 7 * 3600
        let last = start + 21 * 3600
        while slot < last {
            let gap = roll(12) == 0
            if gap {
                // The iPhone alone: counts in full.
                let k = 1 + roll(40)
                try emit(line(active, Self.phone, "kcal", slot, slot + 300, Self.eighths(k)))
                t.activeKcal += Double(k) / 8
                let steps = 20 + roll(200)
                try emit(line("HKQuantityTypeIdentifierStepCount", Self.phone, "count", slot, slot + 300, String(steps)))
                t.steps += Double(steps)
                records += 2
            } else {
                let k = 1 + roll(40)
                let watchLine = line(active, Self.watch, "kcal", slot, slot + 300, Self.eighths(k))
                try emit(watchLine)
                t.activeKcal += Double(k) / 8
                records += 1
                if roll(50) == 0 {
                    try emit(watchLine)  // an exact duplicate: read once
                    records += 1
                }
                let steps = 20 + roll(400)
                try emit(line("HKQuantityTypeIdentifierStepCount", Self.watch, "count", slot, slot + 300, String(steps)))
                // The iPhone's steps over the same minutes: covered by the watch, they count 0.
                try emit(line("HKQuantityTypeIdentifierStepCount", Self.phone, "count", slot, slot + 300, String(steps + roll(50))))
                try emit(line(active, Self.phone, "kcal", slot + 60, slot + 240, Self.eighths(1 + roll(30))))
                t.steps += Double(steps)
                records += 3
            }
            try emit(
                " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"\(Self.watch)\" unit=\"count/min\" startDate=\"\(stamp(slot))\" endDate=\"\(stamp(slot))\" value=\"\(60 + roll(60))\"/>\n"
            )
            records += 1
            slot += 300
        }
        // Resting energy: hourly from the watch, each whole hour inside the day.
        var hour = start
        while hour + 3600 <= end {
            let k = 400 + roll(200)
            try emit(line("HKQuantityTypeIdentifierBasalEnergyBurned", Self.watch, "kcal", hour, hour + 3600, Self.eighths(k)))
            t.basalKcal += Double(k) / 8
            records += 1
            hour += 3600
        }
        // A weigh-in at 06:30 (in tenths of a kg, read as written).
        let weight = "\(70 + roll(10)).\(roll(10))"
        try emit(line("HKQuantityTypeIdentifierBodyMass", Self.phone, "kg", start + 23_400, start + 23_400, weight))
        t.weightKg = Double(weight)
        records += 1
        // Across midnight: 23:55 to 00:05, half on each day.
        let k = 2 * (1 + roll(20))
        try emit(line(active, Self.watch, "kcal", end - 300, end + 300, Self.eighths(k)))
        t.activeKcal += Double(k) / 16
        truth[next, default: Truth()].activeKcal += Double(k) / 16
        records += 1
        var merged = truth[day] ?? Truth()
        merged.activeKcal += t.activeKcal
        merged.basalKcal += t.basalKcal
        merged.steps += t.steps
        merged.weightKg = t.weightKg
        truth[day] = merged
    }
}
