/// AssetCatalog: see DESIGN.md, "Modules".
public enum AssetCatalogModule {}
