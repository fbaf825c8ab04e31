import Testing
import WidgettyKit

@Suite struct CompactNumberTests {
    @Test(arguments: [(0.0, "0"), (12, "12"), (2.5, "2.5"), (0.05, "0.05"), (123.4, "123"), (12.34, "12.3"), (999, "999"),
                      (1_234, "1.2k"), (12_345, "12k"), (340_000, "340k"), (999_999, "1M"), (3_000_000, "3M"),
                      (-1_500, "-1.5k"), (-0.0001, "-0.0001"), (2.5e15, "2.5P"), (999e15, "999P"), (7e20, "7.0e20"), (1e308, "1.0e308"),
                      (-1e308, "-1.0e308"), (.greatestFiniteMagnitude, "1.8e308")])
    func numbersAreWrittenShort(value: Double, text: String) {
        #expect(CompactNumber.format(value) == text)
    }

    @Test func nanAndInfinitiesAreAQuestionMark() {
        #expect(CompactNumber.format(.nan) == "?")
        #expect(CompactNumber.format(-.infinity) == "?")
    }

    @Test func numbersBeyondTheLargestUnitTakeAnExponentInEveryUnit() {
        #expect(ChartUnit.bytes.format(1e308) == "1.0e308 B")
        #expect(ChartUnit.bytesPerSecond.format(-2.5e18) == "-2.5e18 B/s")
        #expect(ChartUnit.percent.format(1e308) == "1.0e308%")
        #expect(ChartUnit.bytes.format(.infinity) == "? B")
    }

    @Test func unitsFollowTheNumber() {
        #expect(ChartUnit.percent.format(41) == "41%")
        #expect(ChartUnit.degrees.format(-3.5) == "-3.5°")
        #expect(ChartUnit.bytes.format(3e9) == "3 GB")
        #expect(ChartUnit.bytes.format(512) == "512 B")
        #expect(ChartUnit.bytesPerSecond.format(1_230_000) == "1.2 MB/s")
        #expect(ChartUnit.custom("ms").format(1_200) == "1.2k ms")
    }
}
