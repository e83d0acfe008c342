/// AssistiveTechnologies: see DESIGN.md, "Modules".
public enum AssistiveTechnologiesModule {}
