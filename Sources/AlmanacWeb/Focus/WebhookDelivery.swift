import AlmanacCore
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

#if canImport(Glibc)
    import Glibc
#endif

/// Sends a webhook without letting an account use the server to reach its own network (SSRF):
/// the host is resolved when the webhook is sent, and unless the server allows private webhooks
/// (`--allow-private-webhooks`), any resolved address that is loopback, link-local, private,
/// shared (100.64/10), unspecified, multicast or an IPv4 address inside IPv6 refuses the send.
/// The request goes to the checked address itself (with the name in `Host` and TLS's server name),
/// so the name cannot resolve differently a moment later; redirects are never followed. The same
/// check refuses a private host when the address is saved.
/// What the server's configuration lets a webhook or calendar address reach: private networks
/// (`--allow-private-webhooks`) and anything at all (`ALMANAC_OUTBOUND=off` sends nothing out).
public struct OutboundPolicy: Sendable {
    public var allowPrivate = false
    public var enabled = true
    /// How long a webhook may take to connect, and then between two reads of its answer.
    public var timeout: Duration = .seconds(10)

    public init(allowPrivate: Bool = false, enabled: Bool = true, timeout: Duration = .seconds(10)) {
        self.allowPrivate = allowPrivate
        self.enabled = enabled
        self.timeout = timeout
    }

    /// Refuses `address` as it is saved when its host is private (see `WebhookDelivery.refusePrivate`).
    public func refusePrivate(_ address: String?, field: String, what: String) async throws {
        guard let address, !address.isEmpty else { return }
        try await WebhookDelivery.refusePrivate(address, allowPrivate: allowPrivate, resolveNames: enabled, field: field, what: what)
    }
}

enum WebhookDelivery {
    /// Networks a webhook may not reach unless the server allows it.
    static let privateNetworks: [CIDR] = [
        "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/24",
        "192.168.0.0/16", "198.18.0.0/15", "224.0.0.0/4", "240.0.0.0/4",
        "::/96", "::ffff:0:0/96", "64:ff9b::/96", "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8",
    ].compactMap(CIDR.init)

    /// Whether `address` (IPv4 or IPv6 text) lies in a network a webhook may not reach.
    static func isPrivate(_ address: String) -> Bool {
        guard let bytes = CIDR.bytes(of: address) else { return true }
        let text = CIDR.text(of: bytes)
        // An IPv4-mapped address counts as refused whatever IPv4 address it holds (CIDR.contains
        // would read it as that address).
        if bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff { return true }
        return privateNetworks.contains { $0.contains(text) }
    }

    /// A URL the server may send to, with the address checked for it: the connection goes to that
    /// address (the name stays in `Host` and in TLS's server name), never to a second resolution
    /// of the name, so a name that answers a public address to the check and a private one a moment
    /// later (DNS rebinding) still reaches only the checked one.
    struct Target: Sendable {
        let url: URL
        let name: String
        let address: String
    }

    /// The webhook at `url` (or calendar; `what` names it in the messages) checked for sending:
    /// http or https, a host that resolves, and unless `allowPrivate` no resolved address that is
    /// loopback, link-local or private. `enabled` false (the server's outbound requests off) refuses
    /// before anything is resolved.
    static func target(
        _ url: URL?, allowPrivate: Bool, enabled: Bool = true, field: String = "webhookUrl", what: String = "webhook"
    ) async throws -> Target {
        guard let url, let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty
        else {
            throw AlmanacError.invalid(field, "The \(what) is an http:// or https:// address.")
        }
        guard enabled else {
            throw AlmanacError.forbidden("This server sends no requests out (ALMANAC_OUTBOUND=off), so the \(what) is not reached.")
        }
        let name = unbracketed(host)
        let addresses = try await resolve(name, field: field, what: what)
        guard let first = addresses.first else {
            throw AlmanacError.invalid(field, "The \(what)'s host \(name) has no address.")
        }
        if !allowPrivate, let refused = addresses.first(where: isPrivate) {
            throw AlmanacError.forbidden(refusal(name: name, address: refused, what: what))
        }
        return Target(url: url, name: name, address: first)
    }

    /// Refuses `address` when it is saved if the server would refuse to send to it: its host is,
    /// or resolves to, a loopback, link-local or private address (a 400 naming `field`), unless
    /// `allowPrivate`. A name that does not resolve now is kept (it is checked again when sent).
    /// With `resolveNames` false (outbound requests off) no name is looked up: only a literal
    /// address and `localhost` are checked, so saving makes no DNS query.
    static func refusePrivate(
        _ address: String, allowPrivate: Bool, resolveNames: Bool, field: String = "webhookUrl", what: String = "webhook"
    ) async throws {
        // Another scheme is refused by the address's own rule (nothing to look up for it).
        guard !allowPrivate, let url = URL(string: address),
            ["http", "https", "webcal", "webcals"].contains(url.scheme?.lowercased() ?? ""),
            let host = url.host, !host.isEmpty
        else { return }
        let name = unbracketed(host)
        let lower = name.lowercased()
        let addresses: [String]
        if lower == "localhost" || lower.hasSuffix(".localhost") {
            addresses = ["127.0.0.1"]
        } else {
            addresses = (try? await resolve(name, numericOnly: !resolveNames, field: field, what: what)) ?? []
        }
        if let refused = addresses.first(where: isPrivate) {
            throw AlmanacError.invalid(field, refusal(name: name, address: refused, what: what))
        }
    }

    static func refusal(name: String, address: String, what: String) -> String {
        "The \(what)'s host \(name) is \(address), a loopback, link-local or private address; the server's operator can allow those with --allow-private-webhooks."
    }

    static func unbracketed(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// Every address `host` resolves to (getaddrinfo, off the cooperative pool).
    /// `numericOnly`: only a literal address (in any form getaddrinfo reads, `127.1` too), no lookup.
    static func resolve(
        _ host: String, numericOnly: Bool = false, field: String = "webhookUrl", what: String = "webhook"
    ) async throws -> [String] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                var hints = addrinfo()
                hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
                if numericOnly { hints.ai_flags = AI_NUMERICHOST }
                var list: UnsafeMutablePointer<addrinfo>?
                let status = getaddrinfo(host, nil, &hints, &list)
                guard status == 0 else {
                    continuation.resume(throwing: AlmanacError.invalid(field, "The \(what)'s host \(host) could not be resolved."))
                    return
                }
                defer { freeaddrinfo(list) }
                var addresses: [String] = []
                var next = list
                while let entry = next?.pointee {
                    var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
                    if let address = entry.ai_addr,
                        getnameinfo(address, entry.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0
                    {
                        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                        if !addresses.contains(text) { addresses.append(text) }
                    }
                    next = entry.ai_next
                }
                continuation.resume(returning: addresses)
            }
        }
    }

    /// What a sent request was answered.
    struct Answer: Sendable {
        var status: Int
        var headers: HTTPHeaders
        var body: ByteBuffer

        func header(_ name: String) -> String? { headers.first(name: name) }
    }

    /// Sends one request to `target`'s checked address (AsyncHTTPClient with the name mapped to that
    /// address: `Host` and TLS's server name and certificate check keep the name); a redirect is
    /// not followed (its 3xx is the answer); a body past `maxBytes` is refused.
    static func send(
        _ target: Target, method: HTTPMethod = .POST, headers: [(String, String)] = [], body: Data? = nil,
        timeout limit: Duration = .seconds(10), maxBytes: Int = 64 * 1024
    ) async throws -> Answer {
        let timeout = TimeAmount(limit)
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, timeout: .init(connect: timeout, read: timeout))
        configuration.dnsOverride = [target.name: target.address]
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        do {
            var request = HTTPClientRequest(url: target.url.absoluteString)
            request.method = method
            for (name, value) in headers { request.headers.add(name: name, value: value) }
            if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
            let response = try await client.execute(request, timeout: timeout)
            let collected: ByteBuffer
            do {
                collected = try await response.body.collect(upTo: maxBytes)
            } catch is NIOTooManyBytesError {
                // A webhook's 64 KB read as "0 MB" when every limit was written in megabytes.
                let limit = maxBytes >= 1024 * 1024 ? "\(maxBytes / 1024 / 1024) MB" : "\(maxBytes / 1024) KB"
                throw AlmanacError.tooLarge("The answer is larger than \(limit).")
            }
            try await client.shutdown()
            return Answer(status: Int(response.status.code), headers: response.headers, body: collected)
        } catch {
            try? await client.shutdown()
            throw error
        }
    }
}
