import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

@Suite struct DashboardTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    func dashboard(_ text: String) throws -> Dashboard {
        let config = try ConfigLoader(registry: testRegistry).parse(text, file: "config.toml")
        return Dashboard(config: config, registry: testRegistry, scheme: .dark, timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func showsPlaceholdersRedactedBeforeDataThenTheData() async throws {
        let board = try dashboard("[[widget]]\nkind = \"stub\"\nlabel = \"Data\"\n")
        let size = Size(width: 26, height: 12)
        let before = board.frame(size: size, state: HomeScreenState(scheme: .dark), at: date).lines()
        #expect(before[2] == "   │ Stub             │", "static parts stay")
        #expect(before[3] == "   │ ▆▆▆▆▆▆▆▆▆▆▆      │", "the placeholder's text becomes a bar as wide as the text")
        board.runner.reloadDue(at: date)
        await board.runner.waitForFirstLoads(timeout: 5)
        let after = board.frame(size: size, state: HomeScreenState(scheme: .dark), at: date).lines()
        #expect(after[3] == "   │ Data             │")
    }

    @Test func aFailedFirstLoadSaysWhatWentWrongInsideTheTile() async throws {
        let board = try dashboard("[[widget]]\nkind = \"stub\"\nfail = true\n")
        board.runner.reloadDue(at: date)
        await board.runner.waitForFirstLoads(timeout: 5)
        let lines = board.frame(size: Size(width: 26, height: 12), state: HomeScreenState(scheme: .dark), at: date).lines()
        #expect(lines[2] == "   │ Stub             │")
        #expect(lines[3] == "   │ The stub was     │")
        #expect(lines[4] == "   │ told to fail     │")
    }

    @Test func aTileThatDoesNotFitSaysSo() throws {
        let board = try dashboard("[[widget]]\nkind = \"stub\"\nsize = \"medium\"\n")
        let lines = board.frame(size: Size(width: 30, height: 12), state: HomeScreenState(scheme: .dark), at: date).lines()
        #expect(lines[5] == "     │ Stub (medium)    │")
        #expect(lines[6] == "     │ needs 49 columns │")
    }

    @Test func helpOverlayListsEveryBinding() throws {
        let board = try dashboard("[[widget]]\nkind = \"stub\"\n")
        var state = HomeScreenState(scheme: .dark)
        state.isHelpVisible = true
        let text = board.frame(size: Size(width: 60, height: 20), state: state, at: date).lines().joined(separator: "\n")
        for binding in KeyBinding.all {
            #expect(text.contains(binding.label) && text.contains(binding.summary), "\(binding.label)")
        }
    }

    @Test func tooSmallTerminalSaysHowBigItMustBe() throws {
        let board = try dashboard("[[widget]]\nkind = \"stub\"\n")
        let tiny = board.frame(size: Size(width: 10, height: 5), state: HomeScreenState(scheme: .dark), at: date).lines()
        #expect(tiny == ["", "Too small:", "  needs", "  22x12", ""])
        let short = board.frame(size: Size(width: 40, height: 8), state: HomeScreenState(scheme: .dark), at: date).lines()
        #expect(short[3] == " Terminal too small: widgetty needs at")
        #expect(short[4] == "       least 22x12, this is 40x8.")
    }
}
