import Foundation
import Lint
import Reports
import XML
import Source
import YAML

/// A file's name is no part of what it says: linted under a name with a tab, a newline, a quote, a colon in its
/// first segment, a percent sign or a byte that is not UTF-8, a file gets the same findings, and every report still
/// reads as its format (each escapes the name in its own terms) and names the file by exactly its bytes.
extension Invariants {
    /// Names people and attackers give files. Each is a path relative to the run's folder; the extension is added.
    static let oddNames: [[UInt8]] = [
        Array("tab\tin name".utf8),
        Array("line\nbreak".utf8),
        Array("carriage\rreturn".utf8),
        Array("C:alarm".utf8),
        Array("quote\" and back\\slash".utf8),
        Array("100% #1 ?x=y&z".utf8),
        Array("sub folder/écran ünd 画面".utf8),
        Array("caf".utf8) + [0xE9],  // Latin-1: not UTF-8
        Array("caf\\xE9".utf8),  // literally a backslash and "xE9", which must not meet the name above
        Array("\u{1B}[31mred\u{1B}[0m".utf8),  // a terminal escape
        Array("-dash".utf8),
        Array("<b>&amp;</b>".utf8),
    ]

    /// The odd name an input is checked under: one per input, chosen by its bytes, so the corpus covers them all.
    static func oddName(for bytes: [UInt8], extension suffix: String) -> RawPath {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return RawPath(bytes: oddNames[Int(hash % UInt64(oddNames.count))] + Array(suffix.utf8))
    }

    /// Lints the input under its plain name and under an odd one and holds the odd one's reports to their formats.
    static func checkOddName(_ bytes: [UInt8], plainPath: String, plain: FuzzPipeline.Outputs) {
        let suffix = [".yaml", ".swift"].first { plainPath.hasSuffix($0) } ?? ".storyboard"
        let name = oddName(for: bytes, extension: suffix)
        if let broken = brokenPromise(underName: name, bytes, plainPath: plainPath, plain: plain) {
            require(false, broken.promise + " under the name \(name.display.debugDescription)", bytes, detail: broken.detail)
        }
    }

    /// The first promise an odd name breaks (the tests ask it of every name), or nil.
    static func brokenPromise(underName name: RawPath, _ bytes: [UInt8], plainPath: String, plain: FuzzPipeline.Outputs? = nil)
        -> (promise: String, detail: String)? {
        let display = name.display
        let plain = plain ?? FuzzPipeline.outputs([(plainPath, bytes)])
        let odd = FuzzPipeline.outputs([(display, bytes)])
        func findings(_ reports: [FileReport]) -> [String] {
            reports.flatMap(\.diagnostics).map { "\($0.rule) \($0.severity) \($0.range) \($0.message)" }
        }
        if findings(plain.reports) != findings(odd.reports) { return ("a file's name changed its findings", "") }
        let reports = Dictionary(odd.outputs.map { ($0.format, $0.text) }, uniquingKeysWith: { first, _ in first })
        let plainReports = Dictionary(plain.outputs.map { ($0.format, $0.text) }, uniquingKeysWith: { first, _ in first })
        // Line-based reports: a name's line break must not start a line a reader (or GitHub's runner) would take
        // for a new finding, so each has as many lines as under a plain name.
        for format in ["text", "github", "simulate"] {
            let (a, b) = (plainReports[format] ?? "", reports[format] ?? "")
            if a.utf8.count(where: { $0 == 0x0A }) != b.utf8.count(where: { $0 == 0x0A }) {
                return ("the \(format) report has a line break the name put there", b)
            }
            if b.utf8.contains(where: { $0 == 0x0D }) != a.utf8.contains(where: { $0 == 0x0D }) {
                return ("the \(format) report has a carriage return the name put there", b)
            }
        }
        // JSON reports parse, and name the file by its display path.
        for format in ["json", "sarif"] {
            let text = reports[format] ?? ""
            guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
                return ("the \(format) report is not JSON", text)
            }
            if format == "json", !odd.reports.flatMap(\.diagnostics).isEmpty, !strings(in: document).contains(display) {
                return ("the JSON report does not name the file by its path", text)
            }
            if format == "sarif" {
                for uri in values(of: "uri", in: document) where !uri.hasPrefix("https:") {
                    guard let decoded = percentDecoded(uri), decoded == name.bytes else {
                        return ("a SARIF uri is not the file's name as a relative reference: \(uri)", text)
                    }
                    // RFC 3986 4.2: a relative reference whose first segment holds a colon reads as a scheme.
                    if let colon = uri.firstIndex(of: ":"), !uri[..<colon].contains("/") {
                        return ("a SARIF uri reads as a scheme: \(uri)", text)
                    }
                }
            }
        }
        // XML reports are well-formed XML.
        for format in ["junit", "checkstyle"] {
            let text = reports[format] ?? ""
            if let error = XMLReader().read(SourceFile(Array(text.utf8), lineBreaks: .xml)).error {
                return ("the \(format) report is not well-formed XML (\(error))", text)
            }
        }
        // The dry run's diff names the file by its bytes, quoted as git quotes them.
        if let diff = reports["fix"], !diff.isEmpty {
            for header in diff.split(separator: "\n").filter({ $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }) {
                let prefix = Array((header.hasPrefix("---") ? "a/" : "b/").utf8)
                guard Patch.headerPath(Array(header.utf8).dropFirst(4)) == prefix + name.bytes else {
                    return ("the diff's header does not read back as the file's name: \(header)", diff)
                }
            }
        }
        return nil
    }

    /// Every string in a JSON document.
    private static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: return [text]
        case let list as [Any]: return list.flatMap { strings(in: $0) }
        case let object as [String: Any]: return object.values.flatMap { strings(in: $0) }
        default: return []
        }
    }

    /// Every value of a key, anywhere in a JSON document.
    private static func values(of key: String, in value: Any) -> [String] {
        switch value {
        case let list as [Any]: return list.flatMap { values(of: key, in: $0) }
        case let object as [String: Any]:
            return object.flatMap { pair in pair.key == key ? [pair.value as? String ?? ""] : values(of: key, in: pair.value) }
        default: return []
        }
    }

    /// A URI reference's bytes; nil when it holds a character RFC 3986 does not allow as itself in a path.
    static func percentDecoded(_ uri: String) -> [UInt8]? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
        let text = Array(uri.utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "%") {
                guard index + 2 < text.count, let byte = UInt8(String(decoding: text[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(byte)
                index += 3
            } else {
                guard allowed.contains(text[index]) else { return nil }
                bytes.append(text[index])
                index += 1
            }
        }
        return bytes
    }
}

extension Patch {
    /// The path of a diff header (after `--- ` or `+++ `) as git reads it: a quoted name with git's C escapes, or
    /// the text up to a tab or the line's end.
    static func headerPath(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var rest = text
        if rest.last == 0x0A { rest = rest.dropLast() }
        guard rest.first == UInt8(ascii: "\"") else {
            return Array(rest.prefix { $0 != 0x09 })
        }
        var bytes: [UInt8] = []
        var index = rest.index(after: rest.startIndex)
        let escapes: [UInt8: UInt8] = [
            UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "r"): 0x0D,
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        ]
        while index < rest.endIndex {
            let byte = rest[index]
            if byte == UInt8(ascii: "\"") {
                // The closing quote ends the name; only a tab may follow (git's end of a name with a space).
                let after = rest[rest.index(after: index)...]
                return after.isEmpty || after.first == 0x09 ? bytes : nil
            }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < rest.endIndex else { return nil }
            if let escaped = escapes[rest[index]] {
                bytes.append(escaped)
                index += 1
            } else {
                guard index + 3 <= rest.endIndex, let value = UInt16(String(decoding: rest[index..<(index + 3)], as: UTF8.self), radix: 8),
                      value <= 0xFF else { return nil }
                bytes.append(UInt8(value))
                index += 3
            }
        }
        return nil
    }
}
