import AccessibilityTree
import SwiftSyntaxSupport
import UIKitFrontEnd

extension FrontEnd {
    /// UIKit source: every view controller and view class a file declares, created as UIKit
    /// would first show it and lowered into a screen (docs/uikit.md). The project is indexed by
    /// name once, so a class is evaluated with its superclasses and models from other files.
    ///
    /// Elements carry the place their view is created, so a finding points at file:line:column.
    /// A reading reports the type names it looked up (`type NAME`), so the result cache reuses a
    /// file's screens only while the files declaring those names are the same.
    public static let uiKit = FrontEnd(name: "UIKit", kind: .swiftSource, placesElementsInSource: true) { store, _, layout in
        let builder = UIKitProject.Builder(store: store, layout: layout)
        return ProjectBuilder(add: builder.add) {
            let project = builder.finish()
            return ProjectReader(read: { input in
                let (screens, lookups) = project.screensRecordingLookups(declaredIn: input.path, settings: input.settings)
                return FrontEndOutput(screens: screens, lookups: lookups.map { $0.hasPrefix(UIKitProject.interfaceLookup) ? $0 : "type \($0)" })
            }, answer: { lookup in
                if lookup.hasPrefix("type ") { return project.files(declaring: String(lookup.dropFirst(5))) }
                if lookup.hasPrefix(UIKitProject.interfaceLookup) {
                    return project.interfaceFiles(defining: String(lookup.dropFirst(UIKitProject.interfaceLookup.count)))
                }
                return nil
            })
        }
    }
}
