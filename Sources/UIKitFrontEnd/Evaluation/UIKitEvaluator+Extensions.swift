import SwiftSyntax
import SwiftSyntaxSupport

extension UIKitEvaluator {
    /// Runs the method `name` that one of the project's extensions gives the UIKit class of
    /// `object` or a UIKit superclass of it (Green's `extension UILabel { func setStyle(_ type:
    /// LabelStyle) { switch type { case .title: font = .systemFont(ofSize: 26) … } } }`, called
    /// as `lblName.setStyle(.title)` on a nib's label): of the methods the arguments reach, the
    /// nearest class's. Nil when no extension of the audit gives one the call can reach, or when
    /// overloads leave it unclear which runs.
    ///
    /// The types `call`'s arguments name are read only once the app is found to give such a
    /// method: most calls reach UIKit's own.
    mutating func callExtensionMethod(_ name: String, on object: ObjectID, _ arguments: [UIKitArgument],
                                      call: FunctionCallExprSyntax) -> UIKitValue? {
        guard heap[object].kind != .model else { return nil }
        for className in index.uikitLineage(of: heap[object].className) {
            guard let candidates = index.types.extensions(of: className)?.functions[name] else { continue }
            let written = Self.writtenTypes(of: call)
            let reachable = candidates.filter { reaches($0, with: arguments, writtenTypes: written) }
            // Overloads of one class the arguments do not tell apart: which runs is not known.
            guard !reachable.isEmpty else { continue }
            guard reachable.count == 1, let method = reachable.first, let body = method.syntax.body else { return nil }
            return run(body.statements, parameters: method.syntax.signature.parameterClause.parameters, arguments,
                       selfObject: object, typeName: className, file: method.file)
        }
        return nil
    }

    /// A button configuration one of the project's extensions makes (Primal's `extension
    /// UIButton.Configuration { static func simpleImage(_ image: UIImage?) -> UIButton.Configuration
    /// }`, `static func gray(_ text: String)`), called where a configuration goes (`UIButton(
    /// configuration: .gray("Edit"))`) or on the type: run, so the button shows the title and
    /// image it sets. Nil when no static function of the project of that name returning a
    /// configuration takes the arguments' labels, or more than one does; UIKit's own styles
    /// (`.gray()`, without arguments) are then made as before.
    mutating func projectButtonConfiguration(_ name: String, on typeName: String?, _ arguments: [UIKitArgument]) -> UIKitValue? {
        let configuration = UIKitDefaults.buttonConfiguration
        guard typeName == nil || typeName == configuration,
              let candidates = index.types.extensions(of: configuration)?.functions[name] else { return nil }
        let reachable = candidates.filter { function in
            let signature = function.syntax.signature
            return function.syntax.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                && ["UIButton.Configuration", "Configuration", "Self"].contains(signature.returnClause?.type.trimmedDescription ?? "")
                && signature.parameterClause.parameters.accepts(labels: arguments.map(\.label))
        }
        guard reachable.count == 1, let function = reachable.first, let body = function.syntax.body else { return nil }
        return run(body.statements, parameters: function.syntax.signature.parameterClause.parameters, arguments,
                   selfObject: nil, typeName: configuration, file: function.file)
    }

    /// Whether a call with `arguments` reaches `method`: by the arguments' labels, the type an
    /// argument names (`setStyle(CardStyle.light)` reaches `setStyle(_: CardStyle)`), and the
    /// enum declaring each case passed (`setStyle(.title)` reaches `setStyle(_: LabelStyle)`, not
    /// `UIView`'s `setStyle(_: CardStyle)`, whichever class declares it).
    private func reaches(_ method: UIKitClassIndex.Member<FunctionDeclSyntax>, with arguments: [UIKitArgument],
                         writtenTypes: [String?]) -> Bool {
        let parameters = method.syntax.signature.parameterClause.parameters
        guard parameters.accepts(labels: arguments.map(\.label)) else { return false }
        return zip(parameters, zip(arguments, writtenTypes + Array(repeating: nil, count: arguments.count))).allSatisfy { parameter, passed in
            let typeName = parameter.type.trimmedDescription
            if let written = passed.1, written != typeName { return false }
            guard case .enumCase(let caseName) = passed.0.value, let type = index.types[typeName] else { return true }
            return type.staticProperties[caseName] != nil
        }
    }

    /// For each argument of `call`, the type it names when written as a type's member
    /// (`CardStyle.light`: `CardStyle`), else nil.
    private static func writtenTypes(of call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { argument in
            guard let base = argument.expression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
                  base.baseName.text.first?.isUppercase == true else { return nil }
            return base.baseName.text
        }
    }
}
