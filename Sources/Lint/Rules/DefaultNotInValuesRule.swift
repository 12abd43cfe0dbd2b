import PickerModel
import Spec

/// `default-not-in-values`: a wheel's default must be one of its values.
public struct DefaultNotInValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "default-not-in-values", title: "A default is one of the wheel's values", defaultSeverity: .error, fixes: .suggestion)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.compactMap { wheel in
            let model = wheel.model
            // Time-zone cities are not localized by the locale data piclint has, so a localized default cannot be checked.
            if case .named(.timeZones, _) = model.values { return nil }
            guard let defaultValue = wheel.wheel.defaultValue, model.values.isKnown, model.defaultIndex == nil,
                  let count = model.values.count, count > 0
            else { return nil }
            let shown = Quoting.value(defaultValue.value)
            if case .named(let source, _) = model.values,
               let match = context.reference.identify(defaultValue.value.text, in: source, locale: context.screen.effectiveLocale) {
                return Self.identified(match, source: source, written: defaultValue, shown: shown, wheel: wheel)
            }
            return Finding(
                at: defaultValue.range,
                "default \(shown) of \(wheel.name) is not one of its values",
                help: Self.help(for: defaultValue.value, in: model.values, context: context))
        }
    }

    /// A default that names an entry of a named source by its code or by its name in another language: the entry
    /// is certain, so the fix writes the name the picker lists for it.
    static func identified(_ match: NamedSourceMatch, source: NamedSource, written: Located<PickerValue>, shown: String,
                           wheel: WheelContext) -> Finding {
        let form: String
        switch match.form {
        case .code:
            let kind = source == .countries ? "region" : source == .languages ? "language" : "currency"
            form = "\(written.value.text) is the \(kind) code of"
        case .name(let language):
            form = "\(written.value.text) is the \(language) name of"
        }
        return Finding(
            at: written.range,
            "default \(shown) of \(wheel.name) is not one of its values; \(form) “\(match.name)”, as the picker lists it in \(match.listedIn)",
            help: "did you mean “\(match.name)”? The picker lists the \(source.rawValue) by their names in the screen's locale",
            // A suggestion, though the entry is certain: today the picker opens on its first row, and after the fix on
            // this entry, so the screen changes.
            fix: Fix("use “\(match.name)”, as the picker lists it", edits: [TextEdit(written.range, .value(match.name))],
                     applicability: .unsafe))
    }

    static func help(for wanted: PickerValue, in values: WheelValueList, context: ControlContext) -> String {
        let locale = context.screen.effectiveLocale
        guard case .named(let source, let names) = values else {
            return "the picker would start elsewhere; choose one of " + choices(values, near: wanted)
        }
        if let near = context.reference.nearestName(to: wanted.text, in: source, locale: locale) {
            return "did you mean “\(near)”? The picker would start elsewhere"
        }
        return "the \(names.count) \(source.rawValue) are named as the screen's locale (\(locale)) writes them; use that name"
    }

    /// A short list of the values to choose from: all of a short list, or the values around where a number would be.
    static func choices(_ values: WheelValueList, near wanted: PickerValue) -> String {
        let count = values.count ?? 0
        let shown = 5
        var window = 0..<min(count, shown + 3)
        if count > window.count, let number = wanted.numericValue, let nearest = values.nearestIndex(to: number) {
            let start = max(0, min(nearest - shown / 2, count - shown))
            window = start..<min(count, start + shown)
        }
        // As the spec would write them (21.5, not the 21,5 a de_DE screen shows): this says what to put in `default`.
        let texts = window.compactMap { values.written(at: $0) }.map(Quoting.value)
        return (window.lowerBound > 0 ? "…, " : "") + texts.joined(separator: ", ") + (window.upperBound < count ? ", …" : "")
    }
}
