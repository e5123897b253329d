import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird

/// The installable app: the web app manifest, the service worker (versioned by the files it
/// caches, so a release with other files replaces it) and the page shown offline.
struct OfflineController {
    let assets: OfflineAssets

    func registerOpen(on router: Router<AppRequestContext>) {
        router.get(OfflineRoutes.manifest, use: manifest)
        router.get(OfflineRoutes.serviceWorker, use: serviceWorker)
        router.get(OfflineRoutes.offline, use: offline)
    }

    @Sendable func manifest(_ request: Request, context: AppRequestContext) async throws -> Response {
        let data = try JSONEncoder.almanac.encode(WebAppManifest.almanac)
        var response = Response.text(String(decoding: data, as: UTF8.self), contentType: "application/manifest+json; charset=utf-8")
        response.headers[.cacheControl] = "no-cache"
        return response
    }

    /// `public/sw.js` with its `BUILD` line filled in. `no-cache`, so the browser asks for it on
    /// every update check and installs the new worker as soon as the bytes differ.
    @Sendable func serviceWorker(_ request: Request, context: AppRequestContext) async throws -> Response {
        var response = Response.text(assets.serviceWorker, contentType: "text/javascript; charset=utf-8")
        response.headers[.cacheControl] = "no-cache"
        response.headers[HTTPField.Name("Service-Worker-Allowed")!] = ShellRoutes.home.pattern
        return response
    }

    /// The page the service worker shows for a page that is not on the device. It is cached when
    /// the worker installs, so it is rendered for no one: it holds no user's data.
    /// It leaves the flash message alone: that belongs to the page the user is on.
    @Sendable func offline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let chrome = PageChrome(user: nil, csrf: context.csrfToken, path: request.uri.path, flash: nil)
        return .html(Pages.document(title: "Offline", chrome: chrome, content: OfflineView()))
    }
}

/// What the service worker caches and its version, read once from `public/` when the app starts.
struct OfflineAssets: Sendable {
    /// A hash of every file in `public/`: a release that changes any of them is a new worker.
    let version: String
    /// The paths precached when the worker installs.
    let precache: [String]
    /// The worker's source with `BUILD` filled in.
    let serviceWorker: String

    struct Build: Encodable {
        var version: String
        var precache: [String]
        var offline: String
        var api: String
        var maxPages: Int
    }

    /// How many visited pages a device keeps for offline use (the most recent ones).
    static let maxPages = 50

    /// `generated`: files the server makes rather than `public/` holds (the prices' rules), with
    /// their content: precached, and part of the version.
    init(publicFolder: String, generated: [(path: String, content: Data)] = []) {
        let root = URL(fileURLWithPath: publicFolder)
        let files =
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)) }
            .sorted()
        var hash = FNV1a()
        for path in files {
            hash.add(Data(path.utf8))
            hash.add((try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data())
        }
        for file in generated {
            hash.add(Data(file.path.utf8))
            hash.add(file.content)
        }
        version = hash.hex
        let workerPath = OfflineRoutes.serviceWorker.pattern
        // The SVG the icons were made from is not linked by any page.
        let source = OfflineRoutes.iconSource.pattern
        precache =
            files.filter { $0 != workerPath && $0 != source }
            + [OfflineRoutes.offline.pattern, OfflineRoutes.manifest.pattern] + generated.map(\.path)
        let build = Build(
            version: version, precache: precache, offline: OfflineRoutes.offline.pattern, api: OfflineRoutes.api.pattern + "/",
            maxPages: Self.maxPages)
        let json = (try? JSONEncoder.almanac.encode(build)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let template = (try? String(contentsOf: root.appendingPathComponent(workerPath), encoding: .utf8)) ?? ""
        serviceWorker = template.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("const BUILD = ") ? "const BUILD = \(json);" : String($0) }
            .joined(separator: "\n")
    }
}

/// The web app manifest (https://www.w3.org/TR/appmanifest/): what "Add to Home Screen" installs.
struct WebAppManifest: Encodable {
    struct Icon: Encodable {
        var src: String
        var sizes: String
        var type = "image/png"
        var purpose: String
    }
    struct Shortcut: Encodable {
        var name: String
        var shortName: String
        var url: String
        var icons: [Icon]
        enum CodingKeys: String, CodingKey {
            case name, url, icons
            case shortName = "short_name"
        }
    }
    struct ColorScheme: Encodable {
        var themeColor: String
        var backgroundColor: String
        enum CodingKeys: String, CodingKey {
            case themeColor = "theme_color"
            case backgroundColor = "background_color"
        }
    }
    struct Preferences: Encodable {
        var colorSchemeDark: ColorScheme
        enum CodingKeys: String, CodingKey { case colorSchemeDark = "color_scheme_dark" }
    }

    var id: String
    var name: String
    var shortName: String
    var description: String
    var lang = "en"
    var startURL: String
    var scope: String
    var display = "standalone"
    var orientation = "any"
    var themeColor: String
    var backgroundColor: String
    var userPreferences: Preferences
    var icons: [Icon]
    var shortcuts: [Shortcut]

    enum CodingKeys: String, CodingKey {
        case id, name, description, lang, scope, display, orientation, icons, shortcuts
        case shortName = "short_name"
        case startURL = "start_url"
        case themeColor = "theme_color"
        case backgroundColor = "background_color"
        case userPreferences = "user_preferences"
    }

    /// The page colours of the stylesheet (--bg and --accent, light and dark).
    enum Colors {
        static let lightBackground = "#f6f5f1"
        static let darkBackground = "#161a18"
        static let accent = "#2f6f5e"
    }

    static var almanac: WebAppManifest {
        let icon192 = Icon(src: OfflineRoutes.icon192.pattern, sizes: "192x192", purpose: "any")
        let shortcutIcons = [icon192]
        var shortcuts = [
            Shortcut(name: "Set an intention", shortName: "Intention", url: FocusRoutes.focus.pattern, icons: shortcutIcons),
            Shortcut(name: "Log food", shortName: "Food", url: FoodRoutes.day.pattern, icons: shortcutIcons),
            Shortcut(name: "Compare prices", shortName: "Prices", url: PricesRoutes.calculator.pattern, icons: shortcutIcons),
        ]
        // Lifts' landing page is the one in the navigation until the module has its own routes.
        if let lifts = Modules.all.first(where: { $0.name == "Lifts" }) {
            shortcuts.append(Shortcut(name: "Start lifting", shortName: "Lifts", url: lifts.route.pattern, icons: shortcutIcons))
        }
        return WebAppManifest(
            id: Modules.landing.route.pattern, name: "Almanac", shortName: "Almanac",
            description: "Plan the week, work the day in focused intentions, eat, train and shop with honest numbers.",
            startURL: Modules.landing.route.pattern, scope: ShellRoutes.home.pattern, themeColor: Colors.lightBackground,
            backgroundColor: Colors.lightBackground,
            userPreferences: Preferences(
                colorSchemeDark: ColorScheme(themeColor: Colors.darkBackground, backgroundColor: Colors.darkBackground)),
            icons: [
                icon192, Icon(src: OfflineRoutes.icon512.pattern, sizes: "512x512", purpose: "any"),
                Icon(src: OfflineRoutes.iconMaskable.pattern, sizes: "512x512", purpose: "maskable"),
            ],
            shortcuts: shortcuts)
    }
}
