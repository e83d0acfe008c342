import Basics
import Foundation
import SwiftUIFrontEnd

/// One target of an Xcode project as the audit needs it: the platforms it is built for, the
/// Swift files it compiles and the storyboards, nibs and asset catalogs it copies.
struct XcodeTarget: Equatable, Sendable {
    var name: String
    /// The platforms its build configurations name (`SUPPORTED_PLATFORMS`, else `SDKROOT`, the
    /// target's own or the project's); nil when they name none the audit knows (`auto`, a
    /// variable), so its files are taken to be built for every platform.
    var platforms: Set<TargetPlatform>?
    /// The absolute paths of the files it is built from: those its Sources and Resources build
    /// phases list, and the `Info.plist` its configurations name (`INFOPLIST_FILE`).
    var files: Set<String>
    /// The files of `files` it builds for some of its platforms only, by absolute path: the
    /// platforms the file's entry in a build phase is filtered to (`platformFilter = ios;`,
    /// `platformFilters = (xros, );`, Xcode's Platforms column of the target's Compile Sources).
    var platformFilters: [String: Set<TargetPlatform>] = [:]
    /// What it builds (`productType`, `com.apple.product-type.application`, `….framework`); nil
    /// when the project does not say.
    var productType: String? = nil

    /// Whether no other target can import what it builds, so its types are its own: an app, an
    /// app extension (ExtensionKit's too), a test bundle, a command-line tool. A framework, a
    /// library or a resource bundle, and a target of no known product, may be imported.
    var keepsItsTypes: Bool {
        guard let product = productType?.replacingOccurrences(of: "com.apple.product-type.", with: "") else { return false }
        return product.hasPrefix("application") || product.contains("extension") || isTestBundle || product == "tool"
    }

    /// Whether it is a unit-test or UI-test bundle, whose code may import an app `@testable`.
    var isTestBundle: Bool {
        productType.map { $0.hasSuffix(".unit-test") || $0.hasSuffix(".ui-testing") } ?? false
    }

    /// The platforms an SDK name stands for (`iphoneos`, `watchsimulator`, …); nil for others.
    static func platforms(ofSDK name: String) -> Set<TargetPlatform>? {
        switch name.lowercased() {
        case "iphoneos", "iphonesimulator": return [.iOS, .iPadOS]
        case "watchos", "watchsimulator": return [.watchOS]
        case "appletvos", "appletvsimulator": return [.tvOS]
        case "macosx": return [.macOS]
        case "xros", "xrsimulator": return [.visionOS]
        default: return nil
        }
    }

    /// The platforms a build file's platform filter names (`ios`, `maccatalyst`, `macos`, `tvos`,
    /// `watchos`, `xros`); nil when it names none the audit knows (`driverkit`). Mac Catalyst runs
    /// on macOS: a file built only there is not built for iOS.
    static func platforms(ofFilters names: [String]) -> Set<TargetPlatform>? {
        let known = names.compactMap { name -> Set<TargetPlatform>? in
            switch name.lowercased() {
            case "ios": [.iOS, .iPadOS]
            case "maccatalyst", "macos": [.macOS]
            case "tvos": [.tvOS]
            case "watchos": [.watchOS]
            case "xros", "visionos": [.visionOS]
            default: nil
            }
        }
        return known.isEmpty ? nil : known.reduce(into: []) { $0.formUnion($1) }
    }

    /// The platforms it builds the file at the absolute `path` for: its own, narrowed by the
    /// file's platform filter, or the filter's where they share none (an iPhone app's file built
    /// for Mac Catalyst only, which `SUPPORTS_MACCATALYST` adds, not its platform settings); nil
    /// when neither names one the audit knows.
    func platforms(ofFile path: String) -> Set<TargetPlatform>? {
        guard let filter = platformFilters[path] else { return platforms }
        guard let own = platforms?.intersection(filter), !own.isEmpty else { return filter }
        return own
    }

    /// The `Info.plist` a build configuration names (`INFOPLIST_FILE`), relative to the project's
    /// folder (a leading `$(SRCROOT)/` or `$(PROJECT_DIR)/` is that folder); nil when it names none
    /// or another variable.
    static func infoPlist(ofSettings settings: [String: OpenStepPropertyList]) -> String? {
        guard var path = settings["INFOPLIST_FILE"]?.string, !path.isEmpty else { return nil }
        for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(root) {
            path.removeFirst(root.count)
        }
        return path.contains("$") ? nil : path
    }

    /// Whether a build configuration's settings say which platforms it builds for.
    static func setsPlatform(_ settings: [String: OpenStepPropertyList]) -> Bool {
        settings["SUPPORTED_PLATFORMS"] != nil || settings["SDKROOT"] != nil
    }

    /// The platforms of one build configuration's settings: those `SUPPORTED_PLATFORMS` lists,
    /// else `SDKROOT`'s; nil when neither names a platform the audit knows.
    static func platforms(ofSettings settings: [String: OpenStepPropertyList]) -> Set<TargetPlatform>? {
        if let supported = settings["SUPPORTED_PLATFORMS"]?.string {
            let known = supported.split(whereSeparator: \.isWhitespace).compactMap { platforms(ofSDK: String($0)) }
            return known.isEmpty ? nil : known.reduce(into: []) { $0.formUnion($1) }
        }
        return settings["SDKROOT"]?.string.flatMap(platforms(ofSDK:))
    }
}

/// A folder that Xcode keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`, Xcode
/// 16): every file under it belongs to the targets that list it, except where an exception set
/// of the folder names the file for a target, which turns that target's membership of it over
/// (out of a target that lists the folder, into one that does not).
struct SynchronizedFolder: Equatable, Sendable {
    /// The folder's absolute path.
    var path: String
    /// The indices, in the project's targets, of the targets that list the folder.
    var targets: Set<Int>
    /// For a target's index, the paths relative to the folder whose membership is turned over (a
    /// folder's path turns over every file under it).
    var exceptions: [Int: Set<String>]

    /// The indices of the targets that compile the file at `relativePath` inside the folder.
    func targets(ofFileAt relativePath: String) -> Set<Int> {
        var members = targets
        for (target, paths) in exceptions where paths.contains(where: { relativePath == $0 || relativePath.hasPrefix($0 + "/") }) {
            if members.contains(target) { members.remove(target) } else { members.insert(target) }
        }
        return members
    }
}
