import SwiftSyntax
import SwiftSyntaxSupport

/// An announcement posted from a value-change handler with no check of the time since the last.
///
/// WWDC26 session 220's coffee dispenser posts an announcement as the value changes, "But not
/// every change though. That would get noisy. Instead, I track what was last spoken and when", at
/// least 0.3 seconds apart. Handlers: `onChange`, `didSet`, a gesture's `onChanged`, a `Binding`'s
/// `set`. A handler that mentions a clock or a time (`Date`, `ContinuousClock`,
/// `timeIntervalSince`…) or throttles is taken as checking.
public struct UnthrottledAnnouncementsRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without an announcement posted.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["announcement", "Announcement"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "unthrottled-announcements",
        title: "Announcements are not throttled",
        rationale: """
            A slider dragged by passthrough changes its value dozens of times a second. Announcing \
            every change makes VoiceOver cut itself off mid-word ("Six… Se… Seve…") until the \
            person hears nothing useful.
            """,
        wcag: [.statusMessages],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                slider.onChange(of: ounces) { _, newValue in
                    ↓AccessibilityNotification.Announcement("\\(newValue) ounces").post()
                }
                """),
            .swift("""
                var level: Double = 0 {
                    didSet { ↓UIAccessibility.post(notification: .announcement, argument: "\\(level) ounces") }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                slider.onChange(of: ounces) { _, newValue in
                    let now = Date()
                    guard now.timeIntervalSince(lastAnnouncement) >= 0.3 else { return }
                    lastAnnouncement = now
                    AccessibilityNotification.Announcement("\\(newValue) ounces").post()
                }
                """),
            .swift("Button(\"Save\") { save(); UIAccessibility.post(notification: .announcement, argument: \"Saved\") }"),
        ])

    /// Names a handler uses when it checks time or throttles.
    static let timeChecks: Set<String> = ["Date", "timeIntervalSince", "timeIntervalSinceNow", "ContinuousClock",
                                          "SuspendingClock", "DispatchTime", "CACurrentMediaTime", "throttle",
                                          "debounce", "uptimeNanoseconds", "Instant"]
    /// Closures and accessors run on every change of a value.
    static let changeHandlers: Set<String> = ["onChange", "onChanged", "onReceive", "onContinuousHover"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard isAnnouncement(call), let handler = changeHandler(around: call),
                  !handler.containsToken(Self.timeChecks) else { return nil }
            return finding(.unthrottled, at: file.location(of: call))
        }
    }

    /// `UIAccessibility.post(notification: .announcement, …)` or `AccessibilityNotification.Announcement(…)`.
    private func isAnnouncement(_ call: FunctionCallExprSyntax) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "post",
           member.base?.calledName == "UIAccessibility" {
            return call.argument("notification")?.calledName == "announcement"
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "Announcement", member.base?.calledName == "AccessibilityNotification" {
            return true
        }
        return false
    }

    /// The closure or accessor around `node` that runs whenever a value changes.
    private func changeHandler(around node: some SyntaxProtocol) -> Syntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let accessor = parent.as(AccessorDeclSyntax.self),
               ["didSet", "willSet", "set"].contains(accessor.accessorSpecifier.text) {
                return parent
            }
            if let closure = current.as(ClosureExprSyntax.self) {
                let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text
                if let name = owner?.calledExpression.calledName, Self.changeHandlers.contains(name) {
                    return Syntax(closure)
                }
                if owner?.calledExpression.calledName == "Binding", label == "set" { return Syntax(closure) }
            }
            current = parent
        }
        return nil
    }
}

extension RuleMessage {
    fileprivate static let unthrottled = RuleMessage(
        id: "unthrottled-announcements",
        text: """
            This announcement is posted on every change of a value: while it changes quickly, \
            VoiceOver interrupts itself over and over and the listener hears only fragments.
            """,
        fix: """
            Announce only when the value has really changed and some time has passed since the \
            last announcement (0.3 s in Apple's coffee dispenser example).
            """)
}
