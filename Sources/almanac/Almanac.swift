import AlmanacBench
import AlmanacCLI
import ArgumentParser

/// `almanac`: serve the web app and API, and manage the data from the command line. The commands are
/// in AlmanacCLI, the benchmarks (`almanac bench …`) in AlmanacBench.
@main
struct Almanac: AsyncParsableCommand {
    static let configuration = AlmanacCommandLine.configuration(bench: BenchCommand.self)

    static func main() async {
        await AlmanacCommandLine.main(Self.self)
    }
}
