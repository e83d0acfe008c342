import AccessibilityTree

extension CorpusCases {
    /// The talk's modifier: two lines, four at accessibility sizes ("Information gets through").
    static let lineLimitModifierDeclarations = """
        extension View {
            func a11yLineLimit(standard: Int = 2, extra: Int = 2) -> some View {
                modifier(A11yLineLimitModifier(standard: standard, extra: extra))
            }
        }

        private struct A11yLineLimitModifier: ViewModifier {
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            let standard: Int
            let extra: Int

            func body(content: Content) -> some View {
                content.lineLimit(
                    dynamicTypeSize.isAccessibilitySize ? standard + extra : standard
                )
            }
        }
        """

    private static let lineLimitModifier = """
        struct V: View {
            var body: some View {
                Text("Swift Student Challenge winners announced")
                    .a11yLineLimit()
            }
        }

        """ + lineLimitModifierDeclarations

    private static let sizeBranch = """
        struct V: View {
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            var body: some View {
                if dynamicTypeSize.isAccessibilitySize {
                    VStack { Text("Stacked") }
                } else {
                    HStack { Text("Side by side") }
                }
            }
        }
        """

    private static let viewThatFits = """
        struct V: View {
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Label("10:00 – 10:45", systemImage: "clock")
                        Spacer()
                        Text("Great Hall")
                    }
                    .accessibilityIdentifier("row")
                    VStack(alignment: .leading) {
                        Label("10:00 – 10:45", systemImage: "clock")
                        Text("Great Hall")
                    }
                    .accessibilityIdentifier("stacked")
                }
            }
        }
        """

    /// Conditions on the environment and `@State`, modifiers that read it, and text layout.
    static let environment: [CorpusCase] = [
        CorpusCase("talk modifier gives 2 lines at standard sizes", lineLimitModifier, """
            V (L)
              "Swift Student Challenge winners announced" [staticText] lines: 2

            """),
        CorpusCase("talk modifier gives 4 lines at accessibility sizes", settings: .size(.accessibilityExtraLarge),
                   lineLimitModifier, """
            V (AX3)
              "Swift Student Challenge winners announced" [staticText] lines: 4

            """),
        CorpusCase("isAccessibilitySize false at Large", sizeBranch, """
            V (L)
              "Side by side" [staticText]

            """),
        CorpusCase("isAccessibilitySize true at AX1", settings: .size(.accessibilityMedium), sizeBranch, """
            V (AX1)
              "Stacked" [staticText]

            """),
        CorpusCase("comparison with a Dynamic Type size", settings: .size(.extraExtraExtraLarge), """
            struct V: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    Text(size >= .xxLarge ? "Large text" : "Regular text")
                }
            }
            """, """
            V (XXXL)
              "Large text" [staticText]

            """),
        CorpusCase("switch over the Dynamic Type size", settings: .size(.accessibilityExtraExtraExtraLarge), """
            struct V: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    switch size {
                    case .accessibility4, .accessibility5:
                        Text("Huge")
                    default:
                        Text("Normal")
                    }
                }
            }
            """, """
            V (AX5)
              "Huge" [staticText]

            """),
        CorpusCase("reduce motion chooses the still branch", settings: AccessibilitySettings(reduceMotion: true), """
            struct V: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                var body: some View {
                    if reduceMotion { Text("Still") } else { Text("Animated") }
                }
            }
            """, """
            V (L)
              "Still" [staticText]

            """),
        CorpusCase("increase contrast and bold text", settings: AccessibilitySettings(boldText: true, increaseContrast: true), """
            struct V: View {
                @Environment(\\.colorSchemeContrast) var contrast
                @Environment(\\.legibilityWeight) var weight
                var body: some View {
                    VStack {
                        Text(contrast == .increased ? "High contrast" : "Standard contrast")
                        Text(weight == .bold ? "Bold" : "Regular")
                    }
                }
            }
            """, """
            V (L)
              "High contrast" [staticText]
              "Bold" [staticText]

            """),
        CorpusCase("differentiate without colour adds a symbol", settings: AccessibilitySettings(differentiateWithoutColor: true), """
            struct V: View {
                @Environment(\\.accessibilityDifferentiateWithoutColor) var withoutColor
                var body: some View {
                    HStack {
                        if withoutColor {
                            Image(systemName: "exclamationmark.triangle")
                        }
                        Text("Overdue")
                    }
                }
            }
            """, """
            V (L)
              "Warning" [image]
              "Overdue" [staticText]

            """),
        CorpusCase("VoiceOver running shows the accessible control", """
            struct V: View {
                @Environment(\\.accessibilityVoiceOverEnabled) var voiceOver
                var body: some View {
                    if voiceOver {
                        Button("Open in Maps") { }
                    } else {
                        Map()
                    }
                }
            }
            """, """
            V (L)
              "Open in Maps" [button]

            """),
        CorpusCase("state initial value decides a branch", """
            struct V: View {
                @State private var isFavourite = true
                var body: some View {
                    Button(isFavourite ? "Remove from favourites" : "Add to favourites") { }
                }
            }
            """, """
            V (L)
              "Remove from favourites" [button]

            """),
        CorpusCase("ViewThatFits picks the row at Large", viewThatFits, """
            V (L)
              "10:00 – 10:45" id: row
              "Great Hall" [staticText] id: row

            """),
        CorpusCase("ViewThatFits picks the vertical fallback at AX3", settings: .size(.accessibilityExtraLarge), viewThatFits, """
            V (AX3)
              "10:00 – 10:45" id: stacked
              "Great Hall" [staticText] id: stacked

            """),
        CorpusCase("one line of long text is truncated at AX5", settings: .size(.accessibilityExtraExtraExtraLarge), """
            Text("Accessibility is information that gets through")
                .lineLimit(1)
            """, """
            V (AX5)
              "Accessibility is information that gets through" [staticText] lines: 1 truncated

            """),
        CorpusCase("capping Dynamic Type records the maximum", settings: .size(.accessibilityExtraLarge), """
            Text("Banner")
                .dynamicTypeSize(...DynamicTypeSize.xxLarge)
            """, """
            V (AX3)
              "Banner" [staticText] max: XXL

            """),
        CorpusCase("AnyLayout switches to a vertical stack at accessibility sizes", settings: .size(.accessibilityLarge), """
            struct V: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                    layout {
                        Text("Rex")
                        Button("Adopt") { }
                    }
                }
            }
            """, """
            V (AX2)
              "Rex" [staticText]
              "Adopt" [button]

            """),
        CorpusCase("UIKit accessibility flags and the old size category", settings: AccessibilitySettings(
            contentSize: .accessibilityMedium, reduceTransparency: true), """
            struct V: View {
                @Environment(\\.sizeCategory) var category
                var body: some View {
                    VStack {
                        Text(UIAccessibility.isReduceTransparencyEnabled ? "Opaque" : "Blurred")
                        Text(category.isAccessibilityCategory ? "Large type" : "Regular type")
                    }
                }
            }
            """, """
            V (AX1)
              "Opaque" [staticText]
              "Large type" [staticText]

            """),
        CorpusCase("code for an iPhone or iPad app run on a Mac never runs", """
            HStack {
                if ProcessInfo.processInfo.isiOSAppOnMac {
                    Button { openWindow() } label: { Image(systemName: "macwindow") }
                }
                Text(ProcessInfo.processInfo.isMacCatalystApp ? "Mac" : "Phone")
            }
            """, """
            V (L)
              "Phone" [staticText]

            """),
        CorpusCase("environment override in a preview", """
            struct V: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    Text(size.isAccessibilitySize ? "AX" : "Standard")
                }
            }

            #Preview("Large text") {
                V().environment(\\.dynamicTypeSize, .accessibility2)
            }
            """, """
            Large text (L)
              "AX" [staticText]

            """),
    ]
}
