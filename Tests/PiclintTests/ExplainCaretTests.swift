import Foundation
import Lint
import PickerModel
import Reports
import RuleDocs
import Testing

/// `piclint explain`: the examples' `↓` markers drawn for a terminal, as carets under the marked columns.
@Suite("explain draws its examples' markers as carets")
struct ExplainCaretTests: NewcomerSupport {
    /// A line of carets alone, as `explain` draws under a marked line.
    static func isCaretLine(_ line: String) -> Bool {
        line.contains("^") && line.allSatisfy { $0 == " " || $0 == "^" }
    }

    @Test("explain draws every page's ↓ markers as carets under the marked columns, and says once what they mean")
    func explainCarets() {
        for page in RuleDocs.pages {
            let rendered = RulePageText().render(page)
            #expect(!rendered.unicodeScalars.contains("↓"), "\(page.id)")
            let marked = page.markdown.unicodeScalars.contains("↓")
            #expect(rendered.components(separatedBy: RulePageText.caretNote).count == (marked ? 2 : 1), "\(page.id)")
            // Put each caret back as a ↓ before the character drawn above it: that gives the page as written.
            var rebuilt: [String] = []
            var inCode = false
            for line in lines(rendered) {
                if line.hasPrefix("```") { inCode.toggle() }
                guard inCode, Self.isCaretLine(line), var above = rebuilt.popLast() else {
                    rebuilt.append(line)
                    continue
                }
                let columns = line.enumerated().filter { $0.element == "^" }.map(\.offset)
                for column in columns.reversed() {
                    var cells = 0
                    var index = above.unicodeScalars.startIndex
                    while cells < column, index < above.unicodeScalars.endIndex {
                        cells += TextWidth.cells(above.unicodeScalars[index])
                        index = above.unicodeScalars.index(after: index)
                    }
                    #expect(cells == column, "\(page.id): a caret at \(column) is not at a character's start in \(above)")
                    above.unicodeScalars.insert("↓", at: index)
                }
                rebuilt.append(above)
            }
            let original = rebuilt.joined(separator: "\n").replacingOccurrences(of: "\n\n" + RulePageText.caretNote, with: "")
            #expect(original == page.markdown, "\(page.id)")
        }
    }

    @Test("a caret lands under a wide character's column as a terminal draws it")
    func explainWideCharacters() throws {
        let page = try #require(RuleDocs.page("predictable-order"))
        let rendered = lines(RulePageText().render(page))
        let index = try #require(rendered.firstIndex(of: "    values: [30秒, 2分, 1分, 5分, 10分]"))
        // `    values: [` is 13 cells, `30秒` 4, `, ` 2, `2分` 3, `, ` 2: the `1` of `1分` starts at cell 24.
        #expect(rendered[index + 1] == String(repeating: " ", count: 24) + "^")
    }

    @Test("explain colours the carets in the rule's default severity when asked, and not into a pipe")
    func explainColour() throws {
        let error = try runPiclint(["explain", "minute-interval", "--color", "always"])
        #expect(error.status == 0)
        #expect(error.stdout.contains("                    \u{1B}[1;31m^\u{1B}[0m\n"))
        let warning = try runPiclint(["explain", "use-date-picker", "--color", "always"])
        #expect(warning.stdout.contains("\u{1B}[1;33m^\u{1B}[0m"))
        for arguments in [["explain", "minute-interval"], ["explain", "minute-interval", "--color", "never"]] {
            let plain = try runPiclint(arguments)
            #expect(plain.status == 0)
            #expect(!plain.stdout.contains("\u{1B}"))
            #expect(plain.stdout.contains("    minuteInterval: 7\n                    ^\n"))
        }
        let help = try runPiclint(["explain", "--help"])
        #expect(help.stdout.contains("a ^ under a line marks where piclint"))
    }
}
