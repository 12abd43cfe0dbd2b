import Driver
import Lint
import PickerModel
@testable import Reports
import Spec
import Testing

/// The numbers the model makes are written as the screen's locale writes numbers; the numbers the author wrote, and
/// piclint's own (messages, SVG coordinates), are not.
@Suite("Numbers as the locale writes them")
struct LocaleNumbersTests {
    /// A thermostat from 16 to 28 °C by half degrees, starting at 21, beside a wheel of values the author wrote.
    static func thermostat(locale: String) -> String {
        """
        screen: Thermostat
        platform: iOS
        locale: \(locale)
        controls:
          - id: target
            kind: picker
            style: wheels
            range: {from: 16, to: 28, step: 0.5}
            unit: °C
            default: 21
          - id: eco
            kind: picker
            style: wheels
            values: ["18.5", "19.0", "19.5", "20.0", "20.5"]
            default: "19.0"

        """
    }

    static func models(_ yaml: String) -> [ControlModel] {
        Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: "t.yaml").controls.map(\.model)
    }

    static func shown(_ model: ControlModel) -> [String] {
        model.wheels[0].visibleRows().map { $0?.text ?? "" }
    }

    @Test("a de_DE thermostat shows “21,0 °C”; en_US shows “21.0 °C”")
    func decimalSeparator() throws {
        let german = try #require(Self.models(Self.thermostat(locale: "de_DE")).first)
        #expect(Self.shown(german) == ["20,0", "20,5", "21,0", "21,5", "22,0"])
        let american = try #require(Self.models(Self.thermostat(locale: "en_US")).first)
        #expect(Self.shown(american) == ["20,0", "20,5", "21,0", "21,5", "22,0"].map { $0.replacingOccurrences(of: ",", with: ".") })
        // The numbers behind the texts are the same, so defaults and orders are judged as before.
        #expect(german.wheels[0].values.value(at: 10)?.number == 21)
        #expect(german.wheels[0].defaultIndex == 10)
    }

    @Test("values the author wrote stay as written, whatever the locale")
    func authorsValuesStay() throws {
        let eco = try #require(Self.models(Self.thermostat(locale: "de_DE")).last)
        #expect(Self.shown(eco) == ["", "18.5", "19.0", "19.5", "20.0"])
    }

    @Test("where the locale has digits of its own, the model's numbers use them: a range and a countdown in Arabic")
    func localDigits() throws {
        let numerals = ReferenceModel(clock: .pinned).localeData("ar_EG").numerals
        let spec = Self.thermostat(locale: "ar_EG")
            + "  - {id: timer, kind: datePicker, mode: countDownTimer, countDownDuration: \"1:15\"}\n"
        let models = Self.models(spec)
        #expect(models[0].wheels[0].values.value(at: 10)?.text == numerals.write("21.0"))
        #expect(models[2].wheels[0].values.value(at: 1)?.text == numerals.write("1"))
        #expect(models[2].wheels[1].values.value(at: 15)?.text == numerals.write("15"))
        // Foundation's data for ar_EG has Arabic-Indic digits and separator; if a platform's had not, the texts
        // would be plain, and the lines above would still hold.
        if let digits = numerals.digits { #expect(numerals.write("21.0") == digits[2] + digits[1] + String(numerals.decimalSeparator) + digits[0]) }
    }

    @Test("writing numerals: plain numbers copy through untouched; signs and other characters stay")
    func numerals() {
        #expect(Numerals.plain.write("-21.5") == "-21.5")
        #expect(Numerals.plain.isPlain)
        let german = Numerals(decimalSeparator: ",", digits: (0...9).map(String.init))
        #expect(german.digits == nil, "ASCII digits are taken as none of the locale's own")
        #expect(german.write("-0.25") == "-0,25")
        let eastern = Numerals(decimalSeparator: "٫", digits: ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"])
        #expect(eastern.write("-20.5") == "-٢٠٫٥")
        #expect(Numerals(decimalSeparator: ".", digits: ["x"]).isPlain, "a list that is not ten digits is not used")
    }

    @Test("a year, a day or a month number in the locale's digits reads each digit as Unicode does")
    func wholeNumbers() {
        // What each character's digit value says; writing numerals a byte at a time must say the same.
        func byCharacter(_ number: String, _ digits: [String]) -> String {
            number.map { character in character.wholeNumberValue.map { digits[$0] } ?? String(character) }.joined()
        }
        let digitSets = [(0...9).map(String.init), ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"],
                         ["०", "१", "२", "३", "४", "५", "६", "७", "८", "९"], ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"]]
        let numbers = [0, 1, 9, 10, 12, 31, 2026, -5, 9_999_999, Int.min, Int.max]
        for digits in digitSets {
            for number in numbers {
                #expect(Numerals(decimalSeparator: ".", digits: digits).write(String(number)) == byCharacter(String(number), digits),
                        "\(number) in \(digits[1])")
            }
        }
        // As the locale's year wheel and calendar label them.
        for identifier in ["en_US", "ar_EG", "hi_IN", "ja_JP", "fa_IR"] {
            let data = ReferenceModel(clock: .pinned).localeData(identifier)
            #expect(data.yearLabel(2026) == byCharacter("2026", data.digits) + (data.fieldSuffixes[.year] ?? ""), "\(identifier)")
            #expect(data.calendarDayNumbers == (1...31).map { byCharacter(String($0), data.digits) }, "\(identifier)")
        }
        #expect(Numerals(decimalSeparator: ".", digits: digitSets[1]).write("2026") == "٢٠٢٦")
    }

    @Test("the drawings show the locale's numbers, while the SVG's own coordinates keep their points")
    func drawings() throws {
        let file = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(Self.thermostat(locale: "de_DE").utf8), path: "t.yaml")
        let target = try #require(file.controls.first)
        let svg = SVGDrawing.drawing(ControlReport(target)).document
        #expect(svg.contains(">21,0</text>"))
        #expect(!svg.contains(">21.0</text>"))
        #expect(svg.contains("width=\"") && svg.range(of: #"(x|y|width|height)="\d+,\d"#, options: .regularExpression) == nil)
        let text = SimulationReporter().render(ReportInput(files: [file]))
        #expect(text.contains("▶ 21,0 °C  ◀"))
        #expect(text.contains("▶ 19.0  ◀"))
    }

    @Test("help that says what to write quotes a range's numbers as a spec writes them, not as the screen shows them")
    func helpWritesSpecNumbers() throws {
        let spec = Self.thermostat(locale: "de_DE").replacingOccurrences(of: "default: 21\n", with: "default: 21.2\n")
        let finding = try #require(lint(spec).first { $0.rule == "default-not-in-values" })
        #expect(finding.help == "the picker would start elsewhere; choose one of …, 20.0, 20.5, 21.0, 21.5, 22.0, …")
        // A value the message quotes as the person sees it is the locale's.
        let noDefault = Self.thermostat(locale: "de_DE").replacingOccurrences(of: "    default: 21\n", with: "")
        #expect(lint(noDefault).first { $0.rule == "default-value" }?.message == "`target` has no default, so it starts on its first value “16,0”")
    }
}
