import SwiftSyntax
import SwiftSyntaxSupport

/// How a use of a view written in another view's code shows it on screen, read outward: through
/// the view whose body it is in, the property or function of that view that draws it, or the
/// local constant that keeps it (`ViewsShownByCallers`).
extension ViewsShownByCallers {
    /// How a use in `container`'s code, showing the view as it is there, shows it on screen: in
    /// the body of a view (`container`), through that view's uses; in a property or function of
    /// it, as every place of the file that shows that member does. Nil where neither tells: a
    /// presentation's content (a screen of its own), a member shown nowhere or in mixed places.
    static func useThroughItsView(_ token: TokenSyntax, container: DeclarationOutline.Container,
                                  declaration: DeclarationOutline.Declaration,
                                  in file: inout DeclarationsOfFile, wrappers: AppControlWrappers) -> Use? {
        guard container.isExtension || container.inherited.contains("View"), !isInPresentation(token) else { return nil }
        // A view kept in a local constant (`let label = FilterLabelView(…)`) is shown where the
        // constant is named.
        if let places = token.placesNamingItsLocalConstant {
            let shown = places.map { place -> Use? in
                guard var own = use(ofShown: place, wrappers: wrappers) else { return nil }
                if let outer = useThroughItsView(place, container: container, declaration: declaration, in: &file, wrappers: wrappers) {
                    own = own.inside(outer)
                    own.through = outer.through
                }
                return own
            }
            guard !places.isEmpty, shown.allSatisfy({ $0 != nil }) else { return nil }
            let uses = shown.compactMap { $0 }
            let through = uses.first?.through.flatMap { view in uses.allSatisfy { $0.through == view } ? view : nil }
            return Use.common(to: uses, through: through)
        }
        guard let member = token.drawingMember, token.isInMemberDrawingAView else { return nil }
        if member == "body" { return Use(through: container.name) }
        return useOfMember(member, container: container, declaration: declaration, in: &file, wrappers: wrappers, depth: 1)
    }

    /// How many members deep a member is followed to the body showing it (`body` shows `form`,
    /// which shows `responseSection`, which draws the view: Pulse's filters).
    private static let memberDepth = 3

    /// How the view's member `member` (declared by `declaration`) is shown by the places of the
    /// view's code that name it: in the body, or in another member the body shows, followed up to
    /// `memberDepth` members. Nil where a place does not show it, or it shows nothing to weigh.
    private static func useOfMember(_ member: String, container: DeclarationOutline.Container,
                                    declaration: DeclarationOutline.Declaration, in file: inout DeclarationsOfFile,
                                    wrappers: AppControlWrappers, depth: Int) -> Use? {
        let places = file.references(to: member, inDeclarationsOf: container.name, other: declaration)
        guard !places.isEmpty else { return nil }
        var shown: [Use] = []
        // Shown by the body each time: the view's callers show it too.
        var isShownByBody = true
        for place in places {
            guard var own = use(ofShown: place, wrappers: wrappers) else { return nil }
            if place.drawingMember == "body" && !isInPresentation(place) {
                shown.append(own)
                continue
            }
            let outerDeclaration = file.declaration(holding: place.positionAfterSkippingLeadingTrivia.utf8Offset)
            // A private member nothing shows shows nothing.
            if let outerDeclaration, place.isInPrivateMemberNothingShows(container: container.name, declaration: outerDeclaration, in: &file) {
                continue
            }
            if depth < memberDepth, let outerMember = place.drawingMember, outerMember != "body", place.isInMemberDrawingAView,
               !isInPresentation(place), let outerDeclaration,
               let outer = useOfMember(outerMember, container: container, declaration: outerDeclaration, in: &file,
                                       wrappers: wrappers, depth: depth + 1) {
                own = own.inside(outer)
                if outer.through == nil { isShownByBody = false }
            } else {
                isShownByBody = false
            }
            shown.append(own)
        }
        // Named only in private members nothing shows: the member shows nothing either.
        guard !shown.isEmpty else { return Use(isHidden: true, isNeverShown: true) }
        let shownThere = Use.common(to: shown, through: isShownByBody ? container.name : nil)
        return shownThere.makesAnythingMoot || shownThere.through != nil ? shownThere : nil
    }

    /// How the view `expression` makes is shown where it is written.
    static func use(of expression: ExprSyntax, wrappers: AppControlWrappers) -> Use {
        let chain = ModifierChain(startingAt: expression)
        let enclosing = EnclosingView.all(around: expression)
        let holdingContent = enclosing.filter(\.holdsContent)
        let isNeverShown = BranchesThatNeverRun.isInBranchRunOnMac(expression)
        return Use(isHidden: isNeverShown || chain.hidesWhatItDraws || holdingContent.contains { $0.chain.hidesWhatItDraws },
                   isCombined: RowReadAsFragmentsRule.isGroupedAround(expression)
                       || RowReadAsFragmentsRule.isGroupedAround(expression, wrappers: wrappers.named(by: enclosing)),
                   isLabelled: chain.hasAccessibilityLabel || isLabelledAround(holdingContent),
                   letsALabelThrough: letsALabelThrough(chain, holdingContent),
                   isInControlLabel: enclosing.contains(where: \.isControlLabel),
                   room: horizontalRoom(of: chain, within: holdingContent),
                   isNeverShown: isNeverShown,
                   isTextSizeCapped: ([chain] + holdingContent.map(\.chain)).contains(where: TextSizeCapFacts.capsBelowAccessibilitySizes))
    }

    /// Whether a view around the use, holding it as content, labels what it holds (jami's
    /// `HStack { ConversationAvatarView(…); Text(name) }.accessibilityLabel(Text(name))`): on
    /// views that make no element of their own the label reaches every element inside, as the
    /// front end applies it (`Lowerer.updating`); a control so labelled (jami's call buttons,
    /// `Button(action: onTap) { CallControlIcon(…) }.accessibilityLabel(…)`) reads its own label,
    /// and what its label draws is no element.
    static func isLabelledAround(_ holdingContent: [EnclosingView]) -> Bool {
        labelAround(holdingContent) == true
    }

    /// Whether a label written around the view whose code holds the use (on its callers' uses)
    /// reaches what the use shows: nothing between stops it (paperless's page buttons, in two
    /// private views inside the document preview its screen labels).
    static func letsALabelThrough(_ chain: ModifierChain, _ holdingContent: [EnclosingView]) -> Bool {
        !chain.hasModifier("accessibilityElement") && labelAround(holdingContent) != false
    }

    /// What the views around a use, nearest first, do to a label: true where one labels what it
    /// holds, false where one stops a label written farther out — an unlabelled control, a view
    /// making an element of its own, or a modifier's content (a sheet's, an overlay's: the label
    /// written on the view the modifier is given to is not that content's) — and nil where none
    /// does either.
    private static func labelAround(_ holdingContent: [EnclosingView]) -> Bool? {
        for enclosing in holdingContent {
            let isModifier = enclosing.call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil
            if isModifier || enclosing.isShownElsewhere { return false }
            if enclosing.chain.hasAccessibilityLabel { return true }
            if enclosing.isControlLabel || enclosing.chain.hasModifier("accessibilityElement") { return false }
        }
        return nil
    }

    /// The width left to the view `chain` makes, up to the root of the view it is written in.
    static func horizontalRoom(of chain: ModifierChain, around node: some SyntaxProtocol) -> HorizontalRoom {
        horizontalRoom(of: chain, within: EnclosingView.all(around: node).filter(\.holdsContent))
    }

    /// `horizontalRoom(of:around:)` with the views around that hold it as content, innermost first.
    private static func horizontalRoom(of chain: ModifierChain, within enclosing: [EnclosingView]) -> HorizontalRoom {
        guard !LineLimitIgnoresAccessibilitySizesRule.setsWidth(chain) else { return .limited }
        for enclosing in enclosing {
            if let scrolls = LineLimitIgnoresAccessibilitySizesRule.scrollsSideways(enclosing.call) {
                return scrolls ? .unlimited : .limited
            }
            if LineLimitIgnoresAccessibilitySizesRule.setsWidth(enclosing.chain) { return .limited }
        }
        return .open
    }

    /// How a view's property or function named at `token` is shown there (`content(for: details)`,
    /// `self.sortView`); nil where the name is not shown (an argument passed on, an assignment).
    static func use(ofShown token: TokenSyntax, wrappers: AppControlWrappers) -> Use? {
        shownExpression(at: token).map { use(of: $0, wrappers: wrappers) }
    }

    /// The view a property, function or constant named at `token` makes where it is shown: the
    /// name, `self.name` or the call, written as a statement of view content or under a modifier;
    /// nil where the name is not shown there (an argument passed on, code run by an action).
    static func shownExpression(at token: TokenSyntax) -> ExprSyntax? {
        guard var expression = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init) else { return nil }
        if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expression.id,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            expression = ExprSyntax(member)
        }
        if let call = expression.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
            expression = ExprSyntax(call)
        }
        guard let parent = expression.parent, parent.is(CodeBlockItemSyntax.self) || parent.is(MemberAccessExprSyntax.self),
              EnclosingView.all(around: expression).first?.holdsContent ?? true else { return nil }
        return expression
    }
}
