import AccessibilityTree

/// VoiceOver's geometric reading order for views whose declaration order says nothing about
/// position — a `ZStack`'s layers and an `.overlay`'s content over its view: top to bottom,
/// then leading to trailing within a row of 8 pt (docs/voiceover-speech.md, Navigation order).
enum GeometricOrder {
    static let rowTolerance = 8.0

    /// `items` sorted by the top-left corners of their frames; ties keep declaration order.
    static func sorted(_ items: [Lowered]) -> [Lowered] {
        let ranked = items.enumerated().map { (position: $0.offset, item: $0.element, origin: $0.element.frame?.origin) }
        return ranked.sorted { a, b in
            guard let pa = a.origin, let pb = b.origin else { return a.position < b.position }
            if abs(pa.y - pb.y) >= rowTolerance { return pa.y < pb.y }
            if pa.x != pb.x { return pa.x < pb.x }
            return a.position < b.position
        }.map(\.item)
    }
}
