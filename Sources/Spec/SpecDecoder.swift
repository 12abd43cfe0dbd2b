import Source
import YAML

/// Turns parsed YAML documents into screens, reporting every problem with the spec's shape as it goes.
public struct SpecDecoder: Sendable {
    /// The platform and locale screens get when they give none.
    public var defaultPlatform: Platform
    public var defaultLocale: String
    /// Whether a config chose `defaultLocale` for these files; if not, en_US stands in for a locale nobody named.
    public var localeIsConfigured: Bool

    /// Creates a decoder.
    public init(defaultPlatform: Platform = .iOS, defaultLocale: String = "en_US", localeIsConfigured: Bool = false) {
        self.defaultPlatform = defaultPlatform
        self.defaultLocale = defaultLocale
        self.localeIsConfigured = localeIsConfigured
    }

    /// Decodes every document of a parse result; a syntax error becomes a `yaml-syntax` problem. With a budget, the
    /// problems certain to fall past the findings limit are counted, not kept (see `ProblemBudget`).
    public func decode(_ parsed: ParseResult, budget: ProblemBudget? = nil) -> SpecFile {
        var decoding = Decoding()
        decoding.bounded = budget.map {
            BoundedProblems($0, comments: parsed.comments, lineCount: parsed.source.lineCount, aliases: parsed.aliases)
        }
        var screens: [Screen] = []
        for document in parsed.documents where !Self.isEmpty(document) {
            let screen = decoding.screen(document.root)
            decoding.reportDuplicates(document.duplicateKeys, among: screen?.controls ?? [])
            if var screen {
                screen.defaultPlatform = defaultPlatform
                screen.defaultLocale = defaultLocale
                screens.append(screen)
            }
        }
        if let error = parsed.error {
            decoding.problems.append(SpecProblem(.yamlSyntax, at: SourceRange(at: error.mark), error.message))
        } else if screens.isEmpty && !parsed.documents.contains(where: { !Self.isEmpty($0) }) {
            decoding.problems.append(SpecProblem(
                .specInvalid, at: SourceRange(at: .start), "the file holds no screen",
                help: "a spec file holds one screen per YAML document, each a mapping with `screen` and `controls`"))
        }
        // Taken out of the decoding, so that the list is held once and changed in place.
        var problems = decoding.problems
        decoding.problems = []
        problems += decoding.bounded?.heap ?? []
        Self.attribute(&problems, to: screens)
        Self.merge(&problems)
        var file = SpecFile(screens: screens, problems: problems)
        file.leftOut = decoding.bounded?.leftOut ?? [:]
        return file
    }

    /// One problem per place: a mistake inside an anchored mapping that several controls merge is
    /// reported once, naming the controls that share it, instead of once per control.
    ///
    /// Nearly every place has one problem. The places are found by sorting the problems' positions (a word each),
    /// not by a table of every place with its message (a file of 490,000 unknown keys spent 17 MB on that table, a
    /// copy of the list beside it, and as long on growing a million small arrays); the first problem of each place
    /// stays, in order, and only the places that repeat gather a list of controls.
    static func merge(_ problems: inout [SpecProblem]) {
        guard problems.count > 1 else { return }
        let order = problems.indices.sorted { a, b in
            let (left, right) = (problems[a], problems[b])
            if left.range.start != right.range.start { return left.range.start < right.range.start }
            if left.range.end != right.range.end { return left.range.end < right.range.end }
            if left.kind != right.kind { return left.kind.rawValue < right.kind.rawValue }
            return a < b
        }
        // For each problem that repeats an earlier one's place and message, that earlier one's index.
        var repeatOf: [Int: Int] = [:]
        var run = 0
        while run < order.count {
            let first = problems[order[run]]
            var end = run + 1
            while end < order.count, problems[order[end]].range == first.range, problems[order[end]].kind == first.kind { end += 1 }
            if end - run > 1 {
                // A run of one place: the same message is the same problem (indices rise within a run).
                var firstOfMessage: [String: Int] = [:]
                for position in run..<end {
                    let index = order[position]
                    if let earlier = firstOfMessage[problems[index].message] {
                        repeatOf[index] = earlier
                    } else {
                        firstOfMessage[problems[index].message] = index
                    }
                }
            }
            run = end
        }
        guard !repeatOf.isEmpty else { return }
        var controls: [Int: [String]] = [:]
        for index in problems.indices {
            guard let first = repeatOf[index] else { continue }
            var list = controls[first] ?? problems[first].control.map { [$0] } ?? []
            if let control = problems[index].control { list.append(control) }
            controls[first] = list
        }
        for (index, list) in controls where Set(list).count > 1 {
            problems[index].message += " (shared by " + list.map { "`\($0)`" }.joined(separator: ", ") + ")"
            problems[index].control = nil
        }
        var kept = 0
        for index in problems.indices where repeatOf[index] == nil {
            if kept != index { problems[kept] = problems[index] }
            kept += 1
        }
        problems.removeLast(problems.count - kept)
    }

    /// Decodes YAML text in one step (parse, then decode).
    public func decode(_ text: String, limits: ParseLimits = .default) -> SpecFile {
        decode(Parser(limits: limits).parse(text))
    }

    /// A document with nothing in it, as a trailing `---` makes.
    private static func isEmpty(_ document: Document) -> Bool {
        if let scalar = document.root.scalar, scalar.value == .null, scalar.style == .plain, scalar.text.isEmpty {
            return true
        }
        return false
    }

    /// Names the control each problem lies in, where the decoder did not know it yet: the last control, in
    /// screen and control order, whose range holds the problem's start. A sweep over problems and controls in
    /// position order finds it in O((problems + controls) log controls); asking every control of every screen
    /// for every problem made a file of many documents quadratic.
    private static func attribute(_ problems: inout [SpecProblem], to screens: [Screen]) {
        let controls = screens.flatMap { $0.controls.map { (range: $0.range, id: $0.id.value) } }
        guard !controls.isEmpty else { return }
        let byStart = controls.indices.sorted { controls[$0].range.start < controls[$1].range.start }
        let pending = problems.indices.filter { problems[$0].control == nil }
            .sorted { problems[$0].range.start < problems[$1].range.start }
        // Keyed by the negated index, so the heap's first is the last control; a range ends just before its `end`
        // mark, and columns start at 1, so column - 1 is the last position it holds.
        var open = ExpiringHeap<Int, Mark>()
        var next = 0
        for index in pending {
            let mark = problems[index].range.start
            while next < byStart.count, controls[byStart[next]].range.start <= mark {
                let end = controls[byStart[next]].range.end
                open.push(-byStart[next], until: Mark(line: end.line, column: end.column - 1))
                next += 1
            }
            if let key = open.first(openAt: mark) { problems[index].control = controls[-key].id }
        }
    }
}

/// The state of one decoding pass: the problems found so far.
struct Decoding {
    var problems: [SpecProblem] = []
    /// The id of the control being decoded, so its problems name it.
    var control: String?
    /// Under a budget, the problems that compete for the report's places (see `ProblemBudget`).
    var bounded: BoundedProblems?
    /// Whether a control's mapping is being decoded.
    var insideControl = false
    /// The first line of the control being decoded, once it is sure to be one of the screen's controls (its id and
    /// kind read): a `disable-line` there covers its findings.
    var controlLine: Int?

    // MARK: Problems

    /// Keeps a problem, or under a budget lets it compete for the report's places. A problem competes when nothing
    /// after decoding changes it: it names a control sure to be decoded, or lies in none (the file's attribution by
    /// position, and the merge of shared places, see to the others).
    mutating func add(_ problem: SpecProblem) {
        let final = control == nil ? !insideControl : controlLine != nil
        if bounded?.competes(problem, final: final, controlLine: control == nil ? nil : controlLine) == true {
            bounded?.add(problem)
        } else {
            problems.append(problem)
        }
    }

    mutating func invalid(_ range: SourceRange, _ message: String, help: String? = nil) {
        add(SpecProblem(.specInvalid, at: range, message, help: help, control: control))
    }

    /// Reported once the document's controls are known, each named after the last control (in screen order) whose
    /// range holds it, as the file's attribution by position would name it, so that it is final as it is made: a
    /// file of 490,000 duplicate keys counts them past the limit instead of keeping them. A sweep over both in
    /// position order finds the controls in O((duplicates + controls) log controls).
    mutating func reportDuplicates(_ duplicates: [DuplicateKey], among controls: [Control]) {
        guard !duplicates.isEmpty else { return }
        let byStart = controls.indices.sorted { controls[$0].range.start < controls[$1].range.start }
        let order = duplicates.indices.sorted { duplicates[$0].duplicate.start < duplicates[$1].duplicate.start }
        // Keyed by the negated index, so the heap's first is the last control; a range ends just before its `end`.
        var open = ExpiringHeap<Int, Mark>()
        var next = 0
        for index in order {
            let duplicate = duplicates[index]
            let mark = duplicate.duplicate.start
            while next < byStart.count, controls[byStart[next]].range.start <= mark {
                let end = controls[byStart[next]].range.end
                open.push(-byStart[next], until: Mark(line: end.line, column: end.column - 1))
                next += 1
            }
            let owner = open.first(openAt: mark).map { controls[-$0] }
            control = owner?.id.value
            controlLine = owner?.range.start.line
            add(SpecProblem(
                .duplicateKey, at: duplicate.duplicate,
                duplicate.key == "<<"
                    ? "merge key `<<` is given twice in one mapping (first at \(duplicate.first.start))"
                    : "key `\(duplicate.key)` is given twice in one mapping (first at \(duplicate.first.start)); YAML keeps only this one",
                help: duplicate.key == "<<" ? "merge several mappings with one key: `<<: [*first, *second]`" : "remove one of the two `\(duplicate.key)` entries",
                control: control))
        }
        control = nil
        controlLine = nil
    }

    // MARK: Screens

    mutating func screen(_ root: Node) -> Screen? {
        control = nil
        guard let entries = entries(of: root, what: "a screen") else { return nil }
        reportUnknownKeys(entries, known: Keys.screen, in: "a screen")
        let name = string(entries["screen"], "screen")
        if entries["screen"] == nil {
            missing("screen", in: root, "a screen needs a name: `screen: New Alarm`")
        }
        let platform: Located<Platform>? = enumValue(entries["platform"], "platform")
        let locale = localeValue(entries["locale"])
        let size = sizeValue(entries["size"])
        var controls: [Control] = []
        if let pair = entries["controls"] {
            if let items = pair.value.sequence {
                // Room for every item at once: `compactMap` grows its array by doubling, and a screen of 50,000
                // controls then kept room for 65,536 of them (232 bytes each) while it was checked.
                controls.reserveCapacity(items.count)
                for item in items {
                    if let control = self.control(item) { controls.append(control) }
                }
            } else if pair.value.isNull {
                invalid(pair.value.range, "`controls` has no value", help: "list the screen's controls; write `controls: []` for a screen that has none yet")
            } else {
                invalid(pair.value.range, "`controls` must be a sequence of controls, not \(pair.value.kindDescription)")
            }
        } else {
            missing("controls", in: root, "a screen lists its controls: `controls: [...]`")
        }
        control = nil
        checkUniqueIDs(controls)
        return Screen(name: name ?? Located("", at: SourceRange(at: root.range.start)), platform: platform,
                      locale: locale, size: size, controls: controls, range: root.range)
    }

    private mutating func checkUniqueIDs(_ controls: [Control]) {
        // A screen holds a handful of controls, which a scan compares faster than a table is built; a long one gets the table.
        var first: [String: Mark]?
        if controls.count > 16 {
            first = [:]
            first?.reserveCapacity(controls.count)
        }
        for index in controls.indices {
            let id = controls[index].id
            let earlier: Mark?
            if first != nil {
                earlier = first?[id.value]
                if earlier == nil { first?[id.value] = id.range.start }
            } else {
                earlier = controls[..<index].first(where: { $0.id.value == id.value })?.id.range.start
            }
            if let earlier {
                self.control = id.value
                invalid(id.range, "two controls share the id `\(id.value)` (the first is at \(earlier))",
                        help: "give each control of a screen its own id")
            }
        }
        self.control = nil
    }

    private mutating func localeValue(_ pair: Node.Pair?) -> Located<String>? {
        guard let locale = string(pair, "locale") else { return nil }
        guard SpecDecoder.isLocaleIdentifier(locale.value) else {
            invalid(locale.range, "`locale` \"\(locale.value)\" is not a locale identifier",
                    help: "write a language and region such as `en_US`, `de_DE` or `ja_JP`")
            return nil
        }
        return locale
    }


    private mutating func sizeValue(_ pair: Node.Pair?) -> Located<ScreenSize>? {
        guard let pair else { return nil }
        guard let entries = self.entries(of: pair.value, what: "`size`") else { return nil }
        reportUnknownKeys(entries, known: Keys.size, in: "`size`")
        let width = positiveNumber(entries["width"], "width")
        let height = positiveNumber(entries["height"], "height")
        if entries["width"] == nil { missing("width", in: pair.value, "`size` gives both `width` and `height` in points") }
        if entries["height"] == nil { missing("height", in: pair.value, "`size` gives both `width` and `height` in points") }
        guard let width, let height else { return nil }
        return Located(ScreenSize(width: width, height: height), at: pair.value.range)
    }

    private mutating func positiveNumber(_ pair: Node.Pair?, _ key: String) -> Double? {
        guard let value = number(pair, key), let number = value.value.number else { return nil }
        guard number > 0, number.isFinite else {
            invalid(value.range, "`\(key)` must be a positive number of points, not \(value.value.text)")
            return nil
        }
        // A size no screen has (1e308, or a billionth of a point) would only turn into absurd findings.
        guard ScreenSize.pointRange.contains(number) else {
            invalid(value.range, "`\(key)` \(value.value.text) is not a screen size piclint understands",
                    help: "give the screen's size in points, from \(Int(ScreenSize.pointRange.lowerBound)) to \(Int(ScreenSize.pointRange.upperBound)): `size: {width: 390, height: 844}`")
            return nil
        }
        return number
    }

    // MARK: Controls

    mutating func control(_ node: Node) -> Control? {
        control = nil
        controlLine = nil
        // A node that is no mapping is no control, and lies in none: its problem is final as it is made, so under a
        // budget a list of a million scalars keeps a thousand problems, not a million.
        guard node.mapping != nil else {
            _ = entries(of: node, what: "a control")
            return nil
        }
        insideControl = true
        defer {
            insideControl = false
            controlLine = nil
        }
        guard let entries = entries(of: node, what: "a control") else { return nil }
        guard let id = string(entries["id"], "id") else {
            if entries["id"] == nil { missing("id", in: node, "every control needs an `id`, unique within its screen") }
            return nil
        }
        control = id.value
        guard let kindWord = string(entries["kind"], "kind") else {
            if entries["kind"] == nil {
                missing("kind", in: node, "say what the control is: `kind: picker`, `kind: datePicker`, or another word such as `button`")
            }
            return nil
        }
        if entries["kind"]?.value.isStringScalar != true {
            invalid(kindWord.range, "`kind` must be a word such as `picker`, `datePicker` or `button`, not \(entries["kind"]?.value.kindDescription ?? "nothing")")
            return nil
        }
        let kind = Located(controlKind(kindWord), at: kindWord.range)
        // From here the control is sure to be decoded: its problems are its own for good.
        controlLine = node.range.start.line
        let label = string(entries["label"], "label")
        let presentation: Located<Presentation>? = enumValue(entries["presentation"], "presentation")
        let onSelect: Located<SelectAction>? = enumValue(entries["onSelect"], "onSelect")
        let details: Control.Details
        switch kind.value {
        case .picker:
            reportUnknownKeys(entries, known: Keys.picker, in: "picker `\(id.value)`", shared: ("a picker", node.range),
                              elsewhere: (Keys.datePickerOnly, "date pickers"))
            details = .picker(picker(entries, control: node))
        case .datePicker:
            reportUnknownKeys(entries, known: Keys.datePicker, in: "date picker `\(id.value)`", shared: ("a date picker", node.range),
                              elsewhere: (Keys.pickerOnly, "generic pickers"))
            details = .datePicker(datePicker(entries))
        case .other:
            // Other controls are real parts of a screen; only their common keys are the format's business.
            details = .other
        }
        return Control(id: id, kind: kind, label: label, presentation: presentation, onSelect: onSelect,
                       details: details, range: node.range)
    }

    /// `picker` and `datePicker` are the only kinds piclint knows; a case slip is surely one of them.
    private mutating func controlKind(_ word: Located<String>) -> ControlKind {
        let kind = ControlKind(word.value)
        guard case .other = kind else { return kind }
        for known in ["picker", "datePicker"] where word.value.lowercased() == known.lowercased() {
            invalid(word.range, "unknown kind `\(word.value)`; did you mean `\(known)`?",
                    help: "kinds are written in camelCase: `picker`, `datePicker`")
            return ControlKind(known)
        }
        return kind
    }

    // MARK: Generic pickers

    private mutating func picker(_ entries: Entries, control node: Node) -> Picker {
        let style: Located<PickerStyle>? = enumValue(entries["style"], "style")
        // The wheel key written first on the control, found in one pass (no list of them, no sort).
        var firstInline: (key: String, pair: Node.Pair)?
        for key in Keys.wheel.names {
            if let pair = entries[key], firstInline.map({ pair.key.range.start < $0.pair.key.range.start }) ?? true {
                firstInline = (key, pair)
            }
        }
        var wheels: [Wheel] = []
        if let pair = entries["wheels"] {
            if let (first, inlinePair) = firstInline {
                invalid(inlinePair.key.range,
                        "`\(first)` is given on the control and the picker also lists `wheels`",
                        help: "put a single wheel's keys on the control, or list every wheel under `wheels`, not both")
            }
            if let items = pair.value.sequence {
                if items.isEmpty {
                    invalid(pair.value.range, "`wheels` is empty: a picker needs at least one wheel")
                }
                for (index, item) in items.enumerated() {
                    guard let wheelEntries = self.entries(of: item, what: "a wheel") else { continue }
                    let owner = control ?? ""
                    reportUnknownKeys(wheelEntries, known: Keys.wheel, in: "wheel \(index + 1) of `\(owner)`",
                                      shared: ("a wheel", item.range))
                    if let wheel = wheel(wheelEntries, range: item.range) { wheels.append(wheel) }
                }
            } else {
                invalid(pair.value.range, "`wheels` must be a sequence of wheels, not \(pair.value.kindDescription)")
            }
        } else if firstInline != nil {
            if let wheel = wheel(entries, range: node.range) { wheels.append(wheel) }
        } else {
            missing("values", in: node, "a picker gives its values with `values`, `range` or `source`, or lists `wheels`")
        }
        return Picker(style: style, wheels: wheels)
    }

    private mutating func wheel(_ entries: Entries, range: SourceRange) -> Wheel? {
        // The first of the value keys given is the wheel's source; any other is reported, in the keys' order.
        var source: (key: String, pair: Node.Pair)?
        for key in Keys.valueSources {
            guard let pair = entries[key] else { continue }
            if let source {
                invalid(pair.key.range, "a wheel takes one of `values`, `range` or `source`; this one gives `\(source.key)` and `\(key)`",
                        help: "keep one of them")
            } else {
                source = (key, pair)
            }
        }
        guard let (sourceKey, sourcePair) = source else {
            invalid(SourceRange(at: range.start), "a wheel has no values: give `values`, `range` or `source`")
            return nil
        }
        var count = entries["count"].flatMap { integer($0, "count") }
        if let negative = count, negative.value < 0 {
            // Reported, then left out: no wheel holds fewer than no values, and the model should not count from there.
            invalid(negative.range, "`count` must be zero or more, not \(negative.value)")
            count = nil
        }
        guard let values = wheelValues(sourceKey, sourcePair, count: count) else { return nil }
        if let count {
            if case .source(let source, _) = values.value, source.isRuntime {
                // `count` belongs here.
            } else {
                invalid(count.range, "`count` goes with `source: dynamic` or `source: random` only",
                        help: "listed values, ranges and named sources are counted by piclint itself")
            }
        }
        var defaultValue: Located<PickerValue>?
        if let pair = entries["default"], !pair.value.isNull {
            defaultValue = pickerValue(pair.value, what: "`default`")
        }
        return Wheel(values: values,
                     unit: string(entries["unit"], "unit"),
                     unitPlacement: enumValue(entries["unitPlacement"], "unitPlacement"),
                     defaultValue: defaultValue,
                     order: enumValue(entries["order"], "order"),
                     range: range)
    }

    private mutating func wheelValues(_ key: String, _ pair: Node.Pair, count: Located<Int>?) -> Located<WheelValues>? {
        let node = pair.value
        switch key {
        case "values":
            guard let items = node.sequence else {
                invalid(node.range, "`values` must be a sequence of values, not \(node.kindDescription)",
                        help: "write `values: [5, 10, 15]` or one `- value` per line")
                return nil
            }
            let values = items.enumerated().compactMap { index, item in
                pickerValue(item, what: "value \(index + 1) of `values`")
            }
            return Located(.list(values), at: node.range)
        case "range":
            guard let entries = self.entries(of: node, what: "`range`") else { return nil }
            reportUnknownKeys(entries, known: Keys.range, in: "`range`")
            let from = number(entries["from"], "from")
            let to = number(entries["to"], "to")
            let step = number(entries["step"], "step")
            if entries["from"] == nil { missing("from", in: node, "a range is written `{from: 0, to: 55, step: 5}`") }
            if entries["to"] == nil { missing("to", in: node, "a range is written `{from: 0, to: 55, step: 5}`") }
            if let step, step.value.number == 0 {
                invalid(step.range, "`step` must not be 0", help: "use a positive step to count up, a negative one to count down")
                return nil
            }
            guard let from, let to else { return nil }
            for bound in [from, to, step].compactMap({ $0 }) where !(bound.value.number?.isFinite ?? false) {
                invalid(bound.range, "range bounds and steps must be finite numbers, not \(bound.value.text)")
                return nil
            }
            return Located(.range(NumberRange(from: from, to: to, step: step)), at: node.range)
        default:
            guard let source: Located<NamedSource> = enumValue(pair, "source") else { return nil }
            return Located(.source(source.value, count: count), at: node.range)
        }
    }

    /// A wheel value: any scalar but null, as the person would read it; a number piclint cannot compare or order
    /// (`.nan`, `.inf`, a whole number past 1e308) is reported and left out, as a null is.
    private mutating func pickerValue(_ node: Node, what: @autoclosure () -> String) -> Located<PickerValue>? {
        guard let scalar = node.scalar, scalar.value != .null else {
            invalid(node.range, "\(what()) must be a string or a number, not \(node.kindDescription)")
            return nil
        }
        let number = Self.number(scalar.value)
        if let number, !number.isFinite {
            invalid(node.range, "\(what()) \(scalar.text) is not a number piclint understands",
                    help: "give a finite number; quote it (\"\(scalar.text)\") if the text itself is the value")
            return nil
        }
        return Located(PickerValue(text: scalar.text, number: number), at: node.range)
    }

    private static func number(_ value: ScalarValue) -> Double? {
        switch value {
        case .int(let int): return Double(int)
        case .float(let double): return double
        case .bigInt(let text): return WholeNumbers.double(wholeNumberText: text)
        default: return nil
        }
    }

    // MARK: Date pickers

    private mutating func datePicker(_ entries: Entries) -> DatePicker {
        var defaultValue: Located<DateDefault>?
        if let pair = entries["default"] {
            if pair.value.isNull {
                defaultValue = Located(.blank, at: pair.value.range)
            } else if let expression = dateExpression(pair, "default") {
                defaultValue = Located(.date(expression.value), at: expression.range)
            }
        }
        return DatePicker(
            mode: enumValue(entries["mode"], "mode"),
            style: enumValue(entries["style"], "style"),
            minuteInterval: integer(entries["minuteInterval"], "minuteInterval"),
            defaultValue: defaultValue,
            minimumDate: dateExpression(entries["minimumDate"], "minimumDate"),
            maximumDate: dateExpression(entries["maximumDate"], "maximumDate"),
            countDownDuration: duration(entries["countDownDuration"]),
            selectsRange: bool(entries["selectsRange"], "selectsRange"),
            unit: string(entries["unit"], "unit"))
    }

    private mutating func dateExpression(_ pair: Node.Pair?, _ key: String) -> Located<DateExpression>? {
        guard let pair, let scalar = scalarValue(pair, key) else { return nil }
        let range = pair.value.range
        switch scalar.text {
        case "now": return Located(.now, at: range)
        case "today": return Located(.today, at: range)
        default: break
        }
        switch DateParsing.dateTime(scalar.text) {
        case .success(let value):
            return Located(.fixed(value), at: range)
        case .failure(.outOfRange(let why)):
            invalid(range, "`\(key)` \"\(scalar.text)\" is not a real date or time: \(why)")
        case .failure(.shape):
            invalid(range, "cannot read `\(key)` \"\(scalar.text)\" as a date or time",
                    help: "write a date `YYYY-MM-DD`, a time `HH:MM`, a date-time `YYYY-MM-DDTHH:MM`, `now` or `today`")
        }
        return nil
    }

    private mutating func duration(_ pair: Node.Pair?) -> Located<CountdownDuration>? {
        guard let pair, let scalar = scalarValue(pair, "countDownDuration") else { return nil }
        let range = pair.value.range
        let help = "write hours and minutes as `H:MM` (\"1:30\"), or a number of seconds (5400)"
        switch scalar.value {
        case .int(let seconds):
            return Located(CountdownDuration(seconds: seconds), at: range)
        case .bigInt, .float:
            invalid(range, "`countDownDuration` \(scalar.text) is not a whole number of seconds a countdown can hold", help: help)
            return nil
        default:
            switch DateParsing.duration(scalar.text) {
            case .success(let duration): return Located(duration, at: range)
            case .failure(.outOfRange(let why)):
                invalid(range, "`countDownDuration` \"\(scalar.text)\" is not a duration: \(why)", help: help)
            case .failure(.shape):
                invalid(range, "cannot read `countDownDuration` \"\(scalar.text)\" as a duration", help: help)
            }
            return nil
        }
    }

    // MARK: Reading mappings and scalars

    /// The string-keyed entries of a mapping, `x-` keys left out; reports a node that is no mapping, and keys
    /// that are not scalars.
    mutating func entries(of node: Node, what: String) -> Entries? {
        guard let pairs = node.mapping else {
            invalid(node.range, "\(what) must be a mapping of keys to values, not \(node.kindDescription)")
            return nil
        }
        for pair in pairs where !pair.key.isScalar {
            invalid(pair.key.range, "keys must be plain words, not \(pair.key.kindDescription)")
        }
        return Entries(pairs)
    }

    /// Reports keys not in `known`. A key standing outside `shared.node` came in through a merge key,
    /// so it is named with the generic `shared.what`, and the same mistake from several controls merges into one.
    mutating func reportUnknownKeys(_ entries: Entries, known: KnownKeys, in named: @autoclosure () -> String,
                                    shared: (what: String, node: SourceRange)? = nil,
                                    elsewhere: (keys: Set<String>, owner: String)? = nil) {
        // The clean path compares bytes and builds no String.
        guard !entries.keys(allIn: known) else { return }
        // The mapping's name is made once, and the help is the known keys' own: every unknown key of a mapping shares
        // them, so a mapping of many unknown keys costs a message each, not three strings each.
        var mappingName: String?
        let index = known.suggestions
        entries.forEach(notIn: known) { key, pair in
            var what: String
            if let shared, !(shared.node.start <= pair.key.range.start && pair.key.range.start < shared.node.end) {
                what = shared.what
            } else {
                what = mappingName ?? named()
                mappingName = what
            }
            var message = "unknown key `\(key)` in \(what)"
            var help = known.help
            if let elsewhere, elsewhere.keys.contains(key) {
                message = "`\(key)` applies to \(elsewhere.owner), not to \(what)"
                help = "remove it, or change `kind`"
            } else if let suggestion = index.nearest(to: key) {
                message += "; did you mean `\(suggestion)`?"
                // Renamed only when the match is the single close one and the mapping does not hold that key already.
                if index.single(to: key) == suggestion, entries[suggestion] == nil, pair.key.scalar?.value != nil {
                    // A suggestion: with one close match the misspelling can only mean that key, but once renamed the
                    // setting takes effect, so the screen changes.
                    add(SpecProblem(.unknownKey, at: pair.key.range, message, help: help, control: control,
                                                fix: Fix("rename to `\(suggestion)`", edits: [TextEdit(pair.key.range, .value(suggestion))],
                                                         applicability: .unsafe)))
                    return
                }
            }
            add(SpecProblem(.unknownKey, at: pair.key.range, message, help: help, control: control))
        }
    }

    private mutating func missing(_ key: String, in node: Node, _ help: String) {
        invalid(SourceRange(at: node.range.start), "`\(key)` is missing", help: help)
    }

    /// A non-null scalar, or a problem saying what the key needs.
    private mutating func scalarValue(_ pair: Node.Pair, _ key: String) -> Scalar? {
        guard let scalar = pair.value.scalar else {
            invalid(pair.value.range, "`\(key)` takes a single value, not \(pair.value.kindDescription)")
            return nil
        }
        guard scalar.value != .null else {
            invalid(pair.value.range, "`\(key)` has no value")
            return nil
        }
        return scalar
    }

    mutating func string(_ pair: Node.Pair?, _ key: String) -> Located<String>? {
        guard let pair, let scalar = scalarValue(pair, key) else { return nil }
        return Located(scalar.text, at: pair.value.range)
    }

    mutating func enumValue<E: SpecEnum>(_ pair: Node.Pair?, _ key: String) -> Located<E>? {
        guard let pair, let scalar = scalarValue(pair, key) else { return nil }
        if let value = E(rawValue: scalar.text) { return Located(value, at: pair.value.range) }
        var message = "unknown \(E.noun) `\(scalar.text)`"
        if let suggestion = Suggestions.nearest(to: scalar.text, in: E.spellings) {
            message += "; did you mean `\(suggestion)`?"
        }
        invalid(pair.value.range, message, help: "`\(key)` is one of " + E.spellings.map { "`\($0)`" }.joined(separator: ", "))
        return nil
    }

    mutating func integer(_ pair: Node.Pair?, _ key: String) -> Located<Int>? {
        guard let pair, let scalar = scalarValue(pair, key) else { return nil }
        switch scalar.value {
        case .int(let value):
            return Located(value, at: pair.value.range)
        case .bigInt(let text):
            invalid(pair.value.range, "`\(key)` \(scalar.text) is far too \(text.hasPrefix("-") ? "small" : "large")",
                    help: Self.wholeNumberRange)
        case .float(let float) where float.isFinite && float == float.rounded() && float.wholeNumber(.towardZero) == nil:
            // 1e19 is a whole number, only not one that fits.
            invalid(pair.value.range, "`\(key)` \(scalar.text) is far too \(float < 0 ? "small" : "large")", help: Self.wholeNumberRange)
        case .float:
            invalid(pair.value.range, "`\(key)` must be a whole number, not \(scalar.text)")
        default:
            invalid(pair.value.range, "`\(key)` must be a whole number, not \(scalar.value.kindDescription)")
        }
        return nil
    }

    /// The whole numbers piclint reads, for messages about one past them.
    static let wholeNumberRange = "piclint reads whole numbers from \(Int.min) to \(Int.max)"

    mutating func number(_ pair: Node.Pair?, _ key: String) -> Located<PickerValue>? {
        guard let pair, let scalar = scalarValue(pair, key) else { return nil }
        guard let number = Self.number(scalar.value) else {
            invalid(pair.value.range, "`\(key)` must be a number, not \(scalar.value.kindDescription)")
            return nil
        }
        return Located(PickerValue(text: scalar.text, number: number), at: pair.value.range)
    }

    mutating func bool(_ pair: Node.Pair?, _ key: String) -> Located<Bool>? {
        guard let pair, let scalar = scalarValue(pair, key) else { return nil }
        guard case .bool(let value) = scalar.value else {
            invalid(pair.value.range, "`\(key)` must be true or false, not \(scalar.value.kindDescription)")
            return nil
        }
        return Located(value, at: pair.value.range)
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIAlphanumeric: Bool { isASCII && (isLetter || isNumber) }
}

extension SpecDecoder {
    /// A language of two or three ASCII letters, then parts of two to eight ASCII letters or digits, separated by
    /// `_` or `-` (not ending in one). Read from the bytes: every file names its locale.
    public static func isLocaleIdentifier(_ text: String) -> Bool {
        var partLength = 0
        var parts = 0
        var last: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                if partLength > 0 {
                    guard parts == 0 ? (2...3).contains(partLength) : (2...8).contains(partLength) else { return false }
                    parts += 1
                }
                partLength = 0
            } else {
                let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard letter || (digit && parts > 0) else { return false }
                partLength += 1
            }
            last = byte
        }
        if partLength > 0 {
            guard parts == 0 ? (2...3).contains(partLength) : (2...8).contains(partLength) else { return false }
            parts += 1
        }
        return parts > 0 && last != UInt8(ascii: "_") && last != UInt8(ascii: "-")
    }
}
