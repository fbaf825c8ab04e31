import Testing
@testable import WidgettyHost

/// The gallery's and the configuration sheet's edits change only the table they touch; every other byte stays.
@Suite struct ConfigTableEditTests {
    static let config = """
        # Arranged from the gallery.
        [dashboard]
        mouse = true     # clicks too

        # Clocks first.
        [[widget]]
        kind = "clock"   # the big one
        zones = [
          "Asia/Tokyo",  # [not a header]
          "Europe/London",
        ]
        hour_cycle = '12h'

        # The weather, for the commute.
        [[widget]]
        kind = "weather"
        location = { name = "x" } # inline table
        units.x = 1

        [[stack]]
        size = "small"
        [[stack.widget]]
        kind = "clock"

        # The end.

        """

    static let weatherTable = ["[[widget]]", "kind = \"weather\"", "size = \"medium\"", "location = \"Tokyo\""]

    /// The weather's table as added, after a blank line.
    static let addedWeather = """

        [[widget]]
        kind = "weather"
        size = "medium"
        location = "Tokyo"
        """

    @Test func aTableAddedAfterTheFocusedOneKeepsItsNeighboursComment() {
        #expect(ConfigTableEdit.adding(Self.weatherTable, after: 6, to: Self.config)
                == Self.config.replacing("hour_cycle = '12h'\n", with: "hour_cycle = '12h'\n" + Self.addedWeather + "\n"))
    }

    @Test func aTableAddedAfterAStackFollowsItsWidgetsAndPrecedesTheClosingComment() {
        #expect(ConfigTableEdit.adding(Self.weatherTable, after: 20, to: Self.config)
                == Self.config.replacing("[[stack.widget]]\nkind = \"clock\"\n", with: "[[stack.widget]]\nkind = \"clock\"\n" + Self.addedWeather + "\n"))
    }

    @Test func withNoTileFocusedTheTableGoesAfterTheLastTableBeforeTheClosingComment() {
        let text = "[[widget]]\nkind = \"clock\"\n# about the clock\n\n# last words\n\n\n"
        #expect(ConfigTableEdit.adding(["[[widget]]", "kind = \"timer\""], after: nil, to: text)
                == "[[widget]]\nkind = \"clock\"\n# about the clock\n\n[[widget]]\nkind = \"timer\"\n\n# last words\n\n\n")
        #expect(ConfigTableEdit.adding(Self.weatherTable, after: nil, to: Self.config) == ConfigTableEdit.adding(Self.weatherTable, after: 20, to: Self.config))
    }

    @Test func aFileWithoutAFinalLineFeedStaysWithoutOne() {
        let text = "[[widget]]\nkind = \"clock\""
        #expect(ConfigTableEdit.adding(["[[widget]]", "kind = \"timer\""], after: 1, to: text)
                == "[[widget]]\nkind = \"clock\"\n\n[[widget]]\nkind = \"timer\"")
        #expect(ConfigTableEdit.setting([.init(key: "seconds", value: "true")], inTableAt: 1, of: text)
                == "[[widget]]\nkind = \"clock\"\nseconds = true")
    }

    @Test func crlfFilesGetCrlfLines() {
        let text = "[[widget]]\r\nkind = \"clock\" # a\r\n\r\n[[widget]]\r\nkind = \"notes\"\r\n"
        #expect(ConfigTableEdit.adding(["[[widget]]", "kind = \"timer\""], after: 1, to: text)
                == "[[widget]]\r\nkind = \"clock\" # a\r\n\r\n[[widget]]\r\nkind = \"timer\"\r\n\r\n[[widget]]\r\nkind = \"notes\"\r\n")
        #expect(ConfigTableEdit.setting([.init(key: "kind", value: "\"timer\""), .init(key: "name", value: "\"Tea\"")], inTableAt: 1, of: text)
                == "[[widget]]\r\nkind = \"timer\" # a\r\nname = \"Tea\"\r\n\r\n[[widget]]\r\nkind = \"notes\"\r\n")
        let unended = "[[widget]]\r\nkind = \"clock\""
        #expect(ConfigTableEdit.setting([.init(key: "seconds", value: "true")], inTableAt: 1, of: unended)
                == "[[widget]]\r\nkind = \"clock\"\r\nseconds = true")
    }

    @Test func aValueIsReplacedInPlaceKeepingItsCommentAndQuotingOthers() {
        let edited = ConfigTableEdit.setting([.init(key: "kind", value: "\"timer\""), .init(key: "hour_cycle", value: "\"24h\"")],
                                             inTableAt: 6, of: Self.config)
        #expect(edited == Self.config.replacing("kind = \"clock\"   # the big one", with: "kind = \"timer\"   # the big one")
            .replacing("hour_cycle = '12h'", with: "hour_cycle = \"24h\""))
    }

    @Test func aMultiLineArrayIsReplacedWhole() {
        let edited = ConfigTableEdit.setting([.init(key: "zones", value: "[\"Asia/Tokyo\"]")], inTableAt: 6, of: Self.config)
        #expect(edited == Self.config.replacing("""
            zones = [
              "Asia/Tokyo",  # [not a header]
              "Europe/London",
            ]
            """, with: "zones = [\"Asia/Tokyo\"]"))
    }

    @Test func anInlineTableValueIsReplacedWholeAndANewKeyGoesAfterTheLastKey() {
        let edited = ConfigTableEdit.setting([.init(key: "location", value: "\"Tokyo\""), .init(key: "name", value: "\"東京 #1\"")],
                                             inTableAt: 15, of: Self.config)
        #expect(edited == Self.config.replacing("""
            location = { name = "x" } # inline table
            units.x = 1

            """, with: """
            location = "Tokyo" # inline table
            units.x = 1
            name = "東京 #1"

            """))
    }

    @Test func aKeyWrittenInADottedFormIsNotContradicted() {
        #expect(ConfigTableEdit.setting([.init(key: "units", value: "\"metric\"")], inTableAt: 15, of: Self.config) == nil)
    }

    @Test func aKeyInAStacksWidgetGoesInThatTableOnly() {
        let edited = ConfigTableEdit.setting([.init(key: "seconds", value: "true")], inTableAt: 22, of: Self.config)
        #expect(edited == Self.config.replacing("kind = \"clock\"\n\n# The end.", with: "kind = \"clock\"\nseconds = true\n\n# The end."))
    }

    @Test func aLineThatIsNoHeaderIsRefused() {
        #expect(ConfigTableEdit.adding(Self.weatherTable, after: 7, to: Self.config) == nil)
        #expect(ConfigTableEdit.setting([.init(key: "seconds", value: "true")], inTableAt: 9, of: Self.config) == nil)
    }
}
