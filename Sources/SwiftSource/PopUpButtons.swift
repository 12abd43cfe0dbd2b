import Spec
import SwiftSyntax
import Source

/// An `NSPopUpButton` built in code (SWIFT-SOURCE.md): a menu-style picker of the items its type adds with literal
/// `addItems(withTitles: ["…"])` and `addItem(withTitle: "…")` calls. The items are read only when every call that
/// changes them is one of these (a `removeAllItems()` first is allowed), runs on every path, and all sit in one block,
/// so their order is the statements' order. Adding a title already there moves it last, as NSPopUpButton does. A
/// pull-down button is a menu of commands, not a choice, and is not read.
struct PopUpButtons {
    let places: SyntaxPlaces
    let values: LiteralValues

    /// Every member of a pop-up button that changes its items.
    /// (`item(at:)`, `lastItem` and `itemArray` hand out items whose titles code may change.)
    private static let itemChanges: Set<String> = ["addItem", "addItems", "insertItem", "removeItem", "removeAllItems", "menu", "bind",
                                                   "item", "lastItem", "itemArray", "setTitle"]

    func control(_ button: UIKitControls.Declared, settings: [String: [UIKitControls.Assignment]],
                 calls: [MemberCallFinder.Use],
                 type: Syntax) -> Control? {
        guard pullsDownIsFalse(button.creation, settings: settings) else { return nil }
        let range = places.range(of: button.creation)
        let kind = places.range(of: button.creation.calledExpression)
        let changes = calls.filter { Self.itemChanges.contains($0.method) }
        var wheel = items(changes, type: type) ?? Wheel(values: Located(.unknown(.computed), at: range), range: range)
        wheel.range = range
        let selections = calls.filter { Self.selectionChanges.contains($0.method) }
        if case .list(let rows) = wheel.values.value, let last = changes.last,
           let selected = selection(selections, after: last, items: rows, type: type) {
            wheel.defaultValue = selected
        } else {
            // Without one literal selection after the items, the first item shows, unless code selects another where
            // piclint does not look.
            wheel.defaultMayBeSetInCode = true
        }
        let id = Located(button.name, at: places.range(of: button.nameToken))
        return Control(id: id, kind: Located(.picker, at: kind),
                       details: .picker(Picker(style: Located(.menu, at: kind), wheels: [wheel])), range: range)
    }

    /// Every member of a pop-up button that changes which item is selected.
    private static let selectionChanges: Set<String> = ["selectItem", "select", "selectItemWithTag", "setTitle"]

    /// The item one `selectItem(withTitle: "…")` or `selectItem(at: n)` selects, when it is the only selection, runs on
    /// every path and follows the items in their block. A title that is no item's is kept as written: NSPopUpButton
    /// then selects nothing, which `default-not-in-values` reports.
    private func selection(_ selections: [MemberCallFinder.Use],
                           after last: MemberCallFinder.Use,
                           items: [Located<PickerValue>], type: Syntax) -> Located<PickerValue>? {
        guard selections.count == 1, let only = selections.first, only.method == "selectItem", let call = only.call,
              call.arguments.count == 1, let argument = call.arguments.first, !only.node.isConditional(within: type),
              let block = only.node.enclosingStatementList, block.id == last.node.enclosingStatementList?.id,
              only.node.position > last.node.position else { return nil }
        let at = places.range(of: argument.expression)
        switch argument.label?.text {
        case "withTitle":
            guard let title = values.string(argument.expression) else { return nil }
            return Located(items.first { $0.value.text == title }?.value ?? PickerValue(text: title), at: at)
        case "at":
            guard let index = values.integer(argument.expression), items.indices.contains(index) else { return nil }
            return Located(items[index].value, at: at)
        default:
            return nil
        }
    }

    /// `NSPopUpButton()` and `NSPopUpButton(frame:pullsDown: false)`, with no other `pullsDown` set.
    private func pullsDownIsFalse(_ creation: FunctionCallExprSyntax, settings: [String: [UIKitControls.Assignment]]) -> Bool {
        if let argument = creation.arguments.first(where: { $0.label?.text == "pullsDown" }),
           argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) { return false }
        if let assignments = settings["pullsDown"],
           !assignments.allSatisfy({ $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }) { return false }
        return true
    }

    private func items(_ changes: [MemberCallFinder.Use],
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
                for (node, title) in titles { Self.add(title, at: places.range(of: node), to: &rows) }
            case "addItem" where arguments.count == 1 && arguments[0].label?.text == "withTitle":
                guard let title = values.string(arguments[0].expression) else { return nil }
                Self.add(title, at: places.range(of: arguments[0].expression), to: &rows)
            default:
                return nil
            }
            first = first ?? arguments[0].expression
        }
        guard let first else { return nil }
        return Wheel(values: Located(.list(rows), at: places.range(of: first)), range: places.range(of: first))
    }
}

extension PopUpButtons {
    /// Adds an item as NSPopUpButton does: an item of the same title already there is removed, and the new one goes
    /// last, so a pop-up button never shows a title twice.
    static func add(_ title: String, at range: SourceRange, to rows: inout [Located<PickerValue>]) {
        rows.removeAll { $0.value.text == title }
        rows.append(Located(PickerValue(text: title), at: range))
    }
}

extension Syntax {
    /// The statement list the node's statement belongs to.
    var enclosingStatementList: CodeBlockItemListSyntax? {
        parent?.ancestorOrSelf { $0.as(CodeBlockItemListSyntax.self) }
    }
}
