import Spec
import XML
import Source

/// Turns an Interface Builder document into screens (INTERFACE-BUILDER.md): a storyboard's scenes, or a xib's
/// top-level views and windows, each with its platform, size and picker controls, and for a storyboard the
/// presentation its segues give a scene that holds a picker alone.
struct DocumentDecoder {
    let tree: XMLTree
    /// The file's name without its ending, which names a xib's screens.
    let fileName: String
    let defaults: SpecDecoder
    private(set) var problems: [SpecProblem] = []

    init(tree: XMLTree, fileName: String, defaults: SpecDecoder) {
        self.tree = tree
        self.fileName = fileName
        self.defaults = defaults
    }

    mutating func decode() -> SpecFile {
        guard let root = tree.root else { return SpecFile(screens: [], problems: problems) }
        switch root.name {
        case "document":
            break
        case "archive":
            problems.append(SpecProblem(
                .specInvalid, at: root.range,
                "this is an Interface Builder archive from before Xcode 5, a format piclint does not read; none of its pickers was checked",
                help: "open the file in a current Xcode and save it, which upgrades it to the document format"))
            return SpecFile(screens: [], problems: problems)
        default:
            problems.append(SpecProblem(
                .specInvalid, at: root.range,
                "the root element is <\(root.name)>, not Interface Builder's <document>, so piclint read nothing in this file",
                help: "piclint reads the .storyboard and .xib files Xcode writes"))
            return SpecFile(screens: [], problems: problems)
        }
        let document = documentFacts(root)
        var screens: [Screen] = []
        if let scenes = root.child("scenes") {
            let segues = SegueMap(scenes: scenes)
            for scene in scenes.children where scene.name == "scene" {
                if let screen = storyboardScreen(scene, document: document, segues: segues) { screens.append(screen) }
            }
        } else if let objects = root.child("objects") {
            // Any other top-level object that holds a picker (a table or collection view cell, a header, a stack
            // view, a picker alone) is part of a screen that code puts together; its pickers are shown all the same.
            let tops = objects.children.filter { Self.xibScreenElements.contains($0.name) || Self.holdsPicker($0) }
            for (number, top) in tops.enumerated() {
                let name = tops.count == 1 ? fileName : "\(fileName) (\(top["id"] ?? String(number + 1)))"
                // Such a part is as wide as the screen at most, and its frame is no screen's: the device gives the size.
                let sizedByFrame = Self.xibScreenElements.contains(top.name)
                screens.append(screen(named: Located(name, at: top.range), root: top, content: top, document: document,
                                      presentation: nil, sizedByFrame: sizedByFrame))
            }
        }
        return SpecFile(screens: screens, problems: problems)
    }

    /// The top-level objects of a xib that are screens: views, windows, and view controllers with their view.
    static let xibScreenElements: Set<String> = ["view", "window", "customView", "viewController", "tableViewController",
                                                  "collectionViewController", "panel"]

    /// Whether an element is a picker or holds one.
    static func holdsPicker(_ element: XMLElement) -> Bool {
        ControlMapping.pickerElements.contains(element.name) || element.descendants.contains { ControlMapping.pickerElements.contains($0.name) }
    }

    // MARK: The document

    struct DocumentFacts {
        var platform: Located<Platform>?
        var size: ScreenSize?
    }

    /// The platform (from `targetRuntime`, iPadOS when the simulated device is an iPad) and the device's size.
    private mutating func documentFacts(_ root: XMLElement) -> DocumentFacts {
        var facts = DocumentFacts()
        let device = root.child("device")
        let deviceID = device?["id"]
        if let runtime = root.attribute("targetRuntime") {
            let range = root.range(of: runtime)
            switch runtime.value {
            case "iOS.CocoaTouch":
                let iPad = deviceID?.hasPrefix("ipad") ?? false
                facts.platform = Located(iPad ? .iPadOS : .iOS, at: range)
            case "iOS.CocoaTouch.iPad": facts.platform = Located(.iPadOS, at: range)
            case "MacOSX.Cocoa": facts.platform = Located(.macOS, at: range)
            case "AppleTV": facts.platform = Located(.tvOS, at: range)
            case "watchKit": facts.platform = Located(.watchOS, at: range)
            default:
                problems.append(SpecProblem(
                    .specInvalid, at: range,
                    "targetRuntime “\(runtime.value)” is not one piclint knows, so its screens are checked as \(defaults.defaultPlatform.rawValue)",
                    help: "piclint knows iOS.CocoaTouch, iOS.CocoaTouch.iPad, MacOSX.Cocoa, AppleTV and watchKit"))
            }
        }
        if let deviceID, var size = Devices.size(of: deviceID) {
            if device?["orientation"] == "landscape" { size = ScreenSize(width: size.height, height: size.width) }
            facts.size = size
        }
        return facts
    }

    // MARK: Screens

    /// A scene's screen: its view controller, named after its class, its storyboard identifier, or the scene.
    private mutating func storyboardScreen(_ scene: XMLElement, document: DocumentFacts, segues: SegueMap) -> Screen? {
        guard let objects = scene.child("objects"),
              let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }) else { return nil }
        let nameAttribute = controller.attribute("customClass") ?? controller.attribute("storyboardIdentifier") ?? scene.attribute("sceneID")
        let name = nameAttribute.map { Located($0.value, at: controller.range(of: $0)) } ?? Located("scene", at: scene.range)
        let presentation = controller["id"].flatMap { segues.presentation(of: $0) }
        return screen(named: name, root: controller, content: objects, document: document, presentation: presentation)
    }

    /// A screen with the pickers found in `content` (itself included, for a xib whose top-level object is a picker);
    /// its size is the root view's frame when `sizedByFrame`, else the device's.
    private mutating func screen(named name: Located<String>, root: XMLElement, content: XMLElement, document: DocumentFacts,
                                 presentation: SegueMap.Arrival?, sizedByFrame: Bool = true) -> Screen {
        let platform = document.platform?.value ?? defaults.defaultPlatform
        var controls: [Control] = []
        var editedOthers = 0
        func read(_ element: XMLElement) {
            if let control = control(element, platform: platform) {
                controls.append(control)
            } else if ControlMapping.editedControls.contains(element.name) {
                editedOthers += 1
            }
        }
        read(content)
        for element in content.descendants { read(element) }
        // A picker alone on a scene that a segue pushes or presents is shown away from the field it edits.
        if let presentation, controls.count == 1, editedOthers == 0 {
            controls[0].presentation = Located(presentation.presentation, at: controls[0].range)
            controls[0].presentationCause = presentation.cause
        }
        let frame = !sizedByFrame ? nil : Self.frameSize(of: root) ?? root.children.lazy.compactMap { Self.frameSize(of: $0) }.first
        let size = frame.map { Located($0, at: name.range) } ?? document.size.map { Located($0, at: name.range) }
        var screen = Screen(name: name, platform: document.platform, locale: nil, size: size, controls: controls, range: root.range)
        screen.format = .interfaceBuilder
        screen.defaultPlatform = defaults.defaultPlatform
        screen.defaultLocale = defaults.defaultLocale
        return screen
    }

    /// The size of an element's frame (a window's content rect), when it is one piclint takes as a screen's size.
    static func frameSize(of element: XMLElement) -> ScreenSize? {
        let rect = element.child("rect", key: "frame") ?? element.child("rect", key: "contentRect")
        guard let rect, let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init),
              ScreenSize.pointRange.contains(width), ScreenSize.pointRange.contains(height) else { return nil }
        return ScreenSize(width: width, height: height)
    }

    // MARK: Controls

    private mutating func control(_ element: XMLElement, platform: Platform) -> Control? {
        var mapping = ControlMapping(element: element, platform: platform)
        let control = mapping.control()
        problems += mapping.problems
        return control
    }
}
