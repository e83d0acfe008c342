import SwiftSyntax
import SwiftUIFrontEnd

/// What a stack shows, counted from its builder closure: texts, images, and whether it holds a
/// control or a list (which a row of fragments must not, or combining it would hide them).
/// Nested stacks, groups and `if` branches are counted as part of the stack.
struct RowPieces {
    var texts = 0
    var images = 0
    /// Texts written directly in the stack, not in a nested one.
    var ownTexts = 0
    /// How each text written directly in the stack is styled, in order.
    var ownTextEmphases: [TextEmphasis] = []
    var hasControlOrList = false
    /// Whether a `Divider` is written directly in the stack: in a vertical stack it parts
    /// sections (a screen's logo and title from its list of points), which no row has.
    var hasDivider = false
    /// What is written directly in the stack, in order (nested stacks and groups not split).
    var ownPieces: [RowPiece] = []
    /// Whether a view of the app's own type (not a thumbnail) is written directly in the stack:
    /// what it shows, a post with its buttons or a line of text, this file does not say.
    var holdsViewOfTheApp = false
    /// Every text of the stack, nested ones too, as written.
    var allTexts: [ExprSyntax] = []

    /// Views of the app's own types drawn in a square frame, which are most likely an icon or an
    /// avatar (`Blockie(address:).frame(width: size, height: size)`); their declarations are in
    /// other files, so whether they draw an image is a guess.
    var thumbnails: Int { ownPieces.count { $0.kind == .thumbnail } }

    var count: Int { texts + images }

    static let controls: Set<String> = ["Button", "Toggle", "TextField", "SecureField", "TextEditor", "NavigationLink",
                                        "Menu", "Picker", "Slider", "Stepper", "Link", "ShareLink", "DatePicker",
                                        "ColorPicker", "PasteButton", "EditButton"]
    static let lists: Set<String> = ["ForEach", "List", "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid",
                                     "LazyHGrid", "Grid", "Form", "TabView", "ViewThatFits"]
    static let containers = ViewText.layoutContainers
    /// The built-in views a row is read from.
    static let pieceViews: Set<String> = ["Text", "Label", "Image", "AsyncImage"]
    /// Views that read their content as one element (docs/swiftui-defaults.md, Grouping children).
    static let combiningViews: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Label", "Toggle",
                                              "ShareLink", "Picker"]
    static let events: Set<String> = ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
                                      "highPriorityGesture", "swipeActions", "contextMenu", "draggable"]

    /// The members of the file's types, read once for all its stacks.
    private let members: MemberBodies

    init(_ statements: CodeBlockItemListSyntax, members: MemberBodies) {
        self.members = members
        for item in statements { add(item.item, nested: false) }
    }

    /// Whether the pieces make a row that reads as fragments: an icon with text, or (side by
    /// side) a title and a value.
    /// Side by side, two or more texts make a row unless each is already grouped or labelled on
    /// its own ("Posted 5 minutes ago" beside "3 comments"): then each part reads whole.
    func isFragmentRow(horizontal: Bool) -> Bool {
        let plainOwnText = ownPieces.contains(where: \.kind.isText)
        return (images + thumbnails >= 1 && texts >= 1) || (horizontal && ownTexts >= 2 && plainOwnText && !isPeerValues)
    }

    /// Whether the texts are values of one kind side by side, each the same formatting of another
    /// value (`Text(formatTime(startTime))`, `Spacer()`, `Text(formatTime(endTime))`: the start and
    /// end of a trim): neither names the other, so combined they read no better ("0.0s, 6.0s")
    /// than apart. A title beside its value (`Text(item.name)`, `Text(item.price)`) is no such pair.
    var isPeerValues: Bool {
        guard images + thumbnails == 0, ownTexts == texts, ownPieces.allSatisfy(\.kind.isText) else { return false }
        let shapes = ownPieces.map { FormattedValue(text: $0.expression) }
        guard let first = shapes.first, let shape = first else { return false }
        return shapes.allSatisfy { $0 == shape }
    }

    /// Whether the pieces are a title over its value: two plain `Text`s or `Label`s alone (no
    /// heading, no large title, no view grouped on its own), the first set off as a title or the
    /// second set back as a value ("Network name" in bold over "Ethereum"); or a title set off over
    /// two or more lines all set back (a banner's title over its subtitle and hint).
    var isTitleOverValue: Bool {
        guard images == 0, texts >= 2, ownTexts == texts, ownTextEmphases.count == texts else { return false }
        if texts > 2 {
            return ownTextEmphases[0] == .title && ownTextEmphases.dropFirst().allSatisfy { $0 == .secondary }
        }
        let (title, value) = (ownTextEmphases[0], ownTextEmphases[1])
        guard ![.heading, .largeTitle, .secondary].contains(title), ![.heading, .largeTitle, .title].contains(value) else {
            return false
        }
        return title == .title || value == .secondary
    }

    /// An icon and its caption written first in a stack whose other content is read on its own
    /// (a control, or a title or heading): the icon and the caption are one thing, though the
    /// whole stack is not ("avatar, Satoshi" over "Signature request"). Nil when there is none.
    var leadingIconAndCaption: (icon: RowPiece, caption: RowPiece)? {
        guard ownPieces.count >= 3, ownPieces[0].kind.isIcon,
              case .text(let caption) = ownPieces[1].kind, !caption.isSetOff else { return nil }
        let rest = ownPieces.dropFirst(2)
        guard !rest.contains(where: { $0.kind == .list }) else { return nil }
        let standsApart = rest.contains { piece in
            switch piece.kind {
            case .control: true
            case .text(let emphasis): emphasis.isSetOff
            default: false
            }
        }
        return standsApart ? (ownPieces[0], ownPieces[1]) : nil
    }

    /// The last of the texts, when the stack holds nothing but one or more pictures and, all under
    /// them or all over them, its texts: in a vertical stack, a picture over its caption or over a
    /// heading and its message, or a heading and its message over an illustration.
    var lastTextBesidePictures: RowPiece? {
        guard texts > 0, texts < ownPieces.count,
              ownPieces.allSatisfy({ $0.kind.isText || $0.kind == .image }),
              ownPieces.prefix(texts).allSatisfy(\.kind.isText) || ownPieces.suffix(texts).allSatisfy(\.kind.isText)
        else { return nil }
        return ownPieces.last(where: \.kind.isText)
    }

    /// The second of a title over its value (`isTitleOverValue`).
    var valueUnderTitle: RowPiece? {
        ownPieces.count == 2 ? ownPieces[1] : nil
    }

    /// Whether a chain sets how the view is read: grouped, labelled, hidden or replaced. A
    /// container (`.accessibilityElement(children: .contain)`) keeps its children as elements of
    /// their own (docs/swiftui-defaults.md, Grouping children), so it groups nothing.
    static func groups(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            if modifier.name == "accessibilityElement" { return chain.elementChildrenBehaviour != "contain" }
            return ["accessibilityLabel", "accessibilityHidden", "accessibilityRepresentation",
                    "accessibilityChildren", "accessibilityValue"].contains(modifier.name)
        }
    }

    private mutating func add(_ item: CodeBlockItemSyntax.Item, nested: Bool) {
        if let expression = item.as(ExprSyntax.self) {
            add(expression, nested: nested)
        } else if let statement = item.as(ExpressionStmtSyntax.self) {
            add(statement.expression, nested: nested)
        } else if let ifConfig = item.as(IfConfigDeclSyntax.self),
                  case .statements(let statements)? = CompilationConditions().activeClause(of: ifConfig)?.elements {
            // `#if os(tvOS) … #else Slider(…) #endif`: the pieces the iOS build draws.
            for inner in statements { add(inner.item, nested: nested) }
        }
    }

    private mutating func add(_ expression: ExprSyntax, nested: Bool) {
        if let conditional = expression.as(IfExprSyntax.self) {
            addBranches(of: conditional, nested: nested)
            return
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            // One case is shown at a time, as one branch of an `if` is.
            var cases: [RowPieces] = []
            for case .switchCase(let switchCase) in switchExpression.cases { cases.append(RowPieces(switchCase.statements, members: members)) }
            addLargest(cases, nested: nested)
            return
        }
        let view = ModifierChain.innermostView(of: expression)
        let chain = ModifierChain(startingAt: view)
        guard let calledName = view.calledName else { return }
        let name = DeclaredProperty.isText(view) ? "Text" : calledName
        let isList = Self.lists.contains(name)
        if Self.controls.contains(name) || isList || chain.modifiers.contains(where: { Self.events.contains($0.name) }) {
            hasControlOrList = true
            record(isList ? .list : .control, expression, nested: nested)
            return
        }
        if chain.isAccessibilityHidden { return }
        if Self.groups(chain) {
            // A view of its own type may be a control (a custom button with a label): not counted.
            guard Self.pieceViews.contains(name) || Self.containers.contains(name) else { return }
            // Counted as a text, but no title or value of a pair: its style is its own.
            texts += 1
            allTexts.append(expression)
            if !nested { ownTexts += 1 }
            record(.grouped, expression, nested: nested)
            return
        }
        switch name {
        case "Divider":
            if !nested { hasDivider = true }
        case "Text", "Label":
            texts += 1
            allTexts.append(expression)
            let emphasis = TextEmphasis(chain)
            if !nested { ownTexts += 1; ownTextEmphases.append(emphasis) }
            record(.text(emphasis), expression, nested: nested)
        case "Image", "AsyncImage":
            if view.as(FunctionCallExprSyntax.self)?.arguments.first?.label?.text != "decorative" {
                images += 1
                record(.image, expression, nested: nested)
            }
        default:
            // A control drawn by a property or function of the view (`CopyButton` as a computed
            // property holding a `Button`): combining the stack would swallow it as one written here.
            let namesMember = view.is(DeclReferenceExprSyntax.self)
                || view.as(FunctionCallExprSyntax.self)?.calledExpression.is(DeclReferenceExprSyntax.self) == true
            let members = namesMember ? members.named(name, around: view) : []
            // Else a view of the app's named as a control (`RetryButton()`, `WidgetEnergyRefreshButton()`),
            // drawn in another file.
            if members.contains(where: Self.drawsControl)
                || (members.isEmpty && SquareThumbnail.isViewOfTheApp(name) && Self.namesAControl(name)) {
                hasControlOrList = true
                record(.control, expression, nested: nested)
                return
            }
            if SquareThumbnail.isThumbnail(name, chain) {
                record(.thumbnail, expression, nested: nested)
                return
            }
            if !nested, SquareThumbnail.isViewOfTheApp(name) { holdsViewOfTheApp = true }
            guard Self.containers.contains(name), let call = view.as(FunctionCallExprSyntax.self),
                  let content = call.trailingClosure ?? call.argument("content")?.as(ClosureExprSyntax.self) else { return }
            let before = count
            for item in content.statements { add(item.item, nested: name != "Group" || nested) }
            if name != "Group", count > before { record(.nested, expression, nested: nested) }
        }
    }

    /// Whether a member's body draws a control (a `Button`, a `Toggle`, …) at its outermost views.
    private static func drawsControl(_ body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            controls.contains(token.text) && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
        }
    }

    private mutating func record(_ kind: RowPiece.Kind, _ expression: ExprSyntax, nested: Bool) {
        if !nested { ownPieces.append(RowPiece(kind: kind, expression: expression)) }
    }

    /// An `if`: the branch that shows the most, since one of them is shown at a time.
    private mutating func addBranches(of conditional: IfExprSyntax, nested: Bool) {
        var branches = [RowPieces(conditional.body.statements, members: members)]
        var elseBody = conditional.elseBody
        while let body = elseBody {
            if let next = body.as(IfExprSyntax.self) {
                branches.append(RowPieces(next.body.statements, members: members))
                elseBody = next.elseBody
            } else {
                if let block = body.as(CodeBlockSyntax.self) { branches.append(RowPieces(block.statements, members: members)) }
                elseBody = nil
            }
        }
        addLargest(branches, nested: nested)
    }

    private mutating func addLargest(_ branches: [RowPieces], nested: Bool) {
        guard let largest = branches.max(by: { $0.count < $1.count }) else { return }
        texts += largest.texts
        allTexts += largest.allTexts
        images += largest.images
        if !nested {
            ownTexts += largest.ownTexts
            ownTextEmphases += largest.ownTextEmphases
            ownPieces += largest.ownPieces
        }
        hasControlOrList = hasControlOrList || branches.contains { $0.hasControlOrList }
    }

    /// Whether an app's view type is named as a control is (`RetryButton`, `SwitchSuggestionButton`,
    /// `ProfileLink`): a button or a link of the app's, drawn in another file.
    private static func namesAControl(_ name: String) -> Bool {
        ["Button", "Link", "Toggle", "Picker", "Menu"].contains { name.hasSuffix($0) }
    }
}
