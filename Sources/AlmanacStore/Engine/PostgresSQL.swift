import AlmanacCore
import Foundation
import Synchronization

/// The Store's SQL text in PostgreSQL's words (issue 36, step 2): the one text the Store writes
/// for both engines, with what PostgreSQL spells differently rewritten here, once per text (the
/// translations are kept, as SQLite keeps one prepared statement per text).
///
/// - `?` arguments become `$1`, `$2`, … in order, and SQLite's numbered `?NNN` become `$NNN`
///   (a bare `?` after a numbered one takes the largest number so far plus one, SQLite's rule).
///   Nothing inside quotes ('text', "identifier") or comments is touched.
enum PostgresSQL {
    private static let kept = Mutex([String: String]())

    /// `sql` for PostgreSQL; kept by its text (at most 4,096 texts; the Store has a few hundred).
    static func translate(_ sql: String) -> String {
        if let text = kept.withLock({ $0[sql] }) { return text }
        let text = placeholders(rewritten(sql))
        kept.withLock { texts in
            if texts.count >= 4096 { texts.removeAll() }
            texts[sql] = text
        }
        return text
    }

    /// What the Store spells in SQLite's words, in PostgreSQL's (applied in this order; each is
    /// tested in `PostgresSQLTests`):
    /// - a JSON array as rows: `json_each(?)` is `jsonb_array_elements_text(…)`, whose one column
    ///   is `value` too; over a stored array that may not be JSON (`CASE WHEN json_valid(x) THEN x
    ///   ELSE '[]' END`), a LATERAL subquery over `almanac_json(x)` (the baseline's function: NULL
    ///   for bad JSON) with SQLite's `value` and `type` columns (`'text'` for a string);
    /// - a field of a JSON blob, `json_valid(CAST(v AS TEXT)) AND json_extract(CAST(v AS TEXT),
    ///   '$.f')`, is `almanac_json(convert_from(v, 'UTF8')) ->> 'f'`;
    /// - a value out of a stored JSON document, `entry -> '$.a.b."c"'` (SQLite's JSON text of a
    ///   number), is `(almanac_json(entry) #>> '{a,b,c}')`, as text like the stored figures;
    /// - seconds since 1970 of a stored instant, `CAST(strftime('%s', x) AS INTEGER)`, are
    ///   `CAST(EXTRACT(EPOCH FROM CAST(x AS timestamp)) AS bigint)`;
    /// - `x = ? COLLATE NOCASE` is `lower(x) = lower(?)` and `ORDER BY x COLLATE NOCASE` is
    ///   `ORDER BY lower(x)` (both fold ASCII only, as NOCASE does; the indexes are on `lower(x)`);
    /// - `+owner_id`, SQLite's hint not to use an index, is `owner_id`, and `CROSS JOIN t ON`, its
    ///   hint to keep the join's order, is `JOIN t ON`;
    /// - `group_concat(` is `string_agg(`;
    /// - `rowid`, the insertion order of the three tables read in that order (`changes`,
    ///   `security_events`, `food_events`), is their `seq` identity column.
    static func rewritten(_ sql: String) -> String {
        var text = sql
        for (pattern, template) in rules {
            let range = NSRange(text.startIndex..., in: text)
            text = pattern.stringByReplacingMatches(in: text, range: range, withTemplate: template)
        }
        return jsonPaths(text)
    }

    private nonisolated(unsafe) static let rules: [(NSRegularExpression, String)] = [
        // With its alias (`AS t`, `t`), or named `json_each` as SQLite names it.
        (
            #"json_each\(CASE WHEN json_valid\(([\w.]+)\) THEN \1 ELSE '\[\]' END\)\s+(?:AS\s+)?(?!WHERE\b|GROUP\b|ORDER\b|JOIN\b|LIMIT\b)(\w+)"#,
            "LATERAL (SELECT j #>> '{}' AS value, CASE jsonb_typeof(j) WHEN 'string' THEN 'text' ELSE jsonb_typeof(j) END AS type FROM jsonb_array_elements(coalesce(almanac_json($1), '[]'::jsonb)) AS j) AS $2"
        ),
        (
            #"json_each\(CASE WHEN json_valid\(([\w.]+)\) THEN \1 ELSE '\[\]' END\)"#,
            "LATERAL (SELECT j #>> '{}' AS value, CASE jsonb_typeof(j) WHEN 'string' THEN 'text' ELSE jsonb_typeof(j) END AS type FROM jsonb_array_elements(coalesce(almanac_json($1), '[]'::jsonb)) AS j) AS json_each"
        ),
        (#"json_each\(\?\)"#, "jsonb_array_elements_text(CAST(? AS jsonb))"),
        (
            #"json_valid\(CAST\((\w+) AS TEXT\)\) AND json_extract\(CAST\(\1 AS TEXT\), '\$\.(\w+)'\)"#,
            "almanac_json(convert_from($1, 'UTF8')) ->> '$2'"
        ),
        (#"CAST\(strftime\('%s', ([^']*?)\) AS INTEGER\)"#, "CAST(EXTRACT(EPOCH FROM CAST($1 AS timestamp)) AS bigint)"),
        (#"([\w.]+) = \? COLLATE NOCASE"#, "lower($1) = lower(?)"),
        (#"([\w.]+) COLLATE NOCASE"#, "lower($1)"),
        (#"\+((?:\w+\.)?owner_id)\b"#, "$1"),
        (#"CROSS JOIN (\w+(?: \w+)?) ON "#, "JOIN $1 ON "),
        (#"\bgroup_concat\("#, "string_agg("),
        (#"\browid\b"#, "seq"),
    ].compactMap { pattern, template in
        // Constant patterns: each is checked by a test of its rewrite.
        (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
    }

    /// `column -> '$.a.b."c"'` as `(almanac_json(column) #>> '{a,b,c}')`: the value as text, as the
    /// stored figures beside it are.
    static func jsonPaths(_ sql: String) -> String {
        guard sql.contains(" -> '$.") else { return sql }
        var text = sql
        while let arrow = text.range(of: #"(\w+) -> '\$\.([^']*)'"#, options: .regularExpression) {
            let match = String(text[arrow])
            let parts = match.components(separatedBy: " -> '$.")
            let column = parts[0]
            let path = parts[1].dropLast().split(separator: ".").map { $0.replacingOccurrences(of: "\"", with: "") }
            text.replaceSubrange(arrow, with: "(almanac_json(\(column)) #>> '{\(path.joined(separator: ","))}')")
        }
        return text
    }

    /// `?` and `?NNN` as `$n`, outside quotes and comments.
    static func placeholders(_ sql: String) -> String {
        var out = ""
        out.reserveCapacity(sql.utf8.count + 16)
        var largest = 0
        var characters = sql.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let held = pending {
                pending = nil
                return held
            }
            return characters.next()
        }
        while let character = next() {
            switch character {
            case "'", "\"":
                out.append(character)
                while let inner = next() {
                    out.append(inner)
                    if inner == character { break }
                }
            case "-":
                out.append(character)
                guard let following = next() else { break }
                guard following == "-" else {
                    pending = following
                    break
                }
                out.append(following)
                while let inner = next() {
                    out.append(inner)
                    if inner == "\n" { break }
                }
            case "?":
                var digits = ""
                while let following = next() {
                    if following.isASCII, following.isNumber {
                        digits.append(following)
                    } else {
                        pending = following
                        break
                    }
                }
                let number = Int(digits) ?? (largest + 1)
                largest = max(largest, number)
                out += "$\(number)"
            default:
                out.append(character)
            }
        }
        return out
    }
}

// MARK: - Full-text search

/// Full-text search on PostgreSQL: the twin of FTS5's `tasks_search` and `journal_search`, over
/// the GIN expression indexes of the baseline (`PostgresMigrations.fullTextIndexes`). The Store
/// writes these statements per engine (`SQLDialect`), as the two are not one text with a rewrite.
extension PostgresSQL {
    /// `to_tsquery('simple', ?)`'s argument that finds every word as a prefix, as FTS5's
    /// `"word"* "word"*` does: each word a quoted lexeme with `:*`, joined by `&`. A quote or a
    /// backslash inside a word is escaped, so no user text becomes tsquery syntax (the Store's
    /// words are letters and digits already); the whole goes as an argument, never SQL text.
    /// The words of `text` as FTS5's unicode61 tokenizer finds them: every ASCII punctuation mark
    /// is a space first. Without it PostgreSQL's parser reads `x<y and y>z` as an HTML tag and
    /// indexes none of its words, and `example.com/page` as a host and a path, not as words. The
    /// GIN indexes are made on this same expression (PostgreSQL's migration 0044), so a search uses them.
    static func searchDocument(_ text: String) -> String {
        "to_tsvector('simple', regexp_replace(\(text), '[[:punct:]]', ' ', 'g'))"
    }

    static func prefixQuery(_ words: [String]) -> String {
        words.map { word in
            "'" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "':*"
        }
        .joined(separator: " & ")
    }

    /// `ts_headline`'s options for the journal's snippet, as FTS5's `snippet(…, 16)`: one window
    /// of at most 16 words around the matches (15 from the start when the text has none), the
    /// matches between U+E000 and U+E001 (`JournalSnippet`'s marks), short words kept at its ends.
    static let snippetOptions = "StartSel=\u{E000}, StopSel=\u{E001}, MaxWords=16, MinWords=15, ShortWord=0, MaxFragments=1"

    /// `ts_headline`'s window as FTS5's `snippet` gives it: `…` where the window cuts `text`'s
    /// words, and what is before or after it kept where it cuts none (ts_headline ends the window
    /// at a word: "Lisbon at last." would lose its full stop).
    static func ellipsized(_ marked: String, of text: String) -> String {
        let plain = marked.filter { $0 != JournalSnippet.startMark && $0 != JournalSnippet.endMark }
        guard !plain.isEmpty, let window = text.range(of: plain) else { return marked }
        func hasWords(_ part: Substring) -> Bool { part.contains { $0.isLetter || $0.isNumber } }
        let before = text[..<window.lowerBound]
        let after = text[window.upperBound...]
        return (hasWords(before) ? "…" : String(before)) + marked + (hasWords(after) ? "…" : String(after))
    }
}
