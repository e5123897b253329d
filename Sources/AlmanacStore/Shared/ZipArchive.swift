import AlmanacCore
import CompressNIO
import Foundation
import NIOCore

/// Reads the files of a zip archive (stored or deflated entries, ZIP64 too) with limits that
/// refuse an oversized archive or a zip bomb before anything is inflated: the archive's size, each
/// file's declared size, the sum of the declared sizes and the compression ratio are checked from
/// the central directory, and entries whose bytes overlap (many directory entries pointing at one
/// packed stream, so a small archive inflates many times over) are refused. Every entry is
/// inflated as a stream that stops at its declared size, so a lying header cannot grow it and the
/// declared sum bounds what an import inflates, and its CRC-32 is checked at the end. Journal,
/// Health and Tasks imports share it.
///
/// Why not ZIPFoundation 0.9.20 (measured, Linux): its inflate loop sets zlib's input length to
/// the buffer size even when the last read is shorter, and never stops when the stream has not
/// ended at the end of the file, so a 137-byte archive made 16 KB of heap memory come out as the
/// entry's bytes and then spun forever; it finds the end record by reading the file backwards a
/// byte at a time (a 50 MB file without one: 22 s); and it keeps the local header offsets the
/// overlap check needs internal.
public struct ZipArchive: Sendable {
    public struct Limits: Sendable {
        public var archiveBytes: Int
        public var fileBytes: Int
        public var totalBytes: Int
        /// The largest uncompressed/compressed ratio of a file over 1 MB.
        public var ratio: Int

        public init(archiveBytes: Int, fileBytes: Int, totalBytes: Int, ratio: Int) {
            self.archiveBytes = archiveBytes
            self.fileBytes = fileBytes
            self.totalBytes = totalBytes
            self.ratio = ratio
        }

        /// A Day One export: up to 1 GB of archive, files up to 100 MB, 2 GB in all.
        public static let dayOne = Limits(archiveBytes: 1_000_000_000, fileBytes: 100_000_000, totalBytes: 2_000_000_000, ratio: 200)
    }

    public struct Entry: Sendable, Equatable {
        public var path: String
        public var method: UInt16
        public var compressedSize: Int
        public var size: Int
        /// The CRC-32 of the inflated bytes, from the central directory.
        public var crc32: UInt32
        var localOffset: Int
        var dataOffset: Int
    }

    let data: Data
    public let entries: [Entry]
    let limits: Limits

    public init(url: URL, limits: Limits = .dayOne) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= limits.archiveBytes else {
            throw AlmanacError.tooLarge(
                "\(url.lastPathComponent) is \(JournalRules.megabytes(size)); an archive may hold at most \(JournalRules.megabytes(limits.archiveBytes))."
            )
        }
        try self.init(data: Data(contentsOf: url, options: .mappedIfSafe), limits: limits)
    }

    public init(data: Data, limits: Limits = .dayOne) throws {
        guard data.count <= limits.archiveBytes else {
            throw AlmanacError.tooLarge("The archive is larger than \(JournalRules.megabytes(limits.archiveBytes)).")
        }
        self.data = data
        self.limits = limits
        self.entries = try Self.readDirectory(data, limits: limits)
    }

    static func notZip(_ why: String) -> AlmanacError { .invalid("file", "This is not a readable zip archive (\(why)).") }

    func uint16(_ offset: Int) throws -> UInt16 {
        guard offset >= 0, offset + 2 <= data.count else { throw Self.notZip("it ends too early") }
        return UInt16(data[data.startIndex + offset]) | UInt16(data[data.startIndex + offset + 1]) << 8
    }

    func uint32(_ offset: Int) throws -> UInt32 {
        UInt32(try uint16(offset)) | UInt32(try uint16(offset + 2)) << 16
    }

    /// A ZIP64 size, count or offset: 8 bytes. The caller checks it against the archive or the
    /// limits before any arithmetic, so no sum of them overflows.
    func offset(_ at: Int) throws -> Int {
        let value = UInt64(try uint32(at)) | UInt64(try uint32(at + 4)) << 32
        guard let int = Int(exactly: value) else { throw Self.notZip("a ZIP64 value is out of range") }
        return int
    }

    /// The bytes of the extra field `id` among the `length` bytes of extra fields at `start`.
    func extraField(_ id: UInt16, from start: Int, length: Int, path: String) throws -> ExtraField {
        var at = start
        while at + 4 <= start + length {
            let size = Int(try uint16(at + 2))
            if try uint16(at) == id { return ExtraField(lowerBound: at + 4, upperBound: min(at + 4 + size, start + length)) }
            at += 4 + size
        }
        throw Self.notZip("\(path) lacks its ZIP64 field")
    }

    /// The part of an extra field not read yet.
    struct ExtraField {
        var lowerBound: Int
        var upperBound: Int

        /// The offset of the next `count` bytes; reading past the field is refused by the caller.
        mutating func next(_ count: Int) -> Int {
            defer { lowerBound += count }
            return lowerBound
        }
    }

    static func readDirectory(_ data: Data, limits: Limits) throws -> [Entry] {
        let reader = ZipArchive(unchecked: data, limits: limits)
        // The end of central directory record: its signature within the last 64 KiB + 22 bytes.
        guard data.count >= 22 else { throw notZip("it is too short") }
        var end = data.count - 22
        let lowest = max(0, data.count - 22 - 65_535)
        while end >= lowest, try reader.uint32(end) != 0x0605_4B50 { end -= 1 }
        guard end >= lowest else { throw notZip("no central directory") }
        var count = Int(try reader.uint16(end + 10))
        var directorySize = Int(try reader.uint32(end + 12))
        var directoryOffset = Int(try reader.uint32(end + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF, end >= 20,
            try reader.uint32(end - 20) == 0x0706_4B50
        {
            // ZIP64: the locator just before the end record points at the ZIP64 end record.
            let record = try reader.offset(end - 20 + 8)
            guard record <= end - 56, try reader.uint32(record) == 0x0606_4B50 else { throw notZip("a damaged ZIP64 end record") }
            count = try reader.offset(record + 32)
            directorySize = try reader.offset(record + 40)
            directoryOffset = try reader.offset(record + 48)
        }
        guard directorySize <= data.count, directoryOffset <= data.count, directoryOffset + directorySize <= end else {
            throw notZip("the central directory is out of place")
        }
        var entries: [Entry] = []
        var offset = directoryOffset
        var total = 0
        for _ in 0..<count {
            guard try reader.uint32(offset) == 0x0201_4B50 else { throw notZip("a damaged central directory") }
            let flags = try reader.uint16(offset + 8)
            let method = try reader.uint16(offset + 10)
            let crc = try reader.uint32(offset + 16)
            var compressed = Int(try reader.uint32(offset + 20))
            var size = Int(try reader.uint32(offset + 24))
            let nameLength = Int(try reader.uint16(offset + 28))
            let extraLength = Int(try reader.uint16(offset + 30))
            let commentLength = Int(try reader.uint16(offset + 32))
            var localOffset = Int(try reader.uint32(offset + 42))
            guard offset + 46 + nameLength + extraLength <= data.count else { throw notZip("a name runs past the end") }
            let nameStart = data.startIndex + offset + 46
            let path = String(decoding: data[nameStart..<(nameStart + nameLength)], as: UTF8.self)
            if size == 0xFFFF_FFFF || compressed == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF {
                // ZIP64: the 64-bit values are in the extra field 0x0001, in this order, for each
                // 32-bit value that is all ones.
                var field = try reader.extraField(0x0001, from: offset + 46 + nameLength, length: extraLength, path: path)
                if size == 0xFFFF_FFFF { size = try reader.offset(field.next(8)) }
                if compressed == 0xFFFF_FFFF { compressed = try reader.offset(field.next(8)) }
                if localOffset == 0xFFFF_FFFF { localOffset = try reader.offset(field.next(8)) }
                guard field.lowerBound <= field.upperBound else { throw notZip("\(path) has a short ZIP64 field") }
            }
            offset += 46 + nameLength + extraLength + commentLength
            if path.hasSuffix("/") { continue }
            guard flags & 1 == 0 else { throw AlmanacError.invalid("file", "\(path) is encrypted; export without a password.") }
            guard compressed <= data.count, localOffset <= data.count else { throw notZip("\(path) runs past the end") }
            guard size <= limits.fileBytes else {
                throw AlmanacError.tooLarge(
                    "\(path) unpacks to \(JournalRules.megabytes(size)); a file in the archive may hold at most \(JournalRules.megabytes(limits.fileBytes))."
                )
            }
            if size > 1_000_000, size / max(compressed, 1) > limits.ratio {
                throw AlmanacError.tooLarge(
                    "\(path) unpacks \(size / max(compressed, 1)) times larger than it is packed: this looks like a zip bomb, and it is refused."
                )
            }
            total += size
            guard total <= limits.totalBytes else {
                throw AlmanacError.tooLarge(
                    "The archive unpacks to more than \(JournalRules.megabytes(limits.totalBytes)); that is more than an import takes.")
            }
            guard try reader.uint32(localOffset) == 0x0403_4B50 else { throw notZip("a damaged entry \(path)") }
            let localName = Int(try reader.uint16(localOffset + 26))
            let localExtra = Int(try reader.uint16(localOffset + 28))
            let dataOffset = localOffset + 30 + localName + localExtra
            guard dataOffset + compressed <= directoryOffset else { throw notZip("\(path) runs past the end") }
            entries.append(
                Entry(
                    path: path, method: method, compressedSize: compressed, size: size, crc32: crc, localOffset: localOffset,
                    dataOffset: dataOffset))
        }
        try refuseOverlaps(entries)
        return entries
    }

    /// Each entry's bytes (local header to the end of its packed data) must be its own: entries
    /// that share them are how a 17 KB archive unpacks one 1 MB file hundreds of times.
    static func refuseOverlaps(_ entries: [Entry]) throws {
        let spans = entries.sorted { $0.localOffset < $1.localOffset }
        for (before, after) in zip(spans, spans.dropFirst()) where after.localOffset < before.dataOffset + before.compressedSize {
            throw AlmanacError.tooLarge(
                "\(after.path) and \(before.path) share their bytes in the archive: this looks like a zip bomb, and it is refused.")
        }
    }

    private init(unchecked data: Data, limits: Limits) {
        self.data = data
        self.limits = limits
        self.entries = []
    }

    /// The entry whose path is `path` or ends with `/path` (exports often sit in a folder).
    public func entry(named path: String) -> Entry? {
        entries.first { $0.path == path } ?? entries.first { $0.path.hasSuffix("/" + path) }
    }

    /// The bytes of `entry`, inflated; never more than its declared size, and its CRC-32 checked.
    public func contents(of entry: Entry) throws -> Data {
        let stream = EntryStream(data: data, entry: entry, chunkSize: 1 << 20)
        try stream.start()
        var bytes = Data(capacity: entry.size)
        while let chunk = try stream.next() { bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// The bytes of `entry` in chunks of about 1 MiB, inflated as they are asked for; never more
    /// than its declared size (a lying header is refused as a zip bomb), its CRC-32 checked at the end.
    public func stream(_ entry: Entry, chunkSize: Int = 1 << 20) throws -> () throws -> [UInt8]? {
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
    var checksum = CRC32()
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

    /// The end of the entry: its size and checksum must be the ones the directory gives.
    func finish() throws {
        done = true
        guard produced == entry.size else { throw ZipArchive.notZip("\(entry.path) unpacks to another size than it says") }
        guard checksum.value == entry.crc32 else { throw ZipArchive.notZip("\(entry.path) is damaged: its checksum does not match") }
    }

    func next() throws -> [UInt8]? {
        if done { return nil }
        guard let decompressor else {
            guard offset < end else {
                try finish()
                return nil
            }
            let upTo = min(end, offset + chunkSize)
            defer { offset = upTo }
            let chunk = [UInt8](data[offset..<upTo])
            produced += chunk.count
            checksum.update(chunk)
            if upTo == end { try finish() }
            return chunk
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
        let chunk = Array(output.readableBytesView)
        checksum.update(chunk)
        if chunk.isEmpty || streamEnded {
            try? decompressor.finishStream()
            try finish()
            if chunk.isEmpty { return nil }
        }
        return chunk
    }
}

/// The CRC-32 of ZIP (the IEEE polynomial, reflected), a byte at a time from a table.
struct CRC32 {
    static let table: [UInt32] = (0..<256).map { byte in
        var value = UInt32(byte)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private var state: UInt32 = 0xFFFF_FFFF
    var value: UInt32 { ~state }

    mutating func update(_ bytes: [UInt8]) {
        var crc = state
        Self.table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { bytes in
                for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        state = crc
    }
}
