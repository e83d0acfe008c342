import SwiftSyntax
import SwiftSyntaxSupport

/// A context menu, gesture, swipe action or drag and drop attached to a view that VoiceOver,
/// Switch Control and Voice Control never reach: the view, or a view around it, is hidden with
/// `.accessibilityHidden(true)` ("hide this view from system accessibility features", Apple's
/// documentation of `accessibilityHidden(_:)`), or it is an `Image(decorative:)` ("SwiftUI
/// ignores this image for accessibility purposes", Apple's documentation of
/// `init(decorative:scale:orientation:)` and `init(decorative:bundle:)`). Such a view is no
/// element, so nothing attached to it is offered: not its menu's items, not its gestures.
///
/// Not reported, because the evidence is not certain (docs/swiftui-coverage.md, Actions on views
/// nobody reaches): a decorative image the chain then makes an element or gives an accessibility
/// modifier (`.accessibilityElement()`, a label, traits or actions: second-hand accounts
/// disagree on whether SwiftUI then exposes it); a view inside `.accessibilityElement(children:
/// .combine)` or `.ignore` (VoiceOver's double tap lands on the new element's activation point,
/// which may be the view); a view inside a control, whose own action is what people reach; a
/// plain `Color`, a backdrop whose tap dismisses what is in front of it. Not reported either:
/// a view whose actions are offered again by `.accessibilityAction`, `.accessibilityActions` or an
/// `.accessibilityRepresentation` on it or on a view around it, and a control hidden on its own,
/// which `hidden-interactive-element` reports.
public struct ActionOnHiddenViewRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without `.accessibilityHidden(…)` (or `.accessibility(hidden:)`) or `Image(decorative:)`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityHidden", "accessibility",
                                                                         "decorative"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "action-on-hidden-view",
        title: "Action is attached to a view assistive technologies never reach",
        rationale: """
            A view hidden from accessibility, or drawn with `Image(decorative:)`, is no element: \
            VoiceOver, Switch Control and Voice Control never move to it, so the context menu, \
            gestures, swipe actions or drag and drop attached to it are out of reach. What they do \
            must be offered by an element people can reach.
            """,
        wcag: [.keyboard, .nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .swift("""
                Image(decorative: cgImage, scale: 1)
                    .resizable()
                    ↓.contextMenu {
                        Button("Copy") { copy() }
                        Button("Share") { share() }
                    }
                """),
            .swift("""
                Image(systemName: "star")
                    ↓.onTapGesture { toggleFavorite() }
                    .accessibilityHidden(true)
                """),
            .swift("""
                HStack {
                    Text(note.title)
                    Image(note.cover)
                        ↓.onLongPressGesture { showDetails() }
                }
                .accessibilityHidden(true)
                """),
            .swift("""
                let qrCode = Image(decorative: "invoice")
                var body: some View {
                    qrCode↓.contextMenu { Button("Copy") { copy() } }
                }
                """),
            .swift("""
                Text(draft.title)
                    .accessibilityHidden(true)
                    ↓.draggable(draft)
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                Image(decorative: cgImage, scale: 1)
                    .contextMenu { Button("Copy") { copy() } }
                    .accessibilityElement()
                    .accessibilityLabel("QR code")
                    .accessibilityAction(named: "Copy") { copy() }
                """),
            .swift("""
                Button { play() } label: {
                    Image(decorative: "play")
                    Text("Play")
                }
                .contextMenu { Button("Add to queue") { enqueue() } }
                """),
            .swift("""
                VStack {
                    Image(decorative: "map")
                        .onTapGesture { openMap() }
                    Text(venue.name)
                }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Open in Maps") { openMap() }
                """),
            .swift("""
                Map(position: $position)
                    .onTapGesture { select() }
                    .accessibilityHidden(true)
                    .accessibilityRepresentation { Button("Open in Maps") { openMaps() } }
                """),
            .swift("""
                Button("Refresh") { refresh() }
                    .contextMenu { Button("Refresh all accounts") { refreshAll() } }
                    .keyboardShortcut("r", modifiers: .command)
                    .opacity(0)
                    .accessibilityHidden(true)
                """),
            .swift("""
                Image(systemName: "star")
                    .onTapGesture { toggleFavorite() }
                    .accessibilityHidden(false)
                """),
            .swift("""
                Image(decorative: "photo")
                    .contextMenu { Button("Save") { save() } }
                    .accessibilityLabel("Photo of the venue")
                """),
            .swift("""
                AvatarView(account.avatar)
                    .onTapGesture { showAvatar() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityHidden(account.avatar == nil)
                """),
            .swift("""
                Color.black.opacity(0.4)
                    .onTapGesture { dismissMenu() }
                    .accessibilityHidden(true)
                """),
        ])

    /// The modifiers that attach something a person does to a view, with what a sentence says of it.
    static let actionModifiers: [String: String] = [
        "contextMenu": "the context menu here offers", "onTapGesture": "this tap does",
        "onLongPressGesture": "this long press does", "gesture": "this gesture does",
        "simultaneousGesture": "this gesture does", "highPriorityGesture": "this gesture does",
        "swipeActions": "these swipe actions offer", "draggable": "dragging this view does",
        "onDrag": "dragging this view does", "onDrop": "dropping onto this view does",
        "dropDestination": "dropping onto this view does",
    ]

    /// Modifiers that offer a view's actions to assistive technologies another way.
    static let alternatives: Set<String> = ["accessibilityAction", "accessibilityActions",
                                            "accessibilityAdjustableAction", "accessibilityRepresentation"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.modifierCalls(named: Set(Self.actionModifiers.keys)).compactMap { modifier in
            let chain = ModifierChain(containing: modifier.call)
            guard chain.modifiers.contains(where: { $0.call.id == modifier.call.id }),
                  !Self.isControl(chain), !Self.isBackdrop(chain), !Self.offersActions(chain),
                  let reason = Self.unreachability(of: chain, in: file),
                  reason != .decorative || !Self.isReportedOnDecorativeImages(modifier) else { return nil }
            var found = finding(.unreachable(Self.actionModifiers[modifier.name] ?? "this action does", reason),
                                at: file.location(of: modifier.member.period))
            found.span = file.span(of: chain.whole)
            return found
        }
    }

    /// Why the view the chain draws is certainly no element, or nil when it may be one or its
    /// actions are offered around it.
    static func unreachability(of chain: ModifierChain, in file: ParsedSourceFile) -> Unreachability? {
        let around = EnclosingView.all(around: chain.whole).filter(\.holdsContent).map(\.chain)
        guard !around.contains(where: { offersActions($0) || isControl($0) }) else { return nil }
        // A view grouped into one element (`.combine`, `.ignore`) may still get the element's
        // double tap, which lands on its activation point.
        let grouping = around.firstIndex { ["ignore", "combine"].contains($0.elementChildrenBehaviour ?? "") }
        let hiding = isHidden(chain) ? -1 : around.firstIndex(where: isHidden)
        if let hiding {
            if let grouping, grouping > hiding { return nil }
            return hiding < 0 ? .hidden : .hiddenAround
        }
        guard grouping == nil, isDecorativeImage(chain.view, in: file),
              !chain.modifiers.contains(where: { $0.name.hasPrefix("accessibility") }) else { return nil }
        return .decorative
    }

    /// Whether `gesture-only-control` reports the gesture on a decorative image already (the
    /// front end keeps such an image as a view that is no element, with its gestures): a long
    /// press, a double tap, a gesture built with `.gesture(…)` other than a single `TapGesture()`.
    static func isReportedOnDecorativeImages(_ modifier: ModifierChain.Modifier) -> Bool {
        switch modifier.name {
        case "onTapGesture":
            return TapGestureWithoutButtonTraitRule.isMultipleTap(modifier.call)
        case "onLongPressGesture":
            return true
        case "gesture", "simultaneousGesture", "highPriorityGesture":
            guard let gesture = modifier.call.arguments.first?.expression else { return true }
            let tap = ModifierChain.innermostView(of: gesture).as(FunctionCallExprSyntax.self)
            return tap?.calledExpression.calledName != "TapGesture" || tap?.arguments.isEmpty == false
        default:
            return false
        }
    }

    /// Whether the chain hides its view for certain: `.accessibilityHidden(true)` or with no
    /// argument; a condition (`.accessibilityHidden(account.haveAvatar == false)`) may hide it
    /// exactly when its actions do nothing.
    static func isHidden(_ chain: ModifierChain) -> Bool {
        chain.modifiers(named: "accessibilityHidden").contains { modifier in
            modifier.argument().map { $0.booleanLiteralValue == true } ?? true
        }
    }

    /// Whether the chain offers actions to assistive technologies in another way.
    static func offersActions(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { alternatives.contains($0.name) }
    }

    /// Whether the chain draws a control, whose own action is what people reach (and which
    /// `hidden-interactive-element` reports when it is hidden).
    static func isControl(_ chain: ModifierChain) -> Bool {
        HiddenInteractiveElementRule.controls.contains(chain.viewName ?? "")
    }

    /// Whether the chain draws a plain colour: a backdrop whose tap dismisses a keyboard or an
    /// overlay, which VoiceOver's escape gesture and the overlay's own controls do too.
    static func isBackdrop(_ chain: ModifierChain) -> Bool {
        chain.view.firstToken(viewMode: .sourceAccurate)?.text == "Color"
    }

    /// Whether `view` is `Image(decorative:…)`, or names a property or constant of this file
    /// set to one (`let qrCode = Image(decorative: cgImage, scale: 1)`).
    static func isDecorativeImage(_ view: ExprSyntax, in file: ParsedSourceFile) -> Bool {
        if let call = view.as(FunctionCallExprSyntax.self) { return isDecorativeImageCall(call) }
        guard let name = view.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return file.nodes(PatternBindingSyntax.self).contains { binding in
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let value = binding.initializer?.value else { return false }
            return ModifierChain.innermostView(of: value).as(FunctionCallExprSyntax.self).map(isDecorativeImageCall) ?? false
        }
    }

    private static func isDecorativeImageCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.calledName == "Image" && call.arguments.first?.label?.text == "decorative"
    }

    /// Why a view is no element.
    enum Unreachability {
        /// `.accessibilityHidden(true)` on the view itself.
        case hidden
        /// `.accessibilityHidden(true)` on a view around it.
        case hiddenAround
        /// An `Image(decorative:)`.
        case decorative

        var clause: String {
            switch self {
            case .hidden: "the view is hidden from them (`.accessibilityHidden(true)`)"
            case .hiddenAround: "a view around it is hidden from them (`.accessibilityHidden(true)`)"
            case .decorative: "the view is a decorative image (`Image(decorative:)`), which SwiftUI leaves out of accessibility"
            }
        }
    }
}

extension RuleMessage {
    fileprivate static func unreachable(_ action: String, _ reason: ActionOnHiddenViewRule.Unreachability) -> RuleMessage {
        RuleMessage(
            id: "action-on-hidden-view",
            text: """
                What \(action) cannot be reached with VoiceOver, Switch Control or Voice Control: \
                \(reason.clause), so it is no element and nothing attached to it is offered.
                """,
            fix: """
                Make the view an element with a label (`.accessibilityElement()` and \
                `.accessibilityLabel("…")`, instead of hiding it) and offer each of these actions with \
                `.accessibilityAction(named:)`; or move them into `.accessibilityAction(named:)`s of \
                an element people reach.
                """)
    }
}
