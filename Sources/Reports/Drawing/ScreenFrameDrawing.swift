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

    /// Points to drawing units: a phone screen about 300 units tall.
    static func scale(for size: ScreenSize) -> Double {
        min(0.36, 300 / max(size.height, 1), 220 / max(size.width, 1))
    }

    static func colour(_ severity: Severity?) -> String {
        switch severity {
        case .error?: return "#d70015"
        case .warning?: return "#b25000"
        case .info?: return "#0066cc"
        default: return "#aeaeb2"
        }
    }

    static func picture(screen: String, size: ScreenSize, slots: [Slot]) -> String {
        let scale = scale(for: size)
        let frameWidth = size.width * scale
        let frameHeight = size.height * scale
        let stacked = slots.filter { $0.control.model.takesSpace }
        let heights = stacked.map { max($0.control.model.height, 4) * scale }
        let needed = heights.reduce(0, +) + Double(max(0, stacked.count - 1)) * 4 + 8
        let overflow = max(0, needed - frameHeight)
        let width = frameWidth + 16
        let height = frameHeight + overflow + 16
        let label = "\(screen) at \(Int(size.width)) by \(Int(size.height)) points"
            + (overflow > 0 ? ", its controls overflowing the screen by \(Int(overflow / scale)) points" : "")
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width.rounded(.up)))\" height=\"\(Int(height.rounded(.up)))\" "
            + "role=\"img\" aria-label=\"\(Markup.escape(label))\" font-family=\"system-ui,sans-serif\"><title>\(Markup.escape(label))</title>"
        svg += "<rect x=\"8\" y=\"8\" width=\"\(frameWidth)\" height=\"\(frameHeight)\" rx=\"\(min(18, frameWidth / 8))\" fill=\"#fff\" stroke=\"#1d1d1f\" stroke-width=\"2\"/>"
        var y = 12.0
        for (slot, blockHeight) in zip(stacked, heights) {
            let outside = y + blockHeight > 8 + frameHeight
            let stroke = slot.severity == nil ? "#c7c7cc" : colour(slot.severity)
            let blockWidth = min(frameWidth - 8, max(slot.control.model.width * scale, 12))
            svg += "<rect x=\"12\" y=\"\(y)\" width=\"\(blockWidth)\" height=\"\(blockHeight)\" rx=\"3\" fill=\"\(outside ? "#ffe5e5" : "#f2f2f7")\" "
                + "stroke=\"\(stroke)\" stroke-width=\"\(slot.severity == nil ? 1 : 2)\"\(outside ? " stroke-dasharray=\"3 2\"" : "")/>"
            if blockHeight >= 10 {
                svg += "<text x=\"16\" y=\"\(y + min(blockHeight - 2, 11))\" font-size=\"8\" fill=\"#3a3a3c\">"
                    + Markup.escape(FaceDrawing.fitted(slot.control.id, width: (blockWidth - 24) * 2, size: 8)) + "</text>"
            }
            if let number = slot.number {
                let cx = 12 + blockWidth - 7
                svg += "<circle cx=\"\(cx)\" cy=\"\(y + 7)\" r=\"6\" fill=\"\(colour(slot.severity))\"/>"
                    + "<text x=\"\(cx)\" y=\"\(y + 10)\" font-size=\"8\" fill=\"#fff\" text-anchor=\"middle\">\(number)</text>"
            }
            y += blockHeight + 4
        }
        if overflow > 0 {
            let bottom = 8 + frameHeight
            svg += "<line x1=\"4\" y1=\"\(bottom)\" x2=\"\(width - 4)\" y2=\"\(bottom)\" stroke=\"#d70015\" stroke-dasharray=\"4 3\"/>"
        }
        return svg + "</svg>"
    }
}
