import Testing
@testable import NotesProvider

/// Inline Markdown read into runs by CommonMark's rules: what is styled, and what is left as written.
@Suite struct NoteInlineTests {
    /// The runs of `text`, each written as its text with its styles around it: `**strong**`, `*emphasis*`, `` `code` ``.
    func read(_ text: String) -> String {
        NoteInline(markdown: text[...]).runs.map { run in
            var shown = run.text
            if run.isCode { shown = "`" + shown + "`" }
            if run.isEmphasis { shown = "*" + shown + "*" }
            if run.isStrong { shown = "**" + shown + "**" }
            return run.isCode || run.isEmphasis || run.isStrong ? "[" + shown + "]" : shown
        }.joined()
    }

    @Test func strongEmphasisAndCodeLoseTheirMarks() {
        #expect(read("a **bold** b") == "a [**bold**] b")
        #expect(read("a __bold__ b") == "a [**bold**] b")
        #expect(read("an *emphasis* and _this_") == "an [*emphasis*] and [*this*]")
        #expect(read("run `make test` now") == "run [`make test`] now")
        #expect(read("***both***") == "[***both***]")
        #expect(read("**bold *and emphasis* inside**") == "[**bold **][***and emphasis***][** inside**]")
        #expect(NoteInline(markdown: "a **b** *c* `d`").plainText == "a b c d")
    }

    @Test func marksThatCannotOpenOrCloseStayAsWritten() {
        #expect(read("snake_case_words") == "snake_case_words")
        #expect(read("2*3*4") == "2*3*4", "a * between digits is arithmetic")
        #expect(read("a * b") == "a * b")
        #expect(read("*") == "*")
        #expect(read("**unclosed bold") == "**unclosed bold")
        #expect(read("*unclosed") == "*unclosed")
        #expect(read("closed** only") == "closed** only")
        #expect(read("* not emphasis*") == "* not emphasis*", "an opener before a space cannot open")
        #expect(read("**a*") == "*[*a*]", "the leftover mark stays outside")
    }

    @Test func codeSpansHoldMarksAndEscapesAsWritten() {
        #expect(read("`**not bold**` and `a_b_c`") == "[`**not bold**`] and [`a_b_c`]")
        #expect(read("``code with ` inside``") == "[`code with ` inside`]")
        #expect(read("` padded `") == "[`padded`]")
        #expect(read("an `unclosed tick") == "an `unclosed tick")
        #expect(read("*a `*` b*") == "[*a *][*`*`*][* b*]", "a mark in code does not close emphasis")
    }

    @Test func backslashEscapesAMark() {
        #expect(read(#"\*not emphasis\*"#) == "*not emphasis*")
        #expect(read(#"\_a\_ \`b\`"#) == "_a_ `b`")
        #expect(read(#"a \ b"#) == #"a \ b"#, "a backslash before no punctuation stays")
    }

    @Test func linksShowTheirLabelWithItsMarks() {
        #expect(read("see [the **docs**](https://example.com) now") == "see the [**docs**] now")
        #expect(read("*[link](x)*") == "[*link*]")
    }

    @Test func linkLabelsNestAndAreReadOnTheirOwn() {
        #expect(read("[*a [**b**](u) c*](u)") == "[*a *][***b***][* c*]", "a label inside a label keeps both styles")
        #expect(read("*a [b* c](u) d*") == "[*a b* c d*]", "a mark inside a label does not close one outside it")
        #expect(read("![[a](u)](v)") == "a", "a link inside an image shows its label")
        #expect(read("[[a](u)") == "[a", "a [ without its ] stays as written")
        #expect(read("[a](u") == "[a](u", "a link without its ) stays as written")
        #expect(read("[a `b](u)` c") == "a `b` c", "a code span does not run out of a label")
        #expect(read("`a [b](u) c`") == "[`a [b](u) c`]", "a code span holds a link as written")
        #expect(read("<a://b [c](d)>") == "a://b [c](d)")
    }

    @Test func aMarkWithACombiningCharacterOnItIsText() {
        #expect(read("[a\u{301}](u) [\u{301}b](u)") == "a\u{301} [\u{301}b](u)")
        #expect(read("*\u{301}a*") == "*\u{301}a*")
    }

    /// 50,000 labels one inside the next (250 KB on one line) overflowed the stack, a label read by a call inside the
    /// call reading the one around it: a note like this crashed the dashboard at every start.
    @Test func deeplyNestedLinkLabelsAreReadWithoutRecursion() {
        let depth = 50_000
        let line = String(repeating: "[", count: depth) + "*x*" + String(repeating: "](u)", count: depth)
        #expect(NoteInline(markdown: line[...]).runs == [NoteInline.Run(text: "x", isEmphasis: true)])
        let unclosed = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
        #expect(NoteInline(markdown: unclosed[...]).plainText == unclosed, "labels without an address stay as written")
    }

    /// Shapes where each mark looked ahead to the line's end (quadratic: 20,000 `[` took 2 s, a 100 KB line minutes):
    /// each is read in one pass now (the benchmark times them at 1 MiB); what they read as is fixed here.
    @Test func marksThatNeverCloseStayAsWritten() {
        let count = 100_000
        for mark in ["[", "<", "![", "[](", "<a://", "`", "*", "_", "\\"] {
            let line = String(repeating: mark, count: count / mark.count)
            let expected = mark == "\\" ? String(repeating: "\\", count: count / 2) : line
            #expect(NoteInline(markdown: line[...]).plainText == expected, "\(count) bytes of \(mark)")
        }
        let ticks = (1...400).map { String(repeating: "`", count: $0) + "a" }.joined()
        #expect(NoteInline(markdown: ticks[...]).runs == [NoteInline.Run(text: ticks)], "no run of ticks has a closer of its length")
        let pairs = String(repeating: "a*", count: count / 2)
        #expect(NoteInline(markdown: pairs[...]).runs.count == count / 2, "every other a is emphasised")
    }

    @Test func wideTextKeepsItsCharacters() {
        #expect(read("東京は**晴れ**です") == "東京は[**晴れ**]です")
        #expect(read("日本語の_強調_") == "日本語の_強調_", "an intraword _ never opens, in any script")
    }

    /// Text past ASCII is read by its scalars where no character can join them (CJK, kana, Hangul, Cyrillic), and as
    /// Swift's characters where one may (combining marks, flags, emoji, prepended marks): marks beside both read alike.
    @Test func marksBesideTextPastASCIIFollowItsCharacters() {
        #expect(read("か\u{3099}*強調*") == "か\u{3099}[*強調*]", "a combining mark ends the character before the mark")
        #expect(read("*\u{3099}強*") == "*\u{3099}強*", "a combining mark on a * makes it text")
        #expect(read("한*글*") == "한[*글*]")
        #expect(read("й*и\u{306}*") == "й[*и\u{306}*]")
        #expect(read("「*強調*」") == "「[*強調*]」", "punctuation past ASCII lets a mark open and close")
        #expect(read("a\u{3000}*b*\u{3000}c") == "a\u{3000}[*b*]\u{3000}c", "an ideographic space is a space")
        #expect(read("🇯🇵*強*👍🏽") == "🇯🇵[*強*]👍🏽")
        #expect(read("\u{600}*a*") == "\u{600}*a*", "a prepended mark joins the * after it")
        #expect(read("ｶﾞ*ｷ*") == "ｶﾞ[*ｷ*]", "a half-width voiced mark joins the kana before it")
        #expect(read("ก*ำ*") == "ก*ำ*", "a spacing mark joins the * before it")
        #expect(read("*a*\u{301}") == "*a*\u{301}")
    }

    /// The plain text copies every run's bytes in order, whatever their length and script: runs stored inline in
    /// their `String` (up to 15 bytes) and on the heap alike, empty runs, CJK and a character split over two runs.
    @Test func plainTextJoinsEveryRunInOrder() {
        let texts = ["", "a", "東京は", String(repeating: "long run past sixteen bytes, ", count: 3), "", "e", "\u{301}", "👍🏽", "z"]
        let inline = NoteInline(runs: texts.map { NoteInline.Run(text: $0, isStrong: $0.count % 2 == 0) })
        #expect(inline.plainText == texts.joined())
        #expect(inline.plainText.utf8.count == texts.reduce(0) { $0 + $1.utf8.count })
        let pairs = String(repeating: "a*b_", count: 500) + "会*議*"
        #expect(NoteInline(markdown: pairs[...]).plainText == NoteInline(markdown: pairs[...]).runs.map(\.text).joined())
    }

    @Test func manyMarksAreReadInLinearTime() {
        let openers = String(repeating: "*a _b ", count: 30_000)
        #expect(NoteInline(markdown: openers[...]).plainText == openers, "openers that never close stay as written")
        let ticks = "` " + String(repeating: "``a ", count: 30_000)
        #expect(NoteInline(markdown: ticks[...]).runs.count == 1 + 30_000, "the lone tick stays; each pair of two closes the next")
    }
}
