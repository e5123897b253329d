import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird

// The published iCalendar feed of a person's blocks: the address a phone's calendar subscribes
// to (no session: the secret in it is the key), the Plan page's forms to make and revoke one,
// and their JSON operations.
extension PlanController {
    /// The feed itself: the secret in its address is the key, no session.
    func registerOpen(on router: Router<AppRequestContext>) {
        router.get(PlanRoutes.feed, use: feed)
    }

    func registerFeeds(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.post(PlanRoutes.feeds, use: createFeed)
        router.post(PlanRoutes.revokeFeed, use: revokeFeed)
        api.get(PlanRoutes.API.feeds, use: apiFeeds)
        api.post(PlanRoutes.API.feeds, use: apiCreateFeed)
        api.delete(PlanRoutes.API.feed, use: apiRevokeFeed)
    }

    static let feedOperations: [APIOperation] = [
        .init(
            .get, PlanRoutes.API.feeds, "The live published feeds of the plan (never their addresses)",
            response: .array(PlanJSON.Feed.schema)),
        .init(
            .post, PlanRoutes.API.feeds,
            "Publish the plan as an iCalendar feed (all blocks, or one `areaId`'s): the secret address is in this response only; the live feed of the same scope is revoked",
            request: PlanJSON.NewFeed.schema, response: PlanJSON.Feed.schema, status: 201, errors: [404]),
        .init(.delete, PlanRoutes.API.feed, "Revoke a feed: its address answers 404 from now on", status: 204),
    ]

    /// The feed itself: `text/calendar`, never kept by a shared cache; 404 for an unknown or
    /// revoked address, 429 for an address that guessed too many.
    @Sendable func feed(_ request: Request, context: AppRequestContext) async throws -> Response {
        let file = try context.parameters.require("file")
        guard file.hasSuffix(".ics"),
            let calendar = try await database.planFeedCalendar(token: String(file.dropLast(4)), from: context.client(request))
        else { throw AlmanacError.notFound("No feed at this address; it may have been revoked.") }
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/calendar; charset=utf-8", .cacheControl: "private, no-store",
                HTTPField.Name("X-Robots-Tag")!: "noindex",
            ],
            body: .init(byteBuffer: ByteBuffer(string: calendar.text)))
    }

    @Sendable func createFeed(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        return try await .formAction(back: PlanRoutes.today.href.fragment("feeds")) {
            let created = try await database.createPlanFeed(owner: user.id, areaId: PlanFeedFields(form).areaId)
            return .seeOther(
                PlanRoutes.today.href.fragment("feeds"),
                flash: Flash(
                    kind: .success,
                    message: "Your plan's calendar address. Subscribe to it in your phone's calendar; copy it now: it is shown only once.",
                    secret: Self.feedAddress(token: created.token, request: request)))
        }
    }

    @Sendable func revokeFeed(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.revokePlanFeed(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(PlanRoutes.today.href.fragment("feeds"), flash: .success("Feed revoked: its address no longer answers."))
    }

    @Sendable func apiFeeds(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.planFeeds(owner: user.id).map { PlanJSON.Feed($0) })
    }

    @Sendable func apiCreateFeed(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PlanJSON.NewFeed.self, from: request)
        let created = try await database.createPlanFeed(owner: user.id, areaId: body.areaId)
        return try .json(PlanJSON.Feed(created.feed, url: Self.feedAddress(token: created.token, request: request)), status: .created)
    }

    @Sendable func apiRevokeFeed(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.revokePlanFeed(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    /// The feed's whole address as this request reached the server (behind a TLS proxy that says
    /// so in `X-Forwarded-Proto`, https).
    static func feedAddress(token: String, request: Request) -> String {
        let path = PlanRoutes.feed.href(token + ".ics").description
        guard let host = request.head.authority else { return path }
        let scheme = request.headers[HTTPField.Name("X-Forwarded-Proto")!] == "https" ? "https" : "http"
        return "\(scheme)://\(host)\(path)"
    }
}

extension PlanJSON {
    struct NewFeed: APIType, Codable {
        var areaId: String?
    }

    public struct Feed: APIType, Codable {
        var id: String
        var areaId: String?
        var createdAt: Date
        var lastUsedAt: Date?
        /// The secret address: only in the answer that made it.
        var url: String?

        public init(_ feed: PlanFeed, url: String? = nil) {
            id = feed.id
            areaId = feed.areaId
            createdAt = feed.createdAt
            lastUsedAt = feed.lastUsedAt
            self.url = url
        }
    }
}
