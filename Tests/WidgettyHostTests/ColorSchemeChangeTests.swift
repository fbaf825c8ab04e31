import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// Switching dark and light (`t`) reaches the contexts widgets are asked in, and reloads the widgets whose timeline
/// depends on the scheme (a command widget's program is told it).
@Suite struct ColorSchemeChangeTests {
    @Test func laterLoadsAreAskedInTheNewSchemeAndDependentWidgetsReloadAtOnce() async {
        let program = ScriptedProvider(.entries([0], .never))
        let clock = ScriptedProvider(.entriesReloadingAfter([0], seconds: 600))
        let harness = RunnerHarness([0: program.instance(kind: "command", dependsOnColorScheme: true), 1: clock.instance(kind: "clock")])
        await harness.tick()
        #expect(program.lastContext?.colorScheme == .dark && clock.lastContext?.colorScheme == .dark)
        harness.runner.changeColorScheme(to: .light)
        await harness.settle()
        #expect(program.reasons == [.first, .manual], "reloaded at once, outside the budget")
        #expect(program.lastContext?.colorScheme == .light)
        #expect(clock.calls.count == 1, "a widget whose timeline does not depend on the scheme is not asked again")
        await harness.run(until: 600)
        #expect(clock.calls.count == 2 && clock.lastContext?.colorScheme == .light, "its next load is asked in the new scheme")
        harness.runner.changeColorScheme(to: .light)
        await harness.settle()
        #expect(program.calls.count == 2, "the scheme it already has reloads nothing")
    }

    @Test func aDependentWidgetLoadingInTheOldSchemeIsAskedAgainOnceItAnswers() async throws {
        let gate = Gate()
        let program = ScriptedProvider(.blockThread(gate), .entries([0], .never))
        let harness = RunnerHarness([0: program.instance(kind: "command", dependsOnColorScheme: true)])
        harness.runner.tick()
        #expect(await eventually { program.lastContext != nil })
        harness.runner.changeColorScheme(to: .light)
        #expect(program.calls.count == 1, "no second call while the first runs")
        gate.open()
        await harness.settle()
        await harness.tick()
        #expect(program.calls.count == 2)
        #expect(program.lastContext?.colorScheme == .light)
    }
}
