import Lint
import PickerModel
import Source
import Spec
import Testing

/// A file that names no locale keeps a finding only if readers in other locales would get it too. A rule that says
/// no locale changes what it finds (`Rule.dependsOnLocale` false) keeps its findings without that check, so it must
/// find the same things in every locale: held here over every screen the tests have, in locales unlike each other in
/// script, digits, clock, calendar, first weekday and direction.
@Suite("Rules that no locale changes")
struct LocaleFreeRuleTests {
    static let locales = ["en_US", "de_DE", "ja_JP", "ar_EG", "fr_FR", "sv_SE", "th_TH", "hi_IN", "zh_Hans_CN", "he_IL",
                          "fa_IR", "ru_RU", "en_GB", "ko_KR", "pt_BR", "tr_TR"]

    /// What the engine compares between locales: the rule, where, and on which control.
    struct Place: Hashable {
        var start: Mark
        var end: Mark
        var control: String?
    }

    @Test("a rule that no locale changes finds the same places on every screen in every locale")
    func sameInEveryLocale() throws {
        let screens = try EveryScreen.all()
        let free = RuleRegistry.checks.filter { !$0.dependsOnLocale }
        #expect(free.count > 15)
        let model = ControlAloneTests.model
        var compared = 0
        for (name, written) in screens {
            var first: [[Place]] = []
            for locale in Self.locales {
                var screen = written
                screen.defaultLocale = locale
                let context = ScreenContext(screen: screen, model: model)
                let found = free.map { rule in rule.check(context).map { Place(start: $0.range.start, end: $0.range.end, control: $0.control) } }
                if first.isEmpty {
                    first = found
                    compared += found.reduce(0) { $0 + $1.count }
                    continue
                }
                for (index, rule) in free.enumerated() {
                    #expect(found[index] == first[index], "\(type(of: rule).description.id) on \(name) in \(locale)")
                }
            }
        }
        // The screens hold findings of these rules to compare, not only empty lists.
        #expect(compared > 150)
    }

    @Test("a rule that reads names, digits or widths says so")
    func localeReaders() {
        #expect(PredictableOrderRule().dependsOnLocale)
        #expect(UnorderedValuesRule().dependsOnLocale)
        #expect(WheelFitRule().dependsOnLocale)
        #expect(DefaultNotInValuesRule().dependsOnLocale)
        #expect(LongListRule().dependsOnLocale)
        #expect(!MinuteIntervalRule().dependsOnLocale)
    }
}
