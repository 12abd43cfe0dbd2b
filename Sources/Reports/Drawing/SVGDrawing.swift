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
        if model.drawsWheels, !model.wheels.isEmpty { return WheelsDrawing(control: control, scale: WheelsDrawing.scale(for: model)).drawing }
        if let face = model.dateFace {
            return DateFaceDrawing(id: control.id, scale: screenScale, mac: control.platform == "macOS").drawing(face)
        }
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

    /// The width in pixels of a text at a font size in pixels, as the drawings' fonts draw it (`FontMetrics`).
    static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        FontMetrics.width(text, size: size, bold: bold)
    }

    /// A text cut with "…" to the width it may take, as the platform truncates a label; a text that fits is kept whole.
    static func fitted(_ value: String, width: Double, size: Double, bold: Bool = false) -> String {
        // A hundredth of a pixel of slack, so that a text measured for its room is not cut by a rounding.
        guard textWidth(value, size: size, bold: bold) > width + 0.01 else { return value }
        // The longest start that fits with its "…", measured whole (a letter's width can depend on its neighbours);
        // found by halving, so a long text is measured a few dozen times, not once a character.
        let characters = Array(value)
        func cut(_ count: Int) -> String {
            var kept = String(characters[..<count])
            // A space before the "…" would read as a gap, not a cut.
            while kept.last == " " { kept.removeLast() }
            return kept + "…"
        }
        var fits = 0, tooLong = characters.count
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if textWidth(cut(middle), size: size, bold: bold) <= width { fits = middle } else { tooLong = middle }
        }
        return cut(fits)
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
