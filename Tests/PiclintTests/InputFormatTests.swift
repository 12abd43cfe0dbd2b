import Spec
import Testing

/// A file's format is told by its name's ending, in any case, byte by byte.
@Suite("A file's format by its name")
struct InputFormatTests {
    /// The ending compared as it always was: the name's last bytes through `String.UTF8View.suffix`, each byte with
    /// its 0x20 bit set against the lower-case ending.
    static func reference(_ path: String) -> InputFormat {
        func ends(with ending: String) -> Bool {
            let tail = path.utf8.suffix(ending.utf8.count)
            guard tail.count == ending.utf8.count else { return false }
            return zip(tail, ending.utf8).allSatisfy { $0 | 0x20 == $1 }
        }
        return ends(with: ".storyboard") || ends(with: ".xib") ? .interfaceBuilder : ends(with: ".swift") ? .swift : .yaml
    }

    @Test("Swift, Interface Builder and YAML names, in any case", arguments: [
        ("Views/Settings.swift", InputFormat.swift), ("SETTINGS.SWIFT", .swift), (".swift", .swift), ("swift", .yaml),
        ("Main.storyboard", .interfaceBuilder), ("Main.Storyboard", .interfaceBuilder), ("Cell.xib", .interfaceBuilder),
        ("CELL.XIB", .interfaceBuilder), ("xib", .yaml), ("screens/alarm.yaml", .yaml), ("a.swift.yaml", .yaml),
        ("a.swiftx", .yaml), ("", .yaml), ("Réglages.swift", .swift), ("設定.xib", .interfaceBuilder), ("-", .yaml),
    ])
    func formats(_ path: String, _ format: InputFormat) {
        #expect(InputFormat(path: path) == format)
        #expect(Self.reference(path) == format)
    }

    @Test("every name of generated pieces gets the format it always got")
    func generatedNames() {
        // Pieces of endings, cases, non-letters whose 0x20 bit is already set or not, and text that is not ASCII.
        let pieces = [".", "s", "S", "w", "W", "i", "f", "F", "t", "T", "x", "X", "b", "B", "storyboard", "STORY", "board",
                      ".swift", ".xib", "\u{0E}", "é", "漢", "/", " ", "y", "a", "ml", "\u{7F}", "\u{10}"]
        var state: UInt64 = 2026
        var checked = 0
        for _ in 0..<20_000 {
            var name = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var draw = state
            for _ in 0..<(1 + Int(draw % 6)) {
                draw /= 6
                name += pieces[Int(draw % UInt64(pieces.count))]
                draw /= UInt64(pieces.count)
            }
            #expect(InputFormat(path: name) == Self.reference(name), "\(Array(name.utf8))")
            checked += 1
        }
        #expect(checked == 20_000)
    }
}
