import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The Store's SQL text as PostgreSQL reads it, and the values both ways (no PostgreSQL needed).
struct PostgresSQLTests {
    @Test(arguments: [
        ("SELECT * FROM tasks WHERE owner_id = ? AND id = ?", "SELECT * FROM tasks WHERE owner_id = $1 AND id = $2"),
        // SQLite's numbered arguments, and a bare one after them (the largest so far plus one).
        ("SELECT ?1, ?2, ?1, ?3", "SELECT $1, $2, $1, $3"),
        ("SELECT ?2, ?", "SELECT $2, $3"),
        // Nothing inside quotes or a comment.
        ("SELECT '?' || ? AS \"a?\" -- why?\nFROM t WHERE x = ?", "SELECT '?' || $1 AS \"a?\" -- why?\nFROM t WHERE x = $2"),
        ("SELECT 'it''s ?' , ?", "SELECT 'it''s ?' , $1"),
        ("SELECT 3-? , a - -1", "SELECT 3-$1 , a - -1"),
        ("SELECT ?", "SELECT $1"),
    ])
    func placeholdersBecomeNumbered(sql: String, expected: String) {
        #expect(PostgresSQL.placeholders(sql) == expected)
        #expect(PostgresSQL.translate(sql) == expected)
    }

    @Test func rowsKeepTheStatementsColumnOrder() {
        var columns: [(String, (any DatabaseValueConvertible)?)] = []
        var names: [String] = []
        for index in 0..<12 {
            names.append("c" + String(11 - index))
            columns.append((names[index], index))
        }
        let row = PostgresStoreDatabase.makeRow(columns)
        #expect(Array(row.columnNames) == names)
        #expect((0..<12).map { row[$0] as Int } == Array(0..<12))
        #expect(row["c0"] as Int == 11)
    }

    @Test func argumentsAreReadInOrderAndNamedOnesAreRefused() throws {
        let bindings = try PostgresStoreDatabase.bindings(
            StatementArguments(["a", 2, 2.5, nil, Data([1, 2])] as [(any DatabaseValueConvertible)?]))
        #expect(bindings.count == 5)
        #expect(throws: PostgresEngineError.self) { try PostgresStoreDatabase.bindings(["name": "x"]) }
        #expect(PostgresStoreDatabase.text(0.1) == "0.1")
        let third = 1.0 / 3
        #expect(Double(PostgresStoreDatabase.text(third)) == third)
        #expect(PostgresStoreDatabase.text(-.infinity) == "-Infinity")
    }
}

/// A stored JSON array's elements with SQLite's `value` and `type` columns.
private func elements(_ column: String) -> String {
    "LATERAL (SELECT j #>> '{}' AS value, CASE jsonb_typeof(j) WHEN 'string' THEN 'text' ELSE jsonb_typeof(j) END AS type "
        + "FROM jsonb_array_elements(coalesce(almanac_json(\(column)), '[]'::jsonb)) AS j)"
}

/// Each of SQLite's spellings the Store uses, as PostgreSQL reads it.
struct PostgresRewriteTests {
    @Test(arguments: [
        ("WHERE id IN (SELECT value FROM json_each(?))", "WHERE id IN (SELECT value FROM jsonb_array_elements_text(CAST($1 AS jsonb)))"),
        (
            "FROM rated, json_each(CASE WHEN json_valid(rated.tags) THEN rated.tags ELSE '[]' END) AS t WHERE t.type = 'text'",
            "FROM rated, \(elements("rated.tags")) AS t WHERE t.type = 'text'"
        ),
        (
            "FROM journal_entries e, json_each(CASE WHEN json_valid(e.tags) THEN e.tags ELSE '[]' END) t WHERE",
            "FROM journal_entries e, \(elements("e.tags")) AS t WHERE"
        ),
        (
            "FROM intentions, json_each(CASE WHEN json_valid(intentions.tags) THEN intentions.tags ELSE '[]' END)\nWHERE",
            "FROM intentions, \(elements("intentions.tags")) AS json_each\nWHERE"
        ),
        (
            "WHEN 'eaten' THEN entry -> '$.eaten._0.nutrients.\"1008\"'",
            "WHEN 'eaten' THEN (almanac_json(entry) #>> '{eaten,_0,nutrients,1008}')"
        ),
        (
            "SELECT CAST(strftime('%s', MIN(started_at)) AS INTEGER) AS first",
            "SELECT CAST(EXTRACT(EPOCH FROM CAST(MIN(started_at) AS timestamp)) AS bigint) AS first"
        ),
        ("WHERE owner_id = ? AND g.name = ? COLLATE NOCASE", "WHERE owner_id = $1 AND lower(g.name) = lower($2)"),
        ("ORDER BY name COLLATE NOCASE, id", "ORDER BY lower(name), id"),
        ("WHERE id IN (SELECT original FROM live) AND +owner_id = ?", "WHERE id IN (SELECT original FROM live) AND owner_id = $1"),
        ("COALESCE(group_concat(id || '=' || name, '|'), '')", "COALESCE(string_agg(id || '=' || name, '|'), '')"),
        ("SELECT a + b FROM t WHERE x = ?", "SELECT a + b FROM t WHERE x = $1"),
        ("r.kind = 'retraction' AND +r.owner_id = ?", "r.kind = 'retraction' AND r.owner_id = $1"),
        (
            "FROM plan_blocks CROSS JOIN intentions ON intentions.block_id = plan_blocks.id",
            "FROM plan_blocks JOIN intentions ON intentions.block_id = plan_blocks.id"
        ),
        (
            "DELETE FROM security_events WHERE rowid NOT IN (SELECT rowid FROM security_events ORDER BY rowid DESC)",
            "DELETE FROM security_events WHERE seq NOT IN (SELECT seq FROM security_events ORDER BY seq DESC)"
        ),
        (
            "AND json_valid(CAST(value AS TEXT)) AND json_extract(CAST(value AS TEXT), '$.userId') = ?",
            "AND almanac_json(convert_from(value, 'UTF8')) ->> 'userId' = $1"
        ),
    ])
    func sqliteSpellingsAreRewritten(sql: String, expected: String) {
        #expect(PostgresSQL.translate(sql) == expected)
    }
}

/// Full-text search's pieces on PostgreSQL that need no server.
struct PostgresFullTextTests {
    @Test func everyWordIsAQuotedPrefixAndQuotesOrBackslashesStayText() {
        #expect(PostgresSQL.prefixQuery(["lisb", "ana"]) == "'lisb':* & 'ana':*")
        #expect(PostgresSQL.prefixQuery(["it's", #"a\b"#]) == #"'it''s':* & 'a\\b':*"#)
    }

    @Test(arguments: [
        // Cut on both sides, at the start, at the end, not at all (the full stop kept).
        ("walked to \u{E000}Lisbon\u{E001} with", "We walked to Lisbon with Ana.", "…walked to \u{E000}Lisbon\u{E001} with…"),
        ("\u{E000}Lisbon\u{E001} at", "Lisbon at last.", "\u{E000}Lisbon\u{E001} at…"),
        ("at \u{E000}last\u{E001}", "Lisbon at last!", "…at \u{E000}last\u{E001}!"),
        ("\u{E000}Lisbon\u{E001} at last", " Lisbon at last.", " \u{E000}Lisbon\u{E001} at last."),
        ("", "Lisbon", ""),
    ])
    func aSnippetIsCutWithAnEllipsisAsFTS5Cuts(marked: String, text: String, expected: String) {
        #expect(PostgresSQL.ellipsized(marked, of: text) == expected)
    }
}
