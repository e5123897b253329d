import Foundation

/// Which existing list a typed `#name` means: quick entry makes a new list for a name no list has,
/// so before it does the preview says "new list" and offers the list the user most likely meant
/// (`#shoping` → Shopping, `#groc` → Groceries).
public enum ListNameMatch {
    /// The existing list named `typed` (ignoring case), if there is one.
    public static func existing(_ typed: String, among names: [String]) -> String? {
        let key = normalized(typed)
        return names.first { normalized($0) == key }
    }

    /// The closest existing list to `typed` when no list has that name: one that starts with it
    /// (`#groc` → Groceries), else one it starts with (`#shopping` → Shop), else one within a few
    /// edits (a third of the name's length, at least one; a swap of two neighbours is one edit).
    /// Within each, fewer edits win, then the smaller difference in length, then the name in
    /// alphabetical order. Nil when nothing is close.
    public static func closest(to typed: String, among names: [String]) -> String? {
        let key = normalized(typed)
        guard !key.isEmpty, existing(typed, among: names) == nil else { return nil }
        let allowed = max(1, key.count / 3)
        var best: (name: String, rank: (Int, Int, Int, String))?
        let prefixes = key.count >= 2
        for name in names {
            let candidate = normalized(name)
            guard !candidate.isEmpty else { continue }
            let lengthGap = abs(candidate.count - key.count)
            let rank: (Int, Int, Int, String)
            if prefixes, candidate.hasPrefix(key) {
                rank = (0, 0, lengthGap, candidate)
            } else if prefixes, key.hasPrefix(candidate) {
                rank = (1, 0, lengthGap, candidate)
            } else {
                // No edit distance can be within `allowed` when the lengths differ by more.
                guard lengthGap <= allowed else { continue }
                let distance = editDistance(Array(key), Array(candidate))
                guard distance <= allowed else { continue }
                rank = (2, distance, lengthGap, candidate)
            }
            if best.map({ rank < $0.rank }) ?? true { best = (name, rank) }
        }
        return best?.name
    }

    static func normalized(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each count one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
