import Foundation

/// The order in which sources are trusted where their samples overlap: the user's list first,
/// then the sources not in it by class (a watch before a phone before apps). Sources of the same
/// rank (two unlisted apps) cannot be told apart: where they overlap, the overlap counts once.
public struct HealthSourceOrder: Equatable, Sendable {
    public var names: [String]

    public init(_ names: [String] = []) { self.names = names }

    public enum SourceClass: Int, Sendable { case watch, phone, app }

    public static func sourceClass(of name: String) -> SourceClass {
        let lower = name.lowercased()
        if lower.contains("watch") { return .watch }
        if lower.contains("iphone") || lower.contains("phone") { return .phone }
        return .app
    }

    public func rank(of name: String) -> Int {
        if let index = names.firstIndex(of: name) { return index }
        return names.count + Self.sourceClass(of: name).rawValue
    }

    /// `known` in the order that decides: the listed ones, then the others by class and name.
    public func ordered(_ known: [String]) -> [String] {
        let listed = names.filter { known.contains($0) }
        let others = known.filter { !names.contains($0) }.sorted { (rank(of: $0), $0) < (rank(of: $1), $1) }
        return listed + others
    }
}

/// One local day of health data, de-duplicated.
public struct HealthDay: Codable, Equatable, Sendable {
    public var day: LocalDay
    public var activeKcal: Double?
    public var basalKcal: Double?
    public var dietaryKcal: Double?
    public var steps: Double?
    /// The day's last weigh-in (from the best source that weighed that day).
    public var weightKg: Double?
    /// When that weigh-in was taken (seconds since 1970).
    public var weighedAt: Int64?
    public var sleepMinutes: Double?
    public var restingHeartRate: Double?
    public var heartRateVariabilityMs: Double?
    public var workoutMinutes: Double?
    /// When a device measured active energy this day (sorted, disjoint; gaps of up to
    /// `HealthDays.measuredGap` between samples closed): the ledger counts an activity logged by
    /// hand only for minutes outside them.
    public var activeSpans: [MeasuredSpan] = []
    /// The sources that gave this day anything, in the order that decided.
    public var sources: [String]

    public init(day: LocalDay) {
        self.day = day
        self.sources = []
    }

    public func value(_ kind: HealthKind) -> Double? {
        switch kind {
        case .activeEnergy: activeKcal
        case .basalEnergy: basalKcal
        case .dietaryEnergy: dietaryKcal
        case .steps: steps
        case .bodyMass: weightKg
        case .restingHeartRate: restingHeartRate
        case .heartRateVariability: heartRateVariabilityMs
        case .sleep: sleepMinutes
        case .workout: workoutMinutes
        }
    }

    mutating func set(_ kind: HealthKind, _ value: Double) {
        switch kind {
        case .activeEnergy: activeKcal = value
        case .basalEnergy: basalKcal = value
        case .dietaryEnergy: dietaryKcal = value
        case .steps: steps = value
        case .bodyMass: weightKg = value
        case .restingHeartRate: restingHeartRate = value
        case .heartRateVariability: heartRateVariabilityMs = value
        case .sleep: sleepMinutes = value
        case .workout: workoutMinutes = value
        }
    }
}

/// What de-duplication did.
public struct HealthDedupStats: Equatable, Sendable {
    /// Records identical to another in type, source, start, end and value: read once.
    public var exactDuplicates = 0
    /// Samples (or parts of samples within a day) that overlapped a better or equal source's
    /// samples and were counted only for their uncovered time.
    public var overlapping = 0
    public init() {}
}

/// Finds the local day of an instant, remembering the last day's bounds (samples come in time
/// order, so most lookups cost a comparison).
struct DayClock {
    let zone: TimeZone
    let dayStartHour: Int
    var low: Int64 = 1
    var high: Int64 = 0
    var day = LocalDay(year: 1970, month: 1, day: 1)

    init(zone: TimeZone, dayStartHour: Int) {
        self.zone = zone
        self.dayStartHour = dayStartHour
    }

    mutating func bounds(at instant: Int64) -> (day: LocalDay, start: Int64, end: Int64) {
        if instant >= low, instant < high { return (day, low, high) }
        day = LocalDay(containing: Date(timeIntervalSince1970: Double(instant)), in: zone, dayStartHour: dayStartHour)
        low = Int64(day.start(in: zone, dayStartHour: dayStartHour).timeIntervalSince1970)
        high = Int64(day.adding(days: 1).start(in: zone, dayStartHour: dayStartHour).timeIntervalSince1970)
        return (day, low, high)
    }
}

public enum HealthDays {
    /// Sleep records at most this far apart (seconds) are one night: waking at 3:00 for an hour is
    /// the same night, a nap at 15:00 after waking at 7:00 is not.
    public static let nightGap: Int64 = 3 * 3600
    /// Active energy samples at most this far apart (seconds) are one measured span.
    public static let measuredGap: Int64 = 120

    /// The days a read of health days covers, from `from` and `to` as a person types them
    /// (YYYY-MM-DD, inclusive): `to` defaults to today, `from` to 29 days before `to`, and they are
    /// at most 366 days apart. The API's `from`/`to` and the CLI's `--from`/`--to` both read through here.
    public static func range(from: String?, to: String?, today: LocalDay) throws -> (from: LocalDay, to: LocalDay) {
        let last = try to.map { try DayReference.date($0, field: "to") } ?? today
        let first = try from.map { try DayReference.date($0, field: "from") } ?? last.adding(days: -29)
        guard first <= last else { throw AlmanacError.invalid("from", "from comes after to.") }
        guard first.adding(days: 366) > last else { throw AlmanacError.invalid("to", "Ask for at most 366 days at a time.") }
        return (first, last)
    }

    /// The de-duplicated days of `samples` (sources named by `sources`), in the user's days.
    ///
    /// Rules: exact duplicates are read once. A sample spanning a day boundary is split between
    /// the days in proportion to time, except sleep: a night (records less than `nightGap` apart)
    /// counts whole on the day of its last waking, the day you wake up. Per kind and day, additive kinds (energy, steps, sleep,
    /// workouts) count the best-ranked source's samples in full and a lower-ranked source's only
    /// for the time no better (or equally ranked, earlier) sample covers; an instant sample counts
    /// unless a better one covers its instant. Weight is the day's last weigh-in of the best
    /// source that weighed; resting heart rate and HRV are the best source's mean.
    public static func compute(
        _ input: consuming [HealthSample], sources: [String], order: HealthSourceOrder, timeZone: TimeZone, dayStartHour: Int
    ) -> (days: [HealthDay], stats: HealthDedupStats) {
        var stats = HealthDedupStats()
        let ranks = sources.map { order.rank(of: $0) }
        // Exact duplicates: equal in every field once sorted. Sorted in place when the caller hands
        // its array over (`consume`), as the import does: grouped by kind (swaps), then each kind
        // sorted by a sort that borrows no memory (the standard one borrows half of what it sorts).
        var samples = consume input
        for range in groupByKind(&samples) {
            sortInPlace(&samples, range)
        }
        // Kept in place (no second array: a multi-GB export has millions of samples).
        var kept = 0
        for index in samples.indices {
            if kept > 0, samples[kept - 1] == samples[index] {
                stats.exactDuplicates += 1
                continue
            }
            samples[kept] = samples[index]
            kept += 1
        }
        samples.removeLast(samples.count - kept)
        let unique = consume samples
        // Pieces within one day, with the day's index.
        struct Piece {
            var day: Int32
            var rank: Int32
            var source: Int32
            var start: Int64
            var end: Int64
            var value: Double
        }
        var clock = DayClock(zone: timeZone, dayStartHour: dayStartHour)
        var dayIndex: [LocalDay: Int32] = [:]
        var dayList: [LocalDay] = []
        func index(of day: LocalDay) -> Int32 {
            if let found = dayIndex[day] { return found }
            let new = Int32(dayList.count)
            dayList.append(day)
            dayIndex[day] = new
            return new
        }
        var days: [Int32: HealthDay] = [:]
        var daySources: [Int32: Set<Int32>] = [:]
        var start = 0
        while start < unique.count {
            let kind = unique[start].kind
            var end = start
            while end < unique.count, unique[end].kind == kind { end += 1 }
            // A day's pieces are settled as soon as a sample starts on a later day (samples come in
            // time order), so only a day or two of pieces is ever held.
            var pending: [Piece] = []
            if kind == .sleep {
                // A night belongs to the day you wake up (as in Apple Health and every tracker), not
                // split at midnight: records less than `nightGap` apart are one night, and each of
                // them counts, whole, on the local day of the night's last waking. Settled once at
                // the end, since a night's day is known only when it ends.
                var first = start
                while first < end {
                    var wake = unique[first].end
                    var last = first + 1
                    while last < end, unique[last].start <= wake + nightGap {
                        wake = max(wake, unique[last].end)
                        last += 1
                    }
                    let day = index(of: clock.bounds(at: wake).day)
                    for sample in unique[first..<last] {
                        pending.append(
                            Piece(
                                day: day, rank: Int32(ranks[Int(sample.source)]), source: sample.source, start: sample.start,
                                end: sample.end, value: sample.value))
                    }
                    first = last
                }
                settle(&pending, kind, before: .max)
                start = end
                continue
            }
            var currentDayStart = Int64.min
            for sample in unique[start..<end] {
                let rank = Int32(ranks[Int(sample.source)])
                let dayStart = clock.bounds(at: sample.start).start
                if dayStart > currentDayStart {
                    settle(&pending, kind, before: dayStart)
                    currentDayStart = dayStart
                }
                var from = sample.start
                repeat {
                    let bounds = clock.bounds(at: from)
                    let to = min(sample.end, bounds.end)
                    let part =
                        sample.end == sample.start || !kind.isAdditive
                        ? sample.value : sample.value * Double(to - from) / Double(sample.end - sample.start)
                    pending.append(
                        Piece(day: index(of: bounds.day), rank: rank, source: sample.source, start: from, end: to, value: part))
                    from = to
                } while from < sample.end && kind.isAdditive
            }
            settle(&pending, kind, before: .max)
            start = end
        }
        var result: [HealthDay] = []
        for (index, var day) in days {
            day.sources = (daySources[index] ?? []).sorted { (ranks[Int($0)], sources[Int($0)]) < (ranks[Int($1)], sources[Int($1)]) }
                .map { sources[Int($0)] }
            result.append(day)
        }
        return (result.sorted { $0.day < $1.day }, stats)

        /// Settles the days of the pending pieces that start before `limit` (their days are
        /// complete) and keeps the others.
        func settle(_ pending: inout [Piece], _ kind: HealthKind, before limit: Int64) {
            var pieces = pending.filter { $0.start < limit }
            guard !pieces.isEmpty else { return }
            pending.removeAll { $0.start < limit }
            pieces.sort { ($0.day, $0.rank, $0.start, $0.end) < ($1.day, $1.rank, $1.start, $1.end) }
            var p = 0
            while p < pieces.count {
                let day = pieces[p].day
                var q = p
                while q < pieces.count, pieces[q].day == day { q += 1 }
                let dayPieces = pieces[p..<q]
                var health = days[day] ?? HealthDay(day: dayList[Int(day)])
                var contributors = daySources[day] ?? []
                if kind.isAdditive {
                    let (total, used, overlapping) = additive(dayPieces)
                    health.set(kind, total)
                    if kind == .activeEnergy { health.activeSpans = measured(dayPieces) }
                    contributors.formUnion(used)
                    stats.overlapping += overlapping
                } else {
                    let best = dayPieces.first!.rank
                    let chosen = dayPieces.filter { $0.rank == best }
                    if kind == .bodyMass {
                        let last = chosen.last!
                        health.set(kind, last.value)
                        health.weighedAt = last.start
                        contributors.insert(last.source)
                    } else {
                        health.set(kind, chosen.map(\.value).reduce(0, +) / Double(chosen.count))
                        contributors.formUnion(chosen.map(\.source))
                    }
                }
                days[day] = health
                daySources[day] = contributors
                p = q
            }
        }

        /// The time the day's samples cover, a gap between samples of up to `measuredGap` closed
        /// (a watch writes a sample every minute or so while worn).
        func measured(_ pieces: ArraySlice<Piece>) -> [MeasuredSpan] {
            var spans: [MeasuredSpan] = []
            for piece in pieces.filter({ $0.end > $0.start }).sorted(by: { $0.start < $1.start }) {
                if let last = spans.last, piece.start - last.end <= measuredGap {
                    spans[spans.count - 1].end = max(last.end, piece.end)
                } else {
                    spans.append(MeasuredSpan(start: piece.start, end: piece.end))
                }
            }
            return spans
        }

        /// The day's total of one additive kind: ranks in order, each counted for the time not
        /// yet covered (by better ranks, or by earlier samples of its own rank).
        func additive(_ pieces: ArraySlice<Piece>) -> (Double, Set<Int32>, Int) {
            var covered: [(Int64, Int64)] = []
            var total = 0.0
            var used = Set<Int32>()
            var overlapping = 0
            var i = pieces.startIndex
            while i < pieces.endIndex {
                let rank = pieces[i].rank
                var j = i
                while j < pieces.endIndex, pieces[j].rank == rank { j += 1 }
                var groupEnd = Int64.min
                var cursor = 0
                var group: [(Int64, Int64)] = []
                for piece in pieces[i..<j] {
                    var counted: Double
                    if piece.end == piece.start {
                        let inGroup = piece.start < groupEnd
                        while cursor < covered.count, covered[cursor].1 <= piece.start { cursor += 1 }
                        let inCovered = cursor < covered.count && covered[cursor].0 <= piece.start
                        counted = inGroup || inCovered ? 0 : piece.value
                    } else {
                        let from = max(piece.start, groupEnd)
                        var free = max(0, piece.end - from)
                        if free > 0 {
                            while cursor < covered.count, covered[cursor].1 <= from { cursor += 1 }
                            var k = cursor
                            while k < covered.count, covered[k].0 < piece.end {
                                free -= max(0, min(covered[k].1, piece.end) - max(covered[k].0, from))
                                k += 1
                            }
                        }
                        let length = piece.end - piece.start
                        counted = free == length ? piece.value : piece.value * Double(free) / Double(length)
                        if let last = group.last, last.1 >= piece.start {
                            group[group.count - 1].1 = max(last.1, piece.end)
                        } else {
                            group.append((piece.start, piece.end))
                        }
                        groupEnd = max(groupEnd, piece.end)
                    }
                    if counted != piece.value { overlapping += 1 }
                    if counted > 0 { used.insert(piece.source) }
                    total += counted
                }
                covered = merge(covered, group)
                i = j
            }
            return (total, used, overlapping)
        }
    }

    /// Puts the samples of each kind together, in the kinds' order, in place (each sample swapped
    /// at most once into its kind's part), and returns each kind's part.
    static func groupByKind(_ samples: inout [HealthSample]) -> [Range<Int>] {
        var counts = [Int](repeating: 0, count: HealthKind.allCases.count)
        for sample in samples { counts[sample.kind.rawValue] += 1 }
        var ends: [Int] = []
        var total = 0
        for count in counts {
            total += count
            ends.append(total)
        }
        let starts = zip(ends, counts).map { $0 - $1 }
        var next = starts
        for kind in counts.indices {
            while next[kind] < ends[kind] {
                let belongs = samples[next[kind]].kind.rawValue
                if belongs == kind {
                    next[kind] += 1
                } else {
                    samples.swapAt(next[kind], next[belongs])
                    next[belongs] += 1
                }
            }
        }
        return zip(starts, ends).map { $0..<$1 }
    }

    /// Sorts `range` of `samples` by start, source, end and value, in place: quicksort on the
    /// median of three, insertion sort for short parts, heap sort where the quicksort goes deeper
    /// than `depth` (so it never takes quadratic time). It borrows no memory.
    static func sortInPlace(_ samples: inout [HealthSample], _ range: Range<Int>, depth: Int? = nil) {
        let limit = depth ?? 2 * (Int.bitWidth - range.count.leadingZeroBitCount)
        samples.withUnsafeMutableBufferPointer { buffer in
            introsort(buffer, range.lowerBound, range.upperBound, limit)
        }
    }

    @inline(__always)
    static func inOrder(_ a: HealthSample, _ b: HealthSample) -> Bool {
        (a.start, a.sourceIndex, a.duration, a.value) < (b.start, b.sourceIndex, b.duration, b.value)
    }

    private static func introsort(_ a: UnsafeMutableBufferPointer<HealthSample>, _ low: Int, _ high: Int, _ depth: Int) {
        var (low, high, depth) = (low, high, depth)
        while high - low > 16 {
            if depth == 0 { return heapSort(a, low, high) }
            depth -= 1
            let mid = low + (high - low) / 2
            if inOrder(a[mid], a[low]) { a.swapAt(mid, low) }
            if inOrder(a[high - 1], a[low]) { a.swapAt(high - 1, low) }
            if inOrder(a[high - 1], a[mid]) { a.swapAt(high - 1, mid) }
            // Hoare's partition around the median: [low, split) ≤ pivot ≤ [split, high), both
            // parts non-empty since the pivot is not the last element.
            let pivot = a[mid]
            var i = low - 1
            var j = high
            while true {
                repeat { i += 1 } while inOrder(a[i], pivot)
                repeat { j -= 1 } while inOrder(pivot, a[j])
                if i >= j { break }
                a.swapAt(i, j)
            }
            let split = j + 1
            // The shorter part first, the longer one in this loop: the stack stays logarithmic.
            if split - low < high - split {
                introsort(a, low, split, depth)
                low = split
            } else {
                introsort(a, split, high, depth)
                high = split
            }
        }
        guard high - low > 1 else { return }
        for i in (low + 1)..<high {
            let x = a[i]
            var j = i
            while j > low, inOrder(x, a[j - 1]) {
                a[j] = a[j - 1]
                j -= 1
            }
            a[j] = x
        }
    }

    private static func heapSort(_ a: UnsafeMutableBufferPointer<HealthSample>, _ low: Int, _ high: Int) {
        func siftDown(_ root: Int, _ count: Int) {
            var root = root
            while true {
                var child = 2 * root + 1
                guard child < count else { return }
                if child + 1 < count, inOrder(a[low + child], a[low + child + 1]) { child += 1 }
                guard inOrder(a[low + root], a[low + child]) else { return }
                a.swapAt(low + root, low + child)
                root = child
            }
        }
        let count = high - low
        for root in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(root, count) }
        for end in stride(from: count - 1, to: 0, by: -1) {
            a.swapAt(low, low + end)
            siftDown(0, end)
        }
    }

    /// The union of two sorted lists of disjoint intervals.
    static func merge(_ a: [(Int64, Int64)], _ b: [(Int64, Int64)]) -> [(Int64, Int64)] {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        var all = a + b
        all.sort { $0.0 < $1.0 }
        var out: [(Int64, Int64)] = []
        out.reserveCapacity(all.count)
        for interval in all {
            if let last = out.last, last.1 >= interval.0 {
                out[out.count - 1].1 = max(last.1, interval.1)
            } else {
                out.append(interval)
            }
        }
        return out
    }
}
