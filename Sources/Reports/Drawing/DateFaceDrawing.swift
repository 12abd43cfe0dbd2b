import Foundation
import PickerModel

/// A date picker that is not drawn as wheels, as the platform draws it: a compact button's date and time chips,
/// a calendar month (the locale's first weekday and month name, the default day selected; a range's end on
/// macOS) with the time below it or a clock face beside it, a time field, a text field with a stepper.
struct DateFaceDrawing {
    let id: String
    /// Pixels per point.
    let scale: Double
    /// Whether it is a Mac's: a small calendar (with a clock face beside it), no chevron after the month's title.
    var mac = false

    typealias Colour = SVGCanvas.Colour

    func drawing(_ face: DateFace) -> SVGCanvas {
        switch face {
        case .compact(let chips): return self.chips(chips, label: "\(id): a compact date picker showing " + chips.joined(separator: " "))
        case .timeField(let time): return self.chips([time], label: "\(id): a time field showing \(time)")
        case .calendar(let month, let time): return calendar(month, time: time)
        case .textField(let value): return textField(value)
        case .compactCountdown(let duration, let why): return compactCountdown(duration, why: why)
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

    /// A Mac's month grid's width (NSDatePicker's calendar is small, a clock face beside it when there is a time):
    /// wide enough for weekday heads of a readable size.
    static let smallGridWidth = 210.0
    /// The smallest text a calendar draws, in pixels.
    static let smallestText = 9.0

    /// A month grid under its title, with the arrows to the previous and next month at the title's other end. On iOS
    /// it fills the width with the time below; on macOS it is small, with a clock face beside it when the mode has a
    /// time.
    func calendar(_ month: CalendarMonth, time: DateFaceTime?) -> SVGCanvas {
        let clockFace = time?.clockFace == true
        let gridWidth = mac || clockFace || month.selectsRange ? Self.smallGridWidth : 360.0 * scale
        let cell = (gridWidth - 16) / 7
        let weeks = Double((month.leadingBlanks + month.days.count + 6) / 7)
        let daySize = max(Self.smallestText, min(17 * scale, cell * 0.5))
        let weekdaySize = max(Self.smallestText, daySize * 0.65)
        let titleBaseline = 8 + daySize * 1.2
        // Each row's text clear of the next: a line's box runs from 0.93 em above its baseline to 0.24 em below.
        let weekdayBaseline = titleBaseline + daySize * 0.9 + weekdaySize * 1.3
        let gridTop = weekdayBaseline + weekdaySize * 0.8
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
        // A right-to-left locale's weeks start at the right, and its title stands at the right, its arrows at the left.
        func column(_ slot: Int) -> Double { Double(month.rightToLeft ? 6 - slot : slot) }
        func mirrored(_ x: Double) -> Double { month.rightToLeft ? gridWidth - x : x }
        title(month.title, baseline: titleBaseline, size: daySize, gridWidth: gridWidth, mirrored: mirrored, on: &canvas)
        for (index, weekday) in month.weekdays.enumerated() {
            canvas.text(SVGDrawing.fitted(weekday.uppercased(), width: cell - 1, size: weekdaySize), x: 8 + cell * (column(index) + 0.5),
                        y: weekdayBaseline, size: weekdaySize, colour: Colour.secondary, anchor: "middle")
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
            canvas.text(SVGDrawing.fitted(day, width: cell - 2, size: daySize, bold: selected), x: x, y: y + daySize * 0.35, size: daySize,
                        colour: selected ? "#fff" : Colour.ink, anchor: "middle", bold: selected)
        }
        if month.selectsRange {
            canvas.text(SVGDrawing.fitted("selects a range", width: width - 24, size: 11), x: 12, y: height - 8, size: 11,
                        colour: Colour.secondary)
        }
        guard let time else { return canvas }
        if clockFace {
            clock(time, centerX: gridWidth + 8 + clockSize / 2, centerY: 8 + clockSize / 2, radius: clockSize / 2, on: &canvas)
        } else {
            let y = gridHeight
            let size = 15 * scale
            canvas.line(12, y, width - 12, y, stroke: Colour.line)
            let chipWidth = min(SVGDrawing.textWidth(time.text, size: size) + 20 * scale,
                                width - 24 - SVGDrawing.textWidth("Time", size: size) - 12)
            canvas.text("Time", x: 12, y: y + belowTime / 2 + size * 0.35, size: size)
            canvas.rect(width - 12 - chipWidth, y + 7 * scale, chipWidth, belowTime - 14 * scale, radius: 8 * scale, fill: Colour.fill)
            canvas.text(SVGDrawing.fitted(time.text, width: chipWidth - 8, size: size), x: width - 12 - chipWidth / 2,
                        y: y + belowTime / 2 + size * 0.35, size: size, anchor: "middle")
        }
        return canvas
    }

    /// The month's title, bold, with the accent chevron iOS puts after it (it opens the month and year wheels), and the
    /// two arrows that page to the previous and next month at the row's other end, as iOS and macOS draw them. The
    /// title is cut only where it would reach the arrows.
    func title(_ text: String, baseline: Double, size: Double, gridWidth: Double, mirrored: (Double) -> Double,
               on canvas: inout SVGCanvas) {
        let arrowHeight = size * 0.8
        let arrowGap = max(20, size * 1.6)
        let middle = baseline - size * 0.35
        // Each arrow a chevron in the accent colour, its tip toward the month it leads to.
        func chevron(at x: Double, pointing direction: Double, height: Double) {
            let half = height / 2
            canvas.polyline([(mirrored(x - direction * half / 2), middle - half), (mirrored(x + direction * half / 2), middle),
                             (mirrored(x - direction * half / 2), middle + half)], stroke: Colour.accent, strokeWidth: 2)
        }
        let nextX = gridWidth - 12 - arrowHeight / 4
        chevron(at: nextX, pointing: 1, height: arrowHeight)
        chevron(at: nextX - arrowGap, pointing: -1, height: arrowHeight)
        let titleChevron = mac ? 0 : size * 0.6
        // Clear of the title's glyphs, whose ink may pass their advance, and of the chevron's round-capped stroke.
        let chevronGap = size * 0.4
        let room = nextX - arrowGap - arrowHeight / 2 - 12 - 12 - (mac ? 0 : titleChevron + chevronGap)
        let shown = SVGDrawing.fitted(text, width: room, size: size, bold: true)
        canvas.text(shown, x: mirrored(12), y: baseline, size: size, anchor: mirrored(0) == 0 ? "start" : "end", bold: true)
        if !mac {
            chevron(at: 12 + SVGDrawing.textWidth(shown, size: size, bold: true) + chevronGap + titleChevron / 4, pointing: 1,
                    height: titleChevron)
        }
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

    /// A countdown in a compact style, as the button would look (a grey capsule showing the duration), with what
    /// the platform does instead under it: a countdown exists only as wheels.
    func compactCountdown(_ duration: String, why: String) -> SVGCanvas {
        let note = "raises an exception at run time"
        let noteSize = 12.0
        var canvas = chips([duration], label: "\(id): a compact button showing \(duration), which the platform refuses: \(why)")
        let button = canvas.height
        canvas.width = min(SVGDrawing.maximumWidth, max(canvas.width, SVGDrawing.textWidth(note, size: noteSize) + 8))
        canvas.height = button + noteSize * 1.5
        canvas.text(SVGDrawing.fitted(note, width: canvas.width - 8, size: noteSize), x: 4, y: button + noteSize, size: noteSize,
                    colour: "#a00010")
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
