"""Headings inside a list in the browser (issue 33): built from quick entry, a to-do dragged
across headings at phone and desktop widths, Alt+↑ crossing a heading, the order kept after a
reload, and the heading's menu."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import screenshot, sign_in


def groups(driver):
    """Each group of the list's page as "heading: titles" ("-" for the to-dos under none)."""
    return driver.execute_script(
        """return [...document.querySelectorAll('ul.task-rows[data-heading]')].map(ul => {
             const title = ul.closest('section').querySelector('.heading-title')?.textContent ?? '-';
             return title + ': ' + [...ul.querySelectorAll('.task-row')].map(r => r.dataset.title).join(', ');
           })""")


def add(driver, text):
    field = driver.find_element(By.ID, "quick-entry")
    field.clear()
    field.send_keys(text)
    field.send_keys(Keys.ENTER)
    WebDriverWait(driver, 15).until(expected_conditions.staleness_of(field))


def wait_for_toast(driver, text):
    WebDriverWait(driver, 15).until(
        lambda d: text in (d.execute_script("return document.querySelector('.task-toast')?.textContent ?? ''")))


def drag(driver, title, onto_title):
    """Drags the row `title` by its handle to just above the row `onto_title`."""
    row = driver.find_element(By.CSS_SELECTOR, f".task-row[data-title='{title}']")
    target = driver.find_element(By.CSS_SELECTOR, f".task-row[data-title='{onto_title}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    handle = row.find_element(By.CSS_SELECTOR, ".drag-handle")
    offset = target.location["y"] - row.location["y"] + 5
    steps = 6
    chain = ActionChains(driver).click_and_hold(handle)
    for _ in range(steps):
        chain = chain.move_by_offset(0, offset // steps)
    chain.move_by_offset(0, offset - steps * (offset // steps)).release().perform()


def test_headings_from_quick_entry_and_a_drag_across_them(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    field = driver.find_element(By.ID, "quick-entry")
    field.send_keys("Wipe the hob #Home/Kitchen")
    WebDriverWait(driver, 15).until(lambda d: "new heading Kitchen" in d.find_element(By.CSS_SELECTOR, ".understood").text)
    field.send_keys(Keys.ENTER)
    WebDriverWait(driver, 15).until(expected_conditions.staleness_of(field))
    for text in ["Descale the kettle #Home/Kitchen", "Mow the lawn #Home/Garden", "Rake leaves #Home/Garden", "Post a letter #Home"]:
        add(driver, text)
    driver.find_element(By.CSS_SELECTOR, ".task-nav").find_element(By.PARTIAL_LINK_TEXT, "Home").click()
    assert groups(driver) == [
        "-: Post a letter", "Kitchen: Wipe the hob, Descale the kettle", "Garden: Mow the lawn, Rake leaves",
    ]
    screenshot(driver, "tasks-headings")

    # At each width a to-do is dragged into another heading; the page shows it there at once and
    # the server keeps it there (a reload shows the same groups).
    for width, title, onto, heading in ((375, "Wipe the hob", "Rake leaves", "Garden"), (1280, "Rake leaves", "Descale the kettle", "Kitchen")):
        driver.set_window_size(width, 900)
        driver.refresh()
        drag(driver, title, onto)
        wait_for_toast(driver, f"Moved “{title}”.")
        shown = groups(driver)
        assert any(group.startswith(heading + ":") and title in group for group in shown), f"{width} px: {shown}"
        driver.refresh()
        assert groups(driver) == shown, f"{width} px: the order after a reload"

    # Alt+↑ on a heading's first to-do crosses into the heading above.
    driver.set_window_size(1280, 900)
    row = driver.find_element(By.CSS_SELECTOR, ".task-row[data-title='Mow the lawn']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    driver.execute_script("arguments[0].click()", row)  # selects the row (a click outside its links and buttons)
    ActionChains(driver).key_down(Keys.ALT).send_keys(Keys.ARROW_UP).key_up(Keys.ALT).perform()
    wait_for_toast(driver, "Moved “Mow the lawn”.")
    driver.refresh()
    kitchen = [group for group in groups(driver) if group.startswith("Kitchen:")][0]
    assert kitchen.endswith("Mow the lawn"), kitchen
    # The heading's menu opens without the page growing wider than the phone.
    driver.set_window_size(375, 900)
    driver.find_element(By.CSS_SELECTOR, ".heading-menu > summary").click()
    screenshot(driver, "tasks-heading-menu")


def heading_order(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('section[data-heading-id] .heading-title')].map(h => h.textContent)")


def drag_heading(driver, title, onto_title):
    """Drags the heading `title` by its handle to just above the heading `onto_title`."""
    section = driver.find_element(By.CSS_SELECTOR, f"section[data-heading-title='{title}']")
    target = driver.find_element(By.CSS_SELECTOR, f"section[data-heading-title='{onto_title}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", section)
    handle = section.find_element(By.CSS_SELECTOR, ".heading-drag-handle")
    offset = target.location["y"] - section.location["y"] - 5
    steps = 6
    chain = ActionChains(driver).click_and_hold(handle)
    for _ in range(steps):
        chain = chain.move_by_offset(0, offset // steps)
    chain.move_by_offset(0, offset - steps * (offset // steps)).release().perform()


def test_a_heading_is_dragged_with_its_to_dos_at_phone_and_desktop_widths(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks/inbox")
    for text in ["Wipe the hob #Errands/Kitchen", "Mow the lawn #Errands/Garden", "Post a letter #Errands/Town", "Loose end #Errands"]:
        add(driver, text)
    driver.find_element(By.CSS_SELECTOR, ".task-nav").find_element(By.PARTIAL_LINK_TEXT, "Errands").click()
    assert heading_order(driver) == ["Kitchen", "Garden", "Town"]
    for width, title, onto, expected in (
        (375, "Town", "Kitchen", ["Town", "Kitchen", "Garden"]),
        (1280, "Town", "Garden", ["Kitchen", "Town", "Garden"]),
    ):
        driver.set_window_size(width, 900)
        driver.refresh()
        drag_heading(driver, title, onto)
        wait_for_toast(driver, f"Moved the heading “{title}”.")
        assert heading_order(driver) == expected, f"{width} px"
        driver.refresh()
        assert heading_order(driver) == expected, f"{width} px: after a reload"
        # The to-dos went with their heading; the ones under none stay first.
        assert groups(driver)[0] == "-: Loose end"
        assert f"{title}: Post a letter" in groups(driver)
        # (fails when the page is wider than a 375 px phone)
        screenshot(driver, f"tasks-heading-dragged-at-{width}")
