import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON shapes of pacts. Amounts are decimal strings ("20", "12.50"); a link is "goal:ID",
/// "habit:ID" or "block:ID" ("" detaches it in a change); a referee is an e-mail address ("" removes it).
public enum PactsJSON {
    /// A pact's terms to change; those left out stay.
    struct Terms: APIType, Codable {
        var text: String?
        var amount: String?
        var consequence: String?
        var delayHours: Int?
        var link: String?
        var referee: String?

        static let fieldNotes: [String: Schema] = ["amount": .decimal, "delayHours": .quantity(PactRules.delayHours)]
    }

    struct NewPact: APIType, Codable {
        var kind: String
        var text: String
        var amount: String?
        var consequence: String?
        var delayHours: Int?
        var link: String?
        var referee: String?

        static let fieldNotes: [String: Schema] = [
            "kind": .enumeration(PactKind.allCases.map(\.rawValue)), "amount": .decimal, "delayHours": .quantity(PactRules.delayHours),
        ]
    }

    struct Pending: APIType, Codable {
        var text: String?
        var amount: String?
        var consequence: String?
        var link: String?
        var referee: String?
        var delayHours: Int?
        var deletes: Bool
        var effectiveAt: Date

        static let fieldNotes: [String: Schema] = ["amount": .decimal]
    }

    public struct Pact: APIType, Codable {
        var id: String
        var kind: String
        var text: String
        var amount: String?
        var consequence: String?
        var link: String?
        var referee: String?
        var delayHours: Int
        var createdAt: Date
        var pending: Pending?

        public init(_ pact: AlmanacCore.Pact) {
            id = pact.id
            kind = pact.kind.rawValue
            text = pact.terms.text
            amount = pact.terms.amount.map { "\($0)" }
            consequence = pact.terms.consequence
            link = pact.terms.link?.description
            referee = pact.terms.referee
            delayHours = pact.delayHours
            createdAt = pact.createdAt
            pending = pact.pending.map {
                Pending(
                    text: $0.terms?.text, amount: $0.terms?.amount.map { "\($0)" }, consequence: $0.terms?.consequence,
                    link: $0.terms?.link?.description, referee: $0.terms?.referee, delayHours: $0.delayHours, deletes: $0.deletes,
                    effectiveAt: $0.effectiveAt)
            }
        }

        static let fieldNotes: [String: Schema] = ["kind": .enumeration(PactKind.allCases.map(\.rawValue)), "amount": .decimal]
    }

    struct Change: APIType, Codable {
        var pact: Pact
        var tookEffect: Bool
    }

    struct Mark: APIType, Codable {
        var day: String?
        var kept: Bool
        var reason: String?

        static let fieldNotes: [String: Schema] = ["day": .date]
    }
}

// The JSON API of pacts, under /api/v1 (`RunbooksRoutes.API`).
extension RunbooksController {
    func registerPactsAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(RunbooksRoutes.API.pacts, use: apiPacts)
        api.post(RunbooksRoutes.API.pacts, use: apiAddPact)
        api.get(RunbooksRoutes.API.pact, use: apiPact)
        api.patch(RunbooksRoutes.API.pact, use: apiChangePact)
        api.delete(RunbooksRoutes.API.pact, use: apiDeletePact)
        api.post(RunbooksRoutes.API.keepPact, use: apiKeepPact)
        api.get(RunbooksRoutes.API.pactMarks, use: apiPactMarks)
        api.post(RunbooksRoutes.API.pactMarks, use: apiMarkPact)
    }

    static let pactOperations: [APIOperation] = [
        .init(.get, RunbooksRoutes.API.pacts, "The user's pacts as they stand now, oldest first", response: .array(PactsJSON.Pact.schema)),
        .init(
            .post, RunbooksRoutes.API.pacts,
            "Make a pact: effort, price (with `amount` and `consequence`) or identity; `delayHours` (default 168) is how long a later loosening or deletion waits; optional `link` (goal:ID, habit:ID or block:ID) and `referee` (an e-mail address, shown only)",
            request: PactsJSON.NewPact.schema, response: PactsJSON.Pact.schema, status: 201),
        .init(.get, RunbooksRoutes.API.pact, "One pact as it stands now, with the change that waits", response: PactsJSON.Pact.schema),
        .init(
            .patch, RunbooksRoutes.API.pact,
            "Change a pact (fields left out stay): a stricter one (higher amount, longer delay, a link or referee where there was none) holds at once, any other (new words, moving or removing the link or referee) waits the pact's delay (`tookEffect`)",
            request: PactsJSON.Terms.schema,
            response: PactsJSON.Change.schema),
        .init(
            .delete, RunbooksRoutes.API.pact, "Ask to delete a pact: it goes after its delay (`pending.effectiveAt`)",
            response: PactsJSON.Pact.schema),
        .init(
            .post, RunbooksRoutes.API.keepPact, "Withdraw the loosening or deletion that waits (at once)", response: PactsJSON.Pact.schema),
        .init(.get, RunbooksRoutes.API.pactMarks, "A pact's days kept and broken, newest first", response: .array(PactsJSON.Mark.schema)),
        .init(
            .post, RunbooksRoutes.API.pactMarks,
            "Mark a day (default today in the user's zone) kept or broken, with an optional reason; marking a day again replaces it; a broken day is sent to the webhook (event `pactBroken`)",
            request: PactsJSON.Mark.schema, response: PactsJSON.Mark.schema, status: 201),
    ]

    @Sendable func apiPacts(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.pacts(owner: user.id).map(PactsJSON.Pact.init))
    }

    @Sendable func apiAddPact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PactsJSON.NewPact.self, from: request)
        guard let kind = PactKind(rawValue: body.kind) else {
            throw AlmanacError.invalid("kind", "A pact's kind is effort, price or identity.")
        }
        let pact = try await database.addPact(
            owner: user.id, kind: kind,
            terms: PactTerms(
                text: body.text, amount: try PactRules.parseAmount(body.amount), consequence: body.consequence,
                link: try PactRules.link(body.link), referee: body.referee),
            delayHours: body.delayHours ?? PactRules.standardDelayHours)
        return try .json(PactsJSON.Pact(pact), status: .created)
    }

    @Sendable func apiPact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(PactsJSON.Pact(try await database.pact(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiChangePact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(PactsJSON.Terms.self, from: request)
        let current = try await database.pact(owner: user.id, id: id)
        let terms = PactTerms(
            text: body.text ?? current.terms.text, amount: try body.amount.map { try PactRules.parseAmount($0) } ?? current.terms.amount,
            consequence: body.consequence ?? current.terms.consequence,
            link: try body.link.map { try PactRules.link($0) } ?? current.terms.link, referee: body.referee ?? current.terms.referee)
        let outcome = try await database.changePact(owner: user.id, id: id, terms: terms, delayHours: body.delayHours ?? current.delayHours)
        return try .json(PactsJSON.Change(pact: PactsJSON.Pact(outcome.pact), tookEffect: outcome.tookEffect))
    }

    @Sendable func apiDeletePact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(PactsJSON.Pact(try await database.deletePact(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiKeepPact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(PactsJSON.Pact(try await database.keepPact(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiPactMarks(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(
            try await database.pactMarks(owner: user.id, id: try context.parameters.require("id")).map {
                PactsJSON.Mark(day: $0.day.description, kept: $0.kept, reason: $0.reason)
            })
    }

    @Sendable func apiMarkPact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PactsJSON.Mark.self, from: request)
        let day = try body.day.map { try DayReference.date($0) }
        let id = try context.parameters.require("id")
        let mark = try await database.markPact(owner: user.id, id: id, day: day, kept: body.kept, reason: body.reason)
        await announceBroken(mark, pactId: id, owner: user.id, logger: context.logger)
        return try .json(PactsJSON.Mark(day: mark.day.description, kept: mark.kept, reason: mark.reason), status: .created)
    }
}
