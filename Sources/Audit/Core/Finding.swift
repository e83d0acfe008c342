import AccessibilityTree

/// One thing a person would miss, where it is, and how to fix it.
///
/// Following axe-core's model, a finding is a `violation` when the rule is sure and
/// `needsReview` when a front end could not evaluate something the rule depends on (an unknown
/// view, a colour computed at run time): never dropped silently, never a guess reported as fact.
public struct Finding: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable {
        case violation, needsReview
    }

    public var ruleID: String
    public var severity: Severity
    public var kind: Kind
    /// What a person would miss, in a sentence.
    public var message: String
    public var location: FindingLocation
    /// How to fix it, in words.
    public var fix: String?
    /// A mechanical fix `perceive audit --fix` can apply, where one is safe.
    public var edits: [TextEdit]
    /// Identity that survives line shifts (rule, trimmed line text, element path); set by the
    /// audit runner, used by baselines and SARIF `partialFingerprints`.
    public var fingerprint: String?
    /// For a finding on a captured element: the accessibility identifier it carries, or its
    /// nearest ancestor's; recorded by the audit runner (docs/runtime-capture.md).
    public var identifier: ElementIdentifier?
    /// Other places the finding concerns: the source lines that set `identifier`.
    public var relatedLocations: [RelatedLocation]
    /// The whole element the finding is about (a view with its modifiers), where `location`
    /// points at the part of it to change: the image that lacks a label inside an icon-only
    /// button, the modifier that fixes a size. Nil where only a place is known.
    public var span: SourceSpan?
    /// For a finding to review: eight hex digits naming its rule and the text of the line it
    /// points at, set by the audit runner. `// perceive:reviewed STAMP — reason` settles the
    /// finding while that line is unchanged (`docs/review.md`).
    public var reviewStamp: String?
    /// The UI framework of the code the finding is about, where the rule knows it is UIKit (an
    /// element lowered from UIKit code, a UIKit call); nil otherwise. The reports word the
    /// question of a finding to review for it (`ReviewQuestion`).
    public var framework: SourceFramework?
    /// Where the fix's missing modifier goes, with its text, for a finding whose fix adds one;
    /// shown in every report, never applied by `--fix` (`SuggestedInsertion`).
    public var insertion: SuggestedInsertion?

    public init(ruleID: String, severity: Severity, kind: Kind = .violation, message: String,
                location: FindingLocation, fix: String? = nil, edits: [TextEdit] = [],
                fingerprint: String? = nil, identifier: ElementIdentifier? = nil,
                relatedLocations: [RelatedLocation] = [], span: SourceSpan? = nil, reviewStamp: String? = nil,
                framework: SourceFramework? = nil, insertion: SuggestedInsertion? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
        self.fix = fix
        self.edits = edits
        self.fingerprint = fingerprint
        self.identifier = identifier
        self.relatedLocations = relatedLocations
        self.span = span
        self.reviewStamp = reviewStamp
        self.framework = framework
        self.insertion = insertion
    }
}

extension Finding {
    /// This finding, recorded as being about code of `framework` (`framework`).
    public func about(_ framework: SourceFramework) -> Finding {
        var marked = self
        marked.framework = framework
        return marked
    }

    /// The span, where it says more than the location: the finding points inside the element
    /// (at the image of an icon-only button, at the end of a stack) rather than at its start.
    /// The one-line formats (text, GitHub, JUnit, Markdown) show only this one.
    public var spanAroundLocation: SourceSpan? {
        guard let span, span.file != location.file || span.startLine != location.line
                || span.startColumn != location.column else { return nil }
        return span
    }
}

/// Where a finding points: a place in a file, and for tree findings the element's path.
public struct FindingLocation: Hashable, Codable, Sendable, Comparable {
    public var file: String
    /// 1-based; 1 where only the file is known.
    public var line: Int
    /// 1-based, in UTF-8 bytes (as Xcode counts).
    public var column: Int
    /// For tree findings: the element's path (`root/children[2]`) or id.
    public var elementPath: String?

    public init(file: String, line: Int = 1, column: Int = 1, elementPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.elementPath = elementPath
    }

    public init(_ source: SourceLocation, elementPath: String? = nil) {
        self.init(file: source.file, line: source.line, column: source.column, elementPath: elementPath)
    }

    public static func < (lhs: FindingLocation, rhs: FindingLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.elementPath ?? "") < (rhs.file, rhs.line, rhs.column, rhs.elementPath ?? "")
    }
}

/// Replace the UTF-8 byte range `[start, end)` of a file with `replacement`.
public struct TextEdit: Hashable, Codable, Sendable {
    public var file: String
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(file: String, start: Int, end: Int, replacement: String) {
        self.file = file
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}
