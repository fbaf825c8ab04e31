import Foundation
import Testing
import WidgettyHost
@testable import WidgettyCLI

/// `widgetty kinds`: every kind's gallery words, sizes and options, and the words themselves against the Widgets chapter.
@Suite struct KindsReportTests {
    static let report = KindsReport(registry: ProviderCatalog.registry)

    @Test func textListsEveryKindWithItsSizesAndOptions() {
        let text = Self.report.text()
        for kind in ProviderCatalog.registry.kinds {
            #expect(text.contains("\(kind.displayName) (kind = \"\(kind.kind)\")\n  \(kind.description)\n  sizes: "
                                  + kind.supportedFamilies.map(\.configName).joined(separator: ", ")))
            for option in kind.options { #expect(text.contains("\n    \(option.key): "), "\(kind.kind).\(option.key)") }
        }
        #expect(text.contains("    timeout: number 1–300, default 15 — seconds a provider call may take"))
        #expect(text.contains("    seconds: bool, default false — show seconds"))
        #expect(text.contains("    hour_cycle: one of 24h, 12h, default none — "))
        #expect(text.contains("    zones: list of strings or tables of zone, url, default [] — "))
        #expect(text.contains("    location: string, default none — "))
    }

    @Test func jsonCarriesTypesRangesChoicesAndDefaultsAsValues() throws {
        let json = try JSONSerialization.jsonObject(with: Data(try Self.report.json().utf8)) as? [String: Any]
        let kinds = try #require(json?["kinds"] as? [[String: Any]])
        #expect(kinds.map { $0["kind"] as? String } == ProviderCatalog.registry.names)
        let clock = try #require(kinds.first)
        #expect(clock["displayName"] as? String == "Clock")
        #expect(clock["sizes"] as? [String] == ["small", "medium"])
        let options = try #require(clock["options"] as? [[String: Any]])
        let byKey = Dictionary(uniqueKeysWithValues: options.map { ($0["key"] as! String, $0) })
        #expect(options.first?["key"] as? String == "timeout")
        #expect(byKey["timeout"]?["minimum"] as? Double == 1 && byKey["timeout"]?["maximum"] as? Double == 300)
        #expect(byKey["timeout"]?["default"] as? Double == 15)
        #expect(byKey["seconds"]?["type"] as? String == "bool" && byKey["seconds"]?["default"] as? Bool == false)
        #expect(byKey["hour_cycle"]?["choices"] as? [String] == ["24h", "12h"])
        let weather = try #require(kinds.first { $0["kind"] as? String == "weather" }?["options"] as? [[String: Any]])
        #expect(weather.contains { $0["key"] as? String == "location" && $0["default"] is NSNull }, "no default is null")
    }

    /// The Widgets chapter's rules for gallery descriptions: short plain sentences in sentence case that say
    /// what the widget shows, without phrases that refer to the widget itself.
    @Test(arguments: ProviderCatalog.registry.kinds.map { ($0.kind, $0.displayName, $0.description) })
    func descriptionFollowsTheChaptersRules(kind: String, displayName: String, description: String) {
        let words = description.split(separator: " ").map(String.init)
        #expect(description.hasSuffix(".") && !description.hasSuffix(".."), "ends with one period")
        #expect(words.first?.first?.isUppercase == true, "starts with a capital")
        #expect(words.dropFirst().allSatisfy { $0.first?.isUppercase != true }, "sentence case: only the first word is capitalised")
        for phrase in ["this widget", "use this", "add this", "widget", kind.lowercased(), displayName.lowercased()] {
            #expect(!description.lowercased().hasPrefix(phrase), "does not start with \"\(phrase)\"")
        }
        #expect(!description.lowercased().contains("this widget"), "does not refer to the widget itself")
        #expect(["Shows", "See"].contains(words.first), "says what the widget shows (\"Shows …\", \"See …\")")
        #expect(description.count <= 120 && description.filter({ $0 == "." }).count == 1, "one short sentence")
    }
}
