import AssetCatalog
import ColorScience
import Foundation

/// libFuzzer target: the asset catalog reader, as `perceive audit` and `perceive colors` read a
/// `.xcassets` folder.
///
/// The input becomes the `Contents.json` of a colour set (`Text.colorset`, paired with a plain
/// `Background.colorset`), of a palette member (`Charts/Chart1.colorset` beside a plain
/// `Chart2`), of an image set and of a group folder. Every input must give a catalog and its
/// colour findings, or an `AssetCatalogError` for the file, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    for file in fuzzedFiles { FileManager.default.createFile(atPath: catalogFolder + "/" + file, contents: data) }
    guard let (catalog, _) = try? AssetCatalog.readSkippingProblems(at: catalogFolder) else {
        fatalError("the catalog folder was not read")
    }
    _ = try? CatalogColorAudit.findings(in: catalog)
    for colorSet in catalog.colorSets {
        for appearance in ColorAppearance.allCases { _ = colorSet.color(in: appearance) }
        _ = colorSet.dynamicColor()
    }
    return 0
}

let fuzzedFiles = ["Text.colorset/Contents.json", "Charts/Chart1.colorset/Contents.json",
                   "Icon.imageset/Contents.json", "Charts/Contents.json"]

/// A catalog folder of this process, with the files the input does not replace.
let catalogFolder: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let folder = base + "/perceive-fuzz-\(ProcessInfo.processInfo.processIdentifier).xcassets"
    let white = #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "#
        + #""components": { "red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000" } } } ] }"#
    for set in ["Text.colorset", "Background.colorset", "Charts/Chart1.colorset", "Charts/Chart2.colorset", "Icon.imageset"] {
        try? FileManager.default.createDirectory(atPath: folder + "/" + set, withIntermediateDirectories: true)
    }
    for set in ["Background.colorset", "Charts/Chart2.colorset"] {
        FileManager.default.createFile(atPath: folder + "/" + set + "/Contents.json", contents: Data(white.utf8))
    }
    atexit { try? FileManager.default.removeItem(atPath: catalogFolder) }
    return folder
}()
