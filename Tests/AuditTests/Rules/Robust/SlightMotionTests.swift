@testable import Audit
import SwiftParser
import SwiftSyntax
import Testing

/// A modifier that only nudges its view between written values is no zoom and no spin; a spring
/// written by its physics is judged by its damping ratio.
@Suite struct SlightMotionTests {
    private func arguments(_ modifier: String) -> LabeledExprListSyntax {
        let call = Parser.parse(source: "view.\(modifier)").statements.first!.item.as(FunctionCallExprSyntax.self)!
        return call.arguments
    }

    @Test func aPressShrinkAndAChevronTurnAreSlight() {
        #expect(MotionKind.isSlight(modifier: "scaleEffect", arguments: arguments("scaleEffect(isPressed ? 0.97 : 1)")))
        #expect(MotionKind.isSlight(modifier: "scaleEffect", arguments: arguments("scaleEffect(isOpen ? 1.08 : isPressed ? 1.02 : 1)")))
        #expect(MotionKind.isSlight(modifier: "rotationEffect", arguments: arguments("rotationEffect(.degrees(isCollapsed ? -90 : 0))")))
        #expect(MotionKind.isSlight(modifier: "rotationEffect", arguments: arguments("rotationEffect(Angle(degrees: shown ? 0 : 180))")))
    }

    @Test func aZoomASpinAndUnknownValuesAreNot() {
        #expect(!MotionKind.isSlight(modifier: "scaleEffect", arguments: arguments("scaleEffect(isBeating ? 1.3 : 1)")))
        #expect(!MotionKind.isSlight(modifier: "scaleEffect", arguments: arguments("scaleEffect(isZoomed ? zoom : 1)")))
        #expect(!MotionKind.isSlight(modifier: "rotationEffect", arguments: arguments("rotationEffect(.degrees(isSpinning ? 360 : 0))")))
        #expect(!MotionKind.isSlight(modifier: "rotationEffect", arguments: arguments("rotationEffect(.radians(isOpen ? 1 : 0))")))
        #expect(!MotionKind.isSlight(modifier: "offset", arguments: arguments("offset(x: isOpen ? 1 : 0)")))
    }
}
