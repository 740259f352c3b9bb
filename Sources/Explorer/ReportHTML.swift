/// placeholder
public enum ReportHTML {
    public static func page(_ r: ExplorationReport) throws -> String { "" }
}
