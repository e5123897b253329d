import AlmanacStore
import Foundation
import Hummingbird
import NIOCore

extension Response {
    /// 303 See Other: the answer to a form post (post/redirect/get).
    static func seeOther(_ location: Href) -> Response { seeOther(location.description) }

    static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        html(ByteBuffer(string: text), status: status)
    }

    /// A page or a part of one, its bytes sent as they were written.
    static func html(_ markup: HTML, status: HTTPResponse.Status = .ok) -> Response {
        html(ByteBuffer(bytes: markup.markup.bytes), status: status)
    }

    private static func html(_ body: ByteBuffer, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: body))
    }

    static func json<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try JSONEncoder.almanac.encode(value)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func text(_ text: String, contentType: String = "text/plain; charset=utf-8", status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: contentType], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func noContent() -> Response { Response(status: .noContent) }

    mutating func setCookie(_ cookie: Cookie) {
        headers[values: .setCookie].append(cookie.description)
    }
}

/// Where `CollectingWriter` puts a response body's bytes.
final class CollectedBody: @unchecked Sendable {
    var buffer = ByteBuffer()
}

/// A response body writer that keeps the bytes instead of sending them.
struct CollectingWriter: ResponseBodyWriter {
    let collected: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        collected.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
