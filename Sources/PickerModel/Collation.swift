import CoreFoundation
import Foundation

/// A locale for comparing texts, made once. `NSString.compare(_:options:range:locale:)` is Core Foundation's
/// `CFStringCompareWithOptionsAndLocale` with a CFLocale that swift-corelibs-foundation builds from the identifier on
/// every call (canonicalizing it and opening the locale: most of what a comparison cost). Core Foundation's locales
/// are immutable, so one is shared by every thread that compares in the locale.
public final class CollationLocale: @unchecked Sendable {
    fileprivate let locale: CFLocale?

    init(_ identifier: String) {
        // The identifier exactly as NSLocale gives it to Core Foundation.
        locale = CFLocaleCreate(kCFAllocatorDefault, coreFoundationString(NSLocale(localeIdentifier: identifier).object(forKey: .identifier) as? String ?? identifier))
    }
}

/// The locale's alphabetical order of a fixed set of texts: case- and accent-insensitive, each text made a
/// Core Foundation string once. Every answer is `NSString.compare(_:options:range:locale:)`'s, asked the same way
/// (without `.literal`, Foundation adds `kCFCompareNonliteral`), so no rank changes, only its cost.
public struct Collation {
    private let strings: [CFString]
    private let lengths: [CFIndex]
    private let locale: CFLocale?

    private static let options: CFStringCompareFlags = [.compareCaseInsensitive, .compareDiacriticInsensitive, .compareNonliteral]

    init(_ locale: CollationLocale, _ texts: [String]) {
        strings = texts.map(coreFoundationString)
        lengths = strings.map(CFStringGetLength)
        self.locale = locale.locale
    }

    /// The locale's order of the texts at two positions.
    public func compare(_ lhs: Int, _ rhs: Int) -> ComparisonResult {
        let result = CFStringCompareWithOptionsAndLocale(strings[lhs], strings[rhs], CFRange(location: 0, length: lengths[lhs]),
                                                         Self.options, locale)
        return ComparisonResult(rawValue: result.rawValue) ?? .orderedSame
    }
}

/// A text folded for case and accents, as `String.folding(options: [.caseInsensitive, .diacriticInsensitive],
/// locale: nil)` folds it: that is Core Foundation's `CFStringFold` on a mutable copy, and so is this. Foundation then
/// bridges the result back through a generic UTF-16 path whose first use costs some 0.9M instructions (the runtime
/// looks up the generic's witnesses), most of a one-file run's folding; the folded text is read back as UTF-8 here.
func caseAndAccentFolded(_ text: String) -> String {
    guard let mutable = CFStringCreateMutable(kCFAllocatorDefault, 0) else {
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    CFStringAppend(mutable, coreFoundationString(text))
    CFStringFold(mutable, [.compareCaseInsensitive, .compareDiacriticInsensitive], nil)
    let range = CFRange(location: 0, length: CFStringGetLength(mutable))
    let encoding = CFStringBuiltInEncodings.UTF8.rawValue
    var length: CFIndex = 0
    CFStringGetBytes(mutable, range, encoding, 0, false, nil, 0, &length)
    var bytes = [UInt8](repeating: 0, count: length)
    var written: CFIndex = 0
    CFStringGetBytes(mutable, range, encoding, 0, false, &bytes, length, &written)
    return String(decoding: bytes.prefix(written), as: UTF8.self)
}

/// A Swift string as a Core Foundation string, from its UTF-8 (a NUL in it is kept, as bridging keeps it).
private func coreFoundationString(_ text: String) -> CFString {
    var text = text
    return text.withUTF8 { bytes in
        CFStringCreateWithBytes(kCFAllocatorDefault, bytes.baseAddress, bytes.count, CFStringBuiltInEncodings.UTF8.rawValue, false)
            ?? CFStringCreateWithCString(kCFAllocatorDefault, "", CFStringBuiltInEncodings.UTF8.rawValue)
    }
}
