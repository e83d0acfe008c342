import AccessibilityTree
import Scenes

/// One of the seed talks' apps as a scene, before or after the fixes the talk makes.
public struct ExampleApp: Sendable {
    /// Before or after the talk's fixes.
    public enum Variant: String, Sendable, CaseIterable {
        case before, after
    }

    /// The name used on the command line (`exceptional-dogs`).
    public var name: String
    public var variant: Variant
    public var title: String
    /// The talk the app comes from.
    public var talk: String
    /// What the example shows, in a sentence.
    public var summary: String
    /// Builds a fresh scene in its initial state, laid out under the given settings.
    private let sceneFactory: @Sendable (AccessibilitySettings) -> any Scene

    public init(name: String, variant: Variant, title: String, talk: String, summary: String,
                makeScene: @escaping @Sendable (AccessibilitySettings) -> any Scene) {
        self.name = name
        self.variant = variant
        self.title = title
        self.talk = talk
        self.summary = summary
        self.sceneFactory = makeScene
    }

    /// A fresh scene in its initial state. Scenes whose layout follows the display settings
    /// (Dynamic Type in the conference app) lay out under `settings`; the others ignore them.
    public func makeScene(settings: AccessibilitySettings = AccessibilitySettings()) -> any Scene {
        sceneFactory(settings)
    }

    /// `name` for the after variant, `name:before` for the before one: what `--example` takes.
    public var qualifiedName: String { variant == .after ? name : "\(name):\(variant.rawValue)" }
}
