import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// The app's views that show content they are given inside a button, link or label
/// (`ControlWrappers`), read from whichever of the app's files declares each when a use of a view
/// is written in content given to it: Kiwix's `LibraryZimFileContext(content: { ZimFileRow(zimFile) }, …)`,
/// whose body is `NavigationLink { … } label: { content }` in another file. Each name's file is
/// found and read once, shared by the threads reading the uses.
final class AppControlWrappers: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: ControlWrappers] = [:]
    private var declaring: [String: String]? = nil
    private let loaded: [String: LoadedInput]

    init(_ loaded: [String: LoadedInput]) {
        self.loaded = loaded
    }

    /// The wrappers among the views `enclosing` (the views around a node) names, read from their files.
    func named(by enclosing: [EnclosingView]) -> ControlWrappers {
        let names = Set(enclosing.compactMap { enclosing -> String? in
            guard let name = enclosing.call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name.first?.isUppercase == true else { return nil }
            return name
        })
        return names.reduce(ControlWrappers.none) { $0.merged(with: wrappers(of: $1)) }
    }

    private func wrappers(of name: String) -> ControlWrappers {
        lock.withLock {
            if let wrappers = known[name] { return wrappers }
            let declaring = self.declaring ?? Self.declaringFiles(loaded)
            self.declaring = declaring
            let wrappers = declaring[name].flatMap { path in
                loaded[path]?.text.map { ControlWrappers(ParsedSourceFile(path: path, text: $0)).restricted(to: [name]) }
            } ?? .none
            known[name] = wrappers
            return wrappers
        }
    }

    /// Each type name the files' outlines declare (not extend), by the first file's path.
    private static func declaringFiles(_ loaded: [String: LoadedInput]) -> [String: String] {
        var declaring: [String: String] = [:]
        for path in loaded.keys.sorted() {
            for container in loaded[path]?.outline?.containers ?? [] where !container.isExtension && declaring[container.name] == nil {
                declaring[container.name] = path
            }
        }
        return declaring
    }
}
