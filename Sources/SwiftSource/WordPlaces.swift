import SwiftSyntax

/// Where some words occur in a file's bytes, so that a walk can pass over every node whose text holds none of them:
/// a picker's creation names `Picker`, a type's declaration starts with its keyword. A word inside a comment, a
/// string or a longer name is found too, which only makes a walk read a node it need not; a node whose text holds the
/// word is never passed over.
struct WordPlaces {
    /// Where each occurrence starts, in order.
    private let starts: [Int]

    /// The occurrences of `words` (ASCII, each of two bytes or more) in `text`.
    init(_ words: [String], in text: [UInt8]) {
        let patterns = words.map { Array($0.utf8) }.filter { $0.count >= 2 }
        // A byte pair that opens a word: one table lookup for most bytes of the text.
        var opens = [Bool](repeating: false, count: 1 << 16)
        for pattern in patterns { opens[Int(pattern[0]) << 8 | Int(pattern[1])] = true }
        var starts: [Int] = []
        text.withUnsafeBufferPointer { bytes in
            guard bytes.count >= 2 else { return }
            for index in 0..<(bytes.count - 1) where opens[Int(bytes[index]) << 8 | Int(bytes[index + 1])] {
                for pattern in patterns where index + pattern.count <= bytes.count {
                    var length = 0
                    while length < pattern.count, bytes[index + length] == pattern[length] { length += 1 }
                    if length == pattern.count {
                        starts.append(index)
                        break
                    }
                }
            }
        }
        self.starts = starts
    }

    /// Whether one of the words starts within the node's text or trivia.
    func occur(in node: some SyntaxProtocol) -> Bool {
        let start = node.position.utf8Offset
        // The first occurrence at or after the node's start.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < starts.count && starts[low] < node.endPosition.utf8Offset
    }
}

extension WordPlaces {
    /// What every type declaration starts with.
    static let typeKeywords = ["struct", "class", "enum", "actor", "extension"]
    /// What every picker's creation names: `Picker`, `DatePicker`, `UIDatePicker`, `NSDatePicker`, `UIPickerView`,
    /// `NSPopUpButton`.
    static let pickerNames = ["Picker", "NSPopUpButton"]
}
