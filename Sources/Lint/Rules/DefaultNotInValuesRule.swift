import PickerModel
import Spec

/// `default-not-in-values`: a wheel's default must be one of its values.
public struct DefaultNotInValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "default-not-in-values", title: "A default is one of the wheel's values", defaultSeverity: .error)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.compactMap { wheel in
            let model = wheel.model
            guard let defaultValue = wheel.wheel.defaultValue, model.values.isKnown, model.defaultIndex == nil,
                  let count = model.values.count, count > 0
            else { return nil }
            let shown = DistinctValuesRule.quoted(defaultValue.value)
            return Finding(
                at: defaultValue.range,
                "default \(shown) of \(wheel.name) is not one of its values",
                help: "the picker would start elsewhere; choose one of " + Self.choices(model.values, near: defaultValue.value))
        }
    }

    /// A short list of the values to choose from: all of a short list, or the neighbours of a number.
    static func choices(_ values: WheelValueList, near wanted: PickerValue) -> String {
        let count = values.count ?? 0
        var indices = Array(0..<min(count, 8))
        if count > 8, let number = wanted.number {
            // Show the values around where the number would be.
            let nearest = (0..<count).lazy.compactMap { index in values.value(at: index).map { (index, $0) } }
                .first { ($0.1.number ?? -.infinity) >= number }?.0 ?? count - 1
            indices = Array(max(0, nearest - 2)..<min(count, nearest + 2))
        }
        let texts = indices.compactMap { values.value(at: $0) }.map(DistinctValuesRule.quoted)
        return texts.joined(separator: ", ") + (count > texts.count ? ", …" : "")
    }
}
