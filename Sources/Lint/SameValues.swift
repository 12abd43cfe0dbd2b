import Spec

/// The values of a wheel seen so far, for asking "is this one the same as an earlier one?" in constant time:
/// a person cannot tell two values apart when their texts are equal or they show the same number (`5`, `5.0`,
/// `"5"`, as `PickerValue.isSame` says). A scan of every earlier value would make a long list quadratic.
struct SameValues {
    private var byText: [String: Int] = [:]
    private var byNumber: [Double: Int] = [:]

    /// An empty table with room for a wheel's values, so that filling it never grows it.
    init(capacity: Int = 0) {
        byText.reserveCapacity(capacity)
        byNumber.reserveCapacity(capacity)
    }

    /// The position given to the first earlier value that is the same as this one; when there is none, records this
    /// one under `position` and returns nil. One hash per key when the value is new, as most are.
    mutating func firstOrInsert(_ value: PickerValue, at position: Int) -> Int? {
        // Zero and minus zero show the same; NaN is the same as nothing, not even itself, and numbers past 2^53
        // are told apart by their texts alone (`PickerValue.isSame`).
        let number = value.comparableNumber.map { $0 == 0 ? 0 : $0 }
        let byText = self.byText.updateValue(position, forKey: value.text)
        let byNumber = number.flatMap { self.byNumber.updateValue(position, forKey: $0) }
        guard byText != nil || byNumber != nil else { return nil }
        // Not new after all: each table gets back what it held (nothing, where this value's key was new to it).
        self.byText[value.text] = byText
        if let number { self.byNumber[number] = byNumber }
        switch (byText, byNumber) {
        case let (text?, number?): return min(text, number)
        case let (text?, nil): return text
        case let (nil, number?): return number
        case (nil, nil): return nil
        }
    }
}
