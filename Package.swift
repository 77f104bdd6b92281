// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "ObsLab",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ObsLab", targets: ["ObsLab"]),
        .library(name: "ObsLabEngine", targets: ["ObsLabEngine"]),
        .library(name: "ObsLabCommandLine", targets: ["ObsLabCommandLine"]),
        .library(name: "ObsLabTesting", targets: ["ObsLabTesting"]),
        .executable(name: "obslab", targets: ["obslab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // `obslab serve`: a small HTTP server on Swift concurrency and BSD sockets (no SwiftNIO).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // The live page and the HTML report's player, filled from template files.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        // libedit's line editor, bound at run time from the shared library the Swift
        // toolchain already brings: building needs no libedit headers.
        .target(name: "CEdit", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "CAllocator"),
        // The SwiftUI-like runtime: SwiftUI's names and the graph. Only SwiftUI's names are
        // public; what the lab's own targets need is `package`.
        .target(
            name: "ObsLab",
            dependencies: ["ObsLabMacros", "ObsLabFoundation", .product(name: "OpenCombine", package: "OpenCombine"),
                           "OpenCombineDefaults"]
        ),
        // What Apple's Foundation brings into a file that imports only Foundation (Combine's
        // names, Observation, Dispatch, FoundationNetworking), without SwiftUI's: `obslab try`
        // imports it into every file of the user's, and the runtime re-exports it.
        .target(
            name: "ObsLabFoundation",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                           .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                           .product(name: "OpenCombineDispatch", package: "OpenCombine"), "OpenCombineDefaults"]
        ),
        // `#Preview` and `@Previewable`.
        .macro(
            name: "ObsLabMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // OpenCombine's default `objectWillChange`, out of reach of ObsLab's stable one.
        .target(name: "OpenCombineDefaults", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // The lab on top of the runtime: scenarios, runs, expectations, inspection, trace
        // formatting and language.
        .target(name: "ObsLabEngine", dependencies: ["ObsLab"]),
        // Render counts as tests: mount a view, act by label, assert with swift-testing or XCTest.
        .target(name: "ObsLabTesting", dependencies: ["ObsLab", "ObsLabEngine"]),
        // The front end: interpreter, batch runner, shell and the command line.
        .target(
            name: "ObsLabCommandLine",
            dependencies: [
                "ObsLab", "ObsLabEngine", "CEdit", "CAllocator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("Pages/Resources")]
        ),
        // The built-in catalog, with its own sources embedded for the `source` command.
        .target(name: "Scenarios", dependencies: ["ObsLab", "ObsLabEngine"], plugins: ["EmbedScenarioSources"]),
        .executableTarget(name: "EmbedSources", path: "Sources/EmbedSources"),
        .plugin(name: "EmbedScenarioSources", capability: .buildTool(), dependencies: ["EmbedSources"]),
        // The built-in lessons, embedded from lessons/ at build time.
        .target(name: "LessonBook", plugins: ["EmbedScenarioSources"]),
        // Exports its symbols: `obslab try` loads a user's files, compiled against the lab's
        // modules, into this process, and their references to the lab bind to this binary.
        .executableTarget(name: "obslab", dependencies: ["ObsLabCommandLine", "Scenarios", "LessonBook"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),
        // Per-action, per-body, first-render and memory costs: swift run -c release obslab-benchmark
        // Its allocations are counted by a `malloc` of its own (CMallocCounter): the smoke
        // run, in CI, fails when one goes over its budget.
        .executableTarget(name: "obslab-benchmark",
                          dependencies: ["ObsLab", "ObsLabEngine", "ObsLabCommandLine", "Scenarios", "CMallocCounter"],
                          path: "Sources/ObsLabBenchmark"),
        .target(name: "CMallocCounter"),
        .testTarget(
            name: "ObsLabTests",
            dependencies: ["ObsLab", "ObsLabEngine", "ObsLabCommandLine", "ObsLabTesting", "Scenarios", "LessonBook", "ObsLabMacros",
                           .product(name: "FlyingFox", package: "FlyingFox"),
                           .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax")],
            exclude: ["Golden", "AppCorpus/Features", "AppCorpus/Pending"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

#if !canImport(Darwin)
// Where Apple's SwiftUI does not exist, users' own files say `import SwiftUI` and get the
// lab (`obslab try`). On Apple's platforms the name stays Apple's.
package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
package.targets.append(.target(name: "SwiftUI", dependencies: ["ObsLab"]))
// Built with the lab, so that `swift run obslab try` finds the module users' files import.
for target in package.targets where target.name == "obslab" || target.name == "ObsLabTests" {
    target.dependencies.append("SwiftUI")
}
#endif
