import Driver
import Foundation
import Lint
import PickerModel
@testable import Reports
import Testing

/// The pictures laid out from measured text: widths in the font the drawings name, captions placed where their
/// measured names end, labels cut only when out of room; the thumbnail's names readable beside it; the calendar's
/// month arrows; a compact countdown drawn as its button. RenderedLayoutTests checks the same in a browser.
@Suite("Pictures laid out by measured text")
struct PictureLayoutTests {
    /// A screen of a spec written in the test, as `simulate --format svg` draws it.
    static func screen(_ yaml: String) -> String {
        let file = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: "a.yaml")
        return SVGPicture.screen(0..<file.controls.count, of: file)
    }

    /// Each `<text>` of a drawing: its x, size, whether bold, and its text (unescaped).
    struct Text {
        var x: Double
        var size: Double
        var bold: Bool
        var text: String
    }

    static func texts(_ svg: String) -> [Text] {
        svg.matches(of: /<text x="([-0-9.]+)" y="[-0-9.]+" font-size="([0-9.]+)"([^>]*)>([^<]*)<\/text>/).map { match in
            let text = String(match.4).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            return Text(x: Double(match.1) ?? 0, size: Double(match.2) ?? 0, bold: match.3.contains("font-weight"), text: text)
        }
    }

    @Test("text is measured in DejaVu Sans, the widest font the drawings name: wider than the model's average, bold wider still")
    func measuredInTheNamedFont() {
        // DejaVu Sans at 13 px, as Chromium and rsvg-convert draw it on Debian: 156 px bold, 138.5 px regular.
        #expect(abs(FontMetrics.width("Medication Reminder", size: 13, bold: true) - 156) < 1)
        #expect(abs(FontMetrics.width("Medication Reminder", size: 13) - 138.5) < 1)
        #expect(FontMetrics.width("Medication Reminder", size: 13) > Geometry.textWidth("Medication Reminder") * 13 / 17)
        #expect(FontMetrics.family.contains("'DejaVu Sans'") && FontMetrics.family.hasSuffix("sans-serif"))
        // CJK takes a full em; a joined Arabic word far less than its letters alone.
        #expect(FontMetrics.width("時刻", size: 10) == 20)
        let word = "سبتمبر"
        let alone = word.unicodeScalars.map { FontMetrics.width(String($0), size: 13) }.reduce(0, +)
        #expect(abs(FontMetrics.width(word, size: 13) - 37.4) < 0.5)
        #expect(FontMetrics.width(word, size: 13) < alone * 0.7)
        // Marks take no room; a letter the tables lack, more than an average letter.
        #expect(FontMetrics.width("e\u{301}", size: 10) == FontMetrics.width("e", size: 10))
        #expect(FontMetrics.width("ש", size: 10) >= 8)
    }

    @Test("a text that fits is kept whole; one that does not is cut with “…” to fit, its trailing space dropped")
    func fittedOnlyWhenOutOfRoom() {
        let text = "picker · radioGroup"
        let width = SVGDrawing.textWidth(text, size: 13)
        #expect(SVGDrawing.fitted(text, width: width, size: 13) == text)
        let cut = SVGDrawing.fitted(text, width: width - 20, size: 13)
        #expect(cut.hasSuffix("…") && cut.count < text.count)
        #expect(SVGDrawing.textWidth(cut, size: 13) <= width - 20)
        #expect(!cut.dropLast().hasSuffix(" "))
        // The next character would not have fitted.
        let kept = cut.dropLast()
        let longer = String(text.prefix(kept.count + 1)) + "…"
        #expect(SVGDrawing.textWidth(longer, size: 13) > width - 20 || longer.dropLast().hasSuffix(" "))
        #expect(SVGDrawing.fitted(text, width: 0, size: 13) == "…")
    }

    @Test("a caption's details start where its bold name ends, as measured; the picture widens for a caption rather than cut it")
    func captionsFollowTheirMeasuredNames() throws {
        let svg = Self.screen("""
            screen: Medication Reminder
            controls:
              - {id: dose-count, kind: picker, style: wheels, values: [1, 2, 3], default: 1}
              - {id: reminder-interval-in-minutes, kind: picker, style: radioGroup, values: [a, b]}

            """)
        let texts = Self.texts(svg)
        for (name, details) in [("Medication Reminder", "iOS · en_US · 390 × 844 pt"), ("dose-count", "picker · wheels"),
                                ("reminder-interval-in-minutes", "picker · radioGroup")] {
            let title = try #require(texts.first { $0.text == name && $0.bold }, "no caption \(name)")
            let after = try #require(texts.first { $0.text == details }, "no details \(details) in full")
            #expect(after.x >= title.x + FontMetrics.width(name, size: 13, bold: true) + 4, "\(details) runs into \(name)")
        }
        #expect(!svg.contains("…</text>"), "a caption is cut")
    }

    @Test("the device thumbnail names each control in full, readable, beside the frame, with its number")
    func thumbnailsNameTheirControls() throws {
        let svg = Self.screen("""
            screen: Book a Cottage
            controls:
              - {id: arrival, kind: datePicker, mode: date, style: compact}
              - {id: departure, kind: datePicker, mode: date, style: compact}
              - {id: check-in-time, kind: datePicker, mode: time, style: wheels, minuteInterval: 7}

            """)
        // The frame is the first drawing placed in the picture.
        let frameStart = try #require(svg.range(of: "<svg x="))
        let frameEnd = try #require(svg[frameStart.upperBound...].range(of: "</svg>"))
        let frame = Self.texts(String(svg[frameStart.lowerBound..<frameEnd.upperBound]))
        for id in ["arrival", "departure", "check-in-time"] {
            let name = try #require(frame.first { $0.text == id }, "the thumbnail does not name \(id) in full")
            #expect(name.size >= 11)
        }
        #expect(frame.allSatisfy { $0.size >= 10 })
        #expect(frame.contains { $0.text == "1" && $0.bold })
    }

    @Test("an inline calendar has the month arrows, after its title on iOS; a Mac's calendar has them too")
    func calendarsHaveMonthArrows() throws {
        let controls = Dictionary(uniqueKeysWithValues: DrawingTests.gallery().map { ($0.id, $0) })
        let accentChevrons = { (svg: String) in svg.components(separatedBy: "stroke=\"\(SVGCanvas.Colour.accent)\" stroke-width=\"2\"").count - 1 }
        // iOS: the chevron after the title, then ‹ and ›.
        let inline = try #require(controls["ios-inline-calendar"].map { SVGDrawing.drawing($0).element })
        #expect(accentChevrons(inline) == 3)
        let mac = try #require(controls["mac-clock-and-calendar"].map { SVGDrawing.drawing($0).element })
        #expect(accentChevrons(mac) == 2)
        // Readable on a Mac too: no text under 9 px.
        #expect(Self.texts(mac).allSatisfy { $0.size >= 9 })
    }

    @Test("a compact countdown is drawn as the compact button would be: a grey capsule with the duration, and what the platform does instead")
    func compactCountdownIsAButton() throws {
        let drawing = try #require(DrawingTests.drawing("""
            screen: Timer
            controls:
              - {id: penne, kind: datePicker, mode: countDownTimer, style: compact, countDownDuration: "0:11"}

            """))
        let svg = drawing.element
        #expect(svg.contains("fill=\"\(SVGCanvas.Colour.fill)\""), "no grey capsule")
        #expect(svg.contains(">0:11</text>"))
        #expect(!svg.contains("stroke-dasharray"), "drawn as the dashed box of a picker that cannot be shown")
        #expect(drawing.label.contains("a compact button showing 0:11") && drawing.label.contains("raises an exception at run time"))
        // The duration the wheels would start on: kept within 23:59, in the locale's digits.
        let long = try #require(DrawingTests.drawing("""
            screen: Timer
            locale: ar_EG
            controls:
              - {id: t, kind: datePicker, mode: countDownTimer, style: compact, countDownDuration: "25:00"}

            """))
        #expect(long.element.contains(">٢٣:٥٩</text>"))
    }
}
