import Foundation
import Testing

/// The HTML report of the Fixtures as people meet it: drawn by a real browser (headless Chromium, through
/// scripts/render-html-report.sh, whose flags these tests share), printed, and read for its structure as assistive
/// technology reads it. The pixels and the structure are read by two small Python scripts in Tests/.
@Suite("The HTML report in a browser")
struct RenderedReportTests {
    /// The screenshot's size, which the script's --window-size sets.
    static let width = 1280, height = 4000
    /// The longest a render may take; a browser that hangs is killed, and the test fails saying so.
    static let timeout: Double = 60

    /// Writes the HTML report of the Fixtures into a folder, as a user would (from the repository, with the clock
    /// pinned), and returns its path.
    static func writeReport(into directory: String) throws -> String {
        let path = directory + "/report.html"
        let result = try runPiclint(["--now", GoldenTests.now, "--format", "html=" + path, "Fixtures"], in: Repo.root.path)
        // Fixtures/bad has errors, so the run fails; the report is written all the same.
        try #require(result.status == 1, "piclint exited \(result.status): \(result.stderr)")
        try #require(FileManager.default.fileExists(atPath: path), "piclint wrote no HTML report")
        return path
    }

    /// What a browser run gave: its exit status, whether it was killed for taking too long, and what it printed.
    struct BrowserRun {
        var status: Int32
        var timedOut: Bool
        var log: String
    }

    /// Renders a report to a PNG or a PDF with scripts/render-html-report.sh, which becomes the browser: a run that
    /// outlasts the timeout is sent SIGTERM, then SIGKILL five seconds later. The end is awaited, not blocked on, so
    /// other tests run while the browser idles. What it prints goes to a file, which its chatter cannot fill as it
    /// could a pipe.
    static func render(_ html: String, to output: String, browser: String) async throws -> BrowserRun {
        let logPath = output + ".log"
        try #require(FileManager.default.createFile(atPath: logPath, contents: nil))
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        defer { try? log.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TestTools.requireFile("scripts/render-html-report.sh"))
        process.arguments = ["--html", html, output]
        process.currentDirectoryURL = URL(fileURLWithPath: (output as NSString).deletingLastPathComponent)
        var environment = ProcessInfo.processInfo.environment
        environment["PICLINT_CHROMIUM"] = browser
        process.environment = environment
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        let (ended, end) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in end.finish() }
        try process.run()
        let pid = process.processIdentifier
        // True when it had to stop the browser. On Linux the browser leads a process group of its own, so its helpers
        // are signalled too (Foundation reports the end only once every process holding its status socket is gone);
        // elsewhere the group does not exist and the browser alone is.
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
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return BrowserRun(status: process.terminationStatus, timedOut: timedOut, log: text)
    }

    /// Renders the Fixtures' report to a file named `name` in a folder and returns the file's bytes, once the browser
    /// is known to have finished in time and written something.
    static func rendered(_ name: String, in directory: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Data {
        let browser = try TestTools.requireChromium(sourceLocation: sourceLocation)
        let output = directory + "/" + name
        let run = try await render(try writeReport(into: directory), to: output, browser: browser)
        try #require(!run.timedOut, "\(browser) took more than \(Int(timeout)) s to render the report and was killed; it said:\n\(run.log)",
                     sourceLocation: sourceLocation)
        try #require(run.status == 0, "\(browser) exited \(run.status); it said:\n\(run.log)", sourceLocation: sourceLocation)
        let data = try #require(FileManager.default.contents(atPath: output), "\(browser) wrote no \(name); it said:\n\(run.log)",
                                sourceLocation: sourceLocation)
        return data
    }

    /// What Tests/png_stats.py reads from a screenshot.
    struct PNGStats: Decodable {
        var width: Int
        var height: Int
        var colours: Int
        var commonColour: String
        /// The share of pixels that are not the most common colour (the page's background, blank or not).
        var otherShare: Double
        var near: [String: Int]
    }

    /// The error red of the report's severity badges and outlines (#d70015 in HTMLReporter's style), and how far an
    /// anti-aliased or colour-managed pixel may stray from it on each channel.
    static let errorRed = "errorRed=d70015±24"

    @Test("the report renders in headless Chromium to a screenshot of the set size that is not blank, findings drawn in red")
    func screenshot() async throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = try await Self.rendered("report.png", in: folder)
        let bytes = [UInt8](data)
        try #require(bytes.count > 33, "the screenshot has \(bytes.count) bytes")
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "no PNG signature")
        // The first chunk is IHDR: its length (13), its name, then the width and height, big-endian.
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        let bigEndian = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == Self.width && bigEndian(20) == Self.height,
                "the screenshot is \(bigEndian(16)) × \(bigEndian(20)), not the window's \(Self.width) × \(Self.height)")

        let output = try SchemaTests().python([Repo.path("Tests/png_stats.py"), folder + "/report.png", Self.errorRed], modules: [])
        let json = try #require(output.first, "Tests/png_stats.py printed nothing")
        try #require(!json.hasPrefix("{\"error\""), "Tests/png_stats.py could not read the screenshot: \(json)")
        let stats = try JSONDecoder().decode(PNGStats.self, from: Data(json.utf8))
        #expect(stats.width == Self.width && stats.height == Self.height)
        // A blank page is one colour; a line of text, anti-aliased, makes a few hundred but covers almost nothing; the
        // report with its drawings makes a thousand or more and covers a seventh of the window.
        #expect(stats.colours > 100, "only \(stats.colours) colours: the page looks blank")
        #expect(stats.otherShare > 0.03,
                "\(Int(stats.otherShare * 1000) / 10)% of the pixels differ from the commonest colour #\(stats.commonColour): the page looks blank")
        // The first files of Fixtures/bad have errors: their badges and outlines are in the error red.
        #expect(stats.near["errorRed", default: 0] > 200, "\(stats.near["errorRed", default: 0]) pixels of the error red: the findings are not drawn")
    }

    @Test("the report prints to a PDF of many pages (the print style)")
    func printed() async throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = try await Self.rendered("report.pdf", in: folder)
        // PDF is ASCII around its compressed streams; Latin-1 reads any byte as one character.
        let text = try #require(String(data: data, encoding: .isoLatin1))
        #expect(text.hasPrefix("%PDF-"), "no PDF header")
        #expect(text.suffix(32).contains("%%EOF"), "the PDF does not end with %%EOF: it was cut short")
        // A blank page prints to a few kilobytes; the Fixtures' report runs to dozens of pages with drawings.
        #expect(data.count > 100_000, "the PDF is \(data.count) bytes")
        // Each page is an object of type /Page (their tree's nodes are /Pages).
        let pages = text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count
        #expect(pages >= 10, "the PDF has \(pages) pages")
    }

    /// What Tests/report_structure.py finds in the report: counts, and the elements that fail each check.
    struct Structure: Decodable {
        var language: String
        var title: String
        var svgs: Int
        var unnamedSVGs: [String]
        var headings: Int
        var h1s: Int
        var headingSkips: [String]
        var navs: Int
        var navLinks: Int
        var brokenNavLinks: [String]
        var findings: Int
        var findingsWithoutID: [String]
        var duplicateIDs: [String]
    }

    /// The structure of one report of the Fixtures, read once for the three tests that check it (a run of piclint
    /// and of the script each would double the suite's time), or why it could not be.
    static let fixturesStructure: Result<Structure, ToolProblem> = {
        func failure(_ text: String) -> Result<Structure, ToolProblem> { .failure(ToolProblem(description: text)) }
        guard let directory = try? makeScratchDirectory() else { return failure("no scratch folder") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = directory + "/report.html"
        guard let lint = try? runPiclint(["--now", GoldenTests.now, "--format", "html=" + report, "Fixtures"], in: Repo.root.path),
              lint.status == 1, FileManager.default.fileExists(atPath: report) else {
            return failure("piclint did not write the HTML report of the Fixtures")
        }
        guard let read = TestTools.run("python3", [Repo.path("Tests/report_structure.py"), report]) else {
            return failure("python3 could not be started")
        }
        guard read.status == 0 else { return failure("Tests/report_structure.py failed: \(read.stderr)") }
        do {
            return .success(try JSONDecoder().decode(Structure.self, from: Data(read.stdout.utf8)))
        } catch {
            return failure("Tests/report_structure.py printed what is not its JSON: \(read.stdout.prefix(200)) (\(error))")
        }
    }()

    static func structure(sourceLocation: SourceLocation = #_sourceLocation) throws -> Structure {
        try TestTools.requirePython([], sourceLocation: sourceLocation)
        return try fixturesStructure.get()
    }

    /// At most a few of a list, for a message.
    static func some(_ items: [String]) -> String {
        items.prefix(5).joined(separator: "; ") + (items.count > 5 ? "; and \(items.count - 5) more" : "")
    }

    @Test("every drawing is an image with a name: role=\"img\", and an aria-label or a <title>")
    func drawingsAreNamed() throws {
        let structure = try Self.structure()
        #expect(structure.svgs > 0, "the report has no drawings")
        #expect(structure.unnamedSVGs.isEmpty, "\(structure.unnamedSVGs.count) of \(structure.svgs) drawings have no name: \(Self.some(structure.unnamedSVGs))")
    }

    // FAILS on issue19 at eaf4242, on purpose, for the lead: a file with findings but no screens
    // (broken-merge.storyboard, shoe-size-picker.yaml, tip-calculator.yaml) goes from its h2 straight to the h4
    // "Findings in this file". HTMLReporter is to change, not this test.
    @Test("headings go down one level at a time from one h1")
    func headingsInOrder() throws {
        let structure = try Self.structure()
        #expect(structure.h1s == 1, "\(structure.h1s) h1 headings")
        #expect(structure.headingSkips.isEmpty, "headings skip a level: \(Self.some(structure.headingSkips))")
    }

    @Test("a <nav> lists links to places that are in the page; every finding has an id to link to; ids are unique; the page has a language and a title")
    func linksAndAnchors() throws {
        let structure = try Self.structure()
        #expect(structure.navs >= 1, "the report has no <nav>")
        #expect(structure.navLinks > 0, "the <nav> has no list of links")
        #expect(structure.brokenNavLinks.isEmpty, "links in the <nav> lead nowhere: \(Self.some(structure.brokenNavLinks))")
        #expect(structure.findings > 0, "the report lists no findings (li in ul.findings)")
        #expect(structure.findingsWithoutID.isEmpty, "findings without an id: \(Self.some(structure.findingsWithoutID))")
        #expect(structure.duplicateIDs.isEmpty, "ids used more than once: \(Self.some(structure.duplicateIDs))")
        #expect(!structure.language.isEmpty, "<html> has no lang")
        #expect(!structure.title.isEmpty, "the page has no <title>")
    }
}
