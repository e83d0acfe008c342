import Testing
import AccessibilityTree
import SwiftUIFrontEnd

/// One small SwiftUI snippet and the tree the front end must lower it to, for one behaviour.
///
/// A snippet without a `struct` is the body of `struct V: View`. The expected text is
/// `TreeOutline`'s rendering without frames, sources or diagnostics.
struct CorpusCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var settings: AccessibilitySettings
    var expected: String

    init(_ name: String, settings: AccessibilitySettings = AccessibilitySettings(), _ source: String, _ expected: String) {
        self.name = name
        self.source = source
        self.settings = settings
        self.expected = expected
    }

    var testDescription: String { name }

    /// The snippet as a whole file.
    var file: String {
        if source.contains("struct ") || source.contains("#Preview") { return source }
        return "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n" + source + "\n    }\n}\n"
    }

    func lowered() throws -> LoweringResult {
        let hasPreview = file.contains("#Preview") || file.contains("PreviewProvider")
        return try SwiftUIFrontEnd.lower(source: file, path: "V.swift", view: hasPreview ? nil : "V", settings: settings)
    }

    func rendered() throws -> String {
        try TreeOutline(includesDiagnostics: false).render(lowered())
    }
}

extension AccessibilitySettings {
    static func size(_ category: ContentSizeCategory) -> AccessibilitySettings {
        AccessibilitySettings(contentSize: category)
    }
}

