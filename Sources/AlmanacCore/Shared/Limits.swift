import Foundation

/// Size limits shared by every module, checked in Core so web, API and CLI refuse the same input.
public enum Limits {
    public static let titleLength = 500
    public static let nameLength = 200
    public static let notesBytes = 100 * 1024
    public static let requestBodyBytes = 1024 * 1024
}

public enum Validate {
    /// A required one-line text: trimmed, not empty, at most `Limits.titleLength` characters.
    public static func title(_ value: String, field: String = "title", max: Int = Limits.titleLength) throws(AlmanacError) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalid(field, "\(field) must not be empty.") }
        guard trimmed.count <= max else {
            throw .invalid(field, "\(field) is \(trimmed.count) characters long; the limit is \(max).")
        }
        return trimmed
    }

    /// Optional notes: at most `Limits.notesBytes` bytes of UTF-8.
    public static func notes(_ value: String?, field: String = "notes") throws(AlmanacError) -> String? {
        guard let value else { return nil }
        guard value.utf8.count <= Limits.notesBytes else {
            throw .invalid(field, "\(field) is \(value.utf8.count / 1024) KB; the limit is 100 KB.")
        }
        return value
    }
}
