import AlmanacCore
import AlmanacStore
import Foundation

/// /calendars: add a calendar by its address or a file, the calendars with their last fetch, and
/// the meetings of the next 7 days by day.
struct CalendarsView: Component {
    struct Model {
        var csrf: String
        var data: CalendarsPageData
        var error: AlmanacError?
        /// What the add form held when it was refused.
        var values: [String: String] = [:]
    }
    var model: Model

    var body: Component {
        Div {
            Div {
                H1("Calendars")
                Paragraph(
                    "Meetings from the calendars you already have (work, family, school), read from their iCalendar address or an .ics file. They show here, on Today, and as busy time when you plan your day."
                )
                .class("lead")
            }
            .class("page-head")
            upcoming
            calendarsCard
            addCard
        }
        .class("stack calendars")
    }

    var upcoming: Component {
        Element(name: "section") {
            H2("Next 7 days").id("calendars-upcoming")
            if model.data.days.allSatisfy(\.meetings.isEmpty) {
                Paragraph(
                    model.data.calendars.isEmpty ? "Add a calendar below to see its meetings here." : "No meetings in the next 7 days."
                )
                .class("empty")
            }
            for day in model.data.days where !day.meetings.isEmpty {
                Element(name: "section") {
                    H3(day.day == model.data.today ? "Today, \(SystemText.dayTitle(day.day))" : SystemText.dayTitle(day.day))
                    Element(name: "ul") {
                        for meeting in day.meetings { MeetingRow(meeting: meeting, zone: model.data.zone) }
                    }
                    .class("meeting-list")
                }
                .class("meeting-day")
            }
        }
        .class("card")
        .attribute(named: "aria-labelledby", value: "calendars-upcoming")
    }

    var calendarsCard: Component {
        Element(name: "section") {
            H2("Your calendars").id("calendars-list")
            if model.data.calendars.isEmpty {
                Paragraph("No calendars yet.").class("empty")
            }
            Element(name: "ul") {
                for calendar in model.data.calendars { row(calendar) }
            }
            .class("calendar-list")
        }
        .class("card")
        .attribute(named: "aria-labelledby", value: "calendars-list")
    }

    func row(_ calendar: CalendarSummary) -> Component {
        ListItem {
            Div {
                H3 {
                    ColorDot(color: calendar.color)
                    Text(" \(calendar.name)")
                }
                Paragraph(Self.status(calendar, zone: model.data.zone)).class("hint calendar-status")
                if let error = calendar.lastError {
                    Paragraph("Last fetch failed: \(error)").class("field-error calendar-error")
                }
            }
            Form(url: CalendarsRoutes.calendar.href(calendar.id), method: .post) {
                CSRFField(token: model.csrf)
                Div {
                    Label("Name") { Input(type: .text, name: "name", value: calendar.name, isRequired: true) }
                    Label("Colour") { Input(type: .color, name: "color", value: calendar.color) }
                    Button("Save").attribute(named: "type", value: "submit")
                }
                .class("calendar-edit")
            }
            Div {
                if calendar.source == "url" {
                    Form(url: CalendarsRoutes.fetch.href(calendar.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Button("Fetch now").attribute(named: "type", value: "submit")
                            .attribute(named: "aria-label", value: "Fetch “\(calendar.name)” now")
                    }
                }
                Form(url: CalendarsRoutes.delete.href(calendar.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button("Remove").attribute(named: "type", value: "submit").class("link-button danger")
                        .attribute(named: "aria-label", value: "Remove “\(calendar.name)”")
                }
            }
            .class("calendar-actions")
        }
        .class("calendar-row")
    }

    /// "From calendar.example.com · fetched 27 Nov 09:30 · 120 events".
    static func status(_ calendar: CalendarSummary, zone: TimeZone) -> String {
        var parts: [String] = []
        if let host = calendar.host {
            parts.append("From \(host)")
        } else if let file = calendar.fileName {
            parts.append("From the file \(file)")
        }
        if let fetched = calendar.fetchedAt {
            let day = LocalDay(containing: fetched, in: zone)
            parts.append(
                "\(calendar.source == "url" ? "fetched" : "uploaded") \(SystemText.dayMonth(day)) \(SystemText.clock(fetched, zone))")
        } else {
            parts.append("not fetched yet")
        }
        if let events = calendar.events { parts.append(events == 1 ? "1 event" : "\(events) events") }
        if let skipped = calendar.skipped, skipped > 0 {
            parts.append("\(skipped) left out\(calendar.skippedReason.map { " (\($0))" } ?? "")")
        }
        return parts.joined(separator: " · ")
    }

    var addCard: Component {
        Element(name: "section") {
            H2("Add a calendar").id("calendars-add")
            Form(url: CalendarsRoutes.page.href, method: .post) {
                CSRFField(token: model.csrf)
                ErrorSummary(
                    error: model.error?.field == "url" || model.error?.field == "name" ? model.error : nil, id: "calendars-url-error")
                Field(
                    label: "Address (https:// or webcal://)", name: "url", type: .url, value: model.values["url"], required: true,
                    hint:
                        "Google Calendar: Settings → your calendar → “Secret address in iCal format”. Outlook: Settings → Calendar → Shared calendars → Publish. Treat it like a password: anyone with it can read your calendar.",
                    error: errorMessage(model.error, for: "url"), autocomplete: "off")
                Field(label: "Name (optional)", name: "name", value: model.values["name"], error: errorMessage(model.error, for: "name"))
                SubmitRow(title: "Add")
            }
            Form(url: CalendarsRoutes.upload.href(query: ["_csrf": model.csrf]), method: .post) {
                ErrorSummary(error: model.error?.field == "file" ? model.error : nil, id: "calendars-file-error")
                Div {
                    Label("Or an .ics file ") {
                        Input(type: .file, name: "file", isRequired: true)
                            .attribute(named: "accept", value: ".ics,text/calendar")
                            .fieldState(name: "file", error: errorMessage(model.error, for: "file"))
                    }
                    FieldMessage(name: "file", error: errorMessage(model.error, for: "file"))
                    Paragraph("A file is read once; upload it again to update it.").class("hint")
                }
                .class("field")
                SubmitRow(title: "Upload")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
        }
        .class("card")
        .attribute(named: "aria-labelledby", value: "calendars-add")
    }
}

/// One meeting: its time (or "All day"), title, place and calendar.
struct MeetingRow: Component {
    var meeting: CalendarMeeting
    var zone: TimeZone

    var body: Component {
        ListItem {
            Span(MeetingRow.time(meeting, zone: zone)).class("meeting-time")
            Span {
                ColorDot(color: meeting.color)
                Text(" \(meeting.title.isEmpty ? "Busy" : meeting.title)")
                if !meeting.location.isEmpty { Span(" · \(meeting.location)").class("hint") }
                if !meeting.busy { Span(" · free").class("hint") }
            }
            .class("meeting-title")
        }
        .class(meeting.busy ? "meeting" : "meeting free")
    }

    /// "09:00–10:00", or "All day".
    static func time(_ meeting: CalendarMeeting, zone: TimeZone) -> String {
        if meeting.allDay { return "All day" }
        return "\(SystemText.clock(meeting.start, zone))–\(SystemText.clock(meeting.end, zone))"
    }
}

/// Today's "Meetings" line: the day's meetings from the person's calendars, in a short line
/// that links to the calendars page; nothing on a day without any.
struct TodayMeetingsLine: Component {
    var meetings: [CalendarMeeting]
    var zone: TimeZone

    var body: Component {
        guard !meetings.isEmpty else { return EmptyComponent() }
        return Paragraph {
            Link("Meetings", url: CalendarsRoutes.page.href).class("meetings-label")
            Text(": ")
            for (index, meeting) in meetings.enumerated() {
                if index > 0 { Text(" · ") }
                MeetingLine(meeting: meeting, zone: zone).class(meeting.busy ? "meeting-chip" : "meeting-chip free")
            }
        }
        .class("today-meetings")
        .id("today-meetings")
    }
}

/// A meeting in one line: its time ("all day", its start, or start–end with `showsEnd`) and its
/// title, "Busy" when the calendar gives none (Today's meetings line, the Plan grid).
struct MeetingLine: Component {
    var meeting: CalendarMeeting
    var zone: TimeZone
    var showsEnd = false

    static func title(of meeting: CalendarMeeting) -> String { meeting.title.isEmpty ? "Busy" : meeting.title }

    var body: Component {
        let start = SystemText.clock(meeting.start, zone)
        let time = meeting.allDay ? "all day" : showsEnd ? "\(start)–\(SystemText.clock(meeting.end, zone))" : start
        return Span {
            Span(time).class("meeting-time")
            Text(" \(Self.title(of: meeting))")
        }
    }
}
