import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac lifts`: the barbell clip's streams on the command line — analyse a file, import or
/// record a set, simulate a stream, list and show sessions and sets, the load–velocity profile,
/// and analyse every stored stream again.
struct LiftsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifts", abstract: "Barbell clip streams: reps, velocity and advice.",
        subcommands: [
            Analyze.self, Import.self, Record.self, Simulate.self, List.self, Show.self, Profile.self, Reanalyze.self, Settings.self,
        ])

    /// How to read a stream and what the set was (shared by analyze, import and record).
    struct SetOptions: ParsableArguments {
        @Option(help: "The lift: squat, bench, press, deadlift, clean, other.") var lift = "squat"
        @Option(help: "The lift's name as you call it (default: the lift's).") var name: String?
        @Option(help: "The load on the bar in kg.") var load: String?
        @Option(help: "The goal reps.") var goalReps: String?
        @Option(help: "Sample rate in Hz for lines without timestamps (default: the lift's setting, 20 unless changed).") var rate: String?
        @Option(help: "Unit of the sonar readings: cm, mm or in (default: the lift's setting, cm unless changed).") var unit: String?
        @Option(help: "Velocity loss (%) after which to stop the set (default: the lift's setting, 20 unless changed).")
        var velocityLossTarget: String?
        @Option(help: "The day's target zone (absoluteStrength, acceleratingStrength, strengthSpeed, speedStrength, startingStrength).")
        var zone: String?

        func input(stream: String) throws -> LiftSetInput {
            return LiftSetInput(
                kind: try LiftKind.parse(lift), name: name,
                loadKg: try Quantity.liftLoad.parse(optional: load, field: "load") ?? 0,
                goalReps: try Quantity.liftGoalReps.parse(optional: goalReps, field: "goalReps").map { Int($0) },
                rateHz: try Quantity.liftRate.parse(optional: rate, field: "rate"), unit: try unit.map { try LengthUnit.parse($0) },
                velocityLossTarget: try Quantity.liftVelocityLossTarget.parse(optional: velocityLossTarget, field: "velocityLossTarget"),
                targetZone: try VelocityZone.parse(zone), stream: stream)
        }
    }

    /// The text of FILE, or of standard input for `-`, refused past the 20 MB limit.
    static func readStream(_ path: String) throws -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let read = FileManager.default.contents(atPath: path) else {
                throw AlmanacError.invalid("file", "\(path) cannot be read.")
            }
            data = read
        }
        guard data.count <= LiftLimits.streamBytes else { throw AlmanacError.tooLarge(LiftLimits.tooLargeMessage) }
        return String(decoding: data, as: UTF8.self)
    }

    struct Analyze: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "analyze", abstract: "Analyse a stream file (or - for stdin) without saving anything.")
        /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
        @OptionGroup var data: DataOptions
        @Argument(help: "The stream file, or - for standard input.") var file: String
        @OptionGroup var set: SetOptions
        @Flag(help: "Print JSON: reps, set, advice, skippedLines, samples.") var json = false

        func run() async throws {
            let analysis = try AppDatabase.analyzeLiftStream(try set.input(stream: try LiftsCommand.readStream(file)))
            if json { try printJSON(analysis) } else { LiftsCommand.printAnalysis(analysis) }
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import", abstract: "Record a set from a stream file (or - for stdin) into a session (today's by default).")
        @OptionGroup var account: AccountOptions
        @Option(help: "The session id (default: today's latest session, or a new one).") var session: String?
        @Argument(help: "The stream file, or - for standard input.") var file: String
        @OptionGroup var set: SetOptions
        @Flag(help: "Print the set as JSON.") var json = false

        func run() async throws {
            let stream = try LiftsCommand.readStream(file)
            try await LiftsCommand.record(stream, account: account, session: session, set: set, json: json)
        }
    }

    struct Record: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record",
            abstract: "Read the clip from a serial device (or - for stdin) until Ctrl-C, its end or --seconds, then record the set.")
        @OptionGroup var account: AccountOptions
        @Option(help: "The session id (default: today's latest session, or a new one).") var session: String?
        @Option(help: "The device, e.g. /dev/ttyUSB0, or - for standard input.") var device = "-"
        @Option(help: "Stop reading after this many seconds (default: at the end of the input).") var seconds: Double?
        @OptionGroup var set: SetOptions
        @Flag(help: "Print the set as JSON.") var json = false

        func run() async throws {
            let limit = try seconds.map { try Quantity("seconds to record", unit: "s", 1...3_600).check($0, field: "seconds") }
            let interrupts = try LiftRecording.Interrupts()
            FileHandle.standardError.write(
                Data("Lift in progress… (press Ctrl-C to end the set\(limit.map { ", or wait \(Int($0)) s" } ?? ""))\n".utf8))
            let captured = try await LiftRecording.capture(device: device, limit: limit, interrupts: interrupts)
            if captured.leftOutBytes > 0 {
                FileHandle.standardError.write(Data("The unfinished last line (\(captured.leftOutBytes) bytes) was left out.\n".utf8))
            }
            try await LiftsCommand.record(captured.text, account: account, session: session, set: set, json: json)
            withExtendedLifetime(interrupts) {}
        }
    }

    static func record(_ stream: String, account: AccountOptions, session: String?, set: SetOptions, json: Bool) async throws {
        let (database, owner) = try await account.open()
        let recorded = try await database.recordLiftSet(owner: owner.id, sessionId: session, try set.input(stream: stream))
        if json {
            try printJSON(LiftsJSON.SetDetail(recorded))
        } else {
            print("Recorded set \(recorded.id): \(recorded.name), \(recorded.reps) reps at \(NumberText.plain(recorded.loadKg)) kg.")
            printAnalysis(recorded.result)
        }
    }

    struct Simulate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "simulate", abstract: "Print a realistic simulated stream of a set (ground truth as JSON with --truth FILE).")
        /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
        @OptionGroup var data: DataOptions
        @Option(help: "The lift.") var lift = "squat"
        @Option(help: "Reps (1–30).") var reps = 5
        @Option(help: "Load in kg (default: 75 % of a typical 1RM).") var load: Double?
        @Option(help: "clean, spiky, dropout or both.") var noise = "clean"
        @Option(help: "Tilt the bar on this rep.") var tiltRep: Int?
        @Option(help: "Sample rate in Hz.") var rate: Double = 20
        @Flag(help: "Prefix each line with a millisecond timestamp.") var timestamps = false
        @Option(help: "Random seed.") var seed: UInt64 = 1
        @Option(help: "Write the ground truth (reps, ROM, mean and peak velocity) as JSON to this file.") var truth: String?

        func run() async throws {
            let kind = try LiftKind.parse(lift)
            guard let noise = LiftSimulator.Noise(rawValue: noise) else {
                throw AlmanacError.invalid("noise", "noise is clean, spiky, dropout or both; “\(noise)” is not one.")
            }
            let options = LiftSimulator.Options(
                kind: kind, reps: try Quantity.liftSimulatedReps.check(reps, field: "reps"),
                loadKg: try Quantity.liftLoad.check(load ?? kind.typicalOneRepMaxKg * 0.75, field: "load"),
                rateHz: try Quantity.liftRate.check(rate, field: "rate"), noise: noise,
                tiltRep: try tiltRep.map { try Quantity.liftSimulatedReps.check($0, field: "tiltRep") }, timestamps: timestamps, seed: seed)
            let result = LiftSimulator.run(options)
            FileHandle.standardOutput.write(Data(result.text.utf8))
            if let truth {
                let encoder = JSONEncoder.almanac
                encoder.outputFormatting.insert(.prettyPrinted)
                try encoder.encode(result.truth).write(to: URL(fileURLWithPath: truth))
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Sessions, newest first, with their sets.")
        @OptionGroup var account: AccountOptions
        @Option(help: "How many sessions.") var limit = 20
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let sessions = try await database.liftSessions(owner: owner.id, limit: try Quantity.listLimit.check(limit, field: "limit"))
            if json {
                try printJSON(sessions.map(LiftsJSON.Session.init))
            } else if sessions.isEmpty {
                print("No sessions yet. Record one with `almanac lifts import FILE` or on the Lifts page.")
            } else {
                printTable(
                    ["DAY", "SESSION", "SET", "LIFT", "REPS", "LOAD", "BEST", "LOSS", "ID"],
                    sessions.flatMap { session in
                        session.sets.map { set in
                            [
                                session.session.day, session.session.name, String(set.position + 1), set.name, String(set.reps),
                                "\(NumberText.plain(set.loadKg)) kg", speed(set.bestVelocity),
                                set.velocityLoss.map { "\(Int($0.rounded())) %" } ?? "-", set.id,
                            ]
                        }
                    })
            }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "One set (reps, advice) or one session.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "A set id or a session id.") var id: String
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            if let set = try? await database.liftSet(owner: owner.id, id: id) {
                if json {
                    try printJSON(LiftsJSON.SetDetail(set))
                } else {
                    print(
                        "\(set.name), \(set.reps) reps at \(NumberText.plain(set.loadKg)) kg (set \(set.position + 1) of session \(set.sessionId))"
                    )
                    LiftsCommand.printAnalysis(set.result)
                }
                return
            }
            let session = try await database.liftSession(owner: owner.id, id: id)
            if json {
                try printJSON(LiftsJSON.Session(session))
            } else {
                print("\(session.session.name), \(session.session.day)")
                printTable(
                    ["SET", "LIFT", "REPS", "LOAD", "BEST", "LAST", "LOSS", "ID"],
                    session.sets.map {
                        [
                            String($0.position + 1), $0.name, String($0.reps), "\(NumberText.plain($0.loadKg)) kg", speed($0.bestVelocity),
                            speed($0.lastVelocity), $0.velocityLoss.map { "\(Int($0.rounded())) %" } ?? "-", $0.id,
                        ]
                    })
            }
        }
    }

    struct Settings: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "settings",
            abstract: "A lift's default settings (the clip's rate and unit, how a set is judged); options change them.")
        @OptionGroup var account: AccountOptions
        @Option(help: "The lift.") var lift = "squat"
        @Option(help: "Sample rate in Hz for lines without timestamps.") var rate: String?
        @Option(help: "Unit of the sonar readings: cm, mm or in.") var unit: String?
        @Option(help: "Minimum range of a rep in cm.") var minimumRange: String?
        @Option(help: "Minimum velocity of a 1RM in m/s.") var minimumVelocity: String?
        @Option(help: "Tilt limit in degrees.") var tiltLimit: String?
        @Option(help: "Velocity loss (%) after which to stop a set.") var velocityLossTarget: String?
        @Option(
            help: "Target zone (absoluteStrength, acceleratingStrength, strengthSpeed, speedStrength, startingStrength; none clears it).")
        var zone: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let kind = try LiftKind.parse(lift)
            let change = LiftDefaultsChange(
                rateHz: try Quantity.liftRate.parse(optional: rate, field: "rate"), unit: try unit.map { try LengthUnit.parse($0) },
                minimumRangeCm: try Quantity.liftMinimumRange.parse(optional: minimumRange, field: "minimumRange"),
                minimumVelocity: try Quantity.liftMinimumVelocity.parse(optional: minimumVelocity, field: "minimumVelocity"),
                tiltLimitDegrees: try Quantity.liftTiltLimit.parse(optional: tiltLimit, field: "tiltLimit"),
                velocityLossTarget: try Quantity.liftVelocityLossTarget.parse(optional: velocityLossTarget, field: "velocityLossTarget"),
                targetZone: try zone.map { $0 == "none" ? nil : try VelocityZone.parse($0) })
            let defaults =
                change == LiftDefaultsChange()
                ? try await database.liftDefaults(owner: owner.id, kind: kind)
                : try await database.setLiftDefaults(owner: owner.id, kind: kind, change)
            if json {
                try printJSON(defaults)
                return
            }
            print("\(kind.name)\(defaults.isStored ? "" : " (built-in defaults)")")
            print("  sample rate        \(NumberText.plain(defaults.rateHz)) Hz")
            print("  unit               \(defaults.unit.rawValue)")
            print("  minimum range      \(NumberText.plain(defaults.minimumRangeCm)) cm")
            print("  minimum velocity   \(NumberText.plain(defaults.minimumVelocity)) m/s")
            print("  tilt limit         \(NumberText.plain(defaults.tiltLimitDegrees))°")
            print("  velocity loss stop \(NumberText.plain(defaults.velocityLossTarget)) %")
            print("  target zone        \(defaults.targetZone?.name ?? "none")")
        }
    }

    struct Profile: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "profile", abstract: "A lift's load–velocity profile: fit, r², estimated 1RM and its trend by week.")
        @OptionGroup var account: AccountOptions
        @Option(help: "The lift.") var lift = "squat"
        @Option(help: "The minimum velocity of a 1RM in m/s (default: the lift's).") var minimumVelocity: Double?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let report = try await database.liftProfilePage(
                owner: owner.id, kind: try LiftKind.parse(lift), minimumVelocity: minimumVelocity
            )
            .report
            if json {
                return try printJSON(LiftsJSON.Profile(report))  // as `GET /lifts/profile` gives it
            }
            print("\(report.kind.name): \(report.points.count) sets")
            if let fit = report.profile {
                print(String(format: "Fit: v = %.3f %+.4f × kg, r² %.2f", fit.intercept, fit.slope, fit.rSquared))
                print(
                    "Estimated 1RM at \(speed(report.minimumVelocity)): \(fit.estimatedOneRepMax.map { "\(NumberText.plain($0, decimals: 1)) kg" } ?? "-")"
                )
            } else {
                print("A profile needs sets at two or more loads.")
            }
            for week in report.weeks { print("  week of \(week.start): \(NumberText.plain(week.estimatedOneRepMax, decimals: 1)) kg") }
        }
    }

    struct Reanalyze: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reanalyze", abstract: "Analyse stored streams again with this version's analysis (all sets when no id is given).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "Set ids (default: every set).") var ids: [String] = []
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let sets = try await database.reanalyzeLiftSets(owner: owner.id, ids: ids.isEmpty ? nil : ids)
            if json {
                try printJSON(sets.map(LiftsJSON.SetDetail.init))
            } else {
                print("Analysed \(sets.count) set\(sets.count == 1 ? "" : "s") again.")
                printTable(
                    ["SET", "LIFT", "REPS", "BEST", "ID"],
                    sets.map { [String($0.position + 1), $0.name, String($0.reps), speed($0.bestVelocity), $0.id] })
            }
        }
    }

    // MARK: Output

    static func speed(_ value: Double?) -> String { value.map { String(format: "%.2f m/s", $0) } ?? "-" }

    static func printAnalysis(_ analysis: LiftAnalysis) {
        if analysis.reps.isEmpty {
            print("No reps found (\(analysis.samples) samples, \(analysis.skippedLines) lines skipped).")
        } else {
            printTable(
                ["REP", "ROM", "MEAN", "PEAK", "MPV", "TO PEAK", "ROLL", "PITCH"],
                analysis.reps.map {
                    [
                        String($0.number), "\(Int($0.romCm.rounded())) cm", speed($0.meanVelocity), speed($0.peakVelocity),
                        speed($0.meanPropulsiveVelocity), String(format: "%.2f s", $0.timeToPeakVelocityS),
                        "\(Int($0.maxRollDeg.rounded()))°", "\(Int($0.maxPitchDeg.rounded()))°",
                    ]
                })
            let set = analysis.set
            print(
                "Best \(speed(set.bestMeanVelocity)), last \(speed(set.lastMeanVelocity)), velocity loss \(set.velocityLossPercent.map { "\(Int($0.rounded())) %" } ?? "-"), reps in reserve \(set.repsInReserveText ?? "-"); \(analysis.skippedLines) lines skipped."
            )
        }
        for advice in analysis.advice { print("• \(advice.message)") }
    }
}
