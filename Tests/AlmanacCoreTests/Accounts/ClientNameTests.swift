import Testing

@testable import AlmanacCore

@Suite struct ClientNameTests {
    @Test(
        arguments: [
            (
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
                "Chrome 156 on Linux"
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
                "Safari on iOS"
            ),
            ("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox 133 on Windows"),
            (
                "Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
                "Chrome 131 on Android"
            ),
            ("curl/8.5.0", "curl 8"), ("almanac CLI", "almanac CLI"), ("", "unknown"),
        ])
    func namesTheBrowserAndSystem(agent: String, expected: String) {
        #expect(ClientName.short(agent) == expected)
    }
}
