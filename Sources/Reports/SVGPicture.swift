import Lint
import PickerModel

/// `piclint simulate --format svg`: one picture alone, as a standalone SVG document a designer can open or place —
/// one control's drawing, or one screen (its device frame beside each of its controls' drawings). The drawings are
/// the HTML report's (`SVGDrawing`, `ScreenFrameDrawing`), nested at their places; every text from a spec is escaped.
public enum SVGPicture {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static let margin = 12.0
    /// The caption line above the picture, and the label line above each control of a screen.
    static let captionHeight = 24.0
    static let labelHeight = 22.0
    /// Between the device frame and the column of controls, and between two controls of the column.
    static let columnGap = 24.0
    static let rowGap = 16.0

    /// One control's drawing under a caption of its id, kind, mode and style.
    public static func control(_ control: ControlReport) -> String {
        let drawing = SVGDrawing.picture(control)
        let size = size(of: drawing)
        let width = size.width + 2 * margin
        let height = margin + captionHeight + size.height + margin
        let label = "\(control.id) (\(details(control))) on \(control.screen) · \(control.platform) · \(control.locale), "
            + "as piclint's reference model draws it"
        var svg = open(width: width, height: height, label: label)
        svg += caption(control.id, details(control), x: margin, y: margin + 16, width: width - 2 * margin)
        svg += placed(drawing, x: margin, y: margin + captionHeight)
        return svg + "</svg>\n"
    }

    /// One screen: a caption (name, platform, locale, size), the device frame with the controls as blocks (those
    /// with findings outlined in their worst severity and numbered), and each control's drawing to its right, under
    /// its id and the same number. `findings` may hold the whole file's: a control's are those that name its id.
    public static func screen(_ controls: [ControlReport], findings: [Diagnostic]) -> String {
        guard let first = controls.first else {
            return open(width: 240, height: 48, label: "No picker to draw")
                + caption("No picker to draw", "", x: margin, y: margin + 16, width: 216) + "</svg>\n"
        }
        let ids = Set(controls.map(\.id))
        var worstOf: [String: Severity] = [:]
        for finding in findings where finding.severity != .off {
            guard let id = finding.control, ids.contains(id) else { continue }
            worstOf[id] = max(worstOf[id] ?? finding.severity, finding.severity)
        }
        // Numbered in order among the controls with findings, as the HTML report numbers its cards.
        var numbered = 0
        let slots = controls.map { control -> ScreenFrameDrawing.Slot in
            let worst = worstOf[control.id]
            if worst != nil { numbered += 1 }
            return ScreenFrameDrawing.Slot(control: control, severity: worst, number: worst == nil ? nil : numbered)
        }
        let frame = ScreenFrameDrawing.picture(screen: first.screen, size: first.screenSize, slots: slots)
        let frameSize = size(of: frame)
        let top = margin + captionHeight
        let columnX = margin + frameSize.width + columnGap
        var column = ""
        var y = top
        var columnWidth = 0.0
        for slot in slots {
            let drawing = SVGDrawing.picture(slot.control)
            let drawingSize = size(of: drawing)
            columnWidth = max(columnWidth, drawingSize.width)
            var labelX = columnX
            if let number = slot.number {
                let colour = ScreenFrameDrawing.colour(slot.severity)
                column += "<circle cx=\"\(columnX + 8)\" cy=\"\(y + 9)\" r=\"8\" fill=\"\(colour)\"/>"
                    + "<text x=\"\(columnX + 8)\" y=\"\(y + 13)\" font-size=\"11\" font-weight=\"600\" fill=\"#fff\" "
                    + "text-anchor=\"middle\">\(number)</text>"
                labelX += 22
            }
            column += caption(slot.control.id, details(slot.control), x: labelX, y: y + 14, width: columnX + drawingSize.width - labelX)
            column += placed(drawing, x: columnX, y: y + labelHeight)
            y += labelHeight + drawingSize.height + rowGap
        }
        let width = columnX + columnWidth + margin
        let height = max(top + frameSize.height, y - rowGap) + margin
        let setting = "\(first.platform) · \(first.locale) · "
            + "\(first.screenSize.width.wholeNumberText(.towardZero)) × \(first.screenSize.height.wholeNumberText(.towardZero)) pt"
        let flagged = worstOf.count
        let label = "\(first.screen) · \(setting): \(controls.count) picker\(controls.count == 1 ? "" : "s")"
            + (flagged == 0 ? "" : ", \(flagged) with findings") + ", as piclint's reference model draws them"
        var svg = open(width: width, height: height, label: label)
        svg += caption(first.screen, setting, x: margin, y: margin + 16, width: width - 2 * margin)
        svg += placed(frame, x: margin, y: top)
        return svg + column + "</svg>\n"
    }

    // MARK: Pieces

    /// The document's start: the XML declaration, the root element with its size and accessible name, a title
    /// (what viewers show as its name) and a white ground, so it reads the same on a dark canvas.
    static func open(width: Double, height: Double, label: String) -> String {
        let width = Int(width.rounded(.up)), height = Int(height.rounded(.up))
        return declaration
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(Markup.escape(label))\" font-family=\"system-ui,sans-serif\">"
            + "<title>\(Markup.escape(label))</title><rect width=\"\(width)\" height=\"\(height)\" fill=\"#fff\"/>"
    }

    /// A line of text: a name in bold, then details in grey, cut with "…" to the width it has.
    static func caption(_ name: String, _ details: String, x: Double, y: Double, width: Double) -> String {
        let room = max(width, 24)
        let shownName = FaceDrawing.fitted(name, width: room, size: 13)
        let rest = room - Geometry.textWidth(shownName) * 13 / 17 - 8
        var text = "<text x=\"\(x)\" y=\"\(y)\" font-size=\"13\" fill=\"\(FaceDrawing.ink)\">"
            + "<tspan font-weight=\"600\">\(Markup.escape(shownName))</tspan>"
        if !details.isEmpty, rest > 24 {
            text += "<tspan fill=\"\(FaceDrawing.secondary)\"> \(Markup.escape(FaceDrawing.fitted(details, width: rest, size: 13)))</tspan>"
        }
        return text + "</text>"
    }

    /// A control's kind, mode as it takes effect, and style.
    static func details(_ control: ControlReport) -> String {
        ([control.kind] + (control.mode.map { [$0] } ?? []) + [control.model.style]).joined(separator: " · ")
    }

    /// A drawing nested at a place: its own `<svg>` given `x` and `y`, or, for anything else, a moved group.
    static func placed(_ drawing: String, x: Double, y: Double) -> String {
        guard drawing.hasPrefix("<svg ") else {
            return "<g transform=\"translate(\(x) \(y))\">\(drawing)</g>"
        }
        return "<svg x=\"\(x)\" y=\"\(y)\" " + drawing.dropFirst(5)
    }

    /// A drawing's size as its root element's `width` and `height` attributes give it.
    struct Size: Equatable {
        var width: Double
        var height: Double
    }

    /// The size a drawing gives itself, read off its first tag (whose attribute values are escaped, so neither a
    /// quote nor a `>` inside one can end it early); a fallback the size of a one-line drawing when it has none.
    static func size(of drawing: String) -> Size {
        let fallback = Size(width: SVGDrawing.width, height: 60)
        guard drawing.hasPrefix("<svg"), let end = drawing.firstIndex(of: ">") else { return fallback }
        let tag = drawing[..<end]
        func attribute(_ name: String) -> Double? {
            guard let start = tag.range(of: " \(name)=\"") else { return nil }
            let rest = tag[start.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            return Double(rest[..<close]).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        return Size(width: attribute("width") ?? fallback.width, height: attribute("height") ?? fallback.height)
    }
}
