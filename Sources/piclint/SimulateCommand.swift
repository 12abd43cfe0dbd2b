import ArgumentParser
import Driver
import Lint
import Reports
import Spec

/// `piclint simulate PATH...`: draws each picker as the reference model sees it.
struct SimulateCommand: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Draw each picker as the reference model sees it: the visible rows of every wheel, the selection bar, units, counts."
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("What to draw.", valueName: "format"))
    var format: SimulationFormat = .text

    @Option(name: .customLong("control"),
            help: ArgumentHelp("Draw only the pickers with this id; with svg, the one picker to draw.", valueName: "id"))
    var controlID: String?

    @Option(name: .customLong("screen"),
            help: ArgumentHelp("Draw only the pickers of the screens with this name; with svg, the one screen to draw.", valueName: "name"))
    var screenName: String?

    /// Draws the pickers asked for; exit 1 when a file could not be read as YAML, 2 when nothing (in the files that
    /// could be read) or, for svg, more than one picture matches.
    func run(temporaryFiles: TemporaryFiles) throws {
        let run = try input.prepare()
        try input.refuseOverwritingInputs(of: run, with: [InputOptions.Written(what: "the drawing", path: input.output)],
                                          readingBaseline: nil)
        let files = run.runner.run(run.inputs, keepSourceLines: false, keepModels: true)
        if let nothing = input.presence.nothingLinted(in: files) {
            throw CommandFailure(message: nothing)
        }
        let shown = ReportInput(files: files).files
        let unreadable = shown.contains { $0.diagnostics.contains { InputRules.isSyntax($0.rule) } }
        let choice = PictureChoice(files: shown, control: controlID, screen: screenName)
        switch format {
        case .text:
            // Options that name nothing are a mistake, unless the picker may be in a file that could not be read.
            if controlID != nil || screenName != nil, choice.matches.isEmpty, !unreadable {
                throw CommandFailure(message: choice.noMatch(paths: input.paths))
            }
            try input.write(SimulationReporter().render(ReportInput(files: choice.filtered)), what: "the drawing", temporaryFiles: temporaryFiles)
        case .svg:
            // Standard output is the picture alone: why a file could not be read goes to standard error.
            Console.standardError(SimulationReporter.syntaxProblems(in: shown))
            switch choice.picture(paths: input.paths) {
            case .picture(let svg):
                try input.write(svg, what: "the picture", temporaryFiles: temporaryFiles)
            case .nothing(let why) where unreadable:
                // What was asked for may be in the file that could not be read: that file is the failure, as in text.
                Console.standardError("piclint: failed: \(why)\n")
            case .nothing(let why), .several(let why):
                throw CommandFailure(message: why)
            }
        }
        if unreadable { throw ExitCode.failure }
    }
}

/// `simulate --format`.
enum SimulationFormat: String, OptionWord {
    case text, svg

    /// What each value means, which the help lists under the option.
    var defaultValueDescription: String {
        switch self {
        case .text: return "every picker drawn in text, file by file and screen by screen"
        case .svg: return "one picture alone as an SVG document: one picker (--control) or one screen (--screen, or the only one)"
        }
    }
}

/// What `--control` and `--screen` pick out of a run's files: the pickers the text drawing keeps, and the one
/// picture `--format svg` draws, or why there is not exactly one.
struct PictureChoice {
    /// A screen of a file: a run of its controls under one name (`FileReport.screens`), as the reports group them.
    struct ScreenRun {
        var file: Int
        var controls: Range<Int>
        var name: String
    }

    /// A picker both options name, with its screen.
    struct Match {
        var screen: ScreenRun
        var control: ModeledControl
    }

    let files: [FileReport]
    let control: String?
    let screen: String?
    /// Every screen with a picker, in input order.
    let screens: [ScreenRun]

    init(files: [FileReport], control: String?, screen: String?) {
        self.files = files
        self.control = control
        self.screen = screen
        var screens: [ScreenRun] = []
        for (index, file) in files.enumerated() {
            screens += file.screens.map { ScreenRun(file: index, controls: $0, name: file.controls[$0.lowerBound].screen) }
        }
        self.screens = screens
    }

    /// Whether a screen has the name `--screen` gives (any screen without it).
    func named(_ run: ScreenRun) -> Bool {
        guard let screen else { return true }
        return run.name == screen
    }

    /// Whether a picker has the id `--control` gives (any picker without it).
    func named(_ picker: ModeledControl) -> Bool {
        guard let control else { return true }
        return picker.id == control
    }

    /// The screens `--screen` names (all of them without it).
    var namedScreens: [ScreenRun] {
        screens.filter { named($0) }
    }

    /// The pickers both options name.
    var matches: [Match] {
        var found: [Match] = []
        for run in namedScreens {
            for picker in files[run.file].controls[run.controls] where named(picker) {
                found.append(Match(screen: run, control: picker))
            }
        }
        return found
    }

    /// The files with only the matching pickers in them (every picker when neither option is given).
    var filtered: [FileReport] {
        guard control != nil || screen != nil else { return files }
        var files = files
        var kept: [[ModeledControl]] = files.map { _ in [] }
        for run in namedScreens {
            kept[run.file] += files[run.file].controls[run.controls].filter { named($0) }
        }
        for index in files.indices {
            files[index].controls = kept[index]
        }
        return files
    }

    /// What `--format svg` would draw: exactly one picker or one screen, else what matched instead.
    enum Resolution {
        case picture(String)
        case nothing(String)
        case several(String)
    }

    /// The SVG document of the one picker or screen asked for, or why there is not exactly one.
    func picture(paths: [String]) -> Resolution {
        if control != nil {
            let found = matches
            guard found.count == 1, let only = found.first else {
                return found.isEmpty ? .nothing(noMatch(paths: paths)) : .several(several(found.map(\.screen), pickers: true))
            }
            return .picture(SVGPicture.control(ControlReport(only.control)))
        }
        let found = namedScreens
        guard found.count == 1, let only = found.first else {
            return found.isEmpty ? .nothing(noMatch(paths: paths)) : .several(several(found, pickers: false))
        }
        return .picture(SVGPicture.screen(only.controls, of: files[only.file]))
    }

    /// The most places a message lists.
    static let listed = 5

    /// Places, `a.yaml · Alarm`, at most `listed` of them and how many more.
    func list(_ places: [ScreenRun]) -> String {
        let names: [String] = places.prefix(Self.listed).map { name($0) }
        let more = places.count > Self.listed ? " and \(places.count - Self.listed) more" : ""
        return names.joined(separator: ", ") + more
    }

    /// Why more than one picker or screen matches, with the places it could be.
    func several(_ places: [ScreenRun], pickers: Bool) -> String {
        let names = list(places)
        // Two places with the same screen name are told apart only by naming one file.
        let sameScreen = Set(places.map(\.name)).count < places.count
        let remedy = sameScreen ? "name only its file as the path" : "name its screen with --screen"
        if pickers, let control {
            return "--control \(visible(control)) matches \(places.count) pickers: \(names); \(remedy)"
        }
        if let screen {
            return "--screen \(visible(screen)) matches \(places.count) screens: \(names); name only its file as the path"
        }
        return "several screens: name one with --screen (or a picker with --control): \(names)"
    }

    /// Why nothing matches: what was asked for, where it was looked for, and the nearest name there is.
    func noMatch(paths: [String]) -> String {
        let place = paths.isEmpty ? "the `include` patterns of the config" : paths.map { visible($0) }.joined(separator: ", ")
        let unread = files.count(where: { (file: FileReport) -> Bool in file.diagnostics.contains { InputRules.isSyntax($0.rule) } })
        let note = unread == 0 ? "" : " (\(Plural.counted(unread, "file")) could not be read)"
        if let control {
            let elsewhere = screens.filter { (run: ScreenRun) -> Bool in
                files[run.file].controls[run.controls].contains { (picker: ModeledControl) -> Bool in picker.id == control }
            }
            if let screen, !elsewhere.isEmpty {
                return "--control \(visible(control)) matches no picker on screen \(visible(screen)); it is on \(list(elsewhere))"
            }
            let ids: [String] = files.flatMap { (file: FileReport) -> [String] in file.controls.map(\.id) }
            return "--control \(visible(control)) matches no picker in \(place)\(note)" + suggestion(control, among: ids)
        }
        if let screen {
            return "--screen \(visible(screen)) matches no screen with a picker in \(place)\(note)" + suggestion(screen, among: screens.map(\.name))
        }
        return "no picker to draw in \(place)\(note)"
    }

    private func suggestion(_ word: String, among names: [String]) -> String {
        guard let nearest = Suggestions.nearest(to: word, in: Array(Set(names)).sorted()) else { return "" }
        return "; did you mean `\(visible(nearest))`?"
    }

    /// `a.yaml · Alarm`.
    private func name(_ run: ScreenRun) -> String {
        visible(files[run.file].path) + " · " + visible(run.name)
    }

    private func visible(_ text: String) -> String { TerminalText.visible(text) }
}
