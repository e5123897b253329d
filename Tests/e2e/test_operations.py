"""What an operator relies on: an acknowledged write survives the server being killed, and a
backup taken while people write restores to exactly what was there at the backup's moment."""
import json
import os
import random
import shutil
import sqlite3
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request

from conftest import PASSWORD, Server

BINARY = os.environ.get("ALMANAC_BINARY")


def cli(data, *args, input=None):
    return subprocess.run([BINARY, *args, "--data", data], input=input, capture_output=True, text=True)


def new_account(data):
    assert cli(data, "users", "create", "ada", "--password-stdin", input=PASSWORD + "\n").returncode == 0
    token = cli(data, "tokens", "create", "--user", "ada", "--name", "writer")
    assert token.returncode == 0, token.stderr
    return token.stdout.strip()


def add_task(url, token, title):
    """True when the server acknowledged the new to-do (201), False when the request failed."""
    request = urllib.request.Request(
        url + "/api/v1/tasks", data=json.dumps({"title": title}).encode(), method="POST",
        headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status == 201
    except (urllib.error.URLError, ConnectionError, OSError):
        return False


def stored_titles(data):
    """The to-dos in the database file, read directly (after the server is gone), and SQLite's integrity verdict."""
    with sqlite3.connect(os.path.join(data, "almanac.sqlite")) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchall()
        titles = {row[0] for row in db.execute("SELECT title FROM tasks")}
    return integrity, titles


def test_acknowledged_writes_survive_sigkill():
    data = tempfile.mkdtemp(prefix="almanac-crash-")
    try:
        token = new_account(data)
        acknowledged = set()
        lock = threading.Lock()
        for cycle in range(3):
            server = Server(data=data)
            stop = threading.Event()

            def writer(number):
                sequence = 0
                while not stop.is_set():
                    title = f"cycle {cycle} writer {number} #{sequence}"
                    sequence += 1
                    if add_task(server.url, token, title):
                        with lock:
                            acknowledged.add(title)

            threads = [threading.Thread(target=writer, args=(n,)) for n in range(6)]
            for thread in threads:
                thread.start()
            time.sleep(1.0 + random.random())
            server.kill()  # in the middle of the writes
            stop.set()
            for thread in threads:
                thread.join(timeout=10)
            integrity, titles = stored_titles(data)
            assert integrity == [("ok",)], integrity
            lost = acknowledged - titles
            assert not lost, f"cycle {cycle}: {len(lost)} acknowledged writes lost, e.g. {sorted(lost)[:3]}"
        assert len(acknowledged) > 30, "too few writes were acknowledged for the test to mean anything"
        # And the server starts again on the data and serves it.
        server = Server(data=data)
        try:
            request = urllib.request.Request(server.url + "/api/v1/tasks?q=cycle", headers={"Authorization": "Bearer " + token})
            with urllib.request.urlopen(request) as response:
                assert response.status == 200 and json.loads(response.read())  # (search answers at most 100)
        finally:
            server.kill()
    finally:
        shutil.rmtree(data, ignore_errors=True)


def test_backup_while_writing_restores_exactly_the_moment_of_the_backup(tmp_path):
    data = tempfile.mkdtemp(prefix="almanac-backup-")
    server = Server(data=data)
    try:
        token = new_account(data)
        for title in ["Water plants", "Pay rent"]:
            assert add_task(server.url, token, title)
        # One writer adds numbered to-dos in order while the backup runs.
        written = []
        stop = threading.Event()

        def writer():
            number = 0
            while not stop.is_set():
                if add_task(server.url, token, f"write {number:05d}"):
                    written.append(number)
                number += 1

        thread = threading.Thread(target=writer)
        thread.start()
        time.sleep(0.5)
        before = len(written)
        backup = tmp_path / "almanac-backup.sqlite"
        result = cli(data, "backup", str(backup))
        assert result.returncode == 0, result.stderr
        time.sleep(0.3)
        stop.set()
        thread.join(timeout=10)
        assert len(written) > before, "the writes did not go on during the backup"

        restored = str(tmp_path / "restored")
        result = cli(restored, "restore", str(backup))
        assert result.returncode == 0, result.stderr
        assert "1 user" in result.stdout
        # A second restore into the same folder is refused, and nothing is overwritten.
        again = cli(restored, "restore", str(backup))
        assert again.returncode == 1 and "already has a database" in again.stderr

        live = json.loads(cli(data, "export", "--user", "ada").stdout)
        copy = json.loads(cli(restored, "export", "--user", "ada").stdout)
        numbers = sorted(int(row["title"].split()[1]) for row in copy["tables"]["tasks"] if row["title"].startswith("write "))
        # A consistent snapshot: every to-do acknowledged before the backup started, and the
        # writes in order up to one moment, with no gap.
        assert numbers == list(range(len(numbers))) and len(numbers) >= before
        assert len(numbers) < len(written)
        # Identical to the live account at that moment: the live data minus what came after.
        kept = {row["id"] for row in copy["tables"]["tasks"]}
        live["tables"]["tasks"] = [row for row in live["tables"]["tasks"] if row["id"] in kept]
        assert copy == live
    finally:
        server.stop()


def test_restore_refuses_what_is_not_a_backup(tmp_path):
    junk = tmp_path / "notes.sqlite"
    junk.write_text("not a database")
    result = cli(str(tmp_path / "target"), "restore", str(junk))
    assert result.returncode == 1 and "cannot be restored: it is not an SQLite database" in result.stderr
    assert not (tmp_path / "target" / "almanac.sqlite").exists()
