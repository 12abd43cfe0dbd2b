import Spec
import XML
import Source

/// How each view controller of a storyboard is reached: the segues that lead to it, followed through navigation
/// controllers to their root view controller, so a scene's presentation is known (INTERFACE-BUILDER.md, "Segues").
struct SegueMap {
    /// How a scene arrives: the presentation, and the segue that gives it.
    struct Arrival {
        var presentation: Presentation
        var cause: Located<String>
    }

    private struct Segue {
        var kind: String
        var relationship: String?
        var modalStyle: String?
        var source: String?
        var range: SourceRange
    }

    /// The segues arriving at each view controller id.
    private var incoming: [String: [Segue]] = [:]

    init(scenes: XMLElement) {
        for scene in scenes.children where scene.name == "scene" {
            let controller = scene.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" }
            for element in scene.descendants where element.name == "segue" {
                guard let destination = element["destination"], let kind = element["kind"] else { continue }
                let range = element.attribute("kind").map(element.range(of:)) ?? element.range
                incoming[destination, default: []].append(Segue(kind: kind, relationship: element["relationship"],
                                                                modalStyle: element["modalPresentationStyle"],
                                                                source: controller?["id"], range: range))
            }
        }
    }

    /// How a view controller is shown: pushed, presented modally, or in a popover; nil when nothing leads to it
    /// that piclint can judge (the initial scene, an embedded one, a tab, a custom segue). A root view controller
    /// arrives as its navigation controller does. Of several ways in, a popover wins (the picker is then shown in
    /// context somewhere), then a push, then a modal presentation.
    func presentation(of controller: String) -> Arrival? {
        presentation(of: controller, depth: 0)
    }

    private func presentation(of controller: String, depth: Int) -> Arrival? {
        // Navigation controllers do not nest deeply; a cycle of relationships (a hand-edited file) stops here.
        guard depth < 8, let segues = incoming[controller] else { return nil }
        var found: [Arrival] = []
        for segue in segues {
            let cause = Located(segue.kind, at: segue.range)
            switch segue.kind {
            case "show", "push", "showDetail":
                found.append(Arrival(presentation: .push, cause: cause))
            case "presentation", "modal", "sheet":
                found.append(Arrival(presentation: segue.modalStyle == "popover" ? .popover : .modal, cause: cause))
            case "popoverPresentation", "popover":
                found.append(Arrival(presentation: .popover, cause: cause))
            case "relationship" where segue.relationship == "rootViewController":
                if let source = segue.source, let arrival = presentation(of: source, depth: depth + 1) { found.append(arrival) }
            default:
                // embed, unwind, other relationships (a tab), custom segues: in place, or nothing piclint can judge.
                continue
            }
        }
        for wanted in [Presentation.popover, .push, .modal] {
            if let arrival = found.first(where: { $0.presentation == wanted }) { return arrival }
        }
        return nil
    }
}
