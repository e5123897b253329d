// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Almanac",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "almanac", targets: ["almanac"])
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/yaslab/CSV.swift.git", from: "2.5.2"),
        .package(url: "https://github.com/vapor/multipart-kit.git", from: "4.7.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", exact: "1.33.2"),
    ],
    targets: [
        .target(name: "AlmanacCore", dependencies: [.product(name: "CSV", package: "CSV.swift")]),
        .target(
            name: "AlmanacStore",
            dependencies: [
                "AlmanacCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            resources: [.copy("Resources")]
        ),
        .target(
            name: "AlmanacWeb",
            dependencies: [
                "AlmanacCore",
                "AlmanacStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            resources: [.copy("public")]
        ),
        .target(
            name: "AlmanacCLI",
            dependencies: [
                "AlmanacCore",
                "AlmanacStore",
                "AlmanacWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "AlmanacBench",
            dependencies: [
                "AlmanacCLI",
                "AlmanacCore",
                "AlmanacStore",
                "AlmanacWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "almanac",
            dependencies: ["AlmanacCLI", "AlmanacBench", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(
            name: "AlmanacTestSupport",
            dependencies: ["AlmanacCore", "AlmanacStore", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/AlmanacTestSupport"
        ),
        .testTarget(
            name: "AlmanacCoreTests",
            dependencies: ["AlmanacCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "AlmanacStoreTests",
            dependencies: [
                "AlmanacCore", "AlmanacStore", "AlmanacTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AlmanacWebTests",
            dependencies: [
                "AlmanacCore", "AlmanacStore", "AlmanacWeb", "AlmanacTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "AlmanacCLITests",
            dependencies: [
                "AlmanacBench", "AlmanacCLI", "AlmanacCore", "AlmanacStore", "AlmanacWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
