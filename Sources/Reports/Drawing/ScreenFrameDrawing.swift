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

    /// Pixels per point: a phone screen about 300 pixels tall, a TV's 220 pixels wide, a watch's half its points.
    static func scale(for size: ScreenSize) -> Double {
        min(0.5, 300 / bounded(size.height), 220 / bounded(size.width))
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

    /// The size of the legend's text, and the height of one of its lines: a thumbnail's own blocks are too small for
    /// a readable name, so each is named beside the frame.
    static let legendSize = 11.0
    static let legendLine = 16.0
    /// The widest a control's id is shown in the legend before it is cut with "…".
    static let legendWidth = 170.0

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
        let bottom = 8 + frameHeight + drawnOverflow
        // The legend may run on below the frame, as far as an overflow could.
        let legendBottom = 8 + 2 * frameHeight

        // Where each block goes, and its name's line in the legend: at the block's middle, or below the line
        // before it. A block whose name would pass the drawn height is left out with the rest, and counted.
        struct Placed {
            var slot: Slot
            var y: Double
            var height: Double
            var width: Double
            var line: Double
        }
        var placed: [Placed] = []
        var y = 12.0
        var line = 8.0 + legendLine / 2
        for (slot, blockHeight) in zip(stacked, heights) {
            guard y + blockHeight <= bottom + 0.5 else { break }
            let middle = y + min(blockHeight, bottom - y) / 2
            let nextLine = max(middle, line)
            guard nextLine + legendLine / 2 <= legendBottom + 0.5 else { break }
            let blockWidth = min(frameWidth - 8, max(min(bounded(slot.control.model.width), largestSide) * scale, 12))
            placed.append(Placed(slot: slot, y: y, height: blockHeight, width: blockWidth, line: nextLine))
            line = nextLine + legendLine
            y += blockHeight + 4
        }
        let left = stacked.count - placed.count

        let frameRight = 8 + frameWidth
        let legendX = frameRight + 20
        let numbered = placed.contains { $0.slot.number != nil }
        let nameX = legendX + (numbered ? 18 : 0)
        let names = placed.map { SVGDrawing.fitted($0.slot.control.id, width: legendWidth, size: legendSize) }
        let namesWidth = names.map { SVGDrawing.textWidth($0, size: legendSize) }.max() ?? 0
        let note = left > 0 ? "and \(Plural.counted(left, "more control", "more controls")) below" : nil
        let noteSize = legendSize
        let contentBottom = max(bottom, (placed.last?.line ?? 0) + legendLine / 2)
        let noteBaseline = contentBottom + 8 + noteSize
        var width = placed.isEmpty ? frameRight + 8 : nameX + namesWidth + 8
        if let note { width = max(width, 12 + SVGDrawing.textWidth(note, size: noteSize) + 8) }
        let height = note == nil ? contentBottom + 8 : noteBaseline + 6

        var label = "\(screen) at \(size.width.wholeNumberText(.towardZero)) by "
            + Plural.counted(size.height.wholeNumberText(.towardZero), "point")
        if overflow > 0 { label += ", its controls overflowing the screen by " + Plural.counted((overflow / scale).wholeNumberText(.up), "point") }
        // The number after the id, as the marks show it: “1 rounds” would read as a count of rounds.
        let marked = stacked.filter { $0.number != nil }.map { "\($0.control.id) (\($0.number ?? 0))" }
        if !marked.isEmpty { label += "; with findings: " + marked.joined(separator: ", ") }
        var canvas = SVGCanvas(width: width, height: height, label: label)
        canvas.rect(8, 8, frameWidth, frameHeight, radius: min(18, frameWidth / 8), fill: "#fff", stroke: SVGCanvas.Colour.ink,
                    strokeWidth: 2)
        for (block, name) in zip(placed, names) {
            let slot = block.slot
            let outside = block.y + block.height > 8 + frameHeight
            let edge = slot.severity == nil ? "#c7c7cc" : colour(slot.severity)
            canvas.rect(12, block.y, block.width, block.height, radius: min(3, block.height / 2),
                        fill: outside ? "#ffe5e5" : SVGCanvas.Colour.faint, stroke: edge, strokeWidth: slot.severity == nil ? 1 : 2,
                        dashed: outside)
            // A leader from the block's middle, level out of the frame, then to its name: the blocks' rows never meet,
            // and the names keep the blocks' order, so no two leaders cross.
            let middle = block.y + min(block.height, bottom - block.y) / 2
            let end = (slot.number == nil ? nameX : legendX) - 4
            canvas.polyline([(12 + block.width, middle), (frameRight + 6, middle), (end, block.line)],
                            stroke: slot.severity == nil ? SVGCanvas.Colour.neutral : edge)
            if let number = slot.number {
                canvas.circle(legendX + 7, block.line, 7, fill: colour(slot.severity))
                canvas.text(String(number), x: legendX + 7, y: block.line + 3.5, size: 10, colour: "#fff", anchor: "middle", bold: true)
            }
            canvas.text(name, x: nameX, y: block.line + legendSize * 0.35, size: legendSize, colour: SVGCanvas.Colour.ink)
        }
        if let note {
            canvas.text(note, x: 12, y: noteBaseline, size: noteSize, colour: SVGCanvas.Colour.error)
        }
        if overflow > 0 {
            canvas.line(4, 8 + frameHeight, frameRight + 4, 8 + frameHeight, stroke: SVGCanvas.Colour.error, dashed: true)
        }
        return canvas
    }
}
