import Foundation
import Testing
import WidgettyTestSupport
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A "Remove" question left open while another program rewrites the file: the question remembers the widgets it was
/// asked about, and once the configuration is reloaded (or the file moved on) confirming removes nothing and says so,
/// rather than removing whatever table now stands at the widget's place.
@Suite struct StaleRemovalQuestionTests {
    static let registry = testRegistry

    static let two = """
        [[widget]]
        kind = "stub"
        label = "a"

        [[widget]]
        kind = "stub"
        label = "b"

        """

    /// What another program writes while the question is open: a commented table at the top.
    static let prepended = "# added\n[[widget]]\nkind = \"stub\"\nlabel = \"new\"\n\n" + two

    /// Asks "Remove Widget" about `slot` of `config`, read from `text` (through the menu, as `.` then "Remove Widget"
    /// do) and confirms it: the effect the dashboard's loop then carries out.
    func confirmedRemoval(of config: DashboardConfig, slot: Int = 0, text: String? = nil, stack: Bool = false) -> HomeScreenEffect? {
        let families = config.slots.map(\.family)
        let layout = HomeScreenLayout(families: families, terminal: Size(width: 100, height: 30), device: .auto)
        var metrics = ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: 30, tiles: layout.placements, cell: layout.metrics.cell,
                                    screenWidth: 100, tileNames: [slot: "a"], canEditConfig: true)
        metrics.config = config
        metrics.configText = text
        if case .stack(let stackConfig) = config.slots[slot] { metrics.stackSizes[slot] = stackConfig.widgets.count }
        var menu = QuickActionMenu(slot: slot, items: [])
        var state = HomeScreenState(scheme: .dark)
        if stack {
            menu.confirm(question: HomeScreenState.stackRemovalQuestion(size: metrics.stackSizes[0] ?? 1, canEditConfig: true),
                         confirming: MenuItem.remove(.stack(slot: slot), askedAbout: metrics.askedConfiguration))
            state.menu = menu
        } else {
            state.askToRemove(&menu, metrics: metrics)
        }
        return state.reduce(.key(.character("r")), metrics: metrics).first
    }

    /// What confirming the question about `config`'s slot 0 removes, and the slots it was asked about; nil (an issue
    /// recorded) when confirming removes nothing.
    func confirmedTarget(of config: DashboardConfig, text: String? = nil) -> (target: WidgetRemoval.Target, asked: AskedConfiguration?)? {
        guard case .remove(let target, let asked)? = confirmedRemoval(of: config, text: text) else {
            Issue.record("confirming gave no removal")
            return nil
        }
        return (target, asked)
    }

    /// Confirms the question asked about `asked` (loaded from `before`) after the file became `after` and was
    /// reloaded; the error and the file's text then.
    func confirm(_ effect: HomeScreenEffect?, after: String, path: String) throws -> (error: ConfigError?, text: String) {
        guard case .remove(let target, let asked)? = effect else {
            Issue.record("confirming gave \(String(describing: effect)), not a removal")
            return (nil, try String(contentsOfFile: path, encoding: .utf8))
        }
        try after.write(toFile: path, atomically: true, encoding: .utf8)
        let reloaded = try ConfigLoader(registry: Self.registry).parse(after, file: path)
        let error = #expect(throws: ConfigError.self) {
            try WidgetRemoval.remove(target, of: reloaded, askedAbout: asked, path: path, registry: Self.registry)
        }
        return (error, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func aTablePrependedWhileAskedIsNotRemovedInsteadAndTheMessageSaysSo() throws {
        let (path, config) = try WidgetRemovalTests().file(Self.two)
        let effect = confirmedRemoval(of: config)
        let (error, text) = try confirm(effect, after: Self.prepended, path: path)
        #expect(text == Self.prepended, "the new table and its comment stay, and so does \u{201C}a\u{201D}")
        #expect(error?.description.contains("changed while you were asked; nothing was removed \u{2014} ask again") == true,
                "said: \(String(describing: error))")
    }

    @Test func membersSwappedWhileAskedAreLeftAloneInEveryForm() throws {
        let tables = "[[stack]]\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"a\"\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"b\"\n\n"
        let swappedTables = "[[stack]]\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"b\"\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"a\"\n\n"
        let inline = "[[stack]]\nwidget = [{ kind = \"stub\", label = \"a\" }, { kind = \"stub\", label = \"b\" }]\n\n"
        let swappedInline = "[[stack]]\nwidget = [{ kind = \"stub\", label = \"b\" }, { kind = \"stub\", label = \"a\" }]\n\n"
        let swappedPlain = "[[widget]]\nkind = \"stub\"\nlabel = \"b\"\n\n[[widget]]\nkind = \"stub\"\nlabel = \"a\"\n\n"
        let rest = "[[widget]]\nkind = \"stub\"\nlabel = \"c\"\n"
        for (before, after) in [(tables + rest, swappedTables + rest), (inline + rest, swappedInline + rest), (Self.two, swappedPlain)] {
            let (path, config) = try WidgetRemovalTests().file(before)
            let (error, text) = try confirm(confirmedRemoval(of: config), after: after, path: path)
            #expect(text == after, "nothing removed from \(after)")
            #expect(error?.description.contains("changed while you were asked") == true, "said: \(String(describing: error))")
        }
    }

    @Test func removeStackAskedBeforeAReloadRemovesNothing() throws {
        let stack = "[[stack]]\nwidget = [{ kind = \"stub\", label = \"a\" }, { kind = \"stub\", label = \"b\" }]\n\n[[widget]]\nkind = \"stub\"\nlabel = \"c\"\n"
        let (path, config) = try WidgetRemovalTests().file(stack)
        let after = "[[widget]]\nkind = \"stub\"\nlabel = \"new\"\n\n" + stack
        let (error, text) = try confirm(confirmedRemoval(of: config, stack: true), after: after, path: path)
        #expect(text == after)
        #expect(error?.description.contains("changed while you were asked") == true, "said: \(String(describing: error))")
    }

    @Test func aFileRewrittenButNotYetReloadedIsLeftAlone() throws {
        let (path, config) = try WidgetRemovalTests().file(Self.two)
        guard let (target, asked) = confirmedTarget(of: config) else { return }
        try Self.prepended.write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: ConfigError.self) {
            try WidgetRemoval.remove(target, of: config, askedAbout: asked, path: path, registry: Self.registry)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.prepended)
        #expect(error?.description.contains("changed since the dashboard loaded it") == true, "said: \(String(describing: error))")
    }

    /// Another program rewrites only comments while the question is open, every widget and line kept: the blank line
    /// above "b" now holds a note about it, which removing "b" by the old positions would delete unseen. The bytes
    /// are not those the question was asked about, so nothing is removed, whether the dashboard reloaded or not.
    @Test func aCommentWrittenWhileAskedRemovesNothing() throws {
        let before = "# mine\n[[widget]]\nkind = \"stub\"\nlabel = \"a\"  # first\n\n[[widget]]\nkind = \"stub\"\nlabel = \"b\"\n"
        let after = before.replacingOccurrences(of: "# first\n\n", with: "# first!\n# b: keep, written just now\n")
        for reloads in [true, false] {
            let (path, config) = try WidgetRemovalTests().file(before)
            let effect = confirmedRemoval(of: config, slot: 1, text: before)
            guard case .remove(let target, let asked)? = effect else {
                Issue.record("confirming gave \(String(describing: effect)), not a removal")
                continue
            }
            try after.write(toFile: path, atomically: true, encoding: .utf8)
            let shown = reloads ? try ConfigLoader(registry: Self.registry).parse(after, file: path) : config
            #expect(shown.slots == config.slots, "every widget stays at its line")
            let error = #expect(throws: ConfigError.self) {
                try WidgetRemoval.remove(target, of: shown, askedAbout: asked, path: path, registry: Self.registry)
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == after, "the new comment stays, and so does \u{201C}b\u{201D}")
            #expect(error?.description.contains("changed while you were asked; nothing was removed \u{2014} ask again") == true,
                    "said: \(String(describing: error))")
        }
    }

    @Test func theQuestionStillRemovesWhenNothingChanged() throws {
        let (path, config) = try WidgetRemovalTests().file(Self.two)
        guard let (target, asked) = confirmedTarget(of: config, text: Self.two) else { return }
        #expect(asked == AskedConfiguration(slots: config.slots, text: Self.two), "the question remembers the widgets and bytes it was asked about")
        try WidgetRemoval.remove(target, of: config, askedAbout: asked, path: path, registry: Self.registry)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[[widget]]\nkind = \"stub\"\nlabel = \"b\"\n")
    }
}
