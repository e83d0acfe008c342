import SwiftSyntax

/// Protocols of the app's own that refine `View` (`protocol PlatformView: View`,
/// `protocol ScrollContainerView: View` inside an extension of `ItemView`): a type conforming to
/// one is a view as much as a type naming `View` itself, since Swift makes every conforming type
/// conform to the protocols it inherits (The Swift Programming Language, Protocols › Protocol
/// Inheritance). Its `body` may be its own, or one an extension of the protocol supplies
/// (`extension PlatformView { var body: some View { iOSView } }`), a default implementation that a
/// conforming type without its own `body` uses (Protocols › Providing Default Implementations).
extension SourceIndex {
    /// Makes each type conforming, directly or through another protocol of the source, to a
    /// protocol of the source that refines `View` a view.
    mutating func settleViewProtocols() {
        let viewProtocols = Self.viewRefining(protocols.mapValues(\.inheritance))
        guard !viewProtocols.isEmpty else { return }
        for key in typeOrder {
            modify(key) { type in
                let refined = type.conformances.filter { viewProtocols.contains(Self.simpleName($0)) }
                guard !refined.isEmpty else { return }
                if !type.isView {
                    type.conformances.append("View")
                    type.isViewThroughProtocol = true
                }
                type.viewProtocols = refined
            }
        }
    }

    /// The `body` of `type`: its own, else the one an extension of a protocol of the source that
    /// it conforms to supplies.
    func body(of type: TypeDecl) -> Member<AccessorBlockSyntax>? {
        if let own = type.computedProperties["body"] { return own }
        for name in type.viewProtocols {
            // The protocol as written, then as declared inside a type (`ItemView.ScrollContainerView`).
            let declared = [name] + (protocolNamesBySimpleName[Self.simpleName(name)] ?? []).filter { $0 != name }
            if let body = declared.lazy.compactMap({ self.firstType(named: $0)?.computedProperties["body"] }).first { return body }
        }
        return nil
    }

    /// The simple names of the protocols in `inheritance` that refine `View`, directly or
    /// through one another.
    static func viewRefining(_ inheritance: [String: [String]]) -> Set<String> {
        var refining: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, inherited) in inheritance where !refining.contains(simpleName(name)) {
                if inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) || refining.contains(simpleName($0)) }) {
                    refining.insert(simpleName(name))
                    changed = true
                }
            }
        }
        return refining
    }

    /// `ScrollContainerView` for `ItemView.ScrollContainerView`.
    static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
