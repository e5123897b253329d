"""The journal as a user meets it: entries from the CLI, one written in the editor (with its
draft autosaved), the timeline with "on this day", search with highlighted matches, the calendar."""
import datetime
import json
import os
import pty
import subprocess
import time
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, fill, person_today, screenshot, sign_in


def add(server, text, when, *extra):
    result = server.cli("journal", "add", "--text", text, "--date", when, *extra)
    assert result.returncode == 0, result.stderr


def test_write_an_entry_and_find_it_on_the_timeline_and_in_search(driver, server):
    sign_in(driver, server)
    today = person_today(driver)
    # The same date a year ago (on 29 February, four years ago: "on this day" keeps the date).
    years = 4 if (today.month, today.day) == (2, 29) else 1
    year_ago = datetime.date(today.year - years, today.month, today.day)
    add(server, "# Lisbon, first evening\n\nWe walked up through **Alfama** until the trams stopped. "
        "Sardines at a tiny place with six tables.", f"{year_ago} 21:40",
        "--tag", "travel", "--tag", "family", "--mood", "ecstatic", "--location", "Lisbon, Portugal")
    add(server, "Long run by the canal, 12 km. Legs heavy after kilometre eight, but the last two felt easy.",
        f"{today - datetime.timedelta(days=2)} 07:15", "--tag", "running", "--mood", "happy")
    add(server, "## Gratitude\n\n1. Coffee with Mira\n2. The rain stopping just in time\n3. A quiet evening",
        f"{today - datetime.timedelta(days=1)} 22:05", "--template", "gratitude", "--mood", "happy")

    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Journal"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Journal"
    memories = driver.find_element(By.ID, "on-this-day").text
    assert ("1 year ago today" if years == 1 else "4 years ago today") in memories and "Lisbon, first evening" in memories

    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "New entry"))
    fill(driver, "text", "Picnic in the park with Ana and Tom. The kite finally flew.")
    fill(driver, "tags", "family, outdoors")
    driver.find_element(By.XPATH, "//select[@name='mood']/option[@value='happy']").click()
    fill(driver, "location", "Tiergarten")
    # The editor keeps a draft on the server every few seconds.
    WebDriverWait(driver, 15).until(lambda d: "Draft saved" in d.find_element(By.CSS_SELECTOR, ".draft-status").text)
    screenshot(driver, "journal-editor")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save entry']"), "Entry saved.")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Picnic in the park with Ana and Tom. The kite finally flew."
    assert "Tiergarten" in driver.find_element(By.CSS_SELECTOR, ".journal-meta").text

    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Timeline"))
    titles = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".journal-timeline article h2")]
    assert titles[0] == "Picnic in the park with Ana and Tom. The kite finally flew."
    assert "Lisbon, first evening" in titles
    screenshot(driver, "journal-timeline")

    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Search"))
    fill(driver, "q", "kite")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Search']"))
    marks = [m.text for m in driver.find_elements(By.CSS_SELECTOR, ".snippet mark")]
    assert marks == ["kite"]
    fill(driver, "q", "alfama")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Search']"))
    assert "Lisbon, first evening" in driver.find_element(By.CSS_SELECTOR, ".search-results").text
    screenshot(driver, "journal-search")

    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Calendar"))
    assert len(driver.find_elements(By.CSS_SELECTOR, ".journal-calendar .calendar-dot")) >= 1
    screenshot(driver, "journal-calendar")


def test_journal_add_opens_the_editor_on_a_terminal(server, tmp_path):
    """`almanac journal add` with no --text and a terminal on standard input opens $EDITOR on the
    template; what is saved there becomes the entry, an empty file (or the template untouched) saves nothing."""
    editor = tmp_path / "editor.sh"
    editor.write_text('#!/bin/sh\ncp "$1" "$EDITOR_SEEN"\n'
                      'if [ "$EDITOR_MODE" = empty ]; then : > "$1"; else printf "%s" "$EDITOR_TEXT" >> "$1"; fi\n')
    editor.chmod(0o755)
    seen = tmp_path / "seen.md"
    binary = os.environ.get("ALMANAC_BINARY", str(Path(__file__).resolve().parents[2] / ".build" / "debug" / "almanac"))

    def add_in_editor(mode, text, *extra):
        primary, secondary = pty.openpty()  # a terminal on standard input, as when typed in a shell
        try:
            env = {k: v for k, v in os.environ.items() if k != "VISUAL"}
            env.update(EDITOR=str(editor), EDITOR_SEEN=str(seen), EDITOR_MODE=mode, EDITOR_TEXT=text)
            return subprocess.run([binary, "journal", "add", *extra, "--data", server.data], stdin=secondary,
                                  capture_output=True, text=True, env=env, timeout=60)
        finally:
            os.close(primary)
            os.close(secondary)

    def entries():
        return json.loads(server.cli("journal", "list", "--json", "--limit", "500").stdout)["entries"]

    before = len(entries())
    written = add_in_editor("append", "1. Coffee with Mira\n", "--template", "gratitude", "--tag", "evening")
    assert written.returncode == 0, written.stderr
    assert seen.read_text().startswith("Three things I am grateful for today:")  # the editor opened on the template
    newest = entries()[0]
    assert "Three things I am grateful for today:" in newest["text"] and "1. Coffee with Mira" in newest["text"]
    assert newest["tags"] == ["evening"] and newest["template"] == "gratitude"

    empty = add_in_editor("empty", "")
    assert empty.returncode == 1 and "The entry was empty; nothing was saved." in empty.stderr
    untouched = add_in_editor("append", "", "--template", "gratitude")
    assert untouched.returncode == 1 and "still the template" in untouched.stderr
    assert len(entries()) == before + 1


def test_journal_import_refuses_a_2_gb_export_with_a_clear_error(server, tmp_path):
    big = tmp_path / "Export.zip"
    with open(big, "wb") as f:
        f.truncate(2_000_000_000)  # sparse: 2 GB long, nothing on disk
    result = server.cli("journal", "import", "dayone", str(big))
    assert result.returncode == 1 and result.stdout == "Reading " + str(big) + "…\n"
    assert result.stderr.strip() == "almanac: Export.zip is 2000.0 MB; an archive may hold at most 1000.0 MB."
