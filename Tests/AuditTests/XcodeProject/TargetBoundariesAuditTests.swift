@testable import Audit
import SwiftUIFrontEnd
import TestSupport
import Testing

/// An app and its extension built from one Xcode project: each keeps its types to itself, so the
/// app's `EmptyView()` is SwiftUI's though the extension declares `struct EmptyView: View`.
@Suite struct TargetBoundariesAuditTests {
    /// The fixture's project with the iPhone target an app and the watch target an iOS app
    /// extension (its SDK `iphoneos`), or a framework.
    static func projectFile(secondProduct: String = "app-extension") -> String {
        XcodeProjectFixture.projectFile(watchSettings: "SDKROOT = iphoneos;")
            .replacingOccurrences(of: "name = Phone;", with: #"name = Phone; productType = "com.apple.product-type.application";"#)
            .replacingOccurrences(of: #"name = "Watch App";"#,
                                  with: #"name = "Watch App"; productType = "com.apple.product-type.\#(secondProduct)";"#)
    }

    /// Two buttons of the app showing `EmptyView()`, and the extension's own `EmptyView`.
    static func write(in folder: TemporaryFolder, secondProduct: String = "app-extension") throws {
        try XcodeProjectFixture.write(in: folder, projectFile: projectFile(secondProduct: secondProduct))
        try folder.write("App/Phone/PhoneScreen.swift", """
            import SwiftUI
            struct PhoneScreen: View {
                @State private var showsPlans = false
                @State private var showsHelp = false
                var body: some View {
                    VStack {
                        NavigationLink(destination: Text("Plans"), isActive: $showsPlans) { EmptyView() }
                        NavigationLink(destination: Text("Help"), isActive: $showsHelp) { EmptyView() }
                        Text("Settings")
                    }
                }
            }
            """)
        try folder.write("App/Watch App/WatchScreen.swift", """
            import SwiftUI
            struct EmptyView: View {
                var body: some View { Text("No passwords saved yet") }
            }
            """)
    }

    @Test func theProjectSaysWhichTargetsKeepTheirTypes() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder)
        let membership = TargetMembership(bundles: [folder.path + "/App/App.xcodeproj"])
        let app = folder.path + "/App/"
        let files = ["Phone/PhoneScreen.swift", "Watch App/WatchScreen.swift", "Sources/Shared.swift", "Loose.swift"].map { app + $0 }
        let boundaries = membership.boundaries(of: files)
        #expect(boundaries.targetsOfFile == [files[0]: [0], files[1]: [1], files[2]: [0, 1]])
        #expect(boundaries.closedTargets == [0, 1] && boundaries.testTargets.isEmpty)
        let framework = try TemporaryFolder()
        try Self.write(in: framework, secondProduct: "framework")
        let withFramework = TargetMembership(bundles: [framework.path + "/App/App.xcodeproj"])
            .boundaries(of: [framework.path + "/App/Watch App/WatchScreen.swift"])
        #expect(withFramework.closedTargets.isEmpty)
    }

    static func labelsRead(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.ruleID == "duplicate-labels" && $0.location.file.hasSuffix("PhoneScreen.swift") }.map(\.message)
    }

    @Test func theAppDoesNotShowTheExtensionsView() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder)
        #expect(Self.labelsRead(try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])).isEmpty)
        // A framework's view is the app's to show: both links read its text.
        let framework = try TemporaryFolder()
        try Self.write(in: framework, secondProduct: "framework")
        #expect(Self.labelsRead(try AuditRunner(rules: AllRules.all).run(paths: [framework.path + "/App"])).count == 2)
    }
}
