import AlmanacCore
import AlmanacStore
import Foundation

// The account forms, each read once by `FormReader`. The Store checks the user name, the password
// and the display name (and counts failed sign-ins); these only read what was typed and check
// what needs no Store.

/// The first-run form (`AccountsRoutes.setup`): the two passwords must be the same.
struct SetupFields {
    var username: String
    var displayName: String
    var timeZone: String
    var password: String
    var passwordsMatch: Bool

    /// The values typed, read whatever else is wrong: the page shows them again.
    init(_ form: FormData) {
        let fields = FormReader(form)
        username = fields.text("username")
        displayName = fields.text("displayName")
        timeZone = fields.raw("timeZone") ?? "UTC"
        password = fields.text("password")
        passwordsMatch = fields.raw("password") ?? "" == fields.raw("passwordAgain")
    }

    /// Throws when the two passwords differ.
    func checked() throws {
        guard passwordsMatch else { throw AlmanacError.invalid("passwordAgain", "The two passwords differ.") }
    }
}

/// The sign-in form (`AccountsRoutes.signIn`): who, their password and where to go next (only a
/// path on this site, `AccountsController.safeNext`).
struct SignInFields {
    var username: String
    var password: String
    var next: String

    init(_ form: FormData) {
        let fields = FormReader(form)
        username = fields.text("username")
        password = fields.text("password")
        next = ReturnFields.next(form)
    }
}

/// The profile and preferences form (`AccountsRoutes.profile`): a field not sent leaves its
/// setting as it is; every wrong one is named.
struct ProfileFields {
    var displayName: String?
    var preferences: UserPreferences
    var dateOrder: DateOrder?

    init(_ form: FormData, current: UserPreferences) throws {
        var fields = FormReader(form)
        displayName = fields.raw("displayName")
        var preferences = current
        preferences.timeZone = fields.raw("timeZone") ?? preferences.timeZone
        preferences.weekStart = fields.whole("weekStart", .weekStart) ?? preferences.weekStart
        preferences.dayStartHour = fields.whole("dayStartHour", .dayStartHour) ?? preferences.dayStartHour
        if let system = fields.raw("unitSystem") {
            if let parsed = UserPreferences.UnitSystem(rawValue: system) {
                preferences.unitSystem = parsed
            } else {
                fields.refuse("unitSystem", "The unit system is metric or us.")
            }
        }
        self.preferences = preferences
        let order = fields.raw("dateOrder")
        dateOrder = order.flatMap { text in fields.check("dateOrder") { try DateOrder.parse(text) } }
        try fields.finish()
    }
}

/// The profile form as the page shows it: the saved settings, or after a refused post what was
/// typed (a field not sent shows its saved value), read again as text, not checked.
struct ProfileFormValues {
    var displayName: String
    var timeZone: String
    var weekStart: String
    var dayStartHour: String
    var unitSystem: String
    var dateOrder: String

    init(saved user: User) {
        displayName = user.displayName
        timeZone = user.timeZone
        weekStart = String(user.weekStart)
        dayStartHour = String(user.dayStartHour)
        unitSystem = user.unitSystem.rawValue
        dateOrder = user.dateOrder.rawValue
    }

    init(typed form: FormData, saved user: User) {
        self.init(saved: user)
        let fields = FormReader(form)
        displayName = fields.raw("displayName") ?? displayName
        timeZone = fields.raw("timeZone") ?? timeZone
        weekStart = fields.raw("weekStart") ?? weekStart
        dayStartHour = fields.raw("dayStartHour") ?? dayStartHour
        unitSystem = fields.raw("unitSystem") ?? unitSystem
        dateOrder = fields.raw("dateOrder") ?? dateOrder
    }
}

/// The password form (`AccountsRoutes.password`): the two new passwords must be the same; the
/// Store checks the current one and the new one's length.
struct PasswordChangeFields {
    var current: String
    var new: String
    var revokeTokens: Bool

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let new = fields.raw("newPassword")
        if new != fields.raw("newPasswordAgain") { fields.refuse("newPasswordAgain", "The two new passwords differ.") }
        current = fields.text("currentPassword")
        self.new = new ?? ""
        revokeTokens = fields.raw("revokeTokens") != nil
        try fields.finish()
    }
}

/// A new API token's form (`AccountsRoutes.tokens`); the Store checks the name.
struct TokenFields {
    var name: String

    init(_ form: FormData) {
        name = FormReader(form).text("name")
    }
}
