import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// The kinds of motion WWDC18 session 230 lists as triggers.
enum MotionKind: String {
    case scale = "scaling or zooming"
    case spin = "spinning"
    case planeShift = "a 3D plane shift"
    case multiSpeed = "springy, multi-speed motion"
    case peripheral = "looping background motion"
    case movement = "sliding movement"

    static func of(animation: ExprSyntax) -> MotionKind? {
        let names = Set(animation.tokens(viewMode: .sourceAccurate).map(\.text))
        if names.contains("repeatForever") { return .peripheral }
        if !names.isDisjoint(with: ["spring", "interpolatingSpring", "interactiveSpring", "bouncy", "snappy"]),
           !isCriticallyDamped(animation) {
            return .multiSpeed
        }
        return nil
    }

    /// A spring written with a damping fraction at which it overshoots too little to be seen
    /// (`dampingFraction: 0.9`, `bounce: 0`) settles as an easing curve does, not springy motion.
    private static func isCriticallyDamped(_ animation: ExprSyntax) -> Bool {
        if takesNoBounce(animation) { return true }
        if let ratio = physicalDampingRatio(animation) { return !overshootsVisibly(dampingRatio: ratio) }
        return animation.tokens(viewMode: .sourceAccurate).contains { token in
            guard ["dampingFraction", "bounce"].contains(token.text),
                  let argument = token.parent?.as(LabeledExprSyntax.self),
                  let value = argument.expression.numberLiteralValue else { return false }
            // Apple's `Spring(duration:bounce:)`: a bounce of 0 has no bounce; a positive one is a
            // damping fraction of 1 − bounce.
            return !overshootsVisibly(dampingRatio: token.text == "dampingFraction" ? value : 1 - value)
        }
    }

    /// `.spring(duration: 0.2)`: Apple's `spring(duration:bounce:blendDuration:)` takes a bounce
    /// of 0 when none is given, "a critically damped spring" with no bounce. (`.spring()` with no
    /// duration is `spring(response:dampingFraction:blendDuration:)`, damped at 0.825: it bounces.)
    private static func takesNoBounce(_ animation: ExprSyntax) -> Bool {
        calls(in: animation).contains { call in
            call.calledExpression.calledName == "spring" && call.arguments.first?.label?.text == "duration"
                && !call.arguments.contains { $0.label?.text == "bounce" }
        }
    }

    /// The damping ratio of a spring written by its physics (`.interpolatingSpring(stiffness: 120,
    /// damping: 20)`, `Spring(mass:stiffness:damping:)`): damping ÷ (2 √(stiffness × mass)), the
    /// mass 1 when not given (Apple's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`).
    private static func physicalDampingRatio(_ animation: ExprSyntax) -> Double? {
        for call in calls(in: animation) {
            func value(_ label: String) -> Double? { call.argument(label)?.numberLiteralValue }
            guard let stiffness = value("stiffness"), let damping = value("damping"), stiffness > 0 else { continue }
            let mass = call.argument("mass") == nil ? 1 : value("mass") ?? 0
            guard mass > 0 else { continue }
            return damping / (2 * (stiffness * mass).squareRoot())
        }
        return nil
    }

    /// The calls an animation is written with: itself, when it is one, and every call inside it.
    private static func calls(in animation: ExprSyntax) -> [FunctionCallExprSyntax] {
        [animation.as(FunctionCallExprSyntax.self)].compactMap { $0 } + animation.descendants(FunctionCallExprSyntax.self)
    }

    /// Whether a spring of this damping ratio overshoots its target visibly: by a quarter of a
    /// percent of the distance or more (a ratio under about 0.89). A damped spring's overshoot is
    /// e^(−ζπ/√(1−ζ²)) of the distance: 4.6 % at 0.7 (a bounce one sees), 0.15 % at 0.9 (under
    /// 2 pt on a move the height of a phone's screen, an ease-out to the eye); none at 1 or more.
    static func overshootsVisibly(dampingRatio ratio: Double) -> Bool {
        guard ratio < 1 else { return false }
        return exp(-ratio * .pi / (1 - ratio * ratio).squareRoot()) >= 0.0025
    }

    /// Whether a motion modifier only nudges its view between two written values: a press's
    /// shrink (`.scaleEffect(isPressed ? 0.97 : 1)`, a tenth of the size or less) or a turn of
    /// half a circle or less (`.rotationEffect(.degrees(isExpanded ? 90 : 0))`, a disclosure
    /// chevron). Apple's Reduce Motion guidance names zooming, spinning and large movement (WWDC18
    /// session 230); neither is, and the system's own disclosure chevron turns so.
    static func isSlight(modifier name: String, arguments: LabeledExprListSyntax) -> Bool {
        guard var value = arguments.first?.expression else { return false }
        if name == "rotationEffect" {
            // `.degrees(…)` or `Angle(degrees: …)`: an angle in radians or held in a value is not read.
            guard let angle = value.as(FunctionCallExprSyntax.self),
                  let degrees = angle.calledExpression.calledName == "degrees" ? angle.arguments.first?.expression
                    : angle.calledExpression.calledName == "Angle" ? angle.argument("degrees") : nil else { return false }
            value = degrees
        } else if name != "scaleEffect" {
            return false
        }
        guard let values = choices(value), values.count > 1, let small = values.min(), let large = values.max() else { return false }
        return name == "scaleEffect" ? small > 0 && large / small <= 1.1 : large - small <= 180
    }

    /// The numbers a choice between written numbers may be (`isPressed ? 0.97 : 1`, nested:
    /// `isOpen ? 1.08 : isPressed ? 1.02 : 1`), or nil when one of them is not a written number.
    private static func choices(_ expression: ExprSyntax) -> [Double]? {
        if let number = signedNumber(expression) { return [number] }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return choices(only.expression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self),
              let folded = FoldedExpression.fold(Array(sequence.elements)) else { return nil }
        return choices(folded)
    }

    private static func choices(_ folded: FoldedExpression) -> [Double]? {
        switch folded {
        case .operand(let expression):
            return choices(expression)
        case .ternary(_, let then, let otherwise):
            guard let first = choices(then), let second = choices(otherwise) else { return nil }
            return first + second
        case .binary:
            return nil
        }
    }

    /// `90`, `-90`, `0.97`.
    private static func signedNumber(_ expression: ExprSyntax) -> Double? {
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return negated.expression.numberLiteralValue.map { -$0 }
        }
        return expression.numberLiteralValue
    }

    static func of(modifiers names: [String]) -> MotionKind? {
        if names.contains("rotation3DEffect") { return .planeShift }
        if names.contains("rotationEffect") { return .spin }
        if names.contains("scaleEffect") { return .scale }
        if names.contains("offset") || names.contains("position") { return .movement }
        return nil
    }

    /// Whether a modifier's arguments read anything that can change (`opacity(isDragging ? 0 :
    /// 1)`, `offset(y: dragOffset)`): a name other than a type's or a member's. One written with
    /// constants only (`offset(x: 0, y: -15)`, `frame(width: 50, height: 50)`) never animates.
    static func readsState(_ modifier: ModifierChain.Modifier) -> Bool {
        modifier.call.arguments.contains { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true else {
                    return token.tokenKind == .keyword(.self)
                }
                // `.leading`, `Color.red`: a member named after a dot is a constant's name.
                return token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
            }
        }
    }

    /// Whether what an animation animates only fades or changes colour: every modifier before
    /// it that reads state is an opacity or colour (`.opacity(isDragging ? 0 : 1).animation(.spring())`,
    /// MovieSwiftUI's floating buttons), and the view itself chooses nothing (no `if`, `switch`
    /// or ternary in it). A spring's timing then moves nothing: a fade is what the HIG (Motion)
    /// suggests under Reduce Motion.
    static func onlyFades(_ chain: ModifierChain, changing: [ModifierChain.Modifier]) -> Bool {
        // A gradient whose points change sweeps across the view (Damus's logo): not a fade.
        let fades = changing.allSatisfy { modifier in
            fadingModifiers.contains(modifier.name) && !modifier.call.trimmedDescription.contains("Gradient")
        }
        guard !changing.isEmpty, fades else { return false }
        return !chain.view.tokens(viewMode: .sourceAccurate).contains { token in
            [.keyword(.if), .keyword(.switch), .infixQuestionMark].contains(token.tokenKind)
        }
    }

    static let fadingModifiers: Set<String> = [
        "opacity", "foregroundColor", "foregroundStyle", "tint", "accentColor", "background", "fill",
        "saturation", "brightness", "grayscale", "colorMultiply", "hueRotation", "contrast",
    ]

    static func of(transition: ExprSyntax) -> MotionKind? {
        let names = Set(transition.tokens(viewMode: .sourceAccurate).map(\.text))
        if names.contains("scale") { return .scale }
        if !names.isDisjoint(with: ["move", "slide", "offset", "push"]) { return .movement }
        return nil
    }
}
