import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// Every question a lowering asks the project index is recorded, found or not, and answered by
/// the files whose declarations make up the answer (what the result cache keys an entry on).
@Suite struct SwiftUIProjectLookupTests {
    static let project = SwiftUIProject(files: [
        ParsedSourceFile(path: "App/Model.swift", text: """
            struct Dog { let name: String; static let preview = Dog(name: "Rex") }
            """),
        ParsedSourceFile(path: "App/Dog+Summary.swift", text: """
            extension Dog { var summary: String { name } }
            """),
        ParsedSourceFile(path: "App/DogRow.swift", text: """
            struct DogRow: View {
                let dog: Dog
                var body: some View {
                    HStack { Text(dog.summary); Badge() }
                }
            }
            """),
        ParsedSourceFile(path: "App/Previews.swift", text: """
            #Preview("Row") { DogRow(dog: .preview) }
            """),
    ])

    @Test func aLoweringRecordsWhatItLookedUpFoundOrNot() {
        let (results, lookups) = Self.project.lowerRecordingLookups(entriesDeclaredIn: "App/Previews.swift",
                                                                    settings: AccessibilitySettings())
        #expect(results.count == 1)
        let texts = lookups.map(\.description)
        #expect(texts.contains("previewAt App/Previews.swift:1:1"))
        // The preview's code is at the top level: no scope around it can hold a nested `DogRow`.
        #expect(texts.contains("unscopedType DogRow"))
        // `.preview` is read against the type of the property it is passed for.
        #expect(texts.contains("type Dog"))
        #expect(texts.contains("type Badge"))
        #expect(texts.contains("globalFunction Badge"))
        #expect(texts == texts.sorted())
        #expect(lookups.allSatisfy { IndexLookup($0.description) == $0 })
    }

    /// Without a result cache nothing reads the look-ups: none are given back, and the screens
    /// are the same.
    @Test func aLoweringNotKeepingLookupsGivesTheSameScreensAndNoLookups() {
        let settings = AccessibilitySettings()
        let (kept, lookups) = Self.project.lowerRecordingLookups(entriesDeclaredIn: "App/Previews.swift", settings: settings)
        let (unkept, none) = Self.project.lowerRecordingLookups(entriesDeclaredIn: "App/Previews.swift", settings: settings,
                                                               keepingLookups: false)
        #expect(lookups.count >= 5)
        #expect(none.isEmpty)
        #expect(unkept == kept)
    }

    @Test func aFileWhoseViewsPreviewsShowLooksNothingUp() {
        let (results, lookups) = Self.project.lowerRecordingLookups(entriesDeclaredIn: "App/DogRow.swift",
                                                                    settings: AccessibilitySettings())
        #expect(results.isEmpty && lookups.isEmpty)
    }

    @Test func eachLookUpIsAnsweredByTheFilesDeclaringOrExtendingWhatItNames() {
        func files(_ text: String) -> [String]? { IndexLookup(text).map(Self.project.files(answering:)) }
        #expect(files("type Dog") == ["App/Dog+Summary.swift", "App/Model.swift"])
        #expect(files("type Badge") == [])
        #expect(files("staticProperty preview") == ["App/Dog+Summary.swift", "App/Model.swift"])
        #expect(files("enumCase preview") == [])
        #expect(files("typeAt App/DogRow.swift:1:8") == ["App/DogRow.swift"])
        #expect(files("previewAt App/Previews.swift:1:1") == ["App/Previews.swift"])
        #expect(files("unknown Dog") == nil)
    }
}
