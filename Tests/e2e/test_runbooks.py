"""Runbooks in the browser: a runbook from a template walked step by step (large type, the
breathing timer, the feeling before and after) at 375 and 1280 px, and one opened and used with
the network cut, its use arriving when the network is back."""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, screenshot, sign_in
from test_offline import expected_offline_errors, fetch_json, set_offline, wait_until_controlled


def make_runbook(driver, template):
    status, runbook = fetch_json(driver, "POST", "/api/v1/runbooks", {"template": template})
    assert status == 201, runbook
    return runbook


def current_card(driver):
    return driver.find_element(By.CSS_SELECTOR, ".runbook-card.is-current")


def choose_feeling(driver, name, feeling):
    current_card(driver).find_element(By.CSS_SELECTOR, f"label.feeling-choice:has(input[name={name}][value={feeling}])").click()


def next_until_last(driver):
    while driver.find_element(By.CSS_SELECTOR, "[data-action=next]").is_displayed():
        driver.find_element(By.CSS_SELECTOR, "[data-action=next]").click()


def test_a_runbook_is_walked_step_by_step_and_the_use_kept(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/runbooks")
    runbook = make_runbook(driver, "anxiety")
    fetch_json(driver, "PUT", "/api/v1/runbook-settings", {"emergencyNumber": "112"})
    fetch_json(driver, "POST", "/api/v1/runbook-contacts", {"name": "Sam", "phone": "+49 30 123456", "note": "my sister", "checkedOn": time.strftime("%Y-%m-%d")})
    fetch_json(driver, "POST", "/api/v1/runbook-contacts", {"name": "Dr. Okafor", "phone": "030 987 654", "note": "my doctor"})
    driver.get(server.url + "/runbooks")
    assert "If you are in danger now, call 112" in driver.find_element(By.CSS_SELECTOR, ".runbook-danger").text
    screenshot(driver, "runbooks-list")

    driver.get(server.url + f"/runbooks/{runbook['id']}")
    assert "How do you feel now?" in current_card(driver).text
    assert len(driver.find_elements(By.CSS_SELECTOR, ".runbook-card.is-current")) == 1
    choose_feeling(driver, "before", "sad")
    screenshot(driver, "runbook-use-before")
    driver.find_element(By.CSS_SELECTOR, "[data-action=next]").click()
    assert "This is anxiety" in current_card(driver).text
    driver.find_element(By.CSS_SELECTOR, "[data-action=next]").click()
    # The breathing timer counts in words and ticks the step when done (here: it has started).
    current_card(driver).find_element(By.CSS_SELECTOR, "[data-action=breathe]").click()
    WebDriverWait(driver, 15).until(lambda d: "Breathe in" in current_card(d).find_element(By.CSS_SELECTOR, ".runbook-breath").text)
    screenshot(driver, "runbook-use-breathing")
    current_card(driver).find_element(By.CSS_SELECTOR, ".runbook-done").click()
    next_until_last(driver)
    choose_feeling(driver, "after", "meh")
    click_and_wait(driver, current_card(driver).find_element(By.CSS_SELECTOR, "button[type=submit]"), "Kept this use")
    status, uses = fetch_json(driver, "GET", f"/api/v1/runbooks/{runbook['id']}/uses")
    assert [(use["before"], use["after"], len(use["stepsDone"])) for use in uses] == [("sad", "meh", 1)], uses
    assert "sad → " in driver.find_element(By.ID, "uses").text

    driver.get(server.url + f"/runbooks/{runbook['id']}/edit")
    screenshot(driver, "runbook-edit")
    driver.get(server.url + f"/runbooks/{runbook['id']}/print")
    screenshot(driver, "runbook-print")


def test_a_runbook_opens_offline_and_a_use_made_offline_arrives(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/runbooks")
    runbook = make_runbook(driver, "procrastination")
    url = server.url + f"/runbooks/{runbook['id']}"
    driver.get(server.url + "/runbooks")
    wait_until_controlled(driver)
    # The list puts every runbook's page in the offline page cache.
    WebDriverWait(driver, 20).until(lambda d: d.execute_async_script(
        "const done = arguments[1]; caches.open('almanac-pages').then(c => c.match(arguments[0])).then(r => done(!!r));", url))

    set_offline(driver, server, True)
    try:
        driver.get(url)
        assert "When I can't start" in driver.find_element(By.TAG_NAME, "h1").text
        choose_feeling(driver, "before", "angry")
        driver.find_element(By.CSS_SELECTOR, "[data-action=next]").click()
        current_card(driver).find_element(By.CSS_SELECTOR, ".runbook-done").click()
        next_until_last(driver)
        choose_feeling(driver, "after", "meh")
        current_card(driver).find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(driver, 20).until(lambda d: "Kept on this device" in d.find_element(By.CSS_SELECTOR, "[data-part=note]").text)
        WebDriverWait(driver, 15).until(lambda d: "1 change waiting to sync" in d.find_element(By.ID, "sync-status").text)
        screenshot(driver, "runbook-offline-use")
    finally:
        set_offline(driver, server, False)
        expected_offline_errors(driver)

    driver.execute_script("window.dispatchEvent(new Event('online'))")
    WebDriverWait(driver, 15).until(
        lambda d: not d.find_element(By.ID, "sync-status").find_element(By.CSS_SELECTOR, "[data-role=waiting]").is_displayed())
    status, uses = fetch_json(driver, "GET", f"/api/v1/runbooks/{runbook['id']}/uses")
    assert status == 200
    assert [(use["before"], use["after"], len(use["stepsDone"])) for use in uses] == [("angry", "meh", 1)], uses
    expected_offline_errors(driver)
