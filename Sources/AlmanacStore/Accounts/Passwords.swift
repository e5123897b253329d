import AlmanacCore
import Foundation
import HummingbirdBcrypt

/// bcrypt at cost 12, run on a global dispatch queue so hashing never blocks the cooperative pool.
enum Passwords {
    /// 12, unless `ALMANAC_BCRYPT_COST` names a cost from 4 to 12: `scripts/test` sets 6 for the
    /// Swift tests, where hundreds of accounts are made at once on two cores and a cost of 12
    /// queued one live request's check for more than its 20 s. A stored hash carries its own cost,
    /// so a check always does the work its hash was made with.
    static let cost: UInt8 = {
        guard let text = ProcessInfo.processInfo.environment["ALMANAC_BCRYPT_COST"], let value = UInt8(text), (4...12).contains(value)
        else { return 12 }
        return value
    }()
    static let minimumLength = 8

    static func validate(_ password: String, field: String = "password") throws(AlmanacError) {
        guard password.count >= minimumLength else {
            throw .invalid(field, "The password must have at least \(minimumLength) characters.")
        }
        guard password.utf8.count <= 72 else {
            throw .invalid(field, "The password can have at most 72 bytes (bcrypt's limit).")
        }
    }

    /// A hash no password is checked against for real: an unknown user name is compared with it,
    /// so that answering "wrong" takes as long as for a known name (no user-name probing by timing).
    static let dummyHash = Bcrypt.hash("almanac dummy password \(UInt64.random(in: 0...UInt64.max))", cost: cost)

    static func hash(_ password: String) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Bcrypt.hash(password, cost: cost)) }
        }
    }

    /// Whether `password` matches `hash`; with no hash (an unknown user), false, after the same
    /// work as a real check.
    static func verify(_ password: String, hash: String?) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let matches = Bcrypt.verify(password, hash: hash ?? dummyHash)
                continuation.resume(returning: hash != nil && matches)
            }
        }
    }
}
