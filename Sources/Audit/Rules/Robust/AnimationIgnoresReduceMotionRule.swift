import SwiftSyntax
import SwiftSyntaxSupport

/// Motion animations in a view that never reads Reduce Motion.
///
/// WWDC18 session 230 names five kinds of motion that trouble people with vestibular conditions:
/// scaling and zooming, spinning and vortex effects, plane shifting (3D), multi-speed or springy
/// motion, and peripheral (background, looping) movement. Reported: `.transition` that moves or
/// scales, `.animation` on a view that is scaled, rotated or moved or with a spring or a
/// repeating animation, and `withAnimation` with a spring or repeating animation or in a view
/// that scales, rotates or moves things. Cross-fades (`.opacity`) are what Reduce Motion asks for
/// and are not reported.
///
/// In UIKit (`AnimationIgnoresReduceMotionRule+UIKit.swift`): `UIView.animate` with a spring,
/// a repeat or a transform that scales, rotates or translates; `UIViewPropertyAnimator` with a
/// bouncy damping ratio or such a transform; Core Animation on `transform` or `position`; flip
/// and curl transitions. Alpha-only animations are cross-fades and are not reported.
public struct AnimationIgnoresReduceMotionRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without an animation or transition of SwiftUI or UIKit.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["animation", "transition", "withAnimation", "animate", "animateKeyframes", "addAnimations", "UIViewPropertyAnimator", "CASpringAnimation", "CABasicAnimation", "CAKeyframeAnimation"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "animation-ignores-reduce-motion",
        title: "Animation ignores Reduce Motion",
        rationale: """
            Zooming, spinning, 3D plane shifts, springy multi-speed motion and movement at the \
            edge of view can cause dizziness and nausea for people with inner-ear conditions. \
            They turn on Reduce Motion; a view that never reads it keeps moving. Replace the \
            motion with a cross-fade or something equally engaging, rather than just removing it.
            """,
        wcag: [.animationFromInteractions, .pauseStopHide],
        hig: "Accessibility › Motion",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                struct Heart: View {
                    @State private var isBeating = false
                    var body: some View {
                        Image(systemName: "heart.fill")
                            .scaleEffect(isBeating ? 1.3 : 1)
                            ↓.animation(.easeInOut(duration: 0.6).repeatForever(), value: isBeating)
                    }
                }
                """),
            .swift("""
                struct Card: View {
                    var body: some View {
                        content
                            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
                            .onTapGesture { ↓withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) { angle += 180 } }
                    }
                }
                """),
            .swift("detail↓.transition(.scale.combined(with: .opacity))"),
            .swift("""
                VStack {
                    header
                    if showsDetail {
                        detail↓.transition(.move(edge: .bottom))
                    }
                }
                """),
            // A group hands its transition to the branch it shows; an app's modifier may insert the view.
            .swift("""
                ZStack {
                    Group {
                        switch status {
                        case .playing: Label("Pause", systemImage: "pause.fill")
                        case .paused: Label("Play", systemImage: "play.fill")
                        }
                    }
                    ↓.transition(.scale)
                    ConnectivityBanner()
                        ↓.transition(.move(edge: .top))
                        .renderedIf(showsConnectivityError)
                }
                """),
            .swift("""
                struct Zoom: View {
                    @State private var isZoomed = false
                    var body: some View {
                        photo
                            .scaleEffect(isZoomed ? 2 : 1)
                            .onTapGesture(count: 2) { ↓withAnimation { isZoomed.toggle() } }
                    }
                }
                """),
            // Declaring the setting is not reading it: this spring runs whatever it says.
            .swift("""
                struct Sheet: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var isShown = false
                    var body: some View {
                        Panel()
                            .offset(y: isShown ? 0 : 400)
                            ↓.animation(.spring(response: 0.4, dampingFraction: 0.6), value: isShown)
                        Button("Details") { isShown.toggle() }.disabled(reduceMotion && isShown)
                    }
                }
                """),
            .swift("Button(\"Open\") { ↓withAnimation(.spring(duration: 0.4, bounce: 0.3)) { isOpen.toggle() } }"),
            // A panel dragged by the finger that springs back with a bounce when let go.
            .swift("""
                struct Panel: View {
                    @State private var dragOffset: CGFloat = 0
                    var body: some View {
                        Color.blue
                            .offset(y: dragOffset)
                            .gesture(DragGesture()
                                .onChanged { value in dragOffset = value.translation.height }
                                .onEnded { _ in ↓withAnimation(.spring()) { dragOffset = 0 } })
                    }
                }
                """),
        ] + uikitTriggeringExamples,
        nonTriggeringExamples: [
            // A dot pulsing in opacity forever: a fade, not motion.
            .swift("""
                struct RecordingDot: View {
                    @State private var isDim = false
                    var body: some View {
                        Circle().fill(.red).frame(width: 12, height: 12)
                            .opacity(isDim ? 0.3 : 1)
                            .animation(.easeInOut(duration: 0.8).repeatForever(), value: isDim)
                            .onAppear { isDim = true }
                    }
                }
                """),
            // A spring on a fade moves nothing: the offset and frame are constants, only the
            // opacity follows the drag.
            .swift("""
                Image(systemName: "arrow.swap")
                    .frame(width: 50, height: 50)
                    .offset(x: 60, y: 30)
                    .opacity(draggedViewState.isDragging ? 0 : 1)
                    .animation(.spring())
                """),
            // The chevron's own animation is judged where it is written; the `withAnimation`
            // moves nothing else.
            .swift("""
                struct Header: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var isExpanded = false
                    var body: some View {
                        Button { withAnimation { isExpanded.toggle() } } label: {
                            Image(systemName: "chevron.right")
                                .rotationEffect(.degrees(isExpanded ? 90 : 0))
                                .animation(reduceMotion ? nil : .easeInOut, value: isExpanded)
                        }
                    }
                }
                """),
            .swift("""
                struct Heart: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var isBeating = false
                    var body: some View {
                        Image(systemName: "heart.fill")
                            .scaleEffect(isBeating ? 1.3 : 1)
                            .animation(reduceMotion ? nil : .easeInOut.repeatForever(), value: isBeating)
                    }
                }
                """),
            .swift("""
                struct Zoom: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var isZoomed = false
                    var body: some View {
                        photo
                            .scaleEffect(isZoomed ? 2 : 1)
                            .onTapGesture(count: 2) {
                                if reduceMotion { isZoomed.toggle() } else { withAnimation(.bouncy) { isZoomed.toggle() } }
                            }
                    }
                }
                """),
            .swift("""
                struct Spinner: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var angle = 0.0
                    var body: some View {
                        Image(systemName: "arrow.2.circlepath")
                            .rotationEffect(.degrees(angle))
                            .onAppear { if !reduceMotion { spin() } }
                    }
                    func spin() {
                        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
                    }
                }
                """),
            .swift("""
                struct Pulse: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var isOn = false
                    var body: some View {
                        Circle()
                            .scaleEffect(reduceMotion ? 1 : (isOn ? 1.2 : 1))
                            .animation(.easeInOut.repeatForever(), value: isOn)
                            .onTapGesture { withAnimation { isOn.toggle() } }
                    }
                }
                """),
            .swift("""
                struct Drawer: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var isOpen = false
                    var body: some View {
                        Menu().offset(x: isOpen ? 0 : -300)
                        Button("Menu") { open() }
                    }
                    func open() {
                        guard !reduceMotion else { isOpen = true; return }
                        withAnimation(.spring) { isOpen = true }
                    }
                }
                """),
            .swift("detail.transition(.opacity)"),
            // On a stack always drawn in its container: the transition never runs.
            .swift("""
                VStack {
                    messages
                    HStack {
                        TextField("Message", text: $text)
                        if !text.isEmpty { Button("Send") { send() } }
                    }
                    .transition(.move(edge: .trailing))
                }
                """),
            .swift("label.animation(.easeInOut, value: color)"),
            .swift("Button(\"Open\") { withAnimation(.spring(response: 0.35, dampingFraction: 1)) { isOpen.toggle() } }"),
            // Overshoots by 0.15 % of the distance: an ease-out to the eye.
            .swift("Button(\"Open\") { withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { isOpen.toggle() } }"),
            .swift("Button(\"Open\") { withAnimation(.spring(duration: 0.4, bounce: 0.05)) { isOpen.toggle() } }"),
            // A press's 3 % shrink and a disclosure chevron's quarter turn: no zoom, no spin.
            .swift("""
                struct PressStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .scaleEffect(configuration.isPressed ? 0.97 : 1)
                            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
                    }
                }
                """),
            .swift("""
                struct SectionHeader: View {
                    @State private var isCollapsed = false
                    var body: some View {
                        Image(systemName: "chevron.down")
                            .rotationEffect(.degrees(isCollapsed ? -90 : 0))
                            .onTapGesture { withAnimation { isCollapsed.toggle() } }
                    }
                }
                """),
            .swift("""
                struct Bubble: View {
                    @State private var isOpen = false
                    @State private var isPressed = false
                    var body: some View {
                        Text("Hi")
                            .scaleEffect(isOpen ? 1.08 : isPressed ? 1.02 : 1)
                            .animation(.easeOut(duration: 0.1), value: isOpen)
                    }
                }
                """),
            // Damped at 20 ÷ (2 √120) ≈ 0.91: an overshoot of 0.1 %, an ease-out to the eye.
            .swift("Button(\"Open\") { withAnimation(.interpolatingSpring(stiffness: 120, damping: 20)) { isOpen.toggle() } }"),
            // The image follows the finger, and goes on the way it was thrown when the drag ends
            // (a spring that bounces back at the end is still reported).
            .swift("""
                struct Viewer: View {
                    @State private var dismissOffset: CGFloat = 0
                    var body: some View {
                        Image("photo")
                            .offset(y: dismissOffset)
                            .gesture(DragGesture()
                                .onChanged { value in dismissOffset = value.translation.height }
                                .onEnded { _ in withAnimation(.easeOut) { dismissOffset = 1000 } })
                    }
                }
                """),
            // No bounce given: Apple's default is 0, a critically damped spring.
            .swift("HStack { ForEach(results, id: \\.self) { Image(systemName: $0) } }.animation(.spring(duration: 0.2), value: results)"),
            .swift("""
                struct Fields: View {
                    @State private var fields: [Field] = []
                    var body: some View {
                        Button("Add field") { withAnimation { fields.append(Field()) } }
                        Handle().offset(y: dragOffset)
                    }
                }
                """),
            .swift("""
                struct Badge: View {
                    var body: some View { Circle().scaleEffect(scale).animation(motion, value: scale) }
                }
                extension Badge {
                    var motion: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .spring }
                }
                """),
        ] + uikitNonTriggeringExamples,
        fixExamples: [
            FixExample(
                before: """
                    struct Spinner: View {
                        var body: some View {
                            Image(systemName: "arrow.2.circlepath")
                                .rotationEffect(angle)
                                ↓.animation(.linear(duration: 1), value: angle)
                        }
                    }
                    """,
                after: """
                    struct Spinner: View {
                        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                        var body: some View {
                            Image(systemName: "arrow.2.circlepath")
                                .rotationEffect(angle)
                                .animation(reduceMotion ? nil : .linear(duration: 1), value: angle)
                        }
                    }
                    """),
            FixExample(
                before: """
                    struct Pulse: View {
                        @State private var isOn = false
                        var body: some View {
                            Circle()
                                .scaleEffect(isOn ? 1.2 : 1)
                                ↓.animation(.easeInOut.repeatForever(), value: isOn)
                                .onAppear { ↓withAnimation(.bouncy) { isOn = true } }
                        }
                    }
                    """,
                after: """
                    struct Pulse: View {
                        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                        @State private var isOn = false
                        var body: some View {
                            Circle()
                                .scaleEffect(isOn ? 1.2 : 1)
                                .animation(reduceMotion ? nil : .easeInOut.repeatForever(), value: isOn)
                                .onAppear { withAnimation(reduceMotion ? nil : .bouncy) { isOn = true } }
                        }
                    }
                    """),
            // A view that already has the property keeps it: only the animation is wrapped.
            FixExample(
                before: """
                    struct Sheet: View {
                        @Environment(\\.accessibilityReduceMotion) var motionReduced
                        var body: some View {
                            Panel()
                                .offset(y: offset)
                                ↓.animation(.spring, value: offset)
                        }
                    }
                    """,
                after: """
                    struct Sheet: View {
                        @Environment(\\.accessibilityReduceMotion) var motionReduced
                        var body: some View {
                            Panel()
                                .offset(y: offset)
                                .animation(motionReduced ? nil : .spring, value: offset)
                        }
                    }
                    """),
        ] + uikitFixExamples)

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        var modifiers: [SyntaxIdentifier: [ReadingModifier]] = [:]
        var uses: [SyntaxIdentifier: SettingUse] = [:]
        let animations = file.nodes(FunctionCallExprSyntax.self).compactMap { motion(of: $0, modifiers: &modifiers) }
            .filter { !adapts($0, uses: &uses) }
        let swiftUI = animations.map { animation in
            finding(.motion(animation.kind), at: file.location(of: animation.anchor),
                    edits: fix(animation, in: file))
        }
        return swiftUI + uikitFindings(in: file)
    }

    private struct Animation {
        var call: FunctionCallExprSyntax
        var anchor: Syntax
        var kind: MotionKind
        /// The animation argument `reduceMotion ? nil : …` can wrap.
        var animationArgument: ExprSyntax?
        /// The arguments of the modifiers that move what a `withAnimation` changes
        /// (`.scaleEffect(isZoomed ? 2 : 1)` for `withAnimation { isZoomed.toggle() }`).
        var drivingArguments: [Syntax] = []

        var isFixable: Bool { animationArgument != nil }
    }

    /// A modifier applied in a type (`scaleEffect`) and the names its arguments read.
    private struct ReadingModifier {
        var name: String
        var reads: Set<String>
        var arguments: Syntax
    }

    /// Whether the animation itself is chosen by Reduce Motion (`SettingUse`): its arguments or
    /// body, a condition around it, a modifier of its view, or the modifiers that move what it
    /// changes read the setting. A type that only declares the setting has not adapted its
    /// animations.
    ///
    /// - Parameter uses: the readers of the setting in each type scope, found once per scope.
    private func adapts(_ animation: Animation, uses: inout [SyntaxIdentifier: SettingUse]) -> Bool {
        let call = animation.call
        guard SettingReaders.scope(of: call, reads: SettingReaders.reduceMotion) else { return false }
        let scope = call.enclosingTypeScope.id
        let use = uses[scope] ?? SettingUse(around: call, setting: SettingReaders.reduceMotion)
        uses[scope] = use
        let code = call.arguments.map(Syntax.init) + (call.trailingClosure.map { [Syntax($0)] } ?? [])
            + animation.drivingArguments
        let chain = call.calledExpression.is(MemberAccessExprSyntax.self) ? ModifierChain(containing: call) : nil
        return use.adapts(call, code: code, chain: chain)
    }

    /// - Parameter modifiers: the modifiers of each type scope of the file, found once per scope
    ///   for every `withAnimation` in it.
    private func motion(of call: FunctionCallExprSyntax, modifiers: inout [SyntaxIdentifier: [ReadingModifier]]) -> Animation? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            switch member.declName.baseName.text {
            case "animation":
                guard let argument = call.arguments.first?.expression, argument.booleanLiteralValue == nil,
                      !argument.is(NilLiteralExprSyntax.self) else { return nil }
                let chain = ModifierChain(containing: call)
                let changing = chain.modifiers.prefix { $0.call.id != call.id }.filter(MotionKind.readsState)
                let before = changing.filter { !MotionKind.isSlight(modifier: $0.name, arguments: $0.call.arguments) }.map(\.name)
                guard let kind = MotionKind.of(animation: argument) ?? MotionKind.of(modifiers: before),
                      ![.multiSpeed, .peripheral].contains(kind) || !MotionKind.onlyFades(chain, changing: changing) else { return nil }
                let canWrap = call.arguments.count == 2 && call.arguments.last?.label?.text == "value"
                return Animation(call: call, anchor: Syntax(member.period), kind: kind,
                                 animationArgument: canWrap ? argument : nil)
            case "transition":
                guard member.base?.trimmedDescription != "UIView", let argument = call.arguments.first?.expression,
                      let kind = MotionKind.of(transition: argument),
                      !TransitionPlace.neverAppearsOnItsOwn(ModifierChain(containing: call)) else {
                    return nil
                }
                return Animation(call: call, anchor: Syntax(member.period), kind: kind, animationArgument: nil)
            default:
                return nil
            }
        }
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation" else { return nil }
        let argument = call.arguments.first?.expression
        let changed = call.trailingClosure.map { Self.referencedNames(in: Syntax($0)) } ?? []
        // Movement that carries on a drag is no trigger of its own; a bounce at its end still is.
        let driving = DragContinuation.settlesADrag(call) ? []
            : drivingModifiers(in: call.enclosingTypeScope, driven: changed, known: &modifiers)
        let kind = argument.flatMap(MotionKind.of(animation:)) ?? MotionKind.of(modifiers: driving.map(\.name))
        guard let kind else { return nil }
        return Animation(call: call, anchor: Syntax(call), kind: kind, animationArgument: argument,
                         drivingArguments: driving.filter { MotionKind.of(modifiers: [$0.name]) != nil }.map(\.arguments))
    }

    /// The names of the modifiers applied anywhere in `scope` (`scaleEffect`, `offset`…) whose
    /// arguments read one of `names`, not properties that happen to share a name.
    ///
    /// `withAnimation { isZoomed.toggle() }` moves things only when a motion modifier depends on
    /// what it changes (`.scaleEffect(isZoomed ? 2 : 1)`); animating a list insertion or a colour
    /// in a type that also has an unrelated `.offset` is not motion.
    ///
    /// - Parameter known: the modifiers of each scope read so far, by the scope's identifier.
    private func drivingModifiers(in scope: Syntax, driven names: Set<String>,
                                  known: inout [SyntaxIdentifier: [ReadingModifier]]) -> [ReadingModifier] {
        let applied = known[scope.id] ?? Self.readingModifiers(in: scope)
        known[scope.id] = applied
        return applied.filter {
            !$0.reads.isDisjoint(with: names) && !Self.animatesItself($0, on: names)
                && !Self.isSlight($0)
        }
    }

    private static func isSlight(_ modifier: ReadingModifier) -> Bool {
        modifier.arguments.as(LabeledExprListSyntax.self).map { MotionKind.isSlight(modifier: modifier.name, arguments: $0) } ?? false
    }

    /// Whether the modifier's view has an `.animation(_:value:)` of its own after it, on a value
    /// `names` holds: that animation moves it when the value changes ("Applies the given
    /// animation to this view when the specified value changes", Apple's `animation(_:value:)`),
    /// and is judged where it is written, not again at a `withAnimation` changing the value.
    private static func animatesItself(_ modifier: ReadingModifier, on names: Set<String>) -> Bool {
        guard let call = modifier.arguments.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let chain = ModifierChain(containing: call)
        return chain.modifiers.drop { $0.call.id != call.id }.dropFirst().contains { later in
            later.name == "animation" && later.call.arguments.contains { argument in
                argument.label?.text == "value" && !referencedNames(in: Syntax(argument.expression)).isDisjoint(with: names)
            }
        }
    }

    /// The modifiers applied anywhere in `scope`, in source order, with the names their arguments read.
    private static func readingModifiers(in scope: Syntax) -> [ReadingModifier] {
        scope.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  member.base != nil, let call = member.parent?.as(FunctionCallExprSyntax.self) else { return nil }
            return ReadingModifier(name: token.text, reads: referencedNames(in: Syntax(call.arguments)),
                                   arguments: Syntax(call.arguments))
        }
    }

    /// The names a piece of code reads or writes, last in each path: `{ isLiked = status.favourited }`
    /// gives `isLiked` and `favourited`, `{ isOpen.toggle() }` gives `isOpen` and `toggle`; bases
    /// of longer paths such as `viewModel.` are left out.
    private static func referencedNames(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else {
                return nil
            }
            guard let period = token.nextToken(viewMode: .sourceAccurate), period.tokenKind == .period else {
                return token.text
            }
            let afterMember = period.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
            return afterMember?.tokenKind == .leftParen || afterMember?.tokenKind == .leftBrace ? token.text : nil
        })
    }

    /// Wrap the animation in `reduceMotion ? nil : …` and add the environment property, or use
    /// the one the type already has.
    ///
    /// Every fix in one type inserts the same property at the same place, so applying several
    /// together adds it once (identical edits count once) and each also stands alone.
    private func fix(_ animation: Animation, in file: ParsedSourceFile) -> [TextEdit] {
        guard let argument = animation.animationArgument,
              let type = animation.call.enclosingTypeScope.as(StructDeclSyntax.self),
              let firstMember = type.memberBlock.members.first else { return [] }
        if let property = Self.reduceMotionProperty(of: type) {
            return [file.edit(inserting: "\(property) ? nil : ", before: argument)]
        }
        let indentation = firstMember.leadingIndentation
        return [
            file.edit(inserting: "@Environment(\\.accessibilityReduceMotion) private var reduceMotion\n" + indentation,
                      before: firstMember),
            file.edit(inserting: "reduceMotion ? nil : ", before: argument),
        ]
    }
}

extension AnimationIgnoresReduceMotionRule {
    /// The name of the type's property bound to `\.accessibilityReduceMotion`, if it has one.
    static func reduceMotionProperty(of type: StructDeclSyntax) -> String? {
        type.memberBlock.members.lazy.compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.trimmedDescription.contains("accessibilityReduceMotion") else { return nil }
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }.first
    }
}

extension RuleMessage {
    fileprivate static func motion(_ kind: MotionKind) -> RuleMessage {
        RuleMessage(
            id: "animation-ignores-reduce-motion",
            text: """
                This animation uses \(kind.rawValue) even when Reduce Motion is on: people with \
                vestibular conditions can feel dizzy or sick watching it.
                """,
            fix: """
                Read `@Environment(\\.accessibilityReduceMotion)` and use a cross-fade or no motion \
                when it is on (`.animation(reduceMotion ? nil : …, value:)`).
                """)
    }
}
