import Foundation
import PickerModel

/// A date picker that is not drawn as wheels, as the platform draws it: a compact button's date and time chips,
/// a calendar month (the locale's first weekday and month name, the default day selected; a range's end on
/// macOS) with the time below it or a clock face beside it, a time field, a text field with a stepper.
struct DateFaceDrawing {
    let id: String
    /// Pixels per point.
    let scale: Double

    typealias Colour = SVGCanvas.Colour

    func drawing(_ face: DateFace) -> SVGCanvas {
        switch face {
        case .compact(let chips): return self.chips(chips, label: "\(id): a compact date picker showing " + chips.joined(separator: " "))
        case .timeField(let time): return self.chips([time], label: "\(id): a time field showing \(time)")
        case .calendar(let month, let time): return calendar(month, time: time)
        case .textField(let value): return textField(value)
        case .unavailable(let why): return unavailable(why)
        }
    }

    /// Rounded grey chips side by side, each with its text, as a compact button shows a date and a time.
    func chips(_ texts: [String], label: String) -> SVGCanvas {
        let size = 17 * scale
        let height = 34 * scale
        let widths = texts.map { SVGDrawing.textWidth($0, size: size) + 24 * scale }
        let width = widths.reduce(8) { $0 + $1 + 8 * scale }
        var canvas = SVGCanvas(width: min(width, SVGDrawing.maximumWidth), height: height + 8, label: label)
        var x = 4.0
        for (text, chipWidth) in zip(texts, widths) {
            canvas.rect(x, 4, chipWidth, height, radius: 8 * scale, fill: Colour.fill)
            canvas.text(text, x: x + chipWidth / 2, y: 4 + height / 2 + size * 0.35, size: size, anchor: "middle")
            x += chipWidth + 8 * scale
        }
        return canvas
    }

    /// A month grid. On iOS it fills the width with the time below; on macOS it is small, with a clock face
    /// beside it when the mode has a time.
    func calendar(_ month: CalendarMonth, time: DateFaceTime?) -> SVGCanvas {
        let clockFace = time?.clockFace == true
        let gridWidth = (clockFace || time == nil && month.selectsRange ? 160.0 : 360.0) * scale
        let cell = (gridWidth - 16) / 7
        let weeks = Double((month.leadingBlanks + month.days.count + 6) / 7)
        let daySize = min(17 * scale, cell * 0.5)
        let gridTop = 30 + daySize * 2.2
        let gridHeight = gridTop + weeks * cell + 8
        let belowTime = time != nil && !clockFace ? 44 * scale : 0
        let clockSize = clockFace ? gridHeight - 16 : 0
        let width = gridWidth + (clockFace ? clockSize + 16 : 0)
        let height = gridHeight + belowTime + (month.selectsRange ? 18 : 0)
        var label = "\(id): a calendar showing \(month.title)"
        if let day = month.selectedDay, month.days.indices.contains(day - 1) { label += ", day \(month.days[day - 1]) selected" }
        if month.selectsRange { label += ", selecting a range" }
        if let time { label += clockFace ? ", a clock face beside it at \(time.text)" : ", the time \(time.text) below it" }
        var canvas = SVGCanvas(width: width, height: height, label: label)
        canvas.rect(0.5, 0.5, width - 1, height - 1, radius: 12, fill: "#fff", stroke: Colour.line)
        // A right-to-left locale's weeks start at the right, and its title stands at the right.
        func column(_ slot: Int) -> Double { Double(month.rightToLeft ? 6 - slot : slot) }
        canvas.text(SVGDrawing.fitted(month.title, width: gridWidth - 24, size: daySize), x: month.rightToLeft ? gridWidth - 12 : 12,
                    y: 8 + daySize * 1.2, size: daySize, anchor: month.rightToLeft ? "end" : "start", bold: true)
        for (index, weekday) in month.weekdays.enumerated() {
            canvas.text(weekday.uppercased(), x: 8 + cell * (column(index) + 0.5), y: 24 + daySize * 1.7, size: daySize * 0.65,
                        colour: Colour.secondary, anchor: "middle")
        }
        for (index, day) in month.days.enumerated() {
            let slot = month.leadingBlanks + index
            let x = 8 + cell * (column(slot % 7) + 0.5)
            let y = gridTop + cell * (Double(slot / 7) + 0.5)
            let selected = month.selectedDay == index + 1
            if selected && month.selectsRange {
                canvas.rect(x - cell / 2 + 1, y - cell * 0.42, cell - 2, cell * 0.84, radius: 4, fill: Colour.accent)
            } else if selected {
                canvas.circle(x, y, cell * 0.42, fill: Colour.accent)
            }
            canvas.text(day, x: x, y: y + daySize * 0.35, size: daySize, colour: selected ? "#fff" : Colour.ink, anchor: "middle",
                        bold: selected)
        }
        if month.selectsRange {
            canvas.text("selects a range", x: 12, y: height - 8, size: 11, colour: Colour.secondary)
        }
        guard let time else { return canvas }
        if clockFace {
            clock(time, centerX: gridWidth + 8 + clockSize / 2, centerY: 8 + clockSize / 2, radius: clockSize / 2, on: &canvas)
        } else {
            let y = gridHeight
            let size = 15 * scale
            canvas.line(12, y, width - 12, y, stroke: Colour.line)
            canvas.text("Time", x: 12, y: y + belowTime / 2 + size * 0.35, size: size)
            let chipWidth = SVGDrawing.textWidth(time.text, size: size) + 20 * scale
            canvas.rect(width - 12 - chipWidth, y + 7 * scale, chipWidth, belowTime - 14 * scale, radius: 8 * scale, fill: Colour.fill)
            canvas.text(time.text, x: width - 12 - chipWidth / 2, y: y + belowTime / 2 + size * 0.35, size: size, anchor: "middle")
        }
        return canvas
    }

    /// A clock face with twelve ticks and the hands at the time.
    func clock(_ time: DateFaceTime, centerX: Double, centerY: Double, radius: Double, on canvas: inout SVGCanvas) {
        canvas.circle(centerX, centerY, radius, fill: "#fff", stroke: Colour.secondary)
        for hour in 0..<12 {
            let angle = Double(hour) / 12 * 2 * Double.pi
            let outer = radius - 3, inner = radius - (hour % 3 == 0 ? 10 : 6)
            canvas.line(centerX + inner * sin(angle), centerY - inner * cos(angle), centerX + outer * sin(angle),
                        centerY - outer * cos(angle), stroke: Colour.ink)
        }
        let minutes = Double(time.minute)
        let hours = Double(time.hour % 12) + minutes / 60
        let hourAngle = hours / 12 * 2 * Double.pi, minuteAngle = minutes / 60 * 2 * Double.pi
        canvas.polyline([(centerX, centerY), (centerX + radius * 0.5 * sin(hourAngle), centerY - radius * 0.5 * cos(hourAngle))],
                        stroke: Colour.ink, strokeWidth: 3)
        canvas.polyline([(centerX, centerY), (centerX + radius * 0.8 * sin(minuteAngle), centerY - radius * 0.8 * cos(minuteAngle))],
                        stroke: Colour.ink, strokeWidth: 2)
        canvas.circle(centerX, centerY, 2.5, fill: Colour.ink)
    }

    /// macOS's textual date picker: the value in a bordered field, a stepper beside it.
    func textField(_ value: String) -> SVGCanvas {
        let size = 13 * scale
        let fieldHeight = 22 * scale
        let fieldWidth = min(SVGDrawing.maximumWidth - 40, SVGDrawing.textWidth(value, size: size) + 16)
        var canvas = SVGCanvas(width: fieldWidth + 30, height: fieldHeight + 10, label: "\(id): a text field showing \(value), with a stepper")
        canvas.rect(4.5, 5.5, fieldWidth, fieldHeight, radius: 3, fill: "#fff", stroke: Colour.line)
        canvas.text(SVGDrawing.fitted(value, width: fieldWidth - 10, size: size), x: 10, y: 5.5 + fieldHeight / 2 + size * 0.35, size: size)
        let stepperX = fieldWidth + 9
        canvas.rect(stepperX + 0.5, 3.5, 13, fieldHeight + 4, radius: 4, fill: "#fff", stroke: Colour.line)
        let middle = 5.5 + fieldHeight / 2
        canvas.polyline([(stepperX + 3, middle - 3), (stepperX + 7, middle - 7), (stepperX + 11, middle - 3)], stroke: Colour.secondary)
        canvas.polyline([(stepperX + 3, middle + 3), (stepperX + 7, middle + 7), (stepperX + 11, middle + 3)], stroke: Colour.secondary)
        return canvas
    }

    /// A date picker the platform cannot show: a dashed box saying why.
    func unavailable(_ why: String) -> SVGCanvas {
        let lines = SVGDrawing.wrapped(why, width: 320, size: 13, lines: 3)
        var canvas = SVGCanvas(width: 340, height: 20 + Double(lines.count) * 16, label: "\(id): \(why)")
        canvas.rect(0.5, 0.5, 339, canvas.height - 1, radius: 10, fill: "#fff", stroke: Colour.error, dashed: true)
        for (index, line) in lines.enumerated() {
            canvas.text(line, x: 10, y: 22 + Double(index) * 16, size: 13, colour: "#a00010")
        }
        return canvas
    }
}
