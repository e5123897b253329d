import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// A JSON Schema, small enough to write by hand next to each route.
indirect enum Schema: Sendable {
    case string, integer, number, boolean, dateTime, date, decimal
    case enumeration([String])
    case array(Schema)
    /// An array of at most `max` items (the limits of `Limits`).
    case limitedArray(Schema, max: Int)
    case object([String: Schema], required: [String] = [])
    /// Any JSON object (free-form).
    case anyObject
    /// A type whose schema could not be derived (`APIType.schema`): any object, with the reason as
    /// `x-unreadable`, which `DerivedSchemaTests` finds in the served document and refuses.
    case unreadable(String)
    /// Raw bytes (a photo), for bodies that are not JSON.
    case binary
    /// A number with the range of what it means: the same `Quantity` that `Checked` decodes with.
    case quantity(Quantity)
    /// An object whose keys are free and whose values all follow one schema (nutrients by number).
    case dictionary(Schema)
    /// Exactly one of several shapes (an answer that depends on a query parameter).
    case oneOf([Schema])
    /// A day as `DayReference` reads it: `today`, `yesterday` or YYYY-MM-DD in the days' range.
    case day
    /// A timeline's date: a year (2015), a month (2015-06) or a day (2015-06-25), years 0001 to 9999.
    case partialDate
    /// Text with something in it besides spaces (a search).
    case nonBlank
    /// A required one-line text as `Validate.title` reads it (a name, a title): something besides
    /// spaces, and no control characters (U+0000–001F, U+007F–009F).
    case title
    /// A time of day as `WallClockTime` reads it: H:MM or HH:MM, 00:00 to 23:59.
    case timeOfDay
    /// An array of at least `min` items and at most `max` (at least one product; a capacity's
    /// seven weekdays).
    case sizedArray(Schema, min: Int, max: Int? = nil)
    /// The schema, or null: a key that is always there and null when it has no value (an event's
    /// `end` when it has none).
    case nullable(Schema)

    var json: JSONValue { json(inRequest: false) }

    /// The schema as JSON Schema. In a request body (`inRequest`) a property that is not required
    /// may also be null: the server decodes a null optional as a left-out one.
    func json(inRequest: Bool) -> JSONValue {
        switch self {
        case .string: .object(["type": .text("string")])
        case .integer: .object(["type": .text("integer")])
        case .number: .object(["type": .text("number")])
        case .boolean: .object(["type": .text("boolean")])
        case .dateTime: .object(["type": .text("string"), "format": .text("date-time")])
        case .date: .object(["type": .text("string"), "format": .text("date")])
        case .decimal: .object(["type": .text("string"), "description": .text("A decimal number as a string, e.g. \"3.49\"")])
        case .enumeration(let values): .object(["type": .text("string"), "enum": .array(values.map(JSONValue.text))])
        case .array(let items): .object(["type": .text("array"), "items": items.json(inRequest: inRequest)])
        case .limitedArray(let items, let max):
            .object(["type": .text("array"), "items": items.json(inRequest: inRequest), "maxItems": .integer(Int64(max))])
        case .anyObject: .object(["type": .text("object")])
        case .unreadable(let reason): .object(["type": .text("object"), "x-unreadable": .text(reason)])
        case .binary: .object(["type": .text("string"), "format": .text("binary")])
        case .quantity(let quantity):
            .object([
                "type": .text(quantity.isWhole ? "integer" : "number"),
                quantity.excludesMinimum ? "exclusiveMinimum" : "minimum": .real(quantity.minimum),
                "maximum": .real(quantity.maximum),
                "description": .text(quantity.meaning + (quantity.unit.isEmpty ? "" : " (\(quantity.unit))")),
            ])
        case .dictionary(let values): .object(["type": .text("object"), "additionalProperties": values.json(inRequest: inRequest)])
        case .oneOf(let options): .object(["oneOf": .array(options.map { $0.json(inRequest: inRequest) })])
        case .day:
            .object([
                "type": .text("string"),
                // Year 0000 is no day; each month has its own last day (29 February in any year).
                "pattern": .text(
                    "^(today|yesterday|(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-9])))$"
                ),
                "description": .text(
                    "today, yesterday (in the user's time zone and day start) or a date YYYY-MM-DD from 0001-01-01 to 9999-12-31."),
            ])
        case .partialDate:
            .object([
                "type": .text("string"),
                "pattern": .text("^(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$"),
            ])
        case .nonBlank: .object(["type": .text("string"), "minLength": .integer(1), "pattern": .text("\\S")])
        case .title:
            .object([
                "type": .text("string"), "minLength": .integer(1),
                "pattern": .text("^[^\\x00-\\x1F\\x7F-\\x9F]*[^\\s\\x00-\\x1F\\x7F-\\x9F][^\\x00-\\x1F\\x7F-\\x9F]*$"),
            ])
        case .timeOfDay:
            .object([
                "type": .text("string"), "pattern": .text("^([01]?[0-9]|2[0-3]):[0-5][0-9]$"),
                "description": .text("A time of day, HH:MM (00:00 to 23:59)."),
            ])
        case .sizedArray(let items, let min, let max):
            .object(
                ["type": .text("array"), "items": items.json(inRequest: inRequest), "minItems": .integer(Int64(min))].merging(
                    max.map { ["maxItems": JSONValue.integer(Int64($0))] } ?? [:], uniquingKeysWith: { a, _ in a }))
        case .nullable(let schema): .object(["anyOf": .array([schema.json(inRequest: inRequest), .object(["type": .text("null")])])])
        case .object(let properties, let required):
            .object([
                "type": .text("object"),
                "properties": .object(
                    properties.reduce(into: [:]) { result, property in
                        let optional = inRequest && !required.contains(property.key) && !property.value.isNullable
                        let schema = optional ? Schema.nullable(property.value) : property.value
                        result[property.key] = schema.json(inRequest: inRequest)
                    }),
                // Sorted: a schema derived from a type lists them in the order they are encoded.
                "required": .array(required.sorted().map(JSONValue.text)),
            ])
        }
    }
}

/// A query parameter: text unless it is a number with a quantity (`limit`).
struct QueryParameter: Sendable, ExpressibleByStringLiteral {
    var name: String
    var schema: Schema
    /// The operation refuses a request without it (400 naming it).
    var required = false

    init(stringLiteral name: String) {
        self.name = name
        self.schema = .string
    }

    init(_ name: String, _ schema: Schema, required: Bool = false) {
        self.name = name
        self.schema = schema
        self.required = required
    }

    static func number(_ name: String, _ quantity: Quantity) -> QueryParameter { QueryParameter(name, .quantity(quantity)) }

    /// The parameter's schema in the document. An optional day or date may also be sent empty
    /// (`?to=`, as a form with the field left blank sends it), which is the same as leaving it out.
    /// (A choice is not: `?format=` and `?noise=` are refused.)
    var schemaJSON: JSONValue {
        guard !required else { return schema.json }
        switch schema {
        case .day, .partialDate, .date, .timeOfDay:
            return .object(["anyOf": .array([schema.json, .object(["type": .text("string"), "maxLength": .integer(0)])])])
        default: return schema.json
        }
    }
}

/// One route of the JSON API, as the OpenAPI document lists it. Paths are relative to /api/v1.
struct APIOperation: Sendable {
    var method: HTTPRequest.Method
    var path: String
    var summary: String
    var request: Schema?
    var response: Schema?
    var status: Int
    var query: [QueryParameter]
    /// The media types of the request body and of the success response (JSON unless said).
    var requestTypes: [String]
    var responseTypes: [String]
    /// Error statuses this operation can answer beyond those every operation of its shape can
    /// (see `errorStatuses`), e.g. 409 for a conflict or 429 for a rate limit.
    var errors: [Int]
    /// False for the few operations anyone may call (no 401).
    var authenticated: Bool

    /// An operation on `route`, one of the module's `Routes.API` paths (relative to /api/v1).
    init(
        _ method: HTTPRequest.Method, _ route: Route, _ summary: String, request: Schema? = nil, response: Schema? = nil,
        status: Int = 200, query: [QueryParameter] = [], requestTypes: [String] = ["application/json"],
        responseTypes: [String] = ["application/json"], errors: [Int] = [], authenticated: Bool = true
    ) {
        self.init(
            method, route.pattern, summary, request: request, response: response, status: status, query: query,
            requestTypes: requestTypes, responseTypes: responseTypes, errors: errors, authenticated: authenticated)
    }

    init(
        _ method: HTTPRequest.Method, _ path: String, _ summary: String, request: Schema? = nil, response: Schema? = nil,
        status: Int = 200, query: [QueryParameter] = [], requestTypes: [String] = ["application/json"],
        responseTypes: [String] = ["application/json"], errors: [Int] = [], authenticated: Bool = true
    ) {
        self.method = method
        self.path = path
        self.summary = summary
        self.request = request
        self.response = response
        self.status = status
        self.query = query
        self.requestTypes = requestTypes
        self.responseTypes = responseTypes
        self.errors = errors
        self.authenticated = authenticated
    }

    /// The error statuses the operation can answer: 401 when it needs a user; 403 for a write
    /// (the CSRF check of session-cookie calls); 400 when it takes input (body, query or path);
    /// 422 when it takes a body or query (numbers out of range) or a day; 404 for a path with an id;
    /// 413 for a body; and what it lists in `errors`.
    /// Every authenticated POST, PUT, PATCH and DELETE takes `Idempotency-Key` (IdempotencyMiddleware).
    var acceptsIdempotencyKey: Bool { authenticated && [.post, .put, .patch, .delete].contains(method) }

    var errorStatuses: [Int] {
        var statuses = Set(errors)
        let hasPathParameter = path.contains("{")
        let hasInput = request != nil || !query.isEmpty
        if authenticated { statuses.insert(401) }
        if ![.get, .head, .options].contains(method) { statuses.insert(403) }
        // Idempotency-Key: a malformed key (400), its first request still running (409), the key
        // reused for another request (422).
        if acceptsIdempotencyKey { statuses.formUnion([400, 409, 422]) }
        if hasInput || hasPathParameter { statuses.insert(400) }
        // A day whose week reaches outside 0001-01-01…9999-12-31 is out of range.
        if hasInput || path.contains("{day}") { statuses.insert(422) }
        if hasPathParameter { statuses.insert(404) }
        if request != nil { statuses.insert(413) }
        // A JSON body sent as another media type (Body.requireJSON).
        if request != nil, requestTypes.contains("application/json") { statuses.insert(415) }
        return statuses.sorted()
    }
}

enum OpenAPIDocument {
    static let errorSchema = Schema.object(
        ["error": .object(["code": .string, "message": .string, "field": .string], required: ["code", "message"])], required: ["error"])

    static let errorDescriptions: [Int: String] = [
        400: "The request is malformed or a field is invalid; the error names the field.",
        401: "Not signed in: no token, or the token is unknown or revoked.",
        403: "A call with the session cookie lacks the CSRF token (X-CSRF-Token).",
        404: "There is no such item (or it belongs to someone else).",
        409: "The request conflicts with the current state (or the first request with this Idempotency-Key is still running).",
        413: "The body is larger than the limit.",
        415: "The body is not of an accepted media type.",
        422:
            "A number is outside the range of what it means; the error names the field and the range. Or the Idempotency-Key was already used for a different request.",
        429: "Too many attempts; Retry-After says when to try again.",
    ]

    /// A path parameter: a day (`{day}`, as `DayReference` reads it) or an id.
    static func pathParameter(_ name: String) -> JSONValue {
        let schema: JSONValue =
            name == "day"
            ? Schema.day.json
            : Schema.string.json
        return .object(["name": .text(name), "in": .text("path"), "required": .bool(true), "schema": schema])
    }

    static func build(_ operations: [APIOperation]) -> JSONValue {
        var paths: [String: [String: JSONValue]] = [:]
        for operation in operations {
            let parameters =
                operation.path.split(separator: "/").filter { $0.hasPrefix("{") }.map { part -> JSONValue in
                    pathParameter(String(part.dropFirst().dropLast()))
                }
                + operation.query.map { parameter -> JSONValue in
                    .object([
                        "name": .text(parameter.name), "in": .text("query"), "required": .bool(parameter.required),
                        "schema": parameter.schemaJSON,
                    ])
                }
            let idempotencyKey: [JSONValue] =
                operation.acceptsIdempotencyKey
                ? [
                    .object([
                        "name": .text("Idempotency-Key"), "in": .text("header"), "required": .bool(false),
                        "description": .text(
                            "A unique key (a UUID) for this request. A retry with the same key and the same request within 24 hours gets the first answer again (with Idempotent-Replayed: true) and changes nothing; the same key with a different request is refused with 422."
                        ),
                        "schema": .object([
                            "type": .text("string"), "minLength": .integer(1),
                            "maxLength": .integer(Int64(IdempotencyMiddleware.maxKeyLength)),
                            "pattern": .text("^[\\x21-\\x7E]+$"),
                        ]),
                    ])
                ] : []
            var responses: [String: JSONValue] = [:]
            for status in operation.errorStatuses {
                var response: [String: JSONValue] = [
                    "description": .text(errorDescriptions[status] ?? "The request was refused; the error says why."),
                    "content": .object(["application/json": .object(["schema": errorSchema.json])]),
                ]
                if status == 429 {
                    response["headers"] = .object([
                        "Retry-After": .object([
                            "description": .text("Seconds until the limit lifts."), "schema": Schema.integer.json,
                        ])
                    ])
                }
                responses[String(status)] = .object(response)
            }
            var success: [String: JSONValue] = ["description": .text("Success")]
            if let response = operation.response {
                success["content"] = .object(
                    Dictionary(uniqueKeysWithValues: operation.responseTypes.map { ($0, JSONValue.object(["schema": response.json])) }))
            }
            responses[String(operation.status)] = .object(success)
            var entry: [String: JSONValue] = [
                "summary": .text(operation.summary),
                "operationId": .text(
                    "\(operation.method.rawValue.lowercased())\(operation.path.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: ""))"
                ),
                "responses": .object(responses),
            ]
            if !(parameters + idempotencyKey).isEmpty { entry["parameters"] = .array(parameters + idempotencyKey) }
            // The document's `security` asks every operation for the bearer token; one anyone may
            // call says it needs none (else a client, or schemathesis, expects its 401).
            if !operation.authenticated { entry["security"] = .array([]) }
            if let request = operation.request {
                entry["requestBody"] = .object([
                    "required": .bool(true),
                    "content": .object(
                        Dictionary(
                            uniqueKeysWithValues: operation.requestTypes.map {
                                ($0, JSONValue.object(["schema": request.json(inRequest: true)]))
                            })),
                ])
            }
            paths["/api/v1" + operation.path, default: [:]][operation.method.rawValue.lowercased()] = .object(entry)
        }
        return .object([
            "openapi": .text("3.1.0"),
            "info": .object([
                "title": .text("Almanac API"), "version": .text("1"),
                "description": .text("JSON in and out. Authenticate with Authorization: Bearer TOKEN (create tokens in Settings)."),
            ]),
            "components": .object([
                "securitySchemes": .object(["bearer": .object(["type": .text("http"), "scheme": .text("bearer")])])
            ]),
            "security": .array([.object(["bearer": .array([])])]),
            "paths": .object(paths.mapValues { .object($0) }),
        ])
    }
}

extension Schema {
    /// An object's schema with more keys: a type that encodes another's keys and then its own (a
    /// set's detail is its summary and more).
    func adding(_ more: [String: Schema], required moreRequired: [String]) -> Schema {
        guard case .object(let properties, let required) = self else { return self }
        return .object(properties.merging(more) { $1 }, required: required + moreRequired)
    }

    /// An object's schema without some of its keys: a type's fields but those the server sets (a
    /// draft's `savedAt`), for the request that sends the rest.
    func removing(_ keys: String...) -> Schema {
        guard case .object(let properties, let required) = self else { return self }
        return .object(properties.filter { !keys.contains($0.key) }, required: required.filter { !keys.contains($0) })
    }

    /// An object's schema with more of its keys required: a type that serves a create and a change
    /// (a habit's name is required when it is made, optional when it is changed).
    func requiring(_ keys: String...) -> Schema {
        guard case .object(let properties, let required) = self else { return self }
        return .object(properties, required: required + keys.filter { !required.contains($0) })
    }

    /// An object's schema with none of its keys required: a request that may send any part of what
    /// an answer always holds (a timeline query's filter).
    func requiringNone() -> Schema {
        guard case .object(let properties, _) = self else { return self }
        return .object(properties, required: [])
    }

    var isNullable: Bool {
        if case .nullable = self { return true }
        return false
    }
}
