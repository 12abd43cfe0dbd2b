import Source

/// A unified diff of one file's text before and after (`--fix-dry-run`), as `diff -u` and `git apply` read it.
///
/// It works on bytes, with lines as git cuts them: at LF only. A CR is part of its line's text, so CRLF, lone-CR and
/// mixed files come out as git itself would diff them, and lines are compared byte for byte (String comparison
/// would take "\r\n" for one character and call canonically equivalent but different bytes equal).
public enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3

    /// The diff, or no bytes when nothing changed. The path is a `RawPath.display` (lossless: a name that is not UTF-8
    /// is quoted with its own bytes). Bytes, not a String: a line is the file's own bytes, which need not be UTF-8 (a
    /// Swift file with a stray byte), and a context line made valid would not match the file it is applied to.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        render(path: RawPath(display: path), old: old, new: new)
    }

    /// The diff of the file at a path given as its bytes, or no bytes when nothing changed.
    public static func render(path: RawPath, old: [UInt8], new: [UInt8]) -> [UInt8] {
        let before = lines(old)
        let after = lines(new)
        let operations = edits(before, after)
        guard operations.contains(where: { $0.kind != .same }) else { return [] }
        var output: [UInt8] = []
        // git's prefixes; an absolute path loses its leading slash to them, as `git diff --no-index` prints it.
        let name = path.isAbsolute ? Array(path.bytes.dropFirst()) : path.bytes
        // git ends a name that holds a space with a tab, so that patch(1), which reads a date after the name,
        // takes the whole name (`git apply` reads it either way).
        let tab = name.contains(UInt8(ascii: " ")) ? "\t" : ""
        output += Array("--- \(quoted(Array("a/".utf8) + name))\(tab)\n+++ \(quoted(Array("b/".utf8) + name))\(tab)\n".utf8)
        for hunk in hunks(operations) {
            let oldLines = hunk.filter { $0.kind != .insert }
            let newLines = hunk.filter { $0.kind != .delete }
            let oldStart = oldLines.first.map { $0.oldIndex + 1 } ?? (hunk.first?.oldIndex ?? 0)
            let newStart = newLines.first.map { $0.newIndex + 1 } ?? (hunk.first?.newIndex ?? 0)
            output += Array("@@ -\(oldStart),\(oldLines.count) +\(newStart),\(newLines.count) @@\n".utf8)
            for operation in hunk {
                let (marker, text) = switch operation.kind {
                case .same: (UInt8(ascii: " "), before[operation.oldIndex])
                case .delete: (UInt8(ascii: "-"), before[operation.oldIndex])
                case .insert: (UInt8(ascii: "+"), after[operation.newIndex])
                }
                output.append(marker)
                output += text
                if text.last != 0x0A { output += Array("\n\\ No newline at end of file\n".utf8) }
            }
        }
        return output
    }

    /// A path as git writes it in a diff header (git's `quote_c_style` with `core.quotePath`, its default): in
    /// double quotes when it holds a control character, DEL, a quote, a backslash or a byte of 0x80 or more, which
    /// would otherwise end or garble the header line or be misread. Inside the quotes `\a \b \t \n \v \f \r`,
    /// `\"` and `\\` stand for themselves, every other such byte for its three octal digits (`é` is `\303\251`, a
    /// Latin-1 `\xE9` is `\351`), as `git apply` and patch(1) read them back.
    static func quoted(_ path: String) -> String {
        quoted(RawPath(display: path).bytes)
    }

    /// The same, for a path's bytes.
    static func quoted(_ path: [UInt8]) -> String {
        guard path.contains(where: needsQuoting) else { return String(decoding: path, as: UTF8.self) }
        var text = "\""
        for byte in path {
            switch byte {
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x07: text += "\\a"
            case 0x08: text += "\\b"
            case 0x09: text += "\\t"
            case 0x0A: text += "\\n"
            case 0x0B: text += "\\v"
            case 0x0C: text += "\\f"
            case 0x0D: text += "\\r"
            case _ where needsQuoting(byte): text += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            default: text.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return text + "\""
    }

    /// Whether a byte makes git quote the name it is in.
    private static func needsQuoting(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// The line's index in the old text (for inserts, the old line it comes before).
        var oldIndex: Int
        /// The line's index in the new text (for deletes, the new line it comes before).
        var newIndex: Int
    }

    /// The lines as git cuts them: each up to and with its LF; the last one may have none.
    public static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The shortest edit script between two lists of lines: common ends first, then a longest common subsequence of
    /// the middle (fixes change a few lines, so the middle is small; a huge one is shown as replaced whole).
    static func edits<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var operations = (0..<prefix).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        if oldMiddle.count * newMiddle.count <= 4_000_000 {
            // table[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...].
            var table = Array(repeating: Array(repeating: 0, count: newMiddle.count + 1), count: oldMiddle.count + 1)
            for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
                for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                    table[i][j] = oldMiddle[i] == newMiddle[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < oldMiddle.count || j < newMiddle.count {
                if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                    operations.append(Operation(kind: .same, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1; j += 1
                } else if i < oldMiddle.count, j == newMiddle.count || table[i + 1][j] >= table[i][j + 1] {
                    // Removed lines before added ones, as diff prints them.
                    operations.append(Operation(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                } else {
                    operations.append(Operation(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                    j += 1
                }
            }
        } else {
            operations += oldMiddle.indices.map { Operation(kind: .delete, oldIndex: prefix + $0, newIndex: prefix) }
            operations += newMiddle.indices.map { Operation(kind: .insert, oldIndex: prefix + oldMiddle.count, newIndex: prefix + $0) }
        }
        operations += (0..<suffix).map {
            Operation(kind: .same, oldIndex: old.count - suffix + $0, newIndex: new.count - suffix + $0)
        }
        return operations
    }

    /// The changes with their context, changes closer than twice the context joined into one hunk.
    static func hunks(_ operations: [Operation]) -> [[Operation]] {
        let changed = operations.indices.filter { operations[$0].kind != .same }
        var hunks: [[Operation]] = []
        var start = -1, end = -1
        for index in changed {
            if start >= 0, index - end <= 2 * context {
                end = index
                continue
            }
            if start >= 0 { hunks.append(Array(operations[max(0, start - context)...min(operations.count - 1, end + context)])) }
            start = index
            end = index
        }
        if start >= 0 { hunks.append(Array(operations[max(0, start - context)...min(operations.count - 1, end + context)])) }
        return hunks
    }
}
