import AccessibilityTree
import AssistiveTechnologies
import Foundation
import PerceiveExamples
import Scenes
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import Testing

/// One of the talks' apps written as SwiftUI under `Examples/`, paired with its hand-built scene.
struct ExampleParityCase: Sendable, CustomTestStringConvertible {
    /// The folder under `Examples/`: `ExceptionalDogs/Before`.
    let folder: String
    /// The view the folder's `#Preview` shows.
    let rootView: String
    /// The hand-built scene's name: its `ExampleCatalog` name (`exceptional-dogs:before`) or a
    /// description of the scene state; nil when the talk shows no such variant.
    let handBuiltName: String?
    /// Builds the hand-built scene in its initial state under the given settings.
    let makeHandBuiltScene: (@Sendable (AccessibilitySettings) -> any Scene)?
    /// Why the SwiftUI version does not yet speak like the hand-built scene: the front-end gap
    /// recorded in the gaps list. Nil when it must match exactly.
    let knownGap: String?

    /// Pairs the folder with the catalogue's example `catalogName`.
    init(_ folder: String, rootView: String, catalogName: String?, knownGap: String? = nil) {
        var make: (@Sendable (AccessibilitySettings) -> any Scene)?
        if let catalogName, let example = ExampleCatalog.example(named: catalogName) {
            make = { settings in example.makeScene(settings: settings) }
        }
        self.init(folder, rootView: rootView, handBuiltName: catalogName, makeHandBuiltScene: make, knownGap: knownGap)
    }

    /// Pairs the folder with a hand-built scene in a state the catalogue does not start in.
    init(_ folder: String, rootView: String, handBuiltName: String?,
         makeHandBuiltScene: (@Sendable (AccessibilitySettings) -> any Scene)?, knownGap: String? = nil) {
        self.folder = folder
        self.rootView = rootView
        self.handBuiltName = handBuiltName
        self.makeHandBuiltScene = makeHandBuiltScene
        self.knownGap = knownGap
    }

    var testDescription: String { "\(folder) (\(rootView))" }

    /// The repository's `Examples/` folder, found from this file's place in `Tests/`.
    static let examplesFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The folder's preview of `rootView`, lowered by the SwiftUI front end.
    func lowered(settings: AccessibilitySettings = AccessibilitySettings()) throws -> LoweringResult {
        let path = Self.examplesFolder.appendingPathComponent(folder).path
        let files = try SwiftUIFrontEnd.parse(paths: [path])
        let entry = try #require(SwiftUIFrontEnd.entryPoints(in: files).first {
            $0.kind == .preview && $0.viewName == rootView
        }, "no #Preview of \(rootView) in Examples/\(folder)")
        return SwiftUIFrontEnd.lower(entry: entry, files: files, settings: settings)
    }

    /// What VoiceOver says swiping through the lowered preview, one normalized line per utterance.
    func spokenFromSource() throws -> [String] {
        let screen = try lowered().screen
        return Self.spoken(VoiceOver.swipeThrough(scene: StaticScene(snapshot: Snapshot(screen: screen))))
    }

    /// What VoiceOver says swiping through the hand-built scene, one normalized line per utterance.
    func spokenFromCatalog() throws -> [String] {
        Self.spoken(VoiceOver.swipeThrough(scene: try handBuiltScene(settings: AccessibilitySettings())))
    }

    func handBuiltScene(settings: AccessibilitySettings) throws -> any Scene {
        let make = try #require(makeHandBuiltScene, "no hand-built scene named \(handBuiltName ?? "–") for \(folder)")
        return make(settings)
    }

    /// The hand-built scene's first screen, laid out under `settings`.
    func catalogScreen(settings: AccessibilitySettings = AccessibilitySettings()) throws -> Screen {
        try handBuiltScene(settings: settings).render()
    }

    /// The first element labelled `label`, depth first.
    static func element(labelled label: String, in screen: Screen) -> AccessibilityElement? {
        func search(_ element: AccessibilityElement) -> AccessibilityElement? {
            if element.label == label { return element }
            return element.children.lazy.compactMap(search).first
        }
        return search(screen.root)
    }

    /// What each element offers beyond being read, depth first: adjustable, custom actions in
    /// order, rotors, direct touch ("Filter chart: actions Move down, Move up…").
    static func interactions(_ screen: Screen) -> [String] {
        var lines: [String] = []
        func visit(_ element: AccessibilityElement) {
            var parts: [String] = []
            if element.traits.contains(.adjustable) { parts.append("adjustable") }
            if !element.customActions.isEmpty {
                parts.append("actions " + element.customActions.map(\.name).joined(separator: ", "))
            }
            if !element.customRotors.isEmpty {
                parts.append("rotors " + element.customRotors.map(\.name).joined(separator: ", "))
            }
            if let directTouch = element.directTouch { parts.append("direct touch \(directTouch.options.rawValue)") }
            if !parts.isEmpty { lines.append("\(element.label ?? ""): " + parts.joined(separator: "; ")) }
            element.children.forEach(visit)
        }
        visit(screen.root)
        return lines
    }

    static func spoken(_ transcript: Transcript) -> [String] {
        transcript.utterances.map { SpokenText.normalized($0.text) }
    }
}
