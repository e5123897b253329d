/// A user's colour as a dot: an SVG circle whose `fill` is a presentation attribute, not a style
/// (the CSP allows no style attribute). Without a colour it takes the accent (CSS `color`).
struct ColorDot: Component {
    var color: String?

    var body: Component {
        SVG("svg", ["class": "tl-dot", "viewBox": "0 0 10 10", "aria-hidden": "true"]) {
            SVG("circle", ["cx": "5", "cy": "5", "r": "5", "fill": color ?? "currentColor"])
        }
    }
}

/// A horizontal bar filled to `percent` (0...100), in `color` or the accent: SVG, so the width
/// and colour are attributes rather than a style.
struct BarGraphic: Component {
    var percent: Int
    var color: String?

    var body: Component {
        SVG("svg", ["class": "bar"]) {
            SVG("rect", ["class": "bar-fill", "width": "\(min(100, max(0, percent)))%", "height": "100%", "rx": "5"])
                .attribute(named: "fill", value: color)
        }
    }
}
