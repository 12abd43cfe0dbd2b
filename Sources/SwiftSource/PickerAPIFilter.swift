#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
            let start = UnsafeRawPointer(base)
            var index = 0
            // From one `P` to the next with the C library's `memchr`, which reads many bytes an instruction: one pass
            // for both names, a fraction of an instruction a byte where a search for each name byte by byte cost ten.
            while index < buffer.count,
                  let found = memchr(start + index, Int32(UInt8(ascii: "P")), buffer.count - index) {
                index = start.distance(to: UnsafeRawPointer(found))
                if names.contains(where: { starts(buffer, at: index, with: $0) }) { return true }
                index += 1
            }
            return false
        }
    }

    private static func starts(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, with name: [UInt8]) -> Bool {
        guard buffer.count - index >= name.count else { return false }
        for offset in 1..<name.count where buffer[index + offset] != name[offset] { return false }
        return true
    }
}
