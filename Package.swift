// swift-tools-version:6.0
import PackageDescription

// The targets depend one way only (ARCHITECTURE.md):
// LayoutModel ← LayoutLintKit ← LayoutLintPictures ← layoutlint.
let package = Package(
    name: "LayoutLint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutLintKit", targets: ["LayoutLintKit"]),
        .library(name: "LayoutLintPictures", targets: ["LayoutLintPictures"]),
        .executable(name: "layoutlint", targets: ["layoutlint"]),
        .executable(name: "layoutlint-bench", targets: ["layoutlint-bench"]),
        .executable(name: "layoutlint-fuzz", targets: ["LayoutLintFuzz"]),
        .plugin(name: "LintLayouts", targets: ["LintLayouts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // Cairo with its FreeType font backend (cairo-ft's pkg-config names FreeType's headers),
        // FreeType, and zlib for the PNG encoder.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "zlib1g-dev"]), .brew(["cairo", "freetype"])]
        ),
        // Inter's regular, medium, semibold and bold files, compiled in with C23's #embed so the
        // pictures draw labels in the font they are measured in whatever fonts a machine has
        // (empty where the compiler has no #embed: the pictures then draw with Cairo's own font).
        .target(name: "CInterFonts", exclude: ["fonts"]),
        // The format, its decoding and the layout engine.
        .target(name: "LayoutModel"),
        // Analyses, rules, findings and reporters: pure Swift, never prints or exits.
        .target(name: "LayoutLintKit", dependencies: ["LayoutModel", .product(name: "Yams", package: "Yams")]),
        // Everything Cairo draws, labels in Inter (CInterFonts) or the app's own font files.
        .target(name: "LayoutLintPictures", dependencies: ["LayoutModel", "LayoutLintKit", "CCairo", "CInterFonts"]),
        // The command line: argument parsing, reading files, printing, exit codes.
        .executableTarget(
            name: "layoutlint",
            dependencies: [
                "LayoutModel",
                "LayoutLintKit",
                "LayoutLintPictures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/LayoutLint"
        ),
        // Yoga's benchmark trees and captures (read from ../shared, never copied) and synthetic shapes.
        .target(name: "LayoutBenchmarks", dependencies: ["LayoutModel"]),
        // The benchmark: one JSON line per case (README "Performance"); run release-built.
        .executableTarget(
            name: "layoutlint-bench",
            dependencies: ["LayoutModel", "LayoutLintKit", "LayoutLintPictures", "LayoutBenchmarks"]
        ),
        // The fuzz target: bytes through decoding, simulation, rules and reporters. A normal
        // build replays files; scripts/fuzz.sh builds it with libFuzzer (-sanitize=fuzzer -DFUZZING).
        .executableTarget(name: "LayoutLintFuzz", dependencies: ["LayoutModel", "LayoutLintKit"]),
        // `swift package lint-layouts`: the linter over the package's layout files.
        .plugin(
            name: "LintLayouts",
            capability: .command(
                intent: .custom(
                    verb: "lint-layouts",
                    description: "Lint the package's layout files with layoutlint (arguments as for `layoutlint lint`).")),
            dependencies: ["layoutlint"]
        ),
        // Tests mirror the sources: one target per library target, folders as in the sources.
        // Helpers shared by the test targets (running the binary, golden files, shared data, builders).
        .target(
            name: "LayoutLintTestSupport",
            dependencies: ["LayoutModel", "LayoutLintKit", "LayoutLintPictures"],
            path: "Tests/LayoutLintTestSupport"
        ),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutBenchmarks"]),
        .testTarget(
            name: "LayoutLintKitTests",
            dependencies: ["LayoutModel", "LayoutLintKit", "LayoutLintPictures", "LayoutLintTestSupport", "LayoutBenchmarks"]),
        .testTarget(
            name: "LayoutLintPicturesTests", dependencies: ["LayoutModel", "LayoutLintKit", "LayoutLintPictures", "LayoutLintTestSupport"]),
        // The executable's commands, parsed and run in process.
        .testTarget(
            name: "LayoutLintTests",
            dependencies: [
                "layoutlint", "LayoutModel", "LayoutLintKit", "LayoutLintPictures", "LayoutLintTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "LayoutLintFuzzTests", dependencies: ["LayoutLintFuzz", "LayoutModel", "LayoutLintKit", "LayoutLintTestSupport"]),
        // The built `layoutlint` run as a user runs it (it depends on the executable so it is built first).
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["layoutlint", "LayoutLintFuzz", "LayoutModel", "LayoutLintKit", "LayoutLintPictures", "LayoutLintTestSupport"]),
        // The source tree's own rules: folders depend one way, as ARCHITECTURE.md lists them.
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
