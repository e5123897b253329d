import Ink

/// Notes written in Markdown (to-dos, timeline events), shown as HTML.
enum Markdown {
    /// Markdown through Ink, with raw HTML shown as text and only safe link targets.
    static func safeHTML(_ markdown: String) -> HTML {
        var parser = MarkdownParser()
        parser.addModifier(Modifier(target: .html) { _, markdown in escape(String(markdown)) })
        for target in [Modifier.Target.links, .images] {
            parser.addModifier(
                Modifier(target: target) { html, markdown in
                    isSafeLink(html) ? html : escape(String(markdown))
                })
        }
        return .trustedMarkdown(parser.html(from: markdown))
    }

    /// Only web, mail and same-site links (no `javascript:` or `data:`).
    static func isSafeLink(_ html: String) -> Bool {
        guard let range = html.range(of: #"(href|src)="[^"]*""#, options: .regularExpression) else { return true }
        let value = html[range].drop(while: { $0 != "\"" }).dropFirst().lowercased().trimmingCharacters(in: .whitespaces)
        return ["http://", "https://", "mailto:", "/", "#"].contains { value.hasPrefix($0) }
    }
}
