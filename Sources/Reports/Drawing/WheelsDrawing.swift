import Lint
import Spec
import PickerModel

/// Wheels as the platform draws them, at the screen's scale: the rows in sight (fainter away from the
/// selection), the selection band, unit labels where the spec puts them. Wheels too wide for the screen share
/// its width and their values are cut with "…", with the cut columns edged in red.
struct WheelsDrawing {
    let control: ControlReport
    /// Pixels per point.
    let scale: Double

    typealias Colour = SVGCanvas.Colour

    var drawing: SVGCanvas {
        let model = control.model
        let wheels = model.wheels
        // The rows the model says are in sight, in the height the model gives the control (a watch's wheels
        // show the same rows smaller).
        let rows = max(1, min(wheels.map(\.rowsInSight).max() ?? Geometry.visibleRows, 9)) | 1
        let controlWidth = min(max(model.width, 1) * scale, SVGDrawing.maximumWidth)
        let rowHeight = max(model.height, Geometry.rowHeight) * scale / Double(rows)
        let fontSize = min(17 * scale, rowHeight * 0.62)
        let hasAbove = wheels.contains { $0.unit != nil && $0.unitPlacement == .above }
        let top = hasAbove ? fontSize + 8 : 0
        let height = top + Double(rows) * rowHeight + 8
        let center = Double(rows / 2)
        // The wheels side by side at their widths; when they need more than the screen has, each gets its share.
        let spacing = Geometry.wheelSpacing * scale
        let widths = Self.columnWidths(wheels)
        let needed = widths.reduce(0) { $0 + $1 * scale } + spacing * Double(max(0, wheels.count - 1))
        let available = controlWidth - 8
        let squeeze = needed > available && needed > 0 ? available / needed : 1
        var canvas = SVGCanvas(width: controlWidth, height: height, label: label)
        canvas.rect(0.5, top + 0.5, controlWidth - 1, height - top - 1, radius: 12, fill: "#fff", stroke: Colour.line)
        canvas.rect(4, top + 4 + center * rowHeight, controlWidth - 8, rowHeight, radius: 8, fill: Colour.fill)
        var x = 4 + max(0, (available - needed * squeeze) / 2)
        for (wheel, wheelWidth) in zip(wheels, widths) {
            let columnWidth = wheelWidth * scale * squeeze
            let cut = squeeze < 1
            var column = SVGCanvas(width: columnWidth, height: height, label: "")
            let middle = columnWidth / 2
            if let unit = wheel.unit, wheel.unitPlacement == .above {
                column.text(SVGDrawing.fitted(unit, width: columnWidth - 4, size: fontSize * 0.75), x: middle, y: fontSize,
                            size: fontSize * 0.75, colour: Colour.secondary, anchor: "middle")
            }
            if wheel.values.isKnown {
                // The rows' texts laid out by their measured widths: numbers right-aligned before a unit that keeps its
                // place, as the platform lays out "30 min", the pair centred in the column. A wheel the control cuts
                // keeps the platform's padding, so its values show cut; one that fits may use the padding.
                let unit = wheel.unitPlacement == .above ? nil : wheel.unit
                let inset = cut ? Geometry.wheelPadding * scale * squeeze : 2
                let visible = wheel.visibleRows(rows)
                let gap = Geometry.unitGap * scale * squeeze
                let unitWidth = unit.map { SVGDrawing.textWidth($0, size: fontSize * 0.9) } ?? 0
                let unitRoom = unit == nil ? 0 : gap + unitWidth
                let valueRoom = max(0, columnWidth - 2 * inset - unitRoom)
                let widest = visible.compactMap { $0.map { SVGDrawing.textWidth($0.text, size: fontSize) } }.max() ?? 0
                let valueEnd = inset + max(0, (columnWidth - 2 * inset - min(widest, valueRoom) - unitRoom) / 2) + min(widest, valueRoom)
                for (row, value) in visible.enumerated() {
                    guard let value else { continue }
                    let distance = abs(Double(row) - center)
                    let size = distance == 0 ? fontSize : fontSize * 0.9
                    let baseline = top + 4 + Double(row) * rowHeight + rowHeight * 0.5 + size * 0.35
                    let opacity = [1.0, 0.55, 0.3, 0.2][min(Int(distance), 3)]
                    guard let unit else {
                        column.text(SVGDrawing.fitted(value.text, width: columnWidth - 2 * inset, size: size), x: middle, y: baseline,
                                    size: size, anchor: "middle", opacity: opacity)
                        continue
                    }
                    column.text(SVGDrawing.fitted(value.text, width: valueRoom, size: size), x: valueEnd, y: baseline, size: size,
                                anchor: "end", opacity: opacity)
                    if wheel.unitPlacement == .onWheel || distance == 0 {
                        column.text(SVGDrawing.fitted(unit, width: max(0, columnWidth - valueEnd - gap - 2), size: size * 0.9),
                                    x: valueEnd + gap, y: baseline, size: size * 0.9, opacity: opacity)
                    }
                }
            } else {
                // Values piclint cannot know are not drawn as if known: blank rows, and where they come from.
                for row in 0..<rows where Double(row) != center {
                    column.rect(columnWidth * 0.2, top + 4 + Double(row) * rowHeight + rowHeight * 0.3, columnWidth * 0.6,
                                rowHeight * 0.4, radius: 3, fill: Colour.faint)
                }
                column.text(SVGDrawing.fitted(Self.unknownNote(wheel.values), width: columnWidth - 8, size: fontSize * 0.75),
                            x: middle, y: top + 4 + center * rowHeight + rowHeight * 0.5 + fontSize * 0.27, size: fontSize * 0.75,
                            colour: Colour.secondary, anchor: "middle")
            }
            canvas.place(column, x: x, y: 0)
            if cut {
                canvas.line(x, top + 4, x, height - 4, stroke: Colour.error, dashed: true)
                canvas.line(x + columnWidth, top + 4, x + columnWidth, height - 4, stroke: Colour.error, dashed: true)
            }
            x += columnWidth + spacing * squeeze
        }
        return canvas
    }

    /// Each wheel's width in points; a wheel whose values piclint does not know gets room to say where they come from.
    static func columnWidths(_ wheels: [WheelModel]) -> [Double] {
        wheels.map { $0.values.isKnown ? $0.width : max($0.width, 330 / Double(wheels.count)) }
    }

    /// Pixels per point for a control's wheels: a phone's, or less where the drawing would pass `SVGDrawing.maximumWidth`.
    /// Wheels that fit their control keep a readable size: on a control wider than the drawing (a TV's, a Mac
    /// window's) the drawing shows the part of it around the wheels. Wheels too wide for their control are drawn
    /// across its whole width, so the cut shows.
    static func scale(for model: ControlModel) -> Double {
        let phone = SVGDrawing.pixelsPerPoint
        let widths = columnWidths(model.wheels)
        let needed = widths.reduce(0, +) + Geometry.wheelSpacing * Double(max(0, widths.count - 1))
        let width = max(model.width, 1)
        guard width.isFinite, needed.isFinite, needed > 0 else { return SVGDrawing.scale(forWidth: width) }
        let fits = needed * phone <= width * phone - 8
        guard fits else { return SVGDrawing.scale(forWidth: width) }
        return width * phone <= SVGDrawing.maximumWidth ? phone : min(phone, (SVGDrawing.maximumWidth - 8) / needed)
    }

    /// What a person sees, for a screen reader: the values in the selection band, and what does not fit.
    var label: String {
        let model = control.model
        let selected = model.wheels.map { wheel -> String in
            guard wheel.values.isKnown else { return Self.unknownNote(wheel.values) }
            let value = wheel.values.value(at: wheel.startIndex)?.text ?? "nothing"
            return wheel.unit.map { value + " " + $0 } ?? value
        }
        let wheels = model.wheels.count == 1 ? "a wheel" : "\(model.wheels.count) wheels"
        var label = "\(control.id): \(wheels) showing " + selected.joined(separator: ", ")
        if model.neededWidth > model.width.rounded(.up) {
            label += "; the wheels need \(model.neededWidth.wholeNumberText(.up)) pt but have \(model.width.wholeNumberText(.up)) pt, so values are cut off"
        }
        return label
    }

    /// Where values piclint does not know come from, in a few words.
    static func unknownNote(_ values: WheelValueList) -> String {
        switch values {
        case .unknown(let why): return why.explanation
        case .runtime(let source, _): return "\(source.rawValue) values, known at run time"
        default: return ""
        }
    }
}
