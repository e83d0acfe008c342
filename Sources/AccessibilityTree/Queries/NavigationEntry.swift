/// One stop of VoiceOver's cursor: an element in navigation order, with where it sits.
public struct NavigationEntry: Hashable, Sendable, Identifiable {
    public var element: AccessibilityElement
    /// Where the element is in the tree.
    public var path: ElementPath
    /// The suffix its container adds ("List Start.", "Tab. 1 of 4."), if any.
    public var context: NavigationContext?
    /// The containers that group it (list, landmark, data table, semantic group, tab bar),
    /// outermost first: what the Containers rotor moves between, and whose labels VoiceOver
    /// speaks on entering a semantic group.
    public var containers: [AccessibilityElement]

    public init(element: AccessibilityElement, path: ElementPath, context: NavigationContext? = nil,
                containers: [AccessibilityElement] = []) {
        self.element = element
        self.path = path
        self.context = context
        self.containers = containers
    }

    public var id: ElementID { element.id }
}
