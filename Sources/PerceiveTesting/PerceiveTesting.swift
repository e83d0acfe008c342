/// PerceiveTesting: see DESIGN.md, "Modules".
public enum PerceiveTestingModule {}
