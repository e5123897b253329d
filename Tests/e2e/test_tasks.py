"""Tasks in the browser: quick entry, completing and undoing, reordering by drag and drop and
from the keyboard, and that the order survives a reload."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import api, click_and_wait, screenshot, sign_in


def titles(driver):
    return driver.execute_script("return [...document.querySelectorAll('.task-row')].map(r => r.dataset.title)")


def add(driver, text):
    field = driver.find_element(By.ID, "quick-entry")
    field.clear()
    field.send_keys(text)
    field.send_keys(Keys.ENTER)
    WebDriverWait(driver, 15).until(expected_conditions.staleness_of(field))
    WebDriverWait(driver, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".flash.success"))


def wait_for_toast(driver, text):
    WebDriverWait(driver, 15).until(
        lambda d: text in (d.execute_script("return document.querySelector('.task-toast')?.textContent ?? ''")))


def test_quick_entry_adds_and_shows_what_it_understood(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    field = driver.find_element(By.ID, "quick-entry")
    field.send_keys("Call mom tomorrow 5pm #Family @phone")
    # The live preview shows what quick entry understands before it is sent, a list it would make too.
    WebDriverWait(driver, 15).until(lambda d: "new list Family" in d.find_element(By.CSS_SELECTOR, ".understood").text)
    screenshot(driver, "tasks-quick-entry")
    field.send_keys(Keys.ENTER)
    flash = driver.find_element(By.CSS_SELECTOR, ".flash.success").text
    assert "Added “Call mom”: Tomorrow · at 17:00 · in Family (a new list) · @phone." in flash
    driver.get(server.url + "/tasks/upcoming")
    assert titles(driver) == ["Call mom"]
    assert "Family" in driver.find_element(By.CSS_SELECTOR, ".task-nav").text
    screenshot(driver, "tasks-upcoming")


def test_complete_and_undo(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/today")
    for title in ["Water plants", "Pay rent", "Read a chapter"]:
        add(driver, title)
    assert titles(driver) == ["Water plants", "Pay rent", "Read a chapter"]
    screenshot(driver, "tasks-today")
    driver.find_element(By.CSS_SELECTOR, "button[aria-label='Complete “Pay rent”']").click()
    wait_for_toast(driver, "Completed “Pay rent”.")
    WebDriverWait(driver, 15).until(lambda d: titles(d) == ["Water plants", "Read a chapter"])
    driver.refresh()
    assert titles(driver) == ["Water plants", "Read a chapter"]
    driver.get(server.url + "/tasks/logbook")
    assert "Pay rent" in titles(driver)
    driver.get(server.url + "/tasks/today")
    driver.find_element(By.CSS_SELECTOR, "button[aria-label='Complete “Water plants”']").click()
    wait_for_toast(driver, "Completed “Water plants”.")
    screenshot(driver, "tasks-completed-toast")
    driver.find_element(By.XPATH, "//div[contains(@class,'task-toast')]//button[normalize-space()='Undo']").click()
    WebDriverWait(driver, 15).until(lambda d: "Water plants" in titles(d))
    assert titles(driver) == ["Water plants", "Read a chapter"]


def test_drag_to_reorder_survives_a_reload(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    for title in ["One", "Two", "Three", "Four"]:
        add(driver, title)
    assert titles(driver) == ["One", "Two", "Three", "Four"]
    rows = driver.find_elements(By.CSS_SELECTOR, ".task-row")
    handle = rows[3].find_element(By.CSS_SELECTOR, ".drag-handle")
    target = rows[0]
    offset = target.location["y"] - rows[3].location["y"] - 5
    ActionChains(driver).click_and_hold(handle).move_by_offset(0, offset // 2).move_by_offset(0, offset - offset // 2).release().perform()
    # The new order shows at once...
    assert titles(driver) == ["Four", "One", "Two", "Three"]
    wait_for_toast(driver, "Moved “Four”.")
    # ...and is the server's order after a reload.
    driver.refresh()
    assert titles(driver) == ["Four", "One", "Two", "Three"]
    screenshot(driver, "tasks-inbox-reordered")


def test_keyboard_reorder_and_buttons(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    add(driver, "Alpha #Keyboard")
    driver.find_element(By.CSS_SELECTOR, ".task-nav").find_element(By.PARTIAL_LINK_TEXT, "Keyboard").click()
    for title in ["Beta", "Gamma"]:
        add(driver, title)
    start = titles(driver)
    assert start == ["Alpha", "Beta", "Gamma"]
    driver.find_element(By.CSS_SELECTOR, ".view-title").click()
    ActionChains(driver).send_keys("j").perform()  # select the first row
    assert driver.find_element(By.CSS_SELECTOR, ".task-row.is-selected").get_attribute("data-title") == "Alpha"
    ActionChains(driver).key_down(Keys.ALT).send_keys(Keys.ARROW_DOWN).key_up(Keys.ALT).perform()
    expected = [start[1], start[0]] + start[2:]
    assert titles(driver) == expected
    wait_for_toast(driver, f"Moved “{start[0]}”.")
    driver.refresh()
    assert titles(driver) == expected
    # The move buttons work too (the last row moves up).
    last = driver.find_elements(By.CSS_SELECTOR, ".task-row")[-1]
    last.find_element(By.CSS_SELECTOR, ".move-up").click()
    expected = expected[:-2] + [expected[-1], expected[-2]]
    assert titles(driver) == expected
    wait_for_toast(driver, "Moved")
    driver.refresh()
    assert titles(driver) == expected


def test_details_page_and_phone_picker(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    driver.find_element(By.LINK_TEXT, "One").click()
    assert driver.find_element(By.TAG_NAME, "h1").text == "One"
    # Each submit loads a new page: wait for it before reading, or the old page's element goes stale.
    step = driver.find_element(By.ID, "checklist-new")
    step.send_keys("First step", Keys.ENTER)
    WebDriverWait(driver, 15).until(expected_conditions.staleness_of(step))
    assert "First step" in driver.find_element(By.CSS_SELECTOR, ".checklist-items").text
    driver.find_element(By.NAME, "notes").send_keys("Remember **this**")
    driver.find_element(By.NAME, "tags").send_keys("home")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save']"), "Saved “One”.")
    screenshot(driver, "tasks-inbox-after-save")
    driver.get(server.url + "/tasks/search?q=remember")
    assert titles(driver) == ["One"]
    driver.get(server.url + [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".task-title")][0].split(server.url)[1])
    screenshot(driver, "tasks-details")
    driver.set_window_size(375, 800)
    driver.get(server.url + "/tasks/today")
    driver.find_element(By.CSS_SELECTOR, ".task-picker summary").click()
    assert driver.find_element(By.CSS_SELECTOR, ".task-picker a[href='/tasks/inbox']").is_displayed()
    driver.set_window_size(1280, 900)


def test_quick_entry_says_new_list_and_offers_the_closest(driver, server):
    """Issue 30: `#shoping` silently made a second list. The preview says "new list" before it
    happens and offers the existing list; taking the offer adds the to-do there."""
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    add(driver, "Milk #Shopping")
    for width, title in ((375, "Eggs"), (1280, "Bread")):
        driver.set_window_size(width, 900)
        field = driver.find_element(By.ID, "quick-entry")
        field.clear()
        field.send_keys(f"{title} #shoping")
        understood = lambda d: d.find_element(By.CSS_SELECTOR, ".understood")
        WebDriverWait(driver, 15).until(lambda d: "new list shoping" in understood(d).text)
        offer = WebDriverWait(driver, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, ".understood button.use-list"))
        assert offer.text == "Use Shopping"
        screenshot(driver, f"tasks-quick-entry-new-list-{width}")
        driver.set_window_size(width, 900)
        driver.find_element(By.CSS_SELECTOR, ".understood button.use-list").click()
        field = driver.find_element(By.ID, "quick-entry")
        assert field.get_attribute("value") == f"{title} #Shopping"
        WebDriverWait(driver, 15).until(lambda d: "in Shopping" in understood(d).text and "new list" not in understood(d).text)
        field.send_keys(Keys.ENTER)
        WebDriverWait(driver, 15).until(expected_conditions.staleness_of(field))
        flash = driver.find_element(By.CSS_SELECTOR, ".flash.success").text
        assert f"Added “{title}”" in flash and "in Shopping" in flash and "new list" not in flash, flash
    nav = driver.find_element(By.CSS_SELECTOR, ".task-nav").text
    assert "Shopping" in nav and "shoping" not in nav


def test_the_logbook_pages_to_older_to_dos(driver, server):
    """Issue 34: the Logbook shows the newest 100 finished to-dos and "Older to-dos →" to the rest
    (it showed 500 and nothing older); a phone reads it without scrolling sideways."""
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    for n in range(105):
        task = api(driver, "POST", "/api/v1/tasks", {"title": f"Filed receipt {n:03d}"})["task"]
        api(driver, "POST", f"/api/v1/tasks/{task['id']}/complete")
    driver.get(server.url + "/tasks/logbook")
    newest = set(t for t in titles(driver) if t.startswith("Filed receipt"))
    assert len(newest) == 100
    older = driver.find_element(By.CSS_SELECTOR, "nav.pager a[rel=next]")
    assert older.text == "Older to-dos →"
    screenshot(driver, "tasks-logbook")
    click_and_wait(driver, older)
    rest = set(t for t in titles(driver) if t.startswith("Filed receipt"))
    assert len(rest) == 5 and not rest & newest
    assert rest | newest == {f"Filed receipt {n:03d}" for n in range(105)}
    assert not driver.find_elements(By.CSS_SELECTOR, "nav.pager a[rel=next]")


def test_without_javascript_a_rows_buttons_post_the_pages_one_form(driver, server):
    """A row's buttons name the page's one hidden form (form="row-actions", each with its own
    formaction): without JavaScript, move, complete and ▶ still post, and come back to the page."""
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    for title in ["Nojs one", "Nojs two"]:
        add(driver, title)
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(server.url + "/tasks/inbox")
        mine = lambda d: [t for t in titles(d) if t.startswith("Nojs")]
        assert mine(driver) == ["Nojs one", "Nojs two"]
        row = driver.find_element(By.CSS_SELECTOR, ".task-row[data-title='Nojs two']")
        click_and_wait(driver, row.find_element(By.CSS_SELECTOR, ".move-up"))
        assert driver.current_url.endswith("/tasks/inbox")
        assert mine(driver) == ["Nojs two", "Nojs one"]
        click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[aria-label='Complete “Nojs one”']"))
        assert mine(driver) == ["Nojs two"]
        click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[aria-label='Focus on “Nojs two”']"))
        assert driver.current_url.endswith("/focus")
        assert "Nojs two" in driver.find_element(By.TAG_NAME, "main").text
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    running = api(driver, "GET", "/api/v1/focus/current")["intention"]
    api(driver, "POST", f"/api/v1/intentions/{running['id']}/abandon", {"reason": "A test's clean-up."})
