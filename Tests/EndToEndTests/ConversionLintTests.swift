import Testing

/// `scripts/lint-conversions.sh`, which `make test` runs over the tree: it must fire on the conversions that trap.
@Suite struct ConversionLintTests {
    let script = LintScript(name: "lint-conversions.sh")

    @Test func anUncheckedRoundingIsFlaggedWithItsLine() async throws {
        let (status, output) = try await script.run(over: "let a = 1\nlet b = Int(value.rounded())\nlet c = Int64(seconds * 1000)\n")
        #expect(status == 1)
        #expect(output.contains("Sample.swift:2: unchecked Int(value.rounded())"))
        #expect(output.contains("Sample.swift:3: unchecked Int64(seconds * 1000)"))
    }

    @Test func checkedConversionsAndParsingPass() async throws {
        let (status, output) = try await script.run(over: "let a = Int(exactly: value.rounded())\nlet b = Int(text)\nlet c = Int(clamping: big)\n")
        #expect(status == 0, "\(output)")
    }

    @Test func theTreeIsClean() async throws {
        let result = try await script.runOverTheTree()
        #expect(result.status == 0, "\(result.output)")
    }
}
