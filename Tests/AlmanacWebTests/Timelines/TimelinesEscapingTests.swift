import Foundation
import HummingbirdTesting
import Testing

/// Stored text on every Timelines page is shown as text, never as markup (issue 19).
@Suite struct TimelinesEscapingTests {
    @Test func timelinesEventsNotesTagsAndQueriesAreEscapedOnEveryTimelinesPage() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let timeline = try #require(
                try await visitor.apiOK(.post, "/api/v1/timelines", json: #"{"name": \#(json(Payload.text))}"#)["id"] as? String)
            let fields = #""title": \#(json(Payload.text)), "notes": \#(json(Payload.markdown)), "tags": [\#(json(Payload.quote))]"#
            let event = try #require(
                try await visitor.apiOK(.post, "/api/v1/timelines/\(timeline)/events", json: #"{\#(fields), "start": "2015-03"}"#)["id"]
                    as? String)
            _ = try await visitor.apiOK(
                .post, "/api/v1/timelines/\(timeline)/events", json: #"{\#(fields), "start": "2014", "end": "2016-05-02"}"#)
            _ = try await visitor.apiOK(
                .post, "/api/v1/timelines/\(timeline)/events", json: #"{\#(fields), "start": "2012", "ongoing": true}"#)
            let query = #"{"name": \#(json(Payload.text)), "filter": {"tag": \#(json(Payload.quote))}}"#
            _ = try await visitor.apiOK(.post, "/api/v1/timelines/queries", json: query)

            for path in [
                "/timelines", "/timelines/graph", "/timelines/manage", "/timelines/events/\(event)", "/timelines/events/\(event)/edit",
            ] {
                try await expectPayloadsEscaped(&visitor, path)
            }
            try await expectPayloadsEscaped(&visitor, "/timelines/events/new", shows: [Payload.tagEscaped])
            try await expectPayloadsEscaped(&visitor, "/timelines/import", shows: [])
            try await expectPayloadsEscaped(&visitor, "/timelines?tag=\(Visitor.encode(Payload.quote))&q=\(Visitor.encode(Payload.text))")
            // An import preview shows the file's titles.
            let csv =
                "Year,Month,Day,End Year,End Month,End Day,Headline,Text,Group\n"
                + "2015,,,,,,\(csvField(Payload.text)),\(csvField(Payload.markdown)),\(csvField(Payload.text))\n"
            let preview = try await visitor.post("/timelines/import", form: ["csv": csv])
            expectPayloadsEscaped(in: preview.text, page: "POST /timelines/import")
        }
    }
}

private func csvField(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
