import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CommandProvider

/// The recorded output of 43 published xbar plugins (`Tests/Fixtures/xbar-plugins`, listed in its MANIFEST.tsv) read
/// as xbar reads it: `XBAR-READING.json` holds the reading of `scripts/xbar-conformance.py`'s reference, which follows
/// xbar's own code, and each plugin's titles and rows must match it (text, nesting, colour or dim or plain, link,
/// command, refresh, disabled, dividers).
@Suite struct XbarSampleTests {
    /// One title or row as the reference writes it.
    struct Row: Decodable, Equatable, CustomStringConvertible {
        var kind: String
        var depth: Int
        var text: String?
        var colour: String?
        var href: String?
        var shell: [String]?
        var refresh: Bool?
        var disabled: Bool?

        var description: String {
            kind == "separator" ? "\(depth) ---" : "\(depth) \(text ?? "") [\(colour ?? "")] href=\(href ?? "-") shell=\(shell ?? []) refresh=\(refresh ?? false) disabled=\(disabled ?? false)"
        }
    }

    /// A plugin's reading: titles and rows, or the reason xbar refuses its output.
    struct Reading: Decodable {
        var titles: [Row]?
        var rows: [Row]?
        var refused: String?
    }

    static let folder = BuiltBinary.packageRoot.appendingPathComponent("Tests/Fixtures/xbar-plugins")

    /// The roles that draw text dimmed.
    static let dimRoles: Set<SemanticColor> = [.gray, .gray2, .gray3, .gray4, .gray5, .gray6, .secondaryLabel, .tertiaryLabel, .placeholder]

    /// An item reduced as the reference reduces one.
    func row(_ item: XbarItem) -> Row {
        let roles = Set(item.runs.filter { !$0.text.allSatisfy(\.isWhitespace) }.compactMap(\.color)).subtracting([.label])
        let colour = roles.isEmpty ? "plain" : roles.isSubset(of: Self.dimRoles) ? "dim" : "colour"
        return Row(kind: "item", depth: item.depth, text: item.runs.map(\.text).joined().replacingOccurrences(of: "\u{FE0F}", with: ""),
                   colour: colour, href: item.url?.absoluteString, shell: item.command, refresh: item.refreshes, disabled: item.isDisabled)
    }

    @Test func everyPluginOfTheSampleReadsAsXbarReadsIt() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("XBAR-READING.json"))
        let readings = try JSONDecoder().decode([String: Reading].self, from: data)
        #expect(readings.count >= 30, "the sample holds \(readings.count) plugins")
        for (name, reading) in readings.sorted(by: { $0.key < $1.key }) {
            let output = try String(contentsOf: Self.folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            let read = XbarOutput.parse(output, scheme: .light)
            guard let titles = reading.titles, let rows = reading.rows else {
                #expect(!read.titles.isEmpty, "\(name): xbar refuses it (\(reading.refused ?? "")); widgetty still shows its title")
                continue
            }
            #expect(read.titles.map(row) == titles, "\(name): titles")
            let ours = read.rows.map { row in
                switch row {
                case .item(let item): self.row(item)
                case .divider(let depth): Row(kind: "separator", depth: depth)
                }
            }
            let count = max(ours.count, rows.count)
            let padded = { (list: [Row]) in list.map(Optional.some) + Array(repeating: nil, count: count - list.count) }
            for (index, (theirs, mine)) in zip(padded(rows), padded(ours)).enumerated() where theirs != mine {
                Issue.record("\(name) row \(index): xbar \(theirs?.description ?? "none"), widgetty \(mine?.description ?? "none")")
            }
        }
    }
}
