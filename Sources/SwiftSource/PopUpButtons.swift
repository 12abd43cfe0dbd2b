import Spec
import SwiftSyntax
import YAML

/// An `NSPopUpButton` built in code (SWIFT-SOURCE.md): a menu-style picker of the items its type adds with literal
/// `addItems(withTitles: ["…"])` and `addItem(withTitle: "…")` calls. The items are read only when every call that
/// changes them is one of these (a `removeAllItems()` first is allowed), runs on every path, and all sit in one block,
/// so their order is the statements' order. A pull-down button is a menu of commands, not a choice, and is not read.
struct PopUpButtons {
    let places: SyntaxPlaces
    let values: LiteralValues

    /// Every member of a pop-up button that changes its items.
    private static let itemChanges: Set<String> = ["addItem", "addItems", "insertItem", "removeItem", "removeAllItems", "menu", "bind"]

    func control(_ button: UIKitControls.Declared, settings: [String: [UIKitControls.Assignment]],
                 calls: [(node: Syntax, receiver: (name: String, viaSelf: Bool), method: String, call: FunctionCallExprSyntax?)],
                 type: Syntax) -> Control? {
        guard pullsDownIsFalse(button.creation, settings: settings) else { return nil }
        let range = places.range(of: button.creation)
        let kind = places.range(of: button.creation.calledExpression)
        let changes = calls.filter { Self.itemChanges.contains($0.method) }
        var wheel = items(changes, type: type) ?? Wheel(values: Located(.unknown(.computed), at: range), range: range)
        wheel.range = range
        // `selectItem(at:)` and friends may choose another item than the first anywhere.
        wheel.defaultMayBeSetInCode = true
        let id = Located(button.name, at: places.range(of: button.nameToken))
        return Control(id: id, kind: Located(.picker, at: kind),
                       details: .picker(Picker(style: Located(.menu, at: kind), wheels: [wheel])), range: range)
    }

    /// `NSPopUpButton()` and `NSPopUpButton(frame:pullsDown: false)`, with no other `pullsDown` set.
    private func pullsDownIsFalse(_ creation: FunctionCallExprSyntax, settings: [String: [UIKitControls.Assignment]]) -> Bool {
        if let argument = creation.arguments.first(where: { $0.label?.text == "pullsDown" }),
           argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) { return false }
        if let assignments = settings["pullsDown"],
           !assignments.allSatisfy({ $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }) { return false }
        return true
    }

    private func items(_ changes: [(node: Syntax, receiver: (name: String, viaSelf: Bool), method: String, call: FunctionCallExprSyntax?)],
                       type: Syntax) -> Wheel? {
        guard !changes.isEmpty else { return nil }
        // One block, every call unconditional: the items are added in the order written.
        let blocks = Set(changes.compactMap { $0.node.enclosingStatementList?.id })
        guard blocks.count == 1, changes.allSatisfy({ !$0.node.isConditional(within: type) }) else { return nil }
        var rows: [Located<PickerValue>] = []
        var first: ExprSyntax?
        for (index, change) in changes.enumerated() {
            guard let call = change.call, call.trailingClosure == nil else { return nil }
            let arguments = Array(call.arguments)
            switch change.method {
            case "removeAllItems" where arguments.isEmpty && rows.isEmpty && index == 0:
                continue
            case "addItems" where arguments.count == 1 && arguments[0].label?.text == "withTitles":
                guard let titles = values.array(arguments[0].expression, { values.string($0) }) else { return nil }
                rows += titles.map { Located(PickerValue(text: $0.1), at: places.range(of: $0.0)) }
            case "addItem" where arguments.count == 1 && arguments[0].label?.text == "withTitle":
                guard let title = values.string(arguments[0].expression) else { return nil }
                rows.append(Located(PickerValue(text: title), at: places.range(of: arguments[0].expression)))
            default:
                return nil
            }
            first = first ?? arguments[0].expression
        }
        guard let first else { return nil }
        return Wheel(values: Located(.list(rows), at: places.range(of: first)), range: places.range(of: first))
    }
}

extension Syntax {
    /// The statement list the node's statement belongs to.
    var enclosingStatementList: CodeBlockItemListSyntax? {
        var node = parent
        while let current = node {
            if let list = current.as(CodeBlockItemListSyntax.self) { return list }
            node = current.parent
        }
        return nil
    }
}
