import WidgettyHost
import WidgettyKit
import WidgettyTestSupport

/// A registry with the stub widget kind.
let testRegistry = WidgetRegistry([WidgetKind(StubWidget.self)])

/// Parses configuration text with the test registry; returns the messages when it fails.
func problems(in text: String) -> [String] {
    do {
        _ = try ConfigLoader(registry: testRegistry).parse(text, file: "config.toml")
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
