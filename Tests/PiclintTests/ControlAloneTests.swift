import Driver
import Foundation
import Lint
import PickerModel
import Spec
import Testing

/// A rule that says it checks each control alone (`Rule.checksEachControlAlone`) is checked again, in other readers'
/// locales, on only the controls it found something on. That is right only if the rule finds the same on a control
/// whether or not the screen's other controls are simulated: held here over every screen of the Fixtures, the
/// Swift fixtures and the rule pages' examples, in four locales.
@Suite("Rules that check each control alone")
struct ControlAloneTests {
    static let model = ReferenceModel(clock: .pinned)

    @Test("finds the same on a control with only that control simulated as with the whole screen, in any locale")
    func sameFindingsAlone() throws {
        let screens = try EveryScreen.all()
        #expect(screens.count > 100)
        let alone = RuleRegistry.checks.filter(\.checksEachControlAlone)
        #expect(alone.count > 20)
        var compared = 0
        for (name, written) in screens {
            for locale in ["en_US", "de_DE", "ja_JP", "ar_EG"] {
                var screen = written
                screen.defaultLocale = locale
                let whole = ScreenContext(screen: screen, model: Self.model)
                for rule in alone {
                    let everywhere = rule.check(whole)
                    for id in Set(screen.controls.map(\.id.value)) {
                        let indices = screen.controls.indices.filter { screen.controls[$0].id.value == id }
                        let some = ScreenContext(screen: screen, model: Self.model, controls: indices)
                        let found = rule.check(some)
                        #expect(found == everywhere.filter { $0.control == id },
                                "\(type(of: rule).description.id) on `\(id)` of \(name) in \(locale)")
                        compared += found.count
                    }
                }
            }
        }
        // The screens hold findings of these rules to compare, not only empty lists.
        #expect(compared > 100)
    }

    @Test("short-list reads the whole screen: a wheel it would make a menu is left to compact-when-constrained")
    func shortListReadsTheScreen() {
        #expect(!ShortListRule().checksEachControlAlone)
        #expect(!CompactWhenConstrainedRule().checksEachControlAlone)
        #expect(MinuteIntervalRule().checksEachControlAlone)
    }
}
