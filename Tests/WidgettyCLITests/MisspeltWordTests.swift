import Testing
import WidgettyHost
import WidgettyKit
@testable import WidgettyCLI

/// A misspelt word of any enumeration (every kind's choices and sizes, the dashboard's, a stack's) is refused with
/// the word it is nearest to, so `check` says what was meant.
@Suite struct MisspeltWordTests {
    /// The message of the only problem `text` has.
    func problem(_ text: String) -> String? {
        do {
            _ = try ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "config.toml")
            return nil
        } catch {
            #expect(error.diagnostics.count == 1, "\(error.lines)")
            return error.diagnostics.first?.message
        }
    }

    /// The word with its last letter dropped, a slip of the finger.
    func misspelt(_ word: String) -> String { String(word.dropLast()) }

    /// Every configuration key whose value is one of some words, with the text a misspelt word goes in, and the words.
    static var enumerations: [(place: String, text: (String) -> String, words: [String])] {
        var all: [(String, (String) -> String, [String])] = [
            ("dashboard theme", { "[dashboard]\ntheme = \"\($0)\"\n[[widget]]\nkind = \"clock\"\n" }, ThemeSetting.allCases.map(\.rawValue)),
            ("dashboard glyphs", { "[dashboard]\nglyphs = \"\($0)\"\n[[widget]]\nkind = \"clock\"\n" }, GlyphStyle.allCases.map(\.rawValue)),
            ("dashboard device", { "[dashboard]\ndevice = \"\($0)\"\n[[widget]]\nkind = \"clock\"\n" }, ["auto"] + DeviceProfile.all.map(\.name)),
            ("stack size", { "[[stack]]\nsize = \"\($0)\"\n[[stack.widget]]\nkind = \"clock\"\n" }, WidgetFamily.allCases.map(\.configName)),
            ("stack rotation", { "[[stack]]\nrotation = \"\($0)\"\n[[stack.widget]]\nkind = \"clock\"\n" }, ["off", "smart"]),
        ]
        for kind in ProviderCatalog.registry.kinds {
            all.append(("\(kind.kind) size", { "[[widget]]\nkind = \"\(kind.kind)\"\nsize = \"\($0)\"\n" }, kind.supportedFamilies.map(\.configName)))
            for option in kind.options {
                guard case .choice(let words) = option.type else { continue }
                all.append(("\(kind.kind) \(option.key)", { "[[widget]]\nkind = \"\(kind.kind)\"\n\(option.key) = \"\($0)\"\n" }, words))
            }
        }
        return all
    }

    @Test func everyEnumerationSuggestsTheWordMeant() {
        let enumerations = Self.enumerations
        #expect(enumerations.count > 10, "the kinds' choices are found")
        for (place, text, words) in enumerations {
            for word in words where word.count > 2 {
                let message = problem(text(misspelt(word)))
                #expect(message?.hasSuffix("did you mean \"\(word)\"?") == true, "\(place) \"\(misspelt(word))\": \(message ?? "accepted")")
            }
        }
    }
}
