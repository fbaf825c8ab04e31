/// Light or dark appearance, as chosen by the dashboard's `theme`.
public enum ColorScheme: String, Sendable, CaseIterable, Codable {
    case light
    case dark
}
