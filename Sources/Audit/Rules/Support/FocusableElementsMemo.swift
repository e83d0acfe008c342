import AccessibilityTree
import Foundation

/// The focusable elements of one screen, built once and shared by the rules that read them.
///
/// The engine runs every tree rule of a screen with one `TreeContext`, and about fifteen of
/// them read the screen's navigation order: built once, not once per rule. Kept for the screen it
/// was built from, so a context handed another screen builds that one's.
final class FocusableElementsMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var built: [Bool: (screen: Screen, elements: [FocusableElement])] = [:]
    private var builds = 0

    /// How many times the elements were built, for tests.
    var buildCount: Int { lock.withLock { builds } }

    /// `screen.focusableElements(respectingModality:)`, built on the first call for that screen.
    func elements(of screen: Screen, respectingModality: Bool) -> [FocusableElement] {
        if let known = lock.withLock({ built[respectingModality] }), known.screen == screen { return known.elements }
        let elements = screen.focusableElements(respectingModality: respectingModality)
        lock.withLock {
            builds += 1
            built[respectingModality] = (screen, elements)
        }
        return elements
    }
}

extension TreeContext {
    /// Every element VoiceOver can focus on `screen`, in swiping order
    /// (`Screen.focusableElements(respectingModality:)`), built once per screen for the rules
    /// sharing this context.
    public func focusableElements(of screen: Screen, respectingModality: Bool = true) -> [FocusableElement] {
        focusables.elements(of: screen, respectingModality: respectingModality)
    }
}
