import AlmanacCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Sends a webhook without letting an account use the server to reach its own network (SSRF):
/// the host is resolved when the webhook is sent, and unless the server allows private webhooks
/// (`--allow-private-webhooks`), any resolved address that is loopback, link-local, private,
/// shared (100.64/10), unspecified, multicast or an IPv4 address inside IPv6 refuses the send.
/// A plain http:// webhook is sent to the checked address itself (with the name in `Host`), so
/// the name cannot resolve differently a moment later; redirects are never followed.
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

    /// Why the webhook at `url` may not be sent, as a refusal naming `field`; or the
    /// request to send (for http://, to the checked address). Calendar fetches use the same check
    /// (`what` names the address in the messages).
    static func prepare(
        _ request: URLRequest, allowPrivate: Bool, field: String = "webhookUrl", what: String = "webhook"
    ) async throws -> URLRequest {
        guard let url = request.url, let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw AlmanacError.invalid(field, "The \(what) is an http:// or https:// address.")
        }
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let addresses = try await resolve(name, field: field, what: what)
        guard let first = addresses.first else {
            throw AlmanacError.invalid(field, "The \(what)'s host \(name) has no address.")
        }
        if !allowPrivate, let refused = addresses.first(where: isPrivate) {
            throw AlmanacError.forbidden(
                "The \(what)'s host \(name) is \(refused), a loopback, link-local or private address; the server's operator can allow those with --allow-private-webhooks."
            )
        }
        guard scheme == "http", var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return request }
        var pinned = request
        components.host = first.contains(":") ? "[\(first)]" : first
        pinned.url = components.url
        pinned.setValue(url.port.map { "\(name.contains(":") ? "[\(name)]" : name):\($0)" } ?? host, forHTTPHeaderField: "Host")
        return pinned
    }

    /// Every address `host` resolves to (getaddrinfo, off the cooperative pool).
    static func resolve(_ host: String, field: String = "webhookUrl", what: String = "webhook") async throws -> [String] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                var hints = addrinfo()
                hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
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

    /// Sends `request` and returns the answer's status; a redirect is not followed (its 3xx is
    /// the answer).
    static func send(_ request: URLRequest) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            let delegate = OneRequest(continuation: continuation)
            let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
            session.dataTask(with: request).resume()
            session.finishTasksAndInvalidate()
        }
    }

    /// The delegate of one webhook request: refuses redirects, keeps the status, resumes once.
    private final class OneRequest: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Int, any Error>?
        private var status = 0

        init(continuation: CheckedContinuation<Int, any Error>) {
            self.continuation = continuation
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            lock.withLock { status = (response as? HTTPURLResponse)?.statusCode ?? 0 }
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let (continuation, status) = lock.withLock {
                defer { self.continuation = nil }
                return (self.continuation, self.status == 0 ? (task.response as? HTTPURLResponse)?.statusCode ?? 0 : self.status)
            }
            if let error { continuation?.resume(throwing: error) } else { continuation?.resume(returning: status) }
        }
    }
}
