import Spec

/// What the reference model shows for one control.
public struct ControlModel: Sendable {
    /// The control's wheels, left to right (empty for controls drawn without wheels).
    public var wheels: [WheelModel]

    /// Creates a control model.
    public init(wheels: [WheelModel]) {
        self.wheels = wheels
    }
}

/// One wheel as a person would see it.
public struct WheelModel: Sendable {
    /// The wheel's name in reports: `1`, `2`, ... for a generic picker.
    public var name: String
    /// The values, in display order.
    public var values: WheelValueList
    /// The position selected at first, when the default is one of the values.
    public var defaultIndex: Int?

    /// Creates a wheel model.
    public init(name: String, values: WheelValueList, defaultIndex: Int?) {
        self.name = name
        self.values = values
        self.defaultIndex = defaultIndex
    }
}

/// The embedded reference picker model: turns a spec's control into what a person would see.
public struct ReferenceModel: Sendable {
    /// Creates the model.
    public init() {}

    /// Simulates one control of a screen.
    public func simulate(_ control: Control, on screen: Screen) -> ControlModel {
        switch control.details {
        case .picker(let picker):
            return ControlModel(wheels: picker.wheels.enumerated().map { index, wheel in
                let values = WheelValueList(wheel.values.value)
                let defaultIndex = wheel.defaultValue.flatMap { values.firstIndex(of: $0.value) }
                return WheelModel(name: String(index + 1), values: values, defaultIndex: defaultIndex)
            })
        case .datePicker, .other:
            return ControlModel(wheels: [])
        }
    }
}
