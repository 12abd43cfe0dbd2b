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
            for problem in file.diagnostics where problem.rule == InputRules.yamlSyntax.id {
                output += "\(file.path):\(problem.range.start.line):\(problem.range.start.column): cannot simulate: \(problem.message)\n\n"
            }
            var screen: String?
            for control in file.controls {
                if control.screen != screen {
                    screen = control.screen
                    let size = "\(control.screenSize.width.wholeNumberText(.towardZero)) x \(control.screenSize.height.wholeNumberText(.towardZero)) pt"
                    output += "== \(file.path) · \(control.screen) · \(control.platform) · \(control.locale) · \(size)\n\n"
                }
                output += TextDrawing().draw(id: control.id, kind: control.kind, mode: control.mode, locale: control.locale,
                                             model: control.model) + "\n"
            }
        }
        let pickers = input.files.reduce(0) { $0 + $1.controls.count }
        return output + "\(pickers) picker\(pickers == 1 ? "" : "s") in \(input.files.count) file\(input.files.count == 1 ? "" : "s")\n"
    }
}
