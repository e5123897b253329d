"""The CLI against the same data folder as a running server, as an operator uses it."""
import json
import os
import sqlite3
import subprocess
import urllib.request

from conftest import PASSWORD


def test_users_tokens_history_backup_export_import(server, tmp_path):
    created = server.cli("users", "create", "grace", "--password-stdin", "--time-zone", "Europe/Paris", input=PASSWORD + "\n")
    assert created.returncode == 0, created.stderr
    listing = json.loads(server.cli("users", "list", "--json").stdout)
    assert [u["username"] for u in listing] == ["grace"]
    assert listing[0]["timeZone"] == "Europe/Paris"

    token = server.cli("tokens", "create", "--user", "grace", "--name", "script")
    assert token.returncode == 0
    secret = token.stdout.strip()
    assert secret.startswith("alm_") and "\n" not in secret
    request = urllib.request.Request(server.url + "/api/v1/me", headers={"Authorization": "Bearer " + secret})
    me = json.loads(urllib.request.urlopen(request).read())
    assert me["username"] == "grace"

    # A token is a security event: in the security log, never in the undoable history.
    security = json.loads(server.cli("security-log", "--user", "grace", "--json").stdout)
    assert [(e["event"], e.get("detail"), e["client"]) for e in security][0] == ("tokenCreated", "script", "almanac CLI")
    assert json.loads(server.cli("history", "--user", "grace", "--json").stdout) == []
    assert server.cli("tasks", "add", "Call mom", "--user", "grace").returncode == 0
    history = json.loads(server.cli("history", "--user", "grace", "--json").stdout)
    assert history[0]["origin"] == "cli"
    assert history[0]["summary"] == "Added “Call mom”"

    # A consistent backup while the server runs.
    backup = tmp_path / "backup.sqlite"
    result = server.cli("backup", str(backup))
    assert result.returncode == 0, result.stderr
    with sqlite3.connect(backup) as db:
        assert db.execute("select username from users").fetchall() == [("grace",)]

    # export → import into an empty account elsewhere → export gives identical JSON.
    exported = server.cli("export", "--user", "grace")
    assert exported.returncode == 0
    path = tmp_path / "grace.json"
    path.write_text(exported.stdout)
    other = tmp_path / "other"
    binary = os.environ.get("ALMANAC_BINARY")

    def other_cli(*args, input=None):
        return subprocess.run([binary, *args, "--data", str(other)], input=input, capture_output=True, text=True)
    assert other_cli("users", "create", "grace", "--password-stdin", input=PASSWORD + "\n").returncode == 0
    imported = other_cli("import", "--user", "grace", str(path))
    assert imported.returncode == 0, imported.stderr
    again = other_cli("export", "--user", "grace")
    assert json.loads(again.stdout) == json.loads(exported.stdout)
    assert again.stdout == exported.stdout


def test_errors_are_one_sentence_on_stderr_with_exit_code_1(server):
    missing = server.cli("export", "--user", "nobody")
    assert missing.returncode == 1
    assert missing.stdout == ""
    assert missing.stderr.strip() == "almanac: There is no user named nobody."
    short = server.cli("users", "create", "tim", "--password-stdin", input="short\n")
    assert short.returncode == 1
    assert "at least 8 characters" in short.stderr
    no_stdin = server.cli("users", "create", "tim")
    assert no_stdin.returncode == 1
    assert "--password-stdin" in no_stdin.stderr


def test_every_command_takes_the_global_options():
    """Every command, walked from the CLI's own description of itself, takes `--data DIR` (the
    README says so), so a script can pass it to any command; and every command has help."""
    binary = os.environ.get("ALMANAC_BINARY")
    tree = json.loads(subprocess.run([binary, "--experimental-dump-help"], capture_output=True, text=True, check=True).stdout)
    leaves = []

    def walk(command, path):
        subcommands = [c for c in command.get("subcommands") or [] if c["commandName"] != "help"]
        if not subcommands:
            leaves.append((" ".join(path), {name["name"] for argument in command.get("arguments", []) for name in argument.get("names", [])}))
        for sub in subcommands:
            walk(sub, path + [sub["commandName"]])
    walk(tree["command"], [])
    assert len(leaves) > 30
    # Commands that read no database at all say so in their help, and take no --data.
    no_database = {"calendars expand"}
    missing = [path for path, names in leaves if "data" not in names and path not in no_database]
    assert not missing, f"commands without --data: {missing}"
    for path, _ in leaves:
        shown = subprocess.run([binary, *path.split(), "--help"], capture_output=True, text=True)
        expected = "(no database)" if path in no_database else "--data <DIR>"
        assert shown.returncode == 0 and expected in shown.stdout, f"almanac {path} --help: {shown.stderr}"


def test_habits_check_refuses_an_amount_past_ten_times_the_target_unless_confirmed(server):
    """Issue 30: "2024 pages" for a habit of 20 is almost always a typo; the CLI asks for --confirmed."""
    created = server.cli("users", "create", "hedy", "--password-stdin", "--time-zone", "Europe/Vienna", input=PASSWORD + "\n")
    assert created.returncode == 0, created.stderr
    added = server.cli("habits", "add", "Read", "--user", "hedy", "--target", "20", "--unit", "pages")
    assert added.returncode == 0, added.stderr
    refused = server.cli("habits", "check", "Read", "--user", "hedy", "--amount", "2024")
    assert refused.returncode != 0
    assert "2024 pages is more than 10 times the target of 20 pages" in refused.stderr + refused.stdout
    confirmed = server.cli("habits", "check", "Read", "--user", "hedy", "--amount", "2024", "--confirmed")
    assert confirmed.returncode == 0, confirmed.stderr
    assert "✓ Read" in confirmed.stdout


def test_runbooks_list_add_show_and_use(server):
    """Issue 32: `almanac runbooks use "When I'm anxious" --before 2 --after 3` keeps a use."""
    created = server.cli("users", "create", "ida", "--password-stdin", "--time-zone", "Europe/Oslo", input=PASSWORD + "\n")
    assert created.returncode == 0, created.stderr
    assert "No runbooks yet" in server.cli("runbooks", "list", "--user", "ida").stdout
    added = server.cli("runbooks", "add", "--template", "anxiety", "--user", "ida")
    assert added.returncode == 0 and "When I'm anxious" in added.stdout, added.stderr
    used = server.cli("runbooks", "use", "When I'm anxious", "--before", "2", "--after", "3", "--done", "1,2", "--json", "--user", "ida")
    assert used.returncode == 0, used.stderr
    use = json.loads(used.stdout)
    assert (use["before"], use["after"], len(use["stepsDone"])) == ("sad", "meh", 2)
    refused = server.cli("runbooks", "use", "When I'm anxious", "--before", "7", "--user", "ida")
    assert refused.returncode == 1 and "How you feel is 1 (angry)" in refused.stderr
    listing = json.loads(server.cli("runbooks", "list", "--json", "--user", "ida").stdout)
    assert [runbook["name"] for runbook in listing] == ["When I'm anxious"]
    shown = server.cli("runbooks", "show", "when i'm anxious", "--user", "ida").stdout
    assert shown.startswith("# When I'm anxious") and "## Steps" in shown


def test_focus_on_a_todo_starts_its_intention(server):
    """Issue 31: `almanac focus --task ID` starts an intention on a to-do, as "Focus on this" does."""
    created = server.cli("users", "create", "joan", "--password-stdin", "--time-zone", "America/New_York", input=PASSWORD + "\n")
    assert created.returncode == 0, created.stderr
    task = json.loads(server.cli("tasks", "add", "Write the report", "--json", "--user", "joan").stdout)
    missing = server.cli("focus", "--task", "no-such-id", "--user", "joan")
    assert missing.returncode == 1 and "to-do" in missing.stderr, missing.stderr
    nothing = server.cli("focus", "start", "--user", "joan")
    assert nothing.returncode == 1 and "--task" in nothing.stderr
    started = server.cli("focus", "--task", task["id"], "45m", "--json", "--user", "joan")
    assert started.returncode == 0, started.stderr
    intention = json.loads(started.stdout)
    assert (intention["what"], intention["plannedMinutes"], intention["taskId"]) == ("Write the report", 45, task["id"])


def test_a_block_is_moved_removed_and_disposed_of_from_the_cli(server):
    """Issue 31: blocks and dispositions from the CLI as from the API: `plan move` keeps the earlier
    plan with its reason once the day has started, `plan dispose` answers a passed block, `plan
    remove` drops one, and an unknown disposition is refused naming the field."""
    created = server.cli("users", "create", "lena", "--password-stdin", "--time-zone", "Europe/Berlin", input=PASSWORD + "\n")
    assert created.returncode == 0, created.stderr
    secret = server.cli("tokens", "create", "--user", "lena", "--name", "plan").stdout.strip()
    request = urllib.request.Request(
        server.url + "/api/v1/areas", headers={"Authorization": "Bearer " + secret, "Content-Type": "application/json"},
        data=json.dumps({"name": "Work"}).encode(), method="POST")
    urllib.request.urlopen(request).read()

    def cli(*args):
        result = server.cli("plan", *args, "--user", "lena")
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout) if "--json" in args else result.stdout

    ahead = cli("add", "Write the report", "09:00", "45m", "--day", "2099-01-05", "--area", "Work", "--json")
    moved = cli("move", ahead["id"], "--start", "10:30", "--length", "1h", "--json")
    assert (moved["start"], moved["end"], moved["minutes"], moved["versions"]) == ("10:30", "11:30", 60, [])
    assert "Removed “Write the report” from the plan of 2099-01-05." in cli("remove", ahead["id"])
    assert cli("today", "--day", "2099-01-05", "--json")["blocks"] == []

    passed = cli("add", "Email", "06:00", "15m", "--day", "yesterday", "--area", "Work", "--json")
    unreasoned = server.cli("plan", "move", passed["id"], "--start", "07:00", "--user", "lena")
    assert unreasoned.returncode == 1 and "say why the plan changes" in unreasoned.stderr, unreasoned.stderr
    again = cli("move", passed["id"], "--start", "07:00", "--reason", "slept in", "--json")
    assert again["start"] == "07:00" and [(v["start"], v["reason"]) for v in again["versions"]] == [("06:00", "slept in")]
    wrong = server.cli("plan", "dispose", passed["id"], "forgotten", "planning", "--user", "lena")
    assert wrong.returncode == 1 and "disposition is one of doneAnyway" in wrong.stderr, wrong.stderr
    disposed = cli("dispose", passed["id"], "dropped", "external", "--json")
    assert (disposed["disposition"], disposed["cause"]) == ("dropped", "external")


def test_quick_entry_says_a_yearly_repeat_in_the_persons_date_order(server):
    """Issue 30: New York writes the month first (the import preview did; the CLI wrote "24 Dec")."""
    created = server.cli("users", "create", "nora", "--password-stdin", "--time-zone", "America/New_York", input=PASSWORD + "\n")
    assert created.returncode == 0, created.stderr
    added = server.cli("tasks", "add", "Gift every dec 24", "--user", "nora")
    assert added.returncode == 0 and "every year on Dec 24" in added.stdout, added.stdout + added.stderr


def test_the_clis_json_is_the_apis(server):
    """Issue 35: for each resource the CLI's `--json` prints what the API answers, field for field
    (the CLI prints the API's own types, so a field added to one is in the other)."""
    created = server.cli("users", "create", "kim", "--password-stdin", "--time-zone", "Asia/Tokyo", input=PASSWORD + "\n")
    assert created.returncode == 0, created.stderr
    secret = server.cli("tokens", "create", "--user", "kim", "--name", "compare").stdout.strip()

    def api(path, body=None):
        request = urllib.request.Request(
            server.url + "/api/v1" + path, headers={"Authorization": "Bearer " + secret, "Content-Type": "application/json"},
            data=None if body is None else json.dumps(body).encode(), method="GET" if body is None else "POST")
        return json.loads(urllib.request.urlopen(request).read())

    def cli(*args):
        result = server.cli(*args, "--json", "--user", "kim")
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)

    task = cli("tasks", "add", "Paint the fence tomorrow #Home @outside")
    assert task == api(f"/tasks/{task['id']}")
    home = task["listId"]
    heading = cli("tasks", "heading", "add", "Home", "Garden")
    headings = cli("tasks", "heading", "list", "Home")
    assert headings == api(f"/lists/{home}/headings") and headings["headings"] == [heading]
    cli("tasks", "add", "Call the plumber today")
    for view in ["today", "upcoming", "anytime", "inbox"]:
        assert cli("tasks", "list", "--view", view) == api(f"/views/{view}"), view
    assert cli("tasks", "list", "--list", "Home") == api(f"/lists/{home}/tasks")

    habit = cli("habits", "add", "Read", "--target", "20", "--unit", "pages")
    assert habit == api(f"/habits/{habit['id']}")
    assert cli("habits", "list") == api("/habits")
    assert cli("habits", "show", "Read") == api(f"/habits/{habit['id']}/check-ins")

    event = cli("timelines", "add-event", "Lived in Kyoto", "--timeline", "Homes", "--start", "2019-04", "--end", "2022-09")
    assert event == api(f"/timelines/events/{event['id']}")
    assert cli("timelines", "list") == api("/timelines/rows")

    runbook = cli("runbooks", "add", "--template", "procrastination")
    assert runbook == api(f"/runbooks/{runbook['id']}")
    assert cli("runbooks", "list") == api("/runbooks")
    use = cli("runbooks", "use", runbook["name"], "--before", "2", "--after", "4")
    assert [use] == api(f"/runbooks/{runbook['id']}/uses")

    assert cli("week") == api("/weeks/today")

    api("/prices/comparisons", {"name": "Oats", "products": [
        {"name": "Big", "price": "4.20", "quantity": "1", "unit": "kg"},
        {"name": "Small", "price": "1.99", "quantity": "400", "unit": "g"}]})
    assert cli("prices", "saved") == api("/prices/comparisons")
    api("/lifts/sessions", {"name": "Legs"})
    assert cli("lifts", "list") == api("/lifts/sessions")

    pact = cli("pacts", "add", "No phone in the bedroom", "--referee", "sam@example.org")
    assert pact == api(f"/pacts/{pact['id']}")
    assert cli("pacts", "list") == api("/pacts")

    api("/areas", {"name": "Deep work"})
    block = cli("plan", "add", "Write the report", "09:00", "45m", "--area", "Deep work")
    plan = api(f"/plan/{block['day']}")
    assert plan["blocks"] == [block]
    assert cli("plan", "today") == plan
    week = cli("plan", "week", "--day", block["day"])
    assert week == api(f"/plan/{block['day']}/week") and plan in week["days"] and len(week["days"]) == 7
    server.cli("plan", "feed", "new", "--user", "kim")
    feeds = cli("plan", "feed", "list")
    assert len(feeds) == 1 and feeds == api("/plan/feeds")

    logged = server.cli("practice", "log", "--minutes", "10", "--feeling", "4", "--note", "Calm", "--user", "kim")
    assert logged.returncode == 0 and "Logged 10 min of practice" in logged.stdout, logged.stderr
    sessions = cli("practice", "list")
    assert sessions == api("/practice-sessions") and sessions[0]["feeling"] == "happy" and sessions[0]["note"] == "Calm"


def test_every_command_refuses_nonsense_in_one_sentence(tmp_path):
    """Issue 35: every command, walked from the CLI's own description of itself and given nonsense
    for each argument it requires, either does its work (exit 0), refuses in one sentence on stderr,
    "almanac: …." (exit 1), or, for a command line that does not parse, prints ArgumentParser's
    message with the usage (exit 64, sysexits' EX_USAGE). Never a trap, a signal or a raw error."""
    binary = os.path.abspath(os.environ["ALMANAC_BINARY"])
    tree = json.loads(subprocess.run([binary, "--experimental-dump-help"], capture_output=True, text=True, check=True).stdout)
    data = tmp_path / "data"
    created = subprocess.run([binary, "users", "create", "ada", "--password-stdin", "--data", str(data)],
                             input=PASSWORD + "\n", capture_output=True, text=True)
    assert created.returncode == 0, created.stderr
    leaves = []

    def walk(command, path):
        subcommands = [c for c in command.get("subcommands") or [] if c["commandName"] != "help"]
        if not subcommands:
            leaves.append((path, command.get("arguments", [])))
        for sub in subcommands:
            walk(sub, path + [sub["commandName"]])
    walk(tree["command"], [])
    # serve runs until stopped; the benchmarks seed years of data (each has its own test or figures).
    leaves = [(path, arguments) for path, arguments in leaves if path[0] not in ("serve", "bench")]
    assert len(leaves) > 80
    refused, wrong = 0, []
    for path, arguments in leaves:
        args = list(path)
        names = {name["name"] for argument in arguments for name in argument.get("names", [])}
        for argument in arguments:
            if argument.get("isOptional"):
                continue
            if argument["kind"] == "positional":
                args.append("zz-nothing")
            elif argument["kind"] == "option":
                args += ["--" + argument["names"][0]["name"], "zz-nothing"]
        if "user" in names and "--user" not in args:
            args += ["--user", "ada"]
        if "data" in names:
            args += ["--data", str(data)]
        work = tmp_path / "cwd" / "-".join(path)
        work.mkdir(parents=True)
        result = subprocess.run([binary, *args], input="", capture_output=True, text=True, timeout=120, cwd=work)
        lines = result.stderr.strip().splitlines()
        if result.returncode == 1:
            refused += 1
            said = [line for line in lines if line.startswith("almanac: ")]
            if not (said == [lines[-1]] and said[0].endswith(".") and "Error Domain" not in said[0] and len(said[0]) < 400):
                wrong.append((args, result.stderr))
        elif result.returncode == 64:
            if not (lines and lines[0].startswith("Error: ") and "Usage: almanac " + " ".join(path) in result.stderr):
                wrong.append((args, result.stderr))
        elif result.returncode != 0:
            wrong.append((args, result.returncode, result.stderr))
    assert not wrong, wrong
    # The walk reaches the refusals it is there for (no user, no such id, not a date, …).
    assert refused > 30
