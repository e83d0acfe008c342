import Foundation

/// What the audit reads of one input, hashed without parsing it: a file's bytes; for an asset
/// catalog, the name of every entry under it and the bytes of its `Contents.json` files (what the
/// catalog reader reads: image files are listed, never opened).
enum InputContent {
    /// The hash of `input`'s contents; nil when it cannot be read (the audit reports why).
    static func hash(of input: AuditInput) -> ContentHash? {
        switch input.kind {
        case .assetCatalog: catalogHash(input.path)
        case .swiftSource, .snapshot, .infoPlist, .runtimeCapture, .interfaceBuilder, .objectiveCSource, .stringsTable: FileManager.default.contents(atPath: input.path).map(ContentHash.init)
        case .xcodeProject: FileManager.default.contents(atPath: input.path + "/project.pbxproj").map(ContentHash.init)
        }
    }

    private static func catalogHash(_ folder: String) -> ContentHash? {
        var description = ""
        appendEntries(of: folder, relative: "", to: &description)
        return ContentHash(description)
    }

    /// Each entry, sorted by name: its relative path and, for a JSON file, the hash of its bytes.
    private static func appendEntries(of folder: String, relative: String, to description: inout String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
            description += "\(relative)\tunreadable\n"
            return
        }
        for name in names.sorted() {
            let path = folder + "/" + name, entry = relative + "/" + name
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isFolder)
            if isFolder.boolValue {
                description += "\(entry)/\n"
                appendEntries(of: path, relative: entry, to: &description)
            } else if name.hasSuffix(".json") {
                let hash = manager.contents(atPath: path).map { ContentHash($0).description } ?? "unreadable"
                description += "\(entry)\t\(hash)\n"
            } else {
                description += "\(entry)\n"
            }
        }
    }
}
