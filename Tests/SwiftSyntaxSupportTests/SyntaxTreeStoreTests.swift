import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct SyntaxTreeStoreTests {
    static let first = "struct First { let title = \"One\" }\n"
    static let second = "struct Second { let title = \"Two\" }\n"
    /// A generated table of 40 constants.
    static let table = "enum Icons {\n" + (0..<40).map { "    static let icon\($0) = \"glyph\($0)\"\n" }.joined() + "}\n"

    /// `text` parsed as the file at `path`, and its handle in `store`.
    private func file(_ path: String, _ text: String, in store: SyntaxTreeStore) -> (ParsedSourceFile, SourceFileHandle) {
        let parsed = ParsedSourceFile(path: path, text: text)
        return (parsed, SourceFileHandle(parsed, store: store))
    }

    /// The first token of `parsed` spelled `text`.
    private func token(_ text: String, in parsed: ParsedSourceFile) throws -> TokenSyntax {
        try #require(parsed.tree.tokens(viewMode: .sourceAccurate).first { $0.text == text })
    }

    @Test func keepsTheMostRecentTreesUpToItsLimit() {
        let store = SyntaxTreeStore(byteLimit: Self.first.utf8.count)
        _ = SourceFileHandle(ParsedSourceFile(path: "First.swift", text: Self.first), store: store)
        #expect(store.keptSourceBytes == Self.first.utf8.count)
        _ = SourceFileHandle(ParsedSourceFile(path: "Second.swift", text: Self.second), store: store)
        #expect(store.keptSourceBytes == Self.second.utf8.count)
        #expect(store.reparsedCount == 0)
    }

    @Test func aTreeLetGoIsParsedAgainAndTheReferenceFindsTheSameNode() throws {
        let store = SyntaxTreeStore(byteLimit: 1)
        let parsed = ParsedSourceFile(path: "First.swift", text: Self.first)
        let handle = SourceFileHandle(parsed, store: store)
        let literal = try #require(parsed.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "One" })
        let reference = SyntaxReference(literal, in: handle)
        _ = SourceFileHandle(ParsedSourceFile(path: "Second.swift", text: Self.second), store: store)
        #expect(reference.node.text == "One")
        #expect(reference.node.position == literal.position)
        #expect(store.reparsedCount == 1)
        #expect(store.declarationParseCount == 0, "without a limit for declarations, none is parsed alone")
        #expect(reference.node.id == reference.node.id, "the tree parsed again is kept while it is the newest")
        #expect(store.reparsedCount == 1)
    }

    /// Each front end makes its own handle of a file: they share one entry, not two.
    @Test func handlesOfOnePathShareOneTree() {
        let store = SyntaxTreeStore(byteLimit: Self.first.utf8.count)
        let parsed = ParsedSourceFile(path: "First.swift", text: Self.first)
        let swiftUI = SourceFileHandle(parsed, store: store)
        let uiKit = SourceFileHandle(parsed, store: store)
        #expect(store.keptSourceBytes == Self.first.utf8.count)
        #expect(uiKit.parsed.tree.id == swiftUI.parsed.tree.id)
        #expect(store.reparsedCount == 0)
    }

    /// A file changed between two audits sharing a store is parsed from its new text.
    @Test func aHandleOfOnePathWithOtherTextDoesNotTakeTheTree() {
        let store = SyntaxTreeStore(byteLimit: 1_000)
        _ = SourceFileHandle(ParsedSourceFile(path: "First.swift", text: Self.first), store: store)
        let changed = SourceFileHandle(ParsedSourceFile(path: "First.swift", text: Self.second), store: store)
        #expect(changed.parsed.text == Self.second)
        #expect(store.keptSourceBytes == Self.second.utf8.count)
    }

    @Test func aHandleWithoutAStoreKeepsItsTree() throws {
        let parsed = ParsedSourceFile(path: "First.swift", text: Self.first)
        let handle = SourceFileHandle(parsed)
        let literal = try #require(parsed.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "One" })
        #expect(SyntaxReference(literal, in: handle).node.id == literal.id)
        #expect(handle.lineAndColumn(of: literal).column == 29)
    }

    /// With declarations read alone, a node of a tree let go comes from its declaration parsed
    /// alone, not from the whole file parsed again; a place outside every declaration (a type's
    /// name) still parses the whole file.
    @Test func aNodeOfATreeLetGoIsReadFromItsDeclarationParsedAlone() throws {
        let store = SyntaxTreeStore(byteLimit: 1, declarationByteLimit: 1_000)
        let parsed = ParsedSourceFile(path: "First.swift", text: Self.first)
        let handle = SourceFileHandle(parsed, store: store)
        let tokens = Array(parsed.tree.tokens(viewMode: .sourceAccurate))
        let literal = try #require(tokens.first { $0.text == "One" })
        let name = try #require(tokens.first { $0.text == "First" })
        let reference = SyntaxReference(literal, in: handle)
        _ = SourceFileHandle(ParsedSourceFile(path: "Second.swift", text: Self.second), store: store)
        #expect(reference.node.text == "One")
        #expect(reference.node.position == literal.position)
        #expect(store.reparsedCount == 0)
        #expect(store.declarationParseCount == 1)
        #expect(store.declarationParseBytes == #"let title = "One""#.utf8.count)
        #expect(reference.node.text == "One")
        #expect(store.declarationParseCount == 1, "the declaration's tree is kept")
        #expect(SyntaxReference(name, in: handle).node.text == "First")
        #expect(store.reparsedCount == 1)
    }

    /// The declarations' trees are kept up to their own limit, the least recently used let go first.
    @Test func declarationsParsedAloneAreKeptUpToTheirLimit() throws {
        let text = "struct Pair {\n    let a = 1\n    let b = 2\n}\n"
        let store = SyntaxTreeStore(byteLimit: 1, declarationByteLimit: "let a = 1".utf8.count)
        let parsed = ParsedSourceFile(path: "Pair.swift", text: text)
        let handle = SourceFileHandle(parsed, store: store)
        _ = SourceFileHandle(ParsedSourceFile(path: "Second.swift", text: Self.second), store: store)
        let tokens = Array(parsed.tree.tokens(viewMode: .sourceAccurate))
        let one = SyntaxReference(try #require(tokens.first { $0.text == "1" }), in: handle)
        let two = SyntaxReference(try #require(tokens.first { $0.text == "2" }), in: handle)
        #expect(one.node.text == "1")
        #expect(two.node.text == "2")
        #expect(two.node.text == "2")
        #expect(store.declarationParseCount == 2)
        #expect(one.node.text == "1")
        #expect(store.declarationParseCount == 3, "`a` was let go for `b`")
        #expect(store.reparsedCount == 0)
    }

    /// Only files larger than `declarationFilesAboveBytes` are read by declaration: a smaller
    /// file let go is parsed again whole, a larger one has the declaration holding the node parsed alone.
    @Test func onlyLargeFilesHaveTheirDeclarationsParsedAlone() throws {
        let small = "struct Small { let title = \"One\" }\n"
        let large = "struct Large {\n" + (0..<20).map { "    let title\($0) = \"Two\"\n" }.joined() + "}\n"
        let store = SyntaxTreeStore(byteLimit: 1, declarationByteLimit: 1_000, declarationFilesAboveBytes: small.utf8.count)
        let (smallParsed, smallHandle) = file("Small.swift", small, in: store)
        let (largeParsed, largeHandle) = file("Large.swift", large, in: store)
        // A file no larger than the small one, which the store keeps whole (`Second.swift` is a byte larger).
        _ = SourceFileHandle(ParsedSourceFile(path: "Third.swift", text: Self.first), store: store)
        let one = try token("One", in: smallParsed)
        let two = try token("Two", in: largeParsed)
        #expect(SyntaxReference(one, in: smallHandle).node.position == one.position)
        #expect(store.reparsedCount == 1, "the small file is parsed again whole")
        #expect(store.declarationParseCount == 0)
        #expect(SyntaxReference(two, in: largeHandle).node.position == two.position)
        #expect(store.reparsedCount == 1, "the large file is not parsed again whole")
        #expect(store.declarationParseCount == 1)
        #expect(store.declarationParseBytes == #"let title0 = "Two""#.utf8.count)
    }

    /// With `readsSmallFilesByDeclaration`, a small file let go has the declaration holding the
    /// node parsed alone too; one whose whole tree a later step parses is parsed again whole
    /// until that step has kept its tree, and by declaration after.
    @Test func smallFilesAreReadByDeclarationButThoseParsedWholeLater() throws {
        let screen = "struct Screen { let title = \"One\" }\n"
        let model = "struct Model { let title = \"Two\" }\n"
        let store = SyntaxTreeStore(byteLimit: 1, declarationByteLimit: 1_000, declarationFilesAboveBytes: 100_000,
                                    readsSmallFilesByDeclaration: true)
        let (screenParsed, screenHandle) = file("Screen.swift", screen, in: store)
        store.parsesWholeLater("Screen.swift")
        let (modelParsed, modelHandle) = file("Model.swift", model, in: store)
        _ = SourceFileHandle(ParsedSourceFile(path: "Second.swift", text: Self.second), store: store)
        let one = try token("One", in: screenParsed)
        let two = try token("Two", in: modelParsed)

        #expect(SyntaxReference(two, in: modelHandle).node.position == two.position)
        #expect(store.reparsedCount == 0, "the small model file is not parsed again whole")
        #expect(store.declarationParseBytes == #"let title = "Two""#.utf8.count)

        #expect(SyntaxReference(one, in: screenHandle).node.position == one.position)
        #expect(store.reparsedCount == 1, "the screen file is parsed again whole, for its own turn to find")
        #expect(store.keptFile(path: "Screen.swift", text: screen) != nil)
        #expect(store.declarationParseCount == 1)

        // Its turn keeps its whole tree; let go after, it is read by declaration.
        store.keep(ParsedSourceFile(path: "Screen.swift", text: screen))
        _ = SourceFileHandle(ParsedSourceFile(path: "Third.swift", text: Self.first), store: store)
        #expect(store.keptFile(path: "Screen.swift", text: screen) == nil)
        #expect(SyntaxReference(one, in: screenHandle).node.position == one.position)
        #expect(store.reparsedCount == 1)
        #expect(store.declarationParseCount == 2)
    }

    /// Without `readsSmallFilesByDeclaration`, a file's place in `parsesWholeLater` changes nothing.
    @Test func parsedWholeLaterIsNotedOnlyWhenSmallFilesAreReadByDeclaration() throws {
        let store = SyntaxTreeStore(byteLimit: 1, declarationByteLimit: 1_000, declarationFilesAboveBytes: 0)
        let parsed = ParsedSourceFile(path: "First.swift", text: Self.first)
        let handle = SourceFileHandle(parsed, store: store)
        store.parsesWholeLater("First.swift")
        _ = SourceFileHandle(ParsedSourceFile(path: "Second.swift", text: Self.second), store: store)
        let one = try token("One", in: parsed)
        #expect(SyntaxReference(one, in: handle).node.position == one.position)
        #expect(store.reparsedCount == 0)
        #expect(store.declarationParseCount == 1)
    }

    /// Small files read by declaration: the declarations' trees kept take room from the whole
    /// trees, so both together keep no more source than `byteLimit`.
    @Test func declarationsOfSmallFilesCountAgainstTheWholeTreesLimit() throws {
        let texts = ["A", "B", "C", "D"].map { "struct \($0) { let title = \"One\" }\n" }
        let length = texts[0].utf8.count
        let store = SyntaxTreeStore(byteLimit: 2 * length, declarationByteLimit: 1_000, declarationFilesAboveBytes: 100_000,
                                    readsSmallFilesByDeclaration: true)
        let parsed = ParsedSourceFile(path: "A.swift", text: texts[0])
        let handle = SourceFileHandle(parsed, store: store)
        _ = SourceFileHandle(ParsedSourceFile(path: "B.swift", text: texts[1]), store: store)
        _ = SourceFileHandle(ParsedSourceFile(path: "C.swift", text: texts[2]), store: store)
        #expect(store.keptSourceBytes == 2 * length, "A was let go for C")
        let one = try token("One", in: parsed)
        #expect(SyntaxReference(one, in: handle).node.position == one.position)
        #expect(store.declarationParseBytes == #"let title = "One""#.utf8.count)
        // D takes B's room and, with A's declaration kept, C's too.
        _ = SourceFileHandle(ParsedSourceFile(path: "D.swift", text: texts[3]), store: store)
        #expect(store.keptSourceBytes == length)
        #expect(store.keptFile(path: "C.swift", text: texts[2]) == nil)
        #expect(store.keptFile(path: "D.swift", text: texts[3]) != nil)
    }

    /// A file of more than a quarter of the store's limit (a generated table) is not kept whole
    /// once the step that parsed it is done, when declarations are read alone: its nodes come
    /// from their declarations parsed alone, and the trees of the files kept stay. A smaller file
    /// is kept as before.
    @Test func aFileOfMoreThanAQuarterOfTheLimitIsReadByDeclarationOnly() throws {
        let table = Self.table
        let store = SyntaxTreeStore(byteLimit: 4 * table.utf8.count - 4, declarationByteLimit: 1_000, declarationFilesAboveBytes: 100)
        let (first, firstHandle) = file("First.swift", Self.first, in: store)
        let (parsed, handle) = file("Icons.swift", table, in: store)
        #expect(store.keptSourceBytes == Self.first.utf8.count, "the table is not kept")
        #expect(store.keptFile(path: "Icons.swift", text: table) == nil)
        let glyph = try token("glyph7", in: parsed)
        #expect(SyntaxReference(glyph, in: handle).node.position == glyph.position)
        #expect(store.reparsedCount == 0)
        #expect(store.declarationParseBytes == #"static let icon7 = "glyph7""#.utf8.count)
        store.keep(ParsedSourceFile(path: "Icons.swift", text: table))
        #expect(store.keptFile(path: "Icons.swift", text: table) == nil, "nor when parsed whole for its own turn")
        let one = try token("One", in: first)
        #expect(SyntaxReference(one, in: firstHandle).node.position == one.position)
        #expect(store.reparsedCount == 0, "the small file's tree stayed")
    }

    /// Without declarations read alone, a file of any size is kept whole.
    @Test func aLargeFileIsKeptWholeWhenDeclarationsAreNotReadAlone() {
        let table = Self.table
        let store = SyntaxTreeStore(byteLimit: 2 * table.utf8.count)
        _ = file("Icons.swift", table, in: store)
        #expect(store.keptFile(path: "Icons.swift", text: table) != nil)
    }
}
