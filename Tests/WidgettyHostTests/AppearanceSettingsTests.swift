import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// `accent`, `contrast`, `bold_text` and `pointer_shapes` in `[dashboard]`: read, defaulted, and each wrong value
/// named with its line and what the key takes.
@Suite struct AppearanceSettingsTests {
    func parse(_ dashboard: String) throws(ConfigError) -> DashboardConfig {
        try ConfigLoader(registry: testRegistry).parse("[dashboard]\n\(dashboard)\n[[widget]]\nkind = \"stub\"\n", file: "config.toml")
    }

    func problems(_ dashboard: String) -> [String] {
        do throws(ConfigError) {
            _ = try parse(dashboard)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func theSettingsAreReadAndDefaultToIOSsOwn() throws {
        let config = try parse("accent = \"orange\"\ncontrast = \"high\"\nbold_text = true\npointer_shapes = false")
        #expect(config.appearance == Appearance(accent: .orange, highContrast: true, boldText: true))
        #expect(config.pointerShapes == false)
        let defaults = try parse("theme = \"dark\"")
        #expect(defaults.appearance == Appearance(accent: .blue, highContrast: false, boldText: false))
        #expect(defaults.pointerShapes == true)
        #expect(try parse("contrast = \"standard\"").appearance.highContrast == false)
    }

    @Test func aWrongValueNamesItsLineAndWhatTheKeyTakes() {
        #expect(problems("theme = \"dark\"\naccent = \"oragne\"\ncontrast = \"max\"\nbold_text = \"yes\"\npointer_shapes = 1") == [
            #"config.toml:3: dashboard: accent "oragne" is not one of blue, red, green, orange, yellow, pink, purple, teal, indigo, gray; did you mean "orange"?"#,
            #"config.toml:4: dashboard: contrast "max" is not one of standard, high"#,
            #"config.toml:5: dashboard: bold_text "yes" is not true or false"#,
            #"config.toml:6: dashboard: pointer_shapes 1 is not true or false"#,
        ])
        #expect(problems("accent = 3\ncontrast = true") == [
            #"config.toml:2: dashboard: accent 3 is not one of blue, red, green, orange, yellow, pink, purple, teal, indigo, gray; write the name in quotes, as accent = "blue""#,
            #"config.toml:3: dashboard: contrast true is not one of standard, high; write the name in quotes, as contrast = "standard""#,
        ], "a number or a boolean where a name goes: quote it")
        #expect(problems("bold = true") == [
            #"config.toml:2: dashboard: unknown key "bold"; did you mean "bold_text"? (accepted: theme, accent, contrast, bold_text, device, glyphs, mouse, pointer_shapes, opener)"#,
        ], "a key's beginning finds it")
        #expect(problems("accent = \"tint\"").count == 1, "the tint is what the accent sets, not a color of its own")
        #expect(problems("accent = \"label\"").count == 1, "only the system colors")
    }
}
