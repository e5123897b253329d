import AlmanacStore
import AlmanacTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite struct SecurityHeadersTests {
    func header(_ response: TestResponse, _ name: String) -> String? { response.headers[HTTPField.Name(name)!] }

    @Test func pagesAPIAnswersErrorsAndFilesCarryTheSecurityHeaders() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            for path in ["/today", "/api/v1/me", "/no-such-page", "/css/app.css"] {
                let response = try await visitor.get(path)
                let policy = header(response, "Content-Security-Policy") ?? ""
                #expect(policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'"), "\(path)")
                #expect(!policy.contains("'unsafe-inline'"), "\(path): no inline script, style or style attribute")
                #expect(header(response, "X-Content-Type-Options") == "nosniff", "\(path)")
                #expect(header(response, "Referrer-Policy") == "same-origin", "\(path)")
                #expect(header(response, "X-Frame-Options") == "DENY", "\(path)")
                #expect(header(response, "Permissions-Policy")?.contains("camera=()") == true, "\(path)")
                #expect(header(response, "Strict-Transport-Security") == nil, "\(path): HSTS only behind HTTPS")
            }
        }
    }

    @Test func strictTransportSecurityComesWithSecureCookies() async throws {
        let database = try await TestEngine.database()
        let app = buildApplication(database: database, configuration: AppConfiguration(secureCookies: true, logLevel: .warning))
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.headers[HTTPField.Name("Strict-Transport-Security")!] == "max-age=31536000")
        }
    }
}
