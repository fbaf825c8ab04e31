import FoundationEssentials
import WidgettyHost
import WidgettyRender

/// The configuration file as the running dashboard last applied it, re-read when the file changes.
struct LiveConfiguration {
    let path: String
    let registry: WidgetRegistry
    /// The text last read, or why it could not be, so a save that changes nothing is not applied again.
    private var lastText: Result<String, ConfigError>

    /// Tracks `path`, whose current contents are the configuration already running.
    init(path: String, registry: WidgetRegistry) {
        self.path = path
        self.registry = registry
        lastText = Self.read(path)
    }

    /// The text last read, byte for byte; nil when the file could not be read.
    var text: String? { try? lastText.get() }

    /// What the file says now: nil when unchanged since last time, a configuration, or every problem with it.
    mutating func reread() -> Result<DashboardConfig, ConfigError>? {
        let text = Self.read(path)
        guard text != lastText else { return nil }
        lastText = text
        let loader = ConfigLoader(registry: registry)
        return text.flatMap { text in Result { () throws(ConfigError) in try loader.parse(text, file: path) } }
    }

    /// The banner for a configuration that did not load: how many problems it has, that the old one still runs,
    /// then its first problem with the file's name (the full path is long for a narrow pane).
    static func banner(for error: ConfigError) -> String {
        var first = error.diagnostics.first ?? ConfigDiagnostic(file: "", line: nil, message: "the configuration did not load")
        first.file = URL(fileURLWithPath: first.file).lastPathComponent
        // How many there are comes first: a narrow pane's three rows cut the end of a long first problem.
        let count = error.problemCount > 1 ? " (\(error.problemCount) problems; widgetty check lists them)" : ""
        // Control characters written out, as `widgetty check` writes them: the screen's sanitiser would take an escape
        // sequence away whole, and a zone "Europe/\u{1B}[31mRed" read as the "Europe/Red" it is not.
        return TextSanitizer.escaped("Config not applied\(count); the previous one still runs. \(first)")
    }

    private static func read(_ path: String) -> Result<String, ConfigError> {
        Result { () throws(ConfigError) in try ConfigFileReader.text(at: path) }
    }
}
