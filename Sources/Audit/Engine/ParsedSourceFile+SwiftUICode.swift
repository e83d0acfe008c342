import SwiftSyntax
import SwiftSyntaxSupport

/// Whether a Swift file may hold SwiftUI code, for the rules that read SwiftUI code only.
///
/// A file of UIKit or AppKit code that never names SwiftUI holds none: session-ios's own
/// `TextField`, a `UITextField`, is no SwiftUI text field. A file sees the symbols of another module only through an import declaration (The Swift
/// Programming Language, Declarations › Import Declaration): of SwiftUI itself, or of a module that
/// re-exports it. A file that imports modules, none of them SwiftUI, and writes no `View` type
/// (`some View`, `ViewBuilder`, `ViewModifier`, `AnyView`) calls another library's `Text` or
/// `Toggle`: a static site's `Text(title).font(.title1)` in Ignite's HTML, a settings model's own
/// `Toggle(preferenceKey:)`. A file that imports nothing may be given SwiftUI by its module, and
/// one that writes a `View` type by a module re-exporting SwiftUI: both are still read.
extension ParsedSourceFile {
    var mayHoldSwiftUICode: Bool {
        let isPlatformCodeOnly = !text.containsBytes("SwiftUI")
            && (text.containsBytes("import UIKit") || text.containsBytes("import AppKit"))
        guard !isPlatformCodeOnly else { return false }
        let modules = importedModules
        return modules.isEmpty || modules.contains("SwiftUI") || namesViewTypes
    }

    /// The modules the file imports (`SwiftUI` for `import struct SwiftUI.Color`), those inside
    /// `#if` clauses too.
    var importedModules: Set<String> {
        Set(Self.imports(in: tree.statements).compactMap { $0.path.first?.name.text })
    }

    private static func imports(in statements: CodeBlockItemListSyntax) -> [ImportDeclSyntax] {
        statements.flatMap { statement -> [ImportDeclSyntax] in
            if let declaration = statement.item.as(ImportDeclSyntax.self) { return [declaration] }
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [ImportDeclSyntax] in
                guard case .statements(let inner) = clause.elements else { return [] }
                return imports(in: inner)
            }
        }
    }

    /// Whether the file writes one of SwiftUI's view types as a name of code (not in a string).
    private var namesViewTypes: Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return Self.viewTypeNames.contains(name)
        }
    }

    private static let viewTypeNames: Set<String> = ["View", "ViewBuilder", "ViewModifier", "AnyView"]
}
