import Foundation
import Testing
import WidgettyFuzzing

/// Every input in the fuzzer's seed corpus, and every crash it found (`crash-*`, kept as regressions),
/// through its target on each `swift test`: what once trapped must never trap again.
@Suite struct SeedCorpusTests {
    static let corpus = Bundle.module.resourceURL!.appendingPathComponent("Corpus")

    @Test(arguments: FuzzTarget.allCases)
    func everySeedAndFoundCrashRunsClean(target: FuzzTarget) throws {
        let folder = Self.corpus.appendingPathComponent(target.rawValue)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(!files.isEmpty, "\(target.rawValue) has seeds")
        for file in files {
            try Data(contentsOf: file).withUnsafeBytes { target.run($0) }
        }
    }
}
