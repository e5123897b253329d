import AlmanacCore
import CompressNIO
import Foundation
import NIOCore

/// Reads a health file from disk, streaming: an Apple Health `export.xml`, the `export.zip` that
/// holds it (its `apple_health_export/export.xml` entry inflated chunk by chunk, never whole), or
/// the generic health CSV. The format is told by the first bytes, not the name.
public enum HealthFile {
    public enum Format: String, Codable, Sendable {
        case appleHealth = "apple-health"
        case csv
    }

    /// The limits of an Apple Health `export.zip`: the archive and the entry up to 4 GB (what a
    /// zip without ZIP64 holds), and the usual zip-bomb ratio.
    public static let zipLimits = ZipArchive.Limits(
        archiveBytes: 4_294_967_295, fileBytes: 4_294_967_295, totalBytes: 8_000_000_000, ratio: 200)

    /// Reads `url` into a `HealthReading`; `progress` gets (bytes read, bytes in all) now and then.
    public static func read(_ url: URL, progress: @escaping (Int64, Int64) -> Void = { _, _ in }) throws -> (HealthReading, Format) {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw AlmanacError.notFound("\(url.path) cannot be read.")
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        try handle.seek(toOffset: 0)
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            let archive = try ZipArchive(url: url, limits: zipLimits)
            guard let entry = archive.entry(named: "apple_health_export/export.xml") ?? archive.entry(named: "export.xml") else {
                throw AlmanacError.invalid("file", "The zip holds no apple_health_export/export.xml: is it the Health app's export?")
            }
            let total = Int64(entry.size)
            var reading = HealthReading(expectedBytes: total)
            var reader = HealthExportReader(chunks: stoppingWhenCancelled(try archive.stream(entry))) { progress($0, total) }
            try reader.read(into: &reading)
            return (reading, .appleHealth)
        }
        let total = Int64((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        var reading = HealthReading(expectedBytes: total)
        let chunks = stoppingWhenCancelled(HealthExportReader.chunks(of: handle))
        if looksLikeXML(head) {
            var reader = HealthExportReader(chunks: chunks) { progress($0, total) }
            try reader.read(into: &reading)
            return (reading, .appleHealth)
        }
        try HealthCSVReader.read(chunks: chunks, progress: { progress($0, total) }, into: &reading)
        return (reading, .csv)
    }

    /// `chunks`, throwing `CancellationError` before each chunk once the task is cancelled (the
    /// server shutting down): reading a multi-GB export stops within a chunk and writes nothing.
    static func stoppingWhenCancelled(_ chunks: @escaping HealthExportReader.Chunks) -> HealthExportReader.Chunks {
        {
            try Task.checkCancellation()
            return try chunks()
        }
    }

    static func looksLikeXML(_ head: Data) -> Bool {
        let text = String(decoding: head.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasPrefix("<") || text.hasPrefix("\u{FEFF}<")
    }
}
