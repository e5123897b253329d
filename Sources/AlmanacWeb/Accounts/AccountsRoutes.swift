/// Every path of Accounts: first-run setup, sign in and out, settings, tokens, the security log.
enum AccountsRoutes {
    static let setup = Route("/setup")
    static let signIn = Route("/signin")
    static let signOut = Route("/signout")
    static let settings = Route("/settings")
    static let profile = Route("/settings/profile")
    static let password = Route("/settings/password")
    static let tokens = Route("/settings/tokens")
    static let revokeToken = Route("/settings/tokens/{id}/revoke")
    static let securityLog = Route("/settings/security")

    /// Paths under /api/v1.
    enum API {
        static let me = Route("/me")
        static let tokens = Route("/tokens")
        static let token = Route("/tokens/{id}")
        static let securityLog = Route("/security-log")
    }
}
