/// SwiftUIFrontEnd: see DESIGN.md, "Modules".
public enum SwiftUIFrontEndModule {}
