import SwiftSyntax
import SwiftSyntaxSupport

/// `element.accessibilityFrame = …`: a frame in screen coordinates, which goes stale when the
/// view scrolls or moves.
///
/// `accessibilityFrame` is in screen coordinates; `accessibilityFrameInContainerSpace` follows the
/// container (docs/voiceover-speech.md, Frames in container space). DogRoutePro's graph set "its accessibility frame in
/// container space" (WWDC16 session 202). Computed overrides are not reported. No fix-it: the
/// container-space property exists only on `UIAccessibilityElement`, and syntax cannot tell
/// whether the receiver is one or a view.
public struct ScreenSpaceAccessibilityFrameRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without `accessibilityFrame` set.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityFrame"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "screen-space-accessibility-frame",
        title: "Accessibility frame set in screen coordinates",
        rationale: """
            A frame stored in screen coordinates stays where it was when the content scrolls or \
            rotates. VoiceOver then draws its cursor and sends taps to the wrong place, and \
            touch exploration finds the wrong element.
            """,
        wcag: [.meaningfulSequence, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                for (element, bar) in zip(barElements, bars) {
                    ↓element.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(bar.frame, in: self)
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                for (element, bar) in zip(barElements, bars) {
                    element.accessibilityFrameInContainerSpace = bar.frame
                }
                """),
            .swift("override var accessibilityFrame: CGRect { get { convert(bounds, to: nil) } set {} }"),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(SequenceExprSyntax.self).compactMap { sequence in
            guard let member = sequence.plainAssignment?.target.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "accessibilityFrame" else { return nil }
            return finding(.screenSpace, at: file.location(of: sequence))
        }
    }
}

extension RuleMessage {
    fileprivate static let screenSpace = RuleMessage(
        id: "screen-space-accessibility-frame",
        text: """
            This frame is fixed in screen coordinates: once the view scrolls or moves, VoiceOver \
            outlines and activates the wrong place.
            """,
        fix: """
            Set `accessibilityFrameInContainerSpace` with the frame in the container's coordinates, \
            or compute `accessibilityFrame` in an override each time it is asked for.
            """)
}
