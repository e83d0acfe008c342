import Foundation
import SwiftSyntax

extension ExprSyntax {
    /// The text of a plain string literal (no interpolation), else nil.
    var stringLiteralValue: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The value of an integer or floating-point literal, else nil.
    var numberLiteralValue: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = self.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        return nil
    }

    /// The value of a `true` or `false` literal, else nil.
    var booleanLiteralValue: Bool? {
        self.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }

    /// `name` for `name`, `.name`, `Type.name` and calls of those (`name(…)`): the last name written.
    var calledName: String? {
        if let call = self.as(FunctionCallExprSyntax.self) { return call.calledExpression.calledName }
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = self.as(GenericSpecializationExprSyntax.self) { return generic.expression.calledName }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The argument labelled `label` (nil for the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The trailing closure and any additional trailing closures, in order.
    var allTrailingClosures: [ClosureExprSyntax] {
        (trailingClosure.map { [$0] } ?? []) + additionalTrailingClosures.map(\.closure)
    }

    /// Every closure the call is given: trailing ones, then those passed as arguments.
    var allClosures: [ClosureExprSyntax] {
        allTrailingClosures + arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    }
}

extension MemberAccessExprSyntax {
    /// The first name of the chain: `L10n` for `L10n.AddressBook.title`, `wallet` for
    /// `wallet.address`; nil for an implicit member (`.title`) or a chain begun by a call.
    var rootName: String? {
        var base = self.base
        while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
        return base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
