import Foundation

/// The files a local pod ships into the app that uses it: those its podspec's `source_files`,
/// `resources`, `resource` and `resource_bundles` patterns match, in the specification or any of
/// its subspecs (CocoaPods' Podspec Syntax Reference: "source_files — The source files of the
/// Pod", "resource_bundles — … the resources which should be built into the bundle"). Anything
/// else in the pod's folder — its example app, its tests, its playgrounds — CocoaPods never builds
/// into the app, even when a project of its own there builds it into another.
///
/// Read from `NAME.podspec` (Ruby, its string literals) or `NAME.podspec.json`. A pattern is
/// relative to the pod's folder: `*` within a folder, `**` across folders, `{a,b}` either, a
/// folder without wildcards everything below it. Where the patterns cannot be known (no podspec,
/// none of those attributes, a string built with `#{…}`), nil: every file of the pod is taken to ship.
struct PodspecFiles: Sendable {
    /// The pod's folder, absolute.
    let folder: String
    /// The patterns, relative to the folder, braces expanded.
    let patterns: [String]

    /// The attributes naming files the pod builds or copies into the app.
    static let shippingAttributes = ["source_files", "resources", "resource", "resource_bundles", "resource_bundle"]

    /// The files the podspec in the pod's `folder` (absolute) ships; nil when it cannot be told.
    static func read(podFolder folder: String) -> PodspecFiles? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var patterns: [String] = []
        var found = false
        for name in names {
            let path = folder + "/" + name
            let read: [String]?
            if name.hasSuffix(".podspec.json") {
                read = (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap(patternsOfJSON)
            } else if name.hasSuffix(".podspec") {
                read = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap(patternsOfRuby)
            } else {
                continue
            }
            guard let read else { return nil }
            found = true
            patterns += read
        }
        // A character class (`[A-Z]*.swift`) is not read (`Glob` has none): the files cannot be told.
        guard found, !patterns.isEmpty, !patterns.contains(where: { $0.contains("[") }) else { return nil }
        return PodspecFiles(folder: folder, patterns: patterns.flatMap(expandingBraces))
    }

    /// Whether the file at the absolute `path`, inside the pod's folder, is one the pod ships.
    func ships(_ path: String) -> Bool {
        guard path.hasPrefix(folder + "/") else { return true }
        let relative = String(path.dropFirst(folder.count + 1))
        return patterns.contains { pattern in
            let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            if !trimmed.contains(where: { "*?".contains($0) }) {
                let plain = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
                return relative == plain || relative.hasPrefix(plain + "/")
            }
            // A file inside a bundle a pattern names (`Assets.xcassets`, `Main.storyboardc`) ships with it.
            return Glob(trimmed).matches(relative) || Self.ancestors(of: relative).contains { Glob(trimmed).matches($0) }
        }
    }

    /// The folders holding a relative path, outermost first (`a`, `a/b` for `a/b/c`).
    private static func ancestors(of relative: String) -> [String] {
        let parts = relative.split(separator: "/")
        return parts.indices.dropLast().map { parts[...$0].joined(separator: "/") }
    }

    /// The string literals of the Ruby podspec's shipping attributes, at any receiver
    /// (`s.source_files = 'Source/*.swift'`, `ss.resource_bundles = { 'Assets' => ['Res/*.xcassets'] }`,
    /// an array over several lines); nil when one is built with `#{…}` or a name, or none is set.
    static func patternsOfRuby(_ text: String) -> [String]? {
        var patterns: [String] = []
        var set = false
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            // The whole name (`resources` is not `resource`), then `=`.
            guard characters[index] == ".", let attribute = shippingAttributes.first(where: { attributeName in
                let end = index + 1 + attributeName.count
                return end < characters.count && !(characters[end].isLetter || characters[end] == "_")
                    && Array(characters[(index + 1)..<end]) == Array(attributeName)
            }) else { index += 1; continue }
            var cursor = index + 1 + attribute.count
            while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\t" { cursor += 1 }
            guard cursor < characters.count, characters[cursor] == "=",
                  cursor + 1 < characters.count, characters[cursor + 1] != "=" else { index = cursor; continue }
            cursor += 1
            guard let value = literals(from: &cursor, in: characters) else { return nil }
            set = true
            patterns += value
            index = cursor
        }
        return set ? patterns : nil
    }

    /// The string literals of one Ruby value starting at `cursor`, up to the end of its line
    /// outside brackets; nil when the value holds anything but literals, brackets, `=>`, commas
    /// and hash keys (a name, an interpolation, a method call).
    private static func literals(from cursor: inout Int, in characters: [Character]) -> [String]? {
        var strings: [String] = []
        var depth = 0
        while cursor < characters.count {
            let character = characters[cursor]
            if character == "'" || character == "\"" {
                var end = cursor + 1
                var literal = ""
                while end < characters.count, characters[end] != character {
                    if characters[end] == "\\", end + 1 < characters.count { end += 1 }
                    literal.append(characters[end])
                    end += 1
                }
                if character == "\"", literal.contains("#{") { return nil }
                strings.append(literal)
                cursor = end + 1
                continue
            }
            switch character {
            case "[", "{", "(": depth += 1
            case "]", "}", ")": depth -= 1
            case "\n" where depth <= 0: return strings.isEmpty ? nil : strings
            case "#" where depth <= 0:
                // A comment ends the value.
                while cursor < characters.count, characters[cursor] != "\n" { cursor += 1 }
                return strings.isEmpty ? nil : strings
            case " ", "\t", "\n", ",", "=", ">", ":": break
            case "#": while cursor < characters.count, characters[cursor] != "\n" { cursor += 1 }
            default:
                // A symbol key (`:Assets =>`, `Assets:`) names a bundle; anything else is not a literal.
                guard character.isLetter || character == "_" else { return nil }
                var end = cursor
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                let following = characters[end...].drop { $0 == " " }
                guard depth > 0, following.first == ":" || following.starts(with: ["=", ">"]) else { return nil }
                cursor = end
                continue
            }
            cursor += 1
        }
        return strings.isEmpty ? nil : strings
    }

    /// The patterns of a JSON podspec's shipping attributes, its subspecs' too; nil when it
    /// cannot be read or sets none.
    static func patternsOfJSON(_ data: Data) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
        var patterns: [String] = []
        func collect(_ value: Any) {
            if let string = value as? String { patterns.append(string) }
            if let array = value as? [Any] { array.forEach(collect) }
            if let hash = value as? [String: Any] { hash.values.forEach(collect) }
        }
        func visit(_ spec: [String: Any]) {
            for attribute in shippingAttributes { if let value = spec[attribute] { collect(value) } }
            for platform in ["ios", "osx", "tvos", "watchos", "visionos"] {
                if let specific = spec[platform] as? [String: Any] { visit(specific) }
            }
            (spec["subspecs"] as? [[String: Any]])?.forEach(visit)
        }
        guard let spec = object as? [String: Any] else { return nil }
        visit(spec)
        return patterns.isEmpty ? nil : patterns
    }

    /// `a/{b,c}/*.{h,swift}` as `a/b/*.h`, `a/b/*.swift`, `a/c/*.h`, `a/c/*.swift`.
    static func expandingBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"),
              let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let head = pattern[..<open]
        let tail = String(pattern[pattern.index(after: close)...])
        return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { option in expandingBraces(head + option + tail) }
    }
}
