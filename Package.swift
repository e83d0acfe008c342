// swift-tools-version:6.0
// Perceive — hear, see and audit an app's accessibility the way people who use assistive
// technologies meet it, on any machine.

import Foundation
import PackageDescription

// MARK: - SwiftSyntax from the toolchain

/// The folder that holds the toolchain's own SwiftSyntax and SwiftParser (`lib/swift/host`).
///
/// Found from `PERCEIVE_SWIFT_SYNTAX_HOST` when set, else from `PERCEIVE_TOOLCHAIN`
/// (a toolchain's `usr` folder), else from the `swiftc` on `PATH`, resolved through symlinks.
/// The toolchain copies need no network, so they are the default.
func toolchainSyntaxFolder() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["PERCEIVE_SWIFT_SYNTAX_HOST"], !explicit.isEmpty {
        return explicit
    }
    if let toolchain = environment["PERCEIVE_TOOLCHAIN"], !toolchain.isEmpty {
        return URL(fileURLWithPath: toolchain).appendingPathComponent("lib/swift/host").path
    }
    let searchPath = environment["PATH"] ?? ""
    for folder in searchPath.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let binary = candidate.resolvingSymlinksInPath()
        let host = binary.deletingLastPathComponent()   // usr/bin
            .deletingLastPathComponent()                 // usr
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
            return host.path
        }
    }
    return nil
}

/// `PERCEIVE_SWIFT_SYNTAX=package` builds swift-syntax from source instead (about 11× faster
/// parsing), for machines that can fetch packages.
let usesSwiftSyntaxPackage = ProcessInfo.processInfo.environment["PERCEIVE_SWIFT_SYNTAX"] == "package"
let syntaxFolder = usesSwiftSyntaxPackage ? nil : toolchainSyntaxFolder()

struct SyntaxLinkage {
    var dependencies: [Target.Dependency] = []
    var swiftSettings: [SwiftSetting] = []
    var linkerSettings: [LinkerSetting] = []
    var packages: [Package.Dependency] = []
}

let syntaxLinkage: SyntaxLinkage = {
    var linkage = SyntaxLinkage()
    if usesSwiftSyntaxPackage {
        linkage.packages = [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0")]
        linkage.dependencies = [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]
    } else if let folder = syntaxFolder {
        linkage.swiftSettings = [.unsafeFlags(["-I", folder])]
        linkage.linkerSettings = [
            .unsafeFlags(["-L", folder, "-Xlinker", "-rpath", "-Xlinker", folder]),
            .linkedLibrary("SwiftSyntax"),
            .linkedLibrary("SwiftParser"),
            .linkedLibrary("SwiftDiagnostics"),
            .linkedLibrary("SwiftBasicFormat"),
        ]
    }
    return linkage
}()
let syntaxDependencies = syntaxLinkage.dependencies
let syntaxSwiftSettings = syntaxLinkage.swiftSettings
let syntaxLinkerSettings = syntaxLinkage.linkerSettings

// MARK: - Common settings

let strict: [SwiftSetting] = []

func target(_ name: String, _ dependencies: [Target.Dependency] = [], usesSyntax: Bool = false,
            exclude: [String] = [], resources: [Resource]? = nil) -> Target {
    .target(
        name: name,
        dependencies: dependencies + (usesSyntax ? syntaxDependencies : []),
        exclude: exclude,
        resources: resources,
        swiftSettings: strict + (usesSyntax ? syntaxSwiftSettings : []),
        linkerSettings: usesSyntax ? syntaxLinkerSettings : []
    )
}

func testTarget(_ name: String, _ dependencies: [Target.Dependency], usesSyntax: Bool = false,
                resources: [Resource]? = nil) -> Target {
    .testTarget(
        name: name,
        dependencies: dependencies + (usesSyntax ? syntaxDependencies : []),
        resources: resources,
        swiftSettings: strict + (usesSyntax ? syntaxSwiftSettings : []),
        linkerSettings: usesSyntax ? syntaxLinkerSettings : []
    )
}

// MARK: - Package

let package = Package(
    name: "Perceive",
    products: [
        .executable(name: "perceive", targets: ["perceive"]),
        .executable(name: "perceive-bench", targets: ["perceive-bench"]),
        .library(name: "PerceiveTesting", targets: ["PerceiveTesting"]),
        .library(name: "Basics", targets: ["Basics"]),
        .library(name: "AccessibilityTree", targets: ["AccessibilityTree"]),
        .library(name: "SnapshotCodec", targets: ["SnapshotCodec"]),
        .library(name: "PerceiveUITestCapture", targets: ["PerceiveUITestCapture"]),
        .library(name: "AssistiveTechnologies", targets: ["AssistiveTechnologies"]),
        .library(name: "ColorScience", targets: ["ColorScience"]),
    ],
    dependencies: syntaxLinkage.packages,
    targets: [
        target("Basics"),
        target("AccessibilityTree", ["Basics"]),
        target("SnapshotCodec", ["AccessibilityTree", "Basics"]),
        target("RuntimeCapture", ["AccessibilityTree", "Basics"]),
        // A UI test's capture helper: empty wherever XCTest's UI automation does not exist.
        target("PerceiveUITestCapture", ["RuntimeCapture", "SnapshotCodec", "AccessibilityTree"]),
        target("Scenes", ["AccessibilityTree"]),
        target("AssistiveTechnologies", ["Scenes", "AccessibilityTree", "Basics"]),
        target("PerceiveExamples", ["Scenes", "AccessibilityTree"]),
        target("PerceiveTesting", ["AssistiveTechnologies", "Scenes", "AccessibilityTree", "Basics"]),
        target("ColorScience", ["Basics"]),
        .systemLibrary(name: "CLibPNG", path: "Sources/CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        target("Imaging", ["ColorScience", "CLibPNG"]),
        target("AssetCatalog", ["ColorScience", "Basics"]),
        target("SwiftSyntaxSupport", usesSyntax: true),
        target("SwiftUIFrontEnd", ["AccessibilityTree", "SnapshotCodec", "Basics", "SwiftSyntaxSupport"],
               usesSyntax: true),
        target("UIKitFrontEnd", ["AccessibilityTree", "Scenes", "Basics", "SwiftSyntaxSupport", "SwiftUIFrontEnd"],
               usesSyntax: true),
        target("Audit", ["AccessibilityTree", "SnapshotCodec", "RuntimeCapture", "Basics", "ColorScience", "AssistiveTechnologies",
                         "AssetCatalog", "SwiftUIFrontEnd", "UIKitFrontEnd", "SwiftSyntaxSupport"], usesSyntax: true),
        target("Reporting", ["Audit", "AccessibilityTree", "Basics", "ColorScience"], usesSyntax: true),
        target("PerceiveCLI", ["AccessibilityTree", "SnapshotCodec", "RuntimeCapture", "Basics", "Scenes", "AssistiveTechnologies",
                               "PerceiveExamples", "ColorScience", "Imaging", "AssetCatalog", "SwiftUIFrontEnd",
                               "UIKitFrontEnd", "Audit", "Reporting"], usesSyntax: true),
        .executableTarget(
            name: "perceive",
            dependencies: ["PerceiveCLI"] + syntaxDependencies,
            swiftSettings: strict + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "perceive-bench",
            dependencies: ["PerceiveCLI", "AccessibilityTree", "Audit", "Reporting", "Imaging", "ColorScience", "SwiftSyntaxSupport",
                           "AssistiveTechnologies", "Scenes", "SnapshotCodec"]
                + syntaxDependencies,
            swiftSettings: strict + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),

        testTarget("BasicsTests", ["Basics"]),
        testTarget("AccessibilityTreeTests", ["AccessibilityTree"]),
        testTarget("SnapshotCodecTests", ["SnapshotCodec", "AccessibilityTree", "Basics"], resources: [.copy("Fixtures")]),
        testTarget("RuntimeCaptureTests", ["RuntimeCapture", "AccessibilityTree", "AssistiveTechnologies", "Scenes", "PerceiveExamples",
                                           "PerceiveTesting"], resources: [.copy("Fixtures")]),
        testTarget("ScenesTests", ["Scenes", "AccessibilityTree", "SnapshotCodec"]),
        testTarget("AssistiveTechnologiesTests", ["AssistiveTechnologies", "Scenes", "AccessibilityTree", "Basics"]),
        testTarget("PerceiveExamplesTests", ["PerceiveExamples", "AssistiveTechnologies", "Scenes",
                                             "AccessibilityTree", "SnapshotCodec"]),
        testTarget("PerceiveTestingTests", ["PerceiveTesting", "PerceiveExamples", "AccessibilityTree"]),
        testTarget("ColorScienceTests", ["ColorScience"], resources: [.copy("Fixtures")]),
        testTarget("ImagingTests", ["Imaging", "ColorScience"], resources: [.copy("Fixtures")]),
        testTarget("AssetCatalogTests", ["AssetCatalog", "ColorScience"], resources: [.copy("Fixtures")]),
        testTarget("SwiftSyntaxSupportTests", ["SwiftSyntaxSupport"], usesSyntax: true),
        testTarget("SwiftUIFrontEndTests", ["SwiftUIFrontEnd", "AccessibilityTree", "AssistiveTechnologies", "Scenes",
                                            "PerceiveExamples", "SwiftSyntaxSupport"], usesSyntax: true),
        testTarget("UIKitFrontEndTests", ["UIKitFrontEnd", "AccessibilityTree", "AssistiveTechnologies", "Scenes",
                                          "PerceiveExamples", "SwiftSyntaxSupport"], usesSyntax: true),
        testTarget("AuditTests", ["Audit", "AccessibilityTree", "ColorScience", "SnapshotCodec", "AssetCatalog",
                                  "SwiftSyntaxSupport", "AssistiveTechnologies", "PerceiveExamples", "Scenes"], usesSyntax: true),
        testTarget("ReportingTests", ["Reporting", "Audit", "Basics", "PerceiveTesting", "AccessibilityTree"], usesSyntax: true, resources: [.copy("__Snapshots__")]),
        testTarget("PerceiveCLITests", ["PerceiveCLI", "SnapshotCodec", "AccessibilityTree", "Audit", "Imaging",
                                        "PerceiveExamples"], usesSyntax: true),
        testTarget("PerceiveBenchTests", ["perceive-bench", "PerceiveCLI", "AccessibilityTree"], usesSyntax: true),
    ],
    swiftLanguageModes: [.v6]
)
