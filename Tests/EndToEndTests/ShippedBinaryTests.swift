import Foundation
import Testing
import WidgettyTestSupport

/// `scripts/check-shipped-binary.sh` on the built widgetty: what ships takes nothing from ICU or the full Foundation,
/// links no libcurl, and holds no ICU symbol. Its size is checked where a release build is made (`make install`): `make test` builds debug.
@Suite struct ShippedBinaryTests {
    static let script = BuiltBinary.packageRoot.appendingPathComponent("scripts/check-shipped-binary.sh").path

    @Test func theProgramUsesNoICUNoFullFoundationAndNoLibcurl() async throws {
        let result = try await Subprocess.run([Self.script, BuiltBinary.path], captureOutput: true)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    /// The check itself, on a program known to carry Foundation and ICU: this test process (the test bundle imports Foundation).
    @Test func theCheckRefusesAProgramWithFoundationAndOneOverItsSize() async throws {
        let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let result = try await Subprocess.run([Self.script, "--size-limit-mb", "1", bundle], captureOutput: true)
        #expect(result.status == 1)
        #expect(result.output.contains("\(bundle): uses ") && result.output.contains(" symbols of libFoundation.so, e.g. "),
                "\(result.output)")
        #expect(result.output.contains("MB stripped, over the 1 MB goal"), "\(result.output)")
    }

    /// The check refuses a file that exports Swift symbols, as a static-stdlib link's -export-dynamic made widgetty do
    /// (9,140 names, 0.8 MB of the release binary): the standard library this test process loads, which exports its API.
    @Test func theCheckRefusesAFileThatExportsSwiftSymbols() async throws {
        // Read to the end: String(contentsOfFile:) stops at the first read of a /proc file, before the libraries.
        let maps = String(decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() ?? Data(), as: UTF8.self)
        let library = try #require(maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }
            .first { $0.hasSuffix("/libswiftCore.so") }, "this debug test process maps no libswiftCore.so:\n\(maps)")
        let result = try await Subprocess.run([Self.script, String(library)], captureOutput: true)
        #expect(result.status == 1)
        #expect(result.output.contains("\(library): exports ") && result.output.contains(" Swift symbols in its dynamic symbol table"),
                "\(result.output)")
    }
}
