import CFuzzer
import Foundation
import WidgettyFuzzing

/// The target this run fuzzes, named by `WIDGETTY_FUZZ_TARGET` (`scripts/fuzz.sh` sets it).
let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["WIDGETTY_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("set WIDGETTY_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return target
}()

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    target.run(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
