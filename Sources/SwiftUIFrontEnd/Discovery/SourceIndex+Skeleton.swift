import SwiftSyntax
import SwiftSyntaxSupport

/// The text of a file indexed from its declaration skeleton, whose members' names are read by
/// a byte scan of the whole text at each member's place (`LexedNames`) instead of from a tree:
/// a skeleton's tree lacks the bodies, and parsing the whole text while indexing is what the
/// skeleton saves.
struct SkeletonText {
    let file: SourceFileHandle
    private let bytes: [UInt8]

    init(file: SourceFileHandle) {
        self.file = file
        bytes = Array(file.text.utf8)
    }

    /// The names in `node`, a node of the skeleton's tree, as the whole text holds them; where the
    /// scan is unsure of the text, read from the node in the whole tree (parsed for it).
    func names(of node: some SyntaxProtocol) -> LexedNames {
        if let lexed = LexedNames.scan(bytes, in: node.position.utf8Offset..<node.endPosition.utf8Offset) { return lexed }
        let whole = SyntaxReference(Syntax(node), in: file).node
        var names = LexedNames()
        names.identifiers = SourceIndex.identifiers(in: whole)
        names.tokenTexts = SourceIndex.tokenTexts(in: whole).map { LexedNames.TokenText(text: $0, isCertain: true) }
        return names
    }
}

extension SourceIndex {
    /// Makes the names read from skeletons' text exact: where a word that may or may not be an
    /// identifier (a keyword used as a label, a `$` or backquoted word) may change what a reader
    /// of the gathered identifiers answers (`NameRelevance`: it names a view, leads to one through
    /// the functions it names, or is read for text size), the names are read again from the whole
    /// tree; elsewhere the word changes no answer and is dropped. A view extension named like a
    /// keyword (`func `if``) whose code leads to no view so costs no parse.
    mutating func settleLexedNames() {
        var relevance = NameRelevance(self)
        let matters = { (name: String) -> Bool in relevance.matters(name) }
        for key in typeOrder {
            modify(key) { type in
                if type.memberIdentifiers != nil, type.uncertainMemberIdentifiers.contains(where: matters) {
                    type.memberIdentifiers = Self.identifiers(in: Self.members(of: type))
                }
                if type.staticIdentifiers != nil, type.uncertainStaticIdentifiers.contains(where: matters) {
                    type.staticIdentifiers = Self.identifiers(in: type.staticProperties.values.map { Syntax($0.syntax) })
                }
                type.uncertainMemberIdentifiers = []
                type.uncertainStaticIdentifiers = []
            }
        }
        for name in viewExtensionFunctions.keys {
            self.viewExtensionFunctions[name] = viewExtensionFunctions[name]?.map { Self.settled($0, matters) }
        }
        for name in globalFunctions.keys {
            self.globalFunctions[name] = globalFunctions[name]?.map { Self.settled($0, matters) }
        }
        for index in previews.indices where previews[index].uncertainIdentifiers.contains(where: matters) {
            previews[index].identifiers = Self.identifiers(in: previews[index].closure)
        }
        for index in previews.indices { previews[index].uncertainIdentifiers = [] }
    }

    private static func settled(_ function: Member<FunctionDeclSyntax>, _ matters: (String) -> Bool) -> Member<FunctionDeclSyntax> {
        var function = function
        if function.identifiers != nil, function.uncertainIdentifiers.contains(where: matters) {
            function.identifiers = identifiers(in: function.syntax)
        }
        function.uncertainIdentifiers = []
        return function
    }

    /// Every member whose identifiers are gathered for a type.
    static func members(of type: TypeDecl) -> [Syntax] {
        type.computedProperties.values.map { Syntax($0.syntax) }
            + type.functions.values.flatMap { $0.map { Syntax($0.syntax) } }
            + type.initializers.map { Syntax($0.syntax) }
            + type.storedProperties.map { Syntax($0.node) }
            + type.staticProperties.values.map { Syntax($0.syntax) }
    }

    static func identifiers(in syntaxes: [Syntax]) -> Set<String> {
        syntaxes.reduce(into: []) { $0.formUnion(identifiers(in: $1)) }
    }

    /// The first view a `#Preview` names (the view it shows).
    func firstViewName(of preview: Preview) -> String? {
        firstViewName(lexed: preview.lexedTokenTexts) {
            preview.lexedTokenTexts == nil ? preview.tokenTexts : Self.tokenTexts(in: preview.closure)
        }
    }

    /// The first view a `PreviewProvider`'s `previews` names.
    func firstViewName(ofPreviews previews: Member<PatternBindingSyntax>) -> String? {
        firstViewName(lexed: previews.lexedTokenTexts) { previews.tokenTexts ?? Self.tokenTexts(in: previews.syntax) }
    }

    /// The first of a preview's token texts that names a view: from the texts read of a
    /// skeleton's file where the first that names one is certainly a token's, else from `exact`
    /// (the whole tree's tokens).
    private func firstViewName(lexed: [LexedNames.TokenText]?, exact: () -> [String]) -> String? {
        guard let lexed else { return exact().first { types[$0]?.isView == true } }
        guard let first = lexed.first(where: { types[$0.text]?.isView == true }) else { return nil }
        return first.isCertain ? first.text : exact().first { types[$0]?.isView == true }
    }
}
