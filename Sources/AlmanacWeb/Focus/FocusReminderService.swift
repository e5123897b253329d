import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import ServiceLifecycle

/// What the webhook receives, as JSON: `{"event": "timeUp" | "reminder" | "pactBroken", "title",
/// "message", "at", "intentionId"}`, and for a broken pact `pactId`, `day`, `reason` and `referee`
/// (the latter two when there is one). Its `title` and `message` suit ntfy and Gotify as they are.
struct WebhookPayload: Codable, Equatable, Sendable {
    var event: String
    var title: String
    var message: String
    var at: Date
    var intentionId: String?
    var pactId: String? = nil
    var day: String? = nil
    var reason: String? = nil
    var referee: String? = nil

    static func timeUp(_ intention: Intention, at now: Date) -> WebhookPayload {
        WebhookPayload(
            event: "timeUp", title: "Time's up", message: "“\(intention.what)” is done. How did it feel?", at: now,
            intentionId: intention.id)
    }

    static func reminder(_ reminder: DeliveredReminder) -> WebhookPayload {
        let title =
            switch reminder.kind {
            case "review": "Review your intention"
            case "todo": "To-do reminder"
            case "habit": "Habit reminder"
            case "block": "A block starts"
            default: "Time for an intention"
            }
        return WebhookPayload(
            event: "reminder", title: title,
            message: reminder.message, at: reminder.at, intentionId: reminder.intentionId)
    }

    /// A day of a pact marked broken (the person marks it; Almanac only passes it on).
    static func pactBroken(_ pact: Pact, _ mark: PactMark, at now: Date) -> WebhookPayload {
        WebhookPayload(
            event: "pactBroken", title: "Pact broken",
            message: "“\(pact.terms.text)” was broken on \(mark.day)\(mark.reason.map { ": \($0)" } ?? ".")", at: now,
            intentionId: nil, pactId: pact.id, day: mark.day.description, reason: mark.reason, referee: pact.terms.referee)
    }

    /// The headers sent with it (JSON, and its title for ntfy).
    var headers: [(String, String)] { [("Content-Type", "application/json"), ("Title", title)] }
}

/// Each half minute: announces intentions whose time ran out and delivers due reminders (a
/// planned block at its start, review an ended intention after 10 minutes, start one after 90
/// idle minutes in the active hours;
/// never in quiet hours, at most one per 30 minutes) and the to-dos' own reminders. The open
/// page polls the last reminder; the webhook, if configured, is POSTed.
struct FocusReminderService: Service {
    let database: AppDatabase
    let logger: Logger
    /// Whether a webhook may reach loopback, link-local and private addresses (`--allow-private-webhooks`).
    var allowPrivateWebhooks = false
    /// Off (`ALMANAC_OUTBOUND=off`): reminders are still delivered to the page, no webhook is sent.
    var outboundRequests = true
    var interval: Duration = .seconds(30)
    /// A webhook's connect and read limit (a test under load waits longer).
    var webhookTimeout: Duration = .seconds(10)

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await checkEveryone()
                try? await Task.sleep(for: interval)
            }
        }
    }

    func checkEveryone() async {
        do {
            for user in try await database.users() {
                let settings = try await database.systemSettings(owner: user.id)
                if let intention = try await database.announceTimeUp(owner: user.id) {
                    await send(.timeUp(intention, at: database.now()), to: settings.webhookURL)
                }
                if let reminder = try await database.deliverDueReminder(owner: user.id) {
                    await send(.reminder(reminder), to: settings.webhookURL)
                }
                if let reminder = try await database.deliverDueTaskReminders(owner: user.id) {
                    await send(.reminder(reminder), to: settings.webhookURL)
                }
                if let reminder = try await database.deliverDueHabitReminders(owner: user.id) {
                    await send(.reminder(reminder), to: settings.webhookURL)
                }
            }
        } catch is CancellationError {
            // Shutting down: not a failure.
        } catch {
            logger.error("Reminder check failed: \(error)")
        }
    }

    func send(_ payload: WebhookPayload, to address: String?) async {
        await OutboundPolicy(allowPrivate: allowPrivateWebhooks, enabled: outboundRequests, timeout: webhookTimeout)
            .deliver(payload, to: address, logger: logger)
    }
}

extension OutboundPolicy {
    /// POSTs `payload` to the webhook at `address` (none: nothing); a refusal or failure is logged, never thrown.
    func deliver(_ payload: WebhookPayload, to address: String?, logger: Logger) async {
        guard let address, enabled else { return }
        do {
            let target = try await WebhookDelivery.target(URL(string: address), allowPrivate: allowPrivate)
            let answer = try await WebhookDelivery.send(
                target, headers: payload.headers, body: try JSONEncoder.almanac.encode(payload), timeout: timeout)
            if !(200..<300).contains(answer.status) {
                logger.warning("Webhook answered \(answer.status)")
            }
        } catch let error as AlmanacError {
            logger.warning("Webhook not sent: \(error.message)")
        } catch {
            logger.warning("Webhook failed: \(error.localizedDescription)")
        }
    }
}
