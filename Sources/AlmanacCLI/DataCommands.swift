import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the database to FILE and the photos to FILE.photos/, consistently, even while the server runs.",
        discussion: "To restore: `almanac restore FILE --data NEW-FOLDER` (checks the backup first), then serve from NEW-FOLDER.")
    @OptionGroup var data: DataOptions
    @Argument(help: "The backup file to create.") var file: String

    func run() async throws {
        let database = try await data.database()
        let photos = URL(fileURLWithPath: file + ".photos", isDirectory: true)
        if FileManager.default.fileExists(atPath: photos.path) {
            throw AlmanacError.conflict("\(photos.path) already exists; choose a new file name.")
        }
        try database.backup(to: URL(fileURLWithPath: file))
        let copied = try database.backupPhotos(to: photos)
        print("Backed up to \(file)" + (copied == 0 ? "." : " and \(copied) photo\(copied == 1 ? "" : "s") to \(photos.path)."))
    }
}

struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a backup (FILE and FILE.photos/) into an empty data folder.",
        discussion: "The backup is checked first; stop the server, restore into a new folder, then serve from it.")
    @OptionGroup var data: DataOptions
    @Argument(help: "The backup file made by `almanac backup`.") var file: String

    func run() async throws {
        let (_, summary) = try AppDatabase.restore(
            backup: URL(fileURLWithPath: file), photos: URL(fileURLWithPath: file + ".photos", isDirectory: true), into: data.folder)
        print(
            "Restored \(file) into \(data.folder.path): \(summary.users) user\(summary.users == 1 ? "" : "s"), \(summary.photos) photo\(summary.photos == 1 ? "" : "s")."
        )
    }
}

struct CopyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a whole installation from its data folder (SQLite) into an empty PostgreSQL database, and check it.",
        discussion: """
            Stop the server of the data folder first. Every account and its rows are copied in one transaction (all or \
            nothing); then every account's export is compared on both sides. Photos stay in the data folder: serve the copy \
            with `almanac serve --data FOLDER --database URL`.
            """)
    @Option(
        name: [.customLong("from"), .customLong("data")],
        help: ArgumentHelp("The data folder to copy (default: env ALMANAC_DATA, else ./almanac-data).", valueName: "DIR"))
    var from: String?
    @Option(help: ArgumentHelp("The PostgreSQL database to copy into: postgres://user[:password]@host[:port]/database.", valueName: "URL"))
    var to: String

    func run() async throws {
        var source = DataOptions()
        source.data = from
        let target: PostgresURL
        do {
            target = try PostgresURL(to)
        } catch let error as AlmanacError {
            throw AlmanacError.invalid("to", error.message)
        }
        guard let lock = try ServerLock.acquire(folder: source.folder) else {
            throw AlmanacError.conflict(
                "A server is running on \(source.folder.path); stop it first, so that nothing written after the copy is lost.")
        }
        let original = try AppDatabase.open(folder: source.folder, origin: .cli)
        let copy = try await AppDatabase.open(postgres: target, folder: source.folder, origin: .cli)
        let report = try await original.copyInstallation(to: copy)
        withExtendedLifetime(lock) {}
        print(
            "Copied \(report.totalRows) rows of \(report.rows.count) tables and \(report.accounts) account\(report.accounts == 1 ? "" : "s") into \(target); every account exports the same on both. Serve it with: almanac serve --data \(source.folder.path) --database URL"
        )
    }
}

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Print all of a user's data as one JSON document.")
    @OptionGroup var data: DataOptions
    @Option(help: "The user to export.") var user: String

    func run() async throws {
        let database = try await data.database()
        let owner = try await database.user(named: user)
        let export = try await database.exportAccount(owner: owner.id)
        print(String(decoding: try JSONEncoder.almanac.encode(export), as: UTF8.self))
    }
}

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "Load an export into an account that has no data yet.")
    @OptionGroup var data: DataOptions
    @Option(help: "The user to import into.") var user: String
    @Argument(help: "The JSON file written by `almanac export`.") var file: String

    func run() async throws {
        guard let contents = FileManager.default.contents(atPath: file) else {
            throw AlmanacError.notFound("Cannot read \(file).")
        }
        let export: AccountExport
        do {
            export = try JSONDecoder().decode(AccountExport.self, from: contents)
        } catch {
            throw AlmanacError.invalid("file", "\(file) is not an Almanac export (JSON written by `almanac export`).")
        }
        let database = try await data.database()
        let owner = try await database.user(named: user)
        try await database.importAccount(owner: owner.id, export)
        let rows = export.tables.values.map(\.count).reduce(0, +)
        print("Imported \(rows) rows into \(owner.username).")
    }
}

struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "A user's recent changes, newest first.")
    @OptionGroup var data: DataOptions
    @Option(help: "The user.") var user: String
    @Option(help: "How many changes (as the API: 50 unless said).") var limit = 50
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try Quantity.listLimit.check(limit, field: "limit")
        let database = try await data.database()
        let owner = try await database.user(named: user)
        let changes = try await database.history(owner: owner.id, limit: limit)
        if json {
            try printJSON(changes.map(ChangeJSON.init))
        } else if changes.isEmpty {
            print("No changes yet.")
        } else {
            printTable(
                ["WHEN", "FROM", "CHANGE", "ENTITY", "WHAT"],
                changes.map {
                    [
                        Timestamp.text($0.at), $0.origin.rawValue, $0.operation.rawValue, "\($0.entity) \($0.entityId.suffix(8))",
                        $0.summary ?? "",
                    ]
                })
        }
    }
}
