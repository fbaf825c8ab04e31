import Testing
@testable import WidgettyKit

/// `~` in a configured path comes from `HOME` as a shell reads it, and a path is rooted only from `/` or `~`.
@Suite struct HomePathTests {
    @Test(arguments: [
        ("~/cal.ics", "/tmp/trial/home/cal.ics"), ("~", "/tmp/trial/home"), ("/etc/cal.ics", "/etc/cal.ics"),
        ("~bob/cal.ics", "~bob/cal.ics"), ("relative.ics", "relative.ics"), ("a/~/b", "a/~/b"),
    ])
    func tildeComesFromHome(path: String, expanded: String) {
        #expect(HomePath.expanding(path, home: "/tmp/trial/home") == expanded)
    }

    @Test func withoutAHomeThePathStaysAsWritten() {
        #expect(HomePath.expanding("~/cal.ics", home: nil) == "~/cal.ics")
        #expect(HomePath.expanding("~/cal.ics", home: "") == "~/cal.ics")
    }

    @Test(arguments: [("/a.ics", true), ("~/a.ics", true), ("~", true), ("a.ics", false), ("./a.ics", false), ("~bob/a.ics", false), ("", false)])
    func rootedPaths(path: String, rooted: Bool) {
        #expect(HomePath.isRooted(path) == rooted)
    }
}
