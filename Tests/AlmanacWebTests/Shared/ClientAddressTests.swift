import Testing

@testable import AlmanacWeb

@Suite struct ClientAddressTests {
    @Test func networksContainTheirAddressesOnly() throws {
        let ten = try #require(CIDR("10.0.0.0/8"))
        #expect(ten.contains("10.255.3.4"))
        #expect(!ten.contains("11.0.0.1"))
        #expect(ten.contains("::ffff:10.1.2.3"))
        #expect(!ten.contains("fd00::1"))
        let odd = try #require(CIDR("192.168.4.0/22"))
        #expect(odd.contains("192.168.7.255") && !odd.contains("192.168.8.0") && !odd.contains("192.168.3.255"))
        let host = try #require(CIDR("203.0.113.5"))
        #expect(host.contains("203.0.113.5") && !host.contains("203.0.113.6"))
        let v6 = try #require(CIDR("2001:db8::/33"))
        #expect(v6.contains("2001:db8:7fff::1") && !v6.contains("2001:db8:8000::1") && !v6.contains("10.0.0.1"))
        #expect(try #require(CIDR("::1")).contains("::1"))
        #expect(try #require(CIDR("0.0.0.0/0")).contains("8.8.8.8"))
        #expect(try #require(CIDR("fe80::/10")).contains("fe80::1%eth0"))
    }

    @Test func malformedNetworksAreRefused() throws {
        for text in ["", "10.0.0.0/33", "::/129", "10.0.0/8", "example.com", "10.0.0.0/-1", "10.0.0.0/8/8", "1.2.3.4/x"] {
            #expect(CIDR(text) == nil, "\(text)")
        }
        #expect(throws: (any Error).self) { try CIDR.list(["10.0.0.0/8, nonsense"]) }
        #expect(try CIDR.list(["10.0.0.0/8, ::1", "192.168.0.0/16"]).count == 3)
    }

    @Test func theClientIsTheRightMostUntrustedForwardedAddressBehindATrustedProxy() throws {
        let trusted = try CIDR.list(["10.0.0.0/8", "fd00::/8"])
        // Not from a trusted proxy: the header is ignored.
        #expect(ClientAddress.resolve(peer: "198.51.100.1", forwardedFor: ["1.2.3.4"], trusted: trusted) == "198.51.100.1")
        #expect(ClientAddress.resolve(peer: "198.51.100.1", forwardedFor: ["1.2.3.4"], trusted: []) == "198.51.100.1")
        // From a trusted proxy: right-most address not itself trusted (a client can prepend anything).
        #expect(ClientAddress.resolve(peer: "10.0.0.2", forwardedFor: ["6.6.6.6, 1.2.3.4"], trusted: trusted) == "1.2.3.4")
        #expect(ClientAddress.resolve(peer: "10.0.0.2", forwardedFor: ["6.6.6.6", "1.2.3.4, 10.0.0.9"], trusted: trusted) == "1.2.3.4")
        #expect(ClientAddress.resolve(peer: "fd00::2", forwardedFor: ["2001:db8::7"], trusted: trusted) == "2001:db8::7")
        // No header, or garbage: the proxy's own address is all we know.
        #expect(ClientAddress.resolve(peer: "10.0.0.2", forwardedFor: [], trusted: trusted) == "10.0.0.2")
        #expect(ClientAddress.resolve(peer: "10.0.0.2", forwardedFor: ["1.2.3.4, not-an-address"], trusted: trusted) == "10.0.0.2")
        #expect(ClientAddress.resolve(peer: nil, forwardedFor: ["1.2.3.4"], trusted: trusted) == nil)
    }
}
