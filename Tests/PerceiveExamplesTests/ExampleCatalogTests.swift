import AccessibilityTree
import AssistiveTechnologies
import Foundation
import PerceiveExamples
import Scenes
import SnapshotCodec
import Testing

@Suite struct ExampleCatalogTests {
    @Test func namesAreUnique() {
        let names = ExampleCatalog.all.map(\.qualifiedName)
        #expect(Set(names).count == names.count)
    }

    @Test func theBriefsNamesAreAllThere() {
        for name in ["exceptional-dogs", "exceptional-dogs:before", "dogroutepro", "dogroutepro:before",
                     "coffee-dispenser", "coffee-dispenser:before", "equalizer-pad", "virtual-cat",
                     "virtual-cat:before", "brightness-slider", "conference-app", "conference-app:before"] {
            #expect(ExampleCatalog.example(named: name) != nil, "\(name)")
        }
        #expect(ExampleCatalog.example(named: "exceptional-dogs:after") == nil)
    }

    @Test(arguments: ExampleCatalog.all.map(\.qualifiedName))
    func everyScreenFitsAnIPhoneAndHasUniqueIDs(name: String) throws {
        let screen = try #require(ExampleCatalog.example(named: name)).makeScene().render()
        let elements = screen.root.allDescendants
        #expect(Set(elements.map(\.id)).count == elements.count)
        for element in elements where element.isAccessibilityElement {
            let frame = try #require(element.frame, "\(element.id) has no frame")
            #expect(frame.minY >= 0 && frame.maxY <= screen.size.height, "\(element.id) \(frame)")
        }
        #expect(!screen.navigationOrder.isEmpty)
    }

    /// Every example's screens, in their first state and after the talk's main action, survive
    /// the snapshot codec unchanged.
    @Test(arguments: ExampleCatalog.all.map(\.qualifiedName))
    func screensRoundTripThroughTheSnapshotCodec(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        var voiceOver = VoiceOver(scene: example.makeScene())
        voiceOver.start()
        var screens = [voiceOver.screen]
        for gesture in try VoiceOverGesture.parseScript("right,doubletap,right,up") {
            voiceOver.perform(gesture)
            screens.append(voiceOver.screen)
        }
        for screen in screens {
            let data = Snapshot(screen: screen).encoded()
            let decoded = try Snapshot.decode(data, file: "\(name).json")
            #expect(decoded.screen == screen)
        }
    }
}

extension AccessibilityElement {
    /// This node and every node under it, depth first.
    var allDescendants: [AccessibilityElement] { [self] + children.flatMap(\.allDescendants) }
}
