import AccessibilityTree

extension SourceIndex {
    /// Declarations by the names and places evaluation asks about, so each question is one
    /// dictionary look-up instead of a scan over every type of the project.
    ///
    /// Built once per index; lists keep the order `allTypes` has (source order, duplicates
    /// included), so answers equal those of the scans they replace.
    struct Lookups {
        /// The declarations with an enum case of each name.
        var enumsByCase: [String: [TypeKey]] = [:]
        /// The declarations with a static property of each name.
        var ownersByStaticProperty: [String: [TypeKey]] = [:]
        /// The declaration written at each place (the first, should two share one).
        var typesByLocation: [SourceLocation: TypeKey] = [:]
        /// The index in `previews` of the preview written at each place.
        var previewsByLocation: [SourceLocation: Int] = [:]
        /// The declarations that state a conformance to each name, in their declaration or an extension.
        var conformersByName: [String: [TypeKey]] = [:]

        init() {}

        init(_ index: SourceIndex) {
            for key in index.typeOrder {
                guard let type = index.declaration(key) else { continue }
                for caseName in Set(type.enumCases) { enumsByCase[caseName, default: []].append(key) }
                for name in type.staticProperties.keys { ownersByStaticProperty[name, default: []].append(key) }
                let location = index.location(of: type.position, in: type.file)
                if typesByLocation[location] == nil { typesByLocation[location] = key }
            }
            // Types only extensions name (`extension String: WithText`) are in no declaration
            // order: after the declared ones, by name.
            let ordered = index.typeOrder + index.types.values.filter(\.isOnlyExtended).map(\.name).sorted()
                .map { TypeKey(name: $0, ordinal: 0) }
            for key in ordered {
                guard let type = index.declaration(key) else { continue }
                for name in Set(type.conformances) { conformersByName[name, default: []].append(key) }
            }
            for (position, preview) in index.previews.enumerated() {
                let location = index.location(of: preview.position, in: preview.file)
                if previewsByLocation[location] == nil { previewsByLocation[location] = position }
            }
        }
    }

    /// The declarations with an enum case called `caseName`, in source order.
    func enums(declaringCase caseName: String) -> [TypeDecl] {
        recorder?.record(.enumCase, caseName)
        return (lookups.enumsByCase[caseName] ?? []).compactMap(declaration)
    }

    /// The declarations with a static property called `name`, in source order.
    func types(declaringStatic name: String) -> [TypeDecl] {
        recorder?.record(.staticProperty, name)
        return (lookups.ownersByStaticProperty[name] ?? []).compactMap(declaration)
    }

    /// The `#Preview` written at `location`.
    func preview(at location: SourceLocation) -> Preview? {
        recorder?.record(.previewAt, location.description)
        return lookups.previewsByLocation[location].map { previews[$0] }
    }
}
