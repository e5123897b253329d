"""Calendars in the browser: a calendar read from a (local) address by the server, with ETag,
one uploaded as a file, the page's meetings by day and Today's Meetings line, at 375 and 1280 px."""

import datetime
import http.server
import json
import os
import threading
import zoneinfo

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import PASSWORD, Server, click_and_wait, fill, screenshot

BERLIN = zoneinfo.ZoneInfo("Europe/Berlin")


def compact(day):
    return day.strftime("%Y%m%d")


def work_calendar(today):
    """A realistic work week: a daily standup, a weekly planning on Monday, a 1:1 every other
    Wednesday, a moved instance, a long review today, a free focus block, an all-day offsite."""
    monday = today - datetime.timedelta(days=today.weekday())
    start = today - datetime.timedelta(days=21)
    events = [
        ("standup", "Daily standup", f"DTSTART;TZID=Europe/Berlin:{compact(start)}T093000", "DURATION:PT15M",
         "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("planning", "Sprint planning", f"DTSTART;TZID=Europe/Berlin:{compact(monday - datetime.timedelta(days=14))}T110000",
         "DURATION:PT1H30M", "RRULE:FREQ=WEEKLY;INTERVAL=2", "LOCATION:Room Lovelace"),
        ("one-on-one", "1:1 with Sam", f"DTSTART;TZID=Europe/Berlin:{compact(today)}T150000", "DURATION:PT30M",
         "RRULE:FREQ=WEEKLY;COUNT=6"),
        ("review", "Quarterly review with the leadership team and the product owners",
         f"DTSTART;TZID=Europe/Berlin:{compact(today)}T133000", "DURATION:PT1H"),
        ("focus", "Focus time", f"DTSTART;TZID=Europe/Berlin:{compact(today + datetime.timedelta(days=1))}T080000",
         "DURATION:PT2H", "TRANSP:TRANSPARENT"),
        ("offsite", "Team offsite", f"DTSTART;VALUE=DATE:{compact(today + datetime.timedelta(days=3))}",
         f"DTEND;VALUE=DATE:{compact(today + datetime.timedelta(days=5))}"),
    ]
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Almanac e2e//EN", "X-WR-CALNAME:Work"]
    for uid, summary, *props in events:
        lines += ["BEGIN:VEVENT", f"UID:{uid}@e2e", f"SUMMARY:{summary}", *props, "END:VEVENT"]
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"


class Feed(http.server.BaseHTTPRequestHandler):
    body = b""
    requests = []

    def do_GET(self):
        Feed.requests.append(dict(self.headers))
        if self.headers.get("If-None-Match") == '"v1"':
            self.send_response(304)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/calendar")
        self.send_header("ETag", '"v1"')
        self.end_headers()
        self.wfile.write(Feed.body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def feed():
    today = datetime.datetime.now(BERLIN).date()
    Feed.body = work_calendar(today).encode()
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Feed)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    # http, not webcal: webcal:// is fetched over https, which this little server does not speak.
    yield f"http://127.0.0.1:{httpd.server_address[1]}/private/work-4f9a.ics"
    httpd.shutdown()


@pytest.fixture(scope="module")
def server():
    # The feed is on this machine: allowed only with the webhooks' switch, as an operator would.
    os.environ["ALMANAC_ALLOW_PRIVATE_WEBHOOKS"] = "1"
    try:
        s = Server()
    finally:
        del os.environ["ALMANAC_ALLOW_PRIVATE_WEBHOOKS"]
    yield s
    s.stop()


def test_a_calendar_by_address_and_one_by_file_show_their_meetings(driver, server, feed, tmp_path):
    # The person lives in Berlin (the browser's zone becomes the account's), as the feed does.
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Europe/Berlin"})
    try:
        driver.get(server.url + "/setup")
        WebDriverWait(driver, 15).until(lambda d: d.find_element(By.NAME, "timeZone").get_attribute("value") == "Europe/Berlin")
        fill(driver, "username", "ada")
        fill(driver, "password", PASSWORD)
        fill(driver, "passwordAgain", PASSWORD)
        click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
        add_and_look(driver, server, feed, tmp_path)
    finally:
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})


def add_and_look(driver, server, feed, tmp_path):
    driver.get(server.url + "/calendars")
    fill(driver, "url", feed)
    fill(driver, "name", "Work")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/calendars'] button[type=submit]"),
                   "Added the calendar")
    page = driver.find_element(By.TAG_NAME, "main").text
    assert "Daily standup" in page and "Quarterly review" in page
    assert "09:30–09:45" in page
    assert "private/work-4f9a" not in driver.page_source, "the secret address is shown back"
    assert "From 127.0.0.1" in page

    # Fetch now: the server sends the ETag back and gets a 304; the meetings stay.
    buttons = driver.find_elements(By.XPATH, "//button[normalize-space()='Fetch now']")
    click_and_wait(driver, buttons[0], "Read “Work”")
    assert Feed.requests[-1].get("If-None-Match") == '"v1"'

    family = tmp_path / "family.ics"
    today = datetime.datetime.now(BERLIN).date()
    family.write_text(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Family\r\nBEGIN:VEVENT\r\nUID:swim@e2e\r\n"
        f"SUMMARY:Swimming lesson\r\nDTSTART;TZID=Europe/Berlin:{compact(today)}T171500\r\nDURATION:PT45M\r\n"
        "RRULE:FREQ=WEEKLY\r\nLOCATION:Stadtbad\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    driver.find_element(By.CSS_SELECTOR, "input[type=file][name=file]").send_keys(str(family))
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Upload']"), "Read “Family”: 1 event.")
    page = driver.find_element(By.TAG_NAME, "main").text
    assert "Swimming lesson" in page and "Team offsite" in page
    screenshot(driver, "calendars")

    driver.get(server.url + "/today")
    line = driver.find_element(By.ID, "today-meetings").text
    assert "Daily standup" in line or today.weekday() >= 5
    assert "Swimming lesson" in line
    screenshot(driver, "calendars-today")


def test_the_cli_adds_lists_shows_meetings_and_removes(server, tmp_path):
    today = datetime.datetime.now(BERLIN).date()
    path = tmp_path / "work.ics"
    path.write_text(work_calendar(today))
    added = server.cli("calendars", "add", "--file", str(path), "--user", "ada", "--json")
    assert added.returncode == 0, added.stderr
    calendar = json.loads(added.stdout)
    assert calendar["source"] == "file" and calendar["events"] == 6
    listed = json.loads(server.cli("calendars", "list", "--user", "ada", "--json").stdout)
    assert calendar["id"] in [c["id"] for c in listed]
    events = server.cli("calendars", "events", "--user", "ada", "--calendar", calendar["id"], "--from", today.isoformat(), "--json")
    titles = [e["title"] for e in json.loads(events.stdout)]
    assert "Quarterly review with the leadership team and the product owners" in titles
    refused = server.cli("calendars", "add", "gopher://example.com/x", "--user", "ada")
    assert refused.returncode != 0 and "calendar's address starts with https://" in refused.stderr
    assert server.cli("calendars", "remove", calendar["id"], "--user", "ada").returncode == 0
    assert calendar["id"] not in [c["id"] for c in json.loads(server.cli("calendars", "list", "--user", "ada", "--json").stdout)]
