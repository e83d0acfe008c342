import AccessibilityTree
import SwiftSyntaxSupport
import SwiftUIFrontEnd

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
    /// For a front end that reads each file in the light of the whole project (a view declared
    /// in one file, shown by a preview in another): indexes, once per audit, every Swift file of
    /// it as it is parsed, then gives the reader used for each input instead of `read`. Its
    /// trees are kept in the store it is given, which lets go of those it has no room for; its
    /// `#if` clauses are read as built for the platform it is given; each file is read with the
    /// files of its own app of the layout it is given.
    public var project: (@Sendable (SyntaxTreeStore?, TargetPlatform, AppLayout) -> ProjectBuilder)?
    /// Whether its screens' elements carry the source location they are written at: tree
    /// findings at the same place are then one problem, however many screens show the element
    /// (a row in a list, a view in several previews), and are reported once.
    public var placesElementsInSource: Bool

    /// Reads one input into screens and findings.
    public typealias Reader = @Sendable (FrontEndInput) throws -> FrontEndOutput

    /// Indexes a project file by file, then reads each input with the whole project at hand.
    public struct ProjectBuilder: Sendable {
        /// Indexes one Swift file; called once per file, in input order, one call at a time.
        public var add: @Sendable (ParsedSourceFile) -> Void
        /// The reader, once every file is added. The inputs it reads come without their tree
        /// (`FrontEndInput.source` is nil): the project has them.
        public var finish: @Sendable () -> ProjectReader

        public init(add: @escaping @Sendable (ParsedSourceFile) -> Void, finish: @escaping @Sendable () -> ProjectReader) {
            self.add = add
            self.finish = finish
        }
    }

    public init(name: String, kind: InputKind, read: @escaping Reader) {
        self.name = name
        self.kind = kind
        self.read = read
        self.project = nil
        self.placesElementsInSource = false
    }

    /// A front end that indexes the whole project before reading each file; on its own, `read`
    /// treats the input's file as the whole project.
    public init(name: String, kind: InputKind, placesElementsInSource: Bool,
                project: @escaping @Sendable (SyntaxTreeStore?, TargetPlatform, AppLayout) -> ProjectBuilder) {
        self.name = name
        self.kind = kind
        self.read = { input in
            let builder = project(nil, input.platform, .oneApp)
            if let source = input.source { builder.add(source) }
            return try builder.finish().read(input)
        }
        self.project = project
        self.placesElementsInSource = placesElementsInSource
    }
}

/// What a whole-project front end builds once per audit: the reader of each input, and what
/// else of the project that reading depends on.
public struct ProjectReader: Sendable {
    public var read: FrontEnd.Reader
    /// For the result cache (`docs/cache.md`): what reading the input at a path depends on
    /// besides the declarations of the files it names (SwiftUI: which entry points the file's
    /// screens start from, which previews in other files decide), as text; "" for nothing more.
    public var context: @Sendable (String) -> String
    /// For the result cache: the paths of the files whose contents decide the answer to one of
    /// the look-ups a reading reported (`FrontEndOutput.lookups`), now; nil for a look-up it does
    /// not understand (the entry is then not used).
    public var answer: @Sendable (String) -> [String]?
    /// The paths of the other files whose reading places elements in the given files (SwiftUI:
    /// the files whose previews show their views), read too when an audit reports only in some
    /// files of a project (`ProjectScope`).
    public var placingIn: @Sendable (Set<String>) -> [String]

    public init(read: @escaping FrontEnd.Reader, context: @escaping @Sendable (String) -> String = { _ in "" },
                answer: @escaping @Sendable (String) -> [String]? = { _ in nil },
                placingIn: @escaping @Sendable (Set<String>) -> [String] = { _ in [] }) {
        self.read = read
        self.context = context
        self.answer = answer
        self.placingIn = placingIn
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
    /// The platform the code is read as built for (`--platform`).
    public var platform: TargetPlatform
    /// Whether the reading reports what it looked up in the project (`FrontEndOutput.lookups`):
    /// only a result cache reads them, so an audit without one asks for none.
    public var recordsLookups = true

    public init(input: AuditInput, source: ParsedSourceFile? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
                configuration: RuleConfiguration = RuleConfiguration(), platform: TargetPlatform = .iOS) {
        self.input = input
        self.source = source
        self.settings = settings
        self.configuration = configuration
        self.platform = platform
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
    /// What a whole-project front end looked up in the project to read this input, each as text
    /// its `ProjectReader.answer` understands: the result cache reuses the output only while
    /// every answer is the same (`docs/cache.md`). Reading must depend on nothing else of the
    /// project but the input's own contents and `ProjectReader.context`.
    public var lookups: [String]

    public init(screens: [Screen] = [], findings: [Finding] = [], lookups: [String] = []) {
        self.screens = screens
        self.findings = findings
        self.lookups = lookups
    }
}
