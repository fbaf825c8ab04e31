import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// The gallery (`+`) and the configuration sheet ("Edit Widget"), read as a person uses them, over the real kinds.
@Suite struct GalleryAndSheetTests {
    static let registry = ProviderCatalog.registry
    static let config = """
        # Two clocks.
        [[widget]]
        kind = "clock"
        size = "small"   # top left

        [[widget]]
        kind = "clock"
        zones = ["Asia/Tokyo"]
        """

    /// The state after `events`, read against the home screen of `text` at 49 × 40, and the effects of the last event.
    func run(_ events: [InputEvent], on text: String = config) throws -> (HomeScreenState, [HomeScreenEffect]) {
        let parsed = try ConfigLoader(registry: Self.registry).parse(text, file: "config.toml")
        let dashboard = Dashboard(config: parsed, registry: Self.registry, scheme: .dark)
        let runner = dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment))
        let metrics = dashboard.metrics(for: Size(width: 49, height: 40), canEditConfig: true, runner: runner, at: GoldenRenderTests.moment,
                                        stacks: StackRotator(slots: parsed.slots))
        var state = HomeScreenState(scheme: .dark)
        var effects: [HomeScreenEffect] = []
        for event in events { effects = state.reduce(event, metrics: metrics) }
        return (state, effects)
    }

    static func typing(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

    @Test func theGalleryListsEveryKindInItsOrderAndTypingFilters() throws {
        let (open, _) = try run([.key(.character("+"))])
        #expect(open.gallery?.kinds(of: Self.registry).map(\.kind)
                == ["clock", "weather", "calendar", "notes", "timer", "system", "command", "http"])
        let (filtered, _) = try run([.key(.character("+"))] + Self.typing("Forec"))
        #expect(filtered.gallery?.kinds(of: Self.registry).map(\.kind) == ["weather"], "a word of the description finds the kind")
        let (none, _) = try run([.key(.character("+"))] + Self.typing("zzz") + [.key(KeyPress(.enter))])
        #expect(none.gallery != nil && none.sheet == nil, "Return with nothing kept adds nothing")
        let (closed, _) = try run([.key(.character("+")), .key(.character("q")), .key(KeyPress(.escape))])
        #expect(closed.gallery == nil, "q is typed into the search, and Esc closes")
    }

    @Test func aClockIsAddedAfterTheFocusedTileAtOnceInTheSizeChosen() throws {
        let (state, effects) = try run([.key(.character("1")), .key(.character("+")), .key(KeyPress(.right)), .key(KeyPress(.enter))])
        #expect(state.gallery == nil && state.sheet == nil)
        #expect(effects == [.changeConfig(.addWidget(kind: "clock", family: .medium, settings: [], after: 0))])
        let (_, atTheEnd) = try run([.key(.character("+")), .key(KeyPress(.enter))])
        #expect(atTheEnd == [.changeConfig(.addWidget(kind: "clock", family: .small, settings: [], after: nil))], "none focused: at the end")
    }

    @Test func aWeatherNeedsItsPlaceSoItsSheetOpensAndSaveAddsItWithTheKeyTyped() throws {
        let opening: [InputEvent] = [.key(.character("+"))] + Self.typing("wea") + [.key(KeyPress(.right)), .key(KeyPress(.enter))]
        let (sheet, none) = try run(opening)
        #expect(none.isEmpty && sheet.sheet?.target == .newWidget(after: nil) && sheet.sheet?.family == .medium)
        #expect(sheet.sheet?.fields.first?.key == "location", "the option changed first comes first")
        #expect(sheet.sheet?.check.byKey["location"]?.message.hasPrefix("location is missing") == true, "under the field it names")
        let (refused, nothing) = try run(opening + [.key(KeyPress(.enter)), .key(KeyPress(.enter))])
        #expect(nothing.isEmpty && refused.sheet?.selection == 0, "Save with a problem stays, on the field")
        let (_, added) = try run(opening + Self.typing("東京") + [.paste("\u{1B}[31m Tokyo")] + [.key(KeyPress(.enter)), .key(KeyPress(.enter))])
        let (long, _) = try run(opening + [.paste(String(repeating: "長", count: 5000)), .paste("x")])
        #expect(long.sheet?.fields.first?.text.count == SheetField.maximumLength, "a paste is cut at what a field holds")
        #expect(added == [.changeConfig(.addWidget(kind: "weather", family: .medium,
                                                   settings: [.init(key: "location", value: "\"東京 Tokyo\"")], after: nil))])
    }

    @Test func editWidgetOpensTheSheetOfTheTileAndSavesOnlyTheKeysChanged() throws {
        let menu: [InputEvent] = [.key(.character("2")), .key(.character(".")), .key(KeyPress(.down)), .key(KeyPress(.enter))]
        let (state, _) = try run(menu)
        #expect(state.sheet?.target == .widget(WidgetPosition(slot: 1)))
        #expect(state.sheet?.fields.map(\.key) == ["zones", "seconds", "hour_cycle"])
        #expect(state.sheet?.fields.first?.text == "Asia/Tokyo")
        let misspelt = menu + Self.typing(", Europe/Londn")
        let (checked, _) = try run(misspelt)
        let problem = try #require(checked.sheet?.check.byKey["zones"])
        #expect(!problem.isWarning && problem.message.contains("Europe/London"), "\(problem.message)")
        // Quoted as the rest of the screen quotes (a sheet's field is typed without TOML's quotes).
        #expect(problem.message.contains("“Europe/Londn”") && !problem.message.contains("\""), "\(problem.message)")
        let (_, saved) = try run(misspelt + [.key(KeyPress(.backspace)), .key(KeyPress(.backspace))] + Self.typing("don")
                                 + [.key(KeyPress(.down)), .key(KeyPress(.down)), .key(.character(" ")), .key(KeyPress(.enter)), .key(KeyPress(.enter))])
        #expect(saved == [.changeConfig(.setKeys([.init(key: "zones", value: "[\"Asia/Tokyo\", \"Europe/London\"]"),
                                                  .init(key: "hour_cycle", value: "\"24h\"")], of: WidgetPosition(slot: 1)))],
                "an unset hour cycle (the locale's) steps to the first choice")
    }

    @Test func aStacksEditWidgetConfiguresTheWidgetOnTopInItsOwnTable() throws {
        let stack = "[[stack]]\nsize = \"small\"\n[[stack.widget]]\nkind = \"clock\"\n[[stack.widget]]\nkind = \"timer\"\n"
        let menu: [InputEvent] = [.key(.character("1")), .key(.character("."))] + Array(repeating: .key(KeyPress(.down)), count: 3) + [.key(KeyPress(.enter))]
        let (state, _) = try run(menu, on: stack)
        #expect(state.sheet?.target == .widget(WidgetPosition(slot: 0, member: 0)) && state.sheet?.kind == "clock")
        let (_, saved) = try run(menu + [.key(KeyPress(.down)), .key(.character(" ")), .key(KeyPress(.enter)), .key(KeyPress(.enter))], on: stack)
        #expect(saved == [.changeConfig(.setKeys([.init(key: "seconds", value: "true")], of: WidgetPosition(slot: 0, member: 0)))])
    }

    @Test func aSheetSavesNothingWhenTheFileWasReloadedWithAnotherWidgetInItsPlace() throws {
        let (open, _) = try run([.key(.character("2")), .key(.character(".")), .key(KeyPress(.down)), .key(KeyPress(.enter))] + Self.typing(", UTC"))
        let reloaded = try ConfigLoader(registry: Self.registry).parse(Self.config.replacing("Asia/Tokyo", with: "Europe/Paris"), file: "config.toml")
        let dashboard = Dashboard(config: reloaded, registry: Self.registry, scheme: .dark)
        let metrics = dashboard.metrics(for: Size(width: 49, height: 40), canEditConfig: true, runner: dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment)),
                                        at: GoldenRenderTests.moment)
        var state = open
        #expect(state.reduce(.key(KeyPress(.enter)), metrics: metrics).isEmpty && state.reduce(.key(KeyPress(.enter)), metrics: metrics).isEmpty)
        #expect(state.sheet == nil && state.banner?.hasPrefix("The configuration changed while this was open") == true)
    }

    @Test func aKindsOwnOptionsMakeItsSheetWithoutCodeOfItsOwn() {
        let kind = WidgetKind(kind: "plant", displayName: "Plant", description: "Shows when to water a plant.", supportedFamilies: [.small],
                              options: [WidgetOption(key: "species", type: .string, defaultValue: nil, summary: "what it is"),
                                        WidgetOption(key: "days", type: .integer(1...30), defaultValue: .integer(7), summary: "how often"),
                                        WidgetOption(key: "pot", type: .choice(["clay", "glass"]), defaultValue: .string("clay"), summary: "its pot")],
                              makeWidget: { _ in AnyWidget(placeholder: { _ in StubEntry(date: .distantPast, label: "") }, timeline: { _ in
                                  ErasedTimeline(entries: [], policy: .never) }, view: { _, _ in EmptyView() }) })
        var sheet = ConfigurationSheet(target: .newWidget(after: nil), kind: kind, family: .small, values: [:])
        #expect(sheet.fields.map(\.key) == ["species", "days", "pot"] && sheet.fields[1].placeholder == "7")
        sheet.fields[1].text = "45"
        sheet.fields[2].step(by: 1)
        sheet.recheck(registry: WidgetRegistry([kind]))
        #expect(sheet.check.byKey["days"]?.message.contains("from 1 to 30") == true)
        #expect(sheet.changes == [.init(key: "days", value: "45"), .init(key: "pot", value: "\"glass\"")])
    }
}
