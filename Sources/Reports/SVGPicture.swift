import Lint
import PickerModel
import Spec

/// `piclint simulate --format svg`: one picture alone, as a standalone SVG document a designer can open or place:
/// one control's drawing, or one screen (its device frame beside each of its controls' drawings). The drawings are
/// the HTML report's (`SVGDrawing`, `ScreenFrameDrawing`), nested at their places; every text from a spec is escaped.
public enum SVGPicture {
    static let margin = 12.0
    /// The caption line above the picture, and the label line above each control of a screen.
    static let captionHeight = 24.0
    static let labelHeight = 22.0
    /// Between the device frame and the column of controls, and between two controls of the column.
    static let columnGap = 24.0
    static let rowGap = 16.0

    /// The widest a caption line makes its picture before it is cut with "…".
    static let captionLimit = 720.0
    /// The caption's text size, and the space between a caption's name and its details.
    static let captionSize = 13.0
    static let captionGap = 8.0

    /// One control's drawing under a caption of its id, kind, mode and style, the picture as wide as both need.
    public static func control(_ control: ControlReport) -> String {
        let drawing = SVGDrawing.drawing(control)
        let width = max(drawing.width, min(captionWidth(control.id, details(control)), captionLimit), 200) + 2 * margin
        let label = "\(control.id) (\(details(control))) on \(control.screen) · \(control.platform) · \(control.locale), "
            + "as piclint's reference model draws it"
        var canvas = SVGCanvas(width: width, height: margin + captionHeight + drawing.height + margin, label: label)
        canvas.rect(0, 0, canvas.width, canvas.height, fill: "#fff")
        caption(control.id, details(control), x: margin, y: margin + 16, width: width - 2 * margin, on: &canvas)
        canvas.place(drawing, x: margin, y: margin + captionHeight)
        return canvas.document
    }

    /// One screen of a file (a range of `FileReport.screens`): a caption (name, platform, locale, size), the device
    /// frame with the controls as blocks (those with findings outlined in their worst severity and numbered), and each
    /// control's drawing to its right, under its id and the same number. Findings go to their controls as the HTML
    /// report assigns them (`FileReport.findingsByControl`). Every place comes from the measured sizes of what is
    /// before it, so no drawing or text can run into another.
    public static func screen(_ screen: Range<Int>, of file: FileReport) -> String {
        guard !screen.isEmpty, file.controls.indices.contains(screen.lowerBound), file.controls.indices.contains(screen.upperBound - 1) else {
            let text = "No picker to draw"
            var canvas = SVGCanvas(width: captionWidth(text, "") + 2 * margin, height: 48, label: text)
            caption(text, "", x: margin, y: margin + 16, width: canvas.width - 2 * margin, on: &canvas)
            return canvas.document
        }
        // Numbered in order among the controls with findings, as the HTML report numbers its cards.
        let slots = ScreenFrameDrawing.slots(screen, of: file, owners: file.findingsByControl)
        let first = slots[0].control
        let numbered = slots.count { $0.number != nil }
        let frame = ScreenFrameDrawing.drawing(screen: first.screen, size: first.screenSize, slots: slots)
        let drawings = slots.map { SVGDrawing.drawing($0.control) }
        let top = margin + captionHeight
        let columnX = margin + frame.width + columnGap
        // A number's badge stands before its control's caption.
        let indents = slots.map { $0.number == nil ? 0.0 : badgeRoom }
        let labelWidths = zip(slots, indents).map { min($1 + captionWidth($0.control.id, details($0.control)), captionLimit) }
        let columnWidth = max(drawings.map(\.width).max() ?? 0, labelWidths.max() ?? 0)
        let columnHeight = drawings.reduce(0) { $0 + labelHeight + $1.height + rowGap } - rowGap
        let setting = "\(first.platform) · \(first.locale) · "
            + "\(first.screenSize.width.wholeNumberText(.towardZero)) × \(first.screenSize.height.wholeNumberText(.towardZero)) pt"
        let label = "\(first.screen) · \(setting): \(Plural.counted(slots.count, "picker"))"
            + (numbered == 0 ? "" : ", \(numbered) with findings") + ", as piclint's reference model draws them"
        let width = max(columnX + columnWidth, min(captionWidth(first.screen, setting), captionLimit) + margin) + margin
        var canvas = SVGCanvas(width: width, height: top + max(frame.height, columnHeight) + margin, label: label)
        canvas.rect(0, 0, canvas.width, canvas.height, fill: "#fff")
        caption(first.screen, setting, x: margin, y: margin + 16, width: canvas.width - 2 * margin, on: &canvas)
        canvas.place(frame, x: margin, y: top)
        var y = top
        for ((slot, drawing), indent) in zip(zip(slots, drawings), indents) {
            if let number = slot.number {
                canvas.circle(columnX + 8, y + 9, 8, fill: ScreenFrameDrawing.colour(slot.severity))
                canvas.text(String(number), x: columnX + 8, y: y + 13, size: 11, colour: "#fff", anchor: "middle", bold: true)
            }
            caption(slot.control.id, details(slot.control), x: columnX + indent, y: y + 14, width: columnWidth - indent, on: &canvas)
            canvas.place(drawing, x: columnX, y: y + labelHeight)
            y += labelHeight + drawing.height + rowGap
        }
        return canvas.document
    }

    // MARK: Pieces

    /// The room a number's badge takes before a caption.
    static let badgeRoom = 22.0

    /// How wide a caption line is: its name in bold, then its details.
    static func captionWidth(_ name: String, _ details: String) -> Double {
        SVGDrawing.textWidth(name, size: captionSize, bold: true)
            + (details.isEmpty ? 0 : captionGap + SVGDrawing.textWidth(details, size: captionSize))
    }

    /// A line of text: a name in bold, then details in grey where the name ends (as measured), each cut with "…"
    /// only when the line is wider than the room it has.
    static func caption(_ name: String, _ details: String, x: Double, y: Double, width: Double, on canvas: inout SVGCanvas) {
        let room = max(width, 24)
        let shownName = SVGDrawing.fitted(name, width: room, size: captionSize, bold: true)
        canvas.text(shownName, x: x, y: y, size: captionSize, bold: true)
        let used = SVGDrawing.textWidth(shownName, size: captionSize, bold: true) + captionGap
        if !details.isEmpty, room - used > 24 {
            canvas.text(SVGDrawing.fitted(details, width: room - used, size: captionSize), x: x + used, y: y, size: captionSize,
                        colour: SVGCanvas.Colour.secondary)
        }
    }

    /// A control's kind, mode as it takes effect, and style.
    static func details(_ control: ControlReport) -> String {
        ([control.kind] + (control.mode.map { [$0] } ?? []) + [control.model.style]).joined(separator: " · ")
    }
}
