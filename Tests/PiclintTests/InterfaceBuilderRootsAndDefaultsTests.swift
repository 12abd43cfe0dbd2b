import Foundation
import Lint
import Spec
import Testing

/// Xibs whose top-level object is what a test is about: a cell, a header, a view, a picker on its own.
enum Xib {
    /// An iOS xib with one top-level object, written out in full by the caller.
    static func iOS(_ top: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(top)
            </objects>
        </document>

        """
    }

    /// A date picker with no style, laid out for wheels (194 pt tall, with a height constraint of 200 at priority 750).
    static let wheelsLayout = """
                    <datePicker contentMode="scaleToFill" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="dp">
                        <rect key="frame" x="16" y="8" width="361" height="194"/>
                        <constraints>
                            <constraint firstAttribute="height" priority="750" constant="200" id="dp-h"/>
                        </constraints>
                    </datePicker>
    """

    /// The picker above in each kind of root a document has.
    static let roots: [(String, String)] = [
        ("a storyboard scene's table view cell", Storyboard.iOS("""
                                <tableView id="tv"><rect key="frame" x="0" y="0" width="393" height="852"/>
                                    <prototypes>
                                        <tableViewCell id="cell"><rect key="frame" x="0" y="50" width="393" height="210"/>
                                            <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="393" height="210"/>
                                                <subviews>
        \(wheelsLayout)
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
        """)),
        ("a table view cell's xib", iOS("""
                <tableViewCell contentMode="scaleToFill" rowHeight="210" id="cell"><rect key="frame" x="0" y="0" width="393" height="210"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="cv"><rect key="frame" x="0" y="0" width="393" height="210"/>
                        <subviews>
        \(wheelsLayout)
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
        """)),
        ("a collection view cell's xib", iOS("""
                <collectionViewCell opaque="NO" id="cell"><rect key="frame" x="0" y="0" width="393" height="210"/>
                    <collectionViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="393" height="210"/>
                        <subviews>
        \(wheelsLayout)
                        </subviews>
                    </collectionViewCellContentView>
                </collectionViewCell>
        """)),
        ("a table header's xib", iOS("""
                <tableViewHeaderFooterView reuseIdentifier="Header" id="header"><rect key="frame" x="0" y="0" width="393" height="210"/>
                    <view key="contentView" id="cv"><rect key="frame" x="0" y="0" width="393" height="210"/>
                        <subviews>
        \(wheelsLayout)
                        </subviews>
                    </view>
                </tableViewHeaderFooterView>
        """)),
        ("a plain view's xib", iOS("""
                <view contentMode="scaleToFill" id="top"><rect key="frame" x="0" y="0" width="393" height="210"/>
                    <subviews>
        \(wheelsLayout)
                    </subviews>
                </view>
        """)),
        ("a xib of the picker alone", iOS(wheelsLayout)),
    ]
}

@Suite("Interface Builder files: a picker is checked wherever the document puts it")
struct InterfaceBuilderRootTests {
    @Test("a date picker with no style, laid out 194 pt tall for wheels, shows a compact button since iOS 14, whatever the root",
          arguments: Xib.roots.map(\.0))
    func implicitCompactInEveryRoot(root: String) throws {
        let text = try #require(Xib.roots.first { $0.0 == root }?.1)
        let report = Storyboard.lint(text, path: root.contains("storyboard") ? "Main.storyboard" : "Cell.xib")
        #expect(report.diagnostics.map(\.rule) == ["implicit-compact"], "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.first?.control == "dp")
        #expect(report.diagnostics.first?.message.contains("194-pt-tall frame") == true)
        #expect(report.controls.map(\.id) == ["dp"])
    }

    @Test("a cell is part of a screen: its screen is the device's size, not the cell's frame")
    func cellTakesTheDevicesSize() throws {
        let cell = try #require(Xib.roots.first { $0.0 == "a table view cell's xib" }?.1)
        let screen = try #require(Storyboard.spec(cell, path: "Views/DueDateCell.xib").screens.first)
        #expect(screen.name.value == "DueDateCell")
        #expect(screen.size?.value == ScreenSize(width: 393, height: 852))
    }

    @Test("a top-level object that holds no picker (an empty cell, a gesture recognizer) is no screen")
    func objectsWithoutPickers() {
        let text = Xib.iOS("""
                <tableViewCell id="cell"><rect key="frame" x="0" y="0" width="393" height="44"/></tableViewCell>
                <tapGestureRecognizer id="tap"/>
        """)
        #expect(Storyboard.spec(text, path: "Empty.xib").screens.isEmpty)
    }

    @Test("the fixtures: a table view cell, a collection view cell and a plain view, each laid out for wheels with no style",
          arguments: ["due-date-cell-ios", "reminder-time-cell-ios", "trip-dates-view-ios"])
    func fixtures(name: String) throws {
        let path = "Fixtures/bad/\(name).xib"
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repo.path(path))))
        let report = Storyboard.lint(bytes, path: path)
        #expect(report.diagnostics.map(\.rule) == ["implicit-compact"], "\(report.diagnostics.map(\.message))")
    }

    @Test("a cell that sets its date picker's style to wheels, with what Xcode writes by itself, is clean")
    func goodCell() throws {
        let path = "Fixtures/good/birthday-cell-ios.xib"
        let report = Storyboard.lint(Array(try Data(contentsOf: URL(fileURLWithPath: Repo.path(path)))), path: path)
        #expect(report.controls.count == 1)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    }
}

@Suite("Interface Builder files: what Xcode writes by itself is no setting")
struct InterfaceBuilderDefaultTests {
    static func datePicker(_ attributes: String) -> String {
        Storyboard.iOS("""
                                <datePicker \(attributes) style="wheels" id="dp"><rect key="frame" x="0" y="100" width="393" height="216"/></datePicker>
        """)
    }

    @Test("older Xcode's minuteInterval=\"1\" on a picker in date mode is the default, not a setting: no ignored-setting")
    func minuteIntervalOfOne() throws {
        #expect(Storyboard.lint(Self.datePicker("datePickerMode=\"date\" minuteInterval=\"1\"")).diagnostics.isEmpty)
        let picker = try #require(Storyboard.spec(Self.datePicker("datePickerMode=\"date\" minuteInterval=\"1\"")).screens.first?.controls.first?.datePicker)
        #expect(picker.minuteInterval == nil)
        #expect(picker.effectiveMinuteInterval == 1)
    }

    @Test("a minute interval the author chose is still a setting, and still reported where it does nothing")
    func chosenInterval() {
        let found = Storyboard.lint(Self.datePicker("datePickerMode=\"date\" minuteInterval=\"15\"")).diagnostics
        #expect(found.map(\.rule) == ["ignored-setting"])
        #expect(found.first?.subject == "minuteInterval: 15")
    }

    @Test("every attribute at the platform's default reads as if absent", arguments: [
        "datePickerMode=\"dateAndTime\"",
        "datePickerMode=\"date\" countDownDuration=\"0\"",
        "datePickerMode=\"time\" countDownDuration=\"0.0\" minuteInterval=\"1\"",
    ])
    func datePickerDefaults(attributes: String) throws {
        let written = try #require(Storyboard.spec(Self.datePicker(attributes)).screens.first?.controls.first?.datePicker)
        #expect(written.minuteInterval == nil && written.countDownDuration == nil)
        #expect(written.mode?.value != .dateAndTime)
        #expect(Storyboard.lint(Self.datePicker(attributes)).diagnostics.isEmpty)
    }

    @Test("a picker view's showsSelectionIndicator=\"NO\" is UIPickerView's default; YES is the setting that has no effect")
    func selectionIndicator() {
        func found(_ value: String) -> [RuleID] {
            Storyboard.lint(Storyboard.iOS("""
                                    <pickerView showsSelectionIndicator="\(value)" id="pv"><rect key="frame" x="0" y="100" width="393" height="216"/></pickerView>
            """)).diagnostics.map(\.rule)
        }
        #expect(found("NO").isEmpty)
        #expect(found("YES") == ["ignored-setting"])
    }

    @Test("on macOS, whose date pickers have no minute interval, an interval of 1 is every minute, as they show; 15 is reported")
    func macInterval() {
        func found(_ interval: String) -> [RuleID] {
            Storyboard.lint(Storyboard.mac("""
                        <datePicker minuteInterval="\(interval)" id="md"><rect key="frame" x="20" y="20" width="139" height="27"/>
                            <datePickerCell key="cell" datePickerStyle="textFieldAndStepper" id="md-cell"/>
                        </datePicker>
            """), path: "Prefs.xib").diagnostics.map(\.rule)
        }
        #expect(found("1").isEmpty)
        #expect(found("15") == ["ignored-setting"])
    }
}
