/// SwiftUI's views that paint one colour or a gradient of colours: its shapes, `Color` and the
/// gradients. They show no detail: a square one is a dot, not an icon (`SquareThumbnail`), and a
/// blur of one is a glow that smears nothing (`MaterialIgnoresReduceTransparencyRule`).
enum FlatPaint {
    static let views: Set<String> = [
        "Circle", "Ellipse", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule",
        "ContainerRelativeShape", "Color", "LinearGradient", "RadialGradient", "AngularGradient",
        "EllipticalGradient", "MeshGradient",
    ]
}
