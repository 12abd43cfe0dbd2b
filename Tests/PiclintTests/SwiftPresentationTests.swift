import Source
import Foundation
import Lint
import PickerModel
import Spec
import SwiftSource
import Testing
import YAML

/// How a SwiftUI picker arrives (SWIFT-SOURCE.md: `.sheet`, `.fullScreenCover`, `NavigationLink` → modal, push;
/// small detents → bottom sheet; `.popover` → popover), read only where the presented view holds the picker alone.
@Suite struct SwiftPresentationTests {
    /// The presentation and its cause of the one control the source holds, if it has one.
    static func arrival(_ body: String) throws -> (Presentation, String)? {
        let read = try #require(SwiftSourceTests.read("import SwiftUI\n" + body))
        let controls = read.spec.screens.flatMap(\.controls)
        try #require(controls.count == 1)
        guard let presentation = controls[0].presentation?.value, let cause = controls[0].presentationCause?.value else { return nil }
        return (presentation, cause)
    }

    static let wheel = """
        Picker("Rounds", selection: $rounds) {
            ForEach(1...30, id: \\.self) { Text("\\($0)") }
        }
        .pickerStyle(.wheel)
        """

    @Test func aWheelAloneOnAPushedViewIsPushed() throws {
        let source = """
            struct Settings: View {
                var body: some View {
                    NavigationLink("Rounds") { RoundsView() }
                }
            }
            struct RoundsView: View {
                @State private var rounds = 8
                var body: some View {
                    VStack {
                        \(Self.wheel)
                        Button("Done") {}
                    }
                }
            }
            """
        let found = try #require(try Self.arrival(source))
        #expect(found.0 == .push)
        #expect(found.1 == "NavigationLink")
        // A destination given as an argument is the same push.
        let argument = source.replacingOccurrences(of: "NavigationLink(\"Rounds\") { RoundsView() }",
                                                   with: "NavigationLink(destination: RoundsView()) { Text(\"Rounds\") }")
        #expect(try Self.arrival(argument)?.0 == .push)
        // `label:` is never the destination.
        let label = source.replacingOccurrences(of: "NavigationLink(\"Rounds\") { RoundsView() }",
                                                with: "NavigationLink(destination: Text(\"x\")) { RoundsView() }")
        #expect(try Self.arrival(label) == nil)
        let value = source.replacingOccurrences(of: "NavigationLink(\"Rounds\") { RoundsView() }",
                                                with: "NavigationLink(value: 1) { RoundsView() }")
        #expect(try Self.arrival(value) == nil)
        // `.navigationDestination` pushes its content too.
        let destination = source.replacingOccurrences(of: "NavigationLink(\"Rounds\") { RoundsView() }",
                                                      with: "List {}.navigationDestination(for: Int.self) { _ in RoundsView() }")
        #expect(try Self.arrival(destination)?.1 == ".navigationDestination")
    }

    @Test func aSheetIsModalUnlessItsDetentsAreSmall() throws {
        func sheet(_ modifier: String, detents: String = "") throws -> (Presentation, String)? {
            try Self.arrival("""
                struct Timer: View {
                    @State private var rounds = 8
                    @State private var shown = false
                    var body: some View {
                        Button("Rounds") { shown = true }
                            .\(modifier)(isPresented: $shown) {
                                VStack {
                                    \(Self.wheel)
                                }
                                \(detents)
                            }
                    }
                }
                """)
        }
        #expect(try sheet("sheet")?.0 == .modal)
        #expect(try sheet("sheet")?.1 == ".sheet")
        #expect(try sheet("fullScreenCover")?.0 == .modal)
        #expect(try sheet("popover")?.0 == .popover)
        #expect(try sheet("sheet", detents: ".presentationDetents([.medium])")?.0 == .bottomSheet)
        #expect(try sheet("sheet", detents: ".presentationDetents([.height(320)])")?.0 == .bottomSheet)
        #expect(try sheet("sheet", detents: ".presentationDetents([.fraction(0.4)])")?.0 == .bottomSheet)
        #expect(try sheet("sheet", detents: ".presentationDetents([.large])")?.0 == .modal)
        // Where a sheet that can grow stops, or a detent from a property, is not in the file.
        #expect(try sheet("sheet", detents: ".presentationDetents([.medium, .large])") == nil)
        #expect(try sheet("sheet", detents: ".presentationDetents(detents)") == nil)
    }

    @Test func aPickerBesideOtherFieldsIsNotOnAScreenOfItsOwn() throws {
        let form = """
            struct Profile: View {
                @State private var rounds = 8
                @State private var name = ""
                @State private var shown = false
                var body: some View {
                    Button("Edit") { shown = true }
                        .sheet(isPresented: $shown) {
                            Form {
                                TextField("Name", text: $name)
                                \(Self.wheel)
                            }
                        }
                }
            }
            """
        #expect(try Self.arrival(form) == nil)
        // A view of the app's own, or one held in a property, may hold anything.
        #expect(try Self.arrival(form.replacingOccurrences(of: "TextField(\"Name\", text: $name)", with: "AvatarView()")) == nil)
        #expect(try Self.arrival(form.replacingOccurrences(of: "TextField(\"Name\", text: $name)", with: "header")) == nil)
    }

    @Test func aViewTypeAlsoShownInPlaceIsNotPresentedAlone() throws {
        let source = """
            struct Settings: View {
                var body: some View {
                    Form {
                        NavigationLink("Rounds") { RoundsView() }
                        RoundsView()
                    }
                }
            }
            struct RoundsView: View {
                @State private var rounds = 8
                var body: some View {
                    \(Self.wheel)
                }
            }
            """
        #expect(try Self.arrival(source) == nil)
        // Presented nowhere in the file: how it arrives is elsewhere.
        #expect(try Self.arrival(source.replacingOccurrences(of: "NavigationLink(\"Rounds\") { RoundsView() }\n", with: "")
            .replacingOccurrences(of: "RoundsView()\n", with: "Text(\"x\")\n")) == nil)
    }

    @Test func aMenuOrAListOfOptionsOnAPushedViewIsHowSettingsChoose() throws {
        let menu = """
            struct Settings: View {
                @State private var sound = 1
                var body: some View {
                    NavigationLink("Sound") {
                        Form {
                            Picker("Sound", selection: $sound) {
                                Text("Radar").tag(1)
                                Text("Chimes").tag(2)
                            }
                            .pickerStyle(.inline)
                        }
                    }
                }
            }
            """
        #expect(try Self.arrival(menu) == nil)
    }

    @Test func theFixturesFlagOnlyTheWheelPushedOntoAViewOfItsOwn() throws {
        var found: [String] = []
        for name in ["HistorySettingsView.swift", "TimerPresetView.swift", "ProfileEditorView.swift"] {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Repo.path("Tests/SwiftFixtures/\(name)"))))
            let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(bytes, path: name)
            found += report.diagnostics.map { "\(name):\($0.range.start) \($0.rule): \($0.message)" }
        }
        #expect(found == [
            "HistorySettingsView.swift:27:13 in-context: `Picker@27` is alone on a view that `NavigationLink` (line 12) pushes, away from the field it edits",
        ])
    }
}
