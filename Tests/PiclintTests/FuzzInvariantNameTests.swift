import Foundation
@testable import piclint_fuzz
@testable import Reports
import Testing
import Source
import YAML

/// The fuzz target's promises about file names (issue 29): a name is no part of what a file says, and every report
/// keeps its format whatever the name. These run the target's own checks over every odd name, so the fuzzer's
/// one name per input is not the only witness.
@Suite("Fuzz invariants: odd file names")
struct FuzzInvariantNameTests {
    @Test("a spec and a storyboard with fixes, and a Swift file, under every odd name: same findings, every report in its format",
          arguments: ["Fixtures/bad/alarm-clock.yaml", "Fixtures/bad/reminders-ios.storyboard", "Tests/SwiftFixtures/TimerViewController.swift"])
    func everyOddName(fixture: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repo.path(fixture))))
        let plain = FuzzPipeline.path(for: bytes)
        #expect(plain == "fuzz." + fixture.split(separator: ".").last!)
        // The diff header check is not vacuous: the fixture has a fix (Swift findings carry none yet).
        if !fixture.hasSuffix(".swift") {
            #expect(!FuzzPipeline.outputs([(plain, bytes)]).outputs.first { $0.format == "fix" }!.text.isEmpty)
        } else {
            #expect(!FuzzPipeline.outputs([(plain, bytes)]).reports.flatMap(\.diagnostics).isEmpty)
        }
        for name in Invariants.oddNames {
            let path = RawPath(bytes: name + Array(plain.dropFirst(4).utf8))
            let broken = Invariants.brokenPromise(underName: path, bytes, plainPath: plain)
            #expect(broken == nil, "\(path.display.debugDescription): \(broken?.promise ?? "")\n\(broken?.detail.prefix(400) ?? "")")
        }
    }

    @Test("git's quoting of every byte a name can hold reads back as the byte")
    func headerPathsReadBack() {
        for byte in UInt8(1)...UInt8(255) where byte != UInt8(ascii: "/") {
            for name in [[byte], Array("a ".utf8) + [byte, byte] + Array(".yaml".utf8)] {
                let header = Array(UnifiedDiff.quoted(Array("a/".utf8) + name).utf8) + (name.contains(0x20) ? [0x09] : []) + [0x0A]
                #expect(Patch.headerPath(header[...]) == Array("a/".utf8) + name, "byte \(byte)")
            }
        }
    }

    @Test("a SARIF uri decodes to the name's bytes, and text that is no URI reference is refused")
    func percentDecoding() {
        #expect(Invariants.percentDecoded("C%3Aalarm.yaml") == Array("C:alarm.yaml".utf8))
        #expect(Invariants.percentDecoded("caf%E9.yaml") == Array("caf".utf8) + [0xE9] + Array(".yaml".utf8))
        #expect(Invariants.percentDecoded("a b.yaml") == nil)
        #expect(Invariants.percentDecoded("100%.yaml") == nil)
    }
}

/// The fuzz target's promise about writes (issue 29): a report or a fix that cannot be written is an error value,
/// and the file it would replace stays whole.
@Suite("Fuzz invariants: writes that fail")
struct FuzzInvariantWriteTests {
    // The file that cannot grow is made by a limit on the size of every file the process writes (RLIMIT_FSIZE), so
    // the check runs in a process of its own: in this one, tests running beside it had their writes cut short.
    @Test("every report format and the fix, into a full device and a file that cannot grow: errors, nothing lost")
    func everyFormat() throws {
        let spec = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: spec)))
        let formats = FuzzPipeline.outputs([("fuzz.yaml", bytes)]).outputs.map(\.format)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Repo.binary).deletingLastPathComponent().appendingPathComponent("piclint-fuzz")
        process.arguments = ["--write-errors", spec]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(lines.count == formats.count)
        for (format, line) in zip(formats, lines) {
            let words = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            #expect(words.count >= 4 && words[0] == Substring(format) && words[1] == "tried" && words[3] == "broken", "\(line)")
            guard words.count >= 4, let tried = Int(words[2]) else { continue }
            #expect(words.count == 4 || words[4].isEmpty, "\(format): \(line)")
            // Each check ran: the file that cannot grow and the fix always; the full device where the system has one.
            #expect(tried >= (FileManager.default.fileExists(atPath: "/dev/full") ? 3 : 2), "\(format)")
        }
    }
}
