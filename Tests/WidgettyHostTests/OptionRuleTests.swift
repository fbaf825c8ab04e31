import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// A kind's `optionRules`: checks of its options together, each problem on its key's line (else the table's),
/// errors refusing the configuration and warnings carried with it.
@Suite struct OptionRuleTests {
    /// The stub kind with rules: `fail = true` is an error on the table, and a `count` over 3 a warning on its key.
    static let registry = WidgetRegistry([
        WidgetKind(kind: "stub", displayName: "Stub", description: "Shows a label.", supportedFamilies: StubWidget.supportedFamilies,
                   options: StubWidget.options, optionRules: [
                       WidgetOptionRule { settings in
                           settings.bool("fail") ? [.error("a stub that fails is for tests; remove fail")] : []
                       },
                       WidgetOptionRule { settings in
                           (settings.integer("count") ?? 0) > 3 ? [.warning("more than 3 is slow", at: "count")] : []
                       },
                   ], makeWidget: { AnyWidget(StubWidget(settings: $0)) }),
    ])

    private func load(_ text: String) throws(ConfigError) -> DashboardConfig {
        try ConfigLoader(registry: Self.registry).parse(text, file: "config.toml")
    }

    @Test func anErrorWithoutAKeyIsOnTheTablesLineAndRefusesTheFile() {
        let error = #expect(throws: ConfigError.self) { try load("[[widget]]\nkind = \"stub\"\n\n[[widget]]\nkind = \"stub\"\nlabel = \"a\"\nfail = true\n") }
        #expect(error?.lines == ["config.toml:4: widget 2 (stub): a stub that fails is for tests; remove fail"])
    }

    @Test func aWarningIsOnItsKeysLineAndTheFileStillLoads() throws {
        let config = try load("[[widget]]\nkind = \"stub\"\nlabel = \"a\"\ncount = 4\n")
        #expect(config.slots.count == 1)
        #expect(config.warnings.map(\.description) == ["config.toml:4: warning: widget 1 (stub): count: more than 3 is slow"])
        #expect(try load("[[stack]]\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"a\"\ncount = 5\n").warnings.map(\.description)
                == ["config.toml:5: warning: stack 1, widget 1 (stub): count: more than 3 is slow"])
    }

    /// Rules see settings whose every option is valid: a value of the wrong type is its own one message.
    @Test func rulesRunOnlyWhenEveryOptionIsValid() {
        let error = #expect(throws: ConfigError.self) { try load("[[widget]]\nkind = \"stub\"\ncount = \"four\"\n") }
        #expect(error?.lines == [#"config.toml:3: widget 1 (stub): count must be a whole number from 1 to 5, not "four""#])
    }

    @Test func outOfRangeNumbersSayTheMostOrTheLeast() {
        let error = #expect(throws: ConfigError.self) { try load("[[widget]]\nkind = \"stub\"\nlabel = \"a\"\ncount = 0\n") }
        #expect(error?.lines == ["config.toml:4: widget 1 (stub): count 0 is less than 1, the least it may be; use a whole number from 1 to 5"])
    }
}
