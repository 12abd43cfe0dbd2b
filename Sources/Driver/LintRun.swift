import Lint
import YAML

/// Reads each input and lints it; one file's failure is that file's finding, never the run's.
public struct LintRunner: Sendable {
    /// The engine.
    public var linter: Linter

    /// Creates a runner.
    public init(linter: Linter = Linter()) {
        self.linter = linter
    }

    /// Lints the files in order, keeping the source lines the diagnostics point at when asked.
    public func run(_ inputs: [InputFile], keepSourceLines: Bool = false) -> [FileReport] {
        inputs.map { lint($0, keepSourceLines: keepSourceLines) }
    }

    /// Lints one file.
    public func lint(_ input: InputFile, keepSourceLines: Bool = false) -> FileReport {
        let path: String?
        switch input.source {
        case .path(let value): path = value
        case .standardInput: path = nil
        }
        switch FileSystem.read(path, limit: linter.limits.maxFileSize) {
        case .success(let bytes):
            var report = linter.lint(bytes, path: input.displayPath)
            if keepSourceLines {
                report.sourceLines = SourceLines.lines(Set(report.diagnostics.map(\.range.start.line)), of: bytes)
            }
            return report
        case .failure(let error):
            let message: String
            switch error {
            case .system(let why): message = "cannot read the file: \(why)"
            case .tooLarge(let limit): message = "the file is more than \(limit) bytes, more than piclint reads"
            }
            let diagnostic = Diagnostic(file: input.displayPath, range: SourceRange(at: .start), severity: .error,
                                        rule: InputRules.yamlSyntax.id, control: nil, message: message, help: nil)
            return FileReport(path: input.displayPath, diagnostics: [diagnostic])
        }
    }
}

/// Cuts the lines a report quotes out of a file's bytes.
enum SourceLines {
    /// The text of the wanted lines (1-based); line breaks are LF, CRLF or CR, as libyaml counts them.
    static func lines(_ wanted: Set<Int>, of bytes: [UInt8]) -> [Int: String] {
        guard let last = wanted.max() else { return [:] }
        var result: [Int: String] = [:]
        var line = 1
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index <= bytes.count, line <= last {
            let atEnd = index == bytes.count
            let byte = atEnd ? 0 : bytes[index]
            if atEnd || byte == 0x0A || byte == 0x0D {
                if wanted.contains(line) {
                    result[line] = String(decoding: bytes[start..<index], as: UTF8.self)
                }
                if !atEnd, byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                start = index + 1
            }
            index += 1
        }
        return result
    }
}
