import Lint
import PickerModel
import Spec

/// A screen at its real proportions: the device's outline at the screen's size, and the controls that take space
/// stacked at the heights the model gives them, so a screen whose controls do not fit visibly overflows its
/// frame. A control with findings is outlined in its worst severity's colour and numbered as its card is.
enum ScreenFrameDrawing {
    /// One control of the screen, with what the frame marks on it.
    struct Slot {
        var control: ControlReport
        var severity: Severity?
        var number: Int?
    }

    /// A screen's controls (a range of `FileReport.screens`) as its frame marks them: each with the worst severity of
    /// its findings (`FileReport.findingsByControl`), numbered in order among those with findings, as their cards are.
    static func slots(_ screen: Range<Int>, of file: FileReport, owners: [Int: [Int]]) -> [Slot] {
        var numbered = 0
        return screen.map { index in
            let worst = (owners[index] ?? []).map { file.diagnostics[$0].severity }.filter { $0 != .off }.max()
            if worst != nil { numbered += 1 }
            return Slot(control: ControlReport(file.controls[index]), severity: worst, number: worst == nil ? nil : numbered)
        }
    }

    /// The largest size in points a frame is drawn for; a larger (hostile) size is drawn as this.
    static let largestSide = 100_000.0

    /// Pixels per point: a phone screen about 300 pixels tall, a TV's 220 pixels wide.
    static func scale(for size: ScreenSize) -> Double {
        min(0.36, 300 / bounded(size.height), 220 / bounded(size.width))
    }

    static func bounded(_ points: Double) -> Double {
        points.isFinite ? min(max(points, 1), largestSide) : largestSide
    }

    static func colour(_ severity: Severity?) -> String {
        switch severity {
        case .error?: return SVGCanvas.Colour.error
        case .warning?: return SVGCanvas.Colour.warning
        case .info?: return SVGCanvas.Colour.info
        default: return SVGCanvas.Colour.neutral
        }
    }

    static func picture(screen: String, size: ScreenSize, slots: [Slot]) -> String {
        drawing(screen: screen, size: size, slots: slots).element
    }

    static func drawing(screen: String, size: ScreenSize, slots: [Slot]) -> SVGCanvas {
        let scale = scale(for: size)
        let frameWidth = bounded(size.width) * scale
        let frameHeight = bounded(size.height) * scale
        let stacked = slots.filter { $0.control.model.takesSpace }
        let heights = stacked.map { max(min(bounded($0.control.model.height), largestSide), 4) * scale }
        let needed = heights.reduce(0, +) + Double(max(0, stacked.count - 1)) * 4 + 8
        let overflow = max(0, needed - frameHeight)
        // Overflow is drawn up to the frame's height again; past it, the controls left are counted, not drawn.
        let drawnOverflow = min(overflow, frameHeight)
        let width = frameWidth + 16
        let height = frameHeight + drawnOverflow + 16 + (overflow > drawnOverflow ? 14 : 0)
        var label = "\(screen) at \(size.width.wholeNumberText(.towardZero)) by "
            + Plural.counted(size.height.wholeNumberText(.towardZero), "point")
        if overflow > 0 { label += ", its controls overflowing the screen by " + Plural.counted((overflow / scale).wholeNumberText(.up), "point") }
        // The number after the id, as the marks show it: “1 rounds” would read as a count of rounds.
        let marked = stacked.filter { $0.number != nil }.map { "\($0.control.id) (\($0.number ?? 0))" }
        if !marked.isEmpty { label += "; with findings: " + marked.joined(separator: ", ") }
        var canvas = SVGCanvas(width: width, height: height, label: label)
        canvas.rect(8, 8, frameWidth, frameHeight, radius: min(18, frameWidth / 8), fill: "#fff", stroke: SVGCanvas.Colour.ink,
                    strokeWidth: 2)
        var y = 12.0
        var left = stacked.count
        for (slot, blockHeight) in zip(stacked, heights) {
            guard y + blockHeight <= 8 + frameHeight + drawnOverflow + 0.5 else { break }
            left -= 1
            let outside = y + blockHeight > 8 + frameHeight
            let blockWidth = min(frameWidth - 8, max(min(bounded(slot.control.model.width), largestSide) * scale, 12))
            canvas.rect(12, y, blockWidth, blockHeight, radius: 3, fill: outside ? "#ffe5e5" : SVGCanvas.Colour.faint,
                        stroke: slot.severity == nil ? "#c7c7cc" : colour(slot.severity), strokeWidth: slot.severity == nil ? 1 : 2,
                        dashed: outside)
            if blockHeight >= 10 {
                canvas.text(SVGDrawing.fitted(slot.control.id, width: blockWidth - 20, size: 8), x: 16, y: y + min(blockHeight - 2, 11),
                            size: 8, colour: "#3a3a3c")
            }
            if let number = slot.number {
                let cx = 12 + blockWidth - 7
                canvas.circle(cx, y + 7, 6, fill: colour(slot.severity))
                canvas.text(String(number), x: cx, y: y + 10, size: 8, colour: "#fff", anchor: "middle")
            }
            y += blockHeight + 4
        }
        if left > 0 {
            canvas.text("and \(Plural.counted(left, "more control", "more controls")) below", x: 12, y: height - 6, size: 9, colour: SVGCanvas.Colour.error)
        }
        if overflow > 0 {
            canvas.line(4, 8 + frameHeight, width - 4, 8 + frameHeight, stroke: SVGCanvas.Colour.error, dashed: true)
        }
        return canvas
    }
}
