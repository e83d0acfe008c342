import AccessibilityTree
import SnapshotCodec

/// One entry point lowered under one set of settings: the screen VoiceOver would walk, the
/// modal screens its sheets and alerts would present, and what could not be evaluated.
public struct LoweringResult: Hashable, Codable, Sendable {
    public var entry: EntryPoint
    public var screen: Screen
    /// Sheets, full-screen covers, popovers, alerts and confirmation dialogs, each its own
    /// modal screen (they are not part of `screen`).
    public var modals: [ModalScreen]
    public var diagnostics: [FrontEndDiagnostic]
    /// The run-time decisions the evaluation met and the branch each took: in the first
    /// screen, the first branch of each; in a screen variant, the branches it explores.
    public var branches: [BranchTaken]

    public init(entry: EntryPoint, screen: Screen, modals: [ModalScreen] = [],
                diagnostics: [FrontEndDiagnostic] = [], branches: [BranchTaken] = []) {
        self.entry = entry
        self.screen = screen
        self.modals = modals
        self.diagnostics = diagnostics
        self.branches = branches
    }
}

/// A screen presented modally over another (`.sheet`, `.alert`, …): its root is modal.
public struct ModalScreen: Hashable, Codable, Sendable {
    public enum Presentation: String, Hashable, Codable, Sendable {
        case sheet, fullScreenCover, popover, alert, confirmationDialog
    }

    public var presentation: Presentation
    /// Whether the binding that presents it starts out true, when known from the source.
    public var isPresentedInitially: Bool?
    public var screen: Screen
    /// Where the presenting modifier is written.
    public var source: AccessibilityTree.SourceLocation?

    public init(presentation: Presentation, isPresentedInitially: Bool?, screen: Screen,
                source: AccessibilityTree.SourceLocation?) {
        self.presentation = presentation
        self.isPresentedInitially = isPresentedInitially
        self.screen = screen
        self.source = source
    }
}
