import Testing
import WidgettyKit
@testable import CommandProvider

/// A timeline document's button is the same button in every load that shows it: its identity (which a destructive
/// button's question is answered by) is its program, arguments and folder, not the moment each load writes in
/// `WIDGETTY_DATE`.
@Suite struct RunCommandIdentityTests {
    func intent(_ arguments: [String], folder: String? = "/tmp", date: String) -> any WidgetIntent {
        RunCommandIntent(launch: CommandLaunch(arguments: arguments, workingDirectory: folder, environment: ["WIDGETTY_DATE": date]))
    }

    @Test func theSameCommandAtAnotherLoadIsTheSameButton() {
        #expect(intent(["./rm", "a"], date: "2026-11-27T02:00:00Z").identity == intent(["./rm", "a"], date: "2026-11-27T02:00:05Z").identity)
    }

    @Test func anotherCommandOrFolderIsAnotherButton() {
        let one = intent(["./rm", "a"], date: "d").identity
        #expect(one != intent(["./rm", "b"], date: "d").identity)
        #expect(one != intent(["./rm", "a"], folder: "/var", date: "d").identity)
    }
}
