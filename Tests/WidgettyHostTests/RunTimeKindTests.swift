import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// A kind built at run time, from words and closures rather than a `Widget` type, is read, run and drawn like any other.
@Suite struct RunTimeKindTests {
    /// A countdown: one entry a minute from `from` minutes down to "now", made by closures.
    static let countdown = WidgetKind(
        kind: "countdown", displayName: "Countdown", description: "Counts the minutes down to lift-off.",
        supportedFamilies: [.small],
        options: [WidgetOption(key: "from", type: .integer(1...60), defaultValue: .integer(3), summary: "the minutes to count")],
        makeWidget: { settings in
            let from = settings.integer("from") ?? 3
            return AnyWidget(
                placeholder: { StubEntry(date: $0.date, label: "0 min") },
                timeline: { context in
                    let entries = (0...from).map { minute in
                        StubEntry(date: context.date.addingTimeInterval(Double(minute) * 60),
                                  label: minute == from ? "now" : "\(from - minute) min")
                    }
                    return ErasedTimeline(Timeline(entries: entries, policy: .never))
                },
                view: { entry, _ in
                    VStack(alignment: .leading) {
                        Text("Countdown").font(.headline).unredacted()
                        Spacer()
                        Text((entry as? StubEntry)?.label ?? "")
                        Text("to lift-off").foregroundStyle(.secondaryLabel)
                    }
                })
        })
    static let registry = WidgetRegistry([countdown, WidgetKind(StubWidget.self)])

    func load(_ widget: String) throws(ConfigError) -> DashboardConfig {
        try ConfigLoader(registry: Self.registry).parse("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "countdown"
            \(widget)
            """, file: "config.toml")
    }

    @Test func itsOptionsAreCheckedWithTheFileAndLine() {
        let error = #expect(throws: ConfigError.self) { try load("from = 90\nfrm = 2") }
        #expect(error?.lines == [
            "config.toml:6: widget 1 (countdown): from 90 is more than 60, the most it may be; use a whole number from 1 to 60",
            #"config.toml:7: widget 1 (countdown): unknown key "frm"; did you mean "from"? (countdown accepts: kind, size, timeout, from)"#,
        ])
    }

    @Test func itRunsUnderTheRunnerEntryByEntry() async throws {
        let config = try load("from = 2")
        guard case .widget(let widget) = try #require(config.slots.first),
              let instance = Self.registry.instance(for: widget) else { Issue.record("no countdown"); return }
        let harness = RunnerHarness([0: instance])
        #expect(harness.shown() == "placeholder")
        await harness.tick()
        #expect(harness.shown() == "2 min")
        await harness.run(until: 60)
        #expect(harness.shown() == "1 min")
        await harness.run(until: 120)
        #expect(harness.shown() == "now")
    }

    @Test func itRendersInATile() async throws {
        let canvas = await HeadlessRenderer.render(config: try load("from = 5"), registry: Self.registry, size: Size(width: 26, height: 12),
                                                   scheme: .dark, at: RunnerHarness.start, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                   locale: DateLocale.english)
        #expect(canvas.lines() == [
            "",
            "   ╭──────────────────╮",
            "   │ Countdown        │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │ 5 min            │",
            "   │ to lift-off      │",
            "   ╰──────────────────╯",
            "",
        ])
    }

    @Test func aStaticWidgetTypeGivesTheKindItDeclares() {
        let kind = WidgetKind(StubWidget.self)
        #expect(kind.kind == StubWidget.kind)
        #expect(kind.displayName == StubWidget.displayName)
        #expect(kind.description == StubWidget.description)
        #expect(kind.supportedFamilies == StubWidget.supportedFamilies)
        #expect(kind.options.map(\.key) == StubWidget.options.map(\.key))
    }
}
