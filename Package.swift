// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LayoutLint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .executable(name: "layoutlint", targets: ["LayoutLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .target(name: "LayoutModel"),
        .executableTarget(
            name: "LayoutLint",
            dependencies: [
                "LayoutModel",
                "CCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(
            name: "LayoutLintTests",
            dependencies: [
                "LayoutLint",
                "LayoutModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
