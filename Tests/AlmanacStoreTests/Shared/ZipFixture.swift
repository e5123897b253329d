import Foundation

/// Builds zip archives for tests: files stored, or "deflated" as stored deflate blocks (a valid
/// deflate stream without compression); `declaredSize` lets a test lie about the size.
enum ZipFixture {
    struct File {
        var path: String
        var bytes: Data
        var deflate = true
        var declaredSize: Int? = nil
        /// A checksum to write instead of the right one (a damaged file).
        var crc: UInt32? = nil
        /// Where the entry's directory record points, when not at its own bytes (a zip bomb's
        /// entries all point at the first file).
        var pointsAt: Int? = nil
    }

    /// The CRC-32 that zip files carry (IEEE, reflected), written here separately from the reader.
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func deflateStored(_ data: Data) -> Data {
        var out = Data()
        var offset = 0
        repeat {
            let chunk = data[data.startIndex + offset..<data.startIndex + min(offset + 65_535, data.count)]
            offset += chunk.count
            out.append(offset >= data.count ? 1 : 0)
            let length = UInt16(chunk.count)
            out.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            out.append(chunk)
        } while offset < data.count
        return out
    }

    static func archive(_ files: [File]) -> Data {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
        func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16((value >> 16) & 0xFFFF) }
        var body = Data()
        var directory = Data()
        var written: [(offset: Int, packed: Int, crc: Int)] = []
        for file in files {
            let size = file.declaredSize ?? file.bytes.count
            let name = Array(file.path.utf8)
            let method = file.deflate ? 8 : 0
            let entry: (offset: Int, packed: Int, crc: Int)
            if let target = file.pointsAt {
                entry = written[target]
            } else {
                let packed = file.deflate ? deflateStored(file.bytes) : file.bytes
                entry = (body.count, packed.count, Int(file.crc ?? crc32(file.bytes)))
                body.append(contentsOf: le32(0x0403_4B50) + le16(20) + le16(0) + le16(method) + le32(0) + le32(entry.crc))
                body.append(contentsOf: le32(packed.count) + le32(size) + le16(name.count) + le16(0) + name)
                body.append(packed)
            }
            written.append(entry)
            directory.append(contentsOf: le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(method) + le32(0) + le32(entry.crc))
            directory.append(contentsOf: le32(entry.packed) + le32(size) + le16(name.count) + le16(0) + le16(0) + le16(0) + le16(0))
            directory.append(contentsOf: le32(0) + le32(entry.offset) + name)
        }
        var archive = body
        archive.append(directory)
        archive.append(contentsOf: le32(0x0605_4B50) + le16(0) + le16(0) + le16(files.count) + le16(files.count))
        archive.append(contentsOf: le32(directory.count) + le32(body.count) + le16(0))
        return archive
    }
}
