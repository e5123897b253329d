import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// The JSON API of Runbooks, under /api/v1 (`RunbooksRoutes.API`); the shapes are `RunbooksJSON`.
extension RunbooksController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(RunbooksRoutes.API.runbooks, use: apiRunbooks)
        api.post(RunbooksRoutes.API.runbooks, use: apiCreateRunbook)
        api.get(RunbooksRoutes.API.runbook, use: apiRunbook)
        api.delete(RunbooksRoutes.API.runbook, use: apiDeleteRunbook)
        api.get(RunbooksRoutes.API.uses, use: apiUses)
        api.post(RunbooksRoutes.API.uses, use: apiRecordUse)
        api.get(RunbooksRoutes.API.contacts, use: apiContacts)
        api.post(RunbooksRoutes.API.contacts, use: apiAddContact)
        api.patch(RunbooksRoutes.API.contact, use: apiUpdateContact)
        api.delete(RunbooksRoutes.API.contact, use: apiDeleteContact)
        api.get(RunbooksRoutes.API.emergency, use: apiSettings)
        api.put(RunbooksRoutes.API.emergency, use: apiSetSettings)
    }

    static let apiOperations: [APIOperation] =
        [
            .init(
                .get, RunbooksRoutes.API.runbooks, "The user's runbooks in their order, each with its steps",
                response: .array(RunbooksJSON.Runbook.schema)),
            .init(
                .post, RunbooksRoutes.API.runbooks,
                "Add a runbook: from a `template` (anxiety, procrastination, negative-thoughts, safety-plan), or a name, warning signs and steps",
                request: RunbooksJSON.NewRunbook.schema, response: RunbooksJSON.Runbook.schema, status: 201),
            .init(.get, RunbooksRoutes.API.runbook, "One runbook with its steps", response: RunbooksJSON.Runbook.schema),
            .init(.delete, RunbooksRoutes.API.runbook, "Delete a runbook with its steps and uses (undoable)", status: 204),
            .init(.get, RunbooksRoutes.API.uses, "A runbook's uses, the latest first", response: .array(RunbooksJSON.Use.schema)),
            .init(
                .post, RunbooksRoutes.API.uses,
                "Keep a use: the feeling before and after (a name or 1 angry … 5 ecstatic), the ids of the steps done, and `at` when it was made offline",
                request: RunbooksJSON.NewUse.schema, response: RunbooksJSON.Use.schema, status: 201),
            .init(.get, RunbooksRoutes.API.contacts, "The contacts the user entered", response: .array(RunbooksJSON.Contact.schema)),
            .init(
                .post, RunbooksRoutes.API.contacts, "Add a contact: a name, a number, a note and the day the number was last checked",
                request: RunbooksJSON.ContactFields.schema, response: RunbooksJSON.Contact.schema, status: 201),
            .init(
                .patch, RunbooksRoutes.API.contact, "Change a contact (every field is sent again)",
                request: RunbooksJSON.ContactFields.schema,
                response: RunbooksJSON.Contact.schema),
            .init(.delete, RunbooksRoutes.API.contact, "Delete a contact; steps that named it become text steps", status: 204),
            .init(
                .get, RunbooksRoutes.API.emergency, "The user's own emergency number (none is shipped)",
                response: RunbooksJSON.Settings.schema
            ),
            .init(
                .put, RunbooksRoutes.API.emergency, "Set the emergency number; null or empty clears it",
                request: RunbooksJSON.SettingsChange.schema,
                response: RunbooksJSON.Settings.schema),
        ] + pactOperations

    func runbookJSON(owner: String, id: String) async throws -> RunbooksJSON.Runbook {
        RunbooksJSON.Runbook(try await database.runbookPage(owner: owner, id: id).detail)
    }

    @Sendable func apiRunbooks(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.runbookDetails(owner: user.id).map(RunbooksJSON.Runbook.init))
    }

    @Sendable func apiCreateRunbook(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(RunbooksJSON.NewRunbook.self, from: request)
        let runbook: Runbook
        if let template = body.template {
            runbook = try await database.addRunbook(owner: user.id, template: template)
        } else {
            let steps = try (body.steps ?? []).enumerated().map { try $0.element.draft(at: $0.offset) }
            runbook = try await database.addRunbook(
                owner: user.id, name: body.name ?? "", warningSigns: (body.warningSigns ?? []).joined(separator: "\n"), steps: steps)
        }
        return try .json(try await runbookJSON(owner: user.id, id: runbook.id), status: .created)
    }

    @Sendable func apiRunbook(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await runbookJSON(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiDeleteRunbook(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteRunbook(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiUses(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(
            try await database.runbookUses(owner: user.id, runbookId: try context.parameters.require("id")).map(RunbooksJSON.Use.init))
    }

    @Sendable func apiRecordUse(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(RunbooksJSON.NewUse.self, from: request)
        let use = try await database.recordRunbookUse(owner: user.id, runbookId: try context.parameters.require("id"), try body.input())
        return try .json(RunbooksJSON.Use(use), status: .created)
    }

    @Sendable func apiContacts(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.runbookContacts(owner: user.id).map(RunbooksJSON.Contact.init))
    }

    @Sendable func apiAddContact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(RunbooksJSON.ContactFields.self, from: request)
        return try .json(RunbooksJSON.Contact(try await database.addRunbookContact(owner: user.id, try body.draft())), status: .created)
    }

    @Sendable func apiUpdateContact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(RunbooksJSON.ContactFields.self, from: request)
        return try .json(RunbooksJSON.Contact(try await database.updateRunbookContact(owner: user.id, id: id, try body.draft())))
    }

    @Sendable func apiDeleteContact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteRunbookContact(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(RunbooksJSON.Settings(emergencyNumber: try await database.runbookEmergencyNumber(owner: user.id)))
    }

    @Sendable func apiSetSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(RunbooksJSON.SettingsChange.self, from: request)
        return try .json(
            RunbooksJSON.Settings(emergencyNumber: try await database.setRunbookEmergencyNumber(owner: user.id, body.emergencyNumber)))
    }
}
