import Spec

/// Models a generic picker: its values per wheel, its resolved style and its size.
struct GenericPickerModel {
    let picker: Picker
    let platform: Platform
    let screen: ScreenSize
    let named: (NamedSource) -> [PickerValue]
    /// How the screen's locale writes the numbers of a range.
    let numerals: () -> Numerals
    /// Where each name of a named source first stands, indexed once per locale.
    let namedPositions: (NamedSource) -> [String: Int]
    /// The widest name of a named source, measured once per locale.
    let namedWidest: (NamedSource) -> String

    func build(takesSpace: Bool) -> ControlModel {
        let style = resolvedStyle
        var wheels = picker.wheels.enumerated().map { index, wheel in
            let values = WheelValueList(wheel.values.value, named: named, numerals: numerals)
            var widest: String?
            if case .named(let source, _) = values { widest = namedWidest(source) }
            return WheelModel(name: String(index + 1), values: values,
                              defaultIndex: wheel.defaultValue.flatMap { defaultIndex(of: $0.value, in: values) },
                              unit: wheel.unit?.value, unitPlacement: wheel.effectiveUnitPlacement, widestText: widest)
        }
        // Options that open as a list are in sight as far as the screen holds them; segments and radio buttons all are.
        for index in wheels.indices {
            switch style {
            case .menu, .navigationLink:
                let rows = screen.height / Geometry.controlHeight
                wheels[index].rowsInSight = rows.isFinite && rows >= 1 ? Int(min(rows, 1e9)) : 1
                wheels[index].centersSelection = false
            case .segmented, .radioGroup:
                wheels[index].rowsInSight = max(0, wheels[index].count ?? 0)
                wheels[index].centersSelection = false
            case .wheels, .inline, .automatic:
                break
            }
        }
        let spread = wheels.reduce(0) { $0 + $1.width } + Geometry.wheelSpacing * Double(max(0, wheels.count - 1))
        let widest = wheels.map(\.widestValueWidth).max() ?? 0
        // The decoder keeps negative counts out; held at 0 here as well, so `0..<options` below cannot trap.
        let options = max(0, wheels.first?.count ?? 0)
        var model = ControlModel(declaredStyle: picker.effectiveStyle.rawValue, style: style.rawValue, wheels: wheels,
                                 drawsWheels: style == .wheels || style == .inline, width: screen.width,
                                 height: Geometry.wheelsHeight(on: platform), neededWidth: spread, takesSpace: takesSpace)
        switch style {
        case .wheels, .inline, .automatic:
            break
        case .menu:
            model.height = Geometry.controlHeight
            model.neededWidth = widest + 2 * Geometry.wheelPadding + Geometry.controlHeight / 2
            model.width = min(screen.width, model.neededWidth)
            let listed = wheels.first?.count.map { "its " + Plural.counted($0, "option") } ?? "its options, which code supplies,"
            model.description = "a pop-up button showing the selected value; \(listed) open in a menu"
        case .segmented:
            model.height = Geometry.segmentedHeight
            model.neededWidth = (wheels.first.map { wheel in
                // Each segment as wide as its text; past what piclint lists value by value, as wide as the widest.
                guard options <= WheelValueList.materialisedLimit else {
                    return Double(options) * (wheel.widestValueWidth + 2 * Geometry.wheelPadding)
                }
                return (0..<options).compactMap { wheel.values.value(at: $0) }
                    .reduce(0) { $0 + Geometry.textWidth($1.text) + 2 * Geometry.wheelPadding }
            }) ?? 0
            model.width = min(screen.width, model.neededWidth)
            model.description = "a segmented control with \(Plural.counted(options, "segment")) side by side"
        case .radioGroup:
            model.height = Geometry.radioRowHeight * Double(options)
            model.neededWidth = widest + 2 * Geometry.wheelPadding
            model.width = min(screen.width, model.neededWidth)
            model.description = "a group of \(Plural.counted(options, "radio button")), one per line"
        case .navigationLink:
            model.height = Geometry.controlHeight
            model.description = "a row that opens a list of \(Plural.counted(options, "value")) on a new screen"
        }
        return model
    }

    /// Where a default stands among a wheel's values, as `WheelValueList.firstIndex` finds it. A name among a
    /// locale's hundreds of names is looked up in the locale's index; a number is searched for as before, since
    /// it may also match a value's number however written.
    private func defaultIndex(of value: PickerValue, in values: WheelValueList) -> Int? {
        if case .named(let source, _) = values, value.comparableNumber == nil { return namedPositions(source)[value.text] }
        return values.firstIndex(of: value)
    }

    /// `automatic` is a wheel where the platform has wheels, else a pop-up menu (macOS, tvOS).
    var resolvedStyle: PickerStyle {
        guard picker.effectiveStyle == .automatic else { return picker.effectiveStyle }
        return platform == .macOS || platform == .tvOS ? .menu : .wheels
    }
}
