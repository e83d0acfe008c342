import Foundation

/// Reading files of a catalog with errors that name them.
enum CatalogFile {
    static func contents(of file: String) throws(AssetCatalogError) -> Data {
        guard let data = FileManager.default.contents(atPath: file) else {
            let exists = FileManager.default.fileExists(atPath: file)
            throw AssetCatalogError(file: file, problem: exists ? "cannot read the file" : "no such file")
        }
        return data
    }
}
