// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ObsLab",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ObsLab", targets: ["ObsLab"]),
        .library(name: "ObsLabCommandLine", targets: ["ObsLabCommandLine"]),
        .executable(name: "obslab", targets: ["obslab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `obslab serve`: a small HTTP server on Swift concurrency and BSD sockets (no SwiftNIO).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // The live page and the HTML report's player, filled from template files.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        // libedit through its readline-compatible header.
        .systemLibrary(
            name: "CEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The SwiftUI-like runtime that scenario code imports.
        .target(
            name: "ObsLab",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // The front end: interpreter, batch runner, shell and the command line.
        .target(
            name: "ObsLabCommandLine",
            dependencies: [
                "ObsLab", "CEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("Pages/Resources")]
        ),
        // The built-in catalog, with its own sources embedded for the `source` command.
        .target(name: "Scenarios", dependencies: ["ObsLab"], plugins: ["EmbedScenarioSources"]),
        .executableTarget(name: "EmbedSources", path: "Sources/EmbedSources"),
        .plugin(name: "EmbedScenarioSources", capability: .buildTool(), dependencies: ["EmbedSources"]),
        // The built-in lessons, embedded from lessons/ at build time.
        .target(name: "LessonBook", dependencies: ["ObsLabCommandLine"], plugins: ["EmbedScenarioSources"]),
        .executableTarget(name: "obslab", dependencies: ["ObsLabCommandLine", "Scenarios", "LessonBook"]),
        // How one action's cost grows with the tree: swift run -c release obslab-benchmark
        .executableTarget(name: "obslab-benchmark", dependencies: ["ObsLab"], path: "Sources/ObsLabBenchmark"),
        .testTarget(
            name: "ObsLabTests",
            dependencies: ["ObsLab", "ObsLabCommandLine", "Scenarios", "LessonBook",
                           .product(name: "FlyingFox", package: "FlyingFox")],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
