import AccessibilityTree

extension LoweringContext {
    /// The context the view inside `modifier` sees (`.font`, `.lineLimit`, `.disabled`…): this
    /// one, not copied, for a modifier that changes none of it (most of them).
    func applying(_ modifier: AppliedModifier) -> LoweringContext {
        guard Self.contextModifiers.contains(modifier.name) else { return self }
        var context = self
        let first = modifier.first?.value
        switch modifier.name {
        case "font":
            let sourceText = modifier.first?.sourceText ?? ""
            if let font = Self.font(from: first, sourceText: sourceText) {
                context.font = font
                context.isFontUnknown = false
            } else if Self.isMadeFromPlatformFont(sourceText) {
                context.isFontUnknown = true
            }
            // The line sizes the symbol whether or not its font is known here (`found ? .title : .title3`
            // is known in one branch variant, not in another): one finding, at one line.
            context.fontSource = modifier.source
        case "fontWeight":
            if case .enumCase(let name, _) = first { context.fontWeight = VisualFacts.Weight(rawValue: name) }
        case "bold":
            if first?.asBool != false { context.fontWeight = .bold }
        case "lineLimit":
            context.lineLimit = Self.lineLimit(from: first)
        case "foregroundColor", "foregroundStyle", "tint":
            if let text = modifier.first?.sourceText { context.foregroundColor = text }
        case "background", "backgroundStyle":
            if let argument = modifier.first, argument.label == nil {
                if Self.isColor(argument) {
                    // A clear background draws nothing: what lies behind it shows through.
                    guard !Self.isClear(argument.sourceText) else { break }
                    context.backgroundColor = argument.sourceText
                } else if let fill = Self.shapeFill(of: argument) {
                    context.backgroundColor = fill
                }
            }
        case "disabled":
            if first?.asBool != false { context.isDisabled = true }
        case "textCase":
            if case .enumCase(let name, _) = first { context.textCase = name } else { context.textCase = "none" }
        case "pickerStyle":
            if case .enumCase(let name, _) = first { context.pickerStyle = name }
        case "labelStyle":
            if case .enumCase(let name, _) = first { context.labelStyle = name }
        case "buttonStyle":
            if case .enumCase(let name, _) = first { context.buttonStyle = name }
        case "controlSize":
            if case .enumCase(let name, _) = first { context.controlSize = name }
        case "progressViewStyle":
            // `.circular` or `CircularProgressViewStyle()`, `.linear` or `LinearProgressViewStyle()`.
            let text = modifier.arguments.first?.sourceText.lowercased() ?? ""
            context.progressViewStyle = text.contains("circular") ? "circular" : text.contains("linear") ? "linear" : nil
        case "tabViewStyle":
            context.pageIndexDisplay = modifier.first.flatMap(PageIndexDisplay.init(style:))
        case "dynamicTypeSize":
            if let first {
                context.contentSize = Interpreter.clamp(context.contentSize, to: first)
                if case .range(_, let upper, let isClosed) = first, let high = upper.flatMap(Interpreter.dynamicTypeSize) {
                    context.maximumContentSize = isClosed ? high : ContentSizeCategory.allCases[max(0, high.index - 1)]
                } else if let exact = Interpreter.dynamicTypeSize(first) {
                    context.maximumContentSize = exact
                }
            }
        case "environment":
            if modifier.arguments.count == 2, case .keyPath(let path) = modifier.arguments[0].value {
                let value = modifier.arguments[1].value
                if path.last == "dynamicTypeSize", let size = Interpreter.dynamicTypeSize(value) { context.contentSize = size }
                if path.last == "legibilityWeight" { context.settings.boldText = value.enumName == "bold" }
            }
        case "frame":
            // A constant height, or a maximum one, caps the text inside (docs/review.md, Truncation).
            if let height = (modifier.argument("height") ?? modifier.argument("maxHeight"))?.value.asDouble {
                context.availableHeight = height
                context.availableHeightSource = modifier.source
            }
        default:
            break
        }
        return context
    }

    /// The modifiers `applying(_:)` reads, exactly the cases of its switch (a test reads them from
    /// this file's text).
    static let contextModifiers: Set<String> = [
        "font", "fontWeight", "bold", "lineLimit", "foregroundColor", "foregroundStyle", "tint", "background",
        "backgroundStyle", "disabled", "textCase", "pickerStyle", "labelStyle", "buttonStyle", "controlSize", "progressViewStyle", "tabViewStyle",
        "dynamicTypeSize", "environment", "frame",
    ]

    /// `.font(.title)`, `.font(.system(size: 17))` (fixed), `.font(.custom("X", size: 14))` (scales
    /// with Body unless `relativeTo:` names another style), `.font(.custom("X", fixedSize: 14))` (fixed).
    static func font(from value: Value?, sourceText: String) -> VisualFacts.Font? {
        guard case .enumCase(let name, let arguments) = value else { return nil }
        if let style = TextStyle(swiftUIName: name) { return .textStyle(style) }
        switch name {
        case "system", "custom":
            let size = arguments.lazy.compactMap(\.asDouble).first
            let style = arguments.lazy.compactMap { argument -> TextStyle? in
                if case .enumCase(let name, _) = argument { return TextStyle(swiftUIName: name) }
                return nil
            }.first
            if let size {
                let isScaled = name == "custom" && !sourceText.contains("fixedSize:")
                return isScaled ? .scaled(size: size, relativeTo: style ?? .body) : .fixed(size: size)
            }
            return style.map { .textStyle($0) }
        default:
            return nil
        }
    }

    /// Whether a font the front end does not read is made from a UIKit or AppKit font
    /// (`Font(UIFont.boldAppFont(ofSize: 15))`): it is drawn at that font's size, which follows
    /// the text size only when the platform font was made to (`UIFont.preferredFont(forTextStyle:)`,
    /// `UIFontMetrics`), so how its text grows is not in the code. Another font not read (an app's
    /// `.custom(…)` behind a function) is taken to scale, as SwiftUI's fonts do.
    static func isMadeFromPlatformFont(_ sourceText: String) -> Bool {
        sourceText.contains("UIFont") || sourceText.contains("NSFont")
    }

    static func lineLimit(from value: Value?) -> Int? {
        switch value {
        case .int(let limit): limit
        case .range(_, let upper, let isClosed): upper?.asInt.map { isClosed ? $0 : $0 - 1 }
        default: nil
        }
    }

    /// The colour a shape drawn as a background is filled with: `Capsule().fill(Color.accentColor)`
    /// behind a label is what its text is read against, not the view behind the capsule. Only a
    /// fill the shape keeps whole counts (no `.opacity`, `.stroke` or `.blur` after it), and only
    /// the shapes SwiftUI fills edge to edge around the content they are behind.
    private static func shapeFill(of argument: AppliedModifier.Argument) -> String? {
        guard case .view(let node) = argument.value else { return nil }
        let (modifiers, base) = node.strippingModifiers
        guard case .shape(let name) = base.primitive, filledShapes.contains(name),
              modifiers.allSatisfy({ ["fill", "foregroundColor", "foregroundStyle", "frame", "padding"].contains($0.name) }),
              let fill = modifiers.last(where: { ["fill", "foregroundColor", "foregroundStyle"].contains($0.name) })?.first,
              fill.label == nil, isColor(fill) else { return nil }
        return fill.sourceText
    }

    /// Shapes that cover the view they are the background of.
    private static let filledShapes: Set<String> = ["Capsule", "RoundedRectangle", "Rectangle",
                                                    "UnevenRoundedRectangle", "ContainerRelativeShape"]

    private static func isColor(_ argument: AppliedModifier.Argument) -> Bool {
        switch argument.value {
        case .enumCase: return true
        case .view(let node):
            if case .shape(let name) = node.strippingModifiers.base.primitive { return name == "Color" || name == "Material" }
            return false
        default: return argument.sourceText.hasPrefix("Color")
        }
    }
}

extension Value {
    var enumName: String? {
        if case .enumCase(let name, _) = self { return name }
        return nil
    }
}

extension LoweringContext {
    /// Whether a colour as written is fully transparent: `Color.clear` ("a clear color", Apple's
    /// `Color.clear`; UIKit's `UIColor.clear`, "whose grayscale and alpha values are both 0.0"), or
    /// any colour given `.opacity(0)`.
    static func isClear(_ sourceText: String) -> Bool {
        let text = sourceText.filter { !$0.isWhitespace }
        let clearNames = [".clear", "Color.clear", "Color(.clear)", "Color(UIColor.clear)", "Color(uiColor:.clear)", "UIColor.clear"]
        return clearNames.contains(text) || text.hasSuffix(".opacity(0)") || text.hasSuffix(".opacity(0.0)")
    }
}
