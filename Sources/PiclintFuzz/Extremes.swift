import Lint
import XML
import Source
import YAML

/// The input with its numbers replaced by extreme ones, so every numeric field the fuzzer reaches is also tried at
/// the edges of what a 64-bit integer and a double hold.
enum Extremes {
    /// Plain YAML for the extremes: Int.min and Int.max, past them, the largest and smallest doubles, the
    /// non-numbers, negative zero, and 2^53 + 1, the first integer a double cannot hold.
    static let values = [
        "-9223372036854775808", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
        "1e19", "-1e19", "1e308", "-1e308", "4.9e-324", ".nan", ".inf", "-.inf", "-0", "0", "9007199254740993",
    ]

    /// The extremes as attribute values: the same numbers, with YAML's non-numbers (`.nan`, `.inf`) as Swift's
    /// `Double` reads them (`nan`, `inf`).
    static let xmlValues = values.map { value in
        value.hasPrefix(".") ? String(value.dropFirst()) : value.hasPrefix("-.") ? "-" + value.dropFirst(2) : value
    }

    /// Two variants of a UTF-8 input that has numbers: each number replaced by an extreme, the extremes chosen in
    /// turn from a place that depends on the input, so a corpus sweeps them all over every field.
    static func variants(of bytes: [UInt8], xml: Bool = false) -> [[UInt8]] {
        let source = SourceFile(bytes, lineBreaks: xml ? .xml : .yaml)
        guard source.encoding == .utf8 else { return [] }
        var spans: [Range<Int>]
        let values: [String]
        if xml {
            // Every attribute value that reads as a number (minuteInterval, countDownDuration, seconds since 2001,
            // frames), with the extremes as XML writes them.
            let tree = XMLReader().read(source).tree
            spans = tree.allElements.flatMap { element in
                element.attributes.compactMap { attribute in Double(attribute.value) == nil ? nil : attribute.valueBytes }
            }
            values = xmlValues
        } else {
            let parsed = Parser().parse(source)
            var numbers: [SourceRange] = []
            var seen = Set<SourceRange>()
            for document in parsed.documents { collect(document.root, into: &numbers, seen: &seen) }
            spans = numbers.compactMap { range -> Range<Int>? in
                guard let start = source.offset(of: range.start), let end = source.offset(of: range.end), start < end else { return nil }
                return start..<end
            }
            values = Self.values
        }
        guard !spans.isEmpty else { return [] }
        spans.sort { $0.lowerBound < $1.lowerBound }
        let seed = bytes.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
        return [seed, seed + 7].map { offset in
            var output: [UInt8] = []
            var copied = 0
            for (index, span) in spans.enumerated() where span.lowerBound >= copied {
                output += bytes[copied..<span.lowerBound]
                output += Array(values[(offset + index) % values.count].utf8)
                copied = span.upperBound
            }
            output += bytes[copied...]
            return output
        }
    }

    /// The ranges of plain numeric scalars, each once (an alias repeats its anchor's node, and its range).
    private static func collect(_ node: Node, into numbers: inout [SourceRange], seen: inout Set<SourceRange>) {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.value {
            case .int, .bigInt, .float:
                if scalar.style == .plain, seen.insert(node.range).inserted { numbers.append(node.range) }
            default:
                break
            }
        case .sequence(let items):
            for item in items { collect(item, into: &numbers, seen: &seen) }
        case .mapping(let pairs):
            for pair in pairs { collect(pair.value, into: &numbers, seen: &seen) }
        }
    }
}
