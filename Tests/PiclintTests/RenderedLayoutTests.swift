import Driver
import Foundation
import Lint
import PickerModel
@testable import Reports
import Testing

/// The pictures of every fixture as a browser lays them out: the HTML report of Fixtures/good and Fixtures/bad, and
/// `simulate --format svg` of each of their screens and pickers, loaded in headless Chromium, where
/// Tests/layout_boxes.js reads the boxes the browser gave each drawing and text. Nothing may overlap or be cut that
/// has room, and no text may be wider as drawn than the drawings measured it. The SVG documents are also rendered
/// by rsvg-convert, as an SVG viewer would.
@Suite("The pictures in a browser, without overlaps")
struct RenderedLayoutTests {
    /// The longest a browser run may take; a browser that hangs is killed, and the test fails saying so.
    static let timeout: Double = 180

    /// What Tests/layout_boxes.js writes into the page.
    struct Layout: Decodable {
        struct Counts: Decodable {
            var drawings: Int
            var texts: Int
            var documents: Int
        }

        /// A text as the browser drew it: its size in pixels, whether bold, its width in pixels.
        struct DrawnText: Decodable {
            var text: String
            var size: Double
            var bold: Bool
            var width: Double
        }

        var counts: Counts
        var problems: [String]
        var widths: [DrawnText]
    }

    /// Every spec among the fixtures, as a path from the repository.
    static func fixtures() throws -> [String] {
        try ["Fixtures/good", "Fixtures/bad"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder))
                .filter { [".yaml", ".storyboard", ".xib"].contains(where: $0.hasSuffix) }
                .sorted().map { folder + "/" + $0 }
        }
    }

    /// The page's text with the script appended, and without the report's Content-Security-Policy, which forbids
    /// scripts (the test's copy only: the report itself runs none).
    static func withScript(_ html: String) throws -> String {
        let script = try String(contentsOfFile: try TestTools.requireFile("Tests/layout_boxes.js"), encoding: .utf8)
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("Content-Security-Policy") }
        let page = lines.joined(separator: "\n")
        let end = try #require(page.range(of: "</body>", options: .backwards), "the page has no </body>")
        return page.replacingCharacters(in: end, with: "<script>\n\(script)\n</script>\n</body>")
    }

    /// Loads a page in headless Chromium, lets its script run, and reads what the script wrote from the page as the
    /// browser left it (`--dump-dom`). A run that outlasts the timeout is stopped, as RenderedReportTests stops one.
    static func layout(of page: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Layout {
        let browser = try TestTools.requireChromium(sourceLocation: sourceLocation)
        let dumpPath = page + ".dom"
        try #require(FileManager.default.createFile(atPath: dumpPath, contents: nil))
        let dump = try FileHandle(forWritingTo: URL(fileURLWithPath: dumpPath))
        defer { try? dump.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        // The flags of scripts/render-html-report.sh, and: file access from files, so the page can read the SVG
        // documents in its frames; virtual time, so the browser waits for the page's load and script before it dumps.
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                             "--force-device-scale-factor=1", "--window-size=1280,1000", "--allow-file-access-from-files",
                             "--virtual-time-budget=30000", "--dump-dom", page]
        process.currentDirectoryURL = URL(fileURLWithPath: (page as NSString).deletingLastPathComponent)
        process.standardOutput = dump
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let (ended, end) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in end.finish() }
        try process.run()
        let pid = process.processIdentifier
        let watchdog = Task { () -> Bool in
            guard (try? await Task.sleep(for: .seconds(timeout))) != nil else { return false }
            kill(-pid, SIGTERM)
            kill(pid, SIGTERM)
            if (try? await Task.sleep(for: .seconds(5))) != nil {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
            return true
        }
        for await _ in ended {}
        watchdog.cancel()
        let timedOut = await watchdog.value
        process.waitUntilExit()
        try #require(!timedOut, "\(browser) took more than \(Int(timeout)) s to lay out \(page) and was killed", sourceLocation: sourceLocation)
        try #require(process.terminationStatus == 0, "\(browser) exited \(process.terminationStatus)", sourceLocation: sourceLocation)
        let dom = try String(contentsOfFile: dumpPath, encoding: .utf8)
        // The last such element is the script's: the script's own text, in the page too, names it before.
        let marker = "<pre id=\"piclint-layout\">"
        let start = try #require(dom.range(of: marker, options: .backwards), "the script wrote nothing into \(page)",
                                 sourceLocation: sourceLocation)
        let rest = dom[start.upperBound...]
        let close = try #require(rest.range(of: "</pre>"), sourceLocation: sourceLocation)
        // A serialised text node escapes &, <, > and the no-break space; & last, so `&amp;lt;` stays `&lt;`.
        let json = rest[..<close.lowerBound].replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
    }

    /// The texts drawn wider than the drawings measured them (FontMetrics): each would run past what was laid out
    /// around it. Half a pixel allows for sizes written to the hundredth.
    static func undermeasured(_ widths: [Layout.DrawnText]) -> [String] {
        widths.compactMap { drawn in
            let measured = FontMetrics.width(drawn.text, size: drawn.size, bold: drawn.bold)
            guard drawn.width > measured + 0.5 else { return nil }
            return "\"\(drawn.text)\" at \(drawn.size)px\(drawn.bold ? " bold" : "") is drawn \(Int(drawn.width.rounded())) px wide, "
                + "measured \(Int(measured.rounded())) px"
        }
    }

    /// At most a few of a list, for a message.
    static func some(_ items: [String]) -> String {
        items.prefix(8).joined(separator: "\n") + (items.count > 8 ? "\nand \(items.count - 8) more" : "")
    }

    @Test("the HTML report of every fixture: no drawing (with its outline) overlaps another or leaves its card, no card overlaps another; every text stays in its drawing, off the others, readable and measured as drawn")
    func reportHasNoOverlaps() async throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.html"
        let result = try runPiclint(["--now", GoldenTests.now, "--format", "html=" + report, "Fixtures/good", "Fixtures/bad"], in: Repo.root.path)
        try #require(result.status == 1, "piclint exited \(result.status): \(result.stderr)")
        let page = folder + "/layout.html"
        try write(try Self.withScript(try String(contentsOfFile: report, encoding: .utf8)), to: page)
        let layout = try await Self.layout(of: page)
        // Every picker is drawn, and every screen's frame: 300-odd drawings holding thousands of texts.
        #expect(layout.counts.drawings > 250, "the script found \(layout.counts.drawings) drawings")
        #expect(layout.counts.texts > 1_000, "the script found \(layout.counts.texts) texts")
        #expect(layout.problems.isEmpty, "\(layout.problems.count) problems:\n\(Self.some(layout.problems))")
        let short = Self.undermeasured(layout.widths)
        #expect(short.isEmpty, "\(short.count) texts are wider than measured:\n\(Self.some(short))")
    }

    /// Writes `simulate --format svg` of every screen and every picker of the fixtures into a folder, as the command
    /// draws them (`SVGPicture`, which `simulate` calls), and returns each file's name, what it shows, and whether it
    /// is a screen's.
    static func writePictures(into folder: String) throws -> [(file: String, shows: String, screen: Bool)] {
        let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all))
        var written: [(String, String, Bool)] = []
        for path in try fixtures() {
            let file = runner.lint(InputFile(source: .path(Repo.path(path)), displayPath: path))
            for screen in file.screens {
                let name = "\(written.count).svg"
                try write(SVGPicture.screen(screen, of: file), to: folder + "/" + name)
                written.append((name, "\(path) · \(file.controls[screen.lowerBound].screen)", true))
            }
            for control in file.controls {
                let name = "\(written.count).svg"
                try write(SVGPicture.control(ControlReport(control)), to: folder + "/" + name)
                written.append((name, "\(path) · \(control.id)", false))
            }
        }
        return written
    }

    @Test("simulate --format svg of every screen and picker of every fixture: the drawings placed in it apart and inside it; every text inside its drawing, off the others and the drawings, readable, measured as drawn; no caption cut")
    func picturesHaveNoOverlaps() async throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pictures = try Self.writePictures(into: folder)
        // Each document in a frame of its own, so the browser reads it as an SVG file, not as markup in a page.
        let frames = pictures.map { "<iframe data-name=\"\(Markup.escape($0.shows)) (\($0.file))\" src=\"\($0.file)\"></iframe>" }
        let page = folder + "/layout.html"
        try write(try Self.withScript("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\n"
                                      + frames.joined(separator: "\n") + "\n</body></html>\n"), to: page)
        let layout = try await Self.layout(of: page)
        #expect(layout.counts.documents == pictures.count, "the script read \(layout.counts.documents) of \(pictures.count) documents")
        #expect(layout.counts.texts > 2_000, "the script found \(layout.counts.texts) texts")
        #expect(layout.problems.isEmpty, "\(layout.problems.count) problems:\n\(Self.some(layout.problems))")
        let short = Self.undermeasured(layout.widths)
        #expect(short.isEmpty, "\(short.count) texts are wider than measured:\n\(Self.some(short))")
    }

    @Test("rsvg-convert renders simulate's picture of every screen of every fixture to a PNG of the picture's size that is not blank")
    func picturesRenderInAnSVGViewer() throws {
        try TestTools.requireRsvg()
        try TestTools.requirePython([])
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The screens' pictures hold every picker's drawing.
        let screens = try Self.writePictures(into: folder).filter(\.screen)
        #expect(screens.count > 60, "\(screens.count) screens")
        var failures: [String] = []
        for (file, shows, _) in screens {
            let svg = folder + "/" + file
            let png = svg + ".png"
            guard let run = TestTools.run("rsvg-convert", ["--output", png, svg]), run.status == 0 else {
                failures.append("\(shows): rsvg-convert failed")
                continue
            }
            let document = try String(contentsOfFile: svg, encoding: .utf8)
            let size = try #require(document.firstMatch(of: /<svg [^>]*width="(\d+)" height="(\d+)"/))
            let output = try SchemaTests().python([Repo.path("Tests/png_stats.py"), png], modules: [])
            let json = try #require(output.first, "Tests/png_stats.py printed nothing")
            guard let stats = try? JSONDecoder().decode(RenderedReportTests.PNGStats.self, from: Data(json.utf8)) else {
                failures.append("\(shows): not a PNG Tests/png_stats.py reads: \(json)")
                continue
            }
            if "\(stats.width)" != size.1 || "\(stats.height)" != size.2 {
                failures.append("\(shows): \(stats.width) × \(stats.height), not the picture's \(size.1) × \(size.2)")
            }
            // Text, anti-aliased, makes dozens of colours; a picture drawn blank or as a box, a handful.
            if stats.colours < 30 || stats.otherShare < 0.01 {
                failures.append("\(shows): \(stats.colours) colours, \(Int(stats.otherShare * 100))% not the background: blank")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) pictures:\n\(Self.some(failures))")
    }
}
