import AccessibilityTree
import SwiftSyntax

/// The look-ups by name that evaluation makes, each recorded (`IndexLookup`) when the index has a
/// recorder, and what answers each: the files whose declarations the answer is made of.
///
/// Evaluation reads other files' declarations only through these and the look-ups of
/// `SourceIndex.swift` and `SourceIndex+Lookups.swift`, which record themselves; a lowering is
/// then a function of its own file and the answers to the questions it asked.
extension SourceIndex {
    /// The first declaration of the type `name` (qualified when nested: `List.Row`).
    func firstType(named name: String) -> TypeDecl? {
        recorder?.record(.type, name)
        return types[name]
    }

    /// The global constants and variables called `name`.
    func globals(named name: String) -> [Member<PatternBindingSyntax>]? {
        recorder?.record(.global, name)
        return globals[name]
    }

    /// The global functions called `name`.
    func globalFunctions(named name: String) -> [Member<FunctionDeclSyntax>]? {
        recorder?.record(.globalFunction, name)
        return globalFunctions[name]
    }

    /// The methods called `name` that extensions add to `View` and SwiftUI's view types.
    func viewExtensionFunctions(named name: String) -> [Member<FunctionDeclSyntax>]? {
        recorder?.record(.viewExtension, name)
        return viewExtensionFunctions[name]
    }

    /// The computed properties called `name` that extensions add to `View` and SwiftUI's view
    /// types; asked as the methods are (one question answers both).
    func viewExtensionProperties(named name: String) -> [Member<AccessorBlockSyntax>]? {
        recorder?.record(.viewExtension, name)
        return viewExtensionProperties[name]
    }

    /// The initialisers extensions add to SwiftUI's view type `name`; asked as the methods are.
    func viewExtensionInitializers(of name: String) -> [Member<InitializerDeclSyntax>]? {
        recorder?.record(.viewExtension, name)
        return viewExtensionInitializers[name]
    }

    /// The paths of the files whose declarations make up the answer to `lookup` now, sorted: the
    /// same files with the same contents give the same answer. Empty when nothing answers it
    /// (then a declaration added anywhere under that name makes it non-empty).
    ///
    /// A type's answer is every file declaring or extending a type of that name, its later
    /// declarations and the nested types of that simple name (those named as a SwiftUI type too),
    /// since `type(_:near:in:)` chooses among them by the asking file's path and scope (an
    /// unscoped type's, the declarations of the name, or where there is none the nested types of
    /// that simple name: all it can find); and every file declaring or extending a protocol of
    /// the source those types conform to, directly or through another, since such a protocol may
    /// make them views and give them their `body` (`SourceIndex+ViewProtocols.swift`).
    func files(answering lookup: IndexLookup) -> [String] {
        var files: Set<String> = []
        func add(_ types: [TypeDecl]) { for type in types { files.formUnion(type.files) } }
        func add<Syntax>(_ members: [Member<Syntax>]?) { for member in members ?? [] { files.insert(member.file.path) } }
        /// Every declaration of each of `names` (the first and later ones), and the protocols they conform to.
        func addTypes(named names: [String]) {
            let found = names.flatMap { name in (types[name].map { [$0] } ?? []) + (duplicates[name] ?? []) }
            add(found)
            files.formUnion(filesOfProtocols(conformedToBy: found))
        }
        switch lookup.kind {
        case .type:
            addTypes(named: [lookup.name] + (nestedNames[lookup.name] ?? []) + (nestedNamesOfBuiltInTypes[lookup.name] ?? []))
        case .unscopedType:
            addTypes(named: types[lookup.name] != nil ? [lookup.name] : nestedNames[lookup.name] ?? [])
        case .global: add(globals[lookup.name])
        case .globalFunction: add(globalFunctions[lookup.name])
        case .viewExtension:
            add(viewExtensionFunctions[lookup.name])
            add(viewExtensionProperties[lookup.name])
            add(viewExtensionInitializers[lookup.name])
        case .enumCase: add((lookups.enumsByCase[lookup.name] ?? []).compactMap(declaration))
        case .staticProperty: add((lookups.ownersByStaticProperty[lookup.name] ?? []).compactMap(declaration))
        case .conformance:
            add((lookups.conformersByName[lookup.name] ?? []).compactMap(declaration))
            add(types[lookup.name].map { [$0] } ?? [])
            files.formUnion(protocolDecl(named: lookup.name)?.files ?? [])
        case .typeAt, .previewAt:
            guard let location = Self.location(lookup.name) else { return [lookup.name] }
            files.insert(location.file)
            if lookup.kind == .typeAt, let key = lookups.typesByLocation[location], let type = declaration(key) { add([type]) }
        }
        return files.sorted()
    }

    /// The files declaring or extending the protocols of the source that `conformers` conform
    /// to, directly or through the protocols those inherit from.
    private func filesOfProtocols(conformedToBy conformers: [TypeDecl]) -> Set<String> {
        guard !protocolNamesBySimpleName.isEmpty else { return [] }
        var files: Set<String> = []
        var seen: Set<String> = []
        var pending = conformers.flatMap(\.conformances)
        while let written = pending.popLast() {
            for name in protocolNamesBySimpleName[Self.simpleName(written)] ?? [] where seen.insert(name).inserted {
                files.formUnion(protocols[name]?.files ?? [])
                files.formUnion(types[name]?.files ?? [])
                pending += protocols[name]?.inheritance ?? []
            }
        }
        return files
    }

    /// The place `SourceLocation.description` wrote (`path:line:column`, the path may hold colons).
    private static func location(_ text: String) -> SourceLocation? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }
}
