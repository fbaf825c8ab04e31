import Foundation
import Testing
import WidgettyTestSupport

/// No module of the shipped program imports Foundation (which brings FoundationInternationalization and ICU's
/// 34 MB): FoundationEssentials at most. The fetch helper's modules are being folded into the program and are
/// not counted yet.
@Suite struct ShippedImportsTests {
    static let shippedFolders = ["Sources/WidgettyKit", "Sources/WidgettyRender", "Sources/WidgettyHost", "Sources/WidgettyTerminal",
                                 "Sources/WidgettyCLI", "Sources/widgetty", "Providers"]

    @Test func noShippedFileImportsFoundation() throws {
        let root = BuiltBinary.packageRoot
        var offenders: [String] = []
        var files = 0
        for folder in Self.shippedFolders {
            let base = root.appendingPathComponent(folder)
            let paths = try #require(FileManager.default.subpaths(atPath: base.path), "\(folder) is missing")
            for path in paths where path.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                let imports = text.split(separator: "\n").filter { line in
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
                    let module = words[index + 1].split(separator: ".").first ?? ""
                    return ["Foundation", "FoundationInternationalization", "CoreFoundation"].contains(module)
                        || (words.count > index + 2 && ["Foundation", "FoundationInternationalization"].contains(words[index + 2].split(separator: ".").first ?? ""))
                }
                if !imports.isEmpty { offenders.append("\(folder)/\(path): \(imports.joined(separator: "; "))") }
            }
        }
        #expect(files > 100, "the shipped sources were found (\(files) files)")
        #expect(offenders.isEmpty, "import FoundationEssentials, Glibc or WidgettyKit's replacements instead:\n\(offenders.joined(separator: "\n"))")
    }
}
