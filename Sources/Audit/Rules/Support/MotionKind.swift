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

    /// A spring written with `dampingFraction: 1` (or more) or `bounce: 0` settles without
    /// overshooting: an easing curve, not springy motion.
    private static func isCriticallyDamped(_ animation: ExprSyntax) -> Bool {
        animation.tokens(viewMode: .sourceAccurate).contains { token in
            guard ["dampingFraction", "bounce"].contains(token.text),
                  let argument = token.parent?.as(LabeledExprSyntax.self),
                  let value = argument.expression.numberLiteralValue else { return false }
            return token.text == "dampingFraction" ? value >= 1 : value <= 0
        }
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
