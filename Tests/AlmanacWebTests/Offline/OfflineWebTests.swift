import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// The installable app: what a browser checks before it offers to install (the manifest, its
/// icons, the start URL in scope, a service worker), the worker's version and precache list, and
/// the offline page.
@Suite struct OfflineWebTests {
    @Test func theManifestIsInstallableAndEveryFileItNamesIsServed() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let response = try await visitor.get("/manifest.webmanifest")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/manifest+json") == true)
            let manifest = response.json
            #expect(manifest["name"] as? String == "Almanac")
            #expect(manifest["short_name"] as? String == "Almanac")
            #expect(manifest["display"] as? String == "standalone")
            let start = try #require(manifest["start_url"] as? String)
            let scope = try #require(manifest["scope"] as? String)
            #expect(start == "/today")
            #expect(start.hasPrefix(scope))
            #expect((manifest["theme_color"] as? String)?.hasPrefix("#") == true)
            #expect((manifest["background_color"] as? String)?.hasPrefix("#") == true)
            let icons = try #require(manifest["icons"] as? [[String: String]])
            #expect(Set(icons.compactMap { $0["sizes"] }) == ["192x192", "512x512"])
            #expect(icons.contains { $0["purpose"] == "maskable" })
            for icon in icons {
                let file = try await visitor.get(try #require(icon["src"]))
                #expect(file.status == .ok, "\(icon)")
                #expect(file.headers[.contentType] == "image/png")
                // The PNG's own size is the size the manifest says.
                let bytes = Array(file.body.readableBytesView)
                #expect(bytes.count > 24 && bytes[1...3] == Array("PNG".utf8)[...])
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                #expect("\(width)x\(width)" == icon["sizes"])
            }
            let shortcuts = try #require(manifest["shortcuts"] as? [[String: Any]])
            #expect(
                shortcuts.compactMap { $0["name"] as? String } == ["Set an intention", "Log food", "Compare prices", "Start lifting"])
            for shortcut in shortcuts {
                let url = try #require(shortcut["url"] as? String)
                #expect(url.hasPrefix(scope))
                #expect(try await visitor.get(url).status == .ok, "\(url)")
            }
        }
    }

    @Test func everyPageLinksTheManifestTheIconAndTheThemeColours() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            for path in ["/today", "/offline"] {
                let page = try await visitor.get(path).text
                #expect(page.contains(#"<link rel="manifest" href="/manifest.webmanifest"/>"#))
                #expect(page.contains(#"<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>"#))
                #expect(page.contains(##"<meta name="theme-color" content="#f6f5f1" media="(prefers-color-scheme: light)"/>"##))
                #expect(page.contains(##"<meta name="theme-color" content="#161a18" media="(prefers-color-scheme: dark)"/>"##))
                #expect(page.contains(#"name="apple-mobile-web-app-status-bar-style""#))
            }
            #expect(try await visitor.get("/today").text.contains(#"id="sync-status""#))
            #expect(try await visitor.get("/icons/apple-touch-icon.png").status == .ok)
        }
    }

    @Test func theServiceWorkerIsVersionedByTheFilesAndPrecachesWhatIsServed() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let worker = try await visitor.get("/sw.js")
            #expect(worker.status == .ok)
            #expect(worker.headers[.contentType]?.hasPrefix("text/javascript") == true)
            #expect(worker.headers[.cacheControl] == "no-cache")
            #expect(worker.headers[.contentSecurityPolicy]?.contains("worker-src 'self'") == true)
            let line = try #require(worker.text.split(separator: "\n").first { $0.hasPrefix("const BUILD = ") })
            let json = line.dropFirst("const BUILD = ".count).dropLast()
            let build = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let version = try #require(build["version"] as? String)
            #expect(version != "dev" && !version.isEmpty)
            let precache = try #require(build["precache"] as? [String])
            for path in [
                "/css/app.css", "/js/app.js", "/js/offline.js", "/js/tasks.js", "/js/prices.js", "/offline", "/manifest.webmanifest",
                "/icons/icon-192.png",
            ] {
                #expect(precache.contains(path), "\(path)")
            }
            #expect(!precache.contains("/sw.js"))
            for path in precache {
                #expect(try await visitor.get(path).status == .ok, "\(path)")
            }
            // The version is the files': another start with the same files gives the same worker.
            let first = worker.text
            let (_, other) = try await makeApp()
            try await other.test(.router) { otherClient in
                var otherVisitor = Visitor(otherClient)
                let again = try await otherVisitor.get("/sw.js").text
                #expect(again == first)
            }
        }
    }

    @Test func theOfflinePageHoldsNoUsersData() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp(username: "wilhelmina")
            let page = try await visitor.get("/offline")
            #expect(page.status == .ok)
            #expect(page.text.contains("You are offline"))
            #expect(page.text.contains(#"href="/today""#))
            #expect(!page.text.contains("wilhelmina"))
        }
    }
}
