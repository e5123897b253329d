/// Every path of the installable app: the manifest, the service worker, the offline page and the
/// files the manifest and the page frame name (icons, the offline queue's script), which `public/` serves.
enum OfflineRoutes {
    static let manifest = Route("/manifest.webmanifest")
    static let serviceWorker = Route("/sw.js")
    static let offline = Route("/offline")
    static let script = Route("/js/offline.js")
    static let icon192 = Route("/icons/icon-192.png")
    static let icon512 = Route("/icons/icon-512.png")
    static let iconMaskable = Route("/icons/icon-maskable-512.png")
    static let appleTouchIcon = Route("/icons/apple-touch-icon.png")
    /// The SVG the PNG icons were made from (not precached: no page links it).
    static let iconSource = Route("/icons/icon.svg")
    /// The API's prefix: the service worker never caches an answer under it.
    static let api = Route("/api")
}
