/// Xcode localization catalogs (`.xcloc` folders), which Xcode exports for translators: their
/// "Source Contents" folder holds copies of the app's storyboards, nibs and strings as context
/// (Apple, "Exporting localizations"), not files any target builds. A walk of a project skips them,
/// so a storyboard is audited where the app keeps it, once.
public enum LocalizationCatalog {
    /// Whether a folder named `name` is a localization catalog.
    public static func isCatalog(folderNamed name: String) -> Bool {
        name.hasSuffix(".xcloc")
    }
}
