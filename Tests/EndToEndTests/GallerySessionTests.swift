import Foundation
import Testing
import WidgettyTestSupport

/// The gallery and the configuration sheet on the real binary, as a person uses them: the file they change stays
/// theirs, every comment and blank line where it was. Serialized for the load, not shared state: each session has its
/// own tmux server, files and XDG folders.
@Suite(.serialized, .takesTurns) struct GallerySessionTests {
    static let commented = """
        # My home screen ✨
        [dashboard]   # the screen
        theme = "dark"

        # Time, first.
        [[widget]]
        kind = "clock"   # local
        size = "small"

        # Tokyo, for family.
        [[widget]]
        kind = "clock"
        size = "small"
        zones = ["Asia/Tokyo"]  # home

        # That's all.

        """

    /// The file's text once it differs from `before`, or `before` after ten seconds. A read may be refused while the
    /// dashboard holds its lease to write it (EAGAIN), and is tried again.
    func changed(_ file: URL, from before: String) async -> String {
        var text = before
        _ = await eventually {
            text = (try? String(contentsOf: file, encoding: .utf8)) ?? before
            return text != before
        }
        return text
    }

    @Test func aWeatherAddedFromTheGalleryIn49ColumnsAsksItsPlaceAndLandsAfterTheFocusedTile() async throws {
        // The geocoder the sheet is told to use: answers nothing, so no test reaches the network.
        let server = try LocalHTTPServer { _ in .status(404, Data()) }
        let session = try await DashboardSession(columns: 49, rows: 40, config: Self.commented, ready: "Tokyo")
        try await session.tmux.send("1")
        try await session.tmux.send("+")
        try await session.tmux.waitFor(text: "Add a Widget")
        try await session.tmux.type("weath")
        try await session.tmux.send("Right")
        // Its preview, the sample in medium: partly cloudy until 16:00 where it is shown, mainly clear after (the test
        // runs at the real time).
        let preview: @Sendable (String) -> Bool = { $0.contains("Partly cloudy") || $0.contains("Mainly clear") }
        let gallery = try await session.tmux.waitFor { $0.contains { $0.contains("‹ Medium ›") } && $0.contains(where: preview) }
        #expect(!gallery.contains { $0.contains("Clock") }, "the filter keeps the weather alone")
        try await session.tmux.send("Enter")
        let sheet = try await session.tmux.waitFor(text: "location is missing")
        #expect(sheet.contains { $0.contains("›Location") }, "its sheet opens on the place, the problem under it")
        try await session.tmux.type("東京")
        try await session.tmux.waitFor { !$0.contains { $0.contains("location is missing") } }
        for _ in 0..<6 { try await session.tmux.send("Down") }
        try await session.tmux.waitFor { $0.contains { $0.contains("›Geocoding url") } }
        try await session.tmux.send("C-u")
        try await session.tmux.type("\(server.baseURL)/v1/search")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("›Save‹") } }
        try await session.tmux.send("Enter")
        let after = await changed(session.configFile, from: Self.commented)
        #expect(after == Self.commented.replacingOccurrences(of: "size = \"small\"\n\n# Tokyo", with: """
            size = "small"

            [[widget]]
            kind = "weather"
            size = "medium"
            location = "東京"
            geocoding_url = "\(server.baseURL)/v1/search"

            # Tokyo
            """))
        try await session.tmux.waitFor(timeout: 30) { $0.contains { $0.contains("東京") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func editWidgetNamesAMisspeltZoneUnderItsFieldAndSavesOnlyThatKey() async throws {
        let session = try await DashboardSession(columns: 100, rows: 40, config: Self.commented, ready: "Tokyo")
        try await session.tmux.send("2")
        try await session.tmux.send(".")
        try await session.tmux.waitFor(text: "Edit Widget")
        // "e" selects Edit Widget, the first of the items it starts (the clock's Copy Time comes before Refresh).
        try await session.tmux.send("e")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("›Zones") } }
        try await session.tmux.type(", Europe/Londn")
        let problem = try await session.tmux.waitFor(text: "is not a time zone")
        #expect(problem.contains { $0.contains("⚠") && $0.contains("Europe/Londn") }, "the problem under the field")
        #expect(problem.contains { $0.contains("such as “Europe/London”") }, "with its did-you-mean, quoted as the screen quotes")
        try await session.tmux.send("Enter")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("›Zones") } }
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == Self.commented, "Save with a problem writes nothing")
        try await session.tmux.send("BSpace")
        try await session.tmux.send("BSpace")
        try await session.tmux.type("don")
        try await session.tmux.waitFor { !$0.contains { $0.contains("⚠") } }
        try await session.tmux.send("Enter")
        try await session.tmux.send("Enter")
        let after = await changed(session.configFile, from: Self.commented)
        #expect(after == Self.commented.replacingOccurrences(of: "zones = [\"Asia/Tokyo\"]  # home",
                                                             with: "zones = [\"Asia/Tokyo\", \"Europe/London\"]  # home"))
        // A small clock names its first city and counts the others.
        try await session.tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Tokyo +1 more") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
