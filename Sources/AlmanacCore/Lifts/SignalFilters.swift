/// The filters that turn raw sonar readings into a clean position, velocity and acceleration.
public enum SignalFilters {
    /// The readings that can be the bar: the longest chain of readings in which each follows the
    /// one before it no faster than a bar moves (`maxStepCm` a sample, plus `toleranceCm` for the
    /// sonar), found over the whole stream (each reading looks back at the `lookBack` readings
    /// before it). A spiky region where spikes crowd the window of a running median is still a
    /// minority of the stream, so the chain goes through the bar's readings and the spikes are
    /// left out, however many there are at once. Readings off the chain become gaps.
    public static func plausibleChain(_ values: [Double?], maxStepCm: Double, toleranceCm: Double, lookBack: Int = 8) -> [Double?] {
        let present = values.indices.filter { values[$0] != nil }
        guard present.count > 2 else { return values }
        let heights = present.map { values[$0] ?? 0 }
        var length = [Int](repeating: 1, count: present.count)
        var parent = [Int](repeating: -1, count: present.count)
        for i in present.indices {
            for j in stride(from: i - 1, through: max(0, i - lookBack), by: -1) {
                guard length[j] + 1 > length[i] else { continue }
                let steps = Double(present[i] - present[j])
                if abs(heights[i] - heights[j]) <= maxStepCm * steps + toleranceCm {
                    length[i] = length[j] + 1
                    parent[i] = j
                }
            }
        }
        var result = [Double?](repeating: nil, count: values.count)
        var link = length.indices.max { length[$0] < length[$1] } ?? 0
        while link >= 0 {
            result[present[link]] = values[present[link]]
            link = parent[link]
        }
        return result
    }

    /// The Hampel filter, made for a moving bar: each reading is compared with the running
    /// median of its window (which follows a ramp exactly, unlike a mean), and is an outlier when
    /// its residual is further than `threshold`·1.4826·MAD of the residuals around it (and further
    /// than `minimumCm`, so sensor quantisation is never called a spike). Outliers become gaps.
    /// Because a median ignores up to half of its window, a run of several spikes (a spiky
    /// region) is caught as well as a lone one.
    /// Two passes: the first takes out gross spikes only (so they cannot drag the medians of the
    /// second), the second everything beyond `minimumCm`.
    public static func hampel(_ values: [Double?], halfWindow: Int, threshold: Double = 3, minimumCm: Double = 5) -> [Double?] {
        let gross = hampelPass(values, halfWindow: halfWindow, threshold: threshold, minimumCm: max(minimumCm, 20))
        return hampelPass(gross, halfWindow: halfWindow, threshold: threshold, minimumCm: minimumCm)
    }

    static func hampelPass(_ values: [Double?], halfWindow: Int, threshold: Double, minimumCm: Double) -> [Double?] {
        guard halfWindow > 0, values.count >= 3 else { return values }
        let baselines = slidingMedians(values, half: halfWindow)
        var absolute = [Double?](repeating: nil, count: values.count)
        for index in values.indices {
            if let value = values[index], let baseline = baselines[index] { absolute[index] = abs(value - baseline) }
        }
        let spreads = slidingMedians(absolute, half: 2 * halfWindow)
        var result = values
        for index in values.indices {
            guard let residual = absolute[index] else { continue }
            if residual > max(threshold * 1.4826 * (spreads[index] ?? 0), minimumCm) { result[index] = nil }
        }
        return result
    }

    /// The median of the present values within `half` samples of each index (nil with fewer
    /// than three), kept in a sorted window that slides by one insertion and one removal.
    static func slidingMedians(_ values: [Double?], half: Int) -> [Double?] {
        var window: [Double] = []
        window.reserveCapacity(2 * half + 1)
        func insert(_ value: Double) {
            var low = 0
            var high = window.count
            while low < high {
                let middle = (low + high) / 2
                if window[middle] < value { low = middle + 1 } else { high = middle }
            }
            window.insert(value, at: low)
        }
        func remove(_ value: Double) {
            var low = 0
            var high = window.count
            while low < high {
                let middle = (low + high) / 2
                if window[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low < window.count { window.remove(at: low) }
        }
        for index in 0..<min(half, values.count) { if let v = values[index] { insert(v) } }
        var medians = [Double?](repeating: nil, count: values.count)
        for index in values.indices {
            if index + half < values.count, let entering = values[index + half] { insert(entering) }
            if index - half - 1 >= 0, let leaving = values[index - half - 1] { remove(leaving) }
            let count = window.count
            if count >= 3 {
                medians[index] = count % 2 == 1 ? window[count / 2] : (window[count / 2 - 1] + window[count / 2]) / 2
            }
        }
        return medians
    }

    /// Readings the Hampel filter dropped that lie on the bar's path after all, taken back. A
    /// burst of spikes inside a fast rep drags the running median off the ramp, so the rep's own
    /// readings beside the burst are dropped with it (and a gap longer than can be filled splits
    /// the rep). Across each gap the path is drawn as a cubic Hermite curve from the kept readings
    /// on either side (their positions and one-sided slopes), and a dropped reading within
    /// `toleranceCm` (plus `growthCm` per sample from the nearer kept reading) of it is kept.
    /// Only a dropped reading is looked at again: a kept one stays, a spike far off the path
    /// stays out.
    public static func readmit(_ raw: [Double?], kept: [Double?], toleranceCm: Double, growthCm: Double) -> [Double?] {
        var result = kept
        let count = kept.count
        // Up to three rounds: readings taken back become the ends of the narrower gaps between
        // them, whose path is drawn closer.
        for _ in 0..<3 {
            let current = result
            var index = 2
            while index < count - 2 {
                guard current[index] == nil else {
                    index += 1
                    continue
                }
                var end = index
                while end < count, current[end] == nil { end += 1 }
                defer { index = end }
                guard end + 1 < count, let left = current[index - 1], let beforeLeft = current[index - 2], let right = current[end],
                    let afterRight = current[end + 1]
                else { continue }
                let span = Double(end - index + 1)
                let startSlope = (left - beforeLeft) * span
                let endSlope = (afterRight - right) * span
                for k in index..<end {
                    guard let reading = raw[k] else { continue }
                    let s = Double(k - index + 1) / span
                    let s2 = s * s
                    let s3 = s2 * s
                    let path =
                        (2 * s3 - 3 * s2 + 1) * left + (s3 - 2 * s2 + s) * startSlope + (-2 * s3 + 3 * s2) * right + (s3 - s2) * endSlope
                    let distance = Double(min(k - index + 1, end - k))
                    if abs(reading - path) <= toleranceCm + growthCm * distance { result[k] = reading }
                }
            }
            if result == current { break }
        }
        return result
    }

    /// The readings the fit misses by more than `thresholdCm` (its leave-one-out miss: a reading
    /// pulls the fit towards itself by the centre weight, a third for ±3 samples), each the worst
    /// within `halfWindow` samples, as the readings beside a spike are pulled the other way.
    public static func fitOutliers(_ readings: [Double?], fit: [Double?], halfWindow: Int, thresholdCm: Double) -> [Int] {
        let selfWeight = coefficients(left: halfWindow, right: halfWindow, order: 3, derivative: 0)[halfWindow]
        var misses = [Double](repeating: 0, count: readings.count)
        for index in readings.indices {
            if let reading = readings[index], let fitted = fit[index] { misses[index] = abs(reading - fitted) / (1 - selfWeight) }
        }
        var result: [Int] = []
        for index in readings.indices where misses[index] > thresholdCm {
            let window = max(0, index - halfWindow)...min(readings.count - 1, index + halfWindow)
            if window.allSatisfy({ misses[$0] < misses[index] || $0 == index }) { result.append(index) }
        }
        return result
    }

    /// Fills gaps of at most `maxGap` samples by straight lines between their neighbours; longer
    /// gaps (and gaps at either end) stay empty.
    public static func fillShortGaps(_ values: [Double?], maxGap: Int) -> [Double?] {
        var result = values
        var index = 0
        while index < values.count {
            guard values[index] == nil else {
                index += 1
                continue
            }
            var end = index
            while end < values.count, values[end] == nil { end += 1 }
            let length = end - index
            if index > 0, end < values.count, length <= maxGap, let before = values[index - 1], let after = values[end] {
                for step in 0..<length {
                    let fraction = Double(step + 1) / Double(length + 1)
                    result[index + step] = before + (after - before) * fraction
                }
            }
            index = end
        }
        return result
    }

    /// The Savitzky–Golay fit: at every sample, a polynomial of `order` fitted by least squares
    /// to the `halfWindow` samples on each side, evaluated there (derivative 0), or its first or
    /// second derivative (per sample; divide by the sample period). Near the ends of a segment
    /// the window is shifted inward rather than shrunk, so the fit does not flatten a rep that
    /// starts or ends there.
    public static func savitzkyGolay(_ values: [Double], halfWindow: Int, order: Int, derivative: Int) -> [Double] {
        let count = values.count
        let width = 2 * halfWindow + 1
        guard count >= width, order < width else {
            // Too short to fit: fall back to plain differences so nothing traps.
            return fallback(values, derivative: derivative)
        }
        let centre = coefficients(left: halfWindow, right: halfWindow, order: order, derivative: derivative)
        var result = [Double](repeating: 0, count: count)
        values.withUnsafeBufferPointer { input in
            for index in halfWindow..<(count - halfWindow) {
                var sum = 0.0
                for k in 0..<width { sum += centre[k] * input[index - halfWindow + k] }
                result[index] = sum
            }
        }
        for index in 0..<min(halfWindow, count) {
            let left = index
            let weights = coefficients(left: left, right: width - 1 - left, order: order, derivative: derivative)
            var sum = 0.0
            for k in 0..<width { sum += weights[k] * values[k] }
            result[index] = sum
        }
        for index in max(count - halfWindow, halfWindow)..<count {
            let right = count - 1 - index
            let weights = coefficients(left: width - 1 - right, right: right, order: order, derivative: derivative)
            var sum = 0.0
            for k in 0..<width { sum += weights[k] * values[count - width + k] }
            result[index] = sum
        }
        return result
    }

    /// The weights that give, from the samples at offsets -left...right, the polynomial fit's
    /// `derivative` at offset 0: row `derivative` of (JᵀJ)⁻¹Jᵀ, times derivative!.
    static func coefficients(left: Int, right: Int, order: Int, derivative: Int) -> [Double] {
        let offsets = (-left...right).map(Double.init)
        let terms = order + 1
        // Normal matrix JᵀJ with J[i][j] = offset_i^j.
        var normal = [[Double]](repeating: [Double](repeating: 0, count: terms), count: terms)
        for x in offsets {
            var powers = [Double](repeating: 1, count: 2 * terms)
            for p in 1..<(2 * terms) { powers[p] = powers[p - 1] * x }
            for i in 0..<terms { for j in 0..<terms { normal[i][j] += powers[i + j] } }
        }
        // Solve JᵀJ · c = e_derivative for the row we need (the matrix is symmetric).
        var unit = [Double](repeating: 0, count: terms)
        unit[derivative] = 1
        let row = solve(normal, unit)
        var factorial = 1.0
        if derivative > 1 { for n in 2...derivative { factorial *= Double(n) } }
        return offsets.map { x in
            var sum = 0.0
            var power = 1.0
            for j in 0..<terms {
                sum += row[j] * power
                power *= x
            }
            return sum * factorial
        }
    }

    /// Gaussian elimination with partial pivoting on a small system (all zeros when it is singular).
    static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        var system = zip(matrix, vector).flatMap { row, value in row + [value] }
        var solution = [Double](repeating: 0, count: vector.count)
        return solveAugmented(&system, into: &solution) ? solution : [Double](repeating: 0, count: vector.count)
    }

    /// Solves the square system held row by row with its right-hand side (`solution.count` + 1
    /// values a row) by Gaussian elimination with partial pivoting, in place; false when it is
    /// singular.
    static func solveAugmented(_ system: inout [Double], into solution: inout [Double]) -> Bool {
        let size = solution.count
        let width = size + 1
        for column in 0..<size {
            var pivot = column
            for row in (column + 1)..<size where abs(system[row * width + column]) > abs(system[pivot * width + column]) {
                pivot = row
            }
            guard abs(system[pivot * width + column]) > 1e-14 else { return false }
            if pivot != column {
                for k in 0..<width { system.swapAt(column * width + k, pivot * width + k) }
            }
            for row in (column + 1)..<size {
                let factor = system[row * width + column] / system[column * width + column]
                for k in column..<width { system[row * width + k] -= factor * system[column * width + k] }
            }
        }
        for row in stride(from: size - 1, through: 0, by: -1) {
            var sum = system[row * width + size]
            for k in (row + 1)..<size { sum -= system[row * width + k] * solution[k] }
            solution[row] = sum / system[row * width + row]
        }
        return true
    }

    static func fallback(_ values: [Double], derivative: Int) -> [Double] {
        guard derivative > 0, values.count > 1 else { return derivative == 0 ? values : [Double](repeating: 0, count: values.count) }
        var result = [Double](repeating: 0, count: values.count)
        for index in values.indices {
            let before = values[max(0, index - 1)]
            let after = values[min(values.count - 1, index + 1)]
            let span = Double(min(values.count - 1, index + 1) - max(0, index - 1))
            result[index] = span == 0 ? 0 : (after - before) / span
        }
        return derivative == 1 ? result : fallback(result, derivative: derivative - 1)
    }

    /// The median of `values` (reordered in place).
    static func median(_ values: inout [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        values.sort()
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}
