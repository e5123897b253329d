"""The installable app with the network cut (Chromium's offline emulation through CDP): the
install prerequisites a browser checks (manifest, icons, start URL in scope, a service worker that
controls the page), the start URL and unvisited pages offline, and a to-do completed offline that
reaches the server exactly once when the network is back."""
import hashlib
import json
import os
import sqlite3
import subprocess
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, screenshot, sign_in


def set_offline(driver, server, offline):
    """Cuts the network (or brings it back). Chromium's offline emulation covers the page (its
    requests fail, navigator.onLine is false, the offline and online events fire) but not the
    service worker's own fetches, which would still reach the server; so the server stops too,
    as it would look from a phone without signal, and starts again on the same port and data
    (sessions are in the database, so the user stays signed in)."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    if offline:
        server.process.terminate()
        server.process.wait(timeout=10)
        return
    start_server(server)


def start_server(server):
    """Starts `almanac serve` again on the same port and data, and waits until it answers."""
    binary = os.environ.get("ALMANAC_BINARY", str(ROOT / ".build" / "debug" / "almanac"))
    server.process = subprocess.Popen(
        [binary, "serve", "--data", server.data, "--port", str(server.port), "--log-level", "warning"],
        stdout=server.log, stderr=subprocess.STDOUT)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            if urllib.request.urlopen(server.url + "/healthz", timeout=1).status == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("almanac serve did not start again")


def expected_offline_errors(driver, also=()):
    """Reads the console: a request the page made while the network was cut fails, and Chromium
    logs it (net::ERR_INTERNET_DISCONNECTED); that is the point of these tests. Any other error
    fails, but those the test expects (`also`)."""
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    cut = ("ERR_INTERNET_DISCONNECTED", "ERR_CONNECTION_REFUSED", "Failed to fetch", *also)
    unexpected = [entry for entry in errors if not any(reason in entry["message"] for reason in cut)]
    assert not unexpected, unexpected


def fetch_json(driver, method, path, body=None):
    """An API call from the page, with the page's CSRF token; returns [status, json]."""
    return driver.execute_async_script("""
        const [method, path, body, done] = arguments;
        fetch(path, {method, credentials: "same-origin", headers: {"Content-Type": "application/json",
            "X-CSRF-Token": document.querySelector('meta[name="csrf-token"]').content},
            body: body === null ? undefined : JSON.stringify(body)})
          .then(async r => done([r.status, await r.json().catch(() => null)]))
          .catch(e => done([0, String(e)]));""", method, path, body)


def wait_until_controlled(driver):
    """Waits for the service worker to be installed and to control this page."""
    WebDriverWait(driver, 20).until(lambda d: d.execute_async_script(
        "const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true), () => done(false));"))
    if not driver.execute_script("return !!navigator.serviceWorker.controller"):
        driver.refresh()
    WebDriverWait(driver, 20).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))


def test_installable_and_the_start_url_opens_offline(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/today")
    status, manifest = fetch_json(driver, "GET", "/manifest.webmanifest")
    assert status == 200
    assert manifest["display"] == "standalone"
    assert manifest["start_url"].startswith(manifest["scope"])
    assert {icon["sizes"] for icon in manifest["icons"]} == {"192x192", "512x512"}
    assert any(icon["purpose"] == "maskable" for icon in manifest["icons"])
    for icon in manifest["icons"]:
        # The browser decodes each icon at its stated size.
        size = driver.execute_async_script("""
            const [src, done] = arguments; const image = new Image();
            image.onload = () => done(image.naturalWidth + "x" + image.naturalHeight); image.onerror = () => done("error");
            image.src = src;""", icon["src"])
        assert size == icon["sizes"]
    wait_until_controlled(driver)
    assert driver.execute_script("return navigator.serviceWorker.controller.scriptURL").endswith("/sw.js")

    set_offline(driver, server, True)
    try:
        # The start URL was loaded once: it opens without the network, as it was.
        driver.get(server.url + manifest["start_url"])
        assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "Today"
        WebDriverWait(driver, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-role=offline]").is_displayed())
        # A page never opened on this device: the offline page, in the app's frame.
        driver.get(server.url + "/timelines")
        assert driver.find_element(By.TAG_NAME, "h1").text == "You are offline"
        assert driver.find_element(By.CSS_SELECTOR, "link[rel=stylesheet]")
        screenshot(driver, "offline-page")
    finally:
        set_offline(driver, server, False)
        expected_offline_errors(driver)


def task_title_ids(driver):
    return driver.execute_script("return [...document.querySelectorAll('.task-row')].map(r => r.dataset.title)")


def test_a_todo_completed_offline_reaches_the_server_once(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/today")
    for title in ["Post the letter", "Buy bread"]:
        status, created = fetch_json(driver, "POST", "/api/v1/tasks", {"quickEntry": title + " today"})
        assert status == 201, created
    task_id = created["task"]["id"]
    driver.get(server.url + "/tasks/today")
    wait_until_controlled(driver)
    assert task_title_ids(driver) == ["Post the letter", "Buy bread"]

    set_offline(driver, server, True)
    try:
        driver.find_element(By.CSS_SELECTOR, "button[aria-label='Complete “Buy bread”']").click()
        WebDriverWait(driver, 15).until(lambda d: task_title_ids(d) == ["Post the letter"])
        status = driver.find_element(By.ID, "sync-status")
        WebDriverWait(driver, 15).until(lambda d: "1 change waiting to sync" in status.text)
        status.find_element(By.TAG_NAME, "summary").click()
        assert "Complete “Buy bread”" in status.text
        assert "You are offline" in status.text
        screenshot(driver, "offline-sync-status")
        # Still on the device after a reload without the network (the page comes from the worker).
        driver.refresh()
        WebDriverWait(driver, 15).until(
            lambda d: "1 change waiting to sync" in d.find_element(By.ID, "sync-status").text)
    finally:
        set_offline(driver, server, False)
        expected_offline_errors(driver)

    # Back online: the queue empties by itself, and the server has the to-do completed once.
    driver.execute_script("window.dispatchEvent(new Event('online'))")
    WebDriverWait(driver, 15).until(
        lambda d: not d.find_element(By.ID, "sync-status").find_element(By.CSS_SELECTOR, "[data-role=waiting]").is_displayed())
    status, task = fetch_json(driver, "GET", f"/api/v1/tasks/{task_id}")
    assert status == 200
    assert task["status"] == "completed", task
    status, history = fetch_json(driver, "GET", "/api/v1/history?limit=100")
    completions = [change for change in history if change["entityId"] == task_id and change["operation"] == "update"]
    assert len(completions) == 1, history
    driver.get(server.url + "/tasks/today")
    assert task_title_ids(driver) == ["Post the letter"]
    expected_offline_errors(driver)


def test_a_replayed_request_does_nothing_twice(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/today")
    answers = driver.execute_async_script("""
        const done = arguments[0];
        const send = () => fetch("/api/v1/tasks", {method: "POST", credentials: "same-origin",
            headers: {"Content-Type": "application/json", "Idempotency-Key": "e2e-replay-1",
                      "X-CSRF-Token": document.querySelector('meta[name="csrf-token"]').content},
            body: JSON.stringify({quickEntry: "Water the basil today"})})
          .then(async r => [r.status, r.headers.get("Idempotent-Replayed"), await r.json()]);
        send().then(first => send().then(second => done([first, second])));""")
    (first_status, first_replayed, first), (second_status, second_replayed, second) = answers
    assert (first_status, second_status) == (201, 201)
    assert first_replayed is None and second_replayed == "true"
    assert first["task"]["id"] == second["task"]["id"]
    driver.get(server.url + "/tasks/today")
    titles = driver.execute_script("return [...document.querySelectorAll('.task-row')].map(r => r.dataset.title)")
    assert titles.count("Water the basil") == 1


def queued(driver):
    """The actions waiting in the page's offline queue (IndexedDB), oldest first."""
    return driver.execute_async_script("""
        const done = arguments[0];
        import("/js/offline.js").then(m => m.queuedActions()).then(done, e => done(String(e)));""")


def test_a_change_whose_key_is_still_claimed_is_sent_again_not_dropped(driver, server):
    """After a crash the server frees the keys of requests it never finished; and when a key is
    still claimed (409 idempotency_in_progress, its first request running), the queue keeps the
    change and sends it again with backoff instead of treating 409 as a refusal."""
    sign_in(driver, server)
    driver.get(server.url + "/tasks/today")
    status, created = fetch_json(driver, "POST", "/api/v1/tasks", {"quickEntry": "Return the library book today"})
    assert status == 201, created
    task_id = created["task"]["id"]
    status, me = fetch_json(driver, "GET", "/api/v1/me")
    driver.get(server.url + "/tasks/today")
    wait_until_controlled(driver)

    set_offline(driver, server, True)
    try:
        driver.find_element(By.CSS_SELECTOR, "button[aria-label='Complete “Return the library book”']").click()
        WebDriverWait(driver, 15).until(lambda d: "1 change waiting to sync" in d.find_element(By.ID, "sync-status").text)
        [action] = queued(driver)
        # The server is back, and the change's key is claimed by a request that has not finished
        # (as one in flight on another connection would be); the page is still offline.
        start_server(server)
        body = b"" if action.get("body") is None else json.dumps(action["body"], separators=(",", ":"), ensure_ascii=False).encode()
        fingerprint = hashlib.sha256(f"{action['method']} {action['path']}\n".encode() + body).hexdigest()
        database = sqlite3.connect(os.path.join(server.data, "almanac.sqlite"), timeout=10)
        now = time.strftime("%Y-%m-%d %H:%M:%S.000", time.gmtime())
        database.execute(
            "INSERT INTO idempotent_requests (owner_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)",
            (me["id"], action["key"], fingerprint, now))
        database.commit()
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    driver.execute_script("window.dispatchEvent(new Event('online'))")
    # The server answers 409 "in progress": the change waits (not refused), and is tried again.
    time.sleep(3)
    [waiting] = queued(driver)
    assert waiting["key"] == action["key"] and not waiting.get("refused"), waiting
    assert waiting["attempts"] >= 1, waiting
    status, task = fetch_json(driver, "GET", f"/api/v1/tasks/{task_id}")
    assert task["status"] == "open", task
    # The claim goes (its first request ended without an answer): the next retry applies it, once.
    database.execute("DELETE FROM idempotent_requests WHERE key = ?", (action["key"],))
    database.commit()
    database.close()
    WebDriverWait(driver, 40).until(lambda d: queued(d) == [])
    status, task = fetch_json(driver, "GET", f"/api/v1/tasks/{task_id}")
    assert task["status"] == "completed", task
    status, history = fetch_json(driver, "GET", "/api/v1/history?limit=100")
    completions = [change for change in history if change["entityId"] == task_id and change["operation"] == "update"]
    assert len(completions) == 1, history
    screenshot(driver, "offline-in-progress-retried")
    # Chromium logs each 409 the queue was answered.
    expected_offline_errors(driver, also=("status of 409 (Conflict)",))


def test_the_server_frees_the_keys_of_requests_it_did_not_finish_when_it_starts(driver, server):
    """kill -9 in the middle of a request leaves its key claimed; the next `almanac serve` frees
    it, so the retry runs at once instead of answering 409 for five minutes."""
    sign_in(driver, server)
    driver.get(server.url + "/tasks/today")
    status, me = fetch_json(driver, "GET", "/api/v1/me")
    body = json.dumps({"quickEntry": "Call the plumber today"}, separators=(",", ":")).encode()
    fingerprint = hashlib.sha256(b"POST /api/v1/tasks\n" + body).hexdigest()
    database = sqlite3.connect(os.path.join(server.data, "almanac.sqlite"), timeout=10)
    now = time.strftime("%Y-%m-%d %H:%M:%S.000", time.gmtime())
    database.execute(
        "INSERT INTO idempotent_requests (owner_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)",
        (me["id"], "e2e-crash-1", fingerprint, now))
    database.commit()
    database.close()
    retry = """
        const done = arguments[0];
        fetch("/api/v1/tasks", {method: "POST", credentials: "same-origin",
            headers: {"Content-Type": "application/json", "Idempotency-Key": "e2e-crash-1",
                      "X-CSRF-Token": document.querySelector('meta[name="csrf-token"]').content},
            body: '{"quickEntry":"Call the plumber today"}'})
          .then(async r => done([r.status, await r.json()]));"""
    status, answer = driver.execute_async_script(retry)
    assert status == 409 and answer["error"]["code"] == "idempotency_in_progress", answer
    server.process.kill()  # kill -9: the claim stays, as a request in flight would leave it
    server.process.wait(timeout=10)
    start_server(server)
    status, answer = driver.execute_async_script(retry)
    assert status == 201, answer
    assert answer["task"]["title"] == "Call the plumber"
    expected_offline_errors(driver, also=("status of 409 (Conflict)",))
