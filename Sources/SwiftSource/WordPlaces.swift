import SwiftSyntax

/// Where some words occur in a file's bytes, so that a walk can pass over every node whose text holds none of them:
/// a picker's creation names `Picker` (`PickerAPIFilter.words`), a type's declaration starts with its keyword, a
/// comment with `//` or `/*`. A word inside a comment, a string or a longer name is found too, which only makes a
/// walk read a node it need not; a node whose text holds the word is never passed over.
struct WordPlaces {
    /// Words to look for, with the byte pairs that open them: made once, not for every file.
    struct Words: Sendable {
        /// The words, as given.
        let words: [String]
        fileprivate let patterns: [[UInt8]]
        /// Whether a pair of bytes (the first shifted by 8) opens one of the words: one table lookup for most bytes.
        fileprivate let opens: [Bool]

        /// Words of ASCII, each of two bytes or more.
        init(_ words: [String]) {
            self.words = words
            patterns = words.map { Array($0.utf8) }.filter { $0.count >= 2 }
            var opens = [Bool](repeating: false, count: 1 << 16)
            for pattern in patterns { opens[Int(pattern[0]) << 8 | Int(pattern[1])] = true }
            self.opens = opens
        }

        /// What every type declaration starts with.
        static let typeKeywords = Words(["struct", "class", "enum", "actor", "extension"])
        /// What every comment starts with.
        static let commentOpenings = Words(["//", "/*"])
        /// What every picker API piclint reads names.
        static let pickerNames = Words(PickerAPIFilter.words)
    }

    /// Where each occurrence starts, in order.
    private let starts: [Int]

    /// The occurrences of `words` in `text`.
    init(_ words: Words, in text: [UInt8]) {
        var starts: [Int] = []
        words.opens.withUnsafeBufferPointer { opens in
            text.withUnsafeBufferPointer { bytes in
                guard bytes.count >= 2 else { return }
                for index in 0..<(bytes.count - 1) where opens[Int(bytes[index]) << 8 | Int(bytes[index + 1])] {
                    for pattern in words.patterns where index + pattern.count <= bytes.count {
                        var length = 0
                        while length < pattern.count, bytes[index + length] == pattern[length] { length += 1 }
                        if length == pattern.count {
                            starts.append(index)
                            break
                        }
                    }
                }
            }
        }
        self.starts = starts
    }

    /// Whether any of the words occurs at all.
    var isEmpty: Bool { starts.isEmpty }

    /// Whether one of the words starts within the node's text or trivia.
    func occur(in node: some SyntaxProtocol) -> Bool {
        occur(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    /// Whether one of the words starts within these bytes.
    func occur(in bytes: Range<Int>) -> Bool {
        // The first occurrence at or after the range's start.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < bytes.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < starts.count && starts[low] < bytes.upperBound
    }
}
