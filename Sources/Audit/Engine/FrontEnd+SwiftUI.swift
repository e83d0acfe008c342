import AccessibilityTree
import SwiftSyntaxSupport
import SwiftUIFrontEnd

extension FrontEnd {
    /// SwiftUI source: every entry point a file declares — its `#Preview`s and
    /// `PreviewProvider`s, then the views no preview shows, with placeholder arguments — lowered
    /// under the audit's settings into screens, with the modal screens its sheets, covers,
    /// popovers and alerts present. The project (every Swift file of the audit) is indexed once,
    /// so a preview shows views, models and preview data declared in other files of its app
    /// (`AppLayout`: each folder audited is an app of its own).
    ///
    /// The code is read as built for the audit's platform (`--platform`, iOS unless told): code
    /// for other platforms is skipped (docs/swiftui-coverage.md, Platforms).
    ///
    /// Each entry is lowered with its screen variants (every branch of its run-time `if`s,
    /// `switch`es and ternaries in view position, the regular size class; docs/swiftui-coverage.md,
    /// Branches). Elements carry the place they are written, so a finding points at
    /// file:line:column, and an element several screens or variants show is reported once.
    public static let swiftUI = FrontEnd(name: "SwiftUI", kind: .swiftSource, placesElementsInSource: true) { store, platform, layout in
        let builder = SwiftUIProject.Builder(store: store, platform: platform, layout: layout)
        return ProjectBuilder(add: builder.add) {
            let project = builder.finish()
            return ProjectReader(read: { input in
                let (results, lookups) = project.lowerRecordingLookups(entriesDeclaredIn: input.path, settings: input.settings,
                                                                            exploringBranches: true,
                                                                            keepingLookups: input.recordsLookups)
                return FrontEndOutput(screens: results.flatMap { [$0.screen] + $0.modals.map(\.screen) },
                                      lookups: lookups.map(\.description))
            }, context: { path in
                project.entryPoints(declaredIn: path).map { "\($0.kind) \($0.name) \($0.source) \($0.viewName ?? "")" }
                    .joined(separator: "\n")
            }, answer: { text in
                IndexLookup(text).map(project.files(answering:))
            }, placingIn: { paths in
                project.filesPreviewing(viewsDeclaredIn: paths)
            })
        }
    }
}
