import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// The words the home screen draws itself, as drawn: on a Japanese screen the tiles, every tile's quick actions and a
/// sheet's foot are in Japanese, whole in a 49-column pane and at 160 columns; on any screen an apostrophe is ’.
@Suite struct ScreenWordsTests {
    static let japanese = DateLocale.named("ja_JP")!

    /// Every kind in every size (`TileTapAndMenuTests`' screen) loaded offline in `locale`, laid out at `size`.
    static func loaded(_ locale: DateLocale, size: Size) async throws -> (dashboard: Dashboard, runner: TimelineRunner, metrics: ScreenMetrics) {
        let folder = try TemporaryFolders.make()
        try "# Groceries\n- [ ] milk\n".write(to: folder.appendingPathComponent("Groceries.md"), atomically: true, encoding: .utf8)
        let text = try SystemFixtures.pinned(TileTapAndMenuTests.configuration(notes: folder), to: "vm")
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "tiles.toml")
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: ProviderCatalog.registry, scheme: .dark,
                                                              at: GoldenRenderTests.moment, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                              locale: locale, services: HostServices(fetcher: OfflineFetcher()))
        let metrics = GoldenRenderTests.metrics(of: dashboard, runner: runner, size: size, stacks: StackRotator(slots: config.slots))
        return (dashboard, runner, metrics)
    }

    /// The frame with each tile's menu open in turn (the whole screen tall enough for every tile), and its items.
    static func menus(_ locale: DateLocale, size: Size) async throws -> [(items: [MenuItem], lines: [String])] {
        let (dashboard, runner, metrics) = try await loaded(locale, size: size)
        return try metrics.tiles.map { tile in
            let (state, _) = TileTapAndMenuTests.after([.key(.character("."))], focusing: tile.slot, metrics: metrics)
            let items = try #require(state.menu?.items, "slot \(tile.slot) has a menu")
            let frame = dashboard.frame(size: size, state: state, runner: runner, at: GoldenRenderTests.moment,
                                        stacks: StackRotator(slots: metrics.config?.slots ?? []), canEditConfig: true)
            return (items, frame.lines())
        }
    }

    /// Words of ours left in English on a Japanese screen: any run of Latin letters but `names` (CPU) and what 「」
    /// quote (a note's title).
    static func englishWords(in text: String, allowing names: Set<String>) -> [String] {
        let unquoted = text.replacing(/「[^」]*」/, with: "")
        return unquoted.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { !names.contains($0) }
    }

    @Test(arguments: [Size(width: 49, height: 420), Size(width: 160, height: 160)])
    func everyMenuOnAJapaneseScreenIsInJapaneseAndWhole(size: Size) async throws {
        let menus = try await Self.menus(Self.japanese, size: size)
        var titles: Set<String> = []
        for (items, lines) in menus {
            for item in items {
                titles.insert(item.title)
                #expect(Self.englishWords(in: item.title, allowing: ["CPU"]).isEmpty, "\(item.title)")
                // Drawn whole: no wide character cut at the menu's edge, no "…" on a title that has none.
                #expect(lines.contains { $0.contains(item.title) }, "\(item.title) is drawn whole at \(size.width) columns:\n\(lines.joined(separator: "\n"))")
            }
        }
        for expected in ["ウィジェットを削除", "ウィジェットを編集…", "ホーム画面を編集", "今日の予定", "明日の予定",
                         "上位のプロセス", "時刻をコピー", "開始", "リセット", "新規メモ…", "更新", "次のウィジェット"] where !titles.contains(expected) {
            Issue.record("\(expected) is not among the menus: \(titles.sorted())")
        }
        // The agendas' counts, as the calendar's menu draws them.
        let agenda = try #require(menus.first { $0.items.contains { $0.title == "今日の予定" } })
        let counts = agenda.items.filter { $0.title.hasSuffix("の予定") }.compactMap(\.subtitle)
        #expect(counts.count == 2 && counts.allSatisfy { $0 == "予定なし" || $0.hasSuffix("件の予定") }, "\(counts)")
        #expect(counts.allSatisfy { count in agenda.lines.contains { $0.contains(count) } }, "\(agenda.lines.joined(separator: "\n"))")
    }

    @Test(arguments: [Size(width: 49, height: 420), Size(width: 160, height: 160)])
    func japaneseTilesSayNoWordOfOursInEnglish(size: Size) async throws {
        let (dashboard, runner, _) = try await Self.loaded(Self.japanese, size: size)
        let lines = dashboard.frame(size: size, state: HomeScreenState(scheme: .dark), runner: runner, at: GoldenRenderTests.moment,
                                    canEditConfig: true).lines()
        let text = lines.joined(separator: "\n")
        for english in ["Done", "finished", "load", "Memory", "Network", "Start", "Reset", "Sample", "Swap", "up"] {
            #expect(!Self.englishWords(in: text, allowing: []).contains(english), "\(english) on a Japanese screen:\n\(text)")
        }
        for japanese in ["負荷", "メモリ", "ネットワーク", "開始", "リセット"] {
            #expect(text.contains(japanese), "\(japanese) is drawn at \(size.width) columns:\n\(text)")
        }
    }

    @Test func aSheetsFootIsInTheScreensLanguage() throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse("[[widget]]\nkind = \"clock\"\n", file: "config.toml")
        let rows = (1...30).map { HostRequest.Row("\($0):00", "予定 \($0)") }
        for (locale, foot, more) in [(Self.japanese, "キーを押すかクリックで閉じます", "ほか"), (DateLocale.english, "Any key or a click closes this", "more")] {
            let dashboard = Dashboard(config: config, registry: ProviderCatalog.registry, scheme: .dark,
                                      timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: locale)
            var state = HomeScreenState(scheme: .dark)
            state.listSheet = ListSheet(title: "今日 11月22日", rows: rows, empty: "")
            let lines = dashboard.frame(size: Size(width: 49, height: 20), state: state, runner: dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment)),
                                        at: GoldenRenderTests.moment).lines()
            #expect(lines.contains { $0.contains("│ " + foot) }, "\(lines.joined(separator: "\n"))")
            #expect(lines.contains { $0.contains(more) && $0.contains("+") == (locale == .english) }, "\(lines.joined(separator: "\n"))")
        }
    }

    /// Menus, tiles and sheets write an apostrophe as ’, as they write quotes curly (“Tea”).
    @Test(arguments: [Size(width: 49, height: 420), Size(width: 160, height: 160)])
    func noStraightApostropheOnScreen(size: Size) async throws {
        for (items, lines) in try await Self.menus(DateLocale.english, size: size) {
            let straight = lines.filter { $0.contains("'") }
            #expect(straight.isEmpty, "\(items.map(\.title)):\n\(straight.joined(separator: "\n"))")
        }
    }
}
