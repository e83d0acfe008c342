import AccessibilityTree
import Audit
import Basics
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import UIKitFrontEnd

/// UIKit source for the commands that show trees: read when the paths hold no SwiftUI views.
enum UIKitInput {
    /// The scene of the UIKit class at `path` (the class `view`, else the first view controller
    /// or outermost view) when the files there declare UIKit views and no SwiftUI views; nil otherwise.
    /// The code's keys read as `strings` holds them; the storyboards and nibs of the project
    /// around `path` lay out the classes they name.
    static func scene(path: String, view: String?, settings: AccessibilitySettings,
                      strings: StringsTables) throws(CommandError) -> UIKitScene? {
        try scenes(path: path, view: view, settings: settings, strings: strings)?.first
    }

    /// Every scene of the UIKit source at `path` (the class `view`, else the view controllers or
    /// outermost views), under the same condition as `scene(path:view:settings:)`, or when `view`
    /// names a UIKit class there.
    static func scenes(path: String, view: String? = nil, settings: AccessibilitySettings,
                       strings: StringsTables) throws(CommandError) -> [UIKitScene]? {
        do {
            let files = try UIKitFrontEnd.parse(paths: [path])
            // A UIKit class `view` names is lowered though SwiftUI views are declared beside it.
            let isNamedClass = view.map { Self.declares($0, in: files) } ?? false
            guard isNamedClass || UIKitFrontEnd.declaresViews(files) && SwiftUIFrontEnd.discoverViews(in: files).isEmpty else { return nil }
            return try UIKitFrontEnd.scenes(files: files, view: view, settings: settings, strings: strings,
                                            interfaces: InterfaceBuilderIndex(paths: ProjectScope.interfaceFiles(around: [path])))
        } catch {
            return nil
        }
    }

    /// The scenes of the UIKit classes at `paths` (the class `view`, or the view controllers,
    /// or the views no other class creates), or nil when `error` is not "no SwiftUI views", or
    /// "no SwiftUI view named `view`" where no UIKit class is named so either (an app with both).
    static func scenes(afterSwiftUIFailed error: FrontEndError, paths: [String], view: String?,
                       settings: AccessibilitySettings, strings: StringsTables) throws(CommandError) -> [UIKitScene]? {
        let named: String?
        switch error {
        case .noViews: named = nil
        case .unknownView(let name, _, _): named = name
        default: return nil
        }
        let files: [ParsedSourceFile]
        do {
            files = try UIKitFrontEnd.parse(paths: paths)
        } catch {
            // No SwiftUI view of that name, and UIKit source that cannot be read: the SwiftUI answer stands.
            if named != nil { return nil }
            throw .input("\(error)")
        }
        if let named, !Self.declares(named, in: files) { return nil }
        guard UIKitFrontEnd.declaresViews(files) else {
            throw .input("\(paths.joined(separator: ", ")): no SwiftUI views and no UIKit views (no type conforms to View or descends from UIView or UIViewController)")
        }
        do {
            return try UIKitFrontEnd.scenes(files: files, view: view, settings: settings, strings: strings,
                                            interfaces: InterfaceBuilderIndex(paths: ProjectScope.interfaceFiles(around: paths)))
        } catch {
            throw .input("\(error)")
        }
    }

    /// Whether `files` declare a UIKit view, cell or view controller class called `name`.
    private static func declares(_ name: String, in files: [ParsedSourceFile]) -> Bool {
        UIKitFrontEnd.viewClasses(in: files).contains { $0.name == name }
    }
}
