import Source
import YAML

/// One screen: one YAML document of a spec file.
public struct Screen: Sendable {
    /// The screen's name (`screen:`).
    public var name: Located<String>
    /// The platform, if given (`platform:`).
    public var platform: Located<Platform>?
    /// The locale identifier, if given (`locale:`).
    public var locale: Located<String>?
    /// The screen's size in points, if given (`size:`).
    public var size: Located<ScreenSize>?
    /// The screen's controls, in order.
    public var controls: [Control]
    /// The whole document.
    public var range: SourceRange

    /// Creates a screen.
    public init(name: Located<String>, platform: Located<Platform>? = nil, locale: Located<String>? = nil,
                size: Located<ScreenSize>? = nil, controls: [Control], range: SourceRange) {
        self.name = name
        self.platform = platform
        self.locale = locale
        self.size = size
        self.controls = controls
        self.range = range
    }

    /// The format the screen was read from, so that advice names what its author edits (a key, or an attribute).
    public var format: InputFormat = .yaml

    /// The platform and locale for a spec that gives none: iOS and en_US, unless a config override says otherwise.
    public var defaultPlatform: Platform = .iOS
    public var defaultLocale = "en_US"
    /// Whether the default locale stands in for the reader's, which nobody named: Swift source seldom fixes a locale,
    /// and a config may not either. Findings that depend on the locale are then left out (`Linter`).
    public var localeIsAssumed = false

    /// The platform in effect: the spec's, else the default.
    public var effectivePlatform: Platform { platform?.value ?? defaultPlatform }
    /// The locale in effect: the spec's, else the default.
    public var effectiveLocale: String { locale?.value ?? defaultLocale }

    /// The locale a control shows: a date picker's own (Interface Builder lets a file fix one), when it is a locale
    /// identifier, else the screen's.
    public func locale(of control: Control) -> String {
        guard let own = control.datePicker?.locale?.value, SpecDecoder.isLocaleIdentifier(own) else { return effectiveLocale }
        return own
    }
}

/// A screen's size in points.
public struct ScreenSize: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// The sizes, in points, a spec may give a screen: from a point to 100,000 (ten times the widest display);
    /// past that a size is a typo or a probe, and the model's arithmetic on it would only give absurd findings.
    public static let pointRange = 1.0...100_000.0

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
