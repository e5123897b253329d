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
            var reader = HealthExportReader(chunks: try archive.stream(entry)) { progress($0, total) }
            try reader.read(into: &reading)
            return (reading, .appleHealth)
        }
        let total = Int64((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        var reading = HealthReading(expectedBytes: total)
        let chunks = HealthExportReader.chunks(of: handle)
        if looksLikeXML(head) {
            var reader = HealthExportReader(chunks: chunks) { progress($0, total) }
            try reader.read(into: &reading)
            return (reading, .appleHealth)
        }
        try HealthCSVReader.read(chunks: chunks, progress: { progress($0, total) }, into: &reading)
        return (reading, .csv)
    }

    static func looksLikeXML(_ head: Data) -> Bool {
        let text = String(decoding: head.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasPrefix("<") || text.hasPrefix("\u{FEFF}<")
    }
}

extension ZipArchive {
    /// The bytes of `entry` in chunks of about 1 MiB, inflated as they are asked for; never more
    /// than its declared size (a lying header is refused as a zip bomb).
    public func stream(_ entry: Entry, chunkSize: Int = 1 << 20) throws -> HealthExportReader.Chunks {
        let state = EntryStream(data: data, entry: entry, chunkSize: chunkSize)
        try state.start()
        return { try state.next() }
    }
}

/// The state of one entry being inflated.
final class EntryStream {
    let data: Data
    let entry: ZipArchive.Entry
    let chunkSize: Int
    var offset: Int
    let end: Int
    var produced = 0
    var input = ByteBuffer()
    var decompressor: (any NIODecompressor)?
    var done = false

    init(data: Data, entry: ZipArchive.Entry, chunkSize: Int) {
        self.data = data
        self.entry = entry
        self.chunkSize = chunkSize
        self.offset = data.startIndex + entry.dataOffset
        self.end = offset + entry.compressedSize
    }

    func start() throws {
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else { throw ZipArchive.notZip("\(entry.path) has two sizes") }
        case 8:
            let decompressor = CompressionAlgorithm.deflate().decompressor
            try decompressor.startStream()
            self.decompressor = decompressor
        default:
            throw AlmanacError.invalid(
                "file", "\(entry.path) is packed with method \(entry.method); only stored and deflated files are read.")
        }
    }

    func bomb() -> AlmanacError {
        .tooLarge("\(entry.path) unpacks to more than it says: the archive is damaged or a zip bomb, and it is refused.")
    }

    func next() throws -> [UInt8]? {
        if done { return nil }
        guard let decompressor else {
            guard offset < end else {
                done = true
                return nil
            }
            let upTo = min(end, offset + chunkSize)
            defer { offset = upTo }
            return [UInt8](data[offset..<upTo])
        }
        var output = ByteBufferAllocator().buffer(capacity: chunkSize)
        var streamEnded = false
        fill: while output.writableBytes > 0 {
            if input.readableBytes == 0 {
                guard offset < end else { break }
                let upTo = min(end, offset + 256 << 10)
                input = ByteBuffer(bytes: data[offset..<upTo])
                offset = upTo
            }
            do {
                try decompressor.streamInflate(from: &input, to: &output)
                if input.readableBytes > 0 {
                    streamEnded = true
                    break fill
                }
            } catch let error as CompressNIOError where error == .bufferOverflow {
                break fill
            } catch let error as CompressNIOError where error == .inputBufferOverflow {
                if offset >= end { break fill }
            } catch {
                throw ZipArchive.notZip("\(entry.path) is damaged")
            }
            if produced + output.readableBytes > entry.size { throw bomb() }
        }
        produced += output.readableBytes
        if produced > entry.size { throw bomb() }
        if output.readableBytes == 0 || streamEnded {
            done = true
            try? decompressor.finishStream()
            guard produced == entry.size else { throw ZipArchive.notZip("\(entry.path) unpacks to another size than it says") }
            if output.readableBytes == 0 { return nil }
        }
        return Array(output.readableBytesView)
    }
}
