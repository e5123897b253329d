/// A figure with its label under it (the Week retrospective uses it; any page may).
struct Metric: Component {
    var value: String
    var label: String
    var body: Component {
        Div {
            Span(value).class("metric-value")
            Span(label).class("metric-label")
        }
        .class("metric")
    }
}
