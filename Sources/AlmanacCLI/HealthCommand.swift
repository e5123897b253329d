import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac health`: import an Apple Health export or a health CSV, and list the imported days.
struct HealthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health", abstract: "Health data: import an Apple Health export or a health CSV; list the days.",
        subcommands: [Import.self, Days.self])

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import", abstract: "Import export.zip, export.xml or a health CSV (streaming; any size).",
            discussion: """
                Example: almanac health import ~/Downloads/export.zip
                Prints the bytes read and records per second while it reads, then what it imported.
                """)
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print the summary as JSON.") var json = false
        @Argument(help: "The file.") var file: String

        func run() async throws {
            let (database, owner) = try await account.open()
            let url = URL(fileURLWithPath: (file as NSString).expandingTildeInPath)
            let started = Date()
            let summary = try await database.importHealthFile(owner: owner.id, url: url, fileName: url.lastPathComponent) { read, total in
                let seconds = max(Date().timeIntervalSince(started), 0.001)
                let percent = total > 0 ? " (\(Int(Double(read) * 100 / Double(total))) %)" : ""
                FileHandle.standardError.write(
                    Data(
                        "\rRead \(HealthBenchText.megabytes(read)) of \(HealthBenchText.megabytes(total))\(percent), \(HealthBenchText.megabytes(Int64(Double(read) / seconds)))/s   "
                            .utf8))
            }
            FileHandle.standardError.write(Data("\n".utf8))
            let seconds = Date().timeIntervalSince(started)
            if json { return try printJSON(summary) }
            print(HealthBenchText.summary(summary, seconds: seconds))
        }
    }

    struct Days: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "days", abstract: "The imported days, oldest first.")
        @OptionGroup var account: AccountOptions
        @Option(help: "From this day (YYYY-MM-DD; default 29 days before --to).") var from: String?
        @Option(help: "To this day (YYYY-MM-DD; default today).") var to: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let (first, last) = try HealthDays.range(from: from, to: to, today: owner.preferences.today(at: database.now()))
            let days = try await database.healthDays(owner: owner.id, from: first, to: last)
            if json { return try printJSON(days.map(HealthJSON.Day.init)) }  // as `GET /health/days` gives them
            if days.isEmpty { return print("No health data from \(first) to \(last).") }
            for d in days {
                func n(_ v: Double?) -> String { v.map { NumberText.grouped($0.rounded()) } ?? "—" }
                print(
                    "\(d.day)  active \(n(d.activeKcal)) kcal  resting \(n(d.basalKcal)) kcal  steps \(n(d.steps))  weight \(d.weightKg.map { String(format: "%.1f kg", $0) } ?? "—")  sleep \(n(d.sleepMinutes)) min  [\(d.sourceList.joined(separator: ", "))]"
                )
            }
        }
    }
}

/// How the health commands write sizes and summaries.
public enum HealthBenchText {
    public static func megabytes(_ bytes: Int64) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

    public static func summary(_ s: HealthImportSummary, seconds: Double) -> String {
        var lines = [
            "Imported \(s.fileName) (\(s.format)): \(NumberText.grouped(Double(s.records))) records in \(String(format: "%.1f", seconds)) s, \(megabytes(Int64(Double(s.bytes) / max(seconds, 0.001))))/s, \(NumberText.grouped((Double(s.records) / max(seconds, 0.001)).rounded())) records/s"
        ]
        for (kind, count) in s.recordsByKind.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(kind): \(NumberText.grouped(Double(count)))")
        }
        lines.append("  other records skipped: \(NumberText.grouped(Double(s.otherRecords)))")
        if s.tooLongRecords > 0 {
            lines.append("  records left out for lasting too long: \(NumberText.grouped(Double(s.tooLongRecords)))")
        }
        let span = s.firstDay.map { " (\($0) to \(s.lastDay?.description ?? ""))" } ?? ""
        lines.append("Days covered: \(s.days)\(span); changed: \(s.daysChanged)")
        lines.append(
            "Duplicates skipped: \(NumberText.grouped(Double(s.exactDuplicates))); overlapping samples counted once: \(NumberText.grouped(Double(s.overlapping)))"
        )
        return lines.joined(separator: "\n")
    }
}
