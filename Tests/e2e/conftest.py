"""Browser tests: a real `almanac serve` on a free port with a temporary data folder, driven by
Debian's chromium through selenium. Every test fails on a JavaScript console error, and
screenshots land in Tests/e2e/screenshots/ (look at them)."""
import datetime
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.remote.webelement import WebElement
from selenium.common.exceptions import WebDriverException

# A click as a person taps: WebDriver scrolls an element that is off screen to the very bottom edge
# (it ignores `scroll-padding`), where the phone's bottom bar covers it, which no person would tap.
# An element off screen or covered is brought to the middle of the screen first; one in plain view
# is clicked where it is (tests of the scroll position rely on that).
_click = WebElement.click
_BRING_INTO_VIEW = """
const element = arguments[0];
const box = element.getBoundingClientRect();
const x = box.left + box.width / 2, y = box.top + box.height / 2;
const hit = y >= 0 && y < innerHeight && x >= 0 && x < innerWidth ? document.elementFromPoint(x, y) : null;
if (!hit || !(element.contains(hit) || hit.contains(element))) element.scrollIntoView({block: "center", inline: "nearest"});
"""


def _click_as_a_person_taps(self):
    try:
        self.parent.execute_script(_BRING_INTO_VIEW, self)
    except Exception:
        pass  # a stale or hidden element: let WebDriver's own click say so
    _click(self)


WebElement.click = _click_as_a_person_taps

# Waiting for the old page's element to go stale: while Chromium replaces the page it can answer
# "Node with given id does not belong to the document" instead of "stale"; that is "not yet", ask again.
_staleness_of = EC.staleness_of


def _staleness_of_across_navigation(element):
    check = _staleness_of(element)

    def predicate(driver):
        try:
            return check(driver)
        except WebDriverException:
            return False

    return predicate


EC.staleness_of = _staleness_of_across_navigation

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
PASSWORD = "correct horse battery"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, data=None):
        """Serves a new temporary data folder, or `data` (to restart on the same data)."""
        binary = os.environ.get("ALMANAC_BINARY", str(ROOT / ".build" / "debug" / "almanac"))
        self.data = data or tempfile.mkdtemp(prefix="almanac-e2e-")
        self.log = open(Path(self.data) / "server.log", "a")
        # The browser tests run in parallel workers (pytest-xdist): a free port can be taken by another
        # worker's server between asking and binding, so a server that exits at once gets a new port.
        for _ in range(5):
            self.port = free_port()
            self.url = f"http://127.0.0.1:{self.port}"
            self.process = subprocess.Popen(
                [binary, "serve", "--data", self.data, "--port", str(self.port), "--log-level", "warning"],
                stdout=self.log, stderr=subprocess.STDOUT)
            deadline = time.time() + 30
            while time.time() < deadline and self.process.poll() is None:
                try:
                    if urllib.request.urlopen(self.url + "/healthz", timeout=1).status == 200:
                        return
                except OSError:
                    time.sleep(0.2)
            if self.process.poll() is None:
                break
        raise RuntimeError("almanac serve did not start; see " + self.log.name)

    def cli(self, *args, input=None):
        binary = os.environ.get("ALMANAC_BINARY", str(ROOT / ".build" / "debug" / "almanac"))
        return subprocess.run([binary, *args, "--data", self.data], input=input, capture_output=True, text=True)

    def kill(self):
        """Kills the server with SIGKILL, as a power cut would; the data folder stays."""
        self.process.kill()
        self.process.wait(timeout=10)
        self.log.close()

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()
        # The data folder (with its server.log) is kept only when asked for, to debug a failure.
        if not os.environ.get("ALMANAC_KEEP_E2E_DATA"):
            shutil.rmtree(self.data, ignore_errors=True)


@pytest.fixture(scope="module")
def server():
    s = Server()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # ALMANAC_E2E_TZ runs the browser (and so the first account, which takes the browser's zone) in
    # another zone: the suite at another hour of the person's day, e.g. Pacific/Kiritimati (UTC+14).
    zone = os.environ.get("ALMANAC_E2E_TZ")
    env = {**os.environ, "TZ": zone} if zone else None
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver", env=env))
    driver.implicitly_wait(2)
    yield driver
    driver.quit()


@pytest.fixture
def driver(browser):
    """The browser, checked for JavaScript console errors after each test."""
    browser.get_log("browser")
    yield browser
    errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE" and not expected_status(entry)]
    assert not errors, f"JavaScript console errors: {errors}"


def expected_status(entry):
    """A page answered with a 4xx on purpose (a form shown again with its errors, a 404 page)
    is logged by Chromium as a network error; missing scripts, styles or images are not excused."""
    message = entry["message"]
    url = message.split(" ", 1)[0]
    return (entry["source"] == "network" and "the server responded with a status of 4" in message
            and not url.endswith((".js", ".css", ".svg", ".png", ".ico")))


def screenshot(driver, name):
    """Saves the page at phone (375 px) and desktop (1280 px) widths, and fails when the page is
    wider than the phone's screen (it would scroll sideways)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    for width in (375, 1280):
        driver.set_window_size(width, 900)
        if width == 375:
            overflow = driver.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            culprits = driver.execute_script("""
                const width = document.documentElement.clientWidth;
                return [...document.querySelectorAll('body *')]
                  .filter(e => e.getBoundingClientRect().right > width + 1)
                  .filter(e => { for (let a = e.parentElement; a; a = a.parentElement) {
                    if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(a).overflowX)) return false; } return true; })
                  .filter(e => ![...e.children].some(c => c.getBoundingClientRect().right > width + 1))
                  .slice(0, 5).map(e => e.tagName.toLowerCase() + (e.className ? '.' + e.className : '')
                    + ' ' + (e.textContent || '').trim().slice(0, 30));""")
            assert overflow <= 1, f"{name}: the page is {overflow} px wider than a 375 px phone: {culprits}"
        height = driver.execute_script("return Math.max(document.body.scrollHeight, 600)")
        driver.set_window_size(width, min(height + 100, 4000))
        driver.save_screenshot(str(SCREENSHOTS / f"{name}-{width}.png"))
    driver.set_window_size(1280, 900)


def click_and_wait(driver, element, flash_text=None):
    """Clicks a link or submit button and waits for the next page to replace this one (and, when
    given, for its flash message to say `flash_text`)."""
    driver.execute_script("window.__leaving = true")
    element.click()
    WebDriverWait(driver, 20).until(
        lambda d: d.execute_script("return window.__leaving !== true && document.readyState === 'complete'"))
    if flash_text is not None:
        WebDriverWait(driver, 20).until(
            EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".flash"), flash_text))


def fill(driver, name, value):
    field = driver.find_element(By.NAME, name)
    field.clear()
    field.send_keys(value)


def api(driver, method, path, body=None):
    """A JSON API call from the signed-in page (session cookie and CSRF header), returning the answer."""
    status, text = driver.execute_async_script("""
        const [method, path, body, done] = arguments;
        const token = document.querySelector('meta[name=csrf-token]').content;
        fetch(path, {method, headers: {'Content-Type': 'application/json', 'X-CSRF-Token': token},
                     body: body === null ? undefined : body})
          .then(async (r) => done([r.status, await r.text()])).catch((e) => done([0, String(e)]));
        """, method, path, None if body is None else json.dumps(body))
    assert 200 <= status < 300, f"{method} {path}: {status} {text}"
    return json.loads(text) if text else {}


def browser_today(driver):
    """The calendar date where the browser is (the first account's zone), not the machine's."""
    return datetime.date.fromisoformat(driver.execute_script("return new Date().toLocaleDateString('en-CA')"))


def person_today(driver):
    """The signed-in person's today (their zone and day start), which need not be the machine's date."""
    return datetime.date.fromisoformat(api(driver, "GET", "/api/v1/plan/today")["day"])


def sign_in(driver, server, username="ada"):
    """Signs in, creating the first account through the setup page when there is none."""
    driver.get(server.url + "/")
    if "/setup" in driver.current_url:
        fill(driver, "username", username)
        fill(driver, "password", PASSWORD)
        fill(driver, "passwordAgain", PASSWORD)
        click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "form button[type=submit]"))
    elif "/signin" in driver.current_url:
        fill(driver, "username", username)
        fill(driver, "password", PASSWORD)
        click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    assert "/setup" not in driver.current_url and "/signin" not in driver.current_url, driver.page_source[:2000]
