import Spec
import XML
import Source

/// One picker element of an Interface Builder document as a control (INTERFACE-BUILDER.md): an iOS or macOS
/// `<datePicker>`, a `<pickerView>`, a `<popUpButton>` that does not pull down, a `<segmentedControl>` that selects
/// one segment. Each field is placed at the attribute it comes from, else at the element's start tag; an attribute
/// whose value cannot be read is a `spec-invalid` problem there, and the field is left as if absent.
struct ControlMapping {
    let element: XMLElement
    let platform: Platform
    private(set) var problems: [SpecProblem] = []

    init(element: XMLElement, platform: Platform) {
        self.element = element
        self.platform = platform
    }

    /// The elements of controls a person edits besides pickers, and of content that fills a scene: a picker
    /// beside any of them is part of a form, not alone on its screen.
    static let editedControls: Set<String> = [
        "textField", "textView", "switch", "slider", "stepper", "searchBar", "comboBox", "tokenField", "secureTextField",
        "tableView", "collectionView", "outlineView", "mapView", "wkWebView", "webView",
    ]

    /// The elements `control()` reads as pickers.
    static let pickerElements: Set<String> = ["datePicker", "pickerView", "popUpButton", "segmentedControl"]

    mutating func control() -> Control? {
        switch element.name {
        case "datePicker": return make(.datePicker, .datePicker(datePicker()))
        case "pickerView": return make(.picker, .picker(pickerView()))
        case "popUpButton": return popUpButton().map { make(.picker, .picker($0)) }
        case "segmentedControl": return segmentedControl().map { make(.picker, .picker($0)) }
        default: return nil
        }
    }

    private var id: Located<String> {
        guard let id = element.attribute("id") else { return Located("\(element.name)@\(element.range.start.line)", at: element.range) }
        return Located(id.value, at: element.range(of: id))
    }

    private func make(_ kind: ControlKind, _ details: Control.Details) -> Control {
        var control = Control(id: id, kind: Located(kind, at: element.range), details: details, range: element.range)
        if let frame = DocumentDecoder.frameSize(of: element) { control.frame = Located(frame, at: element.range) }
        return control
    }

    // MARK: Date pickers

    private mutating func datePicker() -> DatePicker {
        let cell = element.child("datePickerCell", key: "cell")
        var picker = cell != nil || platform == .macOS ? macDatePicker(cell: cell) : iOSDatePicker()
        picker.locale = fixedLocale(in: element) ?? cell.flatMap(fixedLocale(in:))
        picker.datesAreMoments = true
        return picker
    }

    /// UIDatePicker: the attributes of the element itself (INTERFACE-BUILDER.md, "iOS date picker").
    private mutating func iOSDatePicker() -> DatePicker {
        var picker = DatePicker()
        picker.mode = unlessDefault(spelling("datePickerMode", on: element, DatePickerMode.self, noun: "date picker mode"), .dateAndTime)
        // `style="automatic"` is kept although it is UIDatePicker's default: the rules read it as they read no style,
        // and implicit-compact's fix must know the attribute is there to replace its value rather than add a second.
        picker.style = spelling("style", on: element, [("wheels", DatePickerStyle.wheels), ("compact", .compact),
                                                      ("inline", .inline), ("automatic", .automatic)], noun: "date picker style")
        picker.minuteInterval = unlessDefault(integer("minuteInterval", on: element), 1)
        if let duration = unlessDefault(integer("countDownDuration", on: element), 0) {
            picker.countDownDuration = Located(CountdownDuration(seconds: duration.value), at: duration.range)
        }
        // Xcode keeps the date fields of a picker switched to countdown mode, where the inspector no longer shows
        // them: they are left unread there, rather than reported as settings the author made.
        if picker.effectiveMode != .countDownTimer {
            if element["useCurrentDate"] != "YES", let date = date("date", on: element) { picker.defaultValue = Located(.date(date.value), at: date.range) }
            picker.minimumDate = bound("minimumDate", on: element, placeholder: DateBounds.isPlaceholderMinimum)
            picker.maximumDate = bound("maximumDate", on: element, placeholder: DateBounds.isPlaceholderMaximum)
        }
        return picker
    }

    /// NSDatePicker: the cell's style, mode and elements (INTERFACE-BUILDER.md, "macOS date picker").
    private mutating func macDatePicker(cell: XMLElement?) -> DatePicker {
        var picker = DatePicker()
        // NSDatePicker has no minute interval; a hand-edited one, on the element or its cell, is read so that
        // `ignored-setting` can say so. An interval of 1 is what NSDatePicker does anyway: every minute.
        picker.minuteInterval = unlessDefault(integer("minuteInterval", on: element) ?? cell.flatMap { integer("minuteInterval", on: $0) }, 1)
        // The settings are the cell's; a hand-written element without one is read for them itself.
        let cell = cell ?? element
        picker.style = spelling("datePickerStyle", on: cell, [("textFieldAndStepper", DatePickerStyle.textual), ("textField", .textual),
                                                             ("clockAndCalendar", .graphical)], noun: "date picker style")
        if let mode = cell.attribute("datePickerMode"), mode.value == "range" {
            picker.selectsRange = Located(true, at: cell.range(of: mode))
        }
        if let elements = cell.child("datePickerElements", key: "datePickerElements") {
            let date = ["year", "month", "day"].contains { elements[$0] == "YES" }
            let time = ["hour", "minute", "second"].contains { elements[$0] == "YES" }
            picker.mode = Located(date && time ? .dateAndTime : time ? .time : .date, at: elements.range)
        } else {
            picker.mode = Located(.date, at: cell.range)
        }
        if let date = date("date", on: cell) { picker.defaultValue = Located(.date(date.value), at: date.range) }
        picker.minimumDate = bound("minDate", on: cell, placeholder: DateBounds.isPlaceholderMinimum)
        picker.maximumDate = bound("maxDate", on: cell, placeholder: DateBounds.isPlaceholderMaximum)
        return picker
    }

    private func fixedLocale(in element: XMLElement) -> Located<String>? {
        guard let locale = element.child("locale", key: "locale"), let identifier = locale.attribute("localeIdentifier") else { return nil }
        return Located(identifier.value, at: locale.range(of: identifier))
    }

    /// A `<date key=…>` child as the moment it stores, in UTC.
    private mutating func date(_ key: String, on element: XMLElement) -> Located<DateExpression>? {
        guard let child = element.child("date", key: key), let seconds = child.attribute("timeIntervalSinceReferenceDate") else { return nil }
        let range = child.range(of: seconds)
        guard let moment = Double(seconds.value), let value = DateTimeValue(secondsSinceReferenceDate: moment) else {
            problems.append(SpecProblem(.specInvalid, at: range,
                                        "\(key) of `\(id.value)` is “\(seconds.value)”, not a number of seconds since 2001 that piclint can read as a date",
                                        control: id.value))
            return nil
        }
        return Located(.fixed(value), at: range)
    }

    /// A bound, unless it is one of the far-off dates Xcode's inspector fills in, which mean no bound.
    private mutating func bound(_ key: String, on element: XMLElement, placeholder: (DateTimeValue) -> Bool) -> Located<DateExpression>? {
        guard let date = date(key, on: element), case .fixed(let value) = date.value, !placeholder(value) else { return nil }
        return date
    }

    // MARK: Generic pickers

    /// UIPickerView: its rows come from its data source, so its one wheel's values are unknown.
    private func pickerView() -> Picker {
        let wheel = Wheel(values: Located(.unknown(.dataSource), at: element.range), range: element.range)
        var picker = Picker(wheels: [wheel])
        // `NO` is UIPickerView's default; only `YES` is a setting (one with no effect since iOS 7).
        if let indicator = element.attribute("showsSelectionIndicator"), indicator.value != "NO" {
            picker.showsSelectionIndicator = Located(indicator.value == "YES", at: element.range(of: indicator))
        }
        return picker
    }

    /// NSPopUpButton in pop-up mode: a menu-style picker of its menu's items, the cell's `selectedItem` first.
    private func popUpButton() -> Picker? {
        let cell = element.child("popUpButtonCell", key: "cell")
        // A pull-down menu is a menu of commands, not a choice of value.
        guard element["pullsDown"] != "YES", cell?["pullsDown"] != "YES" else { return nil }
        let items = cell?.child("menu", key: "menu")?.child("items")?.children
            .filter { $0.name == "menuItem" && $0["isSeparatorItem"] != "YES" } ?? []
        let style = Located(PickerStyle.menu, at: element.range)
        let bound = element.child("connections")?.children.contains {
            $0.name == "binding" && (($0["name"] ?? $0["key"])?.hasPrefix("content") ?? false)
        } ?? false
        let unknown: UnknownValues? = bound ? .binding
            : items.isEmpty ? .filledInCode
            : items.contains { DateBounds.isPlaceholderTitle($0["title"] ?? "") } ? .placeholders : nil
        if let unknown {
            return Picker(style: style, wheels: [Wheel(values: Located(.unknown(unknown), at: element.range), range: element.range)])
        }
        let values = items.map { item in
            let title = item.attribute("title")
            return Located(PickerValue(text: title?.value ?? ""), at: title.map(item.range(of:)) ?? item.range)
        }
        let listRange = cell?.child("menu", key: "menu")?.range ?? element.range
        var wheel = Wheel(values: Located(.list(values), at: listRange), range: element.range)
        if let selected = cell?.attribute("selectedItem") {
            if let item = items.first(where: { $0["id"] == selected.value }) {
                wheel.defaultValue = Located(PickerValue(text: item["title"] ?? ""), at: cell.map { $0.range(of: selected) } ?? element.range)
            } else {
                wheel.defaultMayBeSetInCode = true
            }
        } else {
            wheel.defaultMayBeSetInCode = true
        }
        return Picker(style: style, wheels: [wheel])
    }

    /// A segmented control that selects one segment: a picker in `segmented` style of its segments' titles.
    private func segmentedControl() -> Picker? {
        let cell = element.child("segmentedCell", key: "cell")
        if element["momentary"] == "YES" { return nil }
        // NSSegmentedControl: momentary segments are buttons, "select any" is a set of toggles.
        if let mode = cell?["trackingMode"], mode != "selectOne" { return nil }
        let segments = (cell ?? element).child("segments")?.children.filter { $0.name == "segment" } ?? []
        let values = segments.enumerated().map { number, segment in
            let text = segment.attribute("title") ?? segment.attribute("label") ?? segment.attribute("image")
            return Located(PickerValue(text: text?.value ?? "segment \(number + 1)"), at: text.map(segment.range(of:)) ?? segment.range)
        }
        let listRange = (cell ?? element).child("segments")?.range ?? element.range
        var wheel = Wheel(values: Located(.list(values), at: listRange), range: element.range)
        if let index = element.attribute("selectedSegmentIndex"), let number = Int(index.value) {
            if values.indices.contains(number) {
                wheel.defaultValue = Located(values[number].value, at: element.range(of: index))
            }
        } else if let selected = segments.firstIndex(where: { $0["selected"] == "YES" }) {
            wheel.defaultValue = Located(values[selected].value, at: segments[selected].attribute("selected").map(segments[selected].range(of:)) ?? segments[selected].range)
        } else {
            wheel.defaultMayBeSetInCode = true
        }
        return Picker(style: Located(.segmented, at: element.range), wheels: [wheel])
    }

    // MARK: Attributes

    /// A setting, unless it says what the platform does when the attribute is absent: Xcode writes some attributes
    /// with their default value by itself (older versions put `minuteInterval="1"` on every date picker), and those
    /// are no choice of the author's. Leaving them out here lets the rules see such a picker as they see a spec that
    /// does not give the setting, and keeps them unaware of which format a setting came from.
    private func unlessDefault<Value: Equatable>(_ setting: Located<Value>?, _ platformDefault: Value) -> Located<Value>? {
        setting?.value == platformDefault ? nil : setting
    }

    private mutating func integer(_ name: String, on element: XMLElement) -> Located<Int>? {
        guard let attribute = element.attribute(name) else { return nil }
        let range = element.range(of: attribute)
        // Xcode writes whole numbers; a hand-edited file may write `5400.0`.
        if let number = Int(attribute.value) { return Located(number, at: range) }
        if let number = Double(attribute.value), number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return Located(Int(number), at: range)
        }
        problems.append(SpecProblem(.specInvalid, at: range, "\(name) of `\(id.value)` is “\(attribute.value)”, not a whole number",
                                    control: id.value))
        return nil
    }

    private mutating func spelling<Value: SpecEnum>(_ name: String, on element: XMLElement, _: Value.Type, noun: String) -> Located<Value>? {
        spelling(name, on: element, Value.allCases.map { ($0.rawValue, $0) }, noun: noun)
    }

    private mutating func spelling<Value>(_ name: String, on element: XMLElement, _ known: [(String, Value)], noun: String) -> Located<Value>? {
        guard let attribute = element.attribute(name) else { return nil }
        let range = element.range(of: attribute)
        if let match = known.first(where: { $0.0 == attribute.value }) { return Located(match.1, at: range) }
        problems.append(SpecProblem(.specInvalid, at: range,
                                    "\(name) of `\(id.value)` is “\(attribute.value)”, not a \(noun) piclint knows",
                                    help: "Interface Builder writes " + known.map { "`\($0.0)`" }.joined(separator: ", "),
                                    control: id.value))
        return nil
    }
}
