import Lint
import PickerModel
import Spec

/// `piclint simulate`: every picker of every file drawn as the reference model sees it.
public struct SimulationReporter: Sendable {
    /// Creates the reporter.
    public init() {}

    /// The drawings of a run, file by file and screen by screen; a file that could not be read says why instead.
    public func render(_ input: ReportInput) -> String {
        var output = ""
        for file in input.files {
            // Paths, names and values come from files and specs: their control characters are shown as escapes.
            let path = TerminalText.visible(file.path)
            for problem in file.diagnostics where InputRules.isSyntax(problem.rule) {
                output += Self.syntaxProblem(problem, path: path) + "\n\n"
            }
            var screen: String?
            for control in file.controls.map(ControlReport.init) {
                if control.screen != screen {
                    screen = control.screen
                    let size = SimulationWords.size(width: control.screenSize.width, height: control.screenSize.height, .towardZero)
                    output += "== \(path) · \(TerminalText.visible(control.screen)) · \(TerminalText.visible(control.platform)) · "
                        + "\(TerminalText.visible(control.locale)) · \(size)\n\n"
                }
                output += TextDrawing().draw(id: TerminalText.visible(control.id), kind: TerminalText.visible(control.kind),
                                             mode: control.mode.map(TerminalText.visible), locale: TerminalText.visible(control.locale),
                                             model: Self.visible(control.model)) + "\n"
            }
        }
        let pickers = input.files.reduce(0) { $0 + $1.controls.count }
        return output + "\(Plural.counted(pickers, "picker")) in \(Plural.counted(input.files.count, "file"))\n"
    }

    /// Why each file that could not be read was not drawn, a line each: what `simulate --format svg` says on
    /// standard error, where the text drawing says it in its place.
    public static func syntaxProblems(in files: [FileReport]) -> String {
        files.flatMap { file in
            file.diagnostics.filter { InputRules.isSyntax($0.rule) }.map { syntaxProblem($0, path: TerminalText.visible(file.path)) + "\n" }
        }.joined()
    }

    static func syntaxProblem(_ problem: Diagnostic, path: String) -> String {
        "\(path):\(problem.range.start.line):\(problem.range.start.column): cannot simulate: \(TerminalText.visible(problem.message))"
    }

    /// The model with the spec's text in it (values, units, wheel names, descriptions) escaped for a terminal, so
    /// that the drawing measures and pads the escapes it shows.
    static func visible(_ model: ControlModel) -> ControlModel {
        var model = model
        model.description = model.description.map(TerminalText.visible)
        for index in model.wheels.indices {
            model.wheels[index].name = TerminalText.visible(model.wheels[index].name)
            model.wheels[index].unit = model.wheels[index].unit.map(TerminalText.visible)
            if case .listed(let values) = model.wheels[index].values,
               values.contains(where: { $0.text.unicodeScalars.contains(where: TerminalText.needsEscape) }) {
                model.wheels[index].values = .listed(values.map { PickerValue(text: TerminalText.visible($0.text), number: $0.number) })
            }
        }
        return model
    }
}
