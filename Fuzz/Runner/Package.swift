// swift-tools-version: 6.0
// libFuzzer executables for Proscenium. A separate package so that the main build never
// compiles them: `make fuzz` builds it with `-Xswiftc -sanitize=fuzzer,address`.
// The targets are thin: the checks live in the main package's FuzzHarness library, which
// Tests/FuzzRegressionTests replays without the fuzzer.
import PackageDescription

let entryPoint: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]  // libFuzzer provides main

let package = Package(
    name: "ProsceniumFuzz",
    dependencies: [.package(name: "Proscenium", path: "../..")],
    targets: [
        .executableTarget(
            name: "fuzz-wire", dependencies: [.product(name: "FuzzHarness", package: "Proscenium")],
            swiftSettings: entryPoint),
        .executableTarget(
            name: "fuzz-storyboard", dependencies: [.product(name: "FuzzHarness", package: "Proscenium")],
            swiftSettings: entryPoint),
    ],
    swiftLanguageModes: [.v6]
)
