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
        animation.tokens(viewMode: .sourceAccurate).contains { token in
            guard ["dampingFraction", "bounce"].contains(token.text),
                  let argument = token.parent?.as(LabeledExprSyntax.self),
                  let value = argument.expression.numberLiteralValue else { return false }
            // Apple's `Spring(duration:bounce:)`: a bounce of 0 has no bounce; a positive one is a
            // damping fraction of 1 − bounce.
            return !overshootsVisibly(dampingRatio: token.text == "dampingFraction" ? value : 1 - value)
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
