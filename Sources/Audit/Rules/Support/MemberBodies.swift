import SwiftSyntax

/// The bodies of the computed properties and functions each type of a file declares (or the
/// file itself, outside any type), by name: read once per type for every view a rule asks about,
/// not once per view (a screen of two thousand lines holds hundreds of stacks).
///
/// Lives as long as one rule's check of one file, while the file's tree does.
final class MemberBodies {
    private var byScope: [SyntaxIdentifier: [String: [Syntax]]] = [:]

    /// The bodies of the members named `name` in `node`'s own type (or file), in source order:
    /// what `ViewText.bodiesOfMembers(named: [name], around: node)` gives.
    func named(_ name: String, around node: some SyntaxProtocol) -> [Syntax] {
        let scope = node.enclosingTypeScope
        if let index = byScope[scope.id] { return index[name] ?? [] }
        var index: [String: [Syntax]] = [:]
        for token in scope.tokens(viewMode: .sourceAccurate) {
            let body = ViewText.memberBody(declaredBy: token)
            if !body.isEmpty { index[token.text, default: []] += body }
        }
        byScope[scope.id] = index
        return index[name] ?? []
    }
}
