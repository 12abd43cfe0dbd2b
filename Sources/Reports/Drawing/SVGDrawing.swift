import Lint
import PickerModel

/// A picker drawn as SVG: the visible rows of each wheel, the selection bar, unit labels where the spec puts them.
enum SVGDrawing {
    static let width = 340.0
    static let rowHeight = 30.0

    static func picture(_ control: ControlReport) -> String {
        let model = control.model
        guard model.drawsWheels, !model.wheels.isEmpty else {
            if let drawn = FaceDrawing.picture(control) { return drawn }
            let text = model.description ?? model.style
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"60\" role=\"img\" aria-label=\"\(Markup.escape(text))\">"
                + "<rect x=\"0.5\" y=\"0.5\" width=\"\(Int(width) - 1)\" height=\"59\" rx=\"10\" fill=\"#fff\" stroke=\"#d2d2d7\"/>"
                + "<foreignObject x=\"10\" y=\"6\" width=\"\(Int(width) - 20)\" height=\"50\"><div xmlns=\"http://www.w3.org/1999/xhtml\" "
                + "style=\"font:13px system-ui,sans-serif;color:#1d1d1f\">\(Markup.escape(text))</div></foreignObject></svg>"
        }
        let rows = Geometry.visibleRows
        let height = Double(rows) * rowHeight + 20
        let hasAbove = model.wheels.contains { $0.unit != nil && $0.unitPlacement == .above }
        let top = hasAbove ? 20.0 : 0
        let total = model.wheels.reduce(0) { $0 + $1.width }
        let scale = total > 0 ? min(1, (width - 20) / total) : 1
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height + top))\" role=\"img\" "
            + "aria-label=\"\(Markup.escape(control.id)) as the reference model draws it\" font-family=\"system-ui,sans-serif\">"
        svg += "<rect x=\"0.5\" y=\"\(top + 0.5)\" width=\"\(Int(width) - 1)\" height=\"\(Int(height) - 1)\" rx=\"12\" fill=\"#fff\" stroke=\"#d2d2d7\"/>"
        let barY = top + 10 + Double(rows / 2) * rowHeight
        svg += "<rect x=\"6\" y=\"\(barY)\" width=\"\(Int(width) - 12)\" height=\"\(Int(rowHeight))\" rx=\"8\" fill=\"#e8e8ed\"/>"
        var x = 10 + max(0, (width - 20 - total * scale) / 2)
        for wheel in model.wheels {
            let columnWidth = wheel.width * scale
            let center = x + columnWidth / 2
            if let unit = wheel.unit, wheel.unitPlacement == .above {
                svg += "<text x=\"\(center)\" y=\"15\" text-anchor=\"middle\" font-size=\"12\" fill=\"#6e6e73\">\(Markup.escape(unit))</text>"
            }
            for (row, value) in wheel.visibleRows(rows).enumerated() {
                guard let value else { continue }
                let distance = abs(row - rows / 2)
                let opacity = [1.0, 0.55, 0.3][min(distance, 2)]
                var text = value.text
                if let unit = wheel.unit, wheel.unitPlacement == .onWheel { text += " " + unit }
                if let unit = wheel.unit, wheel.unitPlacement == .selectionBar, distance == 0 { text += " " + unit }
                let y = top + 10 + Double(row) * rowHeight + rowHeight * 0.68
                svg += "<text x=\"\(center)\" y=\"\(y)\" text-anchor=\"middle\" font-size=\"\(distance == 0 ? 17 : 15)\" fill=\"#1d1d1f\" "
                    + "fill-opacity=\"\(opacity)\">\(Markup.escape(text))</text>"
            }
            x += columnWidth
        }
        return svg + "</svg>"
    }
}
