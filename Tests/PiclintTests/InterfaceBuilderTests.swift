import Driver
import Foundation
import InterfaceBuilder
import Lint
import PickerModel
import Spec
import Testing
import XML
import Source
import YAML

/// Storyboards and xibs written for these tests: the smallest documents that hold what each test reads.
enum Storyboard {
    /// A one-scene iOS storyboard whose root view holds the given subviews, plus any further scenes.
    static func iOS(_ subviews: String, scenes: String = "", connections: String = "", runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="FormViewController" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        \(scenes)
            </scenes>
        </document>

        """
    }

    /// A scene whose view holds the given subviews.
    static func scene(_ id: String, _ subviews: String, controller: String = "viewController", extra: String = "") -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <\(controller) id="\(id)" storyboardIdentifier="\(id)" sceneMemberID="viewController">
                            <view key="view" id="view-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
        \(extra)
                        </\(controller)>
                    </objects>
                </scene>
        """
    }

    /// A macOS xib of one custom view holding the given subviews.
    static func mac(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customView id="c1">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </customView>
            </objects>
        </document>

        """
    }

    static func lint(_ text: String, path: String = "Main.storyboard") -> FileReport {
        Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(text.utf8), path: path)
    }

    static func lint(_ bytes: [UInt8], path: String = "Main.storyboard") -> FileReport {
        Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(bytes, path: path)
    }

    static func spec(_ text: String, path: String = "Main.storyboard") -> SpecFile {
        InterfaceBuilderFrontEnd(path: path).read(SourceFile(Array(text.utf8), lineBreaks: .xml), skipIfNotSpec: false)?.spec
            ?? SpecFile(screens: [], problems: [])
    }
}

@Suite("Interface Builder files: what each element maps to")
struct InterfaceBuilderMappingTests {
    @Test("an iOS date picker: mode, style, interval, countdown, default, bounds, locale and frame, each placed at its attribute")
    func iOSDatePicker() throws {
        let text = Storyboard.iOS("""
                                <datePicker datePickerMode="time" style="wheels" minuteInterval="15" id="dp1">
                                    <rect key="frame" x="0.0" y="100" width="393" height="216"/>
                                    <date key="date" timeIntervalSinceReferenceDate="786524400"/>
                                    <date key="minimumDate" timeIntervalSinceReferenceDate="-978267600"/>
                                    <date key="maximumDate" timeIntervalSinceReferenceDate="1167562800"/>
                                    <locale key="locale" localeIdentifier="en_GB"/>
                                </datePicker>
        """)
        let spec = Storyboard.spec(text)
        #expect(spec.problems.isEmpty)
        let screen = try #require(spec.screens.first)
        #expect(screen.name.value == "FormViewController")
        #expect(screen.effectivePlatform == .iOS)
        #expect(screen.size?.value == ScreenSize(width: 393, height: 852))
        let control = try #require(screen.controls.first)
        let picker = try #require(control.datePicker)
        #expect(control.id.value == "dp1")
        #expect(picker.mode?.value == .time)
        #expect(picker.style?.value == .wheels)
        #expect(picker.minuteInterval?.value == 15)
        #expect(control.frame?.value == ScreenSize(width: 393, height: 216))
        #expect(picker.locale?.value == "en_GB")
        // 786524400 s after 2001-01-01 00:00 UTC is 2025-12-04 07:00 UTC.
        #expect(picker.defaultValue?.value == .date(.fixed(DateTimeValue(date: CalendarDate(year: 2025, month: 12, day: 4),
                                                                          time: ClockTime(hour: 7, minute: 0)))))
        // Xcode's placeholders (1970-01-01 and 2037-12-31 in the designer's zone) are no bounds.
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        // The interval is placed at its value, between the quotes.
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("dp1") })
        #expect(picker.minuteInterval?.range.start == Mark(line: line + 1, column: 90))
    }

    @Test("dates convert from seconds since 2001 in UTC, before 1970 and after 2100 alike")
    func moments() {
        func date(_ seconds: Double) -> String? { DateBoundsProbe.dateTime(seconds) }
        #expect(date(0) == "2001-01-01T00:00")
        #expect(date(-978307200) == "1970-01-01T00:00")
        #expect(date(-978307201) == "1969-12-31T23:59")
        #expect(date(3187296000) == "2102-01-02T00:00")
        #expect(date(.nan) == nil)
        #expect(date(1e300) == nil)
    }

    @Test("a picker view's rows are unknown: no list, order or default rule fires, and no values are guessed")
    func pickerViewValuesUnknown() {
        let report = Storyboard.lint(Storyboard.iOS("""
                                <pickerView id="pv1">
                                    <rect key="frame" x="0.0" y="100" width="393" height="216"/>
                                </pickerView>
        """))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(report.controls.count == 1)
    }

    @Test("pop-up buttons: items are the values and selectedItem the default; placeholders, bindings and pull-downs are left alone")
    func popUpButtons() throws {
        func popUp(_ id: String, _ titles: [String], selected: Int? = nil, pullsDown: Bool = false, binding: Bool = false) -> String {
            let items = titles.enumerated().map { "<menuItem title=\"\($0.element)\" id=\"\(id)-\($0.offset)\"/>" }.joined(separator: "\n")
            let selectedItem = selected.map { " selectedItem=\"\(id)-\($0)\"" } ?? ""
            return """
                    <popUpButton verticalHuggingPriority="750" id="\(id)">
                        <rect key="frame" x="20" y="20" width="200" height="25"/>
                        <popUpButtonCell key="cell" type="push" bezelStyle="rounded"\(pullsDown ? " pullsDown=\"YES\"" : "")\(selectedItem) id="\(id)-cell">
                            <menu key="menu" id="\(id)-menu">
                                <items>
            \(items)
                                </items>
                            </menu>
                        </popUpButtonCell>
                        \(binding ? "<connections><binding destination=\"ctl\" name=\"content\" keyPath=\"arrangedObjects\" id=\"\(id)-b\"/></connections>" : "")
                    </popUpButton>
            """
        }
        let twice = popUp("twice", ["Checking", "Savings", "Savings"], selected: 0)
        let placeholders = popUp("items", ["Item 1", "Item 2", "Item 2"])
        let pullDown = popUp("actions", ["Export", "Export"], pullsDown: true)
        let bound = popUp("bound", ["B", "A", "A"], binding: true)
        let report = Storyboard.lint(Storyboard.mac([twice, placeholders, pullDown, bound].joined(separator: "\n")), path: "Prefs.xib")
        #expect(report.diagnostics.map(\.rule) == ["distinct-values"])
        #expect(report.diagnostics.first?.control == "twice")
        let spec = Storyboard.spec(Storyboard.mac(twice), path: "Prefs.xib")
        let wheel = try #require(spec.screens.first?.controls.first?.picker?.wheels.first)
        #expect(wheel.defaultValue?.value.text == "Checking")
        #expect(spec.screens.first?.name.value == "Prefs")
        #expect(spec.screens.first?.effectivePlatform == .macOS)
    }

    @Test("a macOS date picker: the cell's style, range mode and elements give style, selectsRange and mode")
    func macDatePicker() throws {
        let spec = Storyboard.spec(Storyboard.mac("""
                    <datePicker verticalHuggingPriority="750" id="md1">
                        <rect key="frame" x="20" y="60" width="139" height="148"/>
                        <datePickerCell key="cell" borderStyle="bezel" datePickerStyle="clockAndCalendar" datePickerMode="range" id="md1-cell">
                            <datePickerElements key="datePickerElements" hour="YES" minute="YES"/>
                        </datePickerCell>
                    </datePicker>
        """), path: "Range.xib")
        let picker = try #require(spec.screens.first?.controls.first?.datePicker)
        #expect(picker.style?.value == .graphical)
        #expect(picker.selectsRange?.value == true)
        #expect(picker.mode?.value == .time)
    }

    @Test("segmented controls: titles are the values; momentary and select-any controls are not pickers")
    func segmentedControls() {
        let seven = (1...7).map { "<segment title=\"S\($0)\"/>" }.joined()
        let report = Storyboard.lint(Storyboard.iOS("""
                                <segmentedControl selectedSegmentIndex="0" id="seg1"><rect key="frame" x="0" y="0" width="393" height="32"/><segments>\(seven)</segments></segmentedControl>
                                <segmentedControl momentary="YES" id="seg2"><rect key="frame" x="0" y="40" width="393" height="32"/><segments>\(seven)</segments></segmentedControl>
        """))
        #expect(report.diagnostics.map(\.rule) == ["segment-count"])
        #expect(report.diagnostics.first?.control == "seg1")
    }

    @Test("a xib with several top-level views names each screen after the file and the view")
    func xibScreens() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch.iPad">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="top1"><rect key="frame" x="0" y="0" width="400" height="300"/></view>
                <view id="top2"><rect key="frame" x="0" y="0" width="400" height="300"/></view>
            </objects>
        </document>
        """
        let spec = Storyboard.spec(text, path: "Views/Filters.xib")
        #expect(spec.screens.map(\.name.value) == ["Filters (top1)", "Filters (top2)"])
        #expect(spec.screens.allSatisfy { $0.effectivePlatform == .iPadOS })
    }
}

/// `DateBounds` is internal to its module; the front end's reading of a `<date>` is what the tests can reach.
enum DateBoundsProbe {
    static func dateTime(_ seconds: Double) -> String? {
        let text = Storyboard.iOS("""
                                <datePicker datePickerMode="dateAndTime" style="wheels" id="dp"><rect key="frame" x="0" y="0" width="393" height="216"/><date key="date" timeIntervalSinceReferenceDate="\(seconds)"/></datePicker>
        """)
        guard case .date(let expression)? = Storyboard.spec(text).screens.first?.controls.first?.datePicker?.defaultValue?.value else { return nil }
        return expression.description
    }
}

@Suite("Interface Builder files: segues decide where a picker alone on its scene appears")
struct InterfaceBuilderSegueTests {
    static let lonePicker = """
                                <datePicker datePickerMode="date" style="inline" id="lone"><rect key="frame" x="0" y="100" width="393" height="400"/></datePicker>
    """

    static func findings(_ kind: String, extraAttributes: String = "", destinationSubviews: String = lonePicker,
                         throughNavigation: Bool = false) -> [Diagnostic] {
        var scenes = Storyboard.scene("vc2", destinationSubviews)
        var destination = "vc2"
        if throughNavigation {
            scenes += """
                    <scene sceneID="scene-nav">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc2" kind="relationship" relationship="rootViewController" id="root"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """
            destination = "nav"
        }
        let text = Storyboard.iOS("""
                                <button id="b1"><rect key="frame" x="0" y="0" width="100" height="44"/></button>
        """, scenes: scenes, connections: "<segue destination=\"\(destination)\" kind=\"\(kind)\"\(extraAttributes) id=\"sg\"/>")
        return Storyboard.lint(text).diagnostics.filter { $0.rule == "in-context" }
    }

    @Test("show, push and showDetail segues push the scene; presentation and modal present it", arguments: [
        ("show", "on a new screen"), ("push", "on a new screen"), ("showDetail", "on a new screen"),
        ("presentation", "in a modal view"), ("modal", "in a modal view"),
    ])
    func reported(kind: String, how: String) {
        let found = Self.findings(kind)
        #expect(found.count == 1)
        #expect(found.first?.message.contains(how) == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("`\(kind)` segue") == true)
    }

    @Test("through a navigation controller, its root view controller arrives as the navigation controller does")
    func throughNavigation() {
        #expect(Self.findings("presentation", throughNavigation: true).count == 1)
        #expect(Self.findings("popoverPresentation", throughNavigation: true).isEmpty)
    }

    @Test("a popover, an embed, or a presentation as a popover is in context")
    func inContext() {
        #expect(Self.findings("popoverPresentation").isEmpty)
        #expect(Self.findings("embed").isEmpty)
        #expect(Self.findings("presentation", extraAttributes: " modalPresentationStyle=\"popover\"").isEmpty)
    }

    @Test("a picker beside a text field, or two pickers, is a form, not a picker alone")
    func forms() {
        let withField = Self.lonePicker + "\n<textField id=\"tf\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"300\" height=\"34\"/></textField>"
        #expect(Self.findings("show", destinationSubviews: withField).isEmpty)
        let twoPickers = Self.lonePicker + "\n" + Self.lonePicker.replacingOccurrences(of: "\"lone\"", with: "\"second\"")
        #expect(Self.findings("show", destinationSubviews: twoPickers).isEmpty)
    }
}

@Suite("Interface Builder files: hostile and broken input is a finding, never a crash, a hang or a fetch")
struct InterfaceBuilderHostileInputTests {
    static func syntax(_ text: String) -> [Diagnostic] {
        Storyboard.lint(text).diagnostics
    }

    @Test("entity expansion ('billion laughs') is refused at the DOCTYPE, before any entity is declared")
    func billionLaughs() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY a \"laugh\">\n"
        for level in 1...10 {
            text += "<!ENTITY \(Character(UnicodeScalar(97 + level)!)) \"" + String(repeating: "&\(Character(UnicodeScalar(96 + level)!));", count: 10) + "\">\n"
        }
        text += "]>\n<document>&k;</document>\n"
        let found = Self.syntax(text)
        #expect(found.map(\.rule) == ["xml-syntax"])
        #expect(found.first?.range.start == Mark(line: 2, column: 1))
        #expect(found.first?.message.contains("DOCTYPE") == true)
    }

    @Test("an external entity is never fetched: the DOCTYPE that would declare it is refused")
    func externalEntity() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>\n<document>&secret;</document>\n"
        let found = Self.syntax(text)
        #expect(found.map(\.rule) == ["xml-syntax"])
        #expect(!found.contains { $0.message.contains("root:") })
    }

    @Test("an entity no DTD declares is a syntax error at its place")
    func undeclaredEntity() {
        let found = Self.syntax("<?xml version=\"1.0\"?>\n<document>\n  <scenes>&nbsp;</scenes>\n</document>\n")
        #expect(found.map(\.rule) == ["xml-syntax"])
        #expect(found.first?.range.start.line == 3)
    }

    @Test("malformed XML: one finding at the place libxml2 stopped, with merge markers named")
    func malformed() {
        let text = Storyboard.iOS("""
        <<<<<<< HEAD
                                <datePicker id="a"/>
        =======
                                <datePicker id="b"/>
        >>>>>>> feature
        """)
        let found = Self.syntax(text)
        #expect(found.map(\.rule) == ["xml-syntax"])
        #expect(found.first?.range.start.line == 11)
        #expect(found.first?.help?.contains("merge") == true)
        #expect(Self.syntax("").map(\.rule) == ["xml-syntax"])
        #expect(Self.syntax("<document>").map(\.rule) == ["xml-syntax"])
        #expect(Self.syntax("not xml at all").map(\.rule) == ["xml-syntax"])
    }

    @Test("nesting past the limit is refused at the element that crosses it")
    func deepNesting() {
        let text = "<document>" + String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300) + "</document>"
        let found = Self.syntax(text)
        #expect(found.map(\.rule) == ["xml-syntax"])
        #expect(found.first?.message.contains("256") == true)
    }

    @Test("an encoding other than UTF-8 or UTF-16 is refused at its name; UTF-16 without a byte order mark too")
    func encodings() {
        let latin = Self.syntax("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document/>\n")
        #expect(latin.map(\.rule) == ["xml-syntax"])
        #expect(latin.first?.range.start == Mark(line: 1, column: 31))
        var utf16: [UInt8] = []
        for unit in "<document/>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(Storyboard.lint(utf16).diagnostics.map(\.rule) == ["xml-syntax"])
    }

    @Test("a pre-Xcode-5 archive, and a root that is not <document>, are reported once as not read")
    func unsupported() {
        let archive = Self.syntax("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\">\n<data><object class=\"IBUIDatePicker\"/></data>\n</archive>\n")
        #expect(archive.map(\.rule) == ["spec-invalid"])
        #expect(archive.first?.range.start == Mark(line: 2, column: 1))
        #expect(archive.first?.message.contains("before Xcode 5") == true)
        #expect(Self.syntax("<plist version=\"1.0\"/>").map(\.rule) == ["spec-invalid"])
    }

    @Test("a value piclint cannot read is spec-invalid at the attribute, and the rest of the picker is still read")
    func invalidValues() {
        let found = Self.syntax(Storyboard.iOS("""
                                <datePicker datePickerMode="hours" minuteInterval="five" style="wheels" id="d"><rect key="frame" x="0" y="0" width="393" height="216"/></datePicker>
        """))
        #expect(found.map(\.rule) == ["spec-invalid", "spec-invalid"])
    }
}

@Suite("Interface Builder files: encodings, line breaks and fixes that keep every other byte")
struct InterfaceBuilderTextTests {
    static let interval = Storyboard.iOS("""
                                <datePicker datePickerMode="time" style="wheels" minuteInterval="7" id="dp1"><rect key="frame" x="0" y="0" width="393" height="216"/></datePicker>
    """)

    @Test("CRLF and CR line endings give the same lines and columns as LF")
    func lineEndings() {
        let positions = ["\n", "\r\n", "\r"].map { ending in
            Storyboard.lint(Self.interval.replacingOccurrences(of: "\n", with: ending)).diagnostics.map(\.range.start)
        }
        #expect(positions[0].count == 1)
        #expect(positions[1] == positions[0] && positions[2] == positions[0])
    }

    @Test("U+2028 and NEL are characters of their line in XML, not line breaks as in YAML")
    func unicodeSeparators() {
        let plain = Storyboard.lint(Self.interval).diagnostics.map(\.range.start)
        let marked = Self.interval.replacingOccurrences(of: "customClass=\"FormViewController\"",
                                                        with: "customClass=\"Form\u{2028}View\u{85}Controller\"")
        #expect(Storyboard.lint(marked).diagnostics.map(\.range.start) == plain)
    }

    @Test("UTF-16 with a byte order mark reads as UTF-8 does, with the same positions")
    func utf16() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.interval.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"").utf16 {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let found = Storyboard.lint(bytes).diagnostics
        #expect(found.map(\.rule) == ["minute-interval"])
        #expect(found.map(\.range.start) == Storyboard.lint(Self.interval).diagnostics.map(\.range.start))
    }

    @Test("--fix changes the countdown's value and nothing else; the suggestions for minute-interval and implicit-compact only with --unsafe-fixes")
    func fixesKeepOtherBytes() throws {
        let text = Storyboard.iOS("""
                                <datePicker datePickerMode="time" minuteInterval="7" id="dp1">
                                    <rect key="frame" x="0" y="0" width="393" height="216"/>
                                </datePicker>
                                <datePicker datePickerMode="countDownTimer" style="wheels" countDownDuration="90000" id="cd1"><rect key="frame" x="0" y="220" width="393" height="216"/></datePicker>
        """)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("piclint-ib-\(UUID().uuidString).storyboard").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all))
        let input = InputFile(source: .path(path), displayPath: path)
        // Safe: the countdown is cut to the 23:59 its wheels show. The ignored interval, which shows every minute,
        // and the implicit compact style are suggestions: either fix changes what the screen shows.
        let safe = try #require(runner.fix(input, selection: .safeOnly))
        let safelyFixed = text.replacingOccurrences(of: "countDownDuration=\"90000\"", with: "countDownDuration=\"86340\"")
        #expect(String(decoding: safe.fixed, as: UTF8.self) == safelyFixed)
        #expect(safe.applied == 1)
        #expect(safe.suggestionsNotMade == 2)
        let unsafe = try #require(runner.fix(input, selection: .includingUnsafe))
        #expect(String(decoding: unsafe.fixed, as: UTF8.self) == safelyFixed.replacingOccurrences(
            of: "<datePicker datePickerMode=\"time\" minuteInterval=\"7\"", with: "<datePicker style=\"wheels\" datePickerMode=\"time\" minuteInterval=\"6\""))
        // What --fix wrote lints clean of the fixed rules.
        let after = Storyboard.lint(unsafe.fixed, path: "After.storyboard").diagnostics.map(\.rule)
        #expect(!after.contains("minute-interval") && !after.contains("countdown-limit") && !after.contains("implicit-compact"))
    }
}
