import Spec

/// The values of a wheel seen so far, for asking "is this one the same as an earlier one?" in constant time:
/// a person cannot tell two values apart when their texts are equal or they show the same number (`5`, `5.0`,
/// `"5"`, as `PickerValue.isSame` says). A scan of every earlier value would make a long list quadratic.
struct SameValues {
    private var byText: [String: Int] = [:]
    private var byNumber: [Double: Int] = [:]

    /// The position given to the first earlier value that is the same as this one, if any.
    func first(sameAs value: PickerValue) -> Int? {
        let text = byText[value.text]
        let number = value.comparableNumber.flatMap { byNumber[$0 == 0 ? 0 : $0] }
        switch (text, number) {
        case let (text?, number?): return min(text, number)
        case let (text?, nil): return text
        case let (nil, number?): return number
        case (nil, nil): return nil
        }
    }

    /// Records a value that was not the same as any earlier one, under its position.
    mutating func insert(_ value: PickerValue, at position: Int) {
        if byText[value.text] == nil { byText[value.text] = position }
        // Zero and minus zero show the same; NaN is the same as nothing, not even itself, and numbers past 2^53
        // are told apart by their texts alone (`PickerValue.isSame`).
        if let number = value.comparableNumber, byNumber[number == 0 ? 0 : number] == nil {
            byNumber[number == 0 ? 0 : number] = position
        }
    }
}
