import ColorScience
import CLibPNG
/// Imaging: see DESIGN.md, "Modules".
public enum ImagingModule {}
