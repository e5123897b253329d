import AlmanacCore
import AlmanacStore
import Foundation

struct SetupView: Component {
    struct Model {
        var csrf: String
        var timeZone: String
        var username = ""
        var displayName = ""
        var error: AlmanacError?
        /// On the first visit only: the browser's zone replaces the default (a refused form keeps the choice).
        var preselectsBrowserZone = false
    }
    var model: Model

    var body: Component {
        Div {
            H1("Create your account")
            Paragraph(
                "Almanac keeps everything in one file on this machine. This first account is yours; you can add others later with the CLI."
            )
            .class("lead")
            Form(url: AccountsRoutes.setup.href, method: .post) {
                ErrorSummary(error: model.error)
                CSRFField(token: model.csrf)
                Field(
                    label: "User name", name: "username", value: model.username, required: true,
                    hint: "Letters, digits, dots, dashes or underscores.", error: message(for: "username"), autocomplete: "username")
                Field(
                    label: "Display name", name: "displayName", value: model.displayName, hint: "How Almanac greets you. Optional.",
                    error: message(for: "displayName"), autocomplete: "name")
                Field(
                    label: "Password", name: "password", type: .password, required: true, hint: "At least 8 characters.",
                    error: message(for: "password"), autocomplete: "new-password")
                Field(
                    label: "Password again", name: "passwordAgain", type: .password, required: true,
                    error: message(for: "passwordAgain"), autocomplete: "new-password")
                Div { TimeZoneField(selected: model.timeZone, error: message(for: "timeZone")) }
                    .attribute(named: "data-widget", value: model.preselectsBrowserZone ? "setup" : nil)
                SubmitRow(title: "Create account")
            }
        }
        .class("card narrow")
    }

    func message(for field: String) -> String? { errorMessage(model.error, for: field) }
}

struct TimeZoneField: Component {
    var selected: String
    var error: String?

    /// Every zone the system knows, and UTC (the default without JavaScript) whether or not it is among them.
    static let zones = Set(TimeZone.knownTimeZoneIdentifiers).union(["UTC"]).sorted()

    var body: Component {
        SelectField(
            label: "Time zone", name: "timeZone",
            options: Self.zones.map { ($0, $0.replacingOccurrences(of: "_", with: " ")) },
            selected: selected, hint: "Days, weeks and reminders follow this zone.", error: error)
    }
}

struct SignInView: Component {
    struct Model {
        var csrf: String
        var next: String
        var username = ""
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        Div {
            H1("Sign in")
            Form(url: AccountsRoutes.signIn.href, method: .post) {
                ErrorSummary(error: model.error)
                CSRFField(token: model.csrf)
                Input(type: .hidden, name: "next", value: model.next)
                Field(label: "User name", name: "username", value: model.username, required: true, autocomplete: "username")
                Field(label: "Password", name: "password", type: .password, required: true, autocomplete: "current-password")
                SubmitRow(title: "Sign in")
            }
        }
        .class("card narrow")
    }
}

struct SettingsView: Component {
    struct Model {
        var csrf: String
        var user: User
        var data: SettingsPageData
        /// The profile form's values: saved, or as typed after a refusal.
        var profile: ProfileFormValues
        var error: AlmanacError?
    }
    var model: Model

    func message(for field: String) -> String? { errorMessage(model.error, for: field) }
    var profile: ProfileFormValues { model.profile }

    var body: Component {
        ComponentGroup {
            H1("Settings")
            ErrorSummary(error: model.error)
            Div {
                Element(name: "section") {
                    H2("Profile and preferences")
                    Form(url: AccountsRoutes.profile.href, method: .post) {
                        CSRFField(token: model.csrf)
                        Field(
                            label: "Display name", name: "displayName", value: profile.displayName, required: true,
                            error: message(for: "displayName"), autocomplete: "name")
                        TimeZoneField(selected: profile.timeZone, error: message(for: "timeZone"))
                        SelectField(
                            label: "Week starts on", name: "weekStart", options: [("2", "Monday"), ("1", "Sunday")],
                            selected: profile.weekStart, error: message(for: "weekStart"))
                        SelectField(
                            label: "Day starts at", name: "dayStartHour",
                            options: (0...6).map { (String($0), String(format: "%02d:00", $0)) },
                            selected: profile.dayStartHour,
                            hint: "Night owl? Anything before this hour still counts as the day before.",
                            error: message(for: "dayStartHour"))
                        SelectField(
                            label: "Units", name: "unitSystem", options: [("metric", "Metric (kg, l)"), ("us", "US (lb, fl oz)")],
                            selected: profile.unitSystem, error: message(for: "unitSystem"))
                        SelectField(
                            label: "Dates", name: "dateOrder",
                            options: [
                                ("dayMonth", "Day first: Mon 30 Nov, 30/11 (12/11 is 12 November)"),
                                ("monthDay", "Month first: Mon Nov 30, 11/30 (12/11 is 11 December)"),
                            ],
                            selected: profile.dateOrder,
                            hint: "How every page writes dates and quick entry reads 12/11. Date fields follow your browser's language.",
                            error: message(for: "dateOrder"))
                        SubmitRow(title: "Save settings")
                    }
                }
                .class("card")
                Element(name: "section") {
                    H2("Password")
                    Form(url: AccountsRoutes.password.href, method: .post) {
                        CSRFField(token: model.csrf)
                        Field(
                            label: "Current password", name: "currentPassword", type: .password, required: true,
                            autocomplete: "current-password")
                        Field(
                            label: "New password", name: "newPassword", type: .password, required: true, hint: "At least 8 characters.",
                            autocomplete: "new-password")
                        Field(
                            label: "New password again", name: "newPasswordAgain", type: .password, required: true,
                            autocomplete: "new-password")
                        Div {
                            Element(name: "label") {
                                Input(type: .checkbox, name: "revokeTokens", value: "1")
                                Text(" Also revoke every API token")
                            }
                        }
                        .class("field checkbox")
                        Paragraph("Every other browser signed in to this account is signed out; this one stays signed in.").class("hint")
                        SubmitRow(title: "Change password")
                    }
                }
                .class("card")
                Element(name: "section") {
                    H2("API tokens")
                    Paragraph("Tokens let scripts and other apps use the JSON API as you: send Authorization: Bearer TOKEN.").class("hint")
                    if model.data.tokens.isEmpty {
                        Paragraph("No tokens yet.").class("empty")
                    } else {
                        List(model.data.tokens) { token in
                            ListItem {
                                Span(token.name).class("token-name")
                                Span(token.lastUsedAt.map { "last used \(Timestamp.text($0).prefix(10))" } ?? "never used").class("hint")
                                Form(url: AccountsRoutes.revokeToken.href(token.id), method: .post) {
                                    CSRFField(token: model.csrf)
                                    Button { Text("Revoke") }.attribute(named: "type", value: "submit").class("danger")
                                        .attribute(named: "aria-label", value: "Revoke \(token.name)")
                                }
                                .class("inline")
                            }
                        }
                        .class("tokens")
                    }
                    Form(url: AccountsRoutes.tokens.href, method: .post) {
                        CSRFField(token: model.csrf)
                        Field(label: "Token name", name: "name", required: true, hint: "Where you will use it, e.g. “Laptop script”.")
                        SubmitRow(title: "Create token")
                    }
                }
                .class("card")
                Element(name: "section") {
                    H2("Security log")
                    Paragraph(
                        "Sign-ins, sign-outs, failed sign-ins, tokens, password and settings changes, with the address and app they came from. These are not in the undo history: a revoked token stays revoked."
                    )
                    .class("hint")
                    Link("Open the security log", url: AccountsRoutes.securityLog.href)
                }
                .class("card")
            }
            .class("stack")
        }
    }
}

/// The account's security log, newest first, in the user's time zone.
struct SecurityLogView: Component {
    var events: [SecurityEvent]
    var timeZone: String

    var body: Component {
        ComponentGroup {
            H1("Security log")
            Paragraph(
                "What happened to your account, newest first. If you do not recognise an entry, change your password and revoke your tokens in Settings."
            )
            .class("lead")
            Link("Back to Settings", url: AccountsRoutes.settings.href)
            if events.isEmpty {
                Paragraph("Nothing yet.").class("empty")
            } else {
                Element(name: "table") {
                    Element(name: "thead") {
                        Element(name: "tr") {
                            Element(name: "th") { Text("When") }
                            Element(name: "th") { Text("What") }
                            Element(name: "th") { Text("Address") }
                            Element(name: "th") { Text("Client") }
                        }
                    }
                    Element(name: "tbody") {
                        for event in events {
                            Element(name: "tr") {
                                Element(name: "td") {
                                    Element(name: "time") { Text(time(event.at)) }.attribute(
                                        named: "datetime", value: Timestamp.text(event.at))
                                }
                                Element(name: "td") { Text(event.detail.map { "\(event.kind.text): \($0)" } ?? event.kind.text) }
                                Element(name: "td") { Text(event.address) }
                                Element(name: "td") { Text(ClientName.short(event.client)) }.attribute(named: "title", value: event.client)
                            }
                        }
                    }
                }
                .class("security-log")
            }
        }
    }

    func time(_ date: Date) -> String { Dates.instant(date, in: TimeZone(identifier: timeZone) ?? .gmt) }
}
