@testable import Audit
import Foundation
import SwiftSyntaxSupport
import Testing

/// What a file declares and references, and the keys that follow from them.
@Suite struct DependencyKeysTests {
    @Test func aFileDeclaresWhatOtherFilesFindByName() {
        let file = ParsedSourceFile(path: "A.swift", text: """
            struct Card: View {
                struct Badge {}
                var title: String
                static let shared = Card(title: "")
                enum Size { case small, `default` }
                func helper() { let local = 1 }
                var body: some View { Text(title) }
            }
            extension Color { static let brand = Color.red; var muted: Color { self } }
            extension View { func cardStyle() -> some View { self } }
            protocol Themed { var theme: String { get } }
            let appName = "App"
            func makeCard() -> Card { Card(title: appName) }
            """)
        let dependencies = SourceDependencies(file)
        #expect(dependencies.declared == ["Card", "Badge", "Size", "Themed", "appName", "makeCard"])
        #expect(dependencies.extended == ["Color", "View"])
        #expect(dependencies.implicitMembers == ["shared", "small", "default", "brand"])
        #expect(dependencies.extensionMembers == ["Color": ["brand", "muted"], "View": ["cardStyle"]])
        #expect(dependencies.referenced.isSuperset(of: ["Text", "title", "Color", "red", "appName", "String"]))
        #expect(dependencies.implicitReferences == [])
        #expect(!dependencies.referenced.contains("struct"))
    }

    @Test func implicitMembersAreReferencesOfTheirOwn() {
        let file = ParsedSourceFile(path: "B.swift", text: "let a = Card(size: .large).padding(.top)\nlet b = Size.small")
        #expect(SourceDependencies(file).implicitReferences == ["large", "top"])
    }

    /// The kinds of name a file finds in others, and those it does not.
    @Test func membersArePassedThroughTheirTypeUnlessTheTypeIsNotTheProjects() {
        let model = SourceDependencies(declared: ["Model"], implicitMembers: ["shared", "empty"])
        let modelExtension = SourceDependencies(extended: ["Model"], extensionMembers: ["Model": ["summary"]])
        let viewExtension = SourceDependencies(extended: ["View"], extensionMembers: ["View": ["cardStyle"]])
        func keysChanging(_ changed: String, userReferences: Set<String>, implicit: Set<String> = []) -> Bool {
            func keys(_ suffix: String) -> [String: ContentHash] {
                DependencyKeys([
                    DependencyKeys.File(path: "Model", contents: ContentHash("model" + (changed == "Model" ? suffix : "")), dependencies: model),
                    DependencyKeys.File(path: "ModelExtension", contents: ContentHash("e" + (changed == "ModelExtension" ? suffix : "")),
                                        dependencies: modelExtension),
                    DependencyKeys.File(path: "ViewExtension", contents: ContentHash("v" + (changed == "ViewExtension" ? suffix : "")),
                                        dependencies: viewExtension),
                    DependencyKeys.File(path: "User", contents: ContentHash("user"),
                                        dependencies: SourceDependencies(referenced: userReferences, implicitReferences: implicit)),
                ]).keys
            }
            return keys("")["User"] != keys("2")["User"]
        }
        #expect(keysChanging("Model", userReferences: ["Model"]))
        #expect(keysChanging("ModelExtension", userReferences: ["Model"]))
        #expect(!keysChanging("ModelExtension", userReferences: ["summary"]))
        #expect(keysChanging("ViewExtension", userReferences: ["cardStyle"]))
        #expect(!keysChanging("ViewExtension", userReferences: ["View"]))
        #expect(keysChanging("Model", userReferences: ["shared"], implicit: ["shared"]))
        #expect(!keysChanging("Model", userReferences: ["shared"]))
    }

    func file(_ path: String, _ contents: String, declares: Set<String>, references: Set<String>) -> DependencyKeys.File {
        DependencyKeys.File(path: path, contents: ContentHash(contents),
                            dependencies: SourceDependencies(declared: declares, referenced: references))
    }

    /// A uses B, B uses C, D stands alone; E and F use each other.
    func keys(c: String = "c", e: String = "e") -> [String: ContentHash] {
        DependencyKeys([
            file("A", "a", declares: ["A"], references: ["B"]),
            file("B", "b", declares: ["B"], references: ["C"]),
            file("C", c, declares: ["C"], references: []),
            file("D", "d", declares: ["D"], references: ["Missing"]),
            file("E", e, declares: ["E"], references: ["F"]),
            file("F", "f", declares: ["F"], references: ["E", "A"]),
        ]).keys
    }

    @Test func aChangeReachesEveryFileThatDependsOnItAndNoOther() {
        let before = keys(), after = keys(c: "c2")
        #expect(Set(before.keys) == ["A", "B", "C", "D", "E", "F"])
        #expect(["A", "B", "C", "E", "F"].allSatisfy { before[$0] != after[$0] })
        #expect(before["D"] == after["D"])
    }

    @Test func filesInACycleShareTheirKey() {
        let before = keys(), after = keys(e: "e2")
        #expect(before["E"] == before["F"])
        #expect(after["E"] != before["E"] && after["F"] != before["F"])
        #expect(["A", "B", "C", "D"].allSatisfy { before[$0] == after[$0] })
    }

    /// On seeded random graphs: a file's key changes exactly when a file it reaches changes.
    @Test func aKeyChangesExactlyWhenAReachableFileChanges() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<20 {
            let count = 2 + next(12)
            let references = (0..<count).map { _ in Set((0..<next(3)).map { _ in "N\(next(count))" }) }
            func files(changing changed: Int?) -> [DependencyKeys.File] {
                (0..<count).map { index in
                    file("F\(index)", index == changed ? "changed" : "same", declares: ["N\(index)"], references: references[index])
                }
            }
            func reaches(_ start: Int, _ target: Int) -> Bool {
                var seen: Set<Int> = [start], pending = [start]
                while let node = pending.popLast() {
                    for name in references[node] {
                        let next = Int(name.dropFirst())!
                        if seen.insert(next).inserted { pending.append(next) }
                    }
                }
                return seen.contains(target)
            }
            let before = DependencyKeys(files(changing: nil)).keys
            let changed = next(count)
            let after = DependencyKeys(files(changing: changed)).keys
            for index in 0..<count {
                #expect((before["F\(index)"] != after["F\(index)"]) == reaches(index, changed))
            }
        }
    }

    @Test func componentsComeAfterEveryComponentTheyReach() {
        let components = DependencyKeys.components([[1], [2], [], [4], [3, 0]])
        #expect(components.map { $0.sorted() } == [[2], [1], [0], [3, 4]])
    }

    @Test func theCatalogueVersionFollowsTheRules() {
        let base = CatalogueVersion.of([ThresholdTestRule.self], toolVersion: "1")
        #expect(base == CatalogueVersion.of([ThresholdTestRule.self], toolVersion: "1"))
        #expect(base != CatalogueVersion.of([ThresholdTestRule.self], toolVersion: "2"))
        #expect(base != CatalogueVersion.of([ThresholdTestRule.self, ImageCallTestRule.self], toolVersion: "1"))
        var changed = ThresholdTestRule.description
        changed.options[0].defaultValue = 48
        #expect(CatalogueVersion.describe(changed) != CatalogueVersion.describe(ThresholdTestRule.description))
    }

    @Test func contentHashesDifferOnAnyByte() {
        let texts = ["", "a", "b", "ab", "ba", String(repeating: "x", count: 16), String(repeating: "x", count: 17),
                     String(repeating: "x", count: 15) + "y", String(repeating: "x", count: 31) + "y"]
        #expect(Set(texts.map { ContentHash($0) }).count == texts.count)
        #expect(ContentHash("abc").description.count == 32)
        #expect(ContentHash("abc") == ContentHash(Data("abc".utf8)))
    }
}
