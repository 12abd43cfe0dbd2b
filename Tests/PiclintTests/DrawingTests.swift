import Driver
import Foundation
import Lint
import PickerModel
@testable import Reports
import Testing
import XML
import Source
import YAML

/// The pictures the HTML report and `simulate --format svg` show: every style drawn as its platform draws it,
/// from the model, each kept as a golden SVG.
@Suite("Drawings")
struct DrawingTests {
    /// Every control of the gallery (`Tests/Gallery/every-style.yaml`), modelled with the pinned clock.
    static func gallery() -> [ControlReport] {
        let path = "Tests/Gallery/every-style.yaml"
        let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all))
        return runner.lint(InputFile(source: .path(Repo.path(path)), displayPath: path)).controls.map(ControlReport.init)
    }

    /// The drawing of one control of a spec written in the test.
    static func drawing(_ yaml: String) -> SVGCanvas? {
        let file = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: "a.yaml")
        return file.controls.first.map { SVGDrawing.drawing(ControlReport($0)) }
    }

    @Test("one control of every style, on every platform that has it, drawn as its golden SVG shows it")
    func everyStyleMatchesItsGolden() throws {
        let controls = Self.gallery()
        #expect(controls.count == 23)
        for control in controls {
            try GoldenTests.compare(SVGDrawing.drawing(control).document, golden: "svg/\(control.id).svg")
        }
    }

    @Test("every style has a drawing of its own: none falls back to the model's sentence")
    func everyStyleIsDrawn() {
        let controls = Self.gallery()
        let drawn = Set(controls.map { "\($0.platform) \($0.model.style)" })
        for expected in ["iOS wheels", "iOS compact", "iOS inline", "iOS menu", "iOS segmented", "iOS navigationLink",
                         "macOS textual", "macOS graphical", "macOS menu", "macOS radioGroup", "watchOS wheels",
                         "tvOS menu", "tvOS segmented"] {
            #expect(drawn.contains(expected), "the gallery has no \(expected) picker")
        }
        for control in controls {
            let sentence = SVGDrawing.described(control).element
            #expect(SVGDrawing.drawing(control).element != sentence, "\(control.id) is drawn as a sentence")
        }
    }

    @Test("every drawing is well-formed XML with a text alternative: role img, an aria-label and a title")
    func wellFormedAndLabelled() throws {
        for control in Self.gallery() {
            let svg = SVGDrawing.drawing(control).document
            let read = XMLReader().read(SourceFile(Array(svg.utf8), lineBreaks: .xml))
            #expect(read.error == nil, "\(control.id): \(read.error?.message ?? "")")
            let root = read.tree.root
            #expect(root?.name == "svg")
            #expect(root?["role"] == "img")
            #expect((root?["aria-label"] ?? "").isEmpty == false)
            #expect(root?.children.contains { $0.name == "title" } == true)
        }
    }

    @Test("a calendar opens on the default's month, in the locale's first weekday, words and digits")
    func calendarsFollowTheLocale() throws {
        let controls = Dictionary(uniqueKeysWithValues: Self.gallery().map { ($0.id, $0) })
        let german = try #require(controls["ios-calendar-monday-first"].map(SVGDrawing.drawing))
        #expect(german.label.contains("März 2026"))
        // 1 March 2026 is a Sunday: in Germany's Monday-first weeks it stands in the seventh column, after six blanks.
        guard case .calendar(let month, _)? = controls["ios-calendar-monday-first"]?.model.dateFace else {
            Issue.record("no calendar")
            return
        }
        #expect(month.weekdays.first == "Mo.")
        #expect(month.leadingBlanks == 6)
        #expect(month.selectedDay == 1)
        let arabic = try #require(controls["ios-calendar-arabic-digits"].map { SVGDrawing.drawing($0).element })
        #expect(arabic.contains(">٢٤</text>"))
        let english = try #require(controls["ios-inline-calendar"].map { SVGDrawing.drawing($0).element })
        #expect(english.contains(">November 2026</text>"))
    }

    @Test("a watch's wheel is drawn smaller than a phone's, a TV's menu no wider than a card")
    func drawnAtTheScreensScale() throws {
        let controls = Dictionary(uniqueKeysWithValues: Self.gallery().map { ($0.id, $0) })
        let watch = try #require(controls["watch-wheel"].map(SVGDrawing.drawing))
        let phone = try #require(controls["ios-wheels-units"].map(SVGDrawing.drawing))
        #expect(watch.width < phone.width * 0.6)
        #expect(watch.height < phone.height * 0.6)
        let television = try #require(controls["tv-menu"].map(SVGDrawing.drawing))
        #expect(television.width <= SVGDrawing.maximumWidth)
    }

    @Test("wheels too wide for the screen are drawn cut, with the cut values ending in “…” and the columns edged in red")
    func clippedWheelsAreDrawnCut() throws {
        let controls = Dictionary(uniqueKeysWithValues: Self.gallery().map { ($0.id, $0) })
        let clipped = try #require(controls["ios-wheels-clipped"].map(SVGDrawing.drawing))
        let svg = clipped.element
        #expect(svg.contains(">Géorgie du Sud"))
        #expect(!svg.contains("Géorgie du Sud-et-les Îles Sandwich du Sud<"))
        #expect(svg.contains("…</text>"))
        #expect(svg.contains("stroke=\"\(SVGCanvas.Colour.error)\" stroke-dasharray"))
        #expect(clipped.label.contains("so values are cut off"))
        let fits = try #require(controls["ios-wheels-units"].map { SVGDrawing.drawing($0).element })
        #expect(!fits.contains("stroke-dasharray"))
    }

    @Test("a long menu is drawn open as far as the screen holds it, the rest counted; a segment too narrow is cut")
    func menusAndSegmentsAreCutAsThePlatformCutsThem() throws {
        let controls = Dictionary(uniqueKeysWithValues: Self.gallery().map { ($0.id, $0) })
        let menu = try #require(controls["ios-menu-long"].map(SVGDrawing.drawing))
        #expect(menu.label.contains("its menu open on 16 of 40 items"))
        #expect(menu.element.contains(">▾ 24 more</text>"))
        #expect(menu.element.contains(">✓</text>"))
        let segments = try #require(controls["ios-segmented-cut"].map(SVGDrawing.drawing))
        #expect(segments.element.contains(">Every fifte"))
        #expect(!segments.element.contains(">Every fifteen minutes</text>"))
    }

    @Test("values piclint cannot know are not drawn as if known: the wheel says where they come from")
    func unknownValuesAreNotInvented() throws {
        let controls = Dictionary(uniqueKeysWithValues: Self.gallery().map { ($0.id, $0) })
        let runtime = try #require(controls["ios-wheels-runtime"].map(SVGDrawing.drawing))
        #expect(runtime.element.contains(">dynamic values, known at run time</text>"))
        let storyboard = GoldenTests.lint("bad/reminders-ios.storyboard").controls.map(ControlReport.init)
        let pickerView = try #require(storyboard.first { if case .unknown = $0.model.wheels.first?.values { true } else { false } })
        #expect(SVGDrawing.drawing(pickerView).element.contains(">rows from its data source in code</text>"))
    }

    @Test("extreme sizes and counts draw a bounded picture: finite numbers, no trap", arguments: [
        "size: {width: 1e300, height: 1e300}\ncontrols:\n  - {id: a, kind: picker, style: segmented, range: {from: 1, to: 9223372036854775807}}",
        "size: {width: 0.001, height: 0.001}\ncontrols:\n  - {id: a, kind: picker, values: [a, b], style: wheels}",
        "platform: macOS\nsize: {width: 1e300, height: 3}\ncontrols:\n  - {id: a, kind: datePicker, style: graphical, default: 9999-12-31T23:59}",
        "controls:\n  - {id: a, kind: picker, style: menu, range: {from: -1e300, to: 1e300, step: 1e299}}",
        "controls:\n  - {id: a, kind: picker, style: radioGroup, range: {from: 1, to: 100000}}",
    ])
    func extremes(_ controls: String) throws {
        let drawing = try #require(Self.drawing("screen: S\n" + controls + "\n"))
        let svg = drawing.element
        #expect(svg.utf8.count < 200_000)
        #expect(!svg.contains("inf") && !svg.contains("nan") && !svg.contains("e+"))
        #expect(drawing.width <= SVGDrawing.maximumWidth + 1 && drawing.height < 5_000)
    }

    @Test("a screen frame holds its controls at the model's heights; what does not fit overflows it, dashed in red")
    func screenFrames() throws {
        let controls = Self.gallery().filter { $0.screen == "Phone" }
        let slots = controls.map { ScreenFrameDrawing.Slot(control: $0, severity: $0.id == "ios-inline-calendar" ? .warning : nil,
                                                           number: $0.id == "ios-inline-calendar" ? 1 : nil) }
        let frame = ScreenFrameDrawing.drawing(screen: "Phone", size: controls[0].screenSize, slots: slots)
        #expect(frame.label.hasPrefix("Phone at 390 by 844 points, its controls overflowing the screen by"))
        #expect(frame.label.hasSuffix("with findings: ios-inline-calendar (1)"))
        #expect(frame.height > 844 * ScreenFrameDrawing.scale(for: controls[0].screenSize) + 16)
        #expect(frame.element.contains("stroke=\"\(SVGCanvas.Colour.warning)\" stroke-width=\"2\""))
        #expect(frame.element.contains(">1</text>"))
        // A thousand controls draw no more than twice the screen, and say how many are left out.
        let many = Array(repeating: slots[0], count: 1_000)
        let crowded = ScreenFrameDrawing.drawing(screen: "Phone", size: controls[0].screenSize, slots: many)
        #expect(crowded.height < 2 * 844 * ScreenFrameDrawing.scale(for: controls[0].screenSize) + 40)
        #expect(crowded.element.contains("more controls below</text>"))
    }

    @Test("numbers are written finite, bounded and short")
    func numbers() {
        #expect(SVGCanvas.number(12) == "12")
        #expect(SVGCanvas.number(12.5) == "12.5")
        #expect(SVGCanvas.number(12.345) == "12.35" || SVGCanvas.number(12.345) == "12.34")
        #expect(SVGCanvas.number(0.05) == "0.05")
        #expect(SVGCanvas.number(-3.1) == "-3.1")
        #expect(SVGCanvas.number(.infinity) == "0")
        #expect(SVGCanvas.number(.nan) == "0")
        #expect(SVGCanvas.number(1e300) == "1000000")
        #expect(SVGCanvas.number(-0.001) == "0")
    }

    @Test("every spec string is escaped in every drawing: ids, values, units, screen names, on every style and platform")
    func hostileTextIsEscaped() throws {
        let hostile = "<script>alert(1)</script>&\\\"'"
        var yaml = ""
        for (platform, styles) in [("iOS", ["wheels", "menu", "segmented", "navigationLink"]), ("macOS", ["menu", "radioGroup", "segmented"]),
                                   ("watchOS", ["wheels"]), ("tvOS", ["menu", "segmented"])] {
            yaml += "---\nscreen: \"\(hostile) \(platform)\"\nplatform: \(platform)\ncontrols:\n"
            for style in styles {
                yaml += "  - {id: \"\(hostile)\(style)\", kind: picker, style: \(style), values: [\"\(hostile)\", \"b\(hostile)\"], "
                    + "unit: \"\(hostile)\", default: \"\(hostile)\"}\n"
            }
            yaml += "  - {id: \"\(hostile)date\", kind: datePicker, style: \(platform == "macOS" ? "graphical" : "inline"), mode: dateAndTime}\n"
        }
        let file = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: "a.yaml")
        let controls = file.controls.map(ControlReport.init)
        #expect(controls.count == 14)
        var pictures = controls.map { SVGDrawing.drawing($0).document }
        pictures.append(SVGPicture.screen(0..<5, of: file))
        pictures.append(HTMLReporter().render(ReportInput(files: [file])))
        for picture in pictures {
            #expect(!picture.contains("<script"))
            #expect(picture.contains("&lt;script&gt;"))
        }
        for picture in pictures.dropLast() {
            #expect(XMLReader().read(SourceFile(Array(picture.utf8), lineBreaks: .xml)).error == nil)
        }
    }
}
