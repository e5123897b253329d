"""Prices at the shelf, on a phone (375 px): type products, watch the ranking update, refused
input explained at the field, the keypad for arithmetic, save and reopen, delete with undo."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import PASSWORD, click_and_wait, fill, screenshot

PHONE = (375, 900)


def wait(driver, condition, message=""):
    return WebDriverWait(driver, 20).until(lambda d: condition(d), message)


def ranking(driver):
    """(name, per unit, delta, classes) of each ranked row, top first, read in one go (the list
    is redrawn as answers arrive)."""
    return [tuple(row) for row in driver.execute_script("""
        return [...document.querySelectorAll('ol.ranking li.ranked')].map((row) => [
            row.querySelector('.product-name').innerText, row.querySelector('.per').innerText,
            row.querySelector('.delta').innerText, row.className]);""")]


def add_button(driver):
    return driver.find_element(By.CSS_SELECTOR, "button[data-role=add]")


def add_ready(driver):
    """Whether the last check found the typed product addable (Add itself is never disabled)."""
    return add_button(driver).get_attribute("data-ready") == "true"


def entry_error(driver, field):
    element = driver.find_element(By.ID, f"entry.{field}-error")
    return element.text if element.is_displayed() else ""


def sign_in(driver, server, username="ada"):
    """Like conftest's sign_in, but waits for the redirect after submitting (conftest checks
    the address at once, which races the navigation)."""
    driver.get(server.url + "/prices")
    if "/setup" in driver.current_url:
        fill(driver, "username", username)
        fill(driver, "password", PASSWORD)
        fill(driver, "passwordAgain", PASSWORD)
        driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    elif "/signin" in driver.current_url:
        fill(driver, "username", username)
        fill(driver, "password", PASSWORD)
        driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait(driver, lambda d: "/setup" not in d.current_url and "/signin" not in d.current_url, "sign-in did not finish")


def open_calculator(driver, server):
    sign_in(driver, server)
    driver.set_window_size(*PHONE)
    driver.get(server.url + "/prices")
    wait(driver, lambda d: "is-live" in d.find_element(By.CSS_SELECTOR, ".prices").get_attribute("class"))


def type_product(driver, price, quantity, unit, name=""):
    fill(driver, "entry.price", price)
    fill(driver, "entry.quantity", quantity)
    fill(driver, "entry.unit", unit)
    fill(driver, "entry.name", name)


def test_ranking_updates_as_you_type_and_saves(driver, server):
    open_calculator(driver, server)
    assert not add_ready(driver)
    type_product(driver, "3.49", "500", "g", "Small jar")
    wait(driver, lambda d: add_ready(d), "Add is not ready for a valid product")
    # The product being typed is already ranked, marked as not added yet.
    wait(driver, lambda d: len(ranking(d)) == 1 and "preview" in ranking(d)[0][3])
    add_button(driver).click()
    wait(driver, lambda d: driver.find_element(By.NAME, "entry.price").get_attribute("value") == ""
         and len(ranking(d)) == 1 and "preview" not in ranking(d)[0][3])
    # The unit stays for the next product.
    assert driver.find_element(By.NAME, "entry.unit").get_attribute("value") == "g"

    type_product(driver, "11.98/2", "1", "kg", "Big jar")
    wait(driver, lambda d: [row[0] for row in ranking(d)] == ["Big jar", "Small jar"], "the ranking did not update")
    add_button(driver).click()
    wait(driver, lambda d: len(ranking(d)) == 2 and all("preview" not in row[3] for row in ranking(d)))
    rows = ranking(driver)
    assert rows[0][1] == "5.99 / kg" and "best" in rows[0][3] and rows[0][2].upper() == "BEST"
    assert rows[1][1] == "6.98 / kg" and rows[1][2] == "+17\u00a0%"
    screenshot(driver, "prices-calculator")
    driver.set_window_size(*PHONE)

    # A malformed expression says why at the field, and Add refuses it.
    fill(driver, "entry.price", "3.49)")
    fill(driver, "entry.quantity", "250")
    wait(driver, lambda d: "Unexpected ')' at position 5" in entry_error(d, "price"))
    assert not add_ready(driver)
    assert driver.find_element(By.NAME, "entry.price").get_attribute("aria-invalid") == "true"
    assert len(ranking(driver)) == 2
    add_button(driver).click()
    wait(driver, lambda d: d.switch_to.active_element.get_attribute("name") == "entry.price", "Add did not point at the error")
    assert len(ranking(driver)) == 2
    for name in ("entry.price", "entry.quantity"):
        driver.find_element(By.NAME, name).send_keys(Keys.CONTROL, "a", Keys.BACKSPACE)
    wait(driver, lambda d: entry_error(d, "price") == "")

    # Per 100 g.
    driver.find_element(By.CSS_SELECTOR, "select[name=displayUnit] option[value='100 g']").click()
    wait(driver, lambda d: ranking(d) and ranking(d)[0][1] == "0.60 / 100 g")

    # Save with a name, then reopen from the list.
    fill(driver, "comparisonName", "Jam")
    driver.find_element(By.CSS_SELECTOR, "button[value=save]").click()
    wait(driver, lambda d: "/prices/saved/" in d.current_url)
    assert "Saved “Jam”." in driver.find_element(By.CSS_SELECTOR, ".flash").text
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Saved"))
    assert "2 products · best: Big jar 0.60 / 100 g" in driver.page_source
    screenshot(driver, "prices-saved")
    driver.set_window_size(*PHONE)
    driver.find_element(By.LINK_TEXT, "Jam").click()
    wait(driver, lambda d: [row[0] for row in ranking(d)] == ["Big jar", "Small jar"])
    assert driver.find_element(By.TAG_NAME, "h1").text == "Jam"
    assert driver.find_element(By.NAME, "products[1].price").get_attribute("value") == "11.98/2"
    screenshot(driver, "prices-open")
    driver.set_window_size(*PHONE)

    # Edit a product: it goes back into the fields as typed.
    driver.find_element(By.CSS_SELECTOR, "button[aria-label='Edit Small jar']").click()
    wait(driver, lambda d: d.find_element(By.NAME, "entry.price").get_attribute("value") == "3.49")
    fill(driver, "entry.price", "2.99")
    wait(driver, lambda d: add_ready(d))
    add_button(driver).click()
    wait(driver, lambda d: [row[0] for row in ranking(d)] == ["Small jar", "Big jar"])
    driver.find_element(By.CSS_SELECTOR, "button[value=save]").click()
    wait(driver, lambda d: "Saved the changes to “Jam”." in d.page_source)

    # Delete with undo.
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Saved"))
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[aria-label='Delete Jam']"), "Deleted “Jam”.")
    assert "Nothing saved yet." in driver.page_source
    driver.find_element(By.XPATH, "//button[normalize-space()='Undo']").click()
    wait(driver, lambda d: d.find_elements(By.LINK_TEXT, "Jam"))


def test_fluid_ounces_are_refused_after_ounces_inline(driver, server):
    open_calculator(driver, server)
    type_product(driver, "3", "12", "oz", "Peanut butter")
    wait(driver, lambda d: add_ready(d))
    add_button(driver).click()
    wait(driver, lambda d: len(ranking(d)) == 1 and "preview" not in ranking(d)[0][3])
    type_product(driver, "2.5", "12", "fl oz", "Syrup")
    wait(driver, lambda d: entry_error(d, "unit") == "fl oz is a volume; this comparison is by mass.")
    assert not add_ready(driver)
    assert driver.find_element(By.NAME, "entry.unit").get_attribute("aria-invalid") == "true"
    # The products already added still show.
    assert [row[0] for row in ranking(driver)] == ["Peanut butter"]
    screenshot(driver, "prices-refused")


def test_keypad_inserts_arithmetic_at_the_caret_on_touch_screens(driver, server):
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    try:
        open_calculator(driver, server)
        assert driver.execute_script("return matchMedia('(pointer: coarse)').matches")
        keypad = driver.find_element(By.CSS_SELECTOR, ".keypad")
        assert keypad.is_displayed()
        quantity = driver.find_element(By.NAME, "entry.quantity")
        quantity.click()
        quantity.send_keys("6")
        keypad.find_element(By.CSS_SELECTOR, "button[data-key='×']").click()
        quantity.send_keys("330")
        assert quantity.get_attribute("value") == "6×330"
        fill(driver, "entry.price", "4.99")
        fill(driver, "entry.unit", "ml")
        wait(driver, lambda d: ranking(d) and ranking(d)[0][1] == "2.52 / l")
        assert add_ready(driver)
        screenshot(driver, "prices-keypad")
    finally:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_without_javascript_the_form_posts(driver, server):
    sign_in(driver, server)
    driver.set_window_size(*PHONE)
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(server.url + "/prices")
        type_product(driver, "1.99", "2", "l", "Bottle")
        add_button(driver).click()
        wait(driver, lambda d: [row[0] for row in ranking(d)] == ["Bottle"])
        type_product(driver, "4.99", "6x330", "ml", "Cans")
        add_button(driver).click()
        wait(driver, lambda d: [row[0] for row in ranking(d)] == ["Bottle", "Cans"])
        assert ranking(driver)[1][2] == "+153\u00a0%"
        assert driver.find_element(By.CSS_SELECTOR, "button[value=compare]").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def general_error(driver):
    element = driver.find_element(By.CSS_SELECTOR, "[data-role=general-error]")
    return element.text if element.is_displayed() else ""


def test_add_or_enter_right_after_typing_adds_what_is_typed(driver, server):
    """Issue 30: Add pressed within the 0.2 s debounce of the last keystroke was ignored."""
    open_calculator(driver, server)
    added = lambda d: [row[0] for row in ranking(d) if "preview" not in row[3]]
    # Add with nothing typed says what is missing instead of doing nothing.
    add_button(driver).click()
    wait(driver, lambda d: "To add a product, type its price and quantity" in general_error(d), "an empty Add said nothing")
    for width in (375, 1280):
        driver.set_window_size(width, 900)
        before = len(added(driver))
        # One script types the last key and presses Add in the same task: no debounce can run between.
        fill(driver, "entry.price", "2.49")
        fill(driver, "entry.quantity", "400")
        fill(driver, "entry.unit", "g")
        name = f"Oats {width}"
        driver.execute_script("""
            const field = document.querySelector('[name="entry.name"]');
            field.value = arguments[0];
            field.dispatchEvent(new Event('input', {bubbles: true}));
            document.querySelector('button[data-role=add]').click();""", name)
        wait(driver, lambda d: name in added(d) and len(added(d)) == before + 1, f"Add right after typing lost {name}")
        assert driver.find_element(By.NAME, "entry.price").get_attribute("value") == ""
        # Enter in the last field, straight after the keystroke.
        fill(driver, "entry.price", "1.99")
        fill(driver, "entry.quantity", "250")
        field = driver.find_element(By.NAME, "entry.name")
        field.clear()
        field.send_keys(f"Rice {width}", Keys.ENTER)
        wait(driver, lambda d: f"Rice {width}" in added(d) and len(added(d)) == before + 2, "Enter right after typing lost it")
    screenshot(driver, "prices-added-at-once")
