/// The one error type of Almanac. The web maps it to an HTTP status and the JSON error shape,
/// the CLI to a sentence on stderr; both use `code`, `message` and `field` unchanged.
public enum AlmanacError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input is wrong; `field` names the offending field (JSON key or form name).
    case validation(field: String?, message: String)
    /// The thing does not exist or belongs to someone else (never say which).
    case notFound(String)
    /// The request conflicts with the current state (duplicate, too early, already done).
    case conflict(String)
    /// Not signed in, wrong password or token.
    case unauthorized(String)
    /// Signed in but not allowed (used for CSRF failures; foreign ids are `notFound`).
    case forbidden(String)
    /// Too many attempts; try again in `retryAfter` seconds (sent as `Retry-After`).
    case rateLimited(String, retryAfter: Int)
    /// The request body is larger than the limit.
    case tooLarge(String)
    /// The body is of a kind that is not accepted here (a text file where a photo belongs).
    case unsupportedMedia(field: String?, message: String)
    /// A number outside the range of what it means (see `Quantity`); the message says the range.
    case outOfRange(field: String, message: String)
    /// Several fields of one form are wrong at once: a message per field, in the form's order
    /// (a form shows each beside its field; `field` and `message` are the first one's).
    case fields([FieldProblem])

    public static func invalid(_ field: String, _ message: String) -> AlmanacError {
        .validation(field: field, message: message)
    }

    public var code: String {
        switch self {
        case .validation: "validation_failed"
        case .notFound: "not_found"
        case .conflict: "conflict"
        case .unauthorized: "unauthorized"
        case .forbidden: "forbidden"
        case .rateLimited: "rate_limited"
        case .tooLarge: "payload_too_large"
        case .unsupportedMedia: "unsupported_media_type"
        case .outOfRange: "out_of_range"
        case .fields: "validation_failed"
        }
    }

    public var message: String {
        switch self {
        case .validation(_, let message), .notFound(let message), .conflict(let message),
            .unauthorized(let message), .forbidden(let message), .rateLimited(let message, _),
            .tooLarge(let message), .unsupportedMedia(_, let message), .outOfRange(_, let message):
            message
        case .fields(let problems): problems.first?.message ?? "Check the form."
        }
    }

    public var field: String? {
        switch self {
        case .validation(let field, _), .unsupportedMedia(let field, _): field
        case .outOfRange(let field, _): field
        case .fields(let problems): problems.first?.field
        default: nil
        }
    }

    /// Seconds until a refused attempt may be tried again (rate limits only).
    public var retryAfter: Int? {
        if case .rateLimited(_, let seconds) = self { return seconds }
        return nil
    }

    /// Every field this error is about, with its message: one for a field's error, each of a
    /// form's for `.fields`, none for an error not about a field.
    public var problems: [FieldProblem] {
        if case .fields(let problems) = self { return problems }
        return field.map { [FieldProblem(field: $0, message: message)] } ?? []
    }

    public var description: String {
        if let field { return "\(field): \(message)" }
        return message
    }
}

/// What is wrong with one field of a form.
public struct FieldProblem: Equatable, Sendable {
    public var field: String
    public var message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
