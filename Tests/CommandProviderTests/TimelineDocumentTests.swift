import Foundation
import Testing
import WidgettyKit
@testable import CommandProvider

/// The widgetty timeline protocol: every view decoded, every mistake named by its path with a hint.
@Suite struct TimelineDocumentTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    func read(_ json: String) throws(DocumentError) -> TimelineDocument {
        try TimelineDocument.read(Data(json.utf8), now: Self.now)
    }

    func problem(_ json: String) -> String? {
        do {
            _ = try read(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyViewKindDecodes() throws {
        let document = try read("""
            {"widgetty": 1, "policy": {"after": "2026-11-23T10:00:00Z"},
             "placeholder": {"type": "text", "text": "CI"},
             "entries": [{"date": "2026-11-23T09:00:00Z", "relevance": {"score": 5, "duration": 600}, "url": "https://ci.example",
               "view": {"type": "vstack", "alignment": "leading", "spacing": 1, "children": [
                 {"type": "text", "text": "Build", "font": "headline", "color": "secondaryLabel", "weight": "bold", "lineLimit": 2},
                 {"type": "date", "date": "2026-11-23T09:30:00.5Z", "style": "timer"},
                 {"type": "hstack", "alignment": "top", "children": [{"type": "glyph", "symbol": "✓"}, {"type": "spacer", "minLength": 1}]},
                 {"type": "divider"},
                 {"type": "padding", "margin": {"horizontal": 1, "vertical": 0}, "content": {"type": "text", "text": "in"}},
                 {"type": "padding", "margin": "tight", "content": {"type": "divider"}},
                 {"type": "frame", "width": 4, "height": 1, "fillWidth": true, "alignment": "topLeading", "content": {"type": "text", "text": "f"}},
                 {"type": "link", "url": "https://ci.example/1", "title": "Open"},
                 {"type": "button", "title": "Rerun", "role": "destructive", "command": ["./rerun", "--all"]}]}}]}
            """)
        #expect(document.policy == .after(Date(timeIntervalSince1970: 1_795_428_000)))
        #expect(document.placeholder == .text("CI", lineLimit: 1))
        let entry = try #require(document.entries.first)
        #expect(entry.relevance == TimelineEntryRelevance(score: 5, duration: 600))
        #expect(entry.url == URL(string: "https://ci.example"))
        guard case .stack(.vertical, "leading", 1, let children) = entry.view else { Issue.record("not a stack"); return }
        #expect(children == [
            .styled(.text("Build", lineLimit: 2), .init(font: "headline", color: "secondaryLabel", isBold: true)),
            .date(Date(timeIntervalSince1970: 1_795_426_200.5), style: .timer),
            .stack(.horizontal, alignment: "top", spacing: nil, children: [.glyph("✓"), .spacer(minLength: 1)]),
            .divider,
            .padding(.text("in", lineLimit: 1), margin: .cells(horizontal: 1, vertical: 0)),
            .padding(.divider, margin: .tight),
            .frame(.text("f", lineLimit: 1), .init(width: 4, height: 1, fillWidth: true, fillHeight: false, alignment: "topLeading")),
            .link(URL(string: "https://ci.example/1")!, title: "Open"),
            .button(title: "Rerun", role: .destructive, command: ["./rerun", "--all"]),
        ])
    }

    @Test func aChartDecodesWithItsMarks() throws {
        let document = try read("""
            {"widgetty": 1, "entries": [{"view": {"type": "chart", "label": "Queue", "yDomain": [0, 100], "marks": [
              {"mark": "bar", "x": {"label": "Day", "category": "Mon"}, "y": {"label": "Jobs", "number": 4}, "series": "ok", "color": "green"},
              {"mark": "rule", "y": {"number": 50}},
              {"mark": "line", "x": {"label": "Hour", "date": "2026-11-23T09:00:00Z"}, "y": {"label": "Jobs", "number": 2.5}}]}}]}
            """)
        #expect(document.entries.first?.view == .chart(.init(label: "Queue", yDomain: [0, 100], marks: [
            .init(mark: "bar", x: .init(label: "Day", value: .category("Mon")), y: .init(label: "Jobs", value: .number(4)), series: "ok", color: "green"),
            .init(mark: "rule", x: nil, y: .init(label: "", value: .number(50)), series: nil, color: nil),
            .init(mark: "line", x: .init(label: "Hour", value: .date(Date(timeIntervalSince1970: 1_795_424_400))),
                  y: .init(label: "Jobs", value: .number(2.5)), series: nil, color: nil),
        ])))
        #expect(problem(#"{"widgetty": 1, "entries": [{"view": {"type": "chart", "marks": [{"mark": "pie", "x": {"number": 1}}]}}]}"#)
                == #"entries[0].view.marks[0].mark: unknown mark "pie"; did you mean "line"? (one of bar, line, point, area, rule)"#)
        #expect(problem(#"{"widgetty": 1, "entries": [{"view": {"type": "chart", "yDomain": [5, 1], "marks": []}}]}"#)
                == "entries[0].view.yDomain: expected [lowest, highest] with lowest under highest")
    }

    @Test func aGaugeDecodesWithItsRangeLabelsAndTint() throws {
        let document = try read("""
            {"widgetty": 1, "entries": [{"view": {"type": "vstack", "children": [
              {"type": "gauge", "value": 41, "bounds": [0, 48], "label": "Tests", "currentValueLabel": "41 of 48", "tint": "green"},
              {"type": "gauge", "value": 0.5}]}}]}
            """)
        #expect(document.entries.first?.view == .stack(.vertical, alignment: "center", spacing: nil, children: [
            .gauge(.init(value: 41, bounds: 0...48, label: "Tests", currentValueLabel: "41 of 48", tint: "green")),
            .gauge(.init(value: 0.5, bounds: 0...1, label: nil, currentValueLabel: nil, tint: nil)),
        ]))
        #expect(problem(#"{"widgetty": 1, "entries": [{"view": {"type": "gauge", "value": 1, "bounds": [1]}}]}"#)
                == "entries[0].view.bounds: expected [lowest, highest] with lowest under highest")
        #expect(problem(#"{"widgetty": 1, "entries": [{"view": {"type": "gauge", "value": "full"}}]}"#)
                == "entries[0].view.value: expected a number, found a string")
        #expect(problem(#"{"widgetty": 1, "entries": [{"view": {"type": "gauge", "value": 1, "tint": "gren"}}]}"#)?
                .hasPrefix(#"entries[0].view.tint: unknown colour role "gren"; did you mean "green"?"#) == true)
    }

    @Test func datesReadWithAZoneOffsetOrFractionalSeconds() throws {
        let document = try read("""
            {"widgetty": 1, "entries": [{"date": "2026-11-23T18:00:00+09:00", "view": {"type": "divider"}},
                                        {"date": "2026-11-23T09:00:00.250Z", "view": {"type": "divider"}}]}
            """)
        #expect(document.entries.map(\.date) == [Date(timeIntervalSince1970: 1_795_424_400), Date(timeIntervalSince1970: 1_795_424_400.25)])
    }

    @Test func anEntryWithoutADateStartsNowAndPoliciesReadByName() throws {
        let document = try read(#"{"widgetty": 1, "policy": "never", "entries": [{"view": {"type": "divider"}}]}"#)
        #expect(document.entries.map(\.date) == [Self.now])
        #expect(document.policy == .never)
        #expect(try read(#"{"widgetty": 1, "policy": "atEnd", "entries": [{"view": {"type": "divider"}}]}"#).policy == .atEnd)
    }

    @Test(arguments: [
        (#"{"widgetty": 1, "entries": [{"view": {"type": "vstack", "children": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}, {"type": "txt"}]}}]}"#,
         #"entries[0].view.children[2]: unknown view "txt"; did you mean "text"? (one of button, chart, date, divider, frame, gauge, glyph, hstack, link, padding, spacer, text, vstack)"#),
        (#"{"entries": []}"#, #"a timeline document starts with "widgetty": 1"#),
        (#"{"widgetty": 2, "entries": []}"#, #"widgetty: this widgetty reads protocol version 1; print "widgetty": 1"#),
        (#"{"widgetty": 1}"#, #"a timeline document needs "entries": [...]"#),
        (#"{"widgetty": 1, "entries": [], "polcy": "never"}"#,
         #"polcy: unknown key "polcy"; did you mean "policy"? (allowed here: widgetty, entries, policy, placeholder)"#),
        (#"{"widgetty": 1, "entries": [{"date": "yesterday", "view": {"type": "divider"}}]}"#,
         #"entries[0].date: expected an ISO 8601 date such as "2026-11-23T10:00:00Z", found "yesterday""#),
        (#"{"widgetty": 1, "entries": [{}]}"#, #"entries[0]: an entry needs a "view""#),
        (#"{"widgetty": 1, "entries": [{"view": {"type": "text"}}]}"#, #"entries[0].view: this view needs "text""#),
        (#"{"widgetty": 1, "entries": [{"view": {"type": "text", "text": 5}}]}"#, #"entries[0].view.text: expected a string, found a number"#),
        (#"{"widgetty": 1, "entries": [{"view": {"type": "text", "text": "a", "lineLimit": 1.5}}]}"#,
         #"entries[0].view.lineLimit: expected a whole number from 1 to 100, found 1.5"#),
        (#"{"widgetty": 1, "entries": [{"view": {"type": "text", "text": "a", "color": "lable"}}]}"#,
         #"entries[0].view.color: unknown colour role "lable"; did you mean "label"?"#),
        (#"{"widgetty": 1, "entries": [{"view": {"type": "frame", "fillWidth": "yes", "content": {"type": "divider"}}}]}"#,
         #"entries[0].view.fillWidth: expected true or false, found a string"#),
        (#"{"widgetty": 1, "entries": [{"view": {"type": "button", "title": "Go", "command": []}}]}"#,
         #"entries[0].view.command: expected the program to run and its arguments, found an empty list"#),
        (#"{"widgetty": 1, "entries": [{"view": {"type": "link", "url": "no scheme", "title": "x"}}]}"#,
         #"entries[0].view.url: expected a URL with a scheme such as "https://example.com", found "no scheme""#),
        (#"{"widgetty": 1, "policy": {"after": 5}, "entries": [{"view": {"type": "divider"}}]}"#, #"policy.after: expected a string, found a number"#),
        (#"{"widgetty": 1, "entries": [{"relevance": {"score": true}, "view": {"type": "divider"}}]}"#,
         #"entries[0].relevance.score: expected a number, found true"#),
        (#"{"widgetty": 1, "entries": {"view": null}}"#, #"entries: expected an array, found an object"#),
        (#"[1, 2]"#, #"expected an object, found an array"#),
    ])
    func eachMistakeIsNamedByItsPath(json: String, expected: String) {
        let message = problem(json)
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no problem")")
    }

    @Test func brokenJSONSaysWhere() {
        #expect(problem(#"{"widgetty": 1, "entries": [}"#)?.hasPrefix("invalid JSON: ") == true)
        #expect(problem("[1e999]")?.contains("not representable") == true)
        #expect(problem("{\"widgetty\": 1,\n \"entries\": [\n  {\"view\": {\"type\": \"text\" \"text\": \"x\"}}]}")?.contains("at line 3, column 28") == true,
                "a line and column an editor goes to, not a character count")
        #expect(TimelineDocument.located("Invalid value around character 3.", in: Data("{\n\"\"".utf8)) == "Invalid value at line 2, column 2.")
        #expect(TimelineDocument.located("Invalid value around character 99.", in: Data("{}".utf8)) == "Invalid value around character 99.",
                "an offset past the data is left as the parser said it")
    }

    @Test func deepNestingStopsAtTheLimit() {
        let depth = InputLimits.viewDepth + 1
        let view = String(repeating: #"{"type": "padding", "content": "#, count: depth) + #"{"type": "divider"}"# + String(repeating: "}", count: depth)
        #expect(problem(#"{"widgetty": 1, "entries": [{"view": \#(view)}]}"#)?.contains("views nest more than \(InputLimits.viewDepth) deep") == true)
        let hostile = String(repeating: "[", count: 100_000)
        #expect(problem(hostile)?.hasPrefix("invalid JSON") == true)
    }

    /// Entries are dividers but the first, whose text carries an escape sequence and a bidi override for the renderer
    /// to clean: the test process's memory stays low (a figure other tests measure through wait4 includes it).
    @Test func tenThousandEntriesAreReadAndOneMoreIsTooMany() throws {
        func document(_ count: Int) -> String {
            let hostile = #"{"view": {"type": "text", "text": "\u001B[31m\u202Ehostile"}}"#
            let entries = [hostile] + Array(repeating: #"{"view": {"type": "divider"}}"#, count: count - 1)
            return #"{"widgetty": 1, "entries": ["# + entries.joined(separator: ",") + "]}"
        }
        #expect(try read(document(InputLimits.decodedArrayLength)).entries.count == InputLimits.decodedArrayLength)
        #expect(problem(document(InputLimits.decodedArrayLength + 1)) == "entries: 10001 elements is too many; at most 10000")
    }

    @Test func theProtocolSaysWhetherADocumentReads() {
        #expect(TimelineProtocol.problem(in: Data(#"{"widgetty": 1, "entries": []}"#.utf8)) == "entries: the list is empty; give at least one entry",
                "refused where a document is read, so preview names it and exits 1 instead of drawing a retrying tile")
        #expect(TimelineProtocol.problem(in: Data(#"{"widgetty": 1, "entires": []}"#.utf8))
                == #"entires: unknown key "entires"; did you mean "entries"? (allowed here: widgetty, entries, policy, placeholder)"#)
    }
}
