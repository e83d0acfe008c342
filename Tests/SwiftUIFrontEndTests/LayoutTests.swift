import AccessibilityTree
import SwiftUIFrontEnd
import Testing

@Suite struct LayoutTests {
    let source = """
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("Title")
                        .font(.title)
                    Text("Body")
                    Button(action: {}) {
                        Text("OK").padding()
                    }
                }
            }
        }
        """

    func elements(at size: ContentSizeCategory = .large) throws -> [AccessibilityElement] {
        try SwiftUIFrontEnd.lower(source: source, path: "ContentView.swift", view: "ContentView",
                                  settings: AccessibilitySettings(contentSize: size)).screen.root.children
    }

    /// On iOS an indeterminate `ProgressView()`, or any under `.progressViewStyle(.circular)`, is
    /// a 20 pt spinner; a determinate one, or one styled `.linear`, a bar across the width offered
    /// (Zashi's "Save selection" beside its spinner was measured as wrapping under a bar).
    @Test func aSpinnerIsItsOwnSizeAndABarTakesTheWidth() throws {
        let source = """
            struct Loading: View {
                var body: some View {
                    VStack {
                        ProgressView()
                        ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle())
                        ProgressView().controlSize(.large)
                        ProgressView(value: 0.5)
                        ProgressView().progressViewStyle(.linear)
                    }
                }
            }
            """
        let screen = try SwiftUIFrontEnd.lower(source: source, path: "Loading.swift", view: "Loading",
                                               settings: AccessibilitySettings()).screen
        #expect(screen.root.children.map { $0.frame?.size.width } == [20, 20, 37, 393, 393])
        #expect(screen.root.children.map { $0.frame?.size.height } == [20, 20, 37, 4, 4])
    }

    /// A picture fitted into one side the code states (`.resizable().scaledToFit().frame(height:
    /// 20)`) is as wide as that side, its aspect ratio unknown, not as wide as an unknown picture
    /// (Enchanted's record button was said to be 100×20).
    @Test func aPictureFittedIntoOneSideIsSquare() throws {
        let source = """
            struct Mic: View {
                var body: some View {
                    Button(action: {}) {
                        Image(systemName: "waveform").resizable().scaledToFit().frame(height: 20)
                    }
                    .buttonStyle(.plain)
                }
            }
            """
        let screen = try SwiftUIFrontEnd.lower(source: source, path: "Mic.swift", view: "Mic",
                                               settings: AccessibilitySettings()).screen
        let button = try #require(screen.root.children.first)
        #expect(button.frame?.size == Size(width: 20, height: 20))
    }

    /// Reduced from damus-io/damus, where a zero-size font in a fixed-height frame stopped the
    /// audit: a text of no line height is laid out with its one line, not a division by zero.
    @Test func aZeroSizeFontInAFixedHeightIsOneLine() throws {
        let source = """
            struct Tiny: View {
                var body: some View {
                    Text("Hi").font(.system(size: 0)).frame(height: 20)
                }
            }
            """
        let screen = try SwiftUIFrontEnd.lower(source: source, path: "Tiny.swift", view: "Tiny",
                                               settings: AccessibilitySettings()).screen
        #expect(screen.root.children.map(\.label) == ["Hi"])
    }

    @Test func idsNameTheViewPath() throws {
        #expect(try elements().map(\.id.rawValue) == [
            "ContentView/VStack[0]/Text[0]", "ContentView/VStack[0]/Text[1]", "ContentView/VStack[0]/Button[2]",
        ])
    }

    @Test func elementsKeepTheirSourceLocations() throws {
        #expect(try elements().map(\.source?.description) == [
            "ContentView.swift:4:13", "ContentView.swift:6:13", "ContentView.swift:7:13",
        ])
    }

    /// Title 28/34 at Large: 5 glyphs × 14 pt; Body 17/22; the button's hit region includes the
    /// 16 pt padding inside its label.
    @Test func framesFollowTheTextStylesAndPadding() throws {
        let frames = try elements().compactMap(\.frame)
        #expect(frames.map(\.size) == [Size(width: 70, height: 34), Size(width: 34, height: 22), Size(width: 49, height: 54)])
        #expect(frames[1].minY == frames[0].maxY + 8)
        #expect(frames[2].minY == frames[1].maxY + 8)
        #expect(frames.map(\.midX) == [196.5, 196.5, 196.5])
    }

    /// AX3: Title 48/57, Body 40/48.
    @Test func textGrowsWithDynamicType() throws {
        let sizes = try elements(at: .accessibilityExtraLarge).compactMap(\.frame?.size)
        #expect(sizes.prefix(2) == [Size(width: 120, height: 57), Size(width: 80, height: 48)])
    }

    @Test func fontsAreRecordedAsTextStylesOrFixedSizes() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").font(.headline)
                        Text("B").font(.system(size: 13)).fontWeight(.bold)
                        Text("C").foregroundColor(.gray).background(Color.white)
                        Text("D").font(.custom("Avenir", size: 15))
                        Text("E").font(.custom("Avenir", size: 15, relativeTo: .caption))
                        Text("F").font(.custom("Avenir", fixedSize: 15))
                        Text("G").font(.title.weight(.bold))
                    }
                }
            }
            """, view: "V")
        let visuals = result.screen.root.children.map(\.visual)
        #expect(visuals[0]?.font == .textStyle(.headline))
        #expect(visuals[1]?.font == .fixed(size: 13))
        #expect(visuals[1]?.fontWeight == .bold)
        #expect(visuals[2]?.foregroundColor == ".gray")
        #expect(visuals[2]?.backgroundColor == "Color.white")
        #expect(visuals[3]?.font == .scaled(size: 15, relativeTo: .body))
        #expect(visuals[4]?.font == .scaled(size: 15, relativeTo: .caption))
        #expect(visuals[5]?.font == .fixed(size: 15))
        #expect(visuals[6]?.font == .textStyle(.title))
    }

    /// A pill: white text on a capsule filled with a colour, inside a view with another
    /// background. The text is read against the capsule's fill; a shape that is only stroked,
    /// or faded, says nothing of what is behind the text.
    @Test func aShapeFilledBehindTextIsItsBackground() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").foregroundStyle(.white).padding().background(Capsule().fill(Color.blue))
                        Text("B").foregroundStyle(.white).background(RoundedRectangle(cornerRadius: 8).fill(.red))
                        Text("C").foregroundStyle(.white).background(Capsule().stroke(Color.blue))
                        Text("D").foregroundStyle(.white).background(Capsule().fill(Color.blue).opacity(0.2))
                        Text("E").foregroundStyle(.white).background(Circle().fill(Color.blue))
                    }
                    .background(Color.gray)
                }
            }
            """, view: "V")
        let backgrounds = result.screen.root.children.map(\.visual?.backgroundColor)
        #expect(backgrounds == ["Color.blue", ".red", "Color.gray", "Color.gray", "Color.gray"])
    }

    /// A clear background draws nothing: the text is read against what lies behind it.
    @Test func aClearBackgroundLeavesTheOneBehind() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").background(Color.clear)
                        Text("B").background(.clear)
                        Text("C").background(Color.red.opacity(0))
                        Text("D").background(Color.red)
                    }
                    .background(Color.black)
                }
            }
            """, view: "V")
        let backgrounds = result.screen.root.children.map(\.visual?.backgroundColor)
        #expect(backgrounds == ["Color.black", "Color.black", "Color.black", "Color.red"])
    }

    @Test func aReplacedLabelKeepsTheDrawnText() throws {
        let element = try SwiftUIFrontEnd.lower(source: """
            struct V: View {
                var body: some View {
                    Button("✕") { }.accessibilityLabel("Close")
                }
            }
            """, view: "V").screen.root.children.first
        #expect(element?.label == "Close")
        #expect(element?.visual?.text == "✕")
    }

    @Test func wrappedTextIsTruncatedOnlyPastItsLineLimit() throws {
        let text = String(repeating: "word ", count: 20)
        func truncated(_ limit: String, _ size: ContentSizeCategory) throws -> Bool? {
            try SwiftUIFrontEnd.lower(source: "struct V: View { var body: some View { Text(\"\(text)\")\(limit) } }", view: "V",
                                      settings: AccessibilitySettings(contentSize: size)).screen.root.children.first?.visual?.isTruncated
        }
        #expect(try truncated("", .accessibilityExtraExtraExtraLarge) == false)
        #expect(try truncated(".lineLimit(3)", .large) == false)
        #expect(try truncated(".lineLimit(3)", .accessibilityLarge) == true)
    }

    /// A frame around a button does not enlarge its hit region; the point is in screen space.
    @Test func activationPointUsesTheElementFrame() throws {
        let element = try SwiftUIFrontEnd.lower(source: """
            struct V: View {
                var body: some View {
                    Button("Go") { }
                        .frame(width: 100, height: 50)
                        .accessibilityActivationPoint(.topLeading)
                }
            }
            """, view: "V").screen.root.children.first
        #expect(element?.frame == Rect(x: 188, y: 427.5, width: 17, height: 22))
        #expect(element?.activationPoint == Point(x: 188, y: 427.5))
    }
}

@Suite struct FixedFrameTests {
    /// A 120×30 pt frame holds one line: "Open" fits at Large (4 × 8.5 pt wide), the long text
    /// needs three lines and is cut off; the frame's size is recorded for the truncation rules.
    @Test func fixedFrameRecordsTheSizeAndLimitsLines() throws {
        func visual(_ text: String) throws -> VisualFacts? {
            try SwiftUIFrontEnd.lower(source: """
                struct V: View {
                    var body: some View {
                        Text("\(text)").frame(width: 120, height: 30)
                    }
                }
                """, view: "V").screen.root.children.first?.visual
        }
        #expect(try visual("Open")?.explicitSize == Size(width: 120, height: 30))
        #expect(try visual("Open")?.isTruncated == false)
        #expect(try visual("Opening hours change on public holidays")?.isTruncated == true)
    }
}

@Suite struct NavigationLayoutTests {
    /// The bar's items sit side by side at its trailing end, each button's hit region at least
    /// 44×44 pt around its content, the large title below the bar, and the list fills the rest of
    /// the safe area.
    @Test func navigationBarItemsTitleAndContent() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct NavView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Row") }
                            .navigationTitle("Inbox")
                            .toolbar {
                                ToolbarItem { Button("Edit") { } }
                                ToolbarItem { Button { } label: { Image(systemName: "plus") } }
                            }
                    }
                }
            }
            """, view: "NavView")
        let elements = result.screen.root.children
        #expect(elements.map { $0.label ?? "container" } == ["Inbox", "Edit", "Add", "container"])
        #expect(elements.map(\.frame) == [
            Rect(x: 16, y: 103, width: 361, height: 52), Rect(x: 310, y: 59, width: 44, height: 44),
            Rect(x: 345, y: 59, width: 44, height: 44), Rect(x: 0, y: 155, width: 393, height: 663),
        ])
    }

    /// An inline title is in the bar, centred, in the Headline style, and takes no row: the search
    /// field is right below the bar and the list below it, in the room the chrome leaves.
    @Test(arguments: ["navigationTitle(\"Inbox\").navigationBarTitleDisplayMode(.inline)",
                      "navigationBarTitle(\"Inbox\", displayMode: .inline)"])
    func anInlineTitleIsInTheBar(title: String) throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct NavView: View {
                @State var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Row") }
                            .\(title)
                            .searchable(text: $query)
                    }
                }
            }
            """, view: "NavView")
        let elements = result.screen.root.children
        #expect(elements.map { $0.label ?? "container" } == ["Inbox", "Search", "container"])
        #expect(elements.map(\.frame) == [
            Rect(x: 175.25, y: 59, width: 42.5, height: 44), Rect(x: 16, y: 103, width: 361, height: 44),
            Rect(x: 0, y: 147, width: 393, height: 671),
        ])
        #expect(elements[0].visual?.font == .textStyle(.headline))
        #expect(elements[0].traits == .header)
    }
}
