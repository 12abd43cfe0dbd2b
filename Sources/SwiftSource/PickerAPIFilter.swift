/// The byte search that keeps a folder walk cheap: a Swift file that names no picker API holds no picker piclint
/// reads, so it is passed over before swift-syntax parses it (most of an app's files).
enum PickerAPIFilter {
    /// The names a file must hold one of to be parsed. `Picker` is a prefix of `PickerStyle`, `DatePicker` of
    /// `DatePickerStyle`; every other API piclint reads (`UIDatePicker`, `UIPickerView`, `NSDatePicker`,
    /// `NSPopUpButton`, `addItems(withTitles:`) contains one of these words.
    static let names: [[UInt8]] = ["Picker", "PopUpButton"].map { Array($0.utf8) }

    /// Whether the text names a picker API anywhere (a comment or a string included: this only decides what is
    /// parsed, never what is read).
    static func mayHoldPicker(_ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            names.contains { contains(buffer, $0) }
        }
    }

    /// A plain search for a short needle: the first byte is looked for with `firstIndex`, which the standard library
    /// runs quickly, then the rest compared.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            guard let found = haystack[start...last].firstIndex(of: first) else { return false }
            var matched = true
            for offset in 1..<needle.count where haystack[found + offset] != needle[offset] {
                matched = false
                break
            }
            if matched { return true }
            start = found + 1
        }
        return false
    }
}
