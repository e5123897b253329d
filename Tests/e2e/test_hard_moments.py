"""Hard moments in the browser, at 375 and 1280 px: surfing an urge from the running Focus
screen (the runbook step's timer picks the answer), a price pact made with the form and marked,
and the practice timer with its bells started, stopped and logged."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, fill, screenshot, sign_in
from test_offline import fetch_json


def test_an_urge_is_surfed_a_pact_kept_and_practice_logged(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/focus")
    status, _ = fetch_json(driver, "POST", "/api/v1/intentions", {"what": "Write the report", "plannedMinutes": 25})
    assert status == 201
    driver.get(server.url + "/focus")
    driver.find_element(By.CSS_SELECTOR, ".focus-more summary").click()
    driver.find_element(By.CSS_SELECTOR, "input[name=trigger][value=internal]").click()
    surf = driver.find_element(By.CSS_SELECTOR, ".urge-surf [data-action=surf]")
    surf.click()
    WebDriverWait(driver, 5).until(lambda d: "notice the urge" in d.find_element(By.CSS_SELECTOR, ".urge-surf .runbook-clock").text)
    assert driver.find_element(By.CSS_SELECTOR, "input[name=urgePassed][value=false]").is_selected()
    screenshot(driver, "focus-urge-surf")
    driver.find_element(By.CSS_SELECTOR, "input[name=urgePassed][value=true]").click()
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, ".focus-more form button[type=submit]"), "the urge passed")

    driver.get(server.url + "/runbooks/pacts")
    driver.find_element(By.CSS_SELECTOR, "input[name=kind][value=price]").click()
    fill(driver, "text", "No social media before noon")
    fill(driver, "amount", "20")
    fill(driver, "consequence", "I give it to the animal shelter")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "#new-pact button[type=submit]"), "Made the pact")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, ".pact-mark button[value=true]"), "kept, noted")
    assert "1 kept, 0 broken" in driver.find_element(By.CSS_SELECTOR, ".pact").text
    screenshot(driver, "pacts")

    driver.get(server.url + "/focus/practice")
    driver.find_element(By.CSS_SELECTOR, "[data-action=start]").click()
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, ".practice-clock").text.startswith(("10:00", "9:5")))
    screenshot(driver, "practice-running")
    driver.find_element(By.CSS_SELECTOR, "[data-action=stop]").click()
    assert driver.find_element(By.NAME, "minutes").get_attribute("value") == "1"
    fill(driver, "note", "Calm after the bell")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "#practice-log button[type=submit]"), "Logged 1 minute of practice")
    assert "1 min in 1 session, on 1 day." in driver.find_element(By.CSS_SELECTOR, ".practice-total").text
    screenshot(driver, "practice")
