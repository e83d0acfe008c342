import AccessibilityTree

/// The insets of a `.padding(…)` call (16 pt on each named edge by default).
struct EdgeInsetsValue {
    var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }

    init(_ modifier: AppliedModifier) {
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var amount = LayoutConstants.padding
        for argument in modifier.arguments {
            switch argument.value {
            case .int, .double:
                amount = argument.value.asDouble ?? amount
            case .enumCase(let name, _):
                edges = Self.edges(name)
            case .array(let items):
                edges = Set(items.compactMap(\.enumName).flatMap(Self.edges))
            case .object(let object) where object.typeName == "EdgeInsets":
                top = object["top"]?.asDouble ?? 0
                leading = object["leading"]?.asDouble ?? 0
                bottom = object["bottom"]?.asDouble ?? 0
                trailing = object["trailing"]?.asDouble ?? 0
                return
            default:
                break
            }
        }
        top = edges.contains("top") ? amount : 0
        leading = edges.contains("leading") ? amount : 0
        bottom = edges.contains("bottom") ? amount : 0
        trailing = edges.contains("trailing") ? amount : 0
    }

    private static func edges(_ name: String) -> Set<String> {
        switch name {
        case "all": ["top", "leading", "bottom", "trailing"]
        case "horizontal": ["leading", "trailing"]
        case "vertical": ["top", "bottom"]
        default: [name]
        }
    }
}

/// The sizes of a `.frame(…)` call: fixed, minimum and maximum (`.infinity` fills the offer).
struct FrameValue {
    var width: Double?, height: Double?
    var minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
    var alignment: String?

    init(_ modifier: AppliedModifier) {
        func number(_ label: String) -> Double? {
            guard let value = modifier.argument(label)?.value else { return nil }
            if value.enumName == "infinity" || modifier.argument(label)?.sourceText.hasSuffix("infinity") == true {
                return .infinity
            }
            return value.asDouble
        }
        width = number("width")
        height = number("height")
        minWidth = number("minWidth")
        maxWidth = number("maxWidth")
        minHeight = number("minHeight")
        maxHeight = number("maxHeight")
        alignment = modifier.argument("alignment")?.value.enumName
    }

    /// What the frame offers its content.
    func proposal(for outer: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? Self.offer(outer.width, maximum: maxWidth),
                     height: height ?? Self.offer(outer.height, maximum: maxHeight))
    }

    private static func offer(_ outer: Double?, maximum: Double?) -> Double? {
        guard let maximum else { return outer }
        if maximum == .infinity { return outer }
        return outer.map { min($0, maximum) } ?? maximum
    }

    /// The frame's own size around content of size `content`.
    func size(content: Size, proposal: ProposedSize) -> Size {
        Size(width: Self.resolve(width, content.width, minWidth, maxWidth, proposal.width),
             height: Self.resolve(height, content.height, minHeight, maxHeight, proposal.height))
    }

    private static func resolve(_ fixed: Double?, _ content: Double, _ minimum: Double?, _ maximum: Double?,
                                _ offered: Double?) -> Double {
        if let fixed { return fixed }
        var result = content
        if maximum == .infinity { result = max(offered ?? content, content) }
        else if let maximum { result = min(result, maximum) }
        if let minimum { result = max(result, minimum) }
        return result
    }
}
