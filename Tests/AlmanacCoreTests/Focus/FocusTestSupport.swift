import Foundation

@testable import AlmanacCore

let berlinZone = TimeZone(identifier: "Europe/Berlin")!
let utcZone = TimeZone(identifier: "UTC")!

/// An instant given as local wall-clock time, e.g. `focusTime("2026-11-16 09:30", berlinZone)`.
func focusTime(_ text: String, _ timeZone: TimeZone = berlinZone) -> Date {
    let parts = text.split(separator: " ")
    let day = LocalDay(String(parts[0]))!
    let time = try! WallClockTime(String(parts[1]))
    return time.instant(on: day, in: timeZone)
}

func focusDay(_ text: String) -> LocalDay { LocalDay(text)! }

func focusHours(_ h: Double) -> TimeInterval { h * 3600 }

/// A finished intention: started at `start`, planned `minutes`, then ended as `ending` says.
enum IntentionEnding {
    case timeUp
    case early(Date)
    case abandoned(Date)
}

func finishedIntention(
    _ what: String = "Write report", start: Date, minutes: Int, goal: String? = nil, area: String? = nil,
    ending: IntentionEnding? = .timeUp, tags: [String] = [], feeling: Feeling? = nil, id: String = UUID().uuidString
) -> Intention {
    var value = try! Intention.start(id: id, what: what, plannedMinutes: minutes, goalId: goal, areaId: area, at: start)
    switch ending {
    case .timeUp: value.settle(at: value.endsAt)
    case .early(let end): try! value.end(at: end)
    case .abandoned(let end): try! value.abandon(reason: "Meeting ran over", at: end)
    case nil: break
    }
    try! value.setTags(tags)
    if let feeling { try! value.rate(feeling, at: value.endedAt!.addingTimeInterval(60)) }
    return value
}
