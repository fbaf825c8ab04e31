import Foundation
import Testing
import WidgettyKit

/// What the shipped program wrote with Foundation's `String(format:)`, `formatted(.number)`, `trimmingCharacters(in:)`
/// and `NSString`'s path methods, it now writes with its own code: the same text for the same input, checked
/// against Foundation itself (tests may link it; the program does not).
@Suite struct FoundationReplacementTests {
    static let numbers: [Double] = [0, -0.0, 1, -1, 0.5, 2.345, 2.355, 12.5, 99.995, 1234.5678, -273.15, 1e-7, 6.02e23,
                                    .pi, 1e308, -1e308, .leastNonzeroMagnitude, .infinity, -.infinity, .nan]

    @Test(arguments: 0...6)
    func fixedAndExponentialAreWhatPrintfWrites(decimals: Int) {
        for value in Self.numbers {
            #expect(DecimalText.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value), "\(value)")
            #expect(DecimalText.exponential(value, decimals: decimals) == String(format: "%.\(decimals)e", value), "\(value)")
        }
    }

    @Test func utcStampsAreWhatISO8601FormatWrites() {
        let moments: [Double] = [0, -1, 0.999, -0.5, 86_399, 86_400, 951_782_400, 1_795_340_460.75, 4_102_444_800, 253_402_300_799,
                                 -2_208_988_800, 1_709_164_800]
        for seconds in moments {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCStamp.iso8601(date) == date.ISO8601Format(), "\(seconds)")
        }
        #expect(UTCStamp.iso8601(Date(timeIntervalSince1970: 1_795_340_460)) == "2026-11-22T09:41:00Z")
        // Foundation turns Julian before 1582; the stamp stays Gregorian, as CivilTime does.
        #expect(UTCStamp.iso8601(Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01T00:00:00Z")
    }

    @Test func theEnvironmentIsWhatGetenvFinds() {
        let name = "WIDGETTY_TEST_ENVIRONMENT_\(getpid())"
        setenv(name, "a=b \u{E9}", 1)
        defer { unsetenv(name) }
        let environment = ProcessEnvironment.current()
        #expect(environment[name] == "a=b \u{E9}", "split at the first =, UTF-8 kept")
        #expect(environment == ProcessInfo.processInfo.environment)
    }

    @Test func plainNumbersDropTrailingZeros() {
        #expect([15, 3, 2.5, 0.25, -0.0, 1e-7, 0.1 + 0.2].map(DecimalText.plain) == ["15", "3", "2.5", "0.25", "0", "0", "0.3"])
        #expect(DecimalText.plain(1234.5) == "1234.5", "no grouping separators, as the C locale writes numbers")
    }

    @Test func trimmingMatchesCharacterSets() {
        let samples = ["  a b  ", "\t\u{A0}x\u{3000}", "\n x \r\n", "\u{2028}y\u{85}", "", " ", "\u{200B}z\u{200B}", "e\u{301} ", " \u{301}e"]
        for text in samples {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
            #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(#""'quoted'""#.trimming { $0 == "\"" || $0 == "'" } == "quoted")
    }

    /// As NSString reads them (its own path methods trap on some literal strings in this toolchain, so the answers
    /// it gave for the same paths, passed from the command line, are written out).
    @Test(arguments: [
        ("/a/b", "b", "/a"), ("/a/b/", "b", "/a"), ("/a//b", "b", "/a"), ("/a", "a", "/"), ("/", "/", "/"),
        ("notes.md", "notes.md", ""), ("~/notes.md", "notes.md", "~"), ("~", "~", ""), ("a/b/c.ics", "c.ics", "a/b"), ("/a/b.d/", "b.d", "/a"),
    ])
    func pathPartsAreWhatNSStringSays(path: String, last: String, parent: String) {
        #expect(PathText.lastComponent(path) == last)
        #expect(PathText.deletingLastComponent(path) == parent)
    }

    @Test func aNameGoesInsideItsFolder() {
        #expect(["/a/b", "/a/b/", "/", "notes", ""].map { PathText.appending("c.ics", to: $0) } == ["/a/b/c.ics", "/a/b/c.ics", "/c.ics", "notes/c.ics", "c.ics"])
    }

    @Test func fileSystemErrorsAreInTheSystemsWords() {
        #expect(throws: (any Error).self) { try FileManager.default.createDirectory(atPath: "/proc/widgetty/x", withIntermediateDirectories: true) }
        do {
            try FileManager.default.createDirectory(atPath: "/proc/widgetty/x", withIntermediateDirectories: true)
        } catch {
            #expect(SystemError.describe(error).hasPrefix("No such file or directory"), "\(SystemError.describe(error))")
        }
        #expect(SystemError.describe(POSIXError(.EACCES)) == "Permission denied")
    }
}
