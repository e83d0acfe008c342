import Foundation
import SwiftUIFrontEnd

/// An app whose window limits the text size below the accessibility sizes, for all it shows
/// (damus: `MainView`'s body ends in `.dynamicTypeSize(.xSmall ... .xxxLarge)`): its views never
/// meet those sizes, so what the rules about them report there cannot happen while the limit
/// stands. The limit itself is the barrier, and `capped-type-without-large-content-viewer`
/// reports it where it is written; the findings it makes moot are left out.
///
/// The views under the limit are those of the files the app's own Xcode target compiles (not an
/// extension's or a widget's, which have windows of their own: `TargetBoundaries`), or, where no
/// project tells, every file of the app (`AppLayout`); a file that hosts SwiftUI in UIKit (`UIHostingController`)
/// starts a hierarchy of its own, and is left as it is.
struct AppTextSizeCap {
    /// The rules whose findings are about the accessibility sizes alone.
    static let rulesAboutAccessibilitySizes: Set<String> = [
        "line-limit-ignores-accessibility-sizes", "no-layout-fallback-at-large-sizes", "text-truncated-at-large-size",
    ]

    /// The files whose views the limit holds, by the path the audit names them with.
    let cappedFiles: Set<String>

    init(inputs: [LoadedInput], layout: AppLayout) {
        let targets = layout.targets
        let facts = inputs.compactMap(\.textSizeCap)
        let cappedViews = facts.reduce(into: Set<String>()) { $0.formUnion($1.cappedViews) }
        let cappedApps = facts.flatMap(\.apps).filter { app in
            app.capsWindowContent || app.rootView.map(cappedViews.contains) == true
        }
        guard !cappedApps.isEmpty else {
            cappedFiles = []
            return
        }
        let swiftFiles = inputs.filter { $0.input.kind == .swiftSource && $0.holdsUICode && !Self.hostsInUIKit($0) }.map(\.input.path)
        var capped: Set<String> = []
        for app in cappedApps {
            guard let appTargets = targets.targetsOfFile[ProjectScope.absolute(app.file)] else {
                let number = layout.app(of: app.file)
                capped.formUnion(swiftFiles.filter { layout.app(of: $0) == number })
                continue
            }
            capped.formUnion(swiftFiles.filter { file in
                targets.targetsOfFile[ProjectScope.absolute(file)].map { !$0.isDisjoint(with: appTargets) } ?? false
            })
        }
        cappedFiles = capped
    }

    /// `findings` without those about the accessibility sizes in views the limit holds.
    func removingMoot(_ findings: [Finding]) -> [Finding] {
        guard !cappedFiles.isEmpty else { return findings }
        return findings.filter { !(Self.rulesAboutAccessibilitySizes.contains($0.ruleID) && cappedFiles.contains($0.location.file)) }
    }

    private static func hostsInUIKit(_ loaded: LoadedInput) -> Bool {
        loaded.text.map { $0.contains("UIHostingController") || $0.contains("UIHostingConfiguration") } ?? false
    }
}
