// swift-tools-version:6.1
import Foundation
import PackageDescription

/// The root package's identity is its folder's name, whatever the checkout is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// widgetty's fuzzer: one libFuzzer executable whose target `WIDGETTY_FUZZ_TARGET` names, kept apart so
/// `swift build` never builds it with the fuzzer's instrumentation. Built and run by `make fuzz`.
let package = Package(
    name: "widgetty-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "widgetty-fuzz",
            dependencies: ["CFuzzer", .product(name: "WidgettyFuzzing", package: root)],
            path: "Sources/widgetty-fuzz"
        ),
        .target(name: "CFuzzer", path: "Sources/CFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
