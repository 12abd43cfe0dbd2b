import PickerModel
import Spec

/// Draws a control as the model sees it, in plain text (no colour, so it works on any terminal):
/// the visible rows of every wheel, the selection bar marked with ▶ ◀, unit labels where the spec puts them,
/// and what each wheel holds in words (`SimulationWords`).
public struct TextDrawing: Sendable {
    /// Creates a drawing.
    public init() {}

    /// The control's drawing, each line ending in a newline.
    public func draw(id: String, kind: String, mode: String?, locale: String, model: ControlModel) -> String {
        // A radio group of `count: 9223372036854775807` options is taller than an Int counts.
        let size = SimulationWords.size(width: model.width, height: model.height, .up)
        let style = model.style == model.declaredStyle ? model.style : "\(model.style) (\(model.declaredStyle))"
        var output = ([id + "  " + kind] + [mode, style, locale, size].compactMap { $0 }).joined(separator: " · ") + "\n"
        if model.drawsWheels, !model.wheels.isEmpty {
            output += rows(model.wheels)
        } else if let description = model.description {
            output += "  " + description + "\n"
        }
        if let dateDefault = model.dateDefault, dateDefault.roundedToInterval || dateDefault.clamped {
            let declared = dateDefault.declared.map(\.description) ?? "blank"
            let why = dateDefault.clamped ? "kept within the minimum and maximum" : "rounded down to the minute interval"
            output += "default: \(declared) shows as \(dateDefault.shown) (\(why))\n"
        }
        if let countdown = model.countdown, countdown.roundedToInterval || countdown.clamped {
            let why = [countdown.clamped ? "kept within 0:00 and 23:59" : nil,
                       countdown.roundedToInterval ? "rounded down to the minute interval" : nil]
                .compactMap { $0 }.joined(separator: ", then ")
            output += "countDownDuration: \(countdown.declared) shows as \(countdown.shown) (\(why))\n"
        }
        output += SimulationWords.wheels(model.wheels, drawnAsWheels: model.drawsWheels)
        return output
    }

    private func rows(_ wheels: [WheelModel]) -> String {
        let rowCount = Geometry.visibleRows
        let selected = rowCount / 2
        // Each column: its visible values (with the unit on every row when the spec puts it on the wheel),
        // right-aligned, then room for a unit drawn in the selection bar.
        let values: [[String]] = wheels.map { wheel in
            wheel.visibleRows(rowCount).map { value in
                guard let value else { return "" }
                if let unit = wheel.unit, wheel.unitPlacement == .onWheel { return value.text + " " + unit }
                return value.text
            }
        }
        let barUnits: [String?] = wheels.map { $0.unitPlacement == .selectionBar ? $0.unit : nil }
        let valueWidths = values.map { $0.map(TextWidth.cells).max() ?? 0 }
        let widths = wheels.indices.map { column in
            let inBar = barUnits[column].map { TextWidth.cells($0) + 1 } ?? 0
            let above = wheels[column].unitPlacement == .above ? TextWidth.cells(wheels[column].unit ?? "") : 0
            return max(valueWidths[column] + inBar, above)
        }
        var output = ""
        if wheels.contains(where: { $0.unit != nil && $0.unitPlacement == .above }) {
            let labels = wheels.indices.map { column in
                pad(wheels[column].unitPlacement == .above ? (wheels[column].unit ?? "") : "", to: widths[column])
            }
            output += trimmed("  " + labels.joined(separator: "   ")) + "\n"
        }
        for row in 0..<rowCount {
            let cells = wheels.indices.map { column -> String in
                let text = values[column][row]
                let unit = barUnits[column].map { row == selected && !text.isEmpty ? " " + $0 : String(repeating: " ", count: TextWidth.cells($0) + 1) } ?? ""
                return pad(pad(text, to: valueWidths[column]) + unit, to: widths[column])
            }
            let line = (row == selected ? "▶ " : "  ") + cells.joined(separator: "   ")
            output += (row == selected ? line + "  ◀" : trimmed(line)) + "\n"
        }
        return output
    }

    /// Right-aligns a text in a column of a given width in terminal cells.
    private func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - TextWidth.cells(text))) + text
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
