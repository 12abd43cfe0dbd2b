import Lint
import PickerModel

/// A picker drawn as SVG from the reference model, as the platform draws its style: wheels, compact buttons,
/// calendars, fields, menus, segments, radio buttons, rows. Drawings are at the screen's scale, so a watch's
/// picker is drawn smaller than a phone's, and what does not fit is drawn cut off, as a person would see it.
enum SVGDrawing {
    /// The widest a drawing gets, in pixels; a wider control (an iPad's or a TV's) is drawn smaller to fit.
    static let maximumWidth = 520.0
    /// Pixels per point: a phone's 390 points make 340 pixels.
    static let pixelsPerPoint = 340.0 / 390.0

    /// The control's drawing as an inline `svg` element.
    static func picture(_ control: ControlReport) -> String {
        drawing(control).element
    }

    /// The control's drawing.
    static func drawing(_ control: ControlReport) -> SVGCanvas {
        let model = control.model
        // Controls keep their size in points whatever the screen's width; a Mac's and a TV's are drawn at their points.
        let screenScale = control.platform == "macOS" || control.platform == "tvOS" ? 1 : pixelsPerPoint
        if model.drawsWheels, !model.wheels.isEmpty { return WheelsDrawing(control: control, scale: scale(forWidth: model.width)).drawing }
        if let face = model.dateFace { return DateFaceDrawing(id: control.id, scale: screenScale).drawing(face) }
        if let drawn = OptionsDrawing(control: control, scale: screenScale).drawing { return drawn }
        return described(control)
    }

    /// Pixels per point for wheels that span a width in points.
    static func scale(forWidth width: Double) -> Double {
        guard width.isFinite, width > 0 else { return pixelsPerPoint }
        return min(pixelsPerPoint, maximumWidth / width)
    }

    /// A control the model has no picture of, in the model's words.
    static func described(_ control: ControlReport) -> SVGCanvas {
        let text = control.model.description ?? control.model.style
        var canvas = SVGCanvas(width: 340, height: 60, label: "\(control.id): \(text)")
        canvas.rect(0.5, 0.5, 339, 59, radius: 10, fill: "#fff", stroke: SVGCanvas.Colour.line)
        for (index, line) in wrapped(text, width: 320, size: 13, lines: 3).enumerated() {
            canvas.text(line, x: 10, y: 20 + Double(index) * 16, size: 13)
        }
        return canvas
    }

    // MARK: Text

    /// The estimated width in pixels of a text at a font size in pixels (the model measures at 17 points).
    static func textWidth(_ text: String, size: Double) -> Double {
        Geometry.textWidth(text) * size / 17
    }

    /// A text cut with "…" to the width it may take, as the platform truncates a label.
    static func fitted(_ value: String, width: Double, size: Double) -> String {
        // The widths are estimates: a text is cut only when it is clearly too wide, never by a rounding.
        guard textWidth(value, size: size) > width + 0.5 else { return value }
        var cut = ""
        var used = textWidth("…", size: size)
        for character in value {
            let next = textWidth(String(character), size: size)
            guard used + next <= width else { break }
            cut.append(character)
            used += next
        }
        return cut + "…"
    }

    /// A text broken into at most `lines` lines at spaces to fit a width (a word longer than the width is cut).
    static func wrapped(_ text: String, width: Double, size: Double, lines limit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            guard lines.count < limit else { break }
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if textWidth(candidate, size: size) <= width || line.isEmpty {
                line = fitted(candidate, width: width, size: size)
            } else {
                lines.append(line)
                line = fitted(String(word), width: width, size: size)
            }
        }
        if !line.isEmpty, lines.count < limit { lines.append(line) }
        return lines
    }
}
