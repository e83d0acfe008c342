/// A place on an element where a drag can start or a drop can land, offered in VoiceOver's
/// Actions rotor under its name (`UIAccessibilityLocationDescriptor` in
/// `accessibilityDragSourceDescriptors` / `accessibilityDropPointDescriptors`; SwiftUI
/// `accessibilityDragPoint(_:description:)` / `accessibilityDropPoint(_:description:)`).
///
/// WWDC 2018 session 241, "Accessible Drag and Drop": people "activate drags and drops like custom
/// actions", each "with a name".
public struct DragDropPoint: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// Where a drag starts (a drag source).
        case drag
        /// Where a drop lands (a drop point).
        case drop
    }

    public var kind: Kind
    /// What VoiceOver speaks for the item in the Actions rotor.
    public var name: String
    /// Screen points, where a front end could place it.
    public var point: Point?

    public init(kind: Kind, name: String, point: Point? = nil) {
        self.kind = kind
        self.name = name
        self.point = point
    }
}
