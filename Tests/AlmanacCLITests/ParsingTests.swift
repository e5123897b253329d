import AlmanacBench
import ArgumentParser
import Foundation
import Testing

@testable import AlmanacCLI

/// Each command group's command lines parse to the command a user means, with the values given;
/// a wrong command line is refused with ArgumentParser's message.
@Suite struct ParsingTests {
    static let commands: [(arguments: [String], command: any ParsableCommand.Type)] = [
        (["serve", "--port", "8080"], ServeCommand.self),
        (["users", "create", "ada", "--password-stdin", "--time-zone", "Europe/Berlin"], UsersCommand.Create.self),
        (["users", "list", "--json"], UsersCommand.ListUsers.self),
        (["tokens", "create", "--user", "ada", "--name", "phone"], TokensCommand.Create.self),
        (["backup", "backup.sqlite"], BackupCommand.self),
        (["restore", "backup.sqlite"], RestoreCommand.self),
        (["copy", "--from", "almanac-data", "--to", "postgres://ada@db.example/almanac"], CopyCommand.self),
        (["export", "--user", "ada"], ExportCommand.self),
        (["import", "--user", "ada", "export.json"], ImportCommand.self),
        (["history", "--user", "ada", "--limit", "5", "--json"], HistoryCommand.self),
        (["security-log", "--user", "ada", "--json"], SecurityLogCommand.self),
        (["tasks", "add", "Call mom tomorrow 5pm", "--estimate", "45m"], TasksCommand.Add.self),
        (["tasks", "list", "--view", "today", "--json"], TasksCommand.ListTasks.self),
        (["tasks", "done", "0190"], TasksCommand.Done.self),
        (["tasks", "estimate", "0190", "1h30m"], TasksCommand.Estimate.self),
        (["tasks", "move", "0190", "--before", "0191"], TasksCommand.Move.self),
        (["prices", "saved", "--json"], PricesCommand.Saved.self),
        (["timelines", "add-event", "Moved", "--timeline", "Homes", "--start", "2020-03-01"], TimelinesCommand.AddEvent.self),
        (["timelines", "list", "--oldest-first", "--json"], TimelinesCommand.List.self),
        (["food", "search", "2% milk", "--limit", "3"], FoodCommand.Search.self),
        (["food", "log", "banana", "120", "g", "--meal", "lunch"], FoodCommand.Log.self),
        (["food", "day", "yesterday", "--json"], FoodCommand.Day.self),
        (["weight", "add", "72.4", "kg"], WeightCommand.Add.self),
        (["weight", "list", "--json"], WeightCommand.ListWeights.self),
        (["week"], WeekCommand.Show.self),
        (["week", "show", "2026-05-04", "--json"], WeekCommand.Show.self),
        (["standup", "--answer", "Shipped", "--answer", "Tests"], StandupCommand.self),
        (["focus", "start", "Write report", "45m", "--area", "Career"], FocusCommand.Start.self),
        (["focus", "status", "--json"], FocusCommand.Status.self),
        (["focus", "rate", "happy"], FocusCommand.Rate.self),
        (["habits", "add", "Read", "--schedule", "3/week", "--target", "20", "--unit", "pages"], HabitsCommand.Add.self),
        (["habits", "check", "Read", "--day", "yesterday"], HabitsCommand.Check.self),
        (["habits", "list", "--archived", "--json"], HabitsCommand.List.self),
        (["plan", "add", "Deep work", "09:00", "1h30m", "--day", "today"], PlanCommand.Add.self),
        (["plan", "today", "--json"], PlanCommand.Today.self),
        (["plan", "week", "--day", "2026-05-04"], PlanCommand.Week.self),
        (["plan", "templates"], PlanCommand.Templates.self),
        (["lifts", "analyze", "stream.txt", "--lift", "bench", "--load", "60"], LiftsCommand.Analyze.self),
        (["lifts", "list", "--json"], LiftsCommand.List.self),
        (["journal", "add", "--text", "Swam in the lake", "--tag", "swim", "--mood", "happy"], JournalCommand.Add.self),
        (["journal", "list", "--tag", "swim", "--limit", "5"], JournalCommand.List.self),
        (["journal", "search", "lake", "--json"], JournalCommand.Search.self),
        (["health", "import", "export.zip"], HealthCommand.Import.self),
        (["health", "days", "--from", "2024-01-01", "--json"], HealthCommand.Days.self),
        (["calendars", "list", "--json"], CalendarsCommand.List.self),
        (["calendars", "events", "--from", "2026-05-04", "--to", "2026-05-10"], CalendarsCommand.Events.self),
        (["runbooks", "add", "--template", "anxiety"], RunbooksCommand.Add.self),
        (["runbooks", "use", "Anxiety", "--before", "2", "--after", "4", "--done", "1,2"], RunbooksCommand.Use.self),
        (["pacts", "add", "No phone in bed", "--delay-hours", "48"], PactsCommand.Add.self),
        (["pacts", "mark", "No phone in bed", "--kept"], PactsCommand.Mark.self),
        (["practice", "log", "--minutes", "10", "--feeling", "happy"], PracticeCommand.Log.self),
        (["practice", "list", "--json"], PracticeCommand.List.self),
        (["bench", "food", "--repetitions", "1"], BenchCommand.self),
    ]

    @Test(arguments: commands.indices)
    func aCommandLineParsesToItsCommand(_ index: Int) throws {
        let (arguments, expected) = Self.commands[index]
        let parsed = try Root.parseAsRoot(arguments)
        if expected == BenchCommand.self {
            // The benchmarks' commands are AlmanacBench's own; it is enough that `bench` reaches them.
            #expect(String(reflecting: type(of: parsed)).hasPrefix("AlmanacBench."), "\(arguments)")
        } else {
            #expect(ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(expected), "\(arguments) gave \(type(of: parsed))")
        }
    }

    @Test func theValuesGivenAreTheCommandsValues() throws {
        let serve = try #require(
            Root.parseAsRoot(["serve", "--port", "8080", "--trusted-proxy", "10.0.0.0/8", "--no-outbound-requests", "--data", "d"])
                as? ServeCommand)
        #expect(serve.port == 8080 && serve.trustedProxy == ["10.0.0.0/8"] && serve.noOutboundRequests && serve.data.data == "d")
        #expect(serve.logLevel == "info" && !serve.secureCookies)
        let weight = try #require(Root.parseAsRoot(["weight", "add", "72.4", "kg", "--user", "ada"]) as? WeightCommand.Add)
        #expect(weight.weight == ["72.4", "kg"] && weight.account.user == "ada")
        let habit = try #require(Root.parseAsRoot(["habits", "add", "Read", "--target", "20", "--unit", "pages"]) as? HabitsCommand.Add)
        #expect(habit.name == "Read" && habit.target == 20 && habit.unit == "pages" && habit.schedule == "daily")
        let log = try #require(Root.parseAsRoot(["food", "log", "banana"]) as? FoodCommand.Log)
        #expect(log.food == "banana" && log.amount == ["100", "g"] && log.meal == nil)
        let history = try #require(Root.parseAsRoot(["history", "--user", "ada"]) as? HistoryCommand)
        #expect(history.limit == 50 && !history.json)
        let event = try #require(
            Root.parseAsRoot(["timelines", "add-event", "Moved", "--timeline", "Homes", "--start", "2020", "--tag", "a", "--tag", "b"])
                as? TimelinesCommand.AddEvent)
        #expect(event.title == "Moved" && event.tag == ["a", "b"] && !event.ongoing)
    }

    @Test func databaseNamesAPostgreSQLDatabaseAndAWrongOneIsRefusedWithItsReason() throws {
        let serve = try #require(
            Root.parseAsRoot(["serve", "--database", "postgres://ada@db.example:6432/almanac?schema=home"]) as? ServeCommand)
        let url = try #require(try serve.data.postgres())
        #expect(url.host == "db.example" && url.port == 6432 && url.database == "almanac" && url.schema == "home")
        #expect(try serve.data.place() == "database postgres://ada@db.example:6432/almanac?schema=home")
        let list = try #require(Root.parseAsRoot(["tasks", "list", "--database", "mysql://ada@db/almanac"]) as? TasksCommand.ListTasks)
        #expect(throws: ValidationError.self) { try list.account.data.postgres() }
        do {
            _ = try list.account.data.postgres()
        } catch let error as ValidationError {
            #expect(error.message.contains("must start with postgres://"))
        }
        let plain = try #require(Root.parseAsRoot(["tasks", "list", "--data", "d"]) as? TasksCommand.ListTasks)
        if ProcessInfo.processInfo.environment["ALMANAC_DATABASE_URL"] == nil {
            #expect(try plain.account.data.postgres() == nil)
            #expect(try plain.account.data.place().hasSuffix("/d"))
        }
    }

    static let refused: [(arguments: [String], message: String)] = [
        (["serve", "--port", "eighty"], "The value 'eighty' is invalid for '--port <port>'"),
        (["tasks", "frobnicate"], "Unexpected argument 'frobnicate'"),
        (["users", "create"], "Missing expected argument '<name>'"),
        (["history"], "Missing expected argument '--user <user>'"),
        (["practice", "log"], "Missing expected argument '--minutes <minutes>'"),
        (["habits", "add", "Read", "--target", "lots"], "The value 'lots' is invalid for '--target <target>'"),
        (["food", "log", "banana", "--meal", "brunch"], "The value 'brunch' is invalid for '--meal <meal>'"),
        (["journal", "list", "--colour", "red"], "Unknown option '--colour'"),
        (["plan", "add", "Deep work"], "Missing expected argument '<start>'"),
        (["pacts", "add"], "Missing expected argument '<text>'"),
    ]

    @Test(arguments: refused.indices)
    func aWrongCommandLineIsRefusedWithArgumentParsersMessage(_ index: Int) {
        let (arguments, message) = Self.refused[index]
        do {
            let parsed = try Root.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed as \(type(of: parsed))")
        } catch {
            #expect(Root.message(for: error).contains(message), "\(arguments): \(Root.message(for: error))")
            #expect(Root.exitCode(for: error) == .validationFailure)
        }
    }
}
