import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import NIOCore
import ServiceLifecycle

/// Fetches a calendar's address the way webhooks are sent (WebhookDelivery): the host resolved
/// and refused when private unless the server allows it (`--allow-private-webhooks`), an http://
/// address pinned to the checked IP, a redirect followed (at most 3) only after the same check,
/// (connected to the checked address, never a second resolution), a 20-second timeout and a body
/// cap (`ICalendarFile.maxBytes`); ETag and Last-Modified sent
/// back, so an unchanged calendar is a 304.
public enum CalendarFetcher {
    static let timeout: Duration = .seconds(20)
    static let maxRedirects = 3

    /// `enabled` false (the server's outbound requests off): nothing is resolved or fetched.
    public static func fetch(_ due: CalendarDue, allowPrivate: Bool, enabled: Bool = true) async -> CalendarFetchResult {
        guard var url = URL(string: due.url) else { return .failed("The calendar's address is not a URL.") }
        do {
            for _ in 0...maxRedirects {
                var headers = [("Accept", "text/calendar, */*;q=0.5"), ("User-Agent", "Almanac calendar reader")]
                if let etag = due.etag { headers.append(("If-None-Match", etag)) }
                if let lastModified = due.lastModified { headers.append(("If-Modified-Since", lastModified)) }
                let target = try await WebhookDelivery.target(
                    url, allowPrivate: allowPrivate, enabled: enabled, field: "url", what: "calendar")
                let answer = try await WebhookDelivery.send(
                    target, method: .GET, headers: headers, timeout: timeout, maxBytes: ICalendarFile.maxBytes)
                switch answer.status {
                case 304: return .notModified
                case 301, 302, 303, 307, 308:
                    guard let location = answer.header("Location"), let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                        return .failed("The server answered \(answer.status) without a new address.")
                    }
                    url = next
                    continue
                case 200..<300:
                    let body = Data(buffer: answer.body)
                    guard let text = String(data: body, encoding: .utf8) ?? String(data: body, encoding: .isoLatin1) else {
                        return .failed("The calendar is not text.")
                    }
                    return .fetched(text: text, etag: answer.header("ETag"), lastModified: answer.header("Last-Modified"))
                default:
                    return .failed("The server answered \(answer.status).")
                }
            }
            return .failed("More than \(maxRedirects) redirects.")
        } catch AlmanacError.tooLarge {
            return .failed("The calendar is larger than \(ICalendarFile.maxBytes / 1024 / 1024) MB.")
        } catch let error as AlmanacError {
            return .failed(error.message)
        } catch {
            return .failed("The calendar could not be fetched: \(error)")
        }
    }
}

/// Every `interval`: fetches each calendar whose address was not fetched in the last 30
/// minutes, and expands again each calendar whose cached meetings are missing, a day old, or made
/// for another time zone.
struct CalendarFetchService: Service {
    let database: AppDatabase
    let logger: Logger
    var allowPrivateAddresses = false
    /// Off (`ALMANAC_OUTBOUND=off`): no address is fetched (uploaded files are still expanded).
    var outboundRequests = true
    var interval: Duration = .seconds(30)

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await fetchDue()
                try? await Task.sleep(for: interval)
            }
        }
    }

    func fetchDue() async {
        do {
            let now = database.now()
            for due in outboundRequests ? try await database.calendarsDue(now: now) : [] {
                try Task.checkCancellation()
                let result = await CalendarFetcher.fetch(due, allowPrivate: allowPrivateAddresses, enabled: outboundRequests)
                if case .failed(let message) = result { logger.info("Calendar \(due.id) not fetched: \(message)") }
                try await database.storeCalendarFetch(owner: due.ownerId, id: due.id, result: result)
            }
            for calendar in try await database.calendarsToExpand(now: now) {
                try Task.checkCancellation()
                try await database.expandCalendar(owner: calendar.owner, id: calendar.id)
            }
        } catch is CancellationError {
            // Shutting down: not a failure.
        } catch {
            logger.error("Calendar fetch failed: \(error)")
        }
    }
}
