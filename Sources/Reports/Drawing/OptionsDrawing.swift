import PickerModel
import Spec

/// A generic picker that is not wheels, as the platform draws it: a pop-up button with its menu open (a long
/// menu cut where the screen ends, with the scroll arrow the system shows), segments in one track (a label too
/// long for its segment cut with "…", as UIKit does), radio buttons one per line, or a form row with a chevron.
struct OptionsDrawing {
    let control: ControlReport
    /// Pixels per point.
    let scale: Double

    typealias Colour = SVGCanvas.Colour

    /// The most menu rows drawn; the menu is cut there or where the screen ends, whichever comes first.
    static let menuRowsDrawn = 16
    /// The most segments or radio buttons drawn one by one.
    static let optionsDrawn = 40

    var drawing: SVGCanvas? {
        guard let wheel = control.model.wheels.first else { return nil }
        switch control.model.style {
        case "menu": return menu(wheel)
        case "segmented": return segmented(wheel)
        case "radioGroup": return radioGroup(wheel)
        case "navigationLink": return navigationRow(wheel)
        default: return nil
        }
    }

    var width: Double { min(SVGDrawing.maximumWidth, max(120, min(control.model.width, control.screenSize.width) * scale)) }

    func values(_ wheel: WheelModel, limit: Int) -> [String] {
        (0..<max(0, min(wheel.count ?? 0, limit))).map { wheel.values.value(at: $0)?.text ?? "" }
    }

    /// The selected value's text, or what stands for it when the values are not in the file.
    func current(_ wheel: WheelModel) -> String {
        guard wheel.values.isKnown else { return "—" }
        return wheel.values.value(at: wheel.startIndex)?.text ?? ""
    }

    // MARK: Menus

    func menu(_ wheel: WheelModel) -> SVGCanvas {
        let size = 15 * scale
        let rowHeight = 22 * scale + 2
        let known = wheel.values.isKnown
        let fits = min(wheel.rowsInSight, Self.menuRowsDrawn)
        let items = known ? values(wheel, limit: fits) : []
        let more = known ? max(0, (wheel.count ?? 0) - items.count) : 0
        let note = known ? nil : WheelsDrawing.unknownNote(wheel.values)
        let selected = current(wheel)
        let buttonHeight = 30 * scale
        // A menu is as wide as its widest item needs (the platform sizes it to its items), at least the control's width.
        let widest = max(items.map { SVGDrawing.textWidth($0, size: size) }.max() ?? 0,
                         note.map { SVGDrawing.textWidth($0, size: size * 0.85) - 20 } ?? 0)
        let width = min(SVGDrawing.maximumWidth, max(self.width, widest + 50))
        let buttonWidth = min(width - 8, SVGDrawing.textWidth(selected, size: size) + 44)
        let menuTop = buttonHeight + 10
        let menuRows = Double(items.count) + (more > 0 || note != nil ? 1 : 0)
        let height = menuTop + menuRows * rowHeight + 14
        var label = "\(control.id): a pop-up button showing \(selected)"
        if let note { label += "; \(note)" } else { label += ", its menu open on \(items.count) of \(Plural.counted(wheel.count ?? 0, "item"))" }
        if more > 0 { label += ", \(more) more below the screen's edge" }
        var canvas = SVGCanvas(width: width, height: height, label: label)
        let mac = control.platform == "macOS"
        canvas.rect(4.5, 4.5, buttonWidth, buttonHeight, radius: 7, fill: "#fff", stroke: Colour.line)
        canvas.text(SVGDrawing.fitted(selected, width: buttonWidth - 36, size: size), x: 14, y: 4.5 + buttonHeight / 2 + size * 0.35,
                    size: size, colour: mac ? Colour.ink : Colour.accent)
        let arrowX = 4 + buttonWidth - 20, arrowY = 4.5 + buttonHeight / 2
        if mac { canvas.rect(arrowX - 4, arrowY - 9, 16, 18, radius: 4, fill: Colour.accent) }
        let arrow = mac ? "#fff" : Colour.accent
        canvas.polyline([(arrowX, arrowY - 2), (arrowX + 4, arrowY - 6), (arrowX + 8, arrowY - 2)], stroke: arrow, strokeWidth: 1.5)
        canvas.polyline([(arrowX, arrowY + 2), (arrowX + 4, arrowY + 6), (arrowX + 8, arrowY + 2)], stroke: arrow, strokeWidth: 1.5)
        canvas.rect(4.5, menuTop + 0.5, width - 9, menuRows * rowHeight + 8, radius: 8, fill: "#f5f5f7", stroke: Colour.line)
        for (index, item) in items.enumerated() {
            let baseline = menuTop + 4 + Double(index) * rowHeight + rowHeight / 2 + size * 0.35
            if index == wheel.startIndex && wheel.defaultIndex != nil { canvas.text("✓", x: 14, y: baseline, size: size * 0.9) }
            canvas.text(SVGDrawing.fitted(item, width: width - 50, size: size), x: 32, y: baseline, size: size)
        }
        let lastBaseline = menuTop + 4 + Double(items.count) * rowHeight + rowHeight / 2 + size * 0.35
        if more > 0 {
            canvas.text("▾ \(more) more", x: width / 2, y: lastBaseline, size: size * 0.8, colour: Colour.secondary, anchor: "middle")
        } else if let note {
            canvas.text(SVGDrawing.fitted(note, width: width - 30, size: size * 0.85), x: 14, y: lastBaseline, size: size * 0.85,
                        colour: Colour.secondary)
        }
        return canvas
    }

    // MARK: Segments, radio buttons, rows

    func segmented(_ wheel: WheelModel) -> SVGCanvas {
        let items = values(wheel, limit: Self.optionsDrawn)
        let size = 13 * scale
        let height = 32 * scale
        var label = "\(control.id): a segmented control of \(wheel.count.map { Plural.counted($0, "segment") } ?? "an unknown number of segments")"
        if wheel.values.isKnown, let chosen = wheel.defaultIndex.flatMap(wheel.values.value(at:)) { label += ", \(chosen.text) selected" }
        let cut = control.model.neededWidth > control.model.width.rounded(.up)
        if cut { label += "; its labels do not fit and are cut" }
        // Labels the model says fit are drawn whole: the track widens to its widest label (measured bold, as the
        // selected one is drawn) in every segment. Labels it says do not fit keep the control's width, and show cut.
        let widest = items.map { SVGDrawing.textWidth($0, size: size, bold: true) }.max() ?? 0
        let width = cut ? self.width : min(SVGDrawing.maximumWidth, max(self.width, Double(items.count) * (widest + 10) + 8))
        var canvas = SVGCanvas(width: width, height: height + 8, label: label)
        canvas.rect(4, 4, width - 8, height, radius: 8, fill: Colour.fill)
        guard !items.isEmpty else {
            canvas.text(SVGDrawing.fitted(WheelsDrawing.unknownNote(wheel.values), width: width - 20, size: size), x: width / 2,
                        y: 4 + height / 2 + size * 0.35, size: size, colour: Colour.secondary, anchor: "middle")
            return canvas
        }
        let segmentWidth = (width - 8) / Double(items.count)
        for (index, item) in items.enumerated() {
            let x = 4 + Double(index) * segmentWidth
            let selected = index == wheel.defaultIndex
            if selected {
                canvas.rect(x + 2, 6, segmentWidth - 4, height - 4, radius: 7, fill: "#fff", stroke: Colour.line)
            } else if index > 0 && index - 1 != wheel.defaultIndex {
                canvas.line(x, 4 + height * 0.25, x, 4 + height * 0.75, stroke: "#c7c7cc")
            }
            canvas.text(SVGDrawing.fitted(item, width: segmentWidth - 8, size: size, bold: selected), x: x + segmentWidth / 2,
                        y: 4 + height / 2 + size * 0.35, size: size, anchor: "middle", bold: selected)
        }
        return canvas
    }

    func radioGroup(_ wheel: WheelModel) -> SVGCanvas {
        let items = values(wheel, limit: Self.optionsDrawn)
        let size = 13 * scale
        let rowHeight = max(20 * scale, size + 6)
        let more = max(0, (wheel.count ?? 0) - items.count)
        let rows = Double(items.count) + (more > 0 || items.isEmpty ? 1 : 0)
        var canvas = SVGCanvas(width: width, height: rows * rowHeight + 8,
                               label: "\(control.id): a group of \(wheel.count.map { Plural.counted($0, "radio button") } ?? "an unknown number of radio buttons")")
        for (index, item) in items.enumerated() {
            let middle = 4 + Double(index) * rowHeight + rowHeight / 2
            canvas.circle(12, middle, 6.5, fill: "#fff", stroke: Colour.secondary)
            if index == wheel.defaultIndex { canvas.circle(12, middle, 3.5, fill: Colour.accent) }
            canvas.text(SVGDrawing.fitted(item, width: width - 32, size: size), x: 26, y: middle + size * 0.35, size: size)
        }
        let last = 4 + Double(items.count) * rowHeight + rowHeight / 2 + size * 0.35
        if more > 0 {
            canvas.text("and \(more) more", x: 26, y: last, size: size, colour: Colour.secondary)
        } else if items.isEmpty {
            canvas.text(WheelsDrawing.unknownNote(wheel.values), x: 8, y: last, size: size, colour: Colour.secondary)
        }
        return canvas
    }

    func navigationRow(_ wheel: WheelModel) -> SVGCanvas {
        let size = 15 * scale
        let height = 44 * scale
        let value = current(wheel)
        var canvas = SVGCanvas(width: width, height: height + 2, label: "\(control.id): a row showing \(value), opening its list on a new screen")
        canvas.rect(0.5, 0.5, width - 1, height, radius: 10, fill: "#fff", stroke: Colour.line)
        let baseline = 0.5 + height / 2 + size * 0.35
        // The label from the left, the value before the chevron, 12 pixels apart: each whole when both fit, else the
        // one that needs less keeps what it needs (at most half) and the other is cut.
        let available = width - 12 - 28 - 12
        let idWidth = SVGDrawing.textWidth(control.id, size: size), valueWidth = SVGDrawing.textWidth(value, size: size)
        let valueRoom = min(valueWidth, max(available / 2, available - idWidth))
        canvas.text(SVGDrawing.fitted(control.id, width: available - valueRoom, size: size), x: 12, y: baseline, size: size)
        canvas.text(SVGDrawing.fitted(value, width: valueRoom, size: size), x: width - 28, y: baseline, size: size,
                    colour: Colour.secondary, anchor: "end")
        canvas.polyline([(width - 19, baseline - size * 0.75), (width - 14, baseline - size * 0.35), (width - 19, baseline + size * 0.05)],
                        stroke: "#8e8e93", strokeWidth: 2)
        return canvas
    }
}
