import AccessibilityTree
import Basics

/// Readers for the small values elements carry: geometry, source locations, visual facts.
extension SnapshotDecoder {
    static func decodeRect(_ node: JSONNode) throws(JSONError) -> Rect {
        let object = try node.object(keys: SnapshotKeys.rect)
        return Rect(
            x: try object.required("x").points(), y: try object.required("y").points(),
            width: try decodeLength(try object.required("width")),
            height: try decodeLength(try object.required("height")))
    }

    static func decodePoint(_ node: JSONNode) throws(JSONError) -> Point {
        let object = try node.object(keys: SnapshotKeys.point)
        return Point(x: try object.required("x").points(), y: try object.required("y").points())
    }

    static func decodeSize(_ node: JSONNode) throws(JSONError) -> Size {
        let object = try node.object(keys: SnapshotKeys.size)
        return Size(width: try decodeLength(try object.required("width")),
                    height: try decodeLength(try object.required("height")))
    }

    /// A width or height: a number of points, not negative.
    static func decodeLength(_ node: JSONNode) throws(JSONError) -> Double {
        let length = try node.points()
        guard length >= 0 else { throw node.error("a size must not be negative, found \(length.compactDescription)") }
        return length
    }

    /// `[{"source": {…}, "size": 17}]`: where storyboards and nibs set the fixed font sizes texts still have.
    static func decodeInterfaceFixedFonts(_ node: JSONNode) throws(JSONError) -> [InterfaceFixedFont] {
        var fonts: [InterfaceFixedFont] = []
        for item in try node.array() {
            let object = try item.object(keys: SnapshotKeys.interfaceFixedFont)
            fonts.append(InterfaceFixedFont(source: try decodeSource(try object.required("source")),
                                            size: try object.required("size").number()))
        }
        return fonts
    }

    /// `[{"source": {…}, "buttonTitle": true}]`: where fonts that do not adjust to text size changes are set.
    static func decodeUnadjustedFonts(_ node: JSONNode) throws(JSONError) -> [UnadjustedFont] {
        var fonts: [UnadjustedFont] = []
        for item in try node.array() {
            let object = try item.object(keys: SnapshotKeys.unadjustedFont)
            fonts.append(UnadjustedFont(source: try decodeSource(try object.required("source")),
                                        isButtonTitle: try object.optional("buttonTitle", decodeBool) ?? false))
        }
        return fonts
    }

    static func decodeSource(_ node: JSONNode) throws(JSONError) -> SourceLocation {
        let object = try node.object(keys: SnapshotKeys.source)
        return SourceLocation(
            file: try object.required("file").nonEmptyString("a file name"),
            line: try object.required("line").integer(in: 1...Int(Int32.max)),
            column: try object.optional("column") { node throws(JSONError) in
                try node.integer(in: 1...Int(Int32.max))
            } ?? 1)
    }

    static func decodeString(_ node: JSONNode) throws(JSONError) -> String { try node.string() }

    static func decodeBool(_ node: JSONNode) throws(JSONError) -> Bool { try node.bool() }

    static func decodeLargeContent(_ node: JSONNode) throws(JSONError) -> LargeContent {
        let object = try node.object(keys: SnapshotKeys.largeContent)
        return LargeContent(title: try object.optional("title", decodeString),
                            imageName: try object.optional("imageName", decodeString))
    }

    static func decodeSymbolNameLabel(_ node: JSONNode) throws(JSONError) -> SymbolNameLabel {
        let object = try node.object(keys: SnapshotKeys.symbolNameLabel)
        return SymbolNameLabel(symbol: try object.required("symbol").nonEmptyString("a symbol name"),
                               isInControlLabel: try object.optional("isInControlLabel", decodeBool) ?? false)
    }

    static func decodeDirectTouch(_ node: JSONNode) throws(JSONError) -> DirectTouch {
        let object = try node.object(keys: SnapshotKeys.directTouch)
        var options: DirectTouch.Options = []
        for option in try object.list("options", { node throws(JSONError) in
            try node.named("direct touch option", in: SnapshotKeys.directTouchOptions)
        }) { options.insert(option) }
        return DirectTouch(options: options)
    }

    static func decodeVisual(_ node: JSONNode) throws(JSONError) -> VisualFacts {
        let object = try node.object(keys: SnapshotKeys.visual)
        return VisualFacts(
            foregroundColor: try object.optional("foregroundColor", decodeString),
            backgroundColor: try object.optional("backgroundColor", decodeString),
            font: try object.optional("font", decodeFont),
            fontWeight: try object.optional("fontWeight") { node throws(JSONError) in
                try node.caseName("font weight", of: VisualFacts.Weight.self)
            },
            lineLimit: try object.optional("lineLimit") { node throws(JSONError) in
                try node.integer(in: 0...10_000)
            },
            explicitSize: try object.optional("explicitSize", decodeSize),
            maximumContentSize: try object.optional("maximumContentSize", decodeContentSize),
            text: try object.optional("text", decodeString),
            isTruncated: try object.optional("isTruncated", decodeBool),
            cutOffAtAccessibilitySize: try object.optional("cutOffAtAccessibilitySize", decodeSource),
            cutOffByHeightAt: try object.optional("cutOffByHeightAt", decodeSource),
            decidedSize: try object.optional("decidedSize", decodeDecidedSize),
            interfaceFixedFonts: try object.optional("interfaceFixedFonts", decodeInterfaceFixedFonts) ?? [],
            fontsNotAdjusting: try object.optional("fontsNotAdjusting", decodeUnadjustedFonts) ?? [])
    }

    /// `{"source": {…}, "width": true, "height": false}`: the line that decides a control's size, and which sides.
    static func decodeDecidedSize(_ node: JSONNode) throws(JSONError) -> DecidedSize {
        let object = try node.object(keys: SnapshotKeys.decidedSize)
        return DecidedSize(source: try decodeSource(try object.required("source")),
                           width: try object.optional("width", decodeBool) ?? false,
                           height: try object.optional("height", decodeBool) ?? false)
    }

    /// `"body"` (a text style), `{"size": 17}` (fixed) or `{"size": 17, "relativeTo": "body"}` (scaled).
    static func decodeFont(_ node: JSONNode) throws(JSONError) -> VisualFacts.Font {
        if case .string = node.value {
            return .textStyle(try node.caseName("text style", of: TextStyle.self))
        }
        guard case .object = node.value else {
            throw node.error("expected a text style name or an object with \"size\", found \(node.value.kindDescription)")
        }
        let object = try node.object(keys: SnapshotKeys.font)
        let sizeNode = try object.required("size")
        let size = try sizeNode.points()
        guard size > 0 else { throw sizeNode.error("a font size must be positive, found \(size.compactDescription)") }
        guard let style = try object.optional("relativeTo", { node throws(JSONError) in
            try node.caseName("text style", of: TextStyle.self)
        }) else { return .fixed(size: size) }
        return .scaled(size: size, relativeTo: style)
    }
}

extension JSONNode {
    /// A name from a fixed table (`"requiresActivation"`), with a suggestion when it is unknown.
    func named<Value>(_ what: String, in table: [(name: String, option: Value)]) throws(JSONError) -> Value {
        let name = try string()
        guard let entry = table.first(where: { $0.name == name }) else {
            throw error("unknown \(what) \"\(name)\"" + NameSuggestion.hint(for: name, in: table.map(\.name)))
        }
        return entry.option
    }
}
