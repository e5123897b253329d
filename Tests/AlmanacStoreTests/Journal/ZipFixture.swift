import Foundation

/// Builds zip archives for tests: files stored, or "deflated" as stored deflate blocks (a valid
/// deflate stream without compression); `declaredSize` lets a test lie about the size.
enum ZipFixture {
    struct File {
        var path: String
        var bytes: Data
        var deflate = true
        var declaredSize: Int? = nil
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
        for file in files {
            let packed = file.deflate ? deflateStored(file.bytes) : file.bytes
            let size = file.declaredSize ?? file.bytes.count
            let name = Array(file.path.utf8)
            let method = file.deflate ? 8 : 0
            let offset = body.count
            body.append(contentsOf: le32(0x0403_4B50) + le16(20) + le16(0) + le16(method) + le32(0) + le32(0))
            body.append(contentsOf: le32(packed.count) + le32(size) + le16(name.count) + le16(0) + name)
            body.append(packed)
            directory.append(contentsOf: le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(method) + le32(0) + le32(0))
            directory.append(contentsOf: le32(packed.count) + le32(size) + le16(name.count) + le16(0) + le16(0) + le16(0) + le16(0))
            directory.append(contentsOf: le32(0) + le32(offset) + name)
        }
        var archive = body
        archive.append(directory)
        archive.append(contentsOf: le32(0x0605_4B50) + le16(0) + le16(0) + le16(files.count) + le16(files.count))
        archive.append(contentsOf: le32(directory.count) + le32(body.count) + le16(0))
        return archive
    }
}
