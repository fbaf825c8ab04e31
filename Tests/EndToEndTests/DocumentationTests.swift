import Foundation
import Testing
import WidgettyTestSupport

/// What `make docs` writes stays true: the pictures in docs/images are what the code draws, and the generated tables
/// of docs/widgets and docs/keys.md are what the code declares. Run `make docs` when one of these fails.
@Suite struct DocumentationTests {
    static let docs = BuiltBinary.packageRoot.appendingPathComponent("docs")

    /// The environment `scripts/make-docs.sh` draws in: UTC, the C locale, no configuration of the person running it.
    static let environment = ["TZ": "UTC", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "LC_TIME": "", "XDG_CONFIG_HOME": "/nonexistent"]

    /// Each picture of `docs/images/pictures.tsv`: its file, and the render arguments that draw it.
    static var pictures: [(file: String, arguments: [String])] {
        let list = (try? String(contentsOf: docs.appendingPathComponent("images/pictures.tsv"), encoding: .utf8)) ?? ""
        return list.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2 else { return nil }
            return (String(fields[0]), fields[1].split(separator: " ").map(String.init))
        }
    }

    /// What lies between a page's generated marks.
    static func generatedTable(in page: URL) throws -> String {
        let text = try String(contentsOf: page, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.hasPrefix("<!-- generated: begin") }, "\(page.lastPathComponent) has no generated mark")
        let end = try #require(lines.firstIndex { $0.hasPrefix("<!-- generated: end") }, "\(page.lastPathComponent) has no end mark")
        return lines[(begin + 1)..<end].joined(separator: "\n")
    }

    @Test func everyPictureIsWhatTheCodeDrawsNow() async throws {
        #expect(Self.pictures.count >= 11, "the demo at 49 and 160 columns, dark and light, and each kind")
        for picture in Self.pictures {
            let result = try await BuiltBinary.run(["render", "--svg", "--at", "2026-11-22T09:41:07Z"] + picture.arguments,
                                             environment: Self.environment, in: BuiltBinary.packageRoot)
            #expect(result.status == 0, "\(picture.file): \(result.error)")
            let stored = try String(contentsOf: Self.docs.appendingPathComponent("images/" + picture.file), encoding: .utf8)
            #expect(result.output == stored, "docs/images/\(picture.file) is not what the code draws now; run make docs and look at it")
        }
    }

    @Test func eachKindHasAPageWhoseOptionTableIsTheKindsOwn() async throws {
        let report = try JSONSerialization.jsonObject(with: Data(try await BuiltBinary.run(["kinds", "--json"]).output.utf8)) as? [String: Any]
        let kinds = try #require(report?["kinds"] as? [[String: Any]]).compactMap { $0["kind"] as? String }
        #expect(kinds.count == 8, "\(kinds)")
        for kind in kinds {
            let page = Self.docs.appendingPathComponent("widgets/\(kind).md")
            let table = try await BuiltBinary.run(["reference", kind])
            #expect(table.status == 0, "\(table.error)")
            #expect(try Self.generatedTable(in: page) + "\n" == table.output, "docs/widgets/\(kind).md's option table differs from the code; run make docs")
        }
    }

    @Test func theKeyPageHoldsTheKeysTheDashboardReads() async throws {
        let table = try await BuiltBinary.run(["reference", "keys"])
        #expect(table.output.contains("| `?` | Show or hide help |") && table.output.contains("| `mouse: Right-click` | Quick actions |"))
        #expect(try Self.generatedTable(in: Self.docs.appendingPathComponent("keys.md")) + "\n" == table.output,
                "docs/keys.md's table differs from the code; run make docs")
    }

    @Test func helpListsTheDashboardsOptionsAndEachSubcommandOnOneLine() async throws {
        let help = try await BuiltBinary.run(["--help"])
        #expect(help.status == 0)
        for option in ["--config <FILE>", "--log-level <LEVEL>", "--simulate-latency <SECONDS>"] {
            #expect(help.output.contains("\n  \(option)\n"), "\(option) in: \(help.output)")
        }
        let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "SUBCOMMANDS:"))
        let listed = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(listed.count == 8 && listed.allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") },
                "one line each, no continuation lines: \(listed)")
        #expect(!help.output.contains("reference"), "the hidden reference command is not listed")
        let render = try await BuiltBinary.run(["render", "--help"]).output
        #expect(render.contains("USAGE: widgetty render --size <COLSxROWS> ") && !render.contains("[--size"),
                "--size is required without --plain: \(render)")
    }

    @Test func theManualPageHasEveryCommandTheKeysAndTheConfiguration() async throws {
        let page = try await BuiltBinary.run(["reference", "manual"]).output
        #expect(page.hasPrefix(".TH WIDGETTY 1 "))
        for section in [".SH SYNOPSIS", ".SH COMMANDS", ".SS check", ".SS render", ".SS reload", ".SH CONFIGURATION", ".SH KEYS", ".SH FILES", ".SH EXIT STATUS"] {
            #expect(page.contains("\n\(section)\n"), "\(section)")
        }
        #expect(page.contains("Shift\\-drag") && page.contains("Weather (kind = \"weather\")") && !page.contains(".SS reference"))
        #expect(!page.split(separator: "\n").contains { $0.hasPrefix("'") || ($0.hasPrefix(".") && $0.count > 1 && $0.dropFirst().first == " ") },
                "no text line is taken for a roff request")
    }
}
