import Foundation

/// A user agent in words a person recognises in their security log: "Chrome 156 on Linux",
/// "Safari on iOS", "almanac CLI". The full text stays available beside it.
public enum ClientName {
    public static func short(_ userAgent: String) -> String {
        let agent = userAgent.trimmingCharacters(in: .whitespaces)
        guard !agent.isEmpty else { return "unknown" }
        let browsers: [(marker: String, name: String)] = [
            ("Edg/", "Edge"), ("OPR/", "Opera"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"), ("Version/", "Safari"),
            ("curl/", "curl"), ("python-requests/", "Python requests"),
        ]
        guard let browser = browsers.first(where: { agent.contains($0.marker) }) else { return String(agent.prefix(40)) }
        let version = agent.components(separatedBy: browser.marker).last?.prefix { $0.isNumber } ?? ""
        let named = browser.name == "Safari" || version.isEmpty ? browser.name : "\(browser.name) \(version)"
        let systems: [(marker: String, name: String)] = [
            ("Android", "Android"), ("iPhone", "iOS"), ("iPad", "iPadOS"), ("Mac OS X", "macOS"), ("Windows", "Windows"),
            ("CrOS", "ChromeOS"), ("Linux", "Linux"),
        ]
        guard let system = systems.first(where: { agent.contains($0.marker) }) else { return named }
        return "\(named) on \(system.name)"
    }
}
