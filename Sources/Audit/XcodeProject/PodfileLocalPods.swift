import Foundation

/// The local pods a CocoaPods `Podfile` names (`pod 'StepikModel', :path => './StepikModel'`,
/// `pod "Core", path: "../Core"`): folders the app is built with through the workspace CocoaPods
/// writes, whose `Pods.xcodeproj` is seldom kept in the repository.
enum PodfileLocalPods {
    /// The absolute folders of the local pods the `Podfile` in `folder` names; empty without one.
    static func folders(namedIn folder: String) -> [String] {
        guard let text = try? String(contentsOfFile: folder + "/Podfile", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("pod "), let label = trimmed.range(of: "path") else { return nil }
            let rest = trimmed[label.upperBound...].drop { " :=>\t".contains($0) }
            guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
            let path = rest.dropFirst().prefix { $0 != quote }
            return path.isEmpty ? nil : XcodeProjectObjects.joined(folder, String(path))
        }
    }
}
