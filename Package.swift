// swift-tools-version:6.0
// Perceive — hear, see and audit an app's accessibility the way people who use assistive
// technologies meet it, on any machine.

import Foundation
import PackageDescription

// MARK: - SwiftSyntax: the toolchain's copies, else the swift-syntax package

/// The modules Perceive links, each a `.swiftmodule` with its library beside it.
let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftBasicFormat"]

/// Whether `folder` holds every module of `syntaxModules` with its library (`.so` or `.dylib`).
func holdsSyntaxModules(_ folder: String) -> Bool {
    let files = FileManager.default
    return syntaxModules.allSatisfy { module in
        files.fileExists(atPath: "\(folder)/\(module).swiftmodule")
            && (files.fileExists(atPath: "\(folder)/lib\(module).so") || files.fileExists(atPath: "\(folder)/lib\(module).dylib"))
    }
}

/// The folder that should hold the toolchain's own SwiftSyntax and SwiftParser (`lib/swift/host`),
/// and where it was found: `PERCEIVE_SWIFT_SYNTAX_HOST` when set, else `PERCEIVE_TOOLCHAIN`
/// (a toolchain's `usr` folder), else beside the first `swiftc` on `PATH`, resolved through
/// symlinks (`usr/bin/swiftc` → `usr/lib/swift/host`). Nil when there is no `swiftc` on `PATH`.
func toolchainSyntaxCandidate(_ environment: [String: String]) -> (folder: String, origin: String)? {
    if let explicit = environment["PERCEIVE_SWIFT_SYNTAX_HOST"], !explicit.isEmpty {
        return (explicit, "PERCEIVE_SWIFT_SYNTAX_HOST")
    }
    if let toolchain = environment["PERCEIVE_TOOLCHAIN"], !toolchain.isEmpty {
        return (URL(fileURLWithPath: toolchain).appendingPathComponent("lib/swift/host").path, "PERCEIVE_TOOLCHAIN")
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let host = candidate.resolvingSymlinksInPath()
            .deletingLastPathComponent()   // usr/bin
            .deletingLastPathComponent()   // usr
            .appendingPathComponent("lib/swift/host")
        return (host.path, "the swiftc at \(candidate.path)")
    }
    return nil
}

/// The major version of swift-syntax that matches the Swift compiling this manifest: swift-syntax
/// numbers its releases after the Swift they ship with ("the major version 509 of swift-syntax is
/// aligned with Swift 5.9", its README), so Swift 6.3 takes 603.x.y.
let swiftSyntaxMajor: Int = {
    #if compiler(>=7.0)
    return 700
    #elseif compiler(>=6.9)
    return 609
    #elseif compiler(>=6.8)
    return 608
    #elseif compiler(>=6.7)
    return 607
    #elseif compiler(>=6.6)
    return 606
    #elseif compiler(>=6.5)
    return 605
    #elseif compiler(>=6.4)
    return 604
    #elseif compiler(>=6.3)
    return 603
    #elseif compiler(>=6.2)
    return 602
    #elseif compiler(>=6.1)
    return 601
    #else
    return 600
    #endif
}()

/// Where SwiftSyntax comes from. The toolchain's copies need no network, so they are the default
/// wherever they exist; without them (a toolchain that ships none, such as one reached through
/// Xcode's `/usr/bin/swiftc` shim) the swift-syntax package is fetched instead, and the manifest
/// says so in one line. `PERCEIVE_SWIFT_SYNTAX=package` chooses the package anyway (it parses about
/// 11× faster than the toolchain's copies).
enum SyntaxSource {
    case toolchain(folder: String)
    case package(reason: String)

    static func choose(_ environment: [String: String]) -> SyntaxSource {
        if environment["PERCEIVE_SWIFT_SYNTAX"] == "package" {
            return .package(reason: "PERCEIVE_SWIFT_SYNTAX=package")
        }
        guard let candidate = toolchainSyntaxCandidate(environment) else {
            return .package(reason: "no swiftc on PATH")
        }
        guard holdsSyntaxModules(candidate.folder) else {
            return .package(reason: "no usable SwiftSyntax modules in \(candidate.folder) (from \(candidate.origin))")
        }
        return .toolchain(folder: candidate.folder)
    }
}

let syntaxSource = SyntaxSource.choose(ProcessInfo.processInfo.environment)

struct SyntaxLinkage {
    var dependencies: [Target.Dependency] = []
    var swiftSettings: [SwiftSetting] = []
    var linkerSettings: [LinkerSetting] = []
    var packages: [Package.Dependency] = []
}

let syntaxLinkage: SyntaxLinkage = {
    var linkage = SyntaxLinkage()
    switch syntaxSource {
    case .package(let reason):
        let range = "\(swiftSyntaxMajor).0.0..<\(swiftSyntaxMajor + 1).0.0"
        FileHandle.standardError.write(Data(
            "Perceive: \(reason), so SwiftSyntax comes from the swift-syntax package \(range) (fetched from GitHub).\n".utf8))
        linkage.packages = [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: Version(swiftSyntaxMajor, 0, 0))]
        linkage.dependencies = [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]
    case .toolchain(let folder):
        linkage.swiftSettings = [.unsafeFlags(["-I", folder])]
        linkage.linkerSettings = [
            .unsafeFlags(["-L", folder, "-Xlinker", "-rpath", "-Xlinker", folder]),
        ] + syntaxModules.map { .linkedLibrary($0) }
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
        target("SwiftUIFrontEnd", ["AccessibilityTree", "Scenes", "SnapshotCodec", "Basics", "SwiftSyntaxSupport"],
               usesSyntax: true),
        target("UIKitFrontEnd", ["AccessibilityTree", "Scenes", "Basics", "SwiftSyntaxSupport", "SwiftUIFrontEnd"],
               usesSyntax: true),
        target("Audit", ["AccessibilityTree", "SnapshotCodec", "RuntimeCapture", "Basics", "ColorScience", "AssistiveTechnologies",
                         "AssetCatalog", "SwiftUIFrontEnd", "UIKitFrontEnd", "SwiftSyntaxSupport"], usesSyntax: true),
        target("Reporting", ["Audit", "AccessibilityTree", "AssistiveTechnologies", "Scenes", "Basics", "ColorScience", "SwiftUIFrontEnd"],
               usesSyntax: true),
        target("PerceiveCLI", ["AccessibilityTree", "SnapshotCodec", "RuntimeCapture", "Basics", "Scenes", "AssistiveTechnologies",
                               "PerceiveExamples", "ColorScience", "Imaging", "AssetCatalog", "SwiftUIFrontEnd",
                               "UIKitFrontEnd", "Audit", "Reporting", "SwiftSyntaxSupport"], usesSyntax: true),
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

        // The temporary folder the tests write in, removed when each test ends.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        testTarget("TestSupportTests", ["TestSupport"]),

        testTarget("BasicsTests", ["Basics", "TestSupport"]),
        testTarget("AccessibilityTreeTests", ["AccessibilityTree"]),
        testTarget("SnapshotCodecTests", ["TestSupport", "SnapshotCodec", "AccessibilityTree", "Basics"], resources: [.copy("Fixtures")]),
        testTarget("RuntimeCaptureTests", ["RuntimeCapture", "AccessibilityTree", "AssistiveTechnologies", "Scenes", "PerceiveExamples",
                                           "PerceiveTesting"], resources: [.copy("Fixtures")]),
        testTarget("ScenesTests", ["Scenes", "AccessibilityTree", "SnapshotCodec"]),
        testTarget("AssistiveTechnologiesTests", ["AssistiveTechnologies", "Scenes", "AccessibilityTree", "Basics"]),
        testTarget("PerceiveExamplesTests", ["PerceiveExamples", "AssistiveTechnologies", "Scenes",
                                             "AccessibilityTree", "SnapshotCodec"]),
        testTarget("PerceiveTestingTests", ["TestSupport", "PerceiveTesting", "PerceiveExamples", "AccessibilityTree"]),
        testTarget("ColorScienceTests", ["ColorScience"], resources: [.copy("Fixtures")]),
        testTarget("ImagingTests", ["TestSupport", "Imaging", "ColorScience"], resources: [.copy("Fixtures")]),
        testTarget("AssetCatalogTests", ["TestSupport", "AssetCatalog", "ColorScience"], resources: [.copy("Fixtures")]),
        testTarget("SwiftSyntaxSupportTests", ["SwiftSyntaxSupport"], usesSyntax: true),
        testTarget("SwiftUIFrontEndTests", ["TestSupport", "SwiftUIFrontEnd", "AccessibilityTree", "AssistiveTechnologies", "Scenes",
                                            "PerceiveExamples", "SwiftSyntaxSupport", "Basics"], usesSyntax: true),
        testTarget("UIKitFrontEndTests", ["UIKitFrontEnd", "SwiftUIFrontEnd", "AccessibilityTree", "AssistiveTechnologies", "Scenes",
                                          "PerceiveExamples", "SwiftSyntaxSupport", "Basics"], usesSyntax: true),
        testTarget("AuditTests", ["TestSupport", "Audit", "AccessibilityTree", "ColorScience", "SnapshotCodec", "AssetCatalog", "SwiftUIFrontEnd",
                                  "SwiftSyntaxSupport", "AssistiveTechnologies", "PerceiveExamples", "Scenes"], usesSyntax: true),
        testTarget("ReportingTests", ["TestSupport", "Reporting", "Audit", "Basics", "PerceiveTesting", "AccessibilityTree", "ColorScience"], usesSyntax: true, resources: [.copy("__Snapshots__")]),
        testTarget("PerceiveCLITests", ["TestSupport", "PerceiveCLI", "SnapshotCodec", "AccessibilityTree", "Audit", "Imaging",
                                        "PerceiveExamples"], usesSyntax: true),
        testTarget("PerceiveBenchTests", ["TestSupport", "perceive-bench", "PerceiveCLI", "AccessibilityTree"], usesSyntax: true),
    ],
    swiftLanguageModes: [.v6]
)
