import Testing
import WidgettyHost
import WidgettyKit
@testable import WidgettyCLI

/// The calendar's `sources`: strings and tables mixed, and each mistake named with its line, item and what to do.
struct CalendarConfigurationTests {
    private func problems(_ sources: String) -> [String] {
        do {
            _ = try ConfigLoader(registry: ProviderCatalog.registry).parse("[[widget]]\nkind = \"calendar\"\nsources = \(sources)\n", file: "config.toml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func stringsAndTablesMix() throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse("""
        [[widget]]
        kind = "calendar"
        sources = ["~/work.ics", { path = "webcal://example.com/jp.ics", name = "祝日", color = "red", holidays = true }]
        """, file: "config.toml")
        let settings = try #require(config.slots.first?.visibleWidget?.settings)
        #expect(settings.tables("sources") == [
            ["path": .string("~/work.ics")],
            ["path": .string("webcal://example.com/jp.ics"), "name": .string("祝日"), "color": .string("red"), "holidays": .bool(true)],
        ])
    }

    @Test func mistakesAreNamedWithLineItemAndFix() {
        #expect(problems(#"["~/a.ics", { path = "~/b.ics", colour = "red" }]"#)
                == [#"config.toml:3: widget 1 (calendar): sources item 2: unknown key "colour"; did you mean "color"? (accepts: path, color, holidays, name)"#])
        #expect(problems(#"[{ name = "Work" }]"#) == ["config.toml:3: widget 1 (calendar): sources item 1: path is missing"])
        #expect(problems(#"[{ path = "~/a.ics", holidays = "yes" }]"#)
                == [#"config.toml:3: widget 1 (calendar): sources item 1: holidays must be true or false, not "yes""#])
        #expect(problems(#"[{ path = "~/a.ics", color = "bleu" }]"#)
                == [#"config.toml:3: widget 1 (calendar): sources: item 1: color "bleu" is not a system color; use one of blue, red, green, orange, yellow, pink, purple, teal, indigo, gray; did you mean "blue"?"#])
        #expect(problems("[3]") == ["config.toml:3: widget 1 (calendar): sources item 1: must be a string or a table, not 3"])
        #expect(problems(#"["~/work.ics", "relative.ics"]"#)
                == [#"config.toml:3: widget 1 (calendar): sources: item 2: "relative.ics" is a relative path, which would be read from whatever folder widgetty starts in; write it from your home folder or from /, e.g. "~/relative.ics""#])
        #expect(problems(#""work.ics""#)
                == [#"config.toml:3: widget 1 (calendar): sources must be a list of strings or tables with path, color, holidays, name, not "work.ics""#])
    }
}
