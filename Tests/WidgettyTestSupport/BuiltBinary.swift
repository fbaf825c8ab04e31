import Foundation

/// The `widgetty` executable that `swift build` made, and a way to run it.
public enum BuiltBinary {
    /// The package's root folder.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `$WIDGETTY_BIN`, else `.build/debug/widgetty`.
    public static var path: String {
        ProcessInfo.processInfo.environment["WIDGETTY_BIN"]
            ?? packageRoot.appendingPathComponent(".build/debug/widgetty").path
    }

    /// The real-world fixtures folder beside the checkout (`SharedFixtures`; tests over it carry `SharedFixtures.required`).
    public static var fixtures: URL { SharedFixtures.folder }

    /// A recorded Open-Meteo response from `fixtures/open-meteo`.
    public static func openMeteoFixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent("open-meteo/\(name)"))
    }

    /// Our own Oslo week (`Tests/Fixtures/open-meteo/oslo-week.json`): an answer in Open-Meteo's form that a clone always has.
    public static func ownForecast() throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/open-meteo/oslo-week.json"))
    }

    /// The recorded New York forecast (metric, with current, hourly and daily values) most tests draw.
    public static let newYorkForecast = "magicmirror_weather_openmeteo_current_newyork.json"

    /// Runs the binary to completion (in `directory`, else the test's own), at most `Subprocess.longestRun` (then it is
    /// killed and this throws what it had printed), waiting on a thread of its own; returns its status, standard output
    /// and standard error.
    public static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) async throws
        -> (status: Int32, output: String, error: String) {
        try await run(executable: path, arguments, environment: environment, in: directory)
    }

    /// Runs any program as `run` runs the binary.
    public static func run(executable: String, _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) async throws
        -> (status: Int32, output: String, error: String) {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }.map { "\($0.key)=\($0.value)" }
        // A shell changes into the folder, then becomes the program: its arguments are passed as they are.
        let inFolder = directory.map { ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", $0.path] } ?? []
        let result = try await Subprocess.capture(inFolder + [executable] + arguments, environment: merged)
        return (result.status, String(decoding: result.output, as: UTF8.self), String(decoding: result.error, as: UTF8.self))
    }

    /// A file holding `text` in a new temporary folder, removed when the test process exits (`TemporaryFolders`).
    public static func temporaryFile(_ text: String, name: String = "config.toml") throws -> URL {
        let url = try TemporaryFolders.make().appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
