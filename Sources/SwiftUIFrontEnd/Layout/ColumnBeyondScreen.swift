import AccessibilityTree

/// The screen's column that fits between its bars at the text size it is built at but runs past
/// the bottom edge at AX3, with nothing that scrolls around it (`ContentBeyondScreen`).
///
/// A screen's content does not scroll unless a `ScrollView`, `List` or `Form` holds it (SwiftUI
/// documentation, ScrollView); a `VStack` taller than its room is laid out beyond the edge, where
/// it can be neither seen nor tapped, and VoiceOver has nothing to scroll (WCAG 1.4.10 Reflow; HIG
/// Typography › Supporting Dynamic Type). Judged only where the code states it:
///
/// - the column is a screen's: in a `NavigationStack` or `TabView`, titled with
///   `.navigationTitle` (a view pushed in a stack), or presented (`.sheet`, `.fullScreenCover`),
///   so its room is the screen's height less the safe areas and the bars the code shows;
/// - its height is a lower bound of what the code states: texts at the Dynamic Type tables' line
///   heights (one line for a text of run-time length), symbols at their font, constant frames,
///   paddings and spacings, controls of known heights; a view the audit does not read, a picture
///   of unknown size, a shape that fills and the rows of a run-time `ForEach` count nothing;
/// - nothing in it or around it adapts to the text size (`ViewThatFits`, a view reading
///   `dynamicTypeSize`, `.minimumScaleFactor`), and nothing in it scrolls on its own.
enum ColumnBeyondScreen {
    /// The text size a column is judged at: AX3, as for text cut off (`TextLayout.judgedSize`).
    static let judgedSize = TextLayout.judgedSize

    /// The column of `root`, placed in `available` (the screen less its safe areas), that runs
    /// past the screen's edge at AX3 and not at `context`'s size; nil when none does or the
    /// code does not say. `isPresented`: `root` is a sheet's or a full-screen cover's content,
    /// a screen of its own.
    static func find(in root: ViewNode, _ context: LoweringContext, available: Rect,
                     isPresented: Bool = false) -> ContentBeyondScreen? {
        guard !context.contentSize.isAccessibilitySize else { return nil }
        var search = Search(width: available.width, room: available.height, isScreen: isPresented)
        return search.column(root, context)
    }

    /// The walk from the screen's root down to its column, taking off the bars it passes.
    private struct Search {
        let width: Double
        var room: Double
        var isScreen: Bool

        /// `chain`: the outermost of the modifiers written on `node`, with the context around it,
        /// so that the column is measured with its own padding.
        mutating func column(_ node: ViewNode, _ context: LoweringContext,
                             chain: (node: ViewNode, context: LoweringContext)? = nil) -> ContentBeyondScreen? {
            guard !node.adaptsToTextSize else { return nil }
            switch node.primitive {
            case .modifier(let modifier):
                guard let child = node.children.first, !ColumnBeyondScreen.changesRoom(modifier) else { return nil }
                if ["navigationTitle", "navigationBarTitle"].contains(modifier.name), !isScreen {
                    // A view titled for a navigation stack it is pushed on: the chrome of that stack
                    // over it, read from all the modifiers written on it.
                    isScreen = true
                    room -= NavigationChrome(screen: [chain?.node ?? node]).height
                }
                return column(child, context.applying(modifier), chain: chain ?? (node, context))
            case .custom, .group:
                let children = Layout.flattened(node.children)
                guard children.count == 1 else { return nil }
                return column(children[0], context)
            case .navigationStack:
                return navigationContent(node, context)
            case .tabView:
                guard let first = Layout.flattened(node.children).first else { return nil }
                isScreen = true
                if context.pageIndexDisplay == nil { room -= LayoutConstants.tabBarHeight }
                return column(first, context)
            case .stack(let axis, _, _) where axis == .vertical || axis == .lazyVertical:
                guard isScreen, let source = node.source else { return nil }
                let measured = chain ?? (node, context)
                return ColumnBeyondScreen.judge(measured.node, source: source, measured.context, width: width, room: room)
            default:
                return nil
            }
        }

        /// A navigation stack's shown screen, below the chrome `Lowerer.lowerNavigationStack` places.
        private mutating func navigationContent(_ node: ViewNode, _ context: LoweringContext) -> ContentBeyondScreen? {
            let chrome = NavigationChrome(stack: node)
            let shown = Layout.flattened(chrome.shown)
            guard shown.count == 1 else { return nil }
            room -= chrome.height
            // The bar and title are counted here once: the title modifier below takes nothing more.
            isScreen = true
            var inner = context
            inner.isInNavigationStack = true
            return column(shown[0], inner)
        }
    }

    /// Modifiers on the way to the column that give it other room than the screen's: a constant
    /// height, safe areas ignored or inset, text that shrinks to fit.
    static func changesRoom(_ modifier: AppliedModifier) -> Bool {
        switch modifier.name {
        case "minimumScaleFactor", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset", "safeAreaPadding":
            return true
        case "frame":
            let frame = FrameValue(modifier)
            return frame.height != nil || frame.maxHeight.map { $0 != .infinity } ?? false
        default:
            return false
        }
    }

    /// The column's finding (`column` with the modifiers written on it, the stack at `source`):
    /// its stated height at `context`'s size fits `room`, at AX3 (or the largest size the code
    /// allows, when smaller) it does not.
    static func judge(_ column: ViewNode, source: SourceLocation, _ context: LoweringContext, width: Double,
                      room: Double) -> ContentBeyondScreen? {
        guard !context.adaptsToTextSize, let stated = StatedHeight.content(of: column) else { return nil }
        var large = context
        large.contentSize = min(judgedSize, context.maximumContentSize ?? judgedSize)
        guard large.contentSize > context.contentSize else { return nil }
        let proposal = ProposedSize(width: width, height: nil)
        let height = Layout.measure(stated, context, proposal).height
        guard height <= room else { return nil }
        let heightAtSize = Layout.measure(stated, large, proposal).height
        guard heightAtSize > room else { return nil }
        return ContentBeyondScreen(source: source, size: large.contentSize, height: height, heightAtSize: heightAtSize, room: room)
    }
}
