import AlmanacCLI
import AlmanacCore
import ArgumentParser
import Foundation
import GRDB

/// `almanac bench ordering`: user ordering on SQLite, three ways, in one run.
///
/// - fractional: Almanac's design (`OrderKey` between the two neighbours, one row per move,
///   the list rewritten evenly when a key would pass 48 characters);
/// - renumber: dense positions 0…n-1, every row between the old and the new place renumbered;
/// - integer gaps: integer positions in a bounded range, a random one between the neighbours,
///   the whole list renumbered evenly when two neighbours are adjacent.
///
/// Each operation is one transaction on an in-memory SQLite database, with the neighbour
/// lookups a server does (by id, then the next key). A run stops early when it has written
/// `--budget` rows (the renumbering schemes would take hours at the full sizes); the figures
/// per operation come from the operations it ran, which it prints.
struct BenchTasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ordering", abstract: "Compare fractional keys with renumbering and integer gaps on SQLite.")

    /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
    @OptionGroup var data: DataOptions
    @Option(help: "Random moves in the list.") var moves = 1_000_000
    @Option(help: "Items in the list the moves shuffle.") var items = 10_000
    @Option(help: "Inserts into the same gap.") var gapInserts = 100_000
    @Option(help: "Appends at the end.") var appends = 100_000
    @Option(help: "Stop a scheme's workload after writing this many rows.") var budget = 20_000_000
    @Option(help: "The bounded range of the integer-gap scheme (positions 0..<range).") var range = 1 << 31
    @Option(help: "Random seed.") var seed: UInt64 = 42

    enum Scheme: String, CaseIterable {
        case fractional, renumber
        case integerGaps = "integer gaps"
    }
    enum Workload: String, CaseIterable {
        case moves = "random moves"
        case gap = "same-gap inserts"
        case appends = "appends"
    }

    struct Result {
        var scheme: Scheme
        var workload: Workload
        var operations = 0
        var planned = 0
        var rowsWritten = 0
        var maxRows = 0
        var longestKey = 0
        var seconds = 0.0
    }

    func run() async throws {
        var results: [Result] = []
        print(
            "Ordering benchmark: \(moves) random moves in a \(items)-item list, \(gapInserts) inserts into one gap, \(appends) appends; budget \(budget) rows per run."
        )
        for workload in Workload.allCases {
            for scheme in Scheme.allCases {
                let result = try runOne(scheme, workload)
                results.append(result)
                let partial = result.operations < result.planned ? " (stopped at the row budget)" : ""
                print("  \(scheme.rawValue), \(workload.rawValue): \(result.operations) of \(result.planned) operations\(partial)")
            }
        }
        print("")
        printTable(
            ["WORKLOAD", "SCHEME", "OPERATIONS", "ROWS/OP MEAN", "ROWS/OP MAX", "LONGEST KEY", "OPS/S"],
            results.map { r in
                [
                    r.workload.rawValue, r.scheme.rawValue, "\(r.operations)",
                    String(format: "%.2f", Double(r.rowsWritten) / Double(max(1, r.operations))), "\(r.maxRows)",
                    r.scheme == .fractional ? "\(r.longestKey) chars" : "\(r.longestKey) digits",
                    String(format: "%.0f", Double(r.operations) / max(r.seconds, 1e-9)),
                ]
            })
    }

    func runOne(_ scheme: Scheme, _ workload: Workload) throws -> Result {
        let queue = try DatabaseQueue()
        var random = SeededRandom(seed: seed)
        var result = Result(scheme: scheme, workload: workload)
        let keyType = scheme == .fractional ? "TEXT NOT NULL COLLATE BINARY" : "INTEGER NOT NULL"
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE items (id INTEGER PRIMARY KEY, k \(keyType))")
            // Renumbering shifts a range of positions, which a unique index would refuse midway.
            try db.execute(sql: scheme == .renumber ? "CREATE INDEX items_k ON items(k)" : "CREATE UNIQUE INDEX items_k ON items(k)")
        }
        var model: [Int64] = []  // ids in order, as the client sees them
        let initial = workload == .moves ? items : workload == .gap ? 2 : 0
        try queue.write { db in
            let keys = OrderKey.evenlySpaced(count: initial)
            for index in 0..<initial {
                let value: DatabaseValueConvertible =
                    switch scheme {
                    case .fractional: keys[index]
                    case .renumber: index
                    case .integerGaps: Int64(range) / Int64(initial + 1) * Int64(index + 1)
                    }
                try db.execute(sql: "INSERT INTO items (id, k) VALUES (?, ?)", arguments: [index + 1, value])
                model.append(Int64(index + 1))
            }
        }
        var nextId = Int64(initial + 1)
        result.planned = workload == .moves ? moves : workload == .gap ? gapInserts : appends
        let start = Date()
        for _ in 0..<result.planned {
            if result.rowsWritten >= budget { break }
            // Choose the operation as a client would: an item and the row it goes before (nil: the end).
            let moving: Int64
            let anchorIndex: Int?  // index in the model without the moving item; nil = end
            switch workload {
            case .moves:
                let from = Int.random(in: 0..<model.count, using: &random)
                moving = model.remove(at: from)
                let to = Int.random(in: 0...model.count, using: &random)
                anchorIndex = to == model.count ? nil : to
            case .gap:
                moving = nextId
                nextId += 1
                anchorIndex = 1  // always right after the first item
            case .appends:
                moving = nextId
                nextId += 1
                anchorIndex = nil
            }
            let isNew = workload != .moves
            let anchor = anchorIndex.map { model[$0] }
            let previous = (anchorIndex ?? model.count) > 0 ? model[(anchorIndex ?? model.count) - 1] : nil
            let rows = try queue.write { db -> Int in
                let before = db.totalChangesCount
                switch scheme {
                case .fractional: try fractionalPlace(db, moving: moving, isNew: isNew, before: anchor, after: previous, model: model)
                case .renumber: try renumberPlace(db, moving: moving, isNew: isNew, index: anchorIndex ?? model.count)
                case .integerGaps:
                    try gapPlace(db, moving: moving, isNew: isNew, before: anchor, after: previous, model: model, random: &random)
                }
                let written = db.totalChangesCount - before
                if scheme == .fractional {
                    let length =
                        try Int.fetchOne(
                            db.cachedStatement(sql: "SELECT length(k) FROM items WHERE id = ?"), arguments: [moving]) ?? 0
                    result.longestKey = max(result.longestKey, length)
                }
                return written
            }
            model.insert(moving, at: anchorIndex ?? model.count)
            result.operations += 1
            result.rowsWritten += rows
            result.maxRows = max(result.maxRows, rows)
        }
        result.seconds = Date().timeIntervalSince(start)
        // The longest key any operation produced (fractional), or the widest position at the end.
        result.longestKey = max(
            result.longestKey,
            try queue.read { db in
                try Int.fetchOne(db, sql: "SELECT MAX(length(k)) FROM items") ?? 0
            })
        // The database order must be the model's.
        let order = try queue.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM items ORDER BY k, id") }
        guard order == model else { throw AlmanacError.conflict("\(scheme.rawValue) lost the order in \(workload.rawValue).") }
        return result
    }

    // MARK: Fractional keys (this design)

    func fractionalPlace(_ db: Database, moving: Int64, isNew: Bool, before anchor: Int64?, after previous: Int64?, model: [Int64]) throws {
        let upper = try anchor.map { try String.fetchOne(db, sql: "SELECT k FROM items WHERE id = ?", arguments: [$0])! }
        let lower: String?
        if let upper {
            lower = try String.fetchOne(
                db, sql: "SELECT k FROM items WHERE k < ? AND id != ? ORDER BY k DESC LIMIT 1", arguments: [upper, moving])
        } else {
            lower = try String.fetchOne(db, sql: "SELECT k FROM items WHERE id != ? ORDER BY k DESC LIMIT 1", arguments: [moving])
        }
        let key = OrderKey.between(lower, upper)
        if !OrderKey.needsRebalancing(key) {
            if isNew {
                try db.execute(sql: "INSERT INTO items (id, k) VALUES (?, ?)", arguments: [moving, key])
            } else {
                try db.execute(sql: "UPDATE items SET k = ? WHERE id = ?", arguments: [key, moving])
            }
            return
        }
        // Rewrite the list evenly, as the store does: only rows whose key changes are written,
        // in an order that never holds one key twice.
        if isNew {
            try db.execute(sql: "INSERT INTO items (id, k) VALUES (?, ?)", arguments: [moving, "~"])
        } else {
            try db.execute(sql: "UPDATE items SET k = '~' WHERE id = ?", arguments: [moving])
        }
        var order = model
        order.insert(moving, at: anchor.flatMap { model.firstIndex(of: $0) } ?? model.count)
        let keys = OrderKey.evenlySpaced(count: order.count)
        var current: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, k FROM items") { current[row[0]] = row[1] }
        let update = try db.cachedStatement(sql: "UPDATE items SET k = ? WHERE id = ?")
        for index in order.indices where order[index] != moving && OrderKey.precedes(keys[index], current[order[index]]!) {
            try update.execute(arguments: [keys[index], order[index]])
        }
        for index in order.indices.reversed() where order[index] != moving && OrderKey.precedes(current[order[index]]!, keys[index]) {
            try update.execute(arguments: [keys[index], order[index]])
        }
        try update.execute(arguments: [keys[order.firstIndex(of: moving)!], moving])
    }

    // MARK: Dense positions, renumbered

    func renumberPlace(_ db: Database, moving: Int64, isNew: Bool, index: Int) throws {
        if isNew {
            try db.execute(sql: "UPDATE items SET k = k + 1 WHERE k >= ?", arguments: [index])
            try db.execute(sql: "INSERT INTO items (id, k) VALUES (?, ?)", arguments: [moving, index])
            return
        }
        let old = try Int.fetchOne(db, sql: "SELECT k FROM items WHERE id = ?", arguments: [moving])!
        // `index` counts without the moving row.
        if index > old {
            try db.execute(sql: "UPDATE items SET k = k - 1 WHERE k > ? AND k <= ?", arguments: [old, index])
        } else if index < old {
            try db.execute(sql: "UPDATE items SET k = k + 1 WHERE k >= ? AND k < ?", arguments: [index, old])
        }
        try db.execute(sql: "UPDATE items SET k = ? WHERE id = ?", arguments: [index, moving])
    }

    // MARK: Integer gaps in a bounded range

    func gapPlace(
        _ db: Database, moving: Int64, isNew: Bool, before anchor: Int64?, after previous: Int64?, model: [Int64],
        random: inout SeededRandom
    ) throws {
        func bounds() throws -> (Int64, Int64) {
            let upper = try anchor.map { try Int64.fetchOne(db, sql: "SELECT k FROM items WHERE id = ?", arguments: [$0])! } ?? Int64(range)
            let lower = try previous.map { try Int64.fetchOne(db, sql: "SELECT k FROM items WHERE id = ?", arguments: [$0])! } ?? -1
            return (lower, upper)
        }
        let (lower, upper) = try bounds()
        if upper - lower < 2 {
            // Renumber everything evenly (moving row parked out of range first).
            if isNew {
                try db.execute(sql: "INSERT INTO items (id, k) VALUES (?, ?)", arguments: [moving, -1 - moving])
            } else {
                try db.execute(sql: "UPDATE items SET k = ? WHERE id = ?", arguments: [-1 - moving, moving])
            }
            var order = model
            order.insert(moving, at: anchor.flatMap { model.firstIndex(of: $0) } ?? model.count)
            let step = Int64(range) / Int64(order.count + 1)
            // Two passes (negative, then final) so the unique index holds throughout.
            try db.execute(sql: "UPDATE items SET k = -k - 1 - 4000000000000 WHERE id != ?", arguments: [moving])
            let update = try db.cachedStatement(sql: "UPDATE items SET k = ? WHERE id = ?")
            for (index, id) in order.enumerated() { try update.execute(arguments: [step * Int64(index + 1), id]) }
            return
        }
        let value = Int64.random(in: (lower + 1)...(upper - 1), using: &random)
        if isNew {
            try db.execute(sql: "INSERT INTO items (id, k) VALUES (?, ?)", arguments: [moving, value])
        } else {
            try db.execute(sql: "UPDATE items SET k = ? WHERE id = ?", arguments: [value, moving])
        }
    }
}
