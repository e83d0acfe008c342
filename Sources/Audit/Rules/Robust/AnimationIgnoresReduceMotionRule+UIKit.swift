import SwiftSyntax
import SwiftSyntaxSupport

/// The UIKit half of `animation-ignores-reduce-motion`: `UIView.animate`, `UIViewPropertyAnimator`,
/// Core Animation and view transitions in a type that never reads
/// `UIAccessibility.isReduceMotionEnabled` (or `prefersCrossFadeTransitions`).
///
/// Reported when the motion is one WWDC18 session 230 lists: a transform that scales, rotates or
/// translates (`CGAffineTransform(scaleX:y:)`, `rotationAngle:`, `translationX:y:`,
/// `CATransform3D…`), a spring that overshoots (`usingSpringWithDamping:` or `dampingRatio:`
/// below 1, written or a constant of the file), a repeating animation, a property animator's
/// `addAnimations` with such a transform, Core Animation on `transform` or `position`, and flip or curl
/// transitions. Animating `alpha`, colours or layout constants alone is not reported, nor are
/// activity and progress indicators (spinners, refresh controls), which UIKit's own keep turning.
extension AnimationIgnoresReduceMotionRule {
    static let uikitTriggeringExamples: [RuleExample] = [
        .swift("""
            final class HeartButton: UIButton {
                @objc func toggleFavorite() {
                    ↓UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 6) {
                        self.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                    }
                }
            }
            """),
        .swift("""
            final class VinylRecordView: UIView {
                func startSpinning() {
                    let spin = ↓CABasicAnimation(keyPath: "transform.rotation.z")
                    spin.toValue = Double.pi * 2
                    spin.repeatCount = .infinity
                    layer.add(spin, forKey: "spin")
                }
            }
            """),
        .swift("""
            final class CardView: UIView {
                func flip(to back: UIView) {
                    ↓UIView.transition(from: self, to: back, duration: 0.5, options: .transitionFlipFromRight)
                }
            }
            """),
    ]

    static let uikitNonTriggeringExamples: [RuleExample] = [
        // A border pulsing while the app waits: only its opacity changes, nothing moves.
        .swift("""
            final class KeyPromptView: UIView {
                private let borderView = UIView()
                func pulse() {
                    UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [.repeat, .autoreverse]) {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.borderView.alpha = 1 }
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.borderView.alpha = 0 }
                    }
                }
            }
            """),
        .swift("""
            final class GalleryController: UIViewController {
                func show(_ gallery: UIView) {
                    gallery.alpha = 0
                    view.addSubview(gallery)
                    UIView.animate(withDuration: 0.3) { gallery.alpha = 1 }
                }
            }
            """),
        .swift("""
            final class HeartButton: UIButton {
                @objc func toggleFavorite() {
                    guard !UIAccessibility.isReduceMotionEnabled else { return }
                    UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 6) {
                        self.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                    }
                }
            }
            """),
        .swift("""
            final class ComposeViewController: UIViewController {
                func keyboardWillShow(height: CGFloat) {
                    bottomConstraint.constant = height
                    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
                }
                func moveIndicator() {
                    // WooCommerce's tab underline: damping 0.9 overshoots by under a point.
                    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: -0.5,
                                   options: .curveEaseInOut, animations: { self.view.layoutIfNeeded() })
                }
            }
            """),
    ]

    static let uikitFixExamples: [FixExample] = [
        FixExample(
            before: """
                final class Badge: UIView {
                    func pop() {
                        ↓UIView.animate(withDuration: 0.2) { self.transform = CGAffineTransform(scaleX: 1.4, y: 1.4) }
                    }
                }
                """,
            after: """
                final class Badge: UIView {
                    func pop() {
                        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2) { self.transform = CGAffineTransform(scaleX: 1.4, y: 1.4) }
                    }
                }
                """),
    ]

    /// The UIKit animations of `file` that move, in types that never read Reduce Motion.
    func uikitFindings(in file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("UIView") || file.text.containsBytes("Animat") else { return [] }
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let kind = Self.uikitMotion(of: call), !Self.isProgressIndicator(around: call),
                  !SettingReaders.scope(of: call, reads: SettingReaders.reduceMotion) else { return nil }
            return finding(.uikitMotion(kind), at: file.location(of: call), edits: Self.instantEdit(call, kind: kind, in: file))
        }
    }

    /// Whether the animation belongs to an activity or progress indicator (a spinner, a refresh
    /// control), which UIKit's own `UIActivityIndicatorView` keeps turning under Reduce Motion:
    /// the type, the function or the variable it is stored in is named so.
    private static func isProgressIndicator(around call: FunctionCallExprSyntax) -> Bool {
        let words = ["spinner", "loading", "progress", "refresh", "activity"]
        var names: [String] = []
        if let type = call.enclosingTypeScope.as(ClassDeclSyntax.self) { names.append(type.name.text) }
        if let function = call.enclosingFunctionName { names.append(function) }
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            names.append(binding.pattern.trimmedDescription)
        }
        return names.contains { name in words.contains(where: name.lowercased().contains) }
    }

    private static func uikitMotion(of call: FunctionCallExprSyntax) -> MotionKind? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "UIView" {
            switch member.declName.baseName.text {
            case "animate", "animateKeyframes":
                let closures = call.allClosures
                // A loop that only fades (KeePassium's border pulsing while it waits for a key): no motion.
                if onlyFades(closures) { return nil }
                return springOrRepeat(call, damping: "usingSpringWithDamping") ?? transformKind(in: closures)
            case "transition":
                let options = call.argument("options")?.trimmedDescription ?? ""
                return ["transitionFlip", "transitionCurl"].contains(where: options.contains) ? .planeShift : nil
            default:
                return nil
            }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addAnimations" {
            return transformKind(in: call.allClosures)
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch name {
        case "UIViewPropertyAnimator":
            return springOrRepeat(call, damping: "dampingRatio") ?? transformKind(in: call.allClosures)
        case "CASpringAnimation":
            return .multiSpeed
        case "CABasicAnimation", "CAKeyframeAnimation":
            guard let path = call.argument("keyPath")?.stringLiteralValue else { return nil }
            if path.hasPrefix("transform.rotation") { return .spin }
            if path.hasPrefix("transform.translation") || path.hasPrefix("position") { return .movement }
            if path.hasPrefix("transform") { return .scale }
            return nil
        default:
            return nil
        }
    }

    /// A spring that overshoots (damping below 1) or an animation that repeats.
    private static func springOrRepeat(_ call: FunctionCallExprSyntax, damping label: String) -> MotionKind? {
        if let options = call.argument("options"), options.containsToken(["repeat"]) { return .peripheral }
        if let damping = call.argument(label).flatMap(numberValue), MotionKind.overshootsVisibly(dampingRatio: damping) {
            return .multiSpeed
        }
        return nil
    }

    /// A number literal, or a constant of the same file given one (`Animations.springDamping`
    /// with `static let springDamping: CGFloat = 0.7`).
    private static func numberValue(_ expression: ExprSyntax) -> Double? {
        if let value = expression.numberLiteralValue { return value }
        guard let name = expression.calledName, expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
        else { return nil }
        return expression.root.descendants(PatternBindingSyntax.self).lazy.compactMap { binding in
            binding.pattern.trimmedDescription == name ? binding.initializer?.value.numberLiteralValue : nil
        }.first
    }

    /// The properties an animation may change without moving anything: it fades or recolours.
    static let fadingProperties: Set<String> = ["alpha", "opacity", "backgroundColor", "tintColor", "textColor", "borderColor"]

    /// Whether every property the closures set (and at least one) only fades or recolours a view:
    /// a spring's timing or a repeat then moves nothing (WCAG 2.3.3's motion animation leaves out
    /// "changes of color, blurring, or opacity"; the HIG's Motion suggests a dissolve under
    /// Reduce Motion).
    private static func onlyFades(_ closures: [ClosureExprSyntax]) -> Bool {
        let assignments = closures.flatMap { closure in
            closure.descendants(SequenceExprSyntax.self).compactMap(UIKitPropertyAssignment.init)
        }
        // A call may move views (`layoutIfNeeded()` after a constraint changed, a method of the app's).
        let calls = closures.flatMap { $0.descendants(FunctionCallExprSyntax.self) }.compactMap(\.calledExpression.calledName)
        return !assignments.isEmpty && assignments.allSatisfy { fadingProperties.contains($0.property) }
            && calls.allSatisfy(colourCalls.contains) && transformKind(in: closures) == nil
    }

    /// Calls in an animation that only make a colour or add a keyframe.
    private static let colourCalls: Set<String> = ["addKeyframe", "UIColor", "CGColor", "withAlphaComponent"]

    /// The motion of the transforms the closures set.
    private static func transformKind(in closures: [ClosureExprSyntax]) -> MotionKind? {
        let names = Set(closures.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) })
        if names.contains("CATransform3DRotate") || names.contains("CATransform3DMakeRotation") { return .planeShift }
        if names.contains("rotationAngle") || names.contains("rotated") { return .spin }
        if names.contains("scaleX") || names.contains("scaledBy") || names.contains("CATransform3DMakeScale") { return .scale }
        if names.contains("translationX") || names.contains("translatedBy") || names.contains("CATransform3DMakeTranslation") {
            return .movement
        }
        return nil
    }

    /// `UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : d)`: the change
    /// happens at once when Reduce Motion is on. Not offered for repeating animations.
    private static func instantEdit(_ call: FunctionCallExprSyntax, kind: MotionKind, in file: ParsedSourceFile) -> [TextEdit] {
        guard kind != .peripheral, call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animate",
              let duration = call.argument("withDuration") else { return [] }
        return [file.edit(inserting: "UIAccessibility.isReduceMotionEnabled ? 0 : ", before: duration)]
    }
}

extension RuleMessage {
    fileprivate static func uikitMotion(_ kind: MotionKind) -> RuleMessage {
        RuleMessage(
            id: "animation-ignores-reduce-motion.uikit",
            text: """
                This animation uses \(kind.rawValue) even when Reduce Motion is on: people with \
                vestibular conditions can feel dizzy or sick watching it.
                """,
            fix: """
                Check `UIAccessibility.isReduceMotionEnabled` and, when it is on, cross-fade \
                (animate `alpha`) or make the change without motion.
                """)
    }
}
