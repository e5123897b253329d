import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import ServiceLifecycle

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a calendar's address the way webhooks are sent (WebhookDelivery): the host resolved
/// and refused when private unless the server allows it (`--allow-private-webhooks`), an http://
/// address pinned to the checked IP, a redirect followed (at most 3) only after the same check,
/// a 20-second timeout and a body cap (`ICalendarFile.maxBytes`); ETag and Last-Modified sent
/// back, so an unchanged calendar is a 304.
public enum CalendarFetcher {
    static let timeout: TimeInterval = 20
    static let maxRedirects = 3

    public static func fetch(_ due: CalendarDue, allowPrivate: Bool) async -> CalendarFetchResult {
        guard var url = URL(string: due.url) else { return .failed("The calendar's address is not a URL.") }
        do {
            for _ in 0...maxRedirects {
                var request = URLRequest(url: url, timeoutInterval: timeout)
                request.setValue("text/calendar, */*;q=0.5", forHTTPHeaderField: "Accept")
                request.setValue("Almanac calendar reader", forHTTPHeaderField: "User-Agent")
                if let etag = due.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
                if let lastModified = due.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
                let prepared = try await WebhookDelivery.prepare(request, allowPrivate: allowPrivate, field: "url", what: "calendar")
                let answer = try await Download.get(prepared, maxBytes: ICalendarFile.maxBytes)
                switch answer.status {
                case 304: return .notModified
                case 301, 302, 303, 307, 308:
                    guard let location = answer.header("Location"), let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                        return .failed("The server answered \(answer.status) without a new address.")
                    }
                    url = next
                    continue
                case 200..<300:
                    guard let text = String(data: answer.body, encoding: .utf8) ?? String(data: answer.body, encoding: .isoLatin1) else {
                        return .failed("The calendar is not text.")
                    }
                    return .fetched(text: text, etag: answer.header("ETag"), lastModified: answer.header("Last-Modified"))
                default:
                    return .failed("The server answered \(answer.status).")
                }
            }
            return .failed("More than \(maxRedirects) redirects.")
        } catch let error as AlmanacError {
            return .failed(error.message)
        } catch {
            return .failed("The calendar could not be fetched: \(error.localizedDescription)")
        }
    }

    /// One GET with a body cap; a redirect is returned, not followed.
    enum Download {
        struct Answer {
            var status: Int
            var headers: [AnyHashable: Any]
            var body: Data

            func header(_ name: String) -> String? {
                headers.first { ($0.key as? String)?.lowercased() == name.lowercased() }?.value as? String
            }
        }

        static func get(_ request: URLRequest, maxBytes: Int) async throws -> Answer {
            try await withCheckedThrowingContinuation { continuation in
                let delegate = Collector(continuation: continuation, maxBytes: maxBytes)
                let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
                session.dataTask(with: request).resume()
                session.finishTasksAndInvalidate()
            }
        }

        private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
            private let lock = NSLock()
            private var continuation: CheckedContinuation<Answer, any Error>?
            private var answer = Answer(status: 0, headers: [:], body: Data())
            private let maxBytes: Int
            private var tooLarge = false

            init(continuation: CheckedContinuation<Answer, any Error>, maxBytes: Int) {
                self.continuation = continuation
                self.maxBytes = maxBytes
            }

            func urlSession(
                _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
            ) {
                completionHandler(nil)
            }

            func urlSession(
                _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
            ) {
                let http = response as? HTTPURLResponse
                lock.withLock {
                    answer.status = http?.statusCode ?? 0
                    answer.headers = http?.allHeaderFields ?? [:]
                }
                completionHandler(.allow)
            }

            func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
                let over = lock.withLock {
                    answer.body.append(data)
                    if answer.body.count > maxBytes { tooLarge = true }
                    return tooLarge
                }
                if over { dataTask.cancel() }
            }

            func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
                let (continuation, answer, tooLarge) = lock.withLock {
                    defer { self.continuation = nil }
                    var answer = self.answer
                    if answer.status == 0, let http = task.response as? HTTPURLResponse {
                        answer.status = http.statusCode
                        answer.headers = http.allHeaderFields
                    }
                    return (self.continuation, answer, self.tooLarge)
                }
                if tooLarge {
                    continuation?.resume(
                        throwing: AlmanacError.tooLarge("The calendar is larger than \(ICalendarFile.maxBytes / 1024 / 1024) MB."))
                } else if let error, answer.status == 0 || !(300..<400).contains(answer.status) {
                    continuation?.resume(throwing: error)
                } else {
                    continuation?.resume(returning: answer)
                }
            }
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
            for due in try await database.calendarsDue(now: now) {
                try Task.checkCancellation()
                let result = await CalendarFetcher.fetch(due, allowPrivate: allowPrivateAddresses)
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
