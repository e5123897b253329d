"""One loop from goal to intention, and Today on a phone: "Focus on this" on a to-do, the phone's
bottom bar and its "More" sheet, and completing a to-do at the bottom of a long Today without
losing the place."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, screenshot, sign_in

PHONE = (375, 667)


def phone(driver):
    driver.set_window_size(*PHONE)


def test_focus_on_a_todo_and_complete_it_from_the_review(driver, server):
    sign_in(driver, server)
    assert server.cli("tasks", "add", "Write the quarterly report today").returncode == 0
    for width in (375, 1280):
        driver.set_window_size(width, 900)
        driver.get(server.url + "/today")
        row = driver.find_element(By.CSS_SELECTOR, "#todos li.task-row[data-title='Write the quarterly report']")
        button = row.find_element(By.CSS_SELECTOR, "button.focus-task")
        assert button.is_displayed() and button.get_attribute("aria-label") == "Focus on “Write the quarterly report”"
        box = button.rect
        assert box["x"] + box["width"] <= width, f"the ▶ is off the {width} px screen"
    screenshot(driver, "loop-today-focus-button")
    phone(driver)
    driver.get(server.url + "/today")
    row = driver.find_element(By.CSS_SELECTOR, "#todos li.task-row[data-title='Write the quarterly report']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    click_and_wait(driver, row.find_element(By.CSS_SELECTOR, "button.focus-task"))
    assert driver.current_url.endswith("/focus")
    assert "Write the quarterly report" in driver.find_element(By.TAG_NAME, "main").text
    screenshot(driver, "loop-focus-running")
    phone(driver)
    end = driver.find_element(By.XPATH, "//button[normalize-space()='End now']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", end)
    click_and_wait(driver, end)
    box = driver.find_element(By.NAME, "completeTask")
    assert box.is_selected(), "the review offers to complete the to-do, ticked"
    assert "Also complete the to-do “Write the quarterly report”" in driver.page_source
    screenshot(driver, "loop-review-complete-todo")
    WebDriverWait(driver, 20).until(lambda d: d.find_element(By.CSS_SELECTOR, "input[name=feeling][value=happy]").is_enabled())
    driver.execute_script("document.querySelector('input[name=feeling][value=happy]').click()")
    save = driver.find_element(By.XPATH, "//button[normalize-space()='Save']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    click_and_wait(driver, save)
    logbook = server.cli("tasks", "list", "--view", "logbook", "--json")
    assert "Write the quarterly report" in logbook.stdout, logbook.stdout


def test_the_phone_has_a_bottom_bar_with_more_and_the_desktop_a_sidebar(driver, server):
    sign_in(driver, server)
    phone(driver)
    driver.get(server.url + "/today")
    bar = driver.find_element(By.CSS_SELECTOR, "nav.phone-bar")
    assert bar.is_displayed()
    inner = driver.execute_script("return window.innerHeight")
    assert abs(bar.rect["y"] + bar.rect["height"] - inner) <= 1, "the bar sits at the bottom of the screen"
    names = [a.text for a in bar.find_elements(By.CSS_SELECTOR, ":scope > ul > li > a")]
    assert names == ["Today", "Week", "Focus", "Tasks"], names
    assert bar.find_element(By.CSS_SELECTOR, "a[aria-current=page]").text == "Today"
    assert not driver.find_element(By.CSS_SELECTOR, "nav.modules").is_displayed()
    header = driver.find_element(By.CSS_SELECTOR, "header.top").rect["height"]
    # A 375 × 667 phone screen: one line, under 9 % of it (it was two lines, 14 %), and it scrolls away.
    assert header <= 0.09 * PHONE[1], f"the header takes {header} of {PHONE[1]} px"
    assert driver.execute_script("return getComputedStyle(document.querySelector('header.top')).position") == "static"
    screenshot(driver, "loop-phone-bar")
    phone(driver)
    # "More" opens a sheet with every section (no script needed: a <details>).
    bar = driver.find_element(By.CSS_SELECTOR, "nav.phone-bar")
    bar.find_element(By.CSS_SELECTOR, "summary").click()
    sheet = bar.find_element(By.CSS_SELECTOR, ".more-sheet")
    assert sheet.is_displayed()
    links = [a.text for a in sheet.find_elements(By.TAG_NAME, "a")]
    for name in ["Today", "Week", "Focus", "Tasks", "Timelines", "Food", "Lifts", "Prices", "Journal", "Habits", "Settings"]:
        assert name in links, (name, links)
    for link in sheet.find_elements(By.TAG_NAME, "a"):
        box = link.rect
        assert box["y"] >= 0 and box["x"] + box["width"] <= PHONE[0] + 1, f"{link.text} is off the screen"
    driver.save_screenshot("Tests/e2e/screenshots/loop-phone-more-open-375.png")
    click_and_wait(driver, sheet.find_element(By.LINK_TEXT, "Food"))
    # Food is not in the bar: "More" is marked as where we are.
    summary = driver.find_element(By.CSS_SELECTOR, "nav.phone-bar summary")
    assert "is-current" in summary.get_attribute("class")
    assert "Food" in summary.get_attribute("textContent")
    screenshot(driver, "loop-phone-food")
    # The desktop keeps the full navigation and no bottom bar.
    driver.set_window_size(1280, 900)
    driver.get(server.url + "/food")
    assert not driver.find_element(By.CSS_SELECTOR, "nav.phone-bar").is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "nav.modules a[aria-current=page]").text == "Food"


def test_completing_a_todo_at_the_bottom_of_a_long_today_keeps_the_place(driver, server):
    sign_in(driver, server)
    for index in range(1, 26):
        assert server.cli("tasks", "add", f"Errand {index:02} today").returncode == 0
    for width, height in (PHONE, (1280, 900)):
        driver.set_window_size(width, height)
        driver.get(server.url + "/today")
        rows = driver.find_elements(By.CSS_SELECTOR, "#todos li.task-row:not(.is-completed)")
        last = rows[-1]
        title = last.get_attribute("data-title")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", last)
        before = driver.execute_script("return window.scrollY")
        assert before > 300, "the page is long enough to scroll"
        last.find_element(By.CSS_SELECTOR, "button.check").click()
        toast = WebDriverWait(driver, 20).until(
            expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, ".task-toast")))
        assert f"Completed “{title}”" in toast.text
        after = driver.execute_script("return window.scrollY")
        assert abs(after - before) < 50, f"{width} px: the page jumped from {before} to {after}"
        undo = toast.find_element(By.XPATH, ".//button[normalize-space()='Undo']")
        box = undo.rect
        viewport = driver.execute_script("return [window.innerWidth, window.innerHeight, window.scrollY]")
        top = box["y"] - viewport[2]
        assert 0 <= top and top + box["height"] <= viewport[1], f"{width} px: the Undo is out of reach"
        if width == 375:
            bar = driver.find_element(By.CSS_SELECTOR, "nav.phone-bar").rect
            assert top + box["height"] <= bar["y"] - viewport[2], "the Undo is under the bottom bar"
        driver.save_screenshot(f"Tests/e2e/screenshots/loop-today-completed-{width}.png")
