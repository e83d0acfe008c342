/// Audit: see DESIGN.md, "Modules".
public enum AuditModule {}
