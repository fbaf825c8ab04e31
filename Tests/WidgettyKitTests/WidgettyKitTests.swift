import Foundation
import Testing
@testable import WidgettyKit

@Suite struct WidgettyKitTests {
    struct Entry: TimelineEntry { var date: Date }

    @Test func familiesSpanSmallUnits() {
        #expect(WidgetFamily.small.units == (1, 1))
        #expect(WidgetFamily.medium.units == (2, 1))
        #expect(WidgetFamily.large.units == (2, 2))
        #expect(WidgetFamily.extraLarge.units == (4, 2))
        #expect(WidgetFamily(rawValue: "extra_large") == .extraLarge)
    }

    @Test func timelinesSortTheirEntries() {
        let timeline = Timeline(entries: [Entry(date: Date(timeIntervalSince1970: 20)), Entry(date: Date(timeIntervalSince1970: 10))], policy: .atEnd)
        #expect(timeline.entries.map(\.date.timeIntervalSince1970) == [10, 20])
        #expect(timeline.entries[0].relevance == nil)
    }

    @Test func settingsFillDefaults() {
        let options = [WidgetOption(key: "a", type: .bool, defaultValue: .bool(true), summary: ""),
                       WidgetOption(key: "b", type: .string, defaultValue: .string("x"), summary: "")]
        let settings = WidgetSettings(options: options, values: ["b": .string("y")])
        #expect(settings.bool("a") && settings.string("b") == "y")
        #expect(WidgetOptionType.choice(["24h", "12h"]).expectation == "one of 24h, 12h")
    }

    @Test func viewBuilderFlattensConditionsAndLoops() {
        let show = false
        let stack = VStack {
            Text("a")
            if show { Text("hidden") }
            for word in ["b", "c"] { Text(word) }
        }
        #expect(stack.children.compactMap { ($0 as? Text)?.content } == ["a", "b", "c"])
    }
}
