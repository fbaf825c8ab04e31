import Foundation
import Testing
@testable import CommandProvider

/// The published protocol (docs/timeline-protocol.md and its JSON Schema) says what the decoder reads.
@Suite struct ProtocolDocumentationTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs")

    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.docs.appendingPathComponent("timeline-protocol.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func thePagesCompleteExampleDecodes() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("timeline-protocol.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let document = try TimelineDocument.read(Data(page[start.upperBound..<end.lowerBound].utf8), now: Date())
        #expect(document.entries.count == 1)
        #expect(document.placeholder == .styled(.text("CI", lineLimit: 1), .init(font: "headline")))
        #expect(document.entries.first?.url == URL(string: "https://ci.example.com/main"))
    }

    @Test func theSchemaListsEveryViewWithTheKeysTheDecoderAccepts() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        let listed = try #require((definitions["view"] as? [String: Any])?["oneOf"] as? [[String: String]])
        #expect(Set(listed.compactMap { $0["$ref"] }) == Set(ViewNodeDecoder.keys.keys.map { "#/$defs/\($0)View" }))
        for (type, keys) in ViewNodeDecoder.keys {
            let view = try #require(definitions["\(type)View"] as? [String: Any], "\(type)")
            let properties = try #require(view["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(["type", "font", "color", "weight"] + keys), "\(type)")
            #expect((properties["type"] as? [String: String])?["const"] == type)
        }
    }

    @Test func theSchemasDocumentKeysAreTheDecoders() throws {
        let schema = try schema()
        #expect(Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == ["widgetty", "entries", "policy", "placeholder"])
        #expect(schema["required"] as? [String] == ["widgetty", "entries"])
    }
}
