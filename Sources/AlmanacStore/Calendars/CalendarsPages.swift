import AlmanacCore
import Foundation
import GRDB

/// The calendars page: the person's calendars and the meetings of the next 7 days, by day.
public struct CalendarsPageData: Sendable {
    public struct Day: Sendable {
        public var day: LocalDay
        public var meetings: [CalendarMeeting]
    }

    public var calendars: [CalendarSummary]
    public var today: LocalDay
    /// Today and the 6 days after it, each with its meetings (all-day ones first).
    public var days: [Day]
    public var zone: TimeZone
}

extension AppDatabase {
    public func calendarsPage(owner: String) async throws -> CalendarsPageData {
        let time = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: time)
            let zone = preferences.zone
            let start = today.start(in: zone, dayStartHour: preferences.dayStartHour)
            let end = today.adding(days: 7).start(in: zone, dayStartHour: preferences.dayStartHour)
            let meetings = try Self.meetings(owner: owner, calendarId: nil, from: start, to: end, busyOnly: false, db: db)
            let days = (0..<7).map { offset in
                let day = today.adding(days: offset)
                return CalendarsPageData.Day(
                    day: day, meetings: Self.meetings(meetings, on: day, zone: zone, dayStartHour: preferences.dayStartHour))
            }
            return CalendarsPageData(calendars: try Self.calendars(owner: owner, db: db), today: today, days: days, zone: zone)
        }
    }

    /// The meetings of `day` (the person's day): all-day ones that cover it, then timed ones that overlap it.
    static func meetings(_ meetings: [CalendarMeeting], on day: LocalDay, zone: TimeZone, dayStartHour: Int) -> [CalendarMeeting] {
        let start = day.start(in: zone, dayStartHour: dayStartHour)
        let end = day.adding(days: 1).start(in: zone, dayStartHour: dayStartHour)
        let allDay = meetings.filter { $0.allDay && $0.startDay <= day && day < $0.endDay }
        let timed = meetings.filter { !$0.allDay && $0.start < end && ($0.end > start || ($0.end == $0.start && $0.start >= start)) }
        return allDay + timed
    }

    /// Today's meetings of `owner` for the Today page's "Meetings" line (all-day ones first).
    static func meetings(owner: String, on day: LocalDay, preferences: UserPreferences, db: any StoreDatabase) throws -> [CalendarMeeting] {
        let zone = preferences.zone
        let start = day.start(in: zone, dayStartHour: preferences.dayStartHour)
        let end = day.adding(days: 1).start(in: zone, dayStartHour: preferences.dayStartHour)
        let found = try meetings(owner: owner, calendarId: nil, from: start, to: end, busyOnly: false, db: db)
        return meetings(found, on: day, zone: zone, dayStartHour: preferences.dayStartHour)
    }
}
