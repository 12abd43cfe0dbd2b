import Lint
import PickerModel

/// The styles that are not wheels, drawn as the platform draws them, from the model: compact buttons, calendars,
/// time and text fields, pop-up menus, segmented controls, radio groups and navigation rows. Every text is escaped.
enum FaceDrawing {
    static let width = SVGDrawing.width
    static let ink = "#1d1d1f"
    static let secondary = "#6e6e73"
    static let line = "#d2d2d7"
    static let fill = "#e8e8ed"
    static let accent = "#0066cc"

    /// The drawing of a control the wheels drawing does not cover, or nil when there is nothing to draw from.
    static func picture(_ control: ControlReport) -> String? {
        let model = control.model
        if let face = model.dateFace { return date(face, label: control.id) }
        // Values piclint does not know (a picker view's rows, a pop-up filled from code) are not drawn as if known.
        guard let wheel = model.wheels.first, wheel.values.isKnown else { return nil }
        switch model.style {
        case "menu": return menu(wheel, label: control.id)
        case "segmented": return segmented(wheel, label: control.id)
        case "radioGroup": return radioGroup(wheel, label: control.id)
        case "navigationLink": return navigationRow(wheel, label: control.id)
        default: return nil
        }
    }

    // MARK: Pieces

    static func open(_ height: Double, _ label: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" "
            + "aria-label=\"\(Markup.escape(label))\" font-family=\"system-ui,sans-serif\">"
            + "<title>\(Markup.escape(label))</title>"
    }

    static func text(_ value: String, x: Double, y: Double, size: Double = 15, color: String = ink, anchor: String = "start",
                     weight: String? = nil) -> String {
        "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" fill=\"\(color)\" text-anchor=\"\(anchor)\""
            + (weight.map { " font-weight=\"\($0)\"" } ?? "") + ">\(Markup.escape(value))</text>"
    }

    /// A text cut with "…" to the width it may take, as the platform truncates a label.
    static func fitted(_ value: String, width: Double, size: Double = 15) -> String {
        guard Geometry.textWidth(value) * size / 17 > width else { return value }
        var cut = ""
        for character in value {
            guard Geometry.textWidth(cut + String(character) + "…") * size / 17 <= width else { break }
            cut.append(character)
        }
        return cut + "…"
    }

    static func values(_ wheel: WheelModel, limit: Int) -> [String] {
        let count = min(wheel.count ?? 0, limit)
        return (0..<max(0, count)).map { wheel.values.value(at: $0)?.text ?? "" }
    }

    // MARK: Date pickers

    static func date(_ face: DateFace, label: String) -> String {
        switch face {
        case .compact(let chips):
            var svg = open(44, "\(label): a compact date picker showing " + chips.joined(separator: " "))
            var x = 4.0
            for chip in chips {
                let chipWidth = Geometry.textWidth(chip) + 24
                svg += "<rect x=\"\(x)\" y=\"5\" width=\"\(chipWidth)\" height=\"34\" rx=\"8\" fill=\"\(fill)\"/>"
                svg += text(chip, x: x + chipWidth / 2, y: 27, size: 17, anchor: "middle")
                x += chipWidth + 8
            }
            return svg + "</svg>"
        case .calendar(let month, let time):
            return calendar(month, time: time, label: label)
        case .timeField(let value):
            let fieldWidth = Geometry.textWidth(value) + 24
            return open(44, "\(label): a time field showing \(value)")
                + "<rect x=\"4\" y=\"5\" width=\"\(fieldWidth)\" height=\"34\" rx=\"8\" fill=\"\(fill)\"/>"
                + text(value, x: 4 + fieldWidth / 2, y: 27, size: 17, anchor: "middle") + "</svg>"
        case .textField(let value):
            let fieldWidth = min(width - 30, Geometry.textWidth(value) * 13 / 17 + 16)
            return open(32, "\(label): a text field showing \(value), with a stepper")
                + "<rect x=\"4.5\" y=\"5.5\" width=\"\(fieldWidth)\" height=\"22\" rx=\"3\" fill=\"#fff\" stroke=\"\(line)\"/>"
                + text(fitted(value, width: fieldWidth - 10, size: 13), x: 10, y: 21, size: 13)
                + "<rect x=\"\(fieldWidth + 8.5)\" y=\"3.5\" width=\"13\" height=\"26\" rx=\"4\" fill=\"#fff\" stroke=\"\(line)\"/>"
                + "<path d=\"M\(fieldWidth + 11) 14 l4 -5 l4 5 M\(fieldWidth + 11) 19 l4 5 l4 -5\" fill=\"none\" stroke=\"\(secondary)\"/>"
                + "</svg>"
        case .unavailable(let why):
            return open(44, "\(label): \(why)")
                + "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"43\" rx=\"10\" fill=\"#fff\" stroke=\"#c00\" stroke-dasharray=\"4 3\"/>"
                + text(fitted(why, width: width - 20, size: 13), x: 10, y: 27, size: 13, color: "#a00") + "</svg>"
        }
    }

    /// A month grid: the title, the weekday row from the locale's first weekday, the days in weeks, the selected
    /// day in a filled circle; the time below when the picker shows one.
    static func calendar(_ month: CalendarMonth, time: String?, label: String) -> String {
        let cell = (width - 20) / 7
        let weeks = (month.leadingBlanks + month.days.count + 6) / 7
        let height = 64 + Double(weeks) * cell + (time == nil ? 8 : 52)
        var svg = open(height, "\(label): a calendar showing \(month.title)")
        svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\" rx=\"12\" fill=\"#fff\" stroke=\"\(line)\"/>"
        svg += text(month.title, x: 14, y: 28, size: 17, weight: "600")
        for (index, weekday) in month.weekdays.enumerated() {
            svg += text(weekday.uppercased(), x: 10 + cell * (Double(index) + 0.5), y: 54, size: 11, color: secondary, anchor: "middle")
        }
        for (index, day) in month.days.enumerated() {
            let slot = month.leadingBlanks + index
            let x = 10 + cell * (Double(slot % 7) + 0.5)
            let y = 64 + cell * (Double(slot / 7) + 0.5)
            if month.selectedDay == index + 1 {
                svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(cell * 0.42)\" fill=\"\(accent)\"/>"
                svg += text(day, x: x, y: y + 6, size: 17, color: "#fff", anchor: "middle", weight: "600")
            } else {
                svg += text(day, x: x, y: y + 6, size: 17, anchor: "middle")
            }
        }
        if let time {
            let y = 64 + Double(weeks) * cell + 8
            svg += "<line x1=\"14\" y1=\"\(y)\" x2=\"\(width - 14)\" y2=\"\(y)\" stroke=\"\(line)\"/>"
            svg += text("Time", x: 14, y: y + 28, size: 15)
            let chipWidth = Geometry.textWidth(time) + 24
            svg += "<rect x=\"\(width - 14 - chipWidth)\" y=\"\(y + 8)\" width=\"\(chipWidth)\" height=\"30\" rx=\"8\" fill=\"\(fill)\"/>"
            svg += text(time, x: width - 14 - chipWidth / 2, y: y + 28, size: 15, anchor: "middle")
        }
        return svg + "</svg>"
    }

    // MARK: Generic pickers

    /// A pop-up button with the selected value, and the menu open below it, checkmark on the selection. A long
    /// menu is cut where the screen ends, as the system scrolls it.
    static func menu(_ wheel: WheelModel, label: String) -> String {
        let shown = min(wheel.count ?? 0, min(wheel.rowsInSight, 8))
        let items = values(wheel, limit: shown)
        let selected = wheel.defaultIndex ?? 0
        let current = wheel.values.value(at: selected)?.text ?? "?"
        let rowHeight = 24.0
        let more = (wheel.count ?? 0) > shown
        let height = 44 + Double(items.count) * rowHeight + (more ? rowHeight : 0) + 12
        var svg = open(height, "\(label): a pop-up button showing \(current), its menu open")
        let buttonWidth = min(width - 8, Geometry.textWidth(current) + 44)
        svg += "<rect x=\"4.5\" y=\"6.5\" width=\"\(buttonWidth)\" height=\"28\" rx=\"7\" fill=\"#fff\" stroke=\"\(line)\"/>"
        svg += text(fitted(current, width: buttonWidth - 36), x: 14, y: 26)
        svg += "<path d=\"M\(4 + buttonWidth - 20) 17 l4 -4 l4 4 M\(4 + buttonWidth - 20) 23 l4 4 l4 -4\" fill=\"none\" stroke=\"\(secondary)\"/>"
        let menuTop = 40.0
        let menuHeight = Double(items.count) * rowHeight + (more ? rowHeight : 0) + 8
        svg += "<rect x=\"4.5\" y=\"\(menuTop + 0.5)\" width=\"\(width - 9)\" height=\"\(menuHeight)\" rx=\"8\" fill=\"#f5f5f7\" stroke=\"\(line)\"/>"
        for (index, item) in items.enumerated() {
            let y = menuTop + 4 + Double(index) * rowHeight
            if index == selected {
                svg += text("✓", x: 14, y: y + 17, size: 13)
            }
            svg += text(fitted(item, width: width - 50, size: 14), x: 32, y: y + 17, size: 14)
        }
        if more {
            svg += text("▾ \((wheel.count ?? 0) - shown) more", x: width / 2, y: menuTop + 4 + Double(items.count) * rowHeight + 17,
                        size: 12, color: secondary, anchor: "middle")
        }
        return svg + "</svg>"
    }

    /// Segments side by side in one rounded track, the selected one raised; a label that does not fit its
    /// segment is cut with "…", as UIKit does.
    static func segmented(_ wheel: WheelModel, label: String) -> String {
        let items = values(wheel, limit: 64)
        var svg = open(44, "\(label): a segmented control of \(items.count) segments")
        guard !items.isEmpty else { return svg + "</svg>" }
        let segmentWidth = (width - 8) / Double(items.count)
        svg += "<rect x=\"4\" y=\"6\" width=\"\(width - 8)\" height=\"32\" rx=\"8\" fill=\"\(fill)\"/>"
        for (index, item) in items.enumerated() {
            let x = 4 + Double(index) * segmentWidth
            if index == wheel.defaultIndex {
                svg += "<rect x=\"\(x + 2)\" y=\"8\" width=\"\(segmentWidth - 4)\" height=\"28\" rx=\"7\" fill=\"#fff\" stroke=\"\(line)\"/>"
            } else if index > 0 && index - 1 != wheel.defaultIndex {
                svg += "<line x1=\"\(x)\" y1=\"14\" x2=\"\(x)\" y2=\"30\" stroke=\"#c7c7cc\"/>"
            }
            svg += text(fitted(item, width: segmentWidth - 10, size: 13), x: x + segmentWidth / 2, y: 27, size: 13, anchor: "middle",
                        weight: index == wheel.defaultIndex ? "600" : nil)
        }
        return svg + "</svg>"
    }

    /// One radio button per line, the selected one filled.
    static func radioGroup(_ wheel: WheelModel, label: String) -> String {
        let items = values(wheel, limit: 40)
        let height = Double(items.count) * 24 + 8
        var svg = open(height, "\(label): a group of \(items.count) radio buttons")
        for (index, item) in items.enumerated() {
            let y = 4 + Double(index) * 24
            svg += "<circle cx=\"14\" cy=\"\(y + 12)\" r=\"7\" fill=\"#fff\" stroke=\"\(secondary)\"/>"
            if index == wheel.defaultIndex { svg += "<circle cx=\"14\" cy=\"\(y + 12)\" r=\"3.5\" fill=\"\(accent)\"/>" }
            svg += text(fitted(item, width: width - 40, size: 13), x: 28, y: y + 17, size: 13)
        }
        return svg + "</svg>"
    }

    /// A form row: the value on the right and a chevron, which opens the list on a new screen.
    static func navigationRow(_ wheel: WheelModel, label: String) -> String {
        let current = wheel.values.value(at: wheel.defaultIndex ?? 0)?.text ?? ""
        return open(44, "\(label): a row showing \(current), opening its list on a new screen")
            + "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"43\" rx=\"10\" fill=\"#fff\" stroke=\"\(line)\"/>"
            + text(fitted(label, width: width / 2 - 20), x: 14, y: 27)
            + text(fitted(current, width: width / 2 - 30), x: width - 30, y: 27, color: secondary, anchor: "end")
            + "<path d=\"M\(width - 20) 16 l6 6 l-6 6\" fill=\"none\" stroke=\"#c7c7cc\" stroke-width=\"2\"/></svg>"
    }
}
