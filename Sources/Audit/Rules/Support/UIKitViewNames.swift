import SwiftSyntax
import SwiftSyntaxSupport

/// What the names of views and the shape of UIKit code say about a view, for the UIKit source
/// rules that cannot see the running hierarchy: a view named `dimmingOverlay` covers the screen,
/// one named `toastView` does not.
enum UIKitViewNames {
    /// Words in a view's name that say it covers the screen and stands for a screen of its own.
    static let overlayWords = ["overlay", "modal", "popup", "lightbox", "fullscreen", "dimming", "scrim", "backdrop"]
    /// Words in a view's name that say it is a passing notice, which must not take VoiceOver's focus away.
    static let transientWords = ["toast", "banner", "snack", "tooltip", "tip", "hud", "badge", "indicator", "spinner",
                                 "notice"]
    /// Words in a view's name that say it holds a large share of the screen's content.
    static let contentWords = overlayWords + ["container", "content", "empty", "placeholder", "error", "results", "gallery",
                                              "page"]

    /// The last name in `expression` (`self.overlayView` → `overlayView`), lowercased.
    static func lastName(_ expression: String) -> String {
        let name = expression.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" }).last ?? ""
        return name.lowercased()
    }

    static func names(_ expression: String, any words: [String]) -> Bool {
        let name = lastName(expression)
        return words.contains(where: name.contains)
    }

    /// Whether the name says the view covers the screen as a layer of its own, not a passing notice.
    static func isOverlay(_ expression: String) -> Bool {
        names(expression, any: overlayWords) && !names(expression, any: transientWords)
    }

    /// Whether the name says the view holds a large share of the screen's content.
    static func isLargeContent(_ expression: String) -> Bool {
        let name = lastName(expression)
        if ["view", "self"].contains(name) { return false }
        return names(expression, any: contentWords) && !names(expression, any: transientWords)
            || expression.hasSuffix(".view") && !expression.hasPrefix("self.view")
    }

    /// Setup code, which builds the screen before anyone sees it: no notification is due there.
    static func isSetup(_ functionName: String) -> Bool {
        let prefixes = ["init", "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "viewDidAppear",
                        "layoutSubviews", "viewDidLayoutSubviews", "prepareForReuse", "setup", "setUp", "configure",
                        "commonInit", "make", "build", "add", "install", "traitCollectionDidChange", "updateConstraints",
                        "didMoveTo", "willMoveTo", "prepare", "register", "style", "apply", "create", "layout"]
        return prefixes.contains(where: functionName.hasPrefix)
    }

    /// Code that runs when something happens after the screen is shown: an action method
    /// (`@objc`, `@IBAction`), or a method named for showing, hiding or switching content.
    static func isChange(_ function: FunctionDeclSyntax) -> Bool {
        let name = function.name.text.drop { $0 == "_" }
        let verbs = ["show", "hide", "present", "dismiss", "open", "close", "toggle", "reveal", "expand", "collapse",
                     "display", "remove", "didTap", "tapped", "handle"]
        return isActionMethod(function) || verbs.contains(where: name.hasPrefix)
    }

    /// A method a control calls: `@objc` or `@IBAction`.
    static func isActionMethod(_ function: FunctionDeclSyntax) -> Bool {
        function.attributes.contains { attribute in
            ["objc", "IBAction"].contains(attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
        }
    }

    /// Whether the class is a cell, whose content is configured for each row rather than changed in place.
    static func isCell(_ declaration: ClassDeclSyntax) -> Bool {
        declaration.inheritedNames.first.map { $0.hasSuffix("Cell") } ?? false
    }

    /// Whether the class is a view controller, by what it inherits.
    static func isViewController(_ declaration: ClassDeclSyntax) -> Bool {
        declaration.inheritedNames.first.map { $0.hasSuffix("Controller") } ?? false
    }
}

extension ParsedSourceFile {
    /// Insert `line` as a statement of its own before the statement holding `node`, at its indentation.
    func edit(insertingLine line: String, beforeStatementOf node: some SyntaxProtocol) -> TextEdit? {
        guard let statement = node.ancestorStatement else { return nil }
        return edit(inserting: line + "\n" + statement.leadingIndentation, before: statement)
    }

    /// Insert `line` as a statement of its own after the statement holding `node`, at its indentation.
    func edit(insertingLine line: String, afterStatementOf node: some SyntaxProtocol) -> TextEdit? {
        guard let statement = node.ancestorStatement else { return nil }
        return edit(inserting: "\n" + statement.leadingIndentation + line, after: statement)
    }
}

extension SyntaxProtocol {
    /// The statement of a code block that holds the node.
    var ancestorStatement: CodeBlockItemSyntax? {
        sequence(first: Syntax(self), next: \.parent).lazy.compactMap { $0.as(CodeBlockItemSyntax.self) }.first
    }
}
