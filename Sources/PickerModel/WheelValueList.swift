import Foundation
import Spec

/// The values of one wheel in display order, listed or computed, never more materialised than needed.
public enum WheelValueList: Sendable {
    /// Values the spec lists.
    case listed([PickerValue])
    /// An arithmetic sequence: `count` numbers from `first` by `step`, shown with `decimals` digits after the
    /// separator, written as the screen's locale writes numbers (“21,5” in de_DE).
    case arithmetic(first: Double, step: Double, count: Int, decimals: Int, numerals: Numerals)
    /// A named source, with the values the platform's locale data gives, localized and alphabetized.
    case named(NamedSource, [PickerValue])
    /// Values only known at run time (`dynamic`, `random`), with the count the spec expects, if given.
    case runtime(NamedSource, count: Int?)
    /// Values the file does not hold (a picker view's rows): piclint knows neither them nor how many there are.
    case unknown(UnknownValues)
    /// Values computed from their position (a year, a calendar day), so a wheel of millions costs nothing.
    case computed(count: Int, widest: String, label: @Sendable (Int) -> String)

    /// The most values of one wheel piclint goes through one by one; longer wheels (a range of a billion) are
    /// judged by arithmetic and by their ends, never listed.
    public static let materialisedLimit = 10_000

    /// Builds the list for a wheel of a spec; named sources take their values from `named`. The numbers of a range
    /// are the model's to write, in the locale's `numerals`; listed values are the author's, and stay as written.
    /// The numerals are asked for only by a range: the first locale that reads them opens an ICU number formatter
    /// (some 1.7M instructions), which a one-file run of listed values need not pay.
    init(_ values: WheelValues, named: (NamedSource) -> [PickerValue], numerals: () -> Numerals = { .plain }) {
        switch values {
        case .list(let items):
            self = .listed(items.map(\.value))
        case .range(let range):
            self = Self.arithmetic(range, numerals: numerals())
        case .source(let source, let count) where source.isRuntime:
            self = .runtime(source, count: count?.value)
        case .source(let source, _):
            self = .named(source, named(source))
        case .unknown(let why):
            self = .unknown(why)
        }
    }

    /// How many values the wheel has, when it is known.
    public var count: Int? {
        switch self {
        case .listed(let values): return values.count
        case .arithmetic(_, _, let count, _, _): return count
        case .named(_, let values): return values.count
        case .runtime(_, let count): return count
        case .unknown: return nil
        case .computed(let count, _, _): return count
        }
    }

    /// The value at a position, when the values are known.
    public func value(at index: Int) -> PickerValue? {
        switch self {
        case .listed(let values), .named(_, let values):
            return values.indices.contains(index) ? values[index] : nil
        case .computed(let count, _, let label):
            return index >= 0 && index < count ? PickerValue(text: label(index)) : nil
        case .arithmetic(let first, let step, let count, let decimals, let numerals):
            guard index >= 0, index < count else { return nil }
            let number = first + Double(index) * step
            return PickerValue(text: numerals.write(Self.format(number, decimals: decimals)), number: number)
        case .runtime, .unknown:
            return nil
        }
    }

    /// The value at a position as a spec writes it (`default: 21.5`): a range's numbers with a point and ASCII
    /// digits, whatever the screen's locale shows; every other value as it is shown. What help that says what to
    /// write quotes.
    public func written(at index: Int) -> PickerValue? {
        guard case .arithmetic(let first, let step, let count, let decimals, let numerals) = self, !numerals.isPlain else {
            return value(at: index)
        }
        return WheelValueList.arithmetic(first: first, step: step, count: count, decimals: decimals, numerals: .plain).value(at: index)
    }

    /// The value at a position read as a whole number, as `Int` reads its text; a range's numbers are read without
    /// writing them out first.
    public func integer(at index: Int) -> Int? {
        if case .arithmetic(let first, let step, let count, 0, _) = self, index >= 0, index < count {
            let number = first + Double(index) * step
            // What `format` writes for a whole number under 1e15: that Int's digits.
            if abs(number) < 1e15, let whole = number.wholeNumber(.toNearestOrAwayFromZero) { return whole }
        }
        return value(at: index).flatMap { Int($0.text) }
    }

    /// The position of a value that looks the same, computed without listing a range.
    public func firstIndex(of value: PickerValue) -> Int? {
        switch self {
        case .listed(let values), .named(_, let values):
            // `isSame` read once for the sought value: a text with no number (a country's name) is only ever its text.
            guard let number = value.comparableNumber else { return values.firstIndex { $0.text == value.text } }
            return values.firstIndex { $0.text == value.text || $0.comparableNumber == number }
        case .arithmetic(let first, let step, let count, _, _):
            guard let number = value.numericValue else { return nil }
            let position = (number - first) / step
            let index = position.rounded()
            guard abs(position - index) < 1e-9, index >= 0, let whole = index.wholeNumber(.towardZero), whole < count else { return nil }
            return whole
        case .runtime, .unknown, .computed:
            return nil
        }
    }

    /// The position of the value numerically nearest a number (ranges by arithmetic, lists by a scan).
    public func nearestIndex(to number: Double) -> Int? {
        switch self {
        case .arithmetic(let first, let step, let count, _, _):
            // A NaN is near nothing; past either end the nearest value is that end.
            guard count > 0 else { return nil }
            return ((number - first) / step).wholeNumber(.toNearestOrAwayFromZero, clampedTo: 0...(count - 1))
        case .listed(let values):
            guard !number.isNaN else { return nil }
            return values.indices.filter { values[$0].numericValue.map { !$0.isNaN } ?? false }
                .min { abs((values[$0].numericValue ?? 0) - number) < abs((values[$1].numericValue ?? 0) - number) }
        case .named, .runtime, .unknown, .computed:
            return nil
        }
    }

    /// Whether the values are known to piclint (listed, computed or from locale data), so membership can be checked.
    public var isKnown: Bool {
        switch self {
        case .listed, .arithmetic, .named, .computed: return true
        case .runtime, .unknown: return false
        }
    }

    /// The longest text among the values, by drawn width; long computed lists are sampled at both ends.
    public var widestText: String {
        let count = self.count ?? 0
        let sample: [Int]
        switch self {
        case .listed, .named:
            sample = Array(0..<count)
        case .arithmetic:
            // A number's width grows towards the ends of its range. In list order, so that of two values as wide
            // the first is named, whatever the run (a Set's order changes from run to run).
            sample = Array(0..<min(count, 2)) + Array(max(min(count, 2), count - 2)..<count)
        case .computed(_, let widest, _):
            return widest
        case .runtime, .unknown:
            sample = []
        }
        var widest = ""
        var widestWidth = -1.0
        for index in sample {
            guard let text = value(at: index)?.text else { continue }
            let width = Geometry.textWidth(text)
            if width > widestWidth {
                widest = text
                widestWidth = width
            }
        }
        return widest
    }

    private static func arithmetic(_ range: NumberRange, numerals: Numerals) -> WheelValueList {
        let from = range.from.value.number ?? 0
        let to = range.to.value.number ?? 0
        let step = range.step?.value.number ?? 1
        let decimals = [range.from, range.to, range.step].compactMap { $0?.value.text }.map(fractionDigits).max() ?? 0
        var span = (to - from) / step
        if !(to - from).isFinite {
            // -1e308 to 1e308 overflows a double; by 1e308 it is still three values.
            span = to / step - from / step
        }
        let count: Int
        if step == 0 || span.isNaN || span < -1e-9 {
            count = 0
        } else {
            // Too many to count (an infinite span included): as many as a wheel could ever hold.
            count = ((span + 1e-9).wholeNumber(.down, clampedTo: 0...(Int.max / 2 - 1)) ?? 0) + 1
        }
        return .arithmetic(first: from, step: step, count: count, decimals: decimals, numerals: numerals)
    }

    private static func fractionDigits(_ text: String) -> Int {
        // An ASCII text with no carriage return has one character a byte: read it as bytes.
        let bytes = text.utf8
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            guard !bytes.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
                  let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
            return bytes.distance(from: bytes.index(after: dot), to: bytes.endIndex)
        }
        guard !text.lowercased().contains("e"), let dot = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: text.index(after: dot), to: text.endIndex)
    }

    private static func format(_ number: Double, decimals: Int) -> String {
        if decimals == 0, abs(number) < 1e15, let whole = number.wholeNumber(.toNearestOrAwayFromZero) { return String(whole) }
        return String(format: "%.\(min(decimals, 12))f", number)
    }
}
