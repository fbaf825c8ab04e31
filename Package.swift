// swift-tools-version:6.1
import PackageDescription

/// widgetty: a home screen of widgets for the terminal.
///
/// Layers (arrows point down only):
/// widgetty -> WidgettyCLI -> WidgettyTerminal -> WidgettyHost -> WidgettyRender -> WidgettyKit
/// Providers/* -> WidgettyKit (the calendar also on libical, CLibical)
/// Every file imports what it uses, so that no module of the shipped program reaches Foundation through another's imports.
let shipped: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "widgetty",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "widgetty", targets: ["widgetty"]),
        .library(name: "WidgettyKit", targets: ["WidgettyKit"]),
        .library(name: "WidgettyCLI", targets: ["WidgettyCLI"]),
        // For Fuzz/ (make fuzz) only: the targets the fuzzer feeds.
        .library(name: "WidgettyFuzzing", targets: ["WidgettyFuzzing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Its module map links ncursesw and tinfo, and shim.h asks for the wide-character API itself: no pkgConfig,
        // whose -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600 SwiftPM refuses with a warning on every build. Headers: libncursesw5-dev.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // prctl(2) and signalfd(2) for a program's reaper (`widgetty --reap-program`), as static inline C: header only.
        .systemLibrary(name: "CProcessControl", path: "Sources/CProcessControl"),
        .target(
            name: "WidgettyKit", dependencies: ["CProcessControl", .product(name: "Logging", package: "swift-log")],
            path: "Sources/WidgettyKit", swiftSettings: shipped
        ),
        .target(name: "WidgettyRender", dependencies: ["WidgettyKit"], path: "Sources/WidgettyRender", swiftSettings: shipped),
        .target(
            name: "WidgettyHost",
            dependencies: [
                "WidgettyRender",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            path: "Sources/WidgettyHost", swiftSettings: shipped
        ),
        // dl_iterate_phdr, which Swift's Glibc module leaves out (a GNU extension), for handing back pages of code at rest.
        .target(name: "CReadOnlyPages", path: "Sources/CReadOnlyPages"),
        .target(name: "WidgettyTerminal", dependencies: ["WidgettyHost", "CNcursesw", "CReadOnlyPages"], path: "Sources/WidgettyTerminal",
                swiftSettings: shipped),
        .target(
            name: "ClockProvider",
            dependencies: ["WidgettyKit"],
            path: "Providers/Clock", swiftSettings: shipped
        ),
        .target(name: "WidgettyNetwork", dependencies: ["WidgettyKit"], path: "Sources/WidgettyNetwork"),
        // libcurl's header and a loader that opens libcurl with dlopen when widgetty starts as the fetch helper:
        // linked, it and the 30 libraries it brings would load in every dashboard's start. Headers: libcurl4-openssl-dev.
        .target(name: "CCurl", path: "Sources/CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // libical's header and a loader that opens libical with dlopen when a calendar first reads a feed:
        // linked, it and the ICU it brings cost every start about 5 ms (BENCHMARKS.md). Headers: libical-dev.
        .target(name: "CLibical", path: "Sources/CLibical", linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "CalendarProvider",
            dependencies: ["WidgettyKit", "CLibical"],
            path: "Providers/Calendar", swiftSettings: shipped
        ),
        // The fetch helper, which is widgetty itself started as `widgetty --fetch-helper` (Sources/widgetty/main.swift).
        .target(name: "WidgettyFetch", dependencies: ["WidgettyNetwork", "CCurl"], path: "Sources/WidgettyFetch"),
        .target(
            name: "WeatherProvider",
            dependencies: ["WidgettyKit"],
            path: "Providers/Weather", swiftSettings: shipped
        ),
        .target(name: "SystemProvider", dependencies: ["WidgettyKit"], path: "Providers/System", swiftSettings: shipped),
        .target(
            name: "TimerProvider",
            dependencies: ["WidgettyKit"],
            path: "Providers/Timer", swiftSettings: shipped
        ),
        .target(
            name: "CommandProvider",
            dependencies: ["WidgettyKit"],
            path: "Providers/Command", swiftSettings: shipped
        ),
        .target(
            name: "NotesProvider", dependencies: ["WidgettyKit", .product(name: "HeapModule", package: "swift-collections")],
            path: "Providers/Notes", swiftSettings: shipped
        ),
        .target(
            name: "WidgettyCLI",
            dependencies: [
                "WidgettyTerminal",
                "WidgettyNetwork",
                "ClockProvider",
                "WeatherProvider",
                "SystemProvider",
                "TimerProvider",
                "CalendarProvider",
                "CommandProvider",
                "NotesProvider",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/WidgettyCLI", swiftSettings: shipped
        ),
        // Linked by the toolchain's default linker (gold) here; `make release` links with lld and packed relative
        // relocations, compiling every module without the full Foundation's autolink entries, which would let lld pull
        // in ICU (Makefile, BENCHMARKS.md).
        // --no-export-dynamic undoes the -export-dynamic of the toolchain's static-stdlib-args.lnk: no library looks a
        // symbol up in widgetty, and its ~9,100 exported names cost 0.8 MB of the installed file (BENCHMARKS.md).
        .executableTarget(
            name: "widgetty", dependencies: ["WidgettyCLI", "WidgettyFetch"], path: "Sources/widgetty", swiftSettings: shipped,
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
        ),

        .target(
            name: "WidgettyTestSupport",
            dependencies: [
                "WidgettyKit", "WidgettyHost", .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            path: "Tests/WidgettyTestSupport"
        ),
        .target(
            name: "WidgettyFuzzing",
            dependencies: ["WidgettyCLI", "WeatherProvider", "CalendarProvider", "CommandProvider", "NotesProvider", "WidgettyTerminal"],
            path: "Tests/WidgettyFuzzing"
        ),
        .testTarget(name: "WidgettyFuzzingTests", dependencies: ["WidgettyFuzzing"], resources: [.copy("Corpus")]),
        .testTarget(name: "WidgettyKitTests", dependencies: ["WidgettyKit", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyRenderTests", dependencies: ["WidgettyRender"]),
        .testTarget(name: "WidgettyTerminalTests", dependencies: ["WidgettyTerminal", "WidgettyTestSupport"]),
        .testTarget(
            name: "WidgettyHostTests",
            dependencies: [
                "WidgettyHost", "WidgettyTestSupport", .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "WeatherProviderTests", dependencies: ["WeatherProvider", "WidgettyNetwork", "WidgettyRender", "WidgettyTestSupport"]),
        .testTarget(name: "SystemProviderTests", dependencies: ["SystemProvider", "WidgettyRender", "WidgettyTestSupport"]),
        .testTarget(name: "CalendarProviderTests", dependencies: ["CalendarProvider", "WidgettyHost", "WidgettyNetwork", "WidgettyRender", "WidgettyTestSupport"]),
        .testTarget(
            name: "CommandProviderTests",
            dependencies: [
                "CommandProvider", "WidgettyHost", "WidgettyNetwork", "WidgettyRender", "WidgettyTestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(name: "ClockProviderTests", dependencies: ["ClockProvider", "WidgettyRender", "WidgettyTestSupport"]),
        .testTarget(name: "NotesProviderTests", dependencies: ["NotesProvider", "WidgettyRender", "WidgettyHost", "WidgettyTerminal", "WidgettyTestSupport"]),
        .testTarget(name: "TimerProviderTests", dependencies: ["TimerProvider", "WidgettyRender", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyCLITests", dependencies: ["WidgettyCLI", "WidgettyTestSupport", "WidgettyNetwork", "WidgettyTerminal", .product(name: "Clocks", package: "swift-clocks")], exclude: ["Calendars"], resources: [.copy("Golden")]),
        .testTarget(name: "EndToEndTests", dependencies: ["WidgettyTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
