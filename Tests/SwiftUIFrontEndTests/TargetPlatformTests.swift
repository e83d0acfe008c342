import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// `#if os(…)`, `targetEnvironment(…)`, `canImport(…)`, `#available`/`#unavailable` and
/// `@available(…, unavailable)` follow the platform the code is read as built for
/// (docs/swiftui-coverage.md, Platforms).
@Suite struct TargetPlatformTests {
    /// The labels of each screen (first, then variants) the project's entries show on `platform`.
    static func labels(_ source: String, on platform: TargetPlatform) -> [[String]] {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)], platform: platform)
        return project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                             exploringBranches: true)
            .results.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
    }

    static func names(_ source: String, on platform: TargetPlatform) -> [String] {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)], platform: platform)
        return project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                             exploringBranches: true).results.map { $0.screen.name ?? "" }
    }

    static let everyOperatingSystem = """
        struct Greeting: View {
            var body: some View {
                #if os(iOS)
                Text("iOS")
                #elseif os(macOS)
                Text("macOS")
                #elseif os(visionOS)
                Text("visionOS")
                #elseif os(tvOS)
                Text("tvOS")
                #elseif os(watchOS)
                Text("watchOS")
                #endif
            }
        }
        """

    @Test(arguments: [
        (TargetPlatform.iOS, "iOS"), (.iPadOS, "iOS"), (.macOS, "macOS"), (.visionOS, "visionOS"), (.tvOS, "tvOS"),
        (.watchOS, "watchOS"),
    ])
    func osConditionFollowsThePlatform(_ platform: TargetPlatform, _ shown: String) {
        #expect(Self.labels(Self.everyOperatingSystem, on: platform).first == [shown])
    }

    @Test func negatedAndCombinedConditions() {
        let source = """
            struct Caption: View {
                var body: some View {
                    VStack {
                        #if !os(macOS) && !os(watchOS)
                        Text("Touch")
                        #endif
                        #if os(macOS) || os(visionOS)
                        Text("Pointer")
                        #endif
                    }
                }
            }
            """
        #expect(Self.labels(source, on: .iOS) == [["Touch"]])
        #expect(Self.labels(source, on: .visionOS) == [["Touch", "Pointer"]])
        #expect(Self.labels(source, on: .macOS) == [["Pointer"]])
        #expect(Self.labels(source, on: .watchOS) == [[]])
    }

    @Test func canImportKnowsEachPlatformsFrameworks() {
        let source = """
            struct Picker: View {
                var body: some View {
                    #if canImport(AppKit)
                    Text("AppKit")
                    #elseif canImport(UIKit)
                    Text("UIKit")
                    #endif
                    #if canImport(SomePackage)
                    Text("Package")
                    #endif
                }
            }
            """
        #expect(Self.labels(source, on: .iOS) == [["UIKit", "Package"]])
        #expect(Self.labels(source, on: .macOS) == [["AppKit", "Package"]])
        #expect(Self.labels(source, on: .watchOS) == [["UIKit", "Package"]])
    }

    @Test(arguments: TargetPlatform.allCases)
    func macCatalystAndTheSimulatorAreNeverTheTarget(_ platform: TargetPlatform) {
        let source = """
            struct Banner: View {
                var body: some View {
                    #if targetEnvironment(macCatalyst) || targetEnvironment(simulator)
                    Text("Catalyst")
                    #else
                    Text("Device")
                    #endif
                }
            }
            """
        #expect(Self.labels(source, on: platform) == [["Device"]])
    }

    @Test func aViewDeclaredForAnotherPlatformIsNoEntryPoint() {
        let source = """
            #if os(macOS)
            struct Settings: View {
                var body: some View { Text("Mac settings") }
            }
            #endif
            """
        #expect(Self.labels(source, on: .iOS) == [])
        #expect(Self.labels(source, on: .macOS) == [["Mac settings"]])
    }

    @Test func aModifierInAPostfixIfFollowsThePlatform() {
        let source = """
            struct Close: View {
                var body: some View {
                    Image(systemName: "xmark")
                    #if os(visionOS)
                        .accessibilityLabel("Close window")
                    #else
                        .accessibilityLabel("Close")
                    #endif
                }
            }
            """
        #expect(Self.labels(source, on: .iOS) == [["Close"]])
        #expect(Self.labels(source, on: .visionOS) == [["Close window"]])
    }

    @Test func unavailableDeclarationsAreLeftOutOnTheirPlatform() {
        let source = """
            struct Header: View {
                var body: some View { title }
                @available(macOS, unavailable)
                var title: some View { Text("Touch title") }
            }
            @available(iOS, unavailable)
            extension Header {
                var title: some View { Text("Mac title") }
            }
            """
        #expect(Self.labels(source, on: .iOS) == [["Touch title"]])
        #expect(Self.labels(source, on: .macOS) == [["Mac title"]])
    }

    @Test func availableHoldsAndUnavailableDoesNotOnTheNewestRelease() {
        let source = """
            struct Status: View {
                var body: some View {
                    if #available(iOS 26, macOS 26, *) {
                        Text("New")
                    } else {
                        Text("Old")
                    }
                    if #unavailable(iOS 17) {
                        Text("Fallback")
                    }
                }
            }
            """
        #expect(Self.labels(source, on: .iOS) == [["New"]])
        #expect(Self.labels(source, on: .tvOS) == [["New"]])
    }

    @Test func iPadOSStartsAtTheRegularSizeClassAndExploresCompact() {
        let source = """
            struct Split: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    if sizeClass == .regular { Text("Sidebar") } else { Text("Tabs") }
                }
            }
            """
        #expect(Self.labels(source, on: .iOS) == [["Tabs"], ["Sidebar"]])
        #expect(Self.names(source, on: .iOS) == ["Split", "Split · regular width"])
        #expect(Self.labels(source, on: .iPadOS) == [["Sidebar"], ["Tabs"]])
        #expect(Self.names(source, on: .iPadOS) == ["Split", "Split · compact width"])
    }

    @Test func theDefaultIsIOS() {
        let files = [ParsedSourceFile(path: "App/View.swift", text: Self.everyOperatingSystem)]
        let result = SwiftUIProject(files: files).lower(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings())
        #expect(result.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } } == [["iOS"]])
    }
}
