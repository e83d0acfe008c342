/// ColorScience: see DESIGN.md, "Modules".
public enum ColorScienceModule {}
