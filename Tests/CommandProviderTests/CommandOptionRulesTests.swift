import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// The command kind's rules over its options together, as `widgetty check` and the dashboard report them.
@Suite struct CommandOptionRulesTests {
    static let registry = WidgetRegistry([CommandKind.widgetKind])

    /// The configuration's problems and warnings for a command widget with `lines` in its table (line 2 on).
    func messages(_ lines: String) -> [String] {
        do {
            return try ConfigLoader(registry: Self.registry).parse("[[widget]]\nkind = \"command\"\n\(lines)\n", file: "config.toml")
                .warnings.map(\.description)
        } catch {
            return error.lines
        }
    }

    @Test func neitherCommandNorShellIsRefusedOnTheTablesLine() {
        #expect(messages("title = \"CI\"") == [
            #"config.toml:1: widget 1 (command): nothing to run; add command = ["program", "argument"] (run without a shell) or shell = "a command line" (run by /bin/sh -c)"#,
        ])
    }

    /// Both is ambiguous (the program would run through the shell and command be ignored): refused on shell's line.
    @Test func bothCommandAndShellIsRefusedOnShellsLine() {
        #expect(messages("command = [\"uname\"]\nshell = \"uname -a\"") == [
            #"config.toml:4: widget 1 (command): shell: set either command or shell, not both; keep command = ["program", "argument"] to run it without a shell, or shell = "a command line" to run it by /bin/sh -c"#,
        ])
        #expect(messages("command = [\"uname\"]").isEmpty)
        #expect(messages("shell = \"uname -a\"").isEmpty)
    }

    @Test func cwdMustBeAFolderAndAMissingOneIsAWarning() throws {
        let folder = try TemporaryFolders.make()
        let file = folder.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        #expect(messages("shell = \"ls\"\ncwd = \"\(folder.path)\"").isEmpty)
        #expect(messages("shell = \"ls\"\ncwd = \"\(file.path)\"") == [
            "config.toml:4: widget 1 (command): cwd: \(QuotedValue.quote(file.path)) is a file, not a folder; set cwd to the folder the program runs in",
        ])
        #expect(messages("shell = \"ls\"\ncwd = \"\(folder.path)/gone\"") == [
            "config.toml:4: warning: widget 1 (command): cwd: \(QuotedValue.quote(folder.path + "/gone")) does not exist, so the program cannot start; create that folder or set cwd to one that exists",
        ])
    }
}
