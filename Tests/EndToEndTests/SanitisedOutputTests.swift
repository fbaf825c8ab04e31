import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// Nothing a config file, a server or a command line holds reaches the terminal raw through a command's output.
@Suite struct SanitisedOutputTests {
    /// ESC, BEL, DEL and the C1 controls (CSI U+009B, NEL U+0085…): any of them in output could drive the terminal.
    static func hasRawControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func checkQuotesHostileValuesVisiblyAndShortensLongOnes() async throws {
        let long = String(repeating: "x", count: 500)
        let file = try BuiltBinary.temporaryFile(#"""
        [[widget]]
        kind = "clo\u001b]52;c;aGVsbG8=\u0007ck"

        [[widget]]
        kind = "clock"
        "\u001b[31mzzz\u009b" = 1
        zones = ["\u001b]0;title\u0007\#(long)"]
        """#)
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        #expect(!Self.hasRawControls(result.error), "\(result.error.debugDescription)")
        #expect(result.error.contains(#"kind "clo\u{1B}]52;c;aGVsbG8=\u{7}ck" is not a known widget"#))
        #expect(result.error.contains(#"unknown key "\u{1B}[31mzzz\u{9B}""#))
        #expect(!result.error.contains(long), "a long value is shortened")
        #expect(result.error.contains("xxx…\" is not a time zone"))
    }

    @Test func argumentErrorsQuoteWhatWasTypedVisibly() async throws {
        let result = try await BuiltBinary.run(["render", "--size", "\u{1B}]0;x\u{07}\u{9B}2J"])
        #expect(result.status == 64)
        #expect(!Self.hasRawControls(result.error), "\(result.error.debugDescription)")
        #expect(result.error.contains(#"\u{1B}]0;x\u{7}\u{9B}2J"#))
    }

    @Test func timelineEscapesC1InTextAndJSON() async throws {
        let body = try BuiltBinary.ownForecast()
        let server = try LocalHTTPServer { _ in .status(200, body) }
        defer { server.stop() }
        let config = try BuiltBinary.temporaryFile("""
        [[widget]]
        kind = "weather"
        latitude = 40.79
        longitude = -73.97
        name = "New\\u0085York\\u009b2J\\u001b[31m\\u007f"
        base_url = "\(server.baseURL)/v1/forecast"
        """)
        for json in [false, true] {
            let result = try await BuiltBinary.run(["timeline", "--config", config.path, "--at", "2026-02-06T21:40:00Z"] + (json ? ["--json"] : []),
                                             environment: ["TZ": "UTC"])
            #expect(result.status == 0, "\(result.error)")
            #expect(!Self.hasRawControls(result.output), "\(json): \(result.output.prefix(400).debugDescription)")
            if json {
                #expect(result.output.contains(#"New\u0085York\u009b2J\u001b[31m\u007f"#))
                let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
                #expect(object != nil, "still JSON")
            }
        }
    }
}

/// `widgetty reload` against something that only pretends to be a dashboard.
@Suite struct HostileReplyTests {
    @Test func aListenerThatNeverAnswersIsGivenTwoSecondsInAll() async throws {
        let runtime = try TemporaryFolders.make()
        let listener = try Self.listen(at: Self.privateControlFolder(in: runtime).appendingPathComponent("98.sock").path)
        defer { close(listener) }
        let result = try await BuiltBinary.run(["reload"], environment: ["XDG_RUNTIME_DIR": runtime.path])
        #expect(result.status == 1)
        #expect(result.error.contains("98.sock: no answer within 2 s"), "\(result.error)")
    }

    /// `RUNTIME/widgetty`, made private (0700) as dashboards expect it.
    static func privateControlFolder(in runtime: URL) throws -> URL {
        let folder = runtime.appendingPathComponent("widgetty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }

    /// A Unix socket listening at `path` (nobody accepts; the backlog holds the client).
    static func listen(at path: String) -> Int32 {
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: Array(path.utf8))
            buffer[path.utf8.count] = 0
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        Glibc.listen(listener, 1)
        return listener
    }

    @Test func aRepliesEscapesArePrintedVisibly() async throws {
        let runtime = try TemporaryFolders.make()
        let listener = try Self.listen(at: Self.privateControlFolder(in: runtime).appendingPathComponent("99.sock").path)
        defer { close(listener) }
        let answering = Thread {
            let client = accept(listener, nil, nil)
            var buffer = [UInt8](repeating: 0, count: 64)
            _ = recv(client, &buffer, buffer.count, 0)
            let reply = Array("error \u{1B}]52;c;aGk=\u{07}\u{9B}2J\0tail\n".utf8)
            _ = send(client, reply, reply.count, Int32(MSG_NOSIGNAL))
            close(client)
        }
        answering.start()
        let result = try await BuiltBinary.run(["reload"], environment: ["XDG_RUNTIME_DIR": runtime.path])
        #expect(result.status == 1)
        #expect(!SanitisedOutputTests.hasRawControls(result.error), "\(result.error.debugDescription)")
        #expect(result.error.contains(#".sock: \u{1B}]52;c;aGk=\u{7}\u{9B}2J\u{0}tail"#), "the whole reply, NUL and all")
    }
}
