// swift-tools-version:6.0
import PackageDescription

// The pipeline, one target per stage:
// Source (bytes, lines, marks, edits: shared by every front end)
// CYAML (libyaml) → YAML (nodes with marks) → Spec (typed screens) → PickerModel (what a person sees)
// (Interface Builder files: CXML (libxml2) → XML (elements with marks) → InterfaceBuilder → the same Spec screens)
// (Swift source: swift-syntax → SwiftSource → the same Spec screens)
// → Lint (rules) → Policy (which findings count, and the exit status) → Reports → Driver (files) → piclint (CLI).
// RuleDocs (the rules/ pages, generated Swift) stands apart: the reports and `piclint explain` read it, the rules never do.
let package = Package(
    name: "piclint",
    platforms: [.macOS(.v15)], // Date.RelativeFormatStyle.allowedFields (the locale's word for "today")
    products: [
        .executable(name: "piclint", targets: ["piclint"]),
        .library(name: "PiclintLint", targets: ["Lint"]),
        // The SwiftPM plugins (docs/xcode-and-swiftpm.md): findings as build diagnostics, and `swift package piclint`.
        .plugin(name: "PiclintBuildToolPlugin", targets: ["PiclintBuildToolPlugin"]),
        .plugin(name: "PiclintCommandPlugin", targets: ["PiclintCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The Swift front end's parser. Pinned exactly (SWIFT-SOURCE.md); only its parser products are used.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            path: "Sources/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The source text every front end shares: a file's bytes, lines and marks, comments, and the edits fixes make.
        .target(name: "Source"),
        .target(name: "YAML", dependencies: ["CYAML", "Source"]),
        .systemLibrary(
            name: "CXML",
            path: "Sources/CXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // XML elements with the places of their tags and attribute values, for the Interface Builder front end.
        .target(name: "XML", dependencies: ["CXML", "Source"]),
        // The typed spec every front end produces, the front-end seam, and the first front end: YAML specs.
        .target(name: "Spec", dependencies: ["Source", "YAML"]),
        // The second front end: `.storyboard` and `.xib` documents into the same screens and controls.
        .target(name: "InterfaceBuilder", dependencies: ["Source", "Spec", "XML"]),
        // The third front end: SwiftUI, UIKit and AppKit source into the same screens and controls. Only the layers
        // that assemble the tool (Driver, piclint) link it.
        .target(
            name: "SwiftSource",
            dependencies: [
                "Source", "Spec",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(name: "PickerModel", dependencies: ["Source", "Spec"]),
                // The rules and the engine. It is given its front ends (the Driver registers them) and imports none.
        .target(name: "Lint", dependencies: ["PickerModel", "Source", "Spec"]),
        .target(name: "RuleDocs"),
        // LSP 3.17's messages as typed values, with JSON-RPC's framing and the position encodings: the protocol layer
        // of `piclint server` (issue 32). It knows nothing of piclint, so it depends on nothing.
        .target(name: "LanguageServerProtocol"),
        // `piclint server`: the language server, which lints an editor's unsaved text through the Driver's path (the
        // command line's), and reads and writes byte streams it is given, so tests drive it through pipes.
        .target(
            name: "LanguageServer",
            dependencies: ["Config", "Driver", "LanguageServerProtocol", "Lint", "PickerModel", "Policy", "RuleDocs", "Source", "Spec"]
        ),
        .target(name: "Reports", dependencies: ["Lint", "PickerModel", "RuleDocs", "Source", "Spec"]),
        .target(name: "Config", dependencies: ["Lint", "Source", "Spec", "YAML"]),
        // What the run's findings come to: a file's own `# piclint:` comments and findings limit, severities, the
        // baseline, --quiet and the gate. It reads no file.
        .target(name: "Policy", dependencies: ["Config", "Lint", "Source", "Spec"]),
        // Declarations of the C library that Swift's Glibc module leaves out (extended attributes); nothing to link.
        .systemLibrary(name: "CSystem", path: "Sources/CSystem"),
                // Files in, findings out; it assembles the engine with every front end (YAML, Interface Builder, Swift).
        .target(name: "Driver", dependencies: ["CSystem", "Config", "InterfaceBuilder", "Lint", "Policy", "Reports", "Source", "Spec", "SwiftSource", "YAML"]),
        .executableTarget(
            name: "piclint",
            dependencies: [
                "Config", "Driver", "LanguageServer", "Policy", "Reports", "Lint", "RuleDocs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fuzz target (the pipeline, and the language server's message layer): built normally it replays inputs;
        // scripts/fuzz builds it with libFuzzer and ASan.
        .executableTarget(
            name: "piclint-fuzz",
            dependencies: ["Config", "Driver", "LanguageServer", "LanguageServerProtocol", "Lint", "PickerModel", "Policy", "Reports", "Source", "Spec", "XML", "YAML"],
            path: "Sources/PiclintFuzz"
        ),
        // Both plugins run the piclint executable, built from source for the packages that use them.
        .plugin(name: "PiclintBuildToolPlugin", capability: .buildTool(), dependencies: ["piclint"]),
        .plugin(
            name: "PiclintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "piclint", description: "Lint the package's pickers against the HIG (--fix fixes them)"),
                permissions: [.writeToPackageDirectory(reason: "--fix rewrites the specs, Interface Builder files and Swift sources it fixes")]
            ),
            dependencies: ["piclint"]
        ),
        .testTarget(
            name: "PiclintTests",
            dependencies: ["Source", "YAML", "XML", "InterfaceBuilder", "SwiftSource", "Spec", "PickerModel", "Lint", "Reports", "RuleDocs", "Config", "Policy", "Driver", "LanguageServerProtocol", "LanguageServer", "piclint", "piclint-fuzz",
                           .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax")],
            path: "Tests/PiclintTests"
        ),
    ]
)
