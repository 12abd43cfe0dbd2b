import Driver
import Lint
import Policy
import Reports
import Spec
import XML
import Source
import YAML

/// What must hold on every input, checked by the fuzz target. A broken promise stops the process with the input,
/// which libFuzzer keeps as a crash and the replayer reports.
enum Invariants {
    static func require(_ condition: Bool, _ promise: String, _ bytes: [UInt8], detail: String = "") {
        guard !condition else { return }
        fatalError("broken promise: \(promise)\n\(detail)\ninput (\(bytes.count) bytes): \(bytes)")
    }

    /// Where two lists of reports first part ways, for the message.
    static func firstDifference(_ first: [String], _ second: [String]) -> String {
        guard let index = zip(first, second).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else { return "" }
        let (a, b) = (Array(first[index].utf8), Array(second[index].utf8))
        let at = zip(a, b).prefix { $0 == $1 }.count
        let window = { (bytes: [UInt8]) in String(decoding: bytes[max(0, at - 80)..<min(bytes.count, at + 80)], as: UTF8.self) }
        return "report \(index), byte \(at):\n  \(window(a))\n  \(window(b))"
    }

    /// `--fix` on the input, then `--fix --unsafe-fixes` when that would make more, each checked as
    /// `checkedFix(_:path:with:selection:)` says. Returns the dry runs' diffs (empty when nothing changes).
    static func checkedFix(_ bytes: [UInt8], path: String = "fuzz.yaml", with engine: Linter) -> String {
        let safe = checkedFix(bytes, path: path, with: engine, selection: .safeOnly)
        // Only when suggestions were held back does the second mode do anything the first did not.
        guard safe.outcome.suggestionsNotMade > 0 else { return String(decoding: safe.diff, as: UTF8.self) }
        return String(decoding: safe.diff + checkedFix(bytes, path: path, with: engine, selection: .includingUnsafe).diff, as: UTF8.self)
    }

    /// `--fix` on the input, as the CLI runs it with a selection, with every pass checked: it makes only fixes the
    /// selection allows, no pass makes the YAML or the spec harder to read, and no pass changes a node that none of
    /// its edits names. Then the dry run's diff, applied by a strict patcher, must give exactly what `--fix` writes.
    /// Returns the dry run's diff (empty when nothing changes) and the outcome.
    static func checkedFix(_ bytes: [UInt8], path: String, with engine: Linter, selection: FixSelection)
        -> (diff: [UInt8], outcome: FixOutcome) {
        // Every finding the comments leave counts here, as in the fixer: the per-file limit only bounds reports.
        let linter = engine
        let policy = FilePolicy(severities: engine.severities, maxFindings: .max)
        let format = InputFormat(path: path)
        func lint(_ bytes: [UInt8]) -> FileReport { policy.lint(format.source(bytes), path: path, with: linter) }
        let input = InputFile(source: .path(path), displayPath: path)
        let outcome = LintRunner.fix(format.source(bytes), of: input, with: linter, selection: selection) { pass in
            require(pass.applied.allSatisfy { selection.allows($0.applicability) }, "a fix was made that the selection does not allow",
                    pass.before, detail: pass.applied.map(\.summary).joined(separator: "; "))
            let (before, after) = (lint(pass.before), lint(pass.after))
            let (problemsBefore, problemsAfter) = (LintRunner.inputProblems(before), LintRunner.inputProblems(after))
            // A renamed key (spec-unknown-key) can bring a part of the spec into view that has problems of its own:
            // the fixer refuses that pass, rightly, but the edit itself broke nothing. Any other rise is a broken fix.
            let added = problemsAfter.filter { $0.value > problemsBefore[$0.key, default: 0] }.map(\.key)
            let revealed = pass.rules.contains("spec-unknown-key") && !added.contains("yaml-syntax") && !added.contains("xml-syntax")
            require(added.isEmpty || revealed, "a fix made the file harder to read", pass.before,
                    detail: "problems \(problemsBefore) became \(problemsAfter):\n" + String(decoding: pass.after, as: UTF8.self))
            if format == .yaml { checkTouchesOnlyItsEdits(pass) } else { checkTouchesOnlyItsAttributes(pass) }
            checkSafeFixesKeepTheScreen(pass, before: before, after: after)
        }
        guard outcome.changed else { return ([], outcome) }
        let diff = UnifiedDiff.render(path: path, old: outcome.original, new: outcome.fixed)
        let patched = Patch.apply(diff, to: outcome.original)
        require(patched == outcome.fixed, "the dry run's diff does not give what --fix writes", bytes,
                detail: String(decoding: diff, as: UTF8.self))
        return (diff, outcome)
    }

    /// piclint's one definition of a safe fix: the screen shows exactly what it showed. A pass of safe fixes alone
    /// leaves every control, as the reference model simulates it, looking as it did (values, wheels, defaults as
    /// shown, style, geometry). An edit that reaches another control through a shared anchor breaks this.
    static func checkSafeFixesKeepTheScreen(_ pass: LintRunner.FixPass, before: FileReport, after: FileReport) {
        guard !pass.applied.isEmpty, pass.applied.allSatisfy({ $0.applicability == .safe }) else { return }
        let (old, new) = (before.controls.map(\.appearance), after.controls.map(\.appearance))
        guard old != new else { return }
        let changed = zip(old, new).first { $0 != $1 }.map { "\($0.0)\n  became\n\($0.1)" } ?? "\(old.count) controls became \(new.count)"
        require(false, "a safe fix changed what the screen shows", pass.before,
                detail: pass.applied.map(\.summary).joined(separator: "; ") + "\n" + changed + "\n" + String(decoding: pass.after, as: UTF8.self))
    }

    /// Every node whose value changed in a pass lies on the text of one of the pass's edits (by libyaml's marks of the
    /// text before the pass). An edit placed at the wrong bytes (a line counted differently from libyaml) changes some
    /// other node, which this finds.
    static func checkTouchesOnlyItsEdits(_ pass: LintRunner.FixPass) {
        let (old, new) = (Parser().parse(pass.before), Parser().parse(pass.after))
        guard old.error == nil else { return }
        require(new.error == nil && new.documents.count == old.documents.count, "a fix changed the file's documents", pass.before,
                detail: String(decoding: pass.after, as: UTF8.self))
        var changed: [TreeChanges.Place] = []
        for (before, after) in zip(old.documents, new.documents) { TreeChanges.collect(before.root, after.root, into: &changed) }
        let edits = pass.applied.flatMap(\.edits).map(\.range)
        for change in changed {
            // An alias changes where it stands (replaced) or where its anchor is written (the anchor edited).
            let named = change.ranges.contains { change in edits.contains { $0.start <= change.end && change.start <= $0.end } }
            require(named, "a fix changed text at \(change.ranges[0]) that none of its edits names", pass.before,
                    detail: "edits at \(edits):\n" + String(decoding: pass.after, as: UTF8.self))
        }
    }
}

extension Invariants {
    /// An Interface Builder file's fix changes attribute values or adds attributes, nothing else: the same elements
    /// in the same order, and every attribute whose value changed, or that is new, lies on (or, when new, in the
    /// start tag at) one of the pass's edits.
    static func checkTouchesOnlyItsAttributes(_ pass: LintRunner.FixPass) {
        let reader = XMLReader()
        let (old, new) = (reader.read(SourceFile(pass.before, lineBreaks: .xml)), reader.read(SourceFile(pass.after, lineBreaks: .xml)))
        guard old.error == nil else { return }
        let (before, after) = (old.tree.allElements, new.tree.allElements)
        require(new.error == nil && before.map(\.name) == after.map(\.name), "a fix changed the file's elements", pass.before,
                detail: String(decoding: pass.after, as: UTF8.self))
        let edits = pass.applied.flatMap(\.edits).map(\.range)
        func named(_ range: SourceRange) -> Bool { edits.contains { $0.start <= range.end && range.start <= $0.end } }
        for (element, changed) in zip(before, after) {
            for attribute in changed.attributes {
                let original = element.attribute(attribute.name)
                guard original?.value != attribute.value else { continue }
                let place = original.map { element.range(of: $0) } ?? element.range
                require(named(place), "a fix changed attribute \(attribute.name) at \(place), which none of its edits names", pass.before,
                        detail: "edits at \(edits):\n" + String(decoding: pass.after, as: UTF8.self))
            }
            require(element.attributes.allSatisfy { changed.attribute($0.name) != nil }, "a fix removed an attribute", pass.before,
                    detail: String(decoding: pass.after, as: UTF8.self))
        }
    }
}

/// Where two trees of the same file differ, as ranges of the old tree: a scalar whose text or value changed, a key
/// renamed, a collection whose length changed or whose items were reordered (the sort fix moves items).
enum TreeChanges {
    /// Where a change is: a node's range, and for an alias also its anchor's (an edit of either changes it).
    struct Place {
        var ranges: [SourceRange]

        init(_ node: Node) {
            ranges = [node.range] + (node.aliasTarget.map { [$0.range] } ?? [])
        }
    }

    static func collect(_ old: Node, _ new: Node, into changes: inout [Place]) {
        switch (old.content, new.content) {
        case (.scalar(let a), .scalar(let b)):
            // Compared as text: `.nan` is not equal to itself as a value.
            if a.text != b.text || "\(a.value)" != "\(b.value)" { changes.append(Place(old)) }
        case (.sequence(let a), .sequence(let b)) where a.count == b.count:
            let pairs = zip(a, b).filter { fingerprint($0.0) != fingerprint($0.1) }
            if !pairs.isEmpty, a.map(fingerprint).sorted() == b.map(fingerprint).sorted() {
                // The same items in another order: a move, which the sequence holds.
                changes.append(Place(old))
            } else {
                for (x, y) in pairs { collect(x, y, into: &changes) }
            }
        case (.mapping(let a), .mapping(let b)) where a.count == b.count:
            for (x, y) in zip(a, b) {
                if fingerprint(x.key) != fingerprint(y.key) { changes.append(Place(x.key)) }
                collect(x.value, y.value, into: &changes)
            }
        case (.mapping(let a), .mapping(let b)) where a.count > b.count:
            // Fewer keys: a key renamed into one the mapping already has. With `<<`, the renamed key may lie in an
            // anchor (its range is the anchor's text) and the mapping merging it gives up its copy to its own key of
            // that name, while another key of the anchor is renamed to a new name in the same pass. Each key that
            // went is a change where it is written; a new key is one of those renamed, so there may be no more new
            // keys than keys that went, or something was added.
            var after: [String: Node] = [:]
            for pair in b where after[fingerprint(pair.key)] == nil { after[fingerprint(pair.key)] = pair.value }
            let added = Set(b.map { fingerprint($0.key) }).subtracting(a.map { fingerprint($0.key) })
            var seen: Set<String> = []
            var gone = 0
            for pair in a {
                let key = fingerprint(pair.key)
                if let value = after[key], seen.insert(key).inserted {
                    collect(pair.value, value, into: &changes)
                } else {
                    // Gone, or a second copy of a key that is now there once.
                    changes.append(Place(pair.key))
                    gone += 1
                }
            }
            if added.count > gone { changes.append(Place(old)) }
        default:
            changes.append(Place(old))
        }
    }

    /// A node's value as text, positions left out.
    static func fingerprint(_ node: Node) -> String {
        switch node.content {
        case .scalar(let scalar): return "s\(scalar.text.utf8.count):\(scalar.text)\(scalar.value)"
        case .sequence(let items): return "[" + items.map(fingerprint).joined(separator: ",") + "]"
        case .mapping(let pairs): return "{" + pairs.map { fingerprint($0.key) + ":" + fingerprint($0.value) }.joined(separator: ",") + "}"
        }
    }
}

/// A strict applier of unified diffs, as git applies them: lines cut at LF, a CR part of its line, "\ No newline at
/// end of file" marking a last line without one; every context and removed line must match, and every hunk's counts
/// must agree with its lines. Nil when the diff does not apply.
enum Patch {
    static func apply(_ diff: [UInt8], to original: [UInt8]) -> [UInt8]? {
        let source = UnifiedDiff.lines(original)
        var patchLines = UnifiedDiff.lines(diff)
        guard patchLines.count >= 2, patchLines[0].starts(with: Array("--- ".utf8)), patchLines[1].starts(with: Array("+++ ".utf8)) else {
            return nil
        }
        patchLines.removeFirst(2)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index < patchLines.count {
            guard let (oldStart, oldCount, newCount) = header(patchLines[index]) else { return nil }
            index += 1
            // The line a hunk starts at is the old start, or the line after it for a hunk that only inserts.
            let start = oldCount == 0 ? oldStart : oldStart - 1
            guard start >= copied, start <= source.count else { return nil }
            for line in source[copied..<start] { output += line }
            copied = start
            var (removed, added) = (0, 0)
            while index < patchLines.count, removed < oldCount || added < newCount {
                let line = patchLines[index]
                guard let marker = line.first else { return nil }
                var text = Array(line.dropFirst())
                index += 1
                // A marker on the next line takes the line break off this one.
                if index < patchLines.count, patchLines[index].starts(with: Array("\\ ".utf8)) {
                    guard text.last == 0x0A else { return nil }
                    text.removeLast()
                    index += 1
                }
                switch marker {
                case UInt8(ascii: " "), UInt8(ascii: "-"):
                    guard copied < source.count, source[copied].elementsEqual(text) else { return nil }
                    copied += 1
                    removed += 1
                    if marker == UInt8(ascii: " ") {
                        output += text
                        added += 1
                    }
                case UInt8(ascii: "+"):
                    output += text
                    added += 1
                default:
                    return nil
                }
            }
            guard removed == oldCount, added == newCount else { return nil }
        }
        for line in source[copied...] { output += line }
        return output
    }

    /// "@@ -a,b +c,d @@" → (a, b, d).
    private static func header(_ line: ArraySlice<UInt8>) -> (Int, Int, Int)? {
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("@@ -"), text.hasSuffix(" @@\n") else { return nil }
        let fields = text.dropFirst(4).dropLast(4).split(separator: " ")
        guard fields.count == 2, fields[1].hasPrefix("+") else { return nil }
        let old = fields[0].split(separator: ",").compactMap { Int($0) }
        let new = fields[1].dropFirst().split(separator: ",").compactMap { Int($0) }
        guard old.count == 2, new.count == 2 else { return nil }
        return (old[0], old[1], new[1])
    }
}
