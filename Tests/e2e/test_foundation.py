"""The first run, the app shell, settings and tokens, as a new user meets them."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.ui import WebDriverWait

from conftest import PASSWORD, Server, click_and_wait, fill, screenshot, sign_in

MODULES = ["Today", "Week", "Focus", "Tasks", "Timelines", "Food", "Lifts", "Prices", "Journal"]


def test_first_visit_creates_the_account(driver, server):
    driver.get(server.url + "/")
    assert driver.current_url.endswith("/setup")
    assert "Create your account" in driver.page_source
    screenshot(driver, "setup")
    sign_in(driver, server)
    assert driver.current_url.endswith("/today")
    assert "Welcome to Almanac" in driver.find_element(By.CSS_SELECTOR, ".flash").text


def test_every_module_page_is_reachable_from_the_navigation(driver, server):
    sign_in(driver, server)
    for name in MODULES:
        click_and_wait(driver, driver.find_element(By.LINK_TEXT, name))
        assert driver.find_element(By.TAG_NAME, "h1").text.startswith(name)
        current = driver.find_element(By.CSS_SELECTOR, "nav.modules a[aria-current=page]")
        assert current.text == name
        screenshot(driver, f"module-{name.lower()}")


def test_settings_change_and_persist(driver, server):
    sign_in(driver, server)
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Settings"))
    fill(driver, "displayName", "Ada Lovelace")
    driver.find_element(By.CSS_SELECTOR, "select[name=timeZone] option[value='Asia/Tokyo']").click()
    driver.find_element(By.CSS_SELECTOR, "select[name=dayStartHour] option[value='4']").click()
    driver.find_element(By.CSS_SELECTOR, "select[name=weekStart] option[value='1']").click()
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save settings']"))
    assert "Settings saved." in driver.find_element(By.CSS_SELECTOR, ".flash").text
    driver.refresh()
    assert driver.find_element(By.NAME, "displayName").get_attribute("value") == "Ada Lovelace"
    assert driver.find_element(By.CSS_SELECTOR, "select[name=timeZone]").get_attribute("value") == "Asia/Tokyo"
    assert driver.find_element(By.CSS_SELECTOR, "select[name=dayStartHour]").get_attribute("value") == "4"
    screenshot(driver, "settings")


def test_create_and_revoke_a_token(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/settings")
    fill(driver, "name", "Laptop script")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Create token']"))
    secret = driver.find_element(By.ID, "new-token").text
    assert secret.startswith("alm_") and len(secret) == 68
    screenshot(driver, "settings-token")
    driver.refresh()
    assert secret not in driver.page_source
    assert "Laptop script" in driver.page_source
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[aria-label='Revoke Laptop script']"))
    assert "Token revoked." in driver.find_element(By.CSS_SELECTOR, ".flash").text
    assert "No tokens yet." in driver.page_source
    # Revoking is a security event: no Undo is offered; the security log lists it with the browser.
    assert not driver.find_elements(By.XPATH, "//button[normalize-space()='Undo']")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Open the security log"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Security log"
    rows = [row.text for row in driver.find_elements(By.CSS_SELECTOR, "table.security-log tbody tr")]
    assert "API token revoked: Laptop script" in rows[0]
    assert "API token created: Laptop script" in rows[1]
    assert "Chrome" in rows[0]
    screenshot(driver, "settings-security-log")


def test_sign_out_and_sign_in_again(driver, server):
    sign_in(driver, server)
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Sign out']"))
    assert driver.current_url.endswith("/signin")
    driver.get(server.url + "/today")
    assert "/signin" in driver.current_url
    fill(driver, "username", "ada")
    fill(driver, "password", "wrong password")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    assert "The user name or password is wrong." in driver.page_source
    screenshot(driver, "signin-error")
    fill(driver, "username", "ada")
    fill(driver, "password", PASSWORD)
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    assert driver.current_url.endswith("/today")


def test_unknown_page_is_a_friendly_404(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/no/such/page")
    assert "Not found" in driver.find_element(By.TAG_NAME, "h1").text
    screenshot(driver, "not-found")


def test_the_first_account_starts_in_the_browsers_time_zone(driver):
    """Issue 30: the zone defaulted to the list's first option, Africa/Abidjan. The browser's zone
    is preselected (UTC without JavaScript), and dates like 12/11 then read day/month in Berlin."""
    fresh = Server()
    try:
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Europe/Berlin"})
        for width in (375, 1280):
            driver.set_window_size(width, 900)
            driver.get(fresh.url + "/setup")
            zone = driver.find_element(By.NAME, "timeZone")
            WebDriverWait(driver, 15).until(lambda d: zone.get_attribute("value") == "Europe/Berlin")
        screenshot(driver, "setup-time-zone")
        fill(driver, "username", "ada")
        fill(driver, "password", PASSWORD)
        fill(driver, "passwordAgain", PASSWORD)
        click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
        driver.get(fresh.url + "/settings")
        assert Select(driver.find_element(By.NAME, "timeZone")).first_selected_option.get_attribute("value") == "Europe/Berlin"
        assert Select(driver.find_element(By.NAME, "dateOrder")).first_selected_option.get_attribute("value") == "dayMonth"
    finally:
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})  # back to the system zone
        fresh.stop()
