import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Two servers on one PostgreSQL database behind a load balancer (issue 36): a browser's requests
/// reach either. What one server keeps (a rendered page, a session, a token) is never served once
/// the other has committed a change to it: the next request shows the change.
@Suite(.enabled(if: TestEngine.isPostgres, "needs PostgreSQL (scripts/with-postgres)"))
struct TwoServersPageTests {
    private func twoApps() async throws -> (AppDatabase, some ApplicationProtocol, some ApplicationProtocol) {
        let url = try #require(try await TestEngine.postgresURL())
        let configuration = AppConfiguration(logLevel: .warning, outboundRequests: false)
        let first = try await AppDatabase.open(postgres: url)
        let second = try await AppDatabase.open(postgres: url)
        return (
            first, buildApplication(database: first, configuration: configuration),
            buildApplication(database: second, configuration: configuration)
        )
    }

    @Test func aPageKeptOnOneServerIsRenderedAgainAfterAWriteOnTheOther() async throws {
        let (database, first, second) = try await twoApps()
        try await first.test(.router) { one in
            try await second.test(.router) { other in
                var here = Visitor(one)
                try await here.setUp()
                var there = Visitor(other)
                there.cookies = here.cookies
                _ = try await here.api(.post, "/api/v1/tasks", json: #"{"title": "Buy oat milk"}"#)
                _ = try await there.get("/tasks/today")  // the welcome flash, shown once
                let kept = try await there.get("/tasks/inbox").text
                #expect(kept.contains("Buy oat milk"))
                #expect(try await there.get("/tasks/inbox").text == kept)

                _ = try await here.api(.post, "/api/v1/tasks", json: #"{"title": "Call the plumber"}"#)
                #expect(try await there.get("/tasks/inbox").text.contains("Call the plumber"), "the other server's write, at once")
                let owner = try await database.user(named: "ada").id
                _ = try await database.with(origin: .cli).addTask(owner: owner, NewTask(title: "Renew the passport"))
                #expect(try await there.get("/tasks/inbox").text.contains("Renew the passport"), "the CLI's write, at once")

                // Signed out on one server: the session is gone on the other at the next request.
                #expect(try await there.get("/tasks/inbox").status == .ok)
                _ = try await here.post("/signout", form: [:])
                let after = try await there.get("/tasks/inbox")
                #expect(after.status == .seeOther && after.headers[.location]?.hasPrefix("/signin") == true, "\(after.status)")
            }
        }
    }

    @Test func aTokenRevokedOnOneServerIsRefusedByTheOtherAtOnce() async throws {
        let (database, first, second) = try await twoApps()
        try await first.test(.router) { one in
            try await second.test(.router) { other in
                var here = Visitor(one)
                try await here.setUp()
                let owner = try await database.user(named: "ada").id
                let (token, secret) = try await database.createToken(owner: owner, name: "phone")
                var there = Visitor(other)
                for _ in 0..<3 { #expect(try await there.api(.get, "/api/v1/lists", token: secret).status == .ok) }
                try await database.revokeToken(owner: owner, id: token.id)
                #expect(try await there.api(.get, "/api/v1/lists", token: secret).status == .unauthorized)
            }
        }
    }
}
