/// An SVG drawing being built. Every number goes through one formatter (finite, bounded, at most two decimals)
/// and every text through `Markup.escape`, so no drawing can write `inf`, trap on a spec's extreme size, or let a
/// spec's text out of its element.
struct SVGCanvas {
    /// The drawing's size in CSS pixels.
    var width: Double
    var height: Double
    /// What the drawing shows, in words: its text alternative.
    var label: String
    private var body = ""

    init(width: Double, height: Double, label: String) {
        self.width = width
        self.height = height
        self.label = label
    }

    // MARK: Colours

    /// The report's palette; the text colours meet WCAG AA (4.5:1) on white and on `fill`.
    enum Colour {
        static let ink = "#1d1d1f"
        static let secondary = "#6e6e73"
        static let line = "#d2d2d7"
        static let fill = "#e8e8ed"
        static let faint = "#f2f2f7"
        static let accent = "#0066cc"
        static let error = "#d70015"
        static let warning = "#b25000"
        static let info = "#0066cc"
        static let neutral = "#aeaeb2"
    }

    // MARK: Shapes

    mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double = 0, fill: String = "none",
                       stroke: String? = nil, strokeWidth: Double = 1, dashed: Bool = false) {
        body += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(0, width)))\" "
            + "height=\"\(Self.number(max(0, height)))\"" + (radius > 0 ? " rx=\"\(Self.number(radius))\"" : "")
            + " fill=\"\(fill)\"" + Self.stroke(stroke, strokeWidth, dashed) + "/>"
    }

    mutating func circle(_ cx: Double, _ cy: Double, _ radius: Double, fill: String = "none", stroke: String? = nil,
                         strokeWidth: Double = 1) {
        body += "<circle cx=\"\(Self.number(cx))\" cy=\"\(Self.number(cy))\" r=\"\(Self.number(max(0, radius)))\" fill=\"\(fill)\""
            + Self.stroke(stroke, strokeWidth, false) + "/>"
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, strokeWidth: Double = 1,
                       dashed: Bool = false) {
        body += "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
            + Self.stroke(stroke, strokeWidth, dashed) + "/>"
    }

    /// An open line through the points (a chevron, a stepper's arrows, a clock's hands).
    mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, strokeWidth: Double = 1) {
        let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        body += "<polyline points=\"\(list)\" fill=\"none\"" + Self.stroke(stroke, strokeWidth, false)
            + " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    /// A text; `size` in pixels, `anchor` start, middle or end.
    mutating func text(_ value: String, x: Double, y: Double, size: Double = 15, colour: String = Colour.ink,
                       anchor: String = "start", bold: Bool = false, opacity: Double = 1) {
        body += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\" fill=\"\(colour)\""
            + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"") + (bold ? " font-weight=\"600\"" : "")
            + (opacity < 1 ? " fill-opacity=\"\(Self.number(opacity))\"" : "") + ">\(Markup.escape(value))</text>"
    }

    /// Another drawing placed at a point, clipped to its own size (a nested `svg` clips to its viewport, which
    /// needs no id, so two drawings on one page cannot collide).
    mutating func place(_ drawing: SVGCanvas, x: Double, y: Double) {
        body += "<svg x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(drawing.width))\" "
            + "height=\"\(Self.number(drawing.height))\">" + drawing.body + "</svg>"
    }

    /// The drawing as an inline `svg` element, with its text alternative for screen readers.
    var element: String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width.rounded(.up)))\" height=\"\(Self.number(height.rounded(.up)))\" "
            + "viewBox=\"0 0 \(Self.number(width.rounded(.up))) \(Self.number(height.rounded(.up)))\" role=\"img\" "
            + "aria-label=\"\(Markup.escape(label))\" font-family=\"\(FontMetrics.family)\">"
            + "<title>\(Markup.escape(label))</title>" + body + "</svg>"
    }

    /// The drawing as a file of its own.
    var document: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element + "\n" }

    // MARK: Numbers

    /// A coordinate as SVG reads it: finite, within a million pixels, to the hundredth, without a trailing ".0".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((min(max(value, -1e6), 1e6) * 100).rounded())
        let whole = hundredths.magnitude / 100, fraction = hundredths.magnitude % 100
        let sign = hundredths < 0 ? "-" : ""
        switch fraction {
        case 0: return sign + String(whole)
        case _ where fraction % 10 == 0: return sign + "\(whole).\(fraction / 10)"
        case ..<10: return sign + "\(whole).0\(fraction)"
        default: return sign + "\(whole).\(fraction)"
        }
    }

    private static func stroke(_ colour: String?, _ width: Double, _ dashed: Bool) -> String {
        guard let colour else { return "" }
        return " stroke=\"\(colour)\"" + (width == 1 ? "" : " stroke-width=\"\(number(width))\"")
            + (dashed ? " stroke-dasharray=\"4 3\"" : "")
    }
}
