import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Every declaration the interpreter may need, gathered once from all files: types with their
/// members (extensions merged in), global constants and functions, `View` extension methods
/// and previews.
struct SourceIndex {
    /// A declaration and the file it is written in.
    struct Member<Syntax> {
        var syntax: Syntax
        var file: ParsedSourceFile
    }

    struct StoredProperty {
        var name: String
        var typeText: String?
        var wrapper: String?
        var wrapperArguments: LabeledExprListSyntax?
        var initializer: ExprSyntax?
        var isLet: Bool
        var isViewBuilder: Bool
        var node: PatternBindingSyntax
    }

    struct TypeDecl {
        enum Kind { case structure, classType, enumeration, actor }

        var name: String
        var kind: Kind
        var file: ParsedSourceFile
        var position: AbsolutePosition
        var conformances: [String]
        var storedProperties: [StoredProperty] = []
        var computedProperties: [String: Member<AccessorBlockSyntax>] = [:]
        var staticProperties: [String: Member<PatternBindingSyntax>] = [:]
        var functions: [String: [Member<FunctionDeclSyntax>]] = [:]
        var initializers: [Member<InitializerDeclSyntax>] = []
        var enumCases: [String] = []

        var isView: Bool { conformances.contains("View") }
        var isViewModifier: Bool { conformances.contains("ViewModifier") }
        var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
    }

    struct Preview {
        var name: String?
        var closure: ClosureExprSyntax
        var file: ParsedSourceFile
        var position: AbsolutePosition
    }

    var types: [String: TypeDecl] = [:]
    /// Type names in the order they were found, for stable listings.
    var typeOrder: [String] = []
    var globals: [String: Member<PatternBindingSyntax>] = [:]
    var globalFunctions: [String: [Member<FunctionDeclSyntax>]] = [:]
    /// Methods added to `View` (and to SwiftUI view types such as `Text`) by extensions.
    var viewExtensionFunctions: [String: [Member<FunctionDeclSyntax>]] = [:]
    var previews: [Preview] = []
    var diagnostics: [FrontEndDiagnostic] = []

    init(files: [ParsedSourceFile]) {
        for file in files {
            if file.hasSyntaxErrors {
                diagnostics.append(FrontEndDiagnostic(
                    .warning, "the file has syntax errors; what could be parsed is used",
                    at: SourceLocation(file: file.path, line: 1, column: 1)))
            }
            collect(file.tree.statements, file: file)
        }
    }

    /// The view types in source order.
    var viewTypes: [TypeDecl] { typeOrder.compactMap { types[$0] }.filter(\.isView) }

    func location(of position: AbsolutePosition, in file: ParsedSourceFile) -> SourceLocation {
        let (line, column) = file.lineAndColumn(of: position)
        return SourceLocation(file: file.path, line: line, column: column)
    }
}
