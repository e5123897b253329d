import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacWeb

/// The real application over a fresh database (in memory, or PostgreSQL: `TestEngine`), for one
/// test; with `folder` as the data folder when the test stores files (photos).
func makeApp(folder: URL? = nil) async throws -> (AppDatabase, some ApplicationProtocol) {
    let database = try await TestEngine.database(folder: folder)
    // No request goes out from a test (no webhook, no calendar fetch, no name looked up).
    return (database, buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning, outboundRequests: false)))
}

/// Drives the app like a browser: keeps cookies and sends the CSRF token with forms.
struct Visitor {
    let client: any TestClientProtocol
    var cookies: [String: String] = [:]
    /// Every JSON answer is checked against the OpenAPI document, except where a test plants
    /// values no operation can write (then only "no crash" is asserted).
    var checksSchemas = true

    init(_ client: any TestClientProtocol) { self.client = client }

    var csrf: String { cookies["almanac_csrf"] ?? "" }

    mutating func send(_ method: HTTPRequest.Method, _ path: String, headers: HTTPFields = [:], body: String? = nil) async throws
        -> TestResponse
    {
        try await send(method, path, headers: headers, bytes: body.map { ByteBuffer(string: $0) })
    }

    /// A request with a binary body (uploads).
    mutating func send(
        _ method: HTTPRequest.Method, _ path: String, headers: HTTPFields = [:], bytes: ByteBuffer?
    ) async throws -> TestResponse {
        var headers = headers
        if !cookies.isEmpty {
            headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        }
        let response = try await client.execute(uri: path, method: method, headers: headers, body: bytes)
        DocumentedStatuses.check(method, path, response.status.code)
        if checksSchemas {
            ResponseSchemas.check(
                method, path, status: response.status.code, contentType: response.headers[.contentType], body: response.body)
        }
        for header in response.headers[values: .setCookie] {
            let pair = header.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            let name = String(pair[0])
            let value = pair.count > 1 ? String(pair[1]) : ""
            if value.isEmpty || header.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = value }
        }
        return response
    }

    mutating func get(_ path: String) async throws -> TestResponse {
        try await send(.get, path)
    }

    /// Posts a form with this visitor's CSRF token (fetching a page first to get one).
    mutating func post(_ path: String, form: [String: String], csrf: Bool = true) async throws -> TestResponse {
        try await post(path, pairs: form.map { ($0.key, $0.value) }, csrf: csrf)
    }

    /// A form post with fields in order, a name possibly repeated (`food=a&food=b`).
    mutating func post(_ path: String, pairs: [(String, String)], csrf: Bool = true) async throws -> TestResponse {
        if cookies["almanac_csrf"] == nil { _ = try await get("/signin") }
        let fields = csrf ? pairs + [("_csrf", self.csrf)] : pairs
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await send(.post, path, headers: [.contentType: "application/x-www-form-urlencoded"], body: body)
    }

    /// A JSON API call: with a bearer token, or with the session cookie and the CSRF header.
    mutating func api(_ method: HTTPRequest.Method, _ path: String, json: String? = nil, token: String? = nil) async throws -> TestResponse
    {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let token { headers[.authorization] = "Bearer \(token)" } else { headers[HTTPField.Name("X-CSRF-Token")!] = csrf }
        return try await send(method, path, headers: headers, body: json)
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    /// Creates the first account through the setup page and stays signed in.
    mutating func setUp(username: String = "ada", password: String = "correct horse") async throws {
        let response = try await post(
            "/setup", form: ["username": username, "password": password, "passwordAgain": password, "timeZone": "Europe/Berlin"])
        // A thrown error fails this test alone; a trap would end the whole run.
        guard response.status == .seeOther else { throw SetupFailed(page: String(buffer: response.body)) }
    }
}

/// The setup page refused to make the first account (the page it answered).
struct SetupFailed: Error {
    var page: String
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var jsonArray: [[String: Any]] { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] ?? [] }
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:] }
    var errorField: String? { (json["error"] as? [String: Any])?["field"] as? String }
    var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
}

/// The statuses of every operation in the OpenAPI document. Every API response a test receives
/// through `Visitor` is checked against it, so a status an operation really answers (in any
/// test of the suite) and the document does not list fails that test.
enum DocumentedStatuses {
    struct Operation {
        var method: String
        var segments: [Substring]
        var statuses: Set<Int>
    }

    static let operations: [Operation] = {
        let data = (try? JSONEncoder().encode(OpenAPIDocument.build(allAPIOperations))) ?? Data()
        let document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        let paths = document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        return paths.flatMap { path, methods in
            methods.map { method, operation in
                Operation(
                    method: method.uppercased(), segments: path.split(separator: "/"),
                    statuses: Set(((operation["responses"] as? [String: Any]) ?? [:]).keys.compactMap { Int($0) }))
            }
        }
    }()

    /// The documented operation a request reaches, as the router picks it: of the paths that
    /// match, the most specific (a literal segment beats a `{parameter}`, left to right:
    /// `/plan/blocks` over `/plan/{day}`), then its operation for this method; none when that
    /// path does not take the method (a 405, checked against no operation).
    static func operation(_ method: HTTPRequest.Method, _ uri: String) -> Operation? {
        let segments = (uri.split(separator: "?", maxSplits: 1).first ?? "").split(separator: "/")
        let matching = operations.filter { operation in
            operation.segments.count == segments.count && zip(operation.segments, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }
        let named = { (operation: Operation) in operation.segments.map { $0.hasPrefix("{") ? 0 : 1 } }
        guard let best = matching.map(named).max(by: { $0.lexicographicallyPrecedes($1) }) else { return nil }
        return matching.first { named($0) == best && $0.method == method.rawValue }
    }

    static func check(_ method: HTTPRequest.Method, _ uri: String, _ status: Int) {
        guard uri.hasPrefix("/api/v1/"), let operation = operation(method, uri) else { return }
        if !operation.statuses.contains(status) {
            Issue.record(
                "\(method) \(uri) answered \(status), which the OpenAPI document does not list for \(operation.segments.joined(separator: "/")) (it lists \(operation.statuses.sorted()))"
            )
        }
    }
}
