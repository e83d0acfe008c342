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
    /// The platforms the left-out files are built for.
    public var platformsOfLeftOut: Set<TargetPlatform>

    public init(platform: TargetPlatform, isTakenFromProjects: Bool = false, leftOutCount: Int = 0,
                platformsOfLeftOut: Set<TargetPlatform> = []) {
        self.platform = platform
        self.isTakenFromProjects = isTakenFromProjects
        self.leftOutCount = leftOutCount
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
        if leftOutCount > 0 {
            let others = TargetPlatform.allCases.filter(platformsOfLeftOut.namedOnce.contains)
            let names = others.map(\.displayName).joined(separator: " or ")
            let options = others.map { "'--platform \($0.rawValue)'" }.joined(separator: " or ")
            notes.append("\(leftOutCount) Swift file\(leftOutCount == 1 ? "" : "s") left out: the Xcode projects build"
                + " \(leftOutCount == 1 ? "it" : "them") only for \(names) (\(options) audits \(leftOutCount == 1 ? "it" : "them"))")
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
