import Spec
import Source

/// Names what a rule's finding points at, within its control, so a baseline entry or a SARIF fingerprint can
/// recognise the finding after unrelated edits: the setting's key path and, for a single value, the value as the spec
/// gives it (`minuteInterval: 7`, `wheels[1].values[]: Mon`, `style: wheels`); for a wheel or a list, the path alone
/// (`wheels[0].values`). Never the message, whose measurements (heights, widths, counts) change when other controls do.
enum FindingSubject {
    /// The longest value text a subject quotes; a longer one (or one of several lines) is cut, with "…".
    static let longestText = 60

    /// Fills in the subject of `diagnostics[start...]`, the checks' findings on one screen. A finding that points at
    /// no setting of its control keeps none, and is then known by its message, as before subjects.
    static func name(_ diagnostics: inout [Diagnostic], from start: Int, on screen: ScreenContext) {
        guard start < diagnostics.count else { return }
        // Only the ranges findings point at are named: one walk per control with findings, whatever their number.
        var wanted: [String: Set<SourceRange>] = [:]
        for index in start..<diagnostics.count {
            if let control = diagnostics[index].control { wanted[control, default: []].insert(diagnostics[index].range) }
        }
        var names: [String: Namer] = [:]
        for context in screen.controls {
            let id = context.control.id.value
            guard let ranges = wanted[id] else { continue }
            // Ids are unique on a valid screen; where two controls share one, each names what the other did not.
            var namer = names[id] ?? Namer(wanted: ranges)
            namer.walk(context.control)
            names[id] = namer
        }
        for index in start..<diagnostics.count {
            guard let control = diagnostics[index].control else { continue }
            diagnostics[index].subject = names[control]?.names[diagnostics[index].range]
        }
    }

    /// A value's text as a subject quotes it: whole when short and on one line, else its start and "…", so a long
    /// value neither bloats a baseline nor loses what tells it from its neighbours.
    static func shown(_ text: String) -> String {
        let head = text.prefix(longestText + 1).prefix { !$0.isNewline }
        if head.endIndex == text.endIndex, head.count <= longestText { return text }
        return String(head.prefix(longestText)) + "…"
    }

    /// Walks one control's settings in spec order and names those a finding points at; the first name a range gets
    /// stays (an alias repeats its anchor's range).
    struct Namer {
        let wanted: Set<SourceRange>
        /// The wanted ranges as a list when they are few, as they mostly are: comparing a handful of ranges costs
        /// less than hashing one, and every setting and value of the control is asked about.
        let few: [SourceRange]?
        var names: [SourceRange: String] = [:]

        init(wanted: Set<SourceRange>) {
            self.wanted = wanted
            few = wanted.count <= 8 ? Array(wanted) : nil
        }

        func isWanted(_ range: SourceRange) -> Bool {
            if let few { return few.contains(range) }
            return wanted.contains(range)
        }

        var isDone: Bool { names.count == wanted.count }

        mutating func visit(_ range: SourceRange?, _ name: @autoclosure () -> String) {
            guard let range, isWanted(range), names[range] == nil else { return }
            names[range] = name()
        }

        mutating func walk(_ control: Control) {
            // First, since an Interface Builder element's start tag is its kind, its presentation and itself at once.
            if let presentation = control.presentation { visit(presentation.range, "presentation: \(presentation.value.rawValue)") }
            visit(control.kind.range, "kind: \(control.kind.value)")
            visit(control.id.range, "id: \(FindingSubject.shown(control.id.value))")
            if let label = control.label { visit(label.range, "label: \(FindingSubject.shown(label.value))") }
            if let onSelect = control.onSelect { visit(onSelect.range, "onSelect: \(onSelect.value.rawValue)") }
            switch control.details {
            case .picker(let picker):
                if let style = picker.style { visit(style.range, "style: \(style.value.rawValue)") }
                if let indicator = picker.showsSelectionIndicator { visit(indicator.range, "showsSelectionIndicator: \(indicator.value)") }
                for (index, wheel) in picker.wheels.enumerated() {
                    if isDone { break }
                    // A single wheel given on the control has no path of its own; listed wheels go by their place.
                    let path = wheel.range == control.range ? "" : "wheels[\(index)]"
                    if !path.isEmpty { visit(wheel.range, path) }
                    walk(wheel, prefix: path.isEmpty ? "" : path + ".")
                }
            case .datePicker(let datePicker):
                walk(datePicker)
            case .other:
                break
            }
            // Last, so a setting's own name wins: a finding on the control as a whole.
            visit(control.range, "control")
        }

        mutating func walk(_ wheel: Wheel, prefix: String) {
            switch wheel.values.value {
            case .list(let items):
                visit(wheel.values.range, prefix + "values")
                // A value goes by its text, not its place, so values added before it do not rename it.
                for item in items {
                    // A long wheel is walked only as far as the last value a finding points at.
                    if isDone { break }
                    visit(item.range, prefix + "values[]: " + FindingSubject.shown(item.value.text))
                }
            case .range(let range):
                visit(wheel.values.range, prefix + "range")
                visit(range.from.range, prefix + "range.from: \(FindingSubject.shown(range.from.value.text))")
                visit(range.to.range, prefix + "range.to: \(FindingSubject.shown(range.to.value.text))")
                if let step = range.step { visit(step.range, prefix + "range.step: \(FindingSubject.shown(step.value.text))") }
            case .source(let source, let count):
                visit(wheel.values.range, prefix + "source: \(source.rawValue)")
                if let count { visit(count.range, prefix + "count: \(count.value)") }
            case .unknown(let why):
                visit(wheel.values.range, prefix + "values: unknown (\(why.rawValue))")
            }
            if let unit = wheel.unit { visit(unit.range, prefix + "unit: \(FindingSubject.shown(unit.value))") }
            if let placement = wheel.unitPlacement { visit(placement.range, prefix + "unitPlacement: \(placement.value.rawValue)") }
            if let value = wheel.defaultValue { visit(value.range, prefix + "default: \(FindingSubject.shown(value.value.text))") }
            if let order = wheel.order { visit(order.range, prefix + "order: \(order.value.rawValue)") }
        }

        mutating func walk(_ datePicker: DatePicker) {
            if let mode = datePicker.mode { visit(mode.range, "mode: \(mode.value.rawValue)") }
            if let style = datePicker.style { visit(style.range, "style: \(style.value.rawValue)") }
            if let interval = datePicker.minuteInterval { visit(interval.range, "minuteInterval: \(interval.value)") }
            if let value = datePicker.defaultValue {
                switch value.value {
                case .blank: visit(value.range, "default: null")
                case .date(let date): visit(value.range, "default: \(date)")
                }
            }
            if let minimum = datePicker.minimumDate { visit(minimum.range, "minimumDate: \(minimum.value)") }
            if let maximum = datePicker.maximumDate { visit(maximum.range, "maximumDate: \(maximum.value)") }
            if let duration = datePicker.countDownDuration { visit(duration.range, "countDownDuration: \(duration.value)") }
            if let selectsRange = datePicker.selectsRange { visit(selectsRange.range, "selectsRange: \(selectsRange.value)") }
            if let unit = datePicker.unit { visit(unit.range, "unit: \(FindingSubject.shown(unit.value))") }
            if let locale = datePicker.locale { visit(locale.range, "locale: \(FindingSubject.shown(locale.value))") }
        }
    }
}
