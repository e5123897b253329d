import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird

/// An IPv4 or IPv6 network such as `10.0.0.0/8` or `fd00::/8`; a bare address is a network of one.
public struct CIDR: Sendable, Equatable, CustomStringConvertible {
    let network: [UInt8]
    let prefixLength: Int

    /// Parses `ADDRESS[/PREFIX]`; nil when it is not one.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let bytes = Self.bytes(of: String(parts[0])) else { return nil }
        let maximum = bytes.count * 8
        if parts.count == 2 {
            guard let length = Int(parts[1]), (0...maximum).contains(length) else { return nil }
            prefixLength = length
        } else {
            prefixLength = maximum
        }
        network = bytes
    }

    public var description: String {
        "\(Self.text(of: network))/\(prefixLength)"
    }

    /// Whether `address` (IPv4 or IPv6 text) lies in this network. IPv4-mapped IPv6 addresses
    /// (`::ffff:10.0.0.1`) count as their IPv4 address.
    public func contains(_ address: String) -> Bool {
        guard var bytes = Self.bytes(of: address) else { return false }
        if bytes.count == 16, network.count == 4, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
            bytes = Array(bytes[12...])
        }
        guard bytes.count == network.count else { return false }
        var remaining = prefixLength
        for (mine, theirs) in zip(network, bytes) where remaining > 0 {
            let bits = min(8, remaining)
            let mask = UInt8(truncatingIfNeeded: 0xff << (8 - bits))
            if mine & mask != theirs & mask { return false }
            remaining -= bits
        }
        return true
    }

    /// The 4 or 16 bytes of an IPv4 or IPv6 address (a zone like `%eth0` is ignored).
    static func bytes(of address: String) -> [UInt8]? {
        let plain = String(address.split(separator: "%", maxSplits: 1).first ?? "")
        var v4 = in_addr()
        if inet_pton(AF_INET, plain, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, plain, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { Array($0) }
        }
        return nil
    }

    static func text(of bytes: [UInt8]) -> String {
        if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
        return stride(from: 0, to: 16, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }.joined(
            separator: ":")
    }

    /// Parses a list such as `10.0.0.0/8, ::1` (the `--trusted-proxy` option and its
    /// environment variable); throws naming the first entry that is not a network.
    public static func list(_ texts: [String]) throws -> [CIDR] {
        try texts.flatMap { $0.split(separator: ",") }.map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map { text in
                guard let cidr = CIDR(text) else {
                    throw AlmanacError.invalid("trustedProxy", "\(text) is not an IP address or network (e.g. 10.0.0.0/8 or fd00::/8).")
                }
                return cidr
            }
    }
}

/// Who the client is: the peer's address, or — when the peer is a trusted proxy — the
/// right-most address in `X-Forwarded-For` that is not itself a trusted proxy. Without
/// trusted proxies the header is ignored, so no client can choose its own address.
enum ClientAddress {
    static func resolve(peer: String?, forwardedFor: [String], trusted: [CIDR]) -> String? {
        guard let peer, trusted.contains(where: { $0.contains(peer) }) else { return peer }
        var client = peer
        let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() {
            // A hop that is not an address ends the chain: the last trusted proxy is the client we know.
            guard CIDR.bytes(of: hop) != nil else { break }
            client = hop
            if !trusted.contains(where: { $0.contains(hop) }) { break }
        }
        return client
    }
}

/// Sets the request's client address (for the sign-in throttle and the security log).
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    let trustedProxies: [CIDR]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.clientAddress = ClientAddress.resolve(
            peer: context.remoteAddress, forwardedFor: request.headers[values: Self.forwardedFor], trusted: trustedProxies)
        return try await next(request, context)
    }
}
