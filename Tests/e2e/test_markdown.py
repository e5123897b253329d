"""Markdown never becomes markup (issue 29): the payload corpus (markdown_payloads.json, shared with
MarkdownTests.swift) in a to-do's notes, a timeline event's notes and a journal entry; each page
opens without navigating away, without a dialog, without a CSP violation or console error, and
every link left in the notes goes to http(s), mailto or this site. Also: colours still show
under a CSP without inline styles."""
import json
import time
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import screenshot, sign_in
from test_escaping import DIALOG_TRAP, INJECTED, api

CORPUS = json.loads((Path(__file__).resolve().parent / "markdown_payloads.json").read_text())
# Ordinary notes (a journal entry, a recipe, checklists, a table, code), shared with MarkdownParserTests.swift.
ORDINARY = json.loads(
    (Path(__file__).resolve().parent.parent / "AlmanacWebTests/Shared/Markdown/ordinary-notes.json").read_text())
NOTES = "\n\n".join(CORPUS)

# Any CSP violation, recorded before the page's own scripts run.
CSP_TRAP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
"""

LINKS = """
return [...document.querySelectorAll('.task-notes a, .tl-notes a, .journal-text a, .task-notes img, .tl-notes img, .journal-text img')]
  .map((e) => e.getAttribute('href') ?? e.getAttribute('src'));
"""


def allowed(target):
    lower = target.lower()
    if lower.startswith(("http://", "https://", "mailto:")):
        return True
    return not lower.startswith("//") and "\\" not in lower and ":" not in lower.split("/")[0].split("?")[0].split("#")[0]


def open_page(driver, server, path):
    url = server.url + path
    driver.get(url)
    time.sleep(1)  # a meta refresh of 0 s would have left by now
    assert driver.current_url == url, f"{path} navigated to {driver.current_url}"
    assert driver.execute_script("return window.__dialogs") == [], f"{path} opened a dialog"
    assert driver.execute_script("return window.__csp") == [], f"{path}: CSP violations"
    assert driver.execute_script(INJECTED) == [], f"{path} has injected markup"
    targets = driver.execute_script(LINKS)
    assert [t for t in targets if not allowed(t)] == [], f"{path}: links to {targets}"
    # js/colors.js sets --color through the CSSOM (allowed); nothing in the notes has a style.
    notes = ".task-notes, .tl-notes, .journal-text"
    assert not driver.find_elements(By.CSS_SELECTOR, f"main meta, main iframe, main style, {', '.join(n + ' [style]' for n in notes.split(', '))}")


def test_the_markdown_corpus_stays_text_in_every_markdown_field(driver, server):
    for source in (DIALOG_TRAP, CSP_TRAP):
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})
    sign_in(driver, server)
    driver.get(server.url + "/today")
    task = api(driver, "POST", "/api/v1/tasks", {"title": "Corpus", "notes": NOTES, "when": "someday"})["task"]
    timeline = api(driver, "POST", "/api/v1/timelines", {"name": "Corpus", "color": "#c0392b"})
    event = api(driver, "POST", f"/api/v1/timelines/{timeline['id']}/events", {"title": "Corpus", "notes": NOTES, "start": "2015-03"})
    entry = api(driver, "POST", "/api/v1/journal/entries", {"text": NOTES})
    for path in (f"/tasks/item/{task['id']}", f"/timelines/events/{event['id']}", f"/journal/entries/{entry['id']}", "/journal"):
        open_page(driver, server, path)
    # An allowed link is still a link, an https picture elsewhere a link to it.
    assert driver.find_elements(By.CSS_SELECTOR, ".journal-text")
    screenshot(driver, "markdown-journal")


def test_ordinary_notes_read_well_on_a_phone(driver, server):
    """Issue 35: headings, lists, a table and code blocks of ordinary notes fit a 375 px phone
    (screenshot() fails on a page wider than the phone) in a journal entry and a to-do's notes."""
    sign_in(driver, server)
    driver.get(server.url + "/today")
    notes = "\n\n".join(ORDINARY)
    entry = api(driver, "POST", "/api/v1/journal/entries", {"text": notes})
    task = api(driver, "POST", "/api/v1/tasks", {"title": "Notes", "notes": notes, "when": "someday"})["task"]
    driver.get(server.url + f"/journal/entries/{entry['id']}")
    assert driver.find_elements(By.CSS_SELECTOR, ".journal-text table th[align=left]")
    assert driver.find_element(By.CSS_SELECTOR, ".journal-text pre code.language-swift").text.startswith("let day")
    screenshot(driver, "markdown-ordinary-journal")
    driver.get(server.url + f"/tasks/item/{task['id']}")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".task-notes ol > li")) >= 9
    screenshot(driver, "markdown-ordinary-task")


def test_colours_show_without_inline_styles(driver, server):
    for source in (DIALOG_TRAP, CSP_TRAP):
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})
    sign_in(driver, server)
    driver.get(server.url + "/today")
    timeline = api(driver, "POST", "/api/v1/timelines", {"name": "Red line", "color": "#c0392b"})
    api(driver, "POST", f"/api/v1/timelines/{timeline['id']}/events", {"title": "Moved", "start": "2016-05"})
    habit = api(driver, "POST", "/api/v1/habits", {"name": "Read", "color": "#2f6f5e"})
    for path in ("/timelines", "/habits", f"/habits/{habit['id']}"):
        open_page(driver, server, path)
    driver.get(server.url + "/timelines")
    symbol = driver.find_element(By.CSS_SELECTOR, ".tl-row .tl-symbol")
    assert driver.execute_script("return getComputedStyle(arguments[0]).borderTopColor", symbol) == "rgb(192, 57, 43)"
    dot = driver.find_element(By.CSS_SELECTOR, ".tl-dot circle")
    assert dot.get_attribute("fill") == "#c0392b"
    screenshot(driver, "markdown-colours-timelines")
    driver.get(server.url + f"/habits/{habit['id']}")
    bar = driver.find_elements(By.CSS_SELECTOR, ".habit-bar .bar-fill")
    assert all(b.get_attribute("fill") == "#2f6f5e" for b in bar)
    screenshot(driver, "markdown-colours-habit")
