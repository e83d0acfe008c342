import AccessibilityTree
import SwiftSyntaxSupport

/// One way of turning an input into screens (and findings of its own): the plug-in point of
/// the audit runner.
///
/// The runner discovers inputs, reads each once, and hands it to every front end registered
/// for its `InputKind`; the screens they return go through every `TreeRule`. A Swift file is
/// parsed once and the same `ParsedSourceFile` goes to every `SourceRule` and every Swift
/// front end. A front end for a new input kind is one more value in `AuditRunner.frontEnds`.
public struct FrontEnd: Sendable {
    /// A name for messages ("snapshot", "SwiftUI").
    public var name: String
    public var kind: InputKind
    /// Reads one input; a thrown error becomes an `InputError` naming the file, never a crash.
    public var read: @Sendable (FrontEndInput) throws -> FrontEndOutput

    public init(name: String, kind: InputKind, read: @escaping @Sendable (FrontEndInput) throws -> FrontEndOutput) {
        self.name = name
        self.kind = kind
        self.read = read
    }
}

/// What a front end is given: the input, its parsed source when it is Swift, and the settings
/// and thresholds of this audit.
public struct FrontEndInput: Sendable {
    public var input: AuditInput
    /// The file parsed once, for `.swiftSource` inputs.
    public var source: ParsedSourceFile?
    /// The settings screens are built under (`--dynamic-type AX3 --bold-text …`).
    public var settings: AccessibilitySettings
    public var configuration: RuleConfiguration

    public init(input: AuditInput, source: ParsedSourceFile? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
                configuration: RuleConfiguration = RuleConfiguration()) {
        self.input = input
        self.source = source
        self.settings = settings
        self.configuration = configuration
    }

    public var path: String { input.path }
}

/// What a front end produced from one input.
public struct FrontEndOutput: Sendable {
    /// Screens for the tree rules.
    public var screens: [Screen]
    /// Findings the front end makes itself (an asset catalog's colour pairs, an unknown view
    /// reported as needing review).
    public var findings: [Finding]

    public init(screens: [Screen] = [], findings: [Finding] = []) {
        self.screens = screens
        self.findings = findings
    }
}
