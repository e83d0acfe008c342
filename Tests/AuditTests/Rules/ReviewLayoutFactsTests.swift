@testable import Audit
import Testing

/// Findings decided from what the layout of the code does (docs/review.md, What a control's label
/// draws; Rows drawn as items): a control whose label also draws a view of a size no code decides
/// is not the size of its one-line title, and a grid whose rows are items, or whose one title names
/// every value, does not part a value from its title.
@Suite struct ReviewLayoutFactsTests {
    static func hitRegions(_ body: String, declarations: String = "") throws -> [Finding] {
        try ReviewSignalTests.findings(ReviewSignalTests.view(body, declarations: declarations), rules: [SmallHitRegionRule.self])
    }

    static func grids(_ body: String, declarations: String = "") throws -> [Finding] {
        try ReviewSignalTests.findings(ReviewSignalTests.view(body, declarations: declarations), rules: [UngroupedLabelValueRule.self])
    }

    // MARK: A button alone in a list row

    /// A row's only button, of the automatic style, takes the row's touches: its one-line label
    /// is not the target's size. With another control in the row, or a style of its own, it is.
    @Test(arguments: [
        ("", 0), (".buttonStyle(.borderless)", 1), ("Toggle(\"On\", isOn: $on)", 1),
        ("ScrollView(.horizontal) { Text(\"More\") }", 1), ("ForEach(tags) { Text($0.name) }", 1),
    ])
    func aButtonAloneInAFormRowTakesTheRowsTouches(_ extra: String, _ reported: Int) throws {
        let style = extra.hasPrefix(".") ? extra : ""
        let other = extra.hasPrefix(".") ? "" : extra
        let findings = try Self.hitRegions("""
            Form {
                        HStack {
                            Button(action: { select() }) { Text("Inbox").lineLimit(1).padding(3) }\(style)
                            Spacer()
                            \(other)
                        }
                    }
            """)
        #expect(findings.count == reported)
    }

    /// Rows a `ForEach` makes of a collection known at run time (swift-paperless' tag filter): the
    /// one row that stands for them takes its touches as each of them does.
    @Test func aButtonAloneInEachRowOfAForEachTakesTheRowsTouches() throws {
        let findings = try Self.hitRegions("""
            Form {
                        ForEach(tags) { tag in
                            HStack {
                                Button(action: { select(tag) }) { Text(tag.name).lineLimit(1).padding(3) }
                                Spacer()
                            }
                        }
                    }
            """)
        #expect(findings.isEmpty)
    }

    /// A section's header is no row: no touch selects it, and its one button is its label's size
    /// (Aidoku's sort-order arrow beside "Downloaded chapters").
    @Test func aButtonAloneInASectionHeaderIsItsLabelsSize() throws {
        let findings = try Self.hitRegions("""
            Form {
                        Section {
                            Text("Chapter 1")
                        } header: {
                            HStack {
                                Text("Downloaded chapters")
                                Spacer()
                                Button(action: { toggle() }) { Image(systemName: "arrow.up").imageScale(.small) }
                            }
                        }
                    }
            """)
        #expect(findings.count == 1)
    }

    // MARK: A tap on a view around several elements

    /// A row's icon and name answer the row's tap: a person touches either, so the icon's
    /// constant frame is not the target's size.
    @Test func anIconBesideANameInATappedRowIsNotATargetOfItsOwn() throws {
        let findings = try Self.hitRegions("""
            HStack {
                        Image("tor").resizable().frame(width: 20, height: 20)
                        Text("relay.damus.io")
                        Spacer()
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { open() }
            """)
        #expect(findings.isEmpty)
    }

    /// Tapped on its own view, the framed icon is the whole target.
    /// A view lowered on its own is given 0 for a size only its callers pass: no control of no
    /// size is drawn, so nothing is reported; a constant size is.
    @Test func aSizeOnlyCallersPassIsNoZeroSizedTarget() throws {
        let thumbnail = """
            struct Thumbnail: View {
                let size: CGFloat
                var body: some View {
                    Image(systemName: "photo").resizable().frame(width: size, height: size).onTapGesture { select() }
                }
            }
            """
        #expect(try ReviewSignalTests.findings(thumbnail, rules: [SmallHitRegionRule.self]).isEmpty)
        let constant = thumbnail.replacingOccurrences(of: "let size: CGFloat", with: "let size: CGFloat = 24")
        #expect(try ReviewSignalTests.findings(constant, rules: [SmallHitRegionRule.self]).map(\.ruleID) == ["small-hit-region"])
    }

    @Test func aTappedIconAloneIsItsOwnTarget() throws {
        let findings = try Self.hitRegions("""
            HStack {
                        Image("tor").resizable().frame(width: 20, height: 20)
                            .onTapGesture { open() }
                        Text("relay.damus.io")
                    }
            """)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.map(\.location.line) == [7])
    }

    /// A 12 pt badge over a tapped 64 pt picture that fills the frame: the picture, no element,
    /// takes the touch too, so the badge is no target of its own.
    @Test func aBadgeOverATappedPictureIsNotATargetOfItsOwn() throws {
        let findings = try Self.hitRegions("""
            ZStack(alignment: .bottomTrailing) {
                        Image(decorative: "avatar").resizable().scaledToFill()
                        Image(systemName: "checkmark.seal.fill").font(.system(size: 12))
                    }
                    .frame(width: 64, height: 64)
                    .onTapGesture { open() }
            """)
        #expect(findings.isEmpty)
    }

    /// A 32 pt circle behind a tapped symbol (a video's mute button) takes the touch only where it
    /// is drawn, as the symbol does: the target is small, and judged.
    @Test func aSymbolOnACircleOfConstantSizeIsStillJudged() throws {
        let findings = try Self.hitRegions("""
            ZStack {
                        Circle().frame(width: 32, height: 32)
                        Image(systemName: "speaker.slash.fill").font(.system(size: 12))
                    }
                    .onTapGesture { toggleMute() }
            """)
        #expect(findings.map(\.kind) == [.violation])
    }

    /// A symbol tapped with only padding around it draws nothing else: it is judged by its own
    /// size, as before (the fix's content shape is what gives the padding the touch).
    @Test func aTappedSymbolWithPaddingAloneIsItsOwnTarget() throws {
        let findings = try Self.hitRegions("""
            Image(systemName: "bolt.fill").font(.system(size: 12))
                        .padding(4)
                        .onTapGesture { open() }
            """)
        #expect(findings.map(\.kind) == [.violation])
    }

    // MARK: What a control's label draws

    /// A poster's picture above its title line; a decorative avatar, as high as its picture, beside a one-line name.
    static let viewsOfOpenSize = [
        """
        VStack(alignment: .leading) {
                            Rectangle().fill(.gray)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                            Text("Dune").font(.footnote).lineLimit(1)
                        }
        """,
        """
        HStack {
                            Image(decorative: "avatar").resizable().aspectRatio(contentMode: .fit).frame(width: 20)
                            Text("Jane").font(.title3).lineLimit(1)
                        }
        """,
    ]

    @Test(arguments: viewsOfOpenSize)
    func aViewOfOpenSizeBesideATitleLineLeavesTheControlsSizeOpen(_ label: String) throws {
        let findings = try Self.hitRegions("""
            Button(action: open) {
                        \(label)
                    }
            """)
        #expect(findings.isEmpty)
    }

    @Test func aHiddenSymbolBesideATitleLineIsStillSizedByItsFont() throws {
        let findings = try Self.hitRegions("""
            Button(action: open) {
                        HStack {
                            Image(systemName: "star").accessibilityHidden(true)
                            Text("Room 3").lineLimit(1)
                        }
                    }
            """)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.map(\.location.line) == [9])
    }

    @Test func aShapeInAConstantFrameBesideATitleLineIsDecided() throws {
        let findings = try Self.hitRegions("""
            Button(action: open) {
                        HStack {
                            Circle().fill(.green).frame(width: 8, height: 8)
                            Text("Online").lineLimit(1)
                        }
                    }
            """)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.map(\.location.line) == [9])
    }

    // MARK: Rows drawn as items

    @Test func rowsEachDrawnByOneCallAreReadWhole() throws {
        let findings = try Self.grids("""
            VStack {
                        comparison("AAC", "MP3")
                        comparison("H264", "HEVC")
                        comparison("MKV", "MP4")
                    }
                }
                func comparison(_ source: String, _ destination: String) -> some View {
                    HStack {
                        Text(source).frame(maxWidth: .infinity, alignment: .trailing)
                        Image(systemName: "arrow.right").frame(maxWidth: .infinity)
                        Text(destination).frame(maxWidth: .infinity, alignment: .leading)
                    }
            """)
        #expect(findings.isEmpty)
    }

    @Test func titlesOverTheirValuesSideBySideAreStillReported() throws {
        let findings = try Self.grids("""
            HStack {
                        card("Followers", "1,204")
                        card("Posts", "318")
                    }
                }
                func card(_ title: String, _ value: String) -> some View {
                    VStack(alignment: .leading) {
                        Text(title).font(.subheadline)
                        Text(value).font(.title2)
                    }
            """)
        #expect(findings.map(\.location.line) == [13])
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func oneCaptionOverEverySampleNamesEveryValue() throws {
        let findings = try Self.grids("""
            HStack {
                        ForEach(["portrait", "landscape", "square"], id: \\.self) { shape in
                            VStack(alignment: .leading) {
                                Text("Preview").font(.footnote)
                                Text("Subtitle").font(.caption)
                            }
                        }
                    }
            """)
        #expect(findings.isEmpty)
    }

    @Test func aTitleRowOfDifferentWordsIsStillReported() throws {
        let findings = try Self.grids("""
            HStack {
                        ForEach(["Width", "Height", "Depth"], id: \\.self) { title in
                            VStack(alignment: .leading) {
                                Text(title).font(.footnote)
                                Text("12 cm").font(.caption)
                            }
                        }
                    }
            """)
        #expect(findings.map(\.location.line) == [9])
    }
}
