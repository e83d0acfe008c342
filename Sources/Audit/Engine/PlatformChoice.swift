import Foundation
import SwiftUIFrontEnd

/// The platform an audit read the code as built for, how it came to it, and the Swift files it
/// left out because the Xcode projects build them only for other platforms — what a person
/// running the audit is told, so that a macOS app is not reported clean for having been read as
/// an iPhone app (docs/swiftui-coverage.md, Targets of other platforms).
public struct PlatformChoice: Hashable, Sendable {
    public var platform: TargetPlatform
    /// Whether the projects chose it: none was named and they build none of the files for iOS.
    public var isTakenFromProjects: Bool
    /// How many of the audited Swift files were left out, each built only for other platforms.
    public var leftOutCount: Int
    /// How many of the audited storyboards, nibs and asset catalogs were left out, each copied
    /// only by targets of other platforms (a Mac app's inspector storyboard, in an iOS audit).
    public var leftOutResourceCount: Int
    /// The platforms the left-out files are built for.
    public var platformsOfLeftOut: Set<TargetPlatform>
    /// How many of the audited files were left out, each in a local package no app of the
    /// audited folders builds (`LocalPackageUse`), and those packages' folders.
    public var leftOutOfUnusedPackagesCount = 0
    public var unusedPackages: Set<String> = []
    /// How many of the audited files were left out, each in a local pod's folder but not among
    /// the files its podspec ships (`FilesNeverShipped`), and those pods' folders.
    public var leftOutOfPodsCount = 0
    public var podsLeavingOut: Set<String> = []
    /// How many of the audited files were left out, each a page of an Xcode playground.
    public var leftOutOfPlaygroundsCount = 0

    public init(platform: TargetPlatform, isTakenFromProjects: Bool = false, leftOutCount: Int = 0,
                leftOutResourceCount: Int = 0, platformsOfLeftOut: Set<TargetPlatform> = []) {
        self.platform = platform
        self.isTakenFromProjects = isTakenFromProjects
        self.leftOutCount = leftOutCount
        self.leftOutResourceCount = leftOutResourceCount
        self.platformsOfLeftOut = platformsOfLeftOut
    }

    /// What to tell the person running the audit: the platform the projects chose, and the files
    /// left out with the platforms that would audit them; empty when there is nothing to say.
    public var notes: [String] {
        var notes: [String] = []
        if isTakenFromProjects {
            notes.append("read as built for \(platform.displayName): the Xcode projects build none of these Swift files for iOS"
                + " ('--platform' names another platform)")
        }
        let leftOut = [(leftOutCount, "Swift file", "Swift files"),
                       (leftOutResourceCount, "storyboard, nib or asset catalog", "storyboards, nibs and asset catalogs")]
            .filter { $0.0 > 0 }.map { count, one, many in "\(count) \(count == 1 ? one : many)" }
        if !leftOut.isEmpty {
            let others = TargetPlatform.allCases.filter(platformsOfLeftOut.namedOnce.contains)
            let names = others.map(\.displayName).joined(separator: " or ")
            let options = others.map { "'--platform \($0.rawValue)'" }.joined(separator: " or ")
            let one = leftOutCount + leftOutResourceCount == 1
            notes.append("\(leftOut.joined(separator: " and ")) left out: the Xcode projects build"
                + " \(one ? "it" : "them") only for \(names) (\(options) audits \(one ? "it" : "them"))")
        }
        if leftOutOfUnusedPackagesCount > 0 {
            let count = leftOutOfUnusedPackagesCount
            let packages = unusedPackages.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", ")
            notes.append("\(count) \(count == 1 ? "file" : "files") left out: no Xcode project or workspace builds"
                + " \(unusedPackages.count == 1 ? "the package" : "the packages") holding \(count == 1 ? "it" : "them")"
                + " into an app (\(packages)); give a package's folder to audit it")
        }
        if leftOutOfPodsCount > 0 {
            let count = leftOutOfPodsCount
            let pods = podsLeavingOut.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", ")
            notes.append("\(count) \(count == 1 ? "file" : "files") left out: in the folder of a local pod whose podspec"
                + " does not ship \(count == 1 ? "it" : "them") into the app (\(pods)); give the pod's folder to audit \(count == 1 ? "it" : "them")")
        }
        if leftOutOfPlaygroundsCount > 0 {
            let count = leftOutOfPlaygroundsCount
            notes.append("\(count) \(count == 1 ? "file" : "files") left out: \(count == 1 ? "a page" : "pages") of Xcode playgrounds,"
                + " never built into an app; give a playground's folder to audit \(count == 1 ? "it" : "them")")
        }
        return notes
    }
}

extension Set where Element == TargetPlatform {
    /// The platforms, iPadOS left out beside iOS: an iPhone SDK target builds for both.
    var namedOnce: Set<TargetPlatform> { contains(.iOS) ? subtracting([.iPadOS]) : self }
}

/// The inputs an audit reads for its platform (`AuditRunner.builtForPlatform`).
public struct PlatformInputs: Sendable {
    public var inputs: [AuditInput]
    /// The Xcode projects that could not be read, each named with its problem.
    public var problems: [InputError]
    public var targets: TargetBoundaries
    public var platform: PlatformChoice
}
