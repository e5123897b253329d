import AlmanacCore
import AlmanacStore

/// The page the service worker shows when a page is asked for without a network and is not on
/// the device. It names what still works, and links the pages that may have been kept.
struct OfflineView: Component {
    var body: Component {
        Div {
            H1("You are offline")
            Paragraph("Almanac cannot reach the server, and this page is not saved on this device.").class("lead")
            Paragraph(
                "Pages you opened before still open from this device: the last Today and task lists you loaded. Completing to-dos waits on this device and syncs by itself when the connection is back; nothing you do is lost."
            )
            Paragraph("If you were sending a form, it did not reach the server: go back and send it again when you are online.")
            Navigation {
                List(Modules.all.filter(\.isBuilt)) { module in Link(module.name, url: module.route.href) }
            }
            .class("offline-modules")
            .accessibilityLabel("Pages that may be on this device")
            Paragraph {
                Button { Text("Try again") }.attribute(named: "type", value: "button").class("primary")
                    .attribute(named: "data-action", value: "reload")
            }
        }
        .class("card narrow offline-page")
    }
}

/// The offline queue's status in every page's frame, filled in by `offline.js`: whether the
/// device is offline, how many changes wait to sync (with what they are), and the changes the
/// server refused when they were replayed. Hidden while there is nothing to say.
struct SyncStatus: Component {
    var user: User?

    var body: Component {
        Div {
            Span("You are offline").class("offline-badge").attribute(named: "data-role", value: "offline").attribute(
                named: "hidden", value: "hidden")
            Element(name: "details") {
                Element(name: "summary") { Text("") }.attribute(named: "data-role", value: "count")
                Element(name: "ol") {}.attribute(named: "data-role", value: "pending")
            }
            .attribute(named: "data-role", value: "waiting").attribute(named: "hidden", value: "hidden")
            Div {}.attribute(named: "data-role", value: "conflicts").attribute(named: "role", value: "alert")
        }
        .class("sync-status")
        .id("sync-status")
        .attribute(named: "data-user", value: user?.id ?? "")
        .attribute(named: "aria-live", value: "polite")
    }
}
