import Spec

/// The embedded reference picker model: turns a spec's control into what a person would see.
/// Plain data and arithmetic over the platform's locale data; deterministic for a spec, a locale and a clock.
public struct ReferenceModel: Sendable {
    /// The clock `now` and `today` resolve against.
    public let clock: ModelClock
    private let cache: ModelCache

    /// Creates the model with a clock (the machine's, unless pinned).
    public init(clock: ModelClock = .system()) {
        self.clock = clock
        cache = ModelCache()
    }

    private init(clock: ModelClock, cache: ModelCache) {
        self.clock = clock
        self.cache = cache
    }

    /// The same model read against another clock, keeping what it has learnt of each locale (nothing it keeps
    /// depends on the clock): a language server left running reads the machine's clock again for every lint.
    public func reading(_ clock: ModelClock) -> ReferenceModel {
        ReferenceModel(clock: clock, cache: cache)
    }

    /// Simulates one control of a screen; nil for controls that are not pickers.
    public func simulate(_ control: Control, on screen: Screen) -> ControlModel? {
        let size = screen.size?.value ?? Geometry.defaultScreen(screen.effectivePlatform)
        let inline = control.effectivePresentation == .inline
        switch control.details {
        case .picker(let picker):
            let locale = screen.effectiveLocale
            return GenericPickerModel(picker: picker, platform: screen.effectivePlatform, screen: size,
                                      named: { cache.values($0, locale: locale) }, numerals: { cache.locale(locale).numerals },
                                      namedPositions: { cache.positions($0, locale: locale) },
                                      namedWidest: { cache.widest($0, locale: locale) }).build(takesSpace: inline)
        case .datePicker(let datePicker):
            let locale = screen.locale(of: control)
            return DatePickerModel(picker: datePicker, platform: screen.effectivePlatform, screen: size,
                                   data: cache.locale(locale), clock: clock,
                                   format: { cache.format($0, $1, template: $2, locale: locale) },
                                   widestDayLabel: { cache.widestDayLabel(locale: locale) },
                                   values: { cache.dateWheelValues($0, locale: locale) }).build(takesSpace: inline)
        case .other:
            return nil
        }
    }

    /// A date picker as it would be in another style, on the same screen; nil for other controls. Rules that weigh
    /// a change of style (a compact date picker in place of wheels) ask this rather than work the size out themselves.
    public func simulate(_ control: Control, on screen: Screen, restyled style: DatePickerStyle) -> ControlModel? {
        guard var datePicker = control.datePicker else { return nil }
        datePicker.style = Located(style, at: datePicker.style?.range ?? control.kind.range)
        var restyled = control
        restyled.details = .datePicker(datePicker)
        return simulate(restyled, on: screen)
    }

    /// A generic picker as it would be in another style (a menu in place of a wheel), on the same screen; nil for
    /// other controls.
    public func simulate(_ control: Control, on screen: Screen, restyled style: PickerStyle) -> ControlModel? {
        guard var picker = control.picker else { return nil }
        picker.style = Located(style, at: picker.style?.range ?? control.kind.range)
        var restyled = control
        restyled.details = .picker(picker)
        return simulate(restyled, on: screen)
    }

    /// The name of a named source nearest a misspelt one, in a locale.
    public func nearestName(to text: String, in source: NamedSource, locale: String) -> String? {
        cache.nearestName(to: text, in: source, locale: locale)
    }

    /// What a text names among a named source's entries when it is not one of the names the picker lists in a
    /// locale: a code ("DE") or a name in another language ("Germany" on a French screen); nil unless it names
    /// exactly one entry.
    public func identify(_ text: String, in source: NamedSource, locale: String) -> NamedSourceMatch? {
        cache.identify(text, in: source, locale: locale)
    }

    /// The locale's words for units of time, with the seconds each stands for, read once per locale.
    public func durationUnitWords(_ locale: String) -> [(word: String, seconds: Double)] {
        cache.durationUnitWords(locale)
    }

    /// Which of a locale's name sequences hold each word, read once per locale (see `LocaleData.nameSequenceIndex`).
    public func nameSequenceIndex(_ locale: String) -> [String: UInt64] {
        cache.nameSequenceIndex(locale)
    }

    /// The locale data the model uses for a locale identifier.
    public func localeData(_ identifier: String) -> LocaleData {
        cache.locale(identifier)
    }
}
