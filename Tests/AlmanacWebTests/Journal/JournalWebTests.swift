import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct JournalWebTests {
    @Test func writingAnEntryInTheFormShowsItOnTheTimelineTheEntryPageAndInSearch() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let editor = try await visitor.get("/journal/new")
            #expect(editor.status == .ok)
            #expect(editor.text.contains("data-widget=\"journal\""))
            let saved = try await visitor.post(
                "/journal/entries",
                form: [
                    "text": "# Alfama\n\nWe walked **all day** in Lisbon.", "day": "2024-05-03", "time": "21:15",
                    "timeZone": "Europe/Lisbon",
                    "tags": "travel, #Family", "mood": "happy", "location": "Lisbon", "template": "",
                ])
            #expect(saved.status == .seeOther)
            let location = try #require(saved.headers[.location])
            let page = try await visitor.get(location)
            #expect(page.text.contains("<strong>all day</strong>"))
            #expect(page.text.contains("Friday 3 May 2024, 21:15"))
            #expect(page.text.contains("#family"))
            let timeline = try await visitor.get("/journal")
            #expect(timeline.text.contains("Alfama"))
            let search = try await visitor.get("/journal/search?q=lisb")
            #expect(search.text.contains("<mark>Lisbon</mark>"))
            let calendar = try await visitor.get("/journal/calendar?month=2024-05")
            #expect(calendar.text.contains("?day=2024-05-03"))
            #expect(try await visitor.get("/journal?tag=family").text.contains("Alfama"))
            #expect(!(try await visitor.get("/journal?mood=sad").text.contains("Alfama")))
        }
    }

    @Test func aRefusedEntryKeepsWhatWasTypedAndSaysWhy() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.post(
                "/journal/entries", form: ["text": "   ", "day": "2024-05-03", "time": "09:00", "tags": "kept-tag", "location": "Porto"])
            #expect(empty.status == .badRequest)
            #expect(empty.text.contains("Write something first"))
            #expect(empty.text.contains("kept-tag") && empty.text.contains("Porto"))
            // The editor posts multipart/form-data, so an entry over 1 MB reaches the entry rule.
            let boundary = "entryboundary"
            var body = ""
            for (name, value) in [("text", String(repeating: "word ", count: 220_000)), ("day", "2024-05-03"), ("time", "09:00")] {
                body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
            }
            body += "--\(boundary)--\r\n"
            let huge = try await visitor.send(
                .post, "/journal/entries?_csrf=\(visitor.csrf)", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: body)
            #expect(huge.status == .badRequest)
            #expect(huge.text.contains("An entry holds at most 1 MB of text; this one has 1.1 MB."))
            let future = try await visitor.post("/journal/entries", form: ["text": "Later", "day": "2999-01-01", "time": "09:00"])
            #expect(future.status == .badRequest)
            let user = try await database.user(named: "ada")
            #expect(try await database.journalEntries(owner: user.id).isEmpty)
        }
    }

    @Test func theAPIWritesListsSearchesKeepsDraftsAndRefusesBadInput() async throws {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let created = try await visitor.api(
                .post, "/api/v1/journal/entries",
                json: #"{"text": "Sunrise swim at the lake.", "writtenAt": "2025-08-01T04:30:00Z", "tags": ["swim"], "mood": "ecstatic"}"#,
                token: token)
            #expect(created.status == .created)
            #expect(created.json["day"] as? String == "2025-08-01")
            #expect(created.json["time"] as? String == "06:30")
            #expect(created.json["timeZone"] as? String == "Europe/Berlin")
            let id = try #require(created.json["id"] as? String)
            let list = try await visitor.api(.get, "/api/v1/journal/entries?tag=swim", token: token)
            #expect((list.json["entries"] as? [[String: Any]])?.count == 1)
            #expect(list.json["olderAfter"] == nil)  // absent on the last page
            let hits = try await visitor.api(.get, "/api/v1/journal/search?q=swim", token: token).jsonArray
            #expect(hits.count == 1)
            let pieces = try #require(hits.first?["snippet"] as? [[String: Any]])
            #expect(pieces.contains { $0["text"] as? String == "swim" && $0["highlighted"] as? Bool == true })

            let updated = try await visitor.api(
                .put, "/api/v1/journal/entries/\(id)", json: #"{"text": "Sunrise swim, cold water.", "mood": "happy"}"#, token: token)
            #expect(updated.json["text"] as? String == "Sunrise swim, cold water.")
            #expect(updated.json["writtenAt"] as? String == "2025-08-01T04:30:00.000Z")

            let big = String(repeating: "a", count: 1_100_000)
            let tooBig = try await visitor.api(.post, "/api/v1/journal/entries", json: #"{"text": "\#(big)"}"#, token: token)
            #expect(tooBig.status == .badRequest)
            #expect(tooBig.errorField == "text")
            let badMood = try await visitor.api(.post, "/api/v1/journal/entries", json: #"{"text": "x", "mood": "furious"}"#, token: token)
            #expect(badMood.status == .badRequest && badMood.errorField == "mood")
            #expect(try await visitor.api(.get, "/api/v1/journal/entries/nope", token: token).status == .notFound)

            #expect(try await visitor.api(.get, "/api/v1/journal/draft", token: token).status == .notFound)
            let draft = try await visitor.api(.put, "/api/v1/journal/draft", json: #"{"text": "Half", "day": "2026-01-01"}"#, token: token)
            #expect(draft.status == .ok && draft.json["savedAt"] is String)
            #expect(try await visitor.api(.get, "/api/v1/journal/draft", token: token).json["text"] as? String == "Half")
            #expect(try await visitor.api(.delete, "/api/v1/journal/draft", token: token).status == .noContent)

            let templates = try await visitor.api(.get, "/api/v1/journal/templates", token: token).jsonArray
            #expect(templates.map { $0["kind"] as? String } == ["morning-pages", "evening-review", "gratitude", "daily-review"])
            let template = try await visitor.api(
                .put, "/api/v1/journal/templates/gratitude", json: #"{"text": "Thanks for:"}"#, token: token)
            #expect(template.json["edited"] as? Bool == true)
            #expect(try await visitor.api(.get, "/api/v1/journal/on-this-day", token: token).json["memories"] is [Any])

            #expect(try await visitor.api(.delete, "/api/v1/journal/entries/\(id)", token: token).status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/journal/entries/\(id)", token: token).status == .notFound)
        }
    }

    @Test func theDailyReviewWrittenOnTodayIsAJournalEntryAndBack() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let saved = try await visitor.post("/today/today/modules/review", form: ["text": "Shipped the journal."])
            #expect(saved.status == .seeOther)
            let journal = try await visitor.get("/journal")
            #expect(journal.text.contains("Shipped the journal.") && journal.text.contains("Daily review"))
            let user = try await database.user(named: "ada")
            let entry = try #require(try await database.journalEntries(owner: user.id).first)
            let edit = try await visitor.get("/journal/entries/\(entry.id)/edit")
            #expect(edit.text.contains("Shipped the journal."))
            let changed = try await visitor.post(
                "/journal/entries/\(entry.id)",
                form: [
                    "text": "Shipped the journal, then a long walk.", "day": entry.day.description, "time": entry.time.description,
                    "timeZone": entry.timeZone, "template": "daily-review",
                ])
            #expect(changed.status == .seeOther)
            let today = try await visitor.get("/today")
            #expect(today.text.contains("Shipped the journal, then a long walk."))
        }
    }

    @Test func photosUploadToAnEntryThroughThePhotosStore() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-journal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, app) = try await makeApp(folder: folder)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let user = try await database.user(named: "ada")
            let entry = try await database.addJournalEntry(
                owner: user.id, JournalEntryInput(text: "Beach", writtenAt: Date(), timeZone: "Europe/Berlin"))
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 1, count: 56))
            let boundary = "journalboundary"
            var body = Data(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n"
                    .utf8)
            body.append(png)
            body.append(
                Data("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nSand\r\n--\(boundary)--\r\n".utf8))
            let uploaded = try await visitor.send(
                .post, "/journal/entries/\(entry.id)/photos?_csrf=\(visitor.csrf)",
                headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], bytes: ByteBuffer(bytes: body))
            #expect(uploaded.status == .seeOther)
            let page = try await visitor.get("/journal/entries/\(entry.id)")
            #expect(page.text.contains("alt=\"Sand\""))
            var text = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.txt\"\r\n\r\nhello".utf8)
            text.append(Data("\r\n--\(boundary)--\r\n".utf8))
            let refused = try await visitor.send(
                .post, "/journal/entries/\(entry.id)/photos?_csrf=\(visitor.csrf)",
                headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], bytes: ByteBuffer(bytes: text))
            #expect(refused.status == .unsupportedMediaType)
            #expect(try await database.journalEntry(owner: user.id, id: entry.id).photos.count == 1)
        }
    }

    @Test func typedTitlesTagsLocationsAndSearchTermsAreEscapedOnEveryJournalPage() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let entry = try #require(
                try await visitor.apiOK(
                    .post, "/api/v1/journal/entries",
                    json:
                        #"{"text": \#(json(Payload.markdown)), "tags": [\#(json(Payload.quote))], "location": \#(json(Payload.text)), "writtenAt": "2024-05-03T10:00:00Z"}"#
                )["id"] as? String)
            for path in ["/journal", "/journal/entries/\(entry)", "/journal/entries/\(entry)/edit"] {
                try await expectPayloadsEscaped(&visitor, path)
            }
            // Search: the typed term is shown escaped; snippets cut the stored text anywhere (so a
            // half payload may show as escaped text), and only `<mark>` is markup in them.
            for query in [Payload.text, "notes alert"] {
                let path = "/journal/search?q=\(Visitor.encode(query))"
                let page = try await visitor.get(path)
                #expect(page.status == .ok)
                for payload in Payload.unescaped { #expect(!page.text.contains(payload), "\(path) writes \(payload) unescaped") }
                let snippets = page.text.components(separatedBy: "<p class=\"snippet\">").dropFirst().map {
                    $0.components(separatedBy: "</p>")[0]
                }
                #expect(!snippets.isEmpty, "\(path) found nothing")
                for snippet in snippets {
                    let markup = snippet.replacingOccurrences(of: "<mark>", with: "").replacingOccurrences(of: "</mark>", with: "")
                    #expect(!markup.contains("<") && !markup.contains(">"), "\(path): markup in a snippet: \(snippet)")
                }
            }
            #expect(try await visitor.get("/journal/search?q=\(Visitor.encode(Payload.text))").text.contains(Payload.tagEscaped))
            try await expectPayloadsEscaped(&visitor, "/journal?tag=\(Visitor.encode(Payload.quote))", shows: [])
        }
    }
}
