import AlmanacCLI
import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// `almanac bench health`: writes a synthetic Apple Health export (a watch and an iPhone on the
/// same minutes, duplicates, days with daylight saving), imports it into a fresh data folder,
/// and prints records/s, MB/s, the peak RSS of the import and the per-day totals' error against
/// the generator's truth (it must be 0). With `healthkit-to-sqlite` on the PATH, the same file
/// goes through it as the baseline.
struct BenchHealthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health", abstract: "Time an Apple Health import of a generated export (1 GB by default).")

    /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
    @OptionGroup var data: DataOptions
    @Option(help: "The size of the generated export.xml in MB.") var size = 1000
    @Option(help: "Keep the generated export at this path (it is removed otherwise).") var fixture: String?
    @Flag(help: "Skip the healthkit-to-sqlite baseline.") var noBaseline = false

    func run() async throws {
        guard (1...4000).contains(size) else { throw AlmanacError.outOfRange(field: "size", message: "--size is 1 to 4000 MB.") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-bench-health-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = fixture.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("export.xml")
        try? FileManager.default.removeItem(at: file)
        guard FileManager.default.createFile(atPath: file.path, contents: nil), let handle = FileHandle(forWritingAtPath: file.path) else {
            throw AlmanacError.conflict("Cannot write \(file.path).")
        }
        var generator = HealthExportGenerator()
        let clock = ContinuousClock()
        let generating = try clock.measure {
            try generator.write(bytes: Int64(size) * 1_000_000) { try handle.write(contentsOf: Data($0)) }
        }
        try handle.close()
        let bytes = generator.written
        print(
            "Export: \(HealthBenchText.megabytes(bytes)), \(generator.records) records, \(generator.truth.count) days from \(generator.firstDay) (America/New_York), written in \(Self.seconds(generating))."
        )

        let database = try AppDatabase.open(folder: folder.appendingPathComponent("data"), origin: .cli)
        let user = try await database.createUser(username: "bench", password: "benchmark password", timeZone: "America/New_York")
        Self.resetPeak()
        var summary: HealthImportSummary?
        let importing = try await clock.measure {
            summary = try await database.importHealthFile(owner: user.id, url: file, fileName: file.lastPathComponent)
        }
        let peak = Self.peakRSS()
        let seconds = Self.value(importing)
        print(HealthBenchText.summary(summary!, seconds: seconds))
        print(
            "Almanac: \(Self.seconds(importing)), \(NumberText.grouped((Double(summary!.records) / seconds).rounded())) records/s, \(String(format: "%.1f", Double(bytes) / 1_000_000 / seconds)) MB/s, peak RSS \(peak.map { "\($0 / 1024) MB" } ?? "unknown")."
        )

        // The totals against the generator's truth.
        let days = generator.truth.keys.sorted()
        let stored = Dictionary(
            uniqueKeysWithValues: try await database.healthDays(owner: user.id, from: days.first!, to: days.last!).map { ($0.day, $0) })
        var worst = (active: 0.0, basal: 0.0, steps: 0.0, weight: 0.0)
        var wrongDays = 0
        for day in days {
            let truth = generator.truth[day]!
            let got = stored[day.description]
            let errors = (
                abs((got?.activeKcal ?? 0) - truth.activeKcal), abs((got?.basalKcal ?? 0) - truth.basalKcal),
                abs((got?.steps ?? 0) - truth.steps), abs((got?.weightKg ?? 0) - (truth.weightKg ?? 0))
            )
            if errors.0 + errors.1 + errors.2 + errors.3 > 0 { wrongDays += 1 }
            worst = (max(worst.active, errors.0), max(worst.basal, errors.1), max(worst.steps, errors.2), max(worst.weight, errors.3))
        }
        print(
            "Per-day totals against the truth (\(days.count) days): \(wrongDays) days differ; largest error active \(worst.active) kcal, resting \(worst.basal) kcal, steps \(worst.steps), weight \(worst.weight) kg."
        )
        let truthActive = days.reduce(0.0) { $0 + generator.truth[$1]!.activeKcal }

        if !noBaseline { try baseline(file: file, folder: folder, seconds: seconds, truthActive: truthActive) }
        if wrongDays > 0 { throw ExitCode(1) }
    }

    /// `healthkit-to-sqlite export.xml out.db --xml`, timed, with its peak RSS (the child's), and
    /// its naive active-energy total (it keeps every record, duplicates and overlaps included).
    func baseline(file: URL, folder: URL, seconds: Double, truthActive: Double) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let tool = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("healthkit-to-sqlite") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            print("Baseline: healthkit-to-sqlite is not on the PATH (pip install healthkit-to-sqlite); skipped.")
            return
        }
        let output = folder.appendingPathComponent("baseline.db")
        let process = Process()
        process.executableURL = tool
        process.arguments = [file.path, output.path, "--xml"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        // The child's own peak, read from /proc while it runs: `getrusage(RUSAGE_CHILDREN)` would
        // report this process's peak instead, because the child is spawned sharing this process's
        // memory until it execs, and Linux keeps that high-water mark across the exec.
        var peakKiB = 0
        let status = "/proc/\(process.processIdentifier)/status"
        while process.isRunning {
            if let text = try? String(contentsOfFile: status, encoding: .utf8) { peakKiB = max(peakKiB, Self.highWaterMark(text) ?? 0) }
            usleep(20_000)
        }
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(started)
        guard process.terminationStatus == 0 else {
            print("Baseline: healthkit-to-sqlite failed (exit \(process.terminationStatus)).")
            return
        }
        var naive: Double?
        if let queue = try? DatabaseQueue(path: output.path) {
            naive = try? queue.read { db in
                try Double.fetchOne(
                    db, sql: "SELECT SUM(CAST(value AS REAL)) FROM rActiveEnergyBurned")
            }
        }
        print(
            "Baseline healthkit-to-sqlite: \(String(format: "%.1f", elapsed)) s (Almanac \(String(format: "%.1f", elapsed / seconds))× faster), peak RSS \(peakKiB / 1024) MB (read every 20 ms); its active energy summed as stored: \(naive.map { String(format: "%.0f", $0) } ?? "unknown") kcal against the true \(String(format: "%.0f", truthActive)) kcal."
        )
    }

    static func value(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func seconds(_ duration: Duration) -> String { String(format: "%.2f s", value(duration)) }

    /// Resets the kernel's peak RSS of this process (Linux: `5` to /proc/self/clear_refs).
    static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// The peak RSS in KiB (VmHWM), where /proc tells it.
    static func peakRSS() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return highWaterMark(status)
    }

    /// `VmHWM` of a /proc status text, in KiB.
    static func highWaterMark(_ status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty && Int($0) != nil } ?? "")
        }
        return nil
    }
}
