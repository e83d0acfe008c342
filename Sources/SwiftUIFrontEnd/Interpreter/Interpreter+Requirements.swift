import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// A view a protocol requires, read on a run-time value: `item.posterLabel` in
/// `struct PosterButton<Item: Poster>`, where `Poster` is the app's own protocol requiring
/// `var posterLabel: LabelBody { get }`. Which view it is depends on the conforming type, and
/// the conforming types are the app's: each one's implementation (or the protocol extension's
/// default) is evaluated with a run-time instance of that type (docs/review.md, Protocol
/// requirements).
///
/// Where every conformer's view shows words, or none does, they agree on the name the rules
/// read, and the first conformer's view stands for them. Where they differ, the view without
/// words stands for them (what a conformer without a label draws), marked with the conformers
/// on either side, so the one question left names them. A stored property whose type is a
/// concrete conforming type (`let item: BaseItemDto`), or a generic parameter that a caller
/// binds to one, reads that type's implementation alone.
extension Interpreter {
    /// What `expression` (`base.name`, `base` a run-time value) reads from the type `base` is
    /// declared with: a view a protocol of the app requires, else a stored `Text`; nil otherwise.
    /// The declared type is worked out once for both.
    mutating func declaredMember(_ name: String, of expression: ExprSyntax, _ scope: Scope) -> Value? {
        guard let base = expression.as(MemberAccessExprSyntax.self)?.base,
              let declared = declaredType(of: base, scope) else { return nil }
        return requirement(name, of: expression, base: base, declared: declared, scope)
            ?? declaredText(name, of: expression, declared: declared.text, scope)
    }

    /// The view `expression` (`base.name`) reads when `base` is a run-time value whose declared
    /// type is, or conforms to, a protocol of the app that requires `name`; nil otherwise.
    private mutating func requirement(_ name: String, of expression: ExprSyntax, base: ExprSyntax,
                                      declared: (text: String, owner: SourceIndex.TypeDecl?), _ scope: Scope) -> Value? {
        let protocols = declared.owner?.genericConstraints[declared.text] ?? [declared.text]
        for protocolName in protocols.map(Self.bareTypeName) {
            guard let conformers = index.conformers(of: protocolName, requiring: name), !conformers.isEmpty else { continue }
            return dispatch(name, of: protocolName, to: conformers, written: expression, scope)
        }
        guard let type = index.type(declared.text, near: scope.file.path),
              let implementation = type.computedProperties[name],
              type.conformances.contains(where: { index.conformers(of: Self.bareTypeName($0), requiring: name) != nil }) else {
            return nil
        }
        return evaluateRequirement(implementation, of: type, base: base.trimmedText, scope)
    }

    /// `proxy.title` where `proxy` is a run-time value of the app's type that declares the stored
    /// property `title: Text` (Swiftfin's `@EnvironmentObject var proxy: ToastProxy`): a text whose
    /// words are known at run time, as `Text(title)` is; nil for any other member.
    private func declaredText(_ name: String, of expression: ExprSyntax, declared: String, _ scope: Scope) -> Value? {
        guard let type = index.type(declared, near: scope.file.path),
              let typeText = type.storedProperties.first(where: { $0.name == name })?.typeText,
              Self.bareTypeName(typeText) == "Text" else { return nil }
        let reason = "run-time value `\(expression.trimmedText.clipped)`"
        return .view(ViewNode(.text("\\(\(expression.trimmedText))"), source: location(of: expression, in: scope),
                              unresolved: [Unresolved(.label, reason: reason)]))
    }

    /// Each conformer's implementation of `name`, evaluated and compared (see the type's comment).
    private mutating func dispatch(_ name: String, of protocolName: String, to conformers: [SourceIndex.TypeDecl],
                                   written expression: ExprSyntax, _ scope: Scope) -> Value? {
        let base = expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText ?? "self"
        let key = "\(protocolName).\(name)"
        guard requirementsInProgress.insert(key).inserted else {
            requirementsForwarded += 1
            return nil
        }
        defer { requirementsInProgress.remove(key) }
        var views: [(type: String, view: ViewNode)] = []
        var givingNil: [String] = []
        for conformer in conformers where conformer.name != protocolName {
            guard let implementation = conformer.computedProperties[name] ?? protocolDefault(name, of: conformer, scope) else { return nil }
            let forwardedBefore = requirementsForwarded
            let value = evaluateRequirement(implementation, of: conformer, base: base, scope)
            // A wrapper that forwards the requirement to another conformer (`AnyPoster`'s
            // `_poster.posterLabel`) shows one of the others.
            if requirementsForwarded > forwardedBefore { continue }
            switch value {
            case .view(let view): views.append((conformer.name, view))
            // An optional requirement a conformer answers with nil draws nothing there.
            case .null: givingNil.append(conformer.name)
            default: return nil
            }
        }
        guard let first = views.first else { return nil }
        let withWords = views.filter { $0.view.showsWords }.map(\.type)
        if withWords.isEmpty || withWords.count == views.count {
            let none = givingNil.isEmpty ? "" : "; nil from \(Self.listed(givingNil))"
            let origin = "the picture from \(Self.listed(views.map(\.type)))\(Self.made(first.view))\(none)"
            return .view(placedWhereRead(first.view, origin: origin, expression, scope))
        }
        let withoutWords = views.filter { !$0.view.showsWords }.map(\.type)
        let reason = "`\(expression.trimmedText.clipped)` is each conforming type's own: "
            + "\(Self.listed(withWords)) show words, \(Self.listed(withoutWords)) none"
        // Kept as a view not worked out, so the question stays with the control around it
        // even where the view without words draws nothing (an `EmptyView`).
        return .view(ViewNode(.unknown(name), source: location(of: expression, in: scope), unresolved: [Unresolved(reason: reason)]))
    }

    /// The type a stored property of the running type is declared with (`let item: Item`), for
    /// `item` or `self.item` not shadowed by a local; with the type declaring it.
    func declaredType(of base: ExprSyntax, _ scope: Scope) -> (text: String, owner: SourceIndex.TypeDecl?)? {
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if scope.locals[name] != nil {
                guard let typeText = scope.localTypes[name]?.trimmedDescription else { return nil }
                return (Self.bareTypeName(typeText), scope.enclosingType.flatMap { index.type($0, near: scope.file.path) })
            }
        } else if let member = base.as(MemberAccessExprSyntax.self),
                  member.base?.isSelfReference == true {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let ownerName = scope.selfObject?.typeName ?? scope.enclosingType,
              let owner = index.type(ownerName, near: scope.file.path),
              let typeText = owner.storedProperties.first(where: { $0.name == name })?.typeText else { return nil }
        return (Self.bareTypeName(typeText), owner)
    }

    /// A stored property typed by a generic parameter constrained to the app's protocol
    /// (`let item: Item` in `PosterButton<Item: Poster>`), passed a run-time value whose declared
    /// type in the caller is a conforming type (`PosterButton(item: item)` with `let item:
    /// BaseItemDto`): a run-time instance of that type, so the requirements read on it are that
    /// type's (Swift binds `Item` to it).
    mutating func bindConformingTypes(_ type: SourceIndex.TypeDecl, arguments: [CallArgument], into object: inout ObjectValue,
                                      _ callerScope: Scope) {
        guard !type.genericConstraints.isEmpty else { return }
        for property in type.storedProperties {
            guard let typeText = property.typeText, let constraints = type.genericConstraints[Self.bareTypeName(typeText)],
                  object[property.name]?.unknownReason?.hasPrefix("run-time value") == true,
                  let argument = arguments.first(where: { $0.label == property.name }),
                  let declared = declaredType(of: argument.expression, callerScope),
                  let conformer = index.type(declared.text, near: callerScope.file.path),
                  constraints.contains(where: { conformer.conformances.map(Self.bareTypeName).contains(Self.bareTypeName($0))
                      && index.declaresProtocol(Self.bareTypeName($0)) }) else { continue }
            object[property.name] = .object(runTimeInstance(of: conformer))
        }
    }

    /// `implementation` run with `self` a run-time value of `type`: an instance of the app's type
    /// with every stored property a run-time value; for a type the app only extends, a run-time
    /// value of it (`extension String: WithText`), and for `Text` a text whose words are known at
    /// run time, as `Text(title)` is.
    private mutating func evaluateRequirement(_ implementation: SourceIndex.Member<AccessorBlockSyntax>, of type: SourceIndex.TypeDecl,
                                              base: String, _ scope: Scope) -> Value {
        guard type.isOnlyExtended else { return evaluateComputed(implementation, selfObject: runTimeInstance(of: type), scope) }
        let reason = "run-time value `\(base.clipped)`"
        var inner = scope
        inner.selfObject = nil
        inner.selfValue = type.name == "Text"
            ? .view(ViewNode(.text("\\(\(base))"), source: nil, unresolved: [Unresolved(.label, reason: reason)]))
            : .unknown(reason: reason)
        return evaluateComputed(implementation, selfObject: nil, inner)
    }

    /// The implementation of `name` a protocol extension gives `type`, for a protocol of the app
    /// it conforms to that requires `name` (`extension Poster where LabelBody == EmptyView { var
    /// posterLabel … }`): what Swift calls when the type declares none.
    func protocolDefault(_ name: String, of type: SourceIndex.TypeDecl, _ scope: Scope) -> SourceIndex.Member<AccessorBlockSyntax>? {
        for conformance in type.conformances.map(Self.bareTypeName) where index.conformers(of: conformance, requiring: name) != nil {
            if let implementation = index.type(conformance, near: scope.file.path)?.computedProperties[name] { return implementation }
        }
        return nil
    }

    /// An instance of `type` whose stored properties are all run-time values.
    func runTimeInstance(of type: SourceIndex.TypeDecl) -> ObjectValue {
        var object = ObjectValue(typeName: type.name)
        object.declaringFile = type.file.path
        for property in type.storedProperties { object[property.name] = .unknown(reason: "run-time value `\(property.name)`") }
        return object
    }

    /// `Poster` of `some Poster`, `any Poster`, `Poster?`, `Poster!`.
    /// A name already bare (`Poster`: no space, `?`, `!` or parenthesis at either end, and not
    /// starting `some`/`any`) is returned as it is, without trimming copies.
    static func bareTypeName(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, !isTypeDecoration(first), !isTypeDecoration(last),
           !text.hasPrefix("some "), !text.hasPrefix("any ") {
            return text
        }
        var name = text.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        for prefix in ["some ", "any "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if name.hasPrefix("("), name.hasSuffix(")") { name = String(name.dropFirst().dropLast()) }
        return name.trimmingCharacters(in: .whitespaces)
    }

    /// A byte `bareTypeName` may strip at an end of a type's text: whitespace, `?`, `!` or a parenthesis.
    private static func isTypeDecoration(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("), UInt8(ascii: ")"): return true
        default: return byte >= 0x80
        }
    }

    /// "`A`, `B`": names as the facts list them.
    static func listed(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }
}

extension ViewNode {
    /// The view and the modifiers written on it placed at `location`.
    func placed(at location: SourceLocation) -> ViewNode {
        var placed = self
        placed.source = location
        if case .modifier = primitive, let inner = children.first { placed.children[0] = inner.placed(at: location) }
        return placed
    }

    /// Whether it, or a view inside it, is a text or a label: words VoiceOver can read as its name.
    var showsWords: Bool {
        switch primitive {
        case .text(let text): return !text.isEmpty
        case .label: return true
        default: return children.contains { $0.showsWords }
        }
    }
}
