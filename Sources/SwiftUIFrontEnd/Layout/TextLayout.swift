import AccessibilityTree
import Foundation

/// How a run of text lays out at a width: its size, lines and whether it is cut off.
///
/// Characters advance about half an em (`TextMetrics.averageGlyphWidth`); text wraps at
/// the offered width and shows at most its line limit (or as many lines as a fixed
/// `.frame(height:)` holds). More lines needed than shown means truncation.
struct TextLayout {
    var size: Size
    var lineCount: Int
    var isTruncated: Bool

    init(text: String, context: LoweringContext, width: Double?) {
        guard !text.isEmpty else {
            size = .zero
            lineCount = 0
            isTruncated = false
            return
        }
        let (pointSize, lineHeight) = context.textMetrics
        let glyph = pointSize * TextMetrics.averageGlyphWidth(isBold: context.isBold)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let idealWidth = (paragraphs.map { Double($0.count) }.max() ?? 0) * glyph
        var needed = 0
        for paragraph in paragraphs {
            let paragraphWidth = Double(paragraph.count) * glyph
            if let width, width > 0 {
                needed += max(1, Int(min(paragraphWidth / width, 10_000).rounded(.up)))
            } else {
                needed += 1
            }
        }
        var limit = context.lineLimit
        // A font under half a point has no line height: no line count fits a height then.
        if let height = context.availableHeight, height.isFinite, height < 100_000, lineHeight > 0 {
            let fitting = max(1, Int((height / lineHeight).rounded(.down)))
            limit = min(limit ?? fitting, fitting)
        }
        let shown = min(needed, limit ?? needed)
        lineCount = shown
        isTruncated = needed > shown
        size = Size(width: width.map { min($0, idealWidth) } ?? idealWidth, height: Double(shown) * lineHeight)
    }
}
