import Foundation
import Testing
import WidgettyHost

/// What a link's URL means: a web page for the opener, a file for the editor, a folder for the opener, or a refusal.
@Suite struct LinkDestinationTests {
    @Test func filesGoToTheEditorAndFoldersToTheOpener() {
        #expect(LinkDestination(URL(fileURLWithPath: "/home/me/notes/todo.md")) == .file(path: "/home/me/notes/todo.md"))
        #expect(LinkDestination(URL(fileURLWithPath: "/home/me/notes", isDirectory: true)) == .folder(path: "/home/me/notes"))
        #expect(LinkDestination(URL(string: "file:///home/me/notes/")!) == .folder(path: "/home/me/notes"))
        #expect(LinkDestination(URL(string: "https://example.com/a")!) == .web("https://example.com/a"))
        guard case .refused = LinkDestination(URL(string: "javascript:alert(1)")!) else {
            Issue.record("other schemes are refused")
            return
        }
    }

    /// A refusal, said in the banner, quotes the link as the screen quotes (“…”), not as TOML does.
    @Test func aRefusalQuotesTheLinkAsTheScreenDoes() {
        #expect(LinkDestination(URL(string: "widgetty://launch")!) == .refused(
            "widgetty does not know the action “widgetty://launch”; it knows widgetty://reload and widgetty://reload/KIND"))
        #expect(LinkDestination(URL(string: "javascript:alert(1)")!) == .refused(
            "links of the kind “javascript”: are not opened; widgetty opens http, https, file and widgetty links"))
    }
}
