import ArgumentParser

/// `almanac bench ...`: benchmarks that print figures (the README keeps the latest).
public struct BenchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Benchmarks that print figures.",
        subcommands: [
            BenchTasksCommand.self, BenchFoodCommand.self, BenchLiftsCommand.self, BenchTaskImportCommand.self, BenchHTTPCommand.self,
            BenchHealthCommand.self, BenchRenderCommand.self,
        ])

    public init() {}
}
