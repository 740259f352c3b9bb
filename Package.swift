// swift-tools-version: 6.0
// Proscenium: a headless UIKit view-controller hierarchy server.
// Import rules (docs/architecture.md, checked by `make check-imports`): HierarchyEngine imports
// only the standard library and Synchronization; only UVLoop imports CLibUV; only Storyboards
// imports FoundationXML.
import PackageDescription

let package = Package(
    name: "Proscenium",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "proscd", targets: ["proscd"]),
        .executable(name: "prosc", targets: ["ProscFront"]),
        .executable(name: "prosc-cli", targets: ["ProscCLI"]),
        .executable(name: "prosc-flow", targets: ["prosc-flow"]),
        .executable(name: "prosc-inspect", targets: ["prosc-inspect"]),
        .executable(name: "prosc-load", targets: ["prosc-load"]),
        .executable(name: "prosc-faults", targets: ["prosc-faults"]),
        .library(name: "HierarchyEngine", targets: ["HierarchyEngine"]),
        .library(name: "ProsceniumClient", targets: ["ProsceniumClient"]),
        // For the libFuzzer package in Fuzz/Runner (docs/reliability.md).
        .library(name: "FuzzHarness", targets: ["FuzzHarness"]),
        .executable(name: "prosc-fuzz", targets: ["prosc-fuzz"]),
        .executable(name: "proscenium-gen", targets: ["proscenium-gen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `prosc inspect`'s HTTP and WebSocket server (only the Inspector target and prosc-inspect link it).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        // libuv from Debian's libuv1-dev.
        .systemLibrary(
            name: "CLibUV", path: "Sources/CLibUV", pkgConfig: "libuv",
            providers: [.apt(["libuv1-dev"])]),
        // The only importer of CLibUV: loop, pipe listener, streams, timers, async wake-up, signals.
        .target(name: "UVLoop", dependencies: ["CLibUV"]),
        // The engine's identifiers and the enumerations the wire carries, declared once: the
        // engine re-exports them and the method table names them (standard library only).
        .target(name: "HierarchyVocabulary"),
        // Pure UIKit semantics: no I/O, no threads, no clock.
        .target(name: "HierarchyEngine", dependencies: ["HierarchyVocabulary"]),
        // An app's Swift (swift-syntax's parser) and Objective-C sources -> the navigation its code
        // performs, per class and method (text in, facts out; no I/O): docs/explore.md.
        .target(
            name: "SourceNavigation", dependencies: [
                "HierarchyEngine",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // Interface Builder XML -> engine templates (the only FoundationXML user).
        .target(name: "Storyboards", dependencies: ["HierarchyEngine", "SourceNavigation"]),
        // JSON, JSON-RPC envelope, line framing, error codes, the method table.
        .target(name: "WireProtocol", dependencies: ["HierarchyVocabulary"]),
        // What requests mean to the engine, shared by proscd's method entries and `prosc
        // explore`'s in-process path: mutation params -> Operation, engine refusals -> JSON-RPC
        // errors, storyboard.list's scenes, screen texts.
        .target(name: "EngineRequests", dependencies: ["HierarchyEngine", "WireProtocol"]),
        // Reference material generated from the method table (docs tables, the method catalog,
        // client method lists); `proscenium-gen` writes it, ProtocolReferenceTests check it is current.
        .target(name: "ProtocolReference", dependencies: ["WireProtocol", "HierarchyEngine"]),
        .executableTarget(name: "proscenium-gen", dependencies: ["ProtocolReference"]),
        // The server shell.
        .target(
            name: "ProsceniumServer",
            dependencies: [
                "UVLoop", "HierarchyEngine", "EngineRequests", "Storyboards", "WireProtocol",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(
            name: "proscd",
            dependencies: [
                "ProsceniumServer", "WireProtocol",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Typed client library used by prosc, prosc-load and the tests.
        .target(name: "ProsceniumClient", dependencies: ["WireProtocol"]),
        // A private proscd on a temporary socket: what `prosc explore`, `prosc test` and the tests start.
        .target(name: "ProsceniumLauncher", dependencies: ["ProsceniumClient"]),
        // How prosc names and prints a hierarchy: the tree outline (TreeOutline.swift is a symlink
        // to the front's source), controller references and event labels; prosc-cli and FlowTesting.
        .target(name: "HierarchyNaming", dependencies: ["ProsceniumClient"]),
        // YAML flow tests (`prosc test`, `prosc record`): flow files parsed with positions, run
        // against private proscd servers, JUnit reports, --update, recording (docs/flows.md).
        .target(
            name: "FlowTesting", dependencies: [
                "ProsceniumClient", "ProsceniumLauncher", "HierarchyNaming", "HierarchyEngine", "WireProtocol", "JUnitXML",
                .product(name: "Yams", package: "Yams"),
            ]),
        // Test support: a private proscd from the build directory, the embedded server (the shell over
        // memory with a manual clock), server test bodies over both transports.
        .target(name: "ProsceniumTesting", dependencies: [
            "ProsceniumClient", "ProsceniumLauncher", "ProsceniumServer", "UVLoop", "WireProtocol",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // One XML escaper for the SVG snapshot and both JUnit reports.
        .target(name: "XMLEscaping"),
        // JUnit XML in the Apache Ant schema's shape, for `prosc test` and `prosc explore`.
        .target(name: "JUnitXML", dependencies: ["XMLEscaping"]),
        // `prosc snapshot`: capture a hierarchy through the protocol, lay it out, write SVG.
        .target(name: "SnapshotRendering", dependencies: ["ProsceniumClient", "WireProtocol", "XMLEscaping"]),
        // `prosc explore`: learns every flow of an app's storyboards (in process on the engine by
        // default; through a private or running proscd on request, windows side by side) and
        // writes the terminal, JSON, JUnit and HTML reports.
        .target(name: "Explorer", dependencies: ["EngineRequests", "HierarchyEngine", "JUnitXML", "ProsceniumClient", "ProsceniumLauncher",
                                                "SnapshotRendering", "SourceNavigation", "Storyboards", "WireProtocol"]),
        // `prosc` itself: an Embedded Swift front linked only to libc that answers a one-shot
        // `prosc tree --json` at C speed and execs prosc-cli for everything else (docs/prosc.md).
        // (Not a dependency of ProscCLI: SwiftPM would link prosc-cli's objects and the Swift runtime in.)
        .target(name: "ProscFrontSupport", path: "clients/prosc-front/C"),
        .executableTarget(
            name: "ProscFront", dependencies: ["ProscFrontSupport"], path: "clients/prosc-front/Swift",
            swiftSettings: [.enableExperimentalFeature("Embedded"), .unsafeFlags(["-wmo"])]),
        // prosc-cli: every prosc command, with argument-parser.
        .executableTarget(
            name: "ProscCLI", dependencies: [
                "ProsceniumClient", "WireProtocol", "SnapshotRendering", "Explorer", "HierarchyNaming", "FlowCommandOptions", "InspectCommandOptions",
                "JUnitXML", "ProscCommandLine", "Sharding",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], path: "clients/prosc", exclude: ["completions"],
            // Start-up of a one-shot prosc (docs/performance-history.md, "One-shot client"): the Swift runtime
            // linked in (no dynamic loading of a dozen libraries), not position-independent (no
            // relative relocations), with lld; the -l's are what argument-parser's FoundationEssentials,
            // snapshot's Foundation and explore's storyboard parser (FoundationXML over the system's
            // libxml2) need when linked statically. Release only: test bundles that
            // import ProscCLI (SnapshotRenderingTests) inherit these flags and cannot link statically.
            linkerSettings: [.unsafeFlags([
                "-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie", "-l_FoundationCShims",
                "-l_FoundationCollections", "-lswiftSynchronization", "-l_FoundationICU", "-lCoreFoundation",
                "-l_CFXMLInterface", "-lxml2",
            ], .when(configuration: .release))]),
        // How prosc-cli, prosc-flow and prosc-inspect run a command line and exit with argument-parser's
        // outcomes (help: 0 on stdout; usage: 2).
        .target(
            name: "ProscCommandLine", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "clients/prosc-command-line"),
        // `prosc test` / `prosc record`: their arguments (parsed by prosc-cli for help and
        // completion, and by prosc-flow to run), and prosc-flow, which prosc-cli execs to run them.
        .target(
            name: "FlowCommandOptions", dependencies: ["Sharding", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "clients/prosc-flow/Options"),
        .executableTarget(
            name: "prosc-flow", dependencies: [
                "FlowCommandOptions", "FlowTesting", "JUnitXML", "ProscCommandLine", "ProsceniumClient", "ProsceniumLauncher", "Sharding", "WireProtocol",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], path: "clients/prosc-flow/Command"),
        // `prosc inspect`: a live inspector in the browser (docs/inspect.md). Its arguments, declared
        // once (prosc-cli parses them for help and completion, prosc-inspect runs with them); the
        // library (the protocol side, the page's state, the HTTP + WebSocket server and the page
        // itself as resources); and prosc-inspect, which prosc-cli execs, so that Hummingbird and
        // SwiftNIO stay out of every other command's start-up.
        .target(
            name: "InspectCommandOptions", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "clients/prosc-inspect/Options"),
        .target(
            name: "Inspector", dependencies: [
                "ProsceniumClient", "ProsceniumLauncher", "SnapshotRendering", "FlowTesting", "WireProtocol",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ], resources: [.copy("Page")]),
        .executableTarget(
            name: "prosc-inspect", dependencies: [
                "Inspector", "InspectCommandOptions", "FlowTesting", "ProscCommandLine", "ProsceniumClient", "ProsceniumLauncher", "WireProtocol",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], path: "clients/prosc-inspect/Command"),
        // prosc-load's generator, models and invariant checks (a library so tests can use them).
        .target(
            name: "LoadGenerator", dependencies: [
                "ProsceniumClient", "SeededRandom", "WireProtocol",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ], path: "clients/prosc-load/LoadGenerator"),
        .executableTarget(
            name: "prosc-load", dependencies: [
                "LoadGenerator", "ProsceniumClient", "WireProtocol",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], path: "clients/prosc-load/Command"),
        // Fault injection against a running proscd (make faults; FaultTests): kills, stalls, EMFILE, many connections.
        .executableTarget(
            name: "prosc-faults", dependencies: ["ProsceniumClient", "WireProtocol"], path: "clients/prosc-faults",
            exclude: ["run-faults.sh"]),
        .executableTarget(
            name: "engine-bench", dependencies: ["HierarchyEngine"], path: "Benchmarks/EngineBench"),
        // Storyboard load time (docs/performance.md; docs/performance-history.md, "Storyboard loading"): a large storyboard made from a real one.
        .target(name: "LargeStoryboard", path: "Benchmarks/LargeStoryboard"),
        // Which share of a suite a run takes (--shard, Bazel, Kubernetes Indexed Jobs, GitLab, CircleCI,
        // Buildkite) and the stable, optionally time-balanced partition: `prosc test` and `prosc explore`.
        .target(name: "Sharding"),
        // One seedable random number generator for randomised tests, the fuzzers and prosc-load.
        .target(name: "SeededRandom"),
        .executableTarget(
            name: "storyboard-bench", dependencies: ["LargeStoryboard", "Storyboards"], path: "Benchmarks/StoryboardBench"),
        // Reading an app's sources (docs/performance.md): a 150-file synthetic Swift app; `--explore`:
        // what `prosc explore --sources` reads of a 300-file one.
        .executableTarget(name: "source-bench", dependencies: ["Explorer", "HierarchyEngine", "SourceNavigation", "Storyboards"],
                          path: "Benchmarks/SourceBench"),

        // Fuzzing: the reply oracle and raw socket client, the fuzz targets' checks (run by
        // Fuzz/Runner under libFuzzer and replayed by FuzzRegressionTests), the live fuzzer.
        .target(name: "FuzzKit", dependencies: ["WireProtocol", "ProsceniumClient", "SeededRandom"], path: "Fuzz/Kit"),
        .target(
            name: "FuzzHarness", dependencies: [
                "FuzzKit", "ProsceniumTesting", "Storyboards", "HierarchyEngine", "WireProtocol",
            ], path: "Fuzz/Harness"),
        .executableTarget(
            name: "prosc-fuzz", dependencies: [
                "FuzzKit", "ProsceniumClient", "WireProtocol",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], path: "clients/prosc-fuzz"),
        .testTarget(
            name: "FuzzRegressionTests",
            dependencies: ["FuzzHarness", "FuzzKit", "ProsceniumLauncher", "ProsceniumTesting", "WireProtocol"]),

        .testTarget(name: "HierarchyEngineTests", dependencies: ["HierarchyEngine", "SeededRandom"]),
        .testTarget(name: "SourceNavigationTests", dependencies: [
            "SourceNavigation",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "StoryboardsTests", dependencies: ["Storyboards", "HierarchyEngine", "LargeStoryboard", "SeededRandom"]),
        .testTarget(name: "WireProtocolTests", dependencies: ["WireProtocol", "SeededRandom"]),
        .testTarget(name: "ProtocolReferenceTests", dependencies: ["ProtocolReference", "HierarchyEngine", "WireProtocol"]),
        .testTarget(name: "UVLoopTests", dependencies: ["UVLoop", "CLibUV"]),
        .testTarget(
            name: "ServerTests",
            dependencies: ["ProsceniumServer", "ProsceniumClient", "ProsceniumLauncher", "ProsceniumTesting", "WireProtocol", "HierarchyEngine"]),
        .testTarget(
            name: "SnapshotRenderingTests",
            dependencies: ["SnapshotRendering", "ProscCLI", "ProsceniumClient", "ProsceniumTesting", "SeededRandom", "WireProtocol"]),
        .testTarget(name: "LoadGeneratorTests", dependencies: ["LoadGenerator", "ProsceniumLauncher", "ProsceniumTesting", "SeededRandom", "WireProtocol"]),
        .testTarget(name: "EndToEndTests", dependencies: [
            "ProsceniumClient", "ProsceniumLauncher", "ProsceniumTesting", "WireProtocol",
            // The CI example files (examples/github-actions, gitlab, kubernetes) are read as YAML.
            .product(name: "Yams", package: "Yams"),
        ]),
        // State preservation across real restarts and SIGKILLs (RESTORE_KILLS sets the kill count).
        .testTarget(name: "RestorationTests", dependencies: ["ProsceniumClient", "ProsceniumTesting", "WireProtocol", "ProsceniumServer", "HierarchyEngine"]),
        .testTarget(name: "ExplorerTests", dependencies: ["Explorer", "HierarchyEngine", "ProsceniumClient", "ProsceniumLauncher", "ProsceniumTesting", "WireProtocol"]),
        .testTarget(name: "FlowTestingTests", dependencies: ["FlowTesting", "ProsceniumLauncher", "ProsceniumTesting", "ProsceniumClient", "WireProtocol"]),
        .testTarget(name: "ShardingTests", dependencies: ["Sharding", "JUnitXML", "SeededRandom"]),
        .testTarget(
            name: "InspectorTests", dependencies: ["Inspector", "ProsceniumClient", "ProsceniumLauncher", "ProsceniumTesting", "WireProtocol"],
            exclude: ["Browser"]),
        .testTarget(name: "ClientLibraryTests", dependencies: ["ProsceniumClient", "ProsceniumTesting", "WireProtocol"]),
    ],
    swiftLanguageModes: [.v6]
)
