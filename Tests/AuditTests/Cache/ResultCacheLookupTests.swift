import Audit
import Foundation
import Testing

/// An input's entry is reused while every look-up its lowering made of the project has the same
/// answer: the same files, with the same contents, declare what it asked for (`docs/cache.md`).
/// A file that holds no UI code (a model, an extension of one) has no findings to keep: it has no
/// entry, and is never counted among the inputs audited again.
extension ResultCacheTests {
    /// `Status` declares `case none` with a title; `StatusRow` reads `Status.none.title`, which
    /// the interpreter resolves by the case's name among the project's enums, and `PlainRow`
    /// writes `.none` only as a value passed on, which looks nothing up.
    static let status = """
        enum Status {
            case none, loading
            var title: String {
                switch self {
                case .none: "Idle"
                case .loading: "Loading"
                }
            }
        }
        """
    static let statusRow = """
        import SwiftUI
        struct StatusRow: View {
            var body: some View {
                Text(Status.none.title)
            }
        }
        """
    static let plainRow = """
        import SwiftUI
        struct PlainRow: View {
            var body: some View {
                Text("Plain").textCase(.none)
            }
        }
        """
    /// An enum in a file nothing else mentions, declaring a case of the same name.
    static let unrelatedMode = "enum Mode {\n    case none, all\n}\n"

    func writeStatusFiles() throws {
        try project.write("Status.swift", Self.status)
        try project.write("StatusRow.swift", Self.statusRow)
        try project.write("PlainRow.swift", Self.plainRow)
    }

    /// The precise semantics: an enum case's member (`.none.title`, `tab.title`) is resolved by
    /// the case's name across the project, so a new enum declaring that case anywhere may change
    /// the answer (two enums now declare it) and redoes the file; `.none` used as a value asks
    /// the index nothing, so the same new enum leaves that file alone.
    @Test func aNewEnumCaseRedoesOnlyTheFilesThatLookedItsNameUp() throws {
        try writeStatusFiles()
        _ = try audit()
        try project.write("Mode.swift", Self.unrelatedMode)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["StatusRow.swift"].map(path))
    }

    @Test func aChangeElsewhereInTheProjectLeavesEveryOtherEntry() throws {
        try writeStatusFiles()
        _ = try audit()
        try project.write("Status.swift", Self.status.replacingOccurrences(of: "\"Idle\"", with: "\"Nothing yet\""))
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["StatusRow.swift"].map(path))
        // The entry of `StatusRow.swift` and the run's: none for the model.
        #expect(after.cache?.statistics.entriesWritten == 2)
    }

    /// A look-up that found nothing is part of the key as much as one that found something.
    @Test func aDeclarationAddedForALookUpThatFoundNothingRedoesTheFile() throws {
        try project.write("Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Button {
                    } label: {
                        Badge()
                    }
                }
            }
            """)
        let before = try audit()
        #expect(before.cache?.statistics.inputsAudited.contains(path("Card.swift")) == true)
        try project.write("Badge.swift", """
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    Image(decorative: "badge")
                }
            }
            """)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.result != before.result)
        #expect(ruleIDs(after.result).contains("Card.swift:4 missing-label"))
        #expect(after.cache?.statistics.inputsAudited == ["Badge.swift", "Card.swift"].map(path))
    }

    /// Members added by an extension in another file change what the type answers.
    @Test func anExtensionOfAUsedTypeRedoesItsUsers() throws {
        try writeStatusFiles()
        _ = try audit()
        try project.write("Status+Symbol.swift", "extension Status {\n    var symbol: String { \"circle\" }\n}\n")
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["StatusRow.swift"].map(path))
    }

    /// `Theme.title` reads `Palette.accent`; both screens show it, and the file lowered second
    /// (one thread: one file after the other) reads it from the memory the app's files share.
    /// Each still depends on `Palette`, which only the value's evaluation looked up: a change
    /// there redoes both.
    @Test func aStaticValueReadFromAnotherFilesMemoryStillRedoesItsReaders() throws {
        try project.write("Palette.swift", "enum Palette {\n    static let accent = \"Blue\"\n}\n")
        try project.write("Theme.swift", "enum Theme {\n    static let title = \"Inbox \" + Palette.accent\n}\n")
        for name in ["Header", "Footer"] {
            try project.write("\(name).swift", """
                import SwiftUI
                struct \(name): View {
                    var body: some View {
                        Text(Theme.title)
                    }
                }
                """)
        }
        _ = try audit(jobs: 1)
        try project.write("Palette.swift", "enum Palette {\n    static let accent = \"Red\"\n}\n")
        let after = try audit(jobs: 1)
        #expect(after.result == (try audit(cached: false).result))
        #expect(Set(after.cache?.statistics.inputsAudited ?? []) == Set(["Footer.swift", "Header.swift"].map(path)))
    }

    /// `Localization` read in `Inbox`, whose file declares its own at the top level, finds that
    /// one whatever other types nest a `Localization` (Swift looks in the scopes around first,
    /// each recorded apart, then at the top level): a change to `Outbox`'s nested one does not
    /// redo `Inbox.swift`; one to `Inbox`'s own does.
    @Test func aNestedTypeOfANameDeclaredAtTheTopLevelRedoesOnlyItsOwnUsers() throws {
        try project.write("Inbox.swift", """
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    Text(Localization.title)
                }
            }
            private enum Localization {
                static let title = "Inbox"
            }
            """)
        let outbox = """
            import SwiftUI
            struct Outbox: View {
                var body: some View {
                    Text(Localization.title)
                }
            }
            private extension Outbox {
                enum Localization {
                    static let title = "Outbox"
                }
            }
            """
        try project.write("Outbox.swift", outbox)
        _ = try audit()
        try project.write("Outbox.swift", outbox.replacingOccurrences(of: "\"Outbox\"", with: "\"Sent\""))
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["Outbox.swift"].map(path))
    }

    /// Where no type of the name is declared at the top level, a name read outside any type finds
    /// the nested one declared nearest to the reader: one declared nearer later redoes the reader.
    @Test func aNestedTypeFoundForWantOfATopLevelOneRedoesItsReaders() throws {
        try project.write("Inbox/Previews.swift", "import SwiftUI\n#Preview {\n    Row()\n}\n")
        func view(_ name: String, row text: String) -> String {
            """
            import SwiftUI
            struct \(name): View {
                var body: some View {
                    Text("\(name)")
                }
            }
            extension \(name) {
                struct Row: View {
                    var body: some View {
                        Text("\(text)")\(text == "Far" ? ".font(.system(size: 17))" : "")
                    }
                }
            }
            """
        }
        try project.write("Outbox/Outbox.swift", view("Outbox", row: "Far"))
        let before = try audit()
        try project.write("Inbox/Inbox.swift", view("Inbox", row: "Near"))
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.result != before.result)
        #expect(Set(after.cache?.statistics.inputsAudited ?? []) == Set(["Inbox/Inbox.swift", "Inbox/Previews.swift"].map(path)))
    }
}
