import Foundation
import SwiftSyntax

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
        let calls = [animation.as(FunctionCallExprSyntax.self)].compactMap { $0 } + animation.descendants(FunctionCallExprSyntax.self)
        return calls.contains { call in
            call.calledExpression.calledName == "spring" && call.arguments.first?.label?.text == "duration"
                && !call.arguments.contains { $0.label?.text == "bounce" }
        }
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
    static func isSlight(modifier name: String, arguments: some SyntaxProtocol) -> Bool {
        guard ["scaleEffect", "rotationEffect"].contains(name),
              let choice = arguments.descendants(SequenceExprSyntax.self).lazy.compactMap(ConditionalChoice.init).first,
              let first = signedNumber(choice.then), let second = signedNumber(choice.otherwise) else { return false }
        if name == "scaleEffect" {
            let (small, large) = (min(first, second), max(first, second))
            return small > 0 && large / small <= 1.1
        }
        return arguments.containsToken(["degrees"]) && abs(first - second) <= 180
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

    static func of(transition: ExprSyntax) -> MotionKind? {
        let names = Set(transition.tokens(viewMode: .sourceAccurate).map(\.text))
        if names.contains("scale") { return .scale }
        if !names.isDisjoint(with: ["move", "slide", "offset", "push"]) { return .movement }
        return nil
    }
}
