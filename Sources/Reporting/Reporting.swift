/// Reporting: see DESIGN.md, "Modules".
public enum ReportingModule {}
