/// The byte search that keeps a folder walk cheap: a Swift file that names no picker API holds no picker piclint
/// reads, so it is passed over before swift-syntax parses it (most of an app's files).
enum PickerAPIFilter {
    /// The names a file must hold one of to be parsed. `Picker` is a prefix of `PickerStyle`, `DatePicker` of
    /// `DatePickerStyle`; every other API piclint reads (`UIDatePicker`, `UIPickerView`, `NSDatePicker`,
    /// `NSPopUpButton`, `addItems(withTitles:`) contains one of these words. Both start with a `P`, which the search
    /// looks for.
    static let words = ["Picker", "PopUpButton"]
    static let names: [[UInt8]] = words.map { Array($0.utf8) }

    /// Whether the text names a picker API anywhere (a comment or a string included: this only decides what is
    /// parsed, never what is read).
    static func mayHoldPicker(_ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count {
                // Eight bytes at a time past words with no `P` (most of them): one pass for both names, where a
                // search for each name byte by byte cost ten instructions a byte of every file in a folder.
                if index + 8 <= buffer.count, !mayHoldP(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let stop = min(index + 8, buffer.count)
                while index < stop {
                    if buffer[index] == UInt8(ascii: "P"), names.contains(where: { starts(buffer, at: index, with: $0) }) {
                        return true
                    }
                    index += 1
                }
            }
            return false
        }
    }

    /// Whether any of eight bytes may be a `P` (false positives are fine, none is missed): the bit trick of "Bit
    /// Twiddling Hacks" for a zero byte, after XOR with `P` in every byte.
    private static func mayHoldP(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let value = word ^ (ones &* UInt64(UInt8(ascii: "P")))
        return (value &- ones) & ~value & highs != 0
    }

    private static func starts(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, with name: [UInt8]) -> Bool {
        guard buffer.count - index >= name.count else { return false }
        for offset in 1..<name.count where buffer[index + offset] != name[offset] { return false }
        return true
    }
}
