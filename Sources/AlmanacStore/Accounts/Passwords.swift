import AlmanacCore
import Foundation
import HummingbirdBcrypt

/// bcrypt at cost 12, run on a global dispatch queue so hashing never blocks the cooperative pool.
enum Passwords {
    static let cost: UInt8 = 12
    static let minimumLength = 8

    static func validate(_ password: String, field: String = "password") throws(AlmanacError) {
        guard password.count >= minimumLength else {
            throw .invalid(field, "The password must have at least \(minimumLength) characters.")
        }
        guard password.utf8.count <= 72 else {
            throw .invalid(field, "The password can have at most 72 bytes (bcrypt's limit).")
        }
    }

    static func hash(_ password: String) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Bcrypt.hash(password, cost: cost)) }
        }
    }

    static func verify(_ password: String, hash: String) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Bcrypt.verify(password, hash: hash)) }
        }
    }
}
